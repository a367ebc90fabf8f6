"""Log lines for a log shipper: ``LOG_FORMAT=json`` writes one JSON object per line.

The fields are those of the text lines (time, level, logger, message) plus the ids the
message names (``game=12 guild=34 channel=56``) as numbers a shipper can index, and an
exception's traceback as one field, so that a traceback never splits into lines a shipper
reads as separate entries.
"""

from __future__ import annotations

import json
import logging
import re
from datetime import UTC, datetime

__all__ = ["JsonFormatter"]

# How our lines name what they are about (service.py, table.py …): "game=12 guild=34".
_IDS = re.compile(r"\b(game|guild|channel)=([0-9]{1,20})\b")


class JsonFormatter(logging.Formatter):
    """One JSON object per record, on one line (newlines in a message are escaped)."""

    def format(self, record: logging.LogRecord) -> str:
        message = record.getMessage()
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": message,
        }
        for name, value in _IDS.findall(message):
            entry.setdefault(name, int(value))
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exception"] = record.exc_text
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        return json.dumps(entry, ensure_ascii=False, default=str)
