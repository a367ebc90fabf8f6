"""Log lines an operator can trust: LOG_FORMAT=json writes one JSON object per line with the
fields of the text lines; the text lines escape what users sent; a flood is one line a
minute with its count."""

from __future__ import annotations

import io
import json
import logging
import sys

import pytest

from bot.core.logs import JsonFormatter, QuietReconnects, RepeatedLines, TextFormatter


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


def test_a_newline_in_what_a_user_sent_cannot_forge_a_text_line() -> None:
    """A custom id or a name is data: in the text format it is escaped, never a new line."""
    forged = "mn:a\n2026-11-26 14:00:00,000 CRITICAL bot: token leaked\r\x1b[2K\u2028"
    record = logging.LogRecord(
        "cogs.table.common", logging.INFO, __file__, 1, "component %s from %s", (forged, "ann"), None
    )
    line = TextFormatter().format(record)
    assert "\n" not in line
    assert "\r" not in line
    assert "\x1b" not in line
    assert "\u2028" not in line
    assert line.endswith(
        "cogs.table.common: component mn:a\\n2026-11-26 14:00:00,000 CRITICAL bot: token leaked"
        "\\r\\x1b[2K\\u2028 from ann"
    )


def test_a_traceback_still_follows_on_its_own_lines() -> None:
    try:
        raise ValueError("boom")
    except ValueError:
        info = sys.exc_info()
    record = logging.LogRecord("bot", logging.ERROR, __file__, 1, "timer loop failed", (), info)
    lines = TextFormatter().format(record).splitlines()
    assert lines[0].endswith("bot: timer loop failed")
    assert lines[1] == "Traceback (most recent call last):"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_flood_of_one_kind_is_one_line_a_minute_with_its_count(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="refusals")
    clock = Clock()
    lines = RepeatedLines(logging.getLogger("refusals"), clock, window=60)
    for _ in range(500):
        lines.log(logging.INFO, "mn:a error-stale", "interaction %s refused: %s", "mn:a", "error-stale")
        lines.log(logging.INFO, "other error-stale", "interaction %s refused: %s", "other", "error-stale")
        clock.now += 0.05  # 20 a second, for 25 s
    lines.flush()
    assert [r.getMessage() for r in caplog.records] == [
        "interaction mn:a refused: error-stale",
        "interaction other refused: error-stale",
    ], "the window has not ended: the rest wait"
    clock.now += 40
    lines.flush()
    assert [r.getMessage() for r in caplog.records[2:]] == [
        "mn:a error-stale: 499 more in the last 65 s",
        "other error-stale: 499 more in the last 65 s",
    ]
    lines.log(logging.INFO, "mn:a error-stale", "interaction %s refused: %s", "mn:a", "error-stale")
    assert len(caplog.records) == 4, "the count's line opened a new window"
    clock.now += 61
    lines.log(logging.INFO, "mn:a error-stale", "interaction %s refused: %s", "mn:a", "error-stale")
    assert caplog.records[-1].getMessage() == "interaction mn:a refused: error-stale (and 1 more in the 61 s before)"
    clock.now += 61
    lines.flush()
    lines.flush()
    assert len(caplog.records) == 5, "a window without more lines ends without one"


def test_discords_reconnect_attempts_are_one_line_each() -> None:
    try:
        raise OSError("503, message='Invalid response status'")
    except OSError:
        info = sys.exc_info()
    record = logging.LogRecord(
        "discord.client", logging.ERROR, __file__, 1, "Attempting a reconnect in %.2fs", (3.2,), info
    )
    assert QuietReconnects().filter(record)
    line = TextFormatter().format(record)
    assert "\n" not in line
    assert line.endswith("Attempting a reconnect in 3.20s (OSError: 503, message='Invalid response status')")
    other = logging.LogRecord("discord.client", logging.ERROR, __file__, 1, "Something else", (), info)
    assert QuietReconnects().filter(other)
    assert other.exc_info is info, "other tracebacks are kept"
