"""The database server goes away under a running bot, then comes back.

PostgreSQL is reached through a small proxy on a Unix socket of the test's own, so the
outage is this bot's alone (the other tests share the server): "stopping" the proxy drops
every connection and refuses new ones, as a stopped server does. Every interaction is
answered in time with "storage busy", the log says it once, and play goes on afterwards.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import tempfile
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

import pytest

from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import make_night
from tests.postgres import fresh_postgres

pytestmark = pytest.mark.e2e

ANSWER_WITHIN = 3.0  # Discord's deadline for the first answer


class SocketProxy:
    """Forwards connections from a socket of its own to the server's; ``stop`` drops them
    all and refuses new ones (the socket file is gone), ``start`` listens again."""

    def __init__(self, server_socket: str, own_socket: str) -> None:
        self.server_socket, self.own_socket = server_socket, own_socket
        self._server: asyncio.Server | None = None
        self._pipes: set[asyncio.StreamWriter] = set()

    async def start(self) -> None:
        self._server = await asyncio.start_unix_server(self._serve, path=self.own_socket)

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for writer in list(self._pipes):
            writer.transport.abort()
        self._pipes.clear()
        with contextlib.suppress(FileNotFoundError):
            await asyncio.to_thread(Path(self.own_socket).unlink)

    async def _serve(self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter) -> None:
        server_in, server_out = await asyncio.open_unix_connection(self.server_socket)
        self._pipes |= {client_out, server_out}
        await asyncio.gather(_pipe(client_in, server_out), _pipe(server_in, client_out), return_exceptions=True)
        self._pipes -= {client_out, server_out}


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    finally:
        writer.transport.abort()


def _through(url: str, folder: str) -> tuple[str, str, str]:
    """The URL that reaches the same database through ``folder``'s socket, the server's
    socket path and the proxy's."""
    parts = urlsplit(url)
    query = parse_qs(parts.query)
    host, port = query["host"][0], query["port"][0]
    proxied = urlunsplit(parts._replace(query=urlencode({"host": folder, "port": port})))
    return proxied, f"{host}/.s.PGSQL.{port}", f"{folder}/.s.PGSQL.{port}"


async def test_postgresql_going_away_answers_every_interaction_and_play_resumes(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    async with fresh_postgres() as url:
        # A short folder: a Unix socket's path is limited to about a hundred bytes.
        with tempfile.TemporaryDirectory(prefix="mn-proxy-") as folder:
            proxied, server_socket, own_socket = _through(url, folder)
            proxy = SocketProxy(server_socket, own_socket)
            await proxy.start()
            night = await make_night(fake, tmp_path)
            night.database_url = proxied
            try:
                async with night.bot():
                    await night.open_game("mascarade", 4)
                    await night.idle()
                    board = await night.board()
                    caplog.clear()
                    await proxy.stop()

                    asked = [
                        await fake.slash(night.users[0], night.channel, "game panel"),
                        await fake.click(night.users[2], board, label="My panel"),
                        await fake.slash(night.mod, night.channel, "mod pause"),
                        await fake.slash(night.users[3], night.channel, "game board"),
                    ]
                    for ix in asked:
                        answer = await asyncio.wait_for(ix.answered(), ANSWER_WITHIN)
                        assert answer.ephemeral
                        assert "storage is busy" in answer.content, answer.content
                    await fake.wait_for(lambda: "storage unavailable" in caplog.text, timeout=5)
                    for _ in range(2):  # the timers keep trying, quietly
                        await night.run_timers()

                    await proxy.start()
                    await night.run_timers()
                    await fake.wait_for(lambda: "storage is back" in caplog.text, timeout=10)
                    panel = await night.panel(night.users[0])
                    assert panel.ephemeral
                    assert "storage" not in panel.content
            finally:
                await proxy.stop()
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert [r.getMessage() for r in warnings if "storage" in r.getMessage()] == [
        next(r.getMessage() for r in warnings if "storage unavailable" in r.getMessage())
    ], "one WARNING line when it goes"
    assert sum("storage is back" in r.getMessage() for r in caplog.records) == 1, "one INFO line when it is back"
    assert not [r for r in caplog.records if r.exc_info], "no traceback"
    fake.assert_all_answered()
