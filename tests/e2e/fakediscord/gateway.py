"""The gateway half of the fake: a websocket speaking Discord's gateway protocol v10.

discord.py connects with ``compress=zlib-stream``: every frame we send is a piece of ONE zlib
stream per connection, each message ending in a Z_SYNC_FLUSH (``00 00 ff ff``), which is how the
client knows a message is complete. Sessions outlive their socket so a client can RESUME and get
the dispatches it missed; a client that closes with 1000/1001 ends its session, as Discord does.
(discord.py's ``Client.close()`` races its own reader and usually closes with 4000, so a closed
bot's session merely stops being ``live``; a restarted bot IDENTIFYs afresh either way.)
"""

# Waiting helpers take a plain `timeout=` on purpose: it reads best in tests.
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from .model import JSON

log = logging.getLogger(__name__)

# Opcodes (https://discord.com/developers/docs/topics/opcodes-and-status-codes).
DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, VOICE, RESUME, RECONNECT = 0, 1, 2, 3, 4, 6, 7
REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 8, 9, 10, 11

# Intent bits that gate the events the fake sends.
INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15
PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15)

_SYNC_FLUSH_SUFFIX = b"\x00\x00\xff\xff"


class _Connection:
    """One websocket; serialises sends because the zlib stream must stay in order."""

    def __init__(self, ws: web.WebSocketResponse, compress: bool) -> None:
        self.ws = ws
        self._zlib = zlib.compressobj() if compress else None
        self._lock = asyncio.Lock()
        #: Set when the fake cut the socket: the client's answering close code (often 1000)
        #: must not end the session then.
        self.dropped_by_server = False

    async def send(self, payload: JSON) -> None:
        text = json.dumps(payload, separators=(",", ":"))
        async with self._lock:
            if self.ws.closed:
                return
            if self._zlib is None:
                await self.ws.send_str(text)
                return
            frame = self._zlib.compress(text.encode()) + self._zlib.flush(zlib.Z_SYNC_FLUSH)
            assert frame.endswith(_SYNC_FLUSH_SUFFIX)
            await self.ws.send_bytes(frame)


@dataclass(eq=False)
class Session:
    """A gateway session: what a bot identified with and every dispatch it was sent."""

    id: str
    token: str
    intents: int
    identify: JSON
    seq: int = 0
    #: Sent dispatches, kept so a RESUME can replay what the client missed.
    backlog: list[JSON] = field(default_factory=list)
    connection: _Connection | None = None
    ended: bool = False
    resumes: int = 0

    @property
    def live(self) -> bool:
        return self.connection is not None and not self.ended

    async def dispatch(self, event: str, data: JSON) -> None:
        self.seq += 1
        payload = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.backlog.append(payload)
        if self.connection is not None:
            await self.connection.send(payload)


class Gateway:
    """Accepts gateway websockets and routes dispatches to the connected bot sessions.

    ``ready_payloads`` is called at IDENTIFY time and returns the READY data (minus the session
    fields) and the GUILD_CREATE payloads, so the gateway itself knows nothing of the world.
    """

    def __init__(
        self,
        ready_payloads: Callable[[], tuple[JSON, list[JSON]]],
        members_chunk: Callable[[int], list[JSON]],
    ) -> None:
        self._ready_payloads = ready_payloads
        self._members_chunk = members_chunk
        self.sessions: dict[str, Session] = {}
        self.resume_url = ""
        self.heartbeat_interval_ms = 41_250
        self.heartbeats = 0
        self._changed = asyncio.Condition()

    @property
    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions.values() if s.live]

    @property
    def current(self) -> Session | None:
        """The most recently identified live session: the one interactions are delivered to."""
        live = self.live_sessions
        return live[-1] if live else None

    async def wait_for_session(self, timeout: float, *, skip: int = 0) -> Session:
        """The current session, once there is one among those identified after the first ``skip``."""

        def fresh() -> bool:
            session = self.current
            return session is not None and list(self.sessions.values()).index(session) >= skip

        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(fresh), timeout)
        session = self.current
        assert session is not None
        return session

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def dispatch(
        self, event: str, data: JSON, *, intent: int = 0, unless: tuple[int, JSON] | None = None
    ) -> None:
        """Send ``event`` to every session that has ``intent`` (0 means always sent);
        ``unless`` = (another intent, other data): sessions without that intent get the
        other data (a message's content withheld without the message content intent)."""
        for session in [s for s in self.sessions.values() if not s.ended]:
            if intent == 0 or session.intents & intent:
                shown = data if unless is None or session.intents & unless[0] else unless[1]
                await session.dispatch(event, shown)

    async def dispatch_to_current(self, event: str, data: JSON) -> Session:
        session = self.current
        if session is None:
            raise RuntimeError("no bot is connected to the fake gateway")
        await session.dispatch(event, data)
        return session

    async def drop(self, code: int = 4000) -> None:
        """Close the live sockets as Discord does on a network blip; the client may RESUME."""
        for session in self.live_sessions:
            assert session.connection is not None
            session.connection.dropped_by_server = True
            await session.connection.ws.close(code=code)

    async def handle(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = _Connection(ws, compress=request.query.get("compress") == "zlib-stream")
        session: Session | None = None
        await conn.send({"op": HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}})
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                payload = json.loads(msg.data)
                session = await self._on_payload(conn, session, payload)
        finally:
            if session is not None and session.connection is conn:
                session.connection = None
                # 1000/1001 is a deliberate close: Discord forgets the session then.
                if ws.close_code in (1000, 1001) and not conn.dropped_by_server:
                    session.ended = True
                await self._notify()
        return ws

    async def _on_payload(self, conn: _Connection, session: Session | None, payload: JSON) -> Session | None:
        op: Any = payload.get("op")
        data: Any = payload.get("d")
        if op == HEARTBEAT:
            self.heartbeats += 1
            await conn.send({"op": HEARTBEAT_ACK})
        elif op == IDENTIFY:
            return await self._identify(conn, data)
        elif op == RESUME:
            return await self._resume(conn, data)
        elif op == REQUEST_MEMBERS and session is not None:
            guild_id = int(data["guild_id"])
            chunk: JSON = {
                "guild_id": str(guild_id),
                "members": self._members_chunk(guild_id),
                "chunk_index": 0,
                "chunk_count": 1,
            }
            if data.get("nonce"):
                chunk["nonce"] = data["nonce"]
            await session.dispatch("GUILD_MEMBERS_CHUNK", chunk)
        elif op in (PRESENCE, VOICE):
            pass  # accepted and ignored: nothing in the fake depends on presence or voice
        else:
            log.warning("fake gateway: unknown opcode %s", op)
            await conn.ws.close(code=4001)
        return session

    async def _identify(self, conn: _Connection, data: JSON) -> Session:
        intents = int(data.get("intents", 0))
        session = Session(id=secrets.token_hex(16), token=str(data.get("token")), intents=intents, identify=data)
        self.sessions[session.id] = session
        session.connection = conn
        ready, guilds = self._ready_payloads()
        ready = {
            **ready,
            "session_id": session.id,
            "resume_gateway_url": self.resume_url,
            "session_type": "normal",
        }
        if "shard" in data:
            ready["shard"] = data["shard"]
        await session.dispatch("READY", ready)
        for guild in guilds:
            await session.dispatch("GUILD_CREATE", guild)
        await self._notify()
        return session

    async def _resume(self, conn: _Connection, data: JSON) -> Session | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or session.ended:
            # d=false: not resumable, the client must IDENTIFY afresh.
            await conn.send({"op": INVALID_SESSION, "d": False})
            return None
        if session.connection is not None:
            with contextlib.suppress(Exception):
                await session.connection.ws.close(code=4000)
        session.connection = conn
        session.resumes += 1
        last_seen = int(data.get("seq") or 0)
        for payload in session.backlog:
            if payload["s"] > last_seen:
                await conn.send(payload)
        session.seq += 1
        resumed: dict[str, Any] = {"op": DISPATCH, "t": "RESUMED", "s": session.seq, "d": {}}
        session.backlog.append(resumed)
        await conn.send(resumed)
        await self._notify()
        return session
