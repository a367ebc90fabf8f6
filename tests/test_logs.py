"""LOG_FORMAT=json: one JSON object per line, with the fields of the text lines."""

from __future__ import annotations

import io
import json
import logging
import sys

from bot.core.logs import JsonFormatter


def _line(record: logging.LogRecord) -> dict[str, object]:
    text = JsonFormatter().format(record)
    assert "\n" not in text, "one object per line, whatever the message or traceback"
    loaded = json.loads(text)
    assert isinstance(loaded, dict)
    return loaded


def test_a_line_carries_time_level_logger_message_and_the_ids_it_names() -> None:
    record = logging.LogRecord(
        "bot.service.games", logging.INFO, __file__, 1, "game=%s guild=%s channel=%s ended: %s", (12, 34, 56, "x"), None
    )
    entry = _line(record)
    assert entry["level"] == "INFO"
    assert entry["logger"] == "bot.service.games"
    assert entry["message"] == "game=12 guild=34 channel=56 ended: x"
    assert (entry["game"], entry["guild"], entry["channel"]) == (12, 34, 56)
    assert str(entry["time"]).endswith("+00:00")
    assert "exception" not in entry


def test_an_exception_is_one_field() -> None:
    try:
        raise ValueError("boom\nsecond line")
    except ValueError:
        info = sys.exc_info()
    record = logging.LogRecord(
        "cogs.table.common", logging.ERROR, __file__, 1, "interaction %s failed", ("mn:a",), info
    )
    entry = _line(record)
    assert entry["message"] == "interaction mn:a failed"
    assert "Traceback" in str(entry["exception"])
    assert "ValueError: boom" in str(entry["exception"])
    assert "game" not in entry


def test_configure_logging_json_writes_objects() -> None:
    from bot.core.config import configure_logging

    root = logging.getLogger()
    saved = root.handlers[:], root.level
    root.handlers = []
    stream = io.StringIO()
    try:
        configure_logging("INFO", "json")
        handler = root.handlers[0]
        assert isinstance(handler, logging.StreamHandler)
        handler.setStream(stream)
        logging.getLogger("bot.test").warning("game=%d paused", 7)
    finally:
        root.handlers, level = saved
        root.setLevel(level)
    (line,) = stream.getvalue().splitlines()
    assert json.loads(line)["game"] == 7
