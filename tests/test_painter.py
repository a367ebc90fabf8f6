"""The painter's worker process (:mod:`cogs.game.picture_worker`): it draws the picture the
thread draws, byte for byte; a worker that dies mid-game costs no picture (the thread draws
it, and the next picture has a new worker); a picture that does not pickle is drawn in the
thread; closing the painter ends its worker."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.docs_pictures import NAMES, sample_state
from bot.i18n import Catalog, Translator
from cogs.game.common import SeatNames
from cogs.game.painter import Painter, Render
from tests.registry import PLUGINS, RULES

GAME = "mascarade"
READY_SECONDS = 60.0  # generous: the worker's imports on a loaded machine


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog()


@pytest.fixture
async def painter(catalog: Catalog) -> AsyncIterator[Painter]:
    painter = Painter(catalog, processes=True)
    yield painter
    await painter.close()


def board(catalog: Catalog) -> tuple[Render, Any, Translator]:
    shown = next(p for p in PLUGINS if p.id == GAME).presentation()
    assert shown.render_board is not None
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
