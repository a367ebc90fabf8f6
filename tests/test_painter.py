"""The painter's worker process (:mod:`cogs.table.picture_worker`): it draws the picture the
thread draws, byte for byte, and says a board in the words the thread says; a worker that dies
mid-game costs no picture (the thread draws it, and the next picture has a new worker); a
picture that does not pickle is drawn in the thread; closing the painter ends its worker, and
so does its bot's end, even while the worker is still importing."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.i18n import Catalog, Translator
from bot.ops.docs_pictures import NAMES, sample_state
from cogs.table.alt_text import describe
from cogs.table.common import SeatNames
from cogs.table.painter import Painter, Pictures, Render
from tests.registry import CATALOG, PLUGINS, RULES

GAME = "mascarade"
READY_SECONDS = 60.0  # generous: the worker's imports on a loaded machine


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return CATALOG


@pytest.fixture
async def painter(catalog: Catalog) -> AsyncIterator[Painter]:
    painter = Painter(catalog, processes=True)
    yield painter
    await painter.close()


def board(catalog: Catalog) -> tuple[Render, Any, Translator]:
    shown = next(p for p in PLUGINS if p.id == GAME).presentation()
    view = RULES[GAME].view(sample_state(GAME, 5, 3, "mid"), None)
    names = SeatNames(dict(enumerate(NAMES["en"])))
    return shown.render_board, view, Translator(catalog, "en", names)


async def ready(painter: Painter) -> int:
    """The worker's process id, once it has started and built its catalogue."""
    starting = painter._starting if painter._ready_worker() is None else None
    if starting is not None:
        async with asyncio.timeout(READY_SECONDS):
            await asyncio.wait({starting})
    worker = painter._ready_worker()
    assert worker is not None
    return worker._process.pid


async def test_the_worker_draws_what_the_thread_draws(catalog: Catalog, painter: Painter) -> None:
    render, view, t = board(catalog)
    await ready(painter)
    assert await painter.draw(render, view, t) == render(view, t)


async def test_the_worker_says_a_board_in_the_words_the_thread_says(catalog: Catalog, painter: Painter) -> None:
    """A board's alt text is made beside its picture, off the event loop."""
    render, view, t = board(catalog)
    say = next(p for p in PLUGINS if p.id == GAME).presentation().describe_board
    await ready(painter)
    png, words = await painter.draw_described(render, say, view, t)
    assert png == render(view, t)
    assert words is not None
    assert words == describe(say, view, t)
    assert NAMES["en"][0] in words


def test_kept_pictures_keep_their_words_and_drop_them_with_the_picture() -> None:
    kept = Pictures(budget=10)
    kept.put("a", b"12345", "A board.")
    kept.put("b", b"123")
    assert (kept.get("a"), kept.words("a")) == (b"12345", "A board.")
    assert kept.words("b") is None
    kept.put("c", b"123456", "C.")  # over the budget: the least recently used go, words and all
    assert (kept.get("b"), kept.get("a"), kept.words("a")) == (None, None, None)
    kept.put("c", b"1")  # drawn again without words: the old words go
    assert (kept.get("c"), kept.words("c")) == (b"1", None)


async def test_a_worker_that_died_costs_no_picture_and_is_started_again(catalog: Catalog, painter: Painter) -> None:
    render, view, t = board(catalog)
    first = await ready(painter)
    os.kill(first, 9)
    assert await painter.draw(render, view, t) == render(view, t)
    second = await ready(painter)
    assert second != first
    assert await painter.draw(render, view, t) == render(view, t)


async def test_a_picture_that_does_not_pickle_is_drawn_in_the_thread(catalog: Catalog, painter: Painter) -> None:
    _, view, t = board(catalog)
    await ready(painter)
    assert await painter.draw(lambda v, _: repr(v).encode(), view, t) == repr(view).encode()


async def test_closing_the_painter_ends_its_worker(catalog: Catalog) -> None:
    painter = Painter(catalog, processes=True)
    pid = await ready(painter)
    await painter.close()
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def _running(pid: int) -> bool:
    """Whether the process runs (a zombie waiting for its new parent to reap it has ended)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_a_worker_ends_with_its_bot_even_before_it_reads_its_input() -> None:
    # A stand-in bot starts the worker on this test's pipe: the bot's SIGKILL closes no end
    # of it, so only the worker's watch on its parent can end it.
    read_end, write_end = os.pipe()
    bot = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import os, subprocess, sys, time\n"
            "worker = subprocess.Popen([sys.executable, '-m', 'cogs.table.picture_worker', str(os.getpid())])\n"
            "print(worker.pid, flush=True)\n"
            "time.sleep(600)\n",  # a bot that would live on: the test kills it at once
        ],
        stdin=read_end,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert bot.stdout is not None
        worker = int(bot.stdout.readline())
        bot.kill()
        bot.wait()
        deadline = time.monotonic() + READY_SECONDS
        while _running(worker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _running(worker)
    finally:
        os.close(read_end)
        os.close(write_end)
        bot.kill()
