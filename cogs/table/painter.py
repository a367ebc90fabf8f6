"""Board pictures drawn in a process of their own, and the pictures kept.

A picture takes 15 to 80 ms of Pillow (text rendering and the PNG's filtering hold the
GIL), once per move. Drawn in a thread, it competes with the event loop for the GIL: a
click that arrives meanwhile waits for the painter's switch interval again and again. So
pictures are drawn in one worker process (:mod:`cogs.table.picture_worker`, its own light
entry point), which builds its own catalogue once from the folders the bot's was built
from. A picture the worker cannot take (a drawing function that does not pickle) or a
worker that died is drawn in a thread as before; the worker is started again for the next one.

The worker is used when the bot runs as its own process (``python -m bot`` allows it,
unless ``PICTURE_WORKER=false``); a bot run inside another program (the tests run many in
one process) keeps the thread. It is started at the first picture; until it has started and
built its catalogue, pictures are drawn in the thread. What is kept is bounded by bytes, not
by games: an open game keeps only the digest of what its board shows (``cogs.table.table``);
the PNG of a board is needed again only when the board is posted again, which a recent
board usually is.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import os
import pickle
import sys
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bot.i18n import Catalog, Translator
from cogs.table.alt_text import described
from cogs.table.picture_worker import HEADER

__all__ = ["PICTURES_KEPT_BYTES", "Painter", "Pictures", "allow_worker_process"]

log = logging.getLogger(__name__)

PICTURES_KEPT_BYTES = 8 * 1024 * 1024  # about a hundred boards' PNGs
STOP_WAIT_SECONDS = 1.0  # a killed worker is waited for this long, so it is reaped by its bot
Render = Callable[[Any, Translator], bytes]
Say = Callable[[Any, Translator], str]
# Where ``cogs`` is found: the worker imports it whatever its working directory.
CODE_ROOT = Path(__file__).resolve().parents[2]

_worker_allowed = False


def allow_worker_process() -> None:
    """Called by the bot's own entry point (``python -m bot``): this process is the bot's,
    so its pictures may have a process of their own. A bot run inside another program (the
    tests run many in one process, at their own pace) draws them in a thread."""
    global _worker_allowed
    _worker_allowed = True


class WorkerGoneError(Exception):
    """The worker process ended (or its pipes broke) before it answered."""


class PictureRefusedError(Exception):
    """The worker could not draw the picture; its words say why."""


class _Worker:
    """The worker process, and the jobs it has not answered yet."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self._process = process
        self._jobs = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[tuple[bool, object]]] = {}
        self.alive = True
        self._reader = asyncio.create_task(self._read_answers())

    @classmethod
    async def start(cls, catalog: Catalog) -> _Worker:
        """Start the worker and have it build its catalogue (a second or two on a busy machine)."""
        paths = [str(CODE_ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "cogs.table.picture_worker",
            str(os.getpid()),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": os.pathsep.join(paths)},
        )
        worker = cls(process)
        try:
            await worker.ask("catalogue", (catalog.folders, catalog.locales))
        except BaseException:
            await worker.stop()
            raise
        return worker

    async def ask(self, kind: str, args: tuple[Any, ...]) -> Any:
        """The worker's answer to one job (raises what pickling raises, WorkerGoneError, PictureRefusedError)."""
        body = pickle.dumps((kind, args), protocol=pickle.HIGHEST_PROTOCOL)
        if not self.alive:
            raise WorkerGoneError
        job = next(self._jobs)
        answer = self._waiting[job] = asyncio.get_running_loop().create_future()
        stdin = self._process.stdin
        assert stdin is not None
        try:
            stdin.write(HEADER.pack(len(body), job) + body)
            await stdin.drain()
        except (ConnectionError, RuntimeError) as exc:  # its input closed: it is gone
            self._waiting.pop(job, None)
            raise WorkerGoneError from exc
        drawn, value = await answer
        if not drawn:
            raise PictureRefusedError(value)
        return value

    async def _read_answers(self) -> None:
        stdout = self._process.stdout
        assert stdout is not None
        try:
            while True:
                size, job = HEADER.unpack(await stdout.readexactly(HEADER.size))
                answer = pickle.loads(await stdout.readexactly(size))
                waiting = self._waiting.pop(job, None)
                if waiting is not None and not waiting.done():
                    waiting.set_result(answer)
        except (asyncio.IncompleteReadError, ConnectionError):
            pass  # the worker ended
        finally:
            self.alive = False
            for waiting in self._waiting.values():
                if not waiting.done():
                    waiting.set_exception(WorkerGoneError())
            self._waiting.clear()

    async def stop(self) -> None:
        """End the worker now, whatever it is doing (a picture is not worth a slower shutdown)."""
        self.alive = False
        if self._process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self._process.kill()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._process.wait(), STOP_WAIT_SECONDS)
        self._reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._reader


class Painter:
    """Draws board pictures off the event loop: in the worker process, or in this bot's own
    thread when the worker cannot."""

    def __init__(self, catalog: Catalog, *, processes: bool | None = None) -> None:
        """``processes``: whether the worker process may draw (None: if the entry point allowed it)."""
        self._catalog = catalog
        self._processes = _worker_allowed if processes is None else processes
        # One thread: Pillow's fonts are not shared across threads.
        self._thread: Executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="board-painter")
        self._worker: _Worker | None = None
        self._starting: asyncio.Task[_Worker] | None = None

    def _ready_worker(self) -> _Worker | None:
        """The worker when it is ready; otherwise None, its start begun if it is not under way."""
        if not self._processes:
            return None
        if self._worker is not None and self._worker.alive:
            return self._worker
        self._worker = None
        if self._starting is None:
            self._starting = asyncio.create_task(_Worker.start(self._catalog))
        elif self._starting.done():
            starting, self._starting = self._starting, None
            if starting.cancelled() or starting.exception() is not None:
                # A worker that cannot start would fail again at every picture: the thread draws them.
                log.warning("the picture worker did not start (%r); pictures are drawn in a thread", starting)
                self._processes = False
            else:
                self._worker = starting.result()
        return self._worker

    async def draw(self, render: Render, view: object, translator: Translator) -> bytes:
        drawn: bytes = await self._off_the_loop(
            "picture", (render, view, translator.locale, translator.names), render, view, translator
        )
        return drawn

    async def draw_described(
        self, render: Render, say: Say | None, view: object, translator: Translator
    ) -> tuple[bytes, str | None]:
        """``render``'s picture of ``view`` and its alt text (``say``'s words), both made off
        the event loop."""
        args = (render, say, view, translator.locale, translator.names)
        png, words = await self._off_the_loop("described", args, described, render, say, view, translator)
        return png, words

    async def _off_the_loop(self, kind: str, args: tuple[Any, ...], work: Callable[..., Any], *direct: Any) -> Any:
        """The worker's answer to ``(kind, args)``; else ``work(*direct)`` in this bot's thread."""
        worker = self._ready_worker()
        if worker is not None:
            try:
                return await worker.ask(kind, args)
            except WorkerGoneError:
                log.warning("the picture worker stopped; drawing in a thread and starting it again")
            except Exception as exc:
                # Most likely a picture that does not pickle; a bug in the drawing raises
                # again in the thread, where it is reported as before.
                log.info("picture not drawn by the worker (%s); drawing it in a thread", type(exc).__name__)
        return await asyncio.get_running_loop().run_in_executor(self._thread, work, *direct)

    async def close(self) -> None:
        """This bot's thread, and its worker."""
        self._thread.shutdown(wait=False, cancel_futures=True)
        starting, self._starting = self._starting, None
        if starting is not None:
            starting.cancel()
            await asyncio.wait({starting})
            if not starting.cancelled() and starting.exception() is None:
                self._worker = starting.result()  # it was ready as the cancel came
        if self._worker is not None:
            await self._worker.stop()


class Pictures:
    """PNGs by the digest of what they show, the most recently used kept up to a number of
    bytes."""

    def __init__(self, budget: int = PICTURES_KEPT_BYTES) -> None:
        self._budget = budget
        self._kept: OrderedDict[str, bytes] = OrderedDict()
        self._words: dict[str, str] = {}  # a kept picture's alt text, when it was given one
        self._bytes = 0

    def get(self, digest: str) -> bytes | None:
        found = self._kept.get(digest)
        if found is not None:
            self._kept.move_to_end(digest)
        return found

    def words(self, digest: str) -> str | None:
        """The alt text kept with the picture of ``digest``."""
        return self._words.get(digest)

    def put(self, digest: str, png: bytes, words: str | None = None) -> None:
        old = self._kept.pop(digest, None)
        if old is not None:
            self._bytes -= len(old)
        self._kept[digest] = png
        self._words.pop(digest, None)
        if words is not None:
            self._words[digest] = words
        self._bytes += len(png)
        while self._bytes > self._budget and len(self._kept) > 1:
            gone, dropped = self._kept.popitem(last=False)
            self._words.pop(gone, None)
            self._bytes -= len(dropped)
