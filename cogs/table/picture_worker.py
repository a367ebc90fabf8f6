"""The picture worker's process: ``python -m cogs.table.picture_worker <the bot's pid>``, started by the
painter (:mod:`cogs.table.painter`) and talking to it over its standard input and output.

A process of its own, not one of ``multiprocessing``'s: a spawned child of
``multiprocessing`` imports the parent's main module again (a launcher importing discord.py
and the whole bot), a second or two of work on the machine the bot is starting or playing
on. This entry point imports only what a picture needs, after lowering its own priority.

Each message either way is a header (the length of what follows and the job's number,
big-endian) and a pickle. The bot asks ``("catalogue", (folders, locales))`` once, to have
the catalogue built, then ``("picture", (render, view, locale, names))`` per picture, or
``("described", (render, say, view, locale, names))`` for a picture and its alt text (``say``'s
words, :func:`cogs.table.alt_text.describe`); the worker answers, under the job's number,
``(True, png)`` (``(True, (png, words))``) or ``(False, what went wrong)``.
The end of its input (the bot closed it, or is gone, even by SIGKILL) ends the worker; so
does its bot's end while it is still importing, when nothing reads that input yet: a bot
killed and started again would otherwise start beside a worker of the dead one still busy
with its imports.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import struct
import sys
import threading
import time
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.i18n import Catalog

__all__ = ["HEADER", "main"]

HEADER = struct.Struct(">IQ")  # length of the pickle, job number
# Pictures wait for a busy bot, not the other way round: on a loaded machine the bot's
# answers come first (board edits are coalesced and may lag a little).
NICENESS = 5
PARENT_CHECK_SECONDS = 0.25


def _read(stream: IO[bytes]) -> tuple[int, bytes] | None:
    """The next job's number and pickle, or None at the end of the input."""
    header = stream.read(HEADER.size)
    if len(header) < HEADER.size:
        return None
    size, job = HEADER.unpack(header)
    return job, stream.read(size)


def _write(stream: IO[bytes], job: int, answer: tuple[bool, object]) -> None:
    body = pickle.dumps(answer, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(HEADER.pack(len(body), job) + body)
    stream.flush()


def _end_with(parent: int) -> None:
    """End this process once ``parent`` is gone (this process is then given another parent)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        os._exit(0)

    threading.Thread(target=watch, name="picture-worker-parent-watch", daemon=True).start()


def main(argv: list[str]) -> int:
    # The bot's pid as it says it, not as this process finds it: a bot killed before this
    # line would leave this process a new parent to watch.
    _end_with(int(argv[0]))
    with contextlib.suppress(OSError):
        os.nice(NICENESS)  # before the imports: they are most of the worker's start
    from bot.i18n import Catalog, Translator
    from cogs.table import drawing  # noqa: F401 - Pillow and the fonts, before the first picture
    from cogs.table.alt_text import described

    requests, answers = sys.stdin.buffer, sys.stdout.buffer
    # Anything printed by mistake goes to the bot's log, not into the answers.
    sys.stdout = sys.stderr
    catalogs: list[Catalog] = []

    def work(kind: str, args: tuple[Any, ...]) -> object:
        if kind == "catalogue":
            folders, locales = args
            catalogs[:] = [Catalog(folders[0], locales, extra=folders[1:])]
            return None
        if kind == "described":
            render, say, view, locale, names = args
            return described(render, say, view, Translator(catalogs[0], locale, names))
        render, view, locale, names = args
        return bytes(render(view, Translator(catalogs[0], locale, names)))

    while (request := _read(requests)) is not None:
        job, body = request
        try:
            answer: tuple[bool, object] = (True, work(*pickle.loads(body)))
        except Exception as exc:
            # An exception that does not pickle would end the worker: its words travel instead.
            answer = (False, f"{type(exc).__name__}: {exc}")
        _write(answers, job, answer)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
