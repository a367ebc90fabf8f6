"""Board pictures drawn in a process of their own, and the pictures kept.

A picture takes 15 to 80 ms of Pillow (text rendering and the PNG's filtering hold the
GIL), once per move. Drawn in a thread, it competes with the event loop for the GIL: a
click that arrives meanwhile waits for the painter's switch interval again and again. So
pictures are drawn in one worker process (spawned, not forked: the bot has threads), which
builds its own catalogue once from the folders the bot's was built from. A picture the
worker cannot take (a drawing function that does not pickle) or a worker that died is drawn
in a thread as before; the worker is started again for the next one.

The worker is used when the bot runs as its own process (``python -m bot`` allows it); a bot
run inside another program keeps the thread. It is shared by every bot in a process and
started at the first picture; until it has started and built its catalogue, pictures are
drawn in the thread. What is kept is bounded by bytes, not by games: an open game keeps only
the digest of what its board shows (``cogs.game.table``); the PNG of a board is needed again
only when the board is posted again, which a recent board usually is.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

from bot.i18n import Catalog, Translator

__all__ = ["PICTURES_KEPT_BYTES", "Painter", "Pictures", "allow_worker_process"]

log = logging.getLogger(__name__)

PICTURES_KEPT_BYTES = 8 * 1024 * 1024  # about a hundred boards' PNGs
PARENT_CHECK_SECONDS = 1.0
Render = Callable[[Any, Translator], bytes]

_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()
_worker_allowed = False


def allow_worker_process() -> None:
    """Called by the bot's own entry point (``python -m bot``): this process is the bot's,
    so its pictures may have a process of their own. A bot run inside another program (the
    tests run many in one process, at their own pace) draws them in a thread."""
    global _worker_allowed
    _worker_allowed = True


# In the worker: the catalogues built so far, by what built them.
_catalogs: dict[tuple[tuple[Path, ...], tuple[str, ...]], Catalog] = {}


def _catalog(folders: tuple[Path, ...], locales: tuple[str, ...]) -> Catalog:
    """In the worker: the catalogue built from ``folders``, built at its first use."""
    catalog = _catalogs.get((folders, locales))
    if catalog is None:
        catalog = _catalogs[(folders, locales)] = Catalog(folders[0], locales, extra=folders[1:])
    return catalog


def _prepare(folders: tuple[Path, ...], locales: tuple[str, ...]) -> None:
    """In the worker: build the catalogue before the first picture asks for it."""
    _catalog(folders, locales)


def _draw(
    render: Render,
    view: object,
    folders: tuple[Path, ...],
    locales: tuple[str, ...],
    locale: str,
    names: Callable[[int], str],
) -> bytes:
    """In the worker: the picture, with a translator like the bot's."""
    return render(view, Translator(_catalog(folders, locales), locale, names))


def _start_worker(parent: int) -> None:
    """In the worker, at its start: the imports every picture needs, and a watch that ends
    the worker once the bot is gone. A bot stopped by SIGKILL cannot stop its worker, and
    the worker would wait for pictures forever (it holds its own queue's other end)."""
    import cogs.game.drawing  # noqa: F401 - Pillow and the fonts' module

    # Pictures wait for a busy bot, not the other way round: on a loaded machine the
    # bot's answers come first (board edits are coalesced and may lag a little).
    with contextlib.suppress(OSError):
        os.nice(5)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="painter-parent-watch", daemon=True).start()


def _shared_pool() -> ProcessPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker,
                initargs=(os.getpid(),),
            )
        return _pool


def _drop_pool(broken: ProcessPoolExecutor) -> None:
    global _pool
    with _pool_lock:
        if _pool is broken:
            _pool = None
    broken.shutdown(wait=False, cancel_futures=True)


def _stop_pool() -> None:
    """Stop the worker now, whatever it is doing: the interpreter's exit joins it, and a
    worker still starting (its imports, on a busy machine) held a SIGTERM'd bot past the
    10 s a process manager allows."""
    global _pool
    with _pool_lock:
        pool, _pool = _pool, None
    if pool is None:
        return
    # The executor offers no way to end a busy worker: its processes are a private attribute
    # of CPython's implementation, read defensively (without it, the exit waits as before).
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()


class Painter:
    """Draws board pictures off the event loop: in the shared worker process, or in this
    bot's own thread when the worker cannot."""

    def __init__(self, catalog: Catalog, *, processes: bool | None = None) -> None:
        """``processes``: whether the worker process may draw (None: if the entry point allowed it)."""
        self._catalog = catalog
        self._processes = _worker_allowed if processes is None else processes
        # One thread: Pillow's fonts are not shared across threads.
        self._thread: Executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="board-painter")
        self._warm: Future[None] | None = None

    def _start(self) -> None:
        """Start (or reach) the worker and have it build its catalogue: a worker takes a second
        or two to start, which no board waits for (they are drawn in the thread meanwhile)."""
        try:
            self._warm = _shared_pool().submit(_prepare, self._catalog.folders, self._catalog.locales)
        except RuntimeError:  # the pool broke or is shutting down: pictures stay in the thread
            self._warm = None

    async def draw(self, render: Render, view: object, translator: Translator) -> bytes:
        loop = asyncio.get_running_loop()
        if self._processes and self._warm is None:
            self._start()
        warm = self._warm
        # Until the worker is ready, pictures are drawn in the thread, as they were.
        if warm is not None and warm.done() and warm.exception() is None:
            pool = _shared_pool()
            catalog = self._catalog
            try:
                return await loop.run_in_executor(
                    pool, _draw, render, view, catalog.folders, catalog.locales, translator.locale, translator.names
                )
            except BrokenProcessPool:
                log.warning("the picture worker stopped; drawing in a thread and starting it again")
                _drop_pool(pool)
                self._start()
            except Exception as exc:
                # Most likely a picture that does not pickle; a bug in the drawing raises
                # again in the thread, where it is reported as before.
                log.info("picture not drawn by the worker (%s); drawing it in a thread", type(exc).__name__)
        return await loop.run_in_executor(self._thread, render, view, translator)

    def close(self) -> None:
        """This bot's thread, and the worker if this bot's process allowed one (it is then
        the process's only bot, closing)."""
        self._thread.shutdown(wait=False, cancel_futures=True)
        if self._processes and self._warm is not None:
            _stop_pool()


class Pictures:
    """PNGs by the digest of what they show, the most recently used kept up to a number of
    bytes."""

    def __init__(self, budget: int = PICTURES_KEPT_BYTES) -> None:
        self._budget = budget
        self._kept: OrderedDict[str, bytes] = OrderedDict()
        self._bytes = 0

    def get(self, digest: str) -> bytes | None:
        found = self._kept.get(digest)
        if found is not None:
            self._kept.move_to_end(digest)
        return found

    def put(self, digest: str, png: bytes) -> None:
        old = self._kept.pop(digest, None)
        if old is not None:
            self._bytes -= len(old)
        self._kept[digest] = png
        self._bytes += len(png)
        while self._bytes > self._budget and len(self._kept) > 1:
            _, dropped = self._kept.popitem(last=False)
            self._bytes -= len(dropped)
