"""Log lines an operator can trust, in either format.

``LOG_FORMAT=text`` (:class:`TextFormatter`): one line per record; what users typed (a
custom id, a name) reaches the message only escaped, so a newline in it cannot forge a line.

``LOG_FORMAT=json`` (:class:`JsonFormatter`): one JSON object per line, with the fields of the
text lines (time, level, logger, message) plus the ids the message names (``game=12
guild=34 channel=56``) as numbers a shipper can index, and an exception's traceback as one
field, so that a traceback never splits into lines a shipper reads as separate entries.

:class:`RepeatedLines`: a line that may come thousands of times a minute (a flood of forged
clicks, every player refused while the storage is down) is written at most once a minute
per kind, with how many it stands for.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

__all__ = ["JsonFormatter", "QuietReconnects", "RepeatedLines", "TextFormatter", "escaped"]

TEXT_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"

# Control characters (C0, DEL, C1) and Unicode's line and paragraph separators: what a
# terminal, journald or a log shipper could read as the start of another line.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def escaped(value: str) -> str:
    """``value`` with every control character written as an escape (``\\n``, ``\\x1b``)."""
    return _CONTROL.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), value)


class TextFormatter(logging.Formatter):
    """The text lines: a message is one line whatever its arguments hold (a traceback
    follows on lines of its own, as Python writes it)."""

    def __init__(self) -> None:
        super().__init__(TEXT_FORMAT)

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 - logging's name
        record.message = escaped(record.message)
        return super().formatMessage(record)


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


@dataclass
class _Run:
    began: float  # when the window of the line that was written began
    more: int = 0  # lines of this kind since, not written


class RepeatedLines:
    """At most one line per ``window`` seconds for each kind: the first as it comes, the
    others counted; the count is written when the window ends (:meth:`flush`, called
    every second or so) or with the next line of that kind after it ended."""

    def __init__(self, logger: logging.Logger, clock: Callable[[], float], window: float = 60.0) -> None:
        self.logger, self.clock, self.window = logger, clock, window
        self._runs: dict[str, _Run] = {}

    def log(self, level: int, kind: str, message: str, *args: object) -> None:
        now = self.clock()
        run = self._runs.get(kind)
        if run is not None and now < run.began + self.window:
            run.more += 1
            return
        if run is not None and run.more:
            message += " (and %d more in the %.0f s before)"
            args = (*args, run.more, now - run.began)
        self._runs[kind] = _Run(now)
        self.logger.log(level, message, *args)

    def flush(self, level: int = logging.INFO) -> None:
        """Write the count of every window that ended with lines not written."""
        now = self.clock()
        for kind, run in list(self._runs.items()):
            if now < run.began + self.window:
                continue
            if run.more:
                self.logger.log(level, "%s: %d more in the last %.0f s", kind, run.more, now - run.began)
                self._runs[kind] = _Run(now)
            else:
                del self._runs[kind]


class QuietReconnects(logging.Filter):
    """discord.py logs every failed attempt to reach the gateway with a traceback ("Attempting
    a reconnect in 3.21s"): during a Discord outage, a screenful each time. The attempt stays
    one line, with the reason in one phrase (the bot's own line says when the connection was
    lost and when it is back: bot/boot/gateway.py)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and str(record.msg).startswith("Attempting a reconnect"):
            error = record.exc_info[1]
            record.msg = f"{record.getMessage()} ({type(error).__name__}: {escaped(str(error))[:200]})"
            record.args = ()
            record.exc_info = None
            record.exc_text = None
        return True
