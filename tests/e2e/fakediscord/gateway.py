"""The gateway half of the fake: a websocket speaking Discord's gateway protocol v10.

discord.py connects with ``compress=zlib-stream``: every frame we send is a piece of ONE zlib
stream per connection, each message ending in a Z_SYNC_FLUSH (``00 00 ff ff``), which is how the
client knows a message is complete. Sessions outlive their socket so a client can RESUME and get
the dispatches it missed; a client that closes with 1000/1001 ends its session, as Discord does.
(discord.py's ``Client.close()`` races its own reader and usually closes with 4000, so a closed
bot's session merely stops being ``live``; a restarted bot IDENTIFYs afresh either way.)

Shards: a session that IDENTIFYs with ``shard: [id, count]`` gets only the guilds of its shard,
``(guild_id >> 22) % count == id`` — in READY, as GUILD_CREATEs, and every later event and
interaction of those guilds; DMs go to shard 0, as Discord sends them. A shard id outside
``0 … count - 1`` is closed with 4010 (Invalid shard).
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

from .clock import Clock
from .model import JSON

log = logging.getLogger(__name__)

# Opcodes (https://discord.com/developers/docs/topics/opcodes-and-status-codes).
DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, VOICE, RESUME, RECONNECT = 0, 1, 2, 3, 4, 6, 7
REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 8, 9, 10, 11
CLOSE_AUTHENTICATION_FAILED = 4004
CLOSE_INVALID_SHARD = 4010
#: Discord's IDENTIFY allowance: 1,000 session starts a day.
SESSION_STARTS = 1000
SESSION_START_WINDOW = 24 * 60 * 60

# Intent bits that gate the events the fake sends.
INTENT_GUILDS = 1 << 0
INTENT_GUILD_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DIRECT_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15
PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15)

_SYNC_FLUSH_SUFFIX = b"\x00\x00\xff\xff"


@dataclass(frozen=True)
class Outgoing:
    """A gateway event a change of the world owes the bots, sent once the change is made."""

    event: str
    data: JSON
    guild_id: int | None
    intent: int
    #: (another intent, other data): what sessions without that intent get instead.
    unless: tuple[int, JSON] | None = None


@dataclass
class SessionStartLimit:
    """``GET /gateway/bot``'s ``session_start_limit``, counted down by every IDENTIFY (not
    RESUME) and back to ``total`` once ``reset_after`` has passed on Discord's clock since the
    first start of the window."""

    clock: Clock
    total: int = SESSION_STARTS
    remaining: int = SESSION_STARTS
    max_concurrency: int = 1
    #: Seconds a window lasts from its first session start.
    window: float = SESSION_START_WINDOW
    #: ``clock.now()`` when ``remaining`` returns to ``total`` (None: no start counted yet).
    resets_at: float | None = None

    def _refresh(self) -> None:
        if self.resets_at is not None and self.clock.now() >= self.resets_at:
            self.remaining, self.resets_at = self.total, None

    def spend(self) -> bool:
        """Count one session start; False when none is left."""
        self._refresh()
        if self.remaining <= 0:
            return False
        self.remaining -= 1
        if self.resets_at is None:
            self.resets_at = self.clock.now() + self.window
        return True

    def payload(self) -> JSON:
        self._refresh()
        reset_after = 0.0 if self.resets_at is None else max(0.0, self.resets_at - self.clock.now())
        return {
            "total": self.total,
            "remaining": self.remaining,
            "reset_after": round(reset_after * 1000),
            "max_concurrency": self.max_concurrency,
        }


class _Connection:
    """One websocket; serialises sends because the zlib stream must stay in order."""

    def __init__(self, ws: web.WebSocketResponse, compress: bool, request: web.Request | None = None) -> None:
        self.ws = ws
        self._request = request
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

    def cut(self) -> None:
        """Drop the TCP connection without a close frame, as a network failure does (the
        client sees an abnormal closure, 1006)."""
        self.dropped_by_server = True
        transport = None if self._request is None else self._request.transport
        if transport is not None:
            transport.abort()


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

    @property
    def shard(self) -> tuple[int, int] | None:
        """(shard id, shard count) the session identified with; None: unsharded."""
        shard = self.identify.get("shard")
        return None if shard is None else (int(shard[0]), int(shard[1]))

    def handles(self, guild_id: int | None) -> bool:
        """True if Discord sends this session the events of ``guild_id`` (None: a DM)."""
        if self.shard is None:
            return True
        shard_id, count = self.shard
        return (0 if guild_id is None else (guild_id >> 22) % count) == shard_id

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
        clock: Clock | None = None,
    ) -> None:
        self.clock = clock or Clock()
        self.session_start_limit = SessionStartLimit(self.clock)
        #: Tokens Discord reset after the session start limit ran out: IDENTIFY and RESUME
        #: with one are closed with 4004, REST requests answered 401.
        self.revoked_tokens: set[str] = set()
        #: While True every gateway connection is answered 503 (see ``begin_outage``).
        self.outage = False
        #: Gateway connections refused during outages.
        self.refused = 0
        self._ready_payloads = ready_payloads
        self._members_chunk = members_chunk
        self.sessions: dict[str, Session] = {}
        self.resume_url = ""
        self.heartbeat_interval_ms = 41_250
        self.heartbeats = 0
        #: What ``GET /gateway/bot`` recommends; sessions route by the count they identified with.
        self.shard_count = 1
        self._changed = asyncio.Condition()

    @property
    def live_sessions(self) -> list[Session]:
        return [s for s in self.sessions.values() if s.live]

    @property
    def current(self) -> Session | None:
        """The most recently identified live session."""
        live = self.live_sessions
        return live[-1] if live else None

    def current_for(self, guild_id: int | None) -> Session | None:
        """The most recently identified live session of ``guild_id``'s shard: the one its
        interactions are delivered to (None: a DM)."""
        live = [s for s in self.live_sessions if s.handles(guild_id)]
        return live[-1] if live else None

    async def wait_for_session(
        self, timeout: float, *, skip: int = 0, guild_id: int | None = None, any_guild: bool = True
    ) -> Session:
        """The current session (of ``guild_id``'s shard unless ``any_guild``), once there is one
        among those identified after the first ``skip``."""

        def found() -> Session | None:
            session = self.current if any_guild else self.current_for(guild_id)
            if session is None or list(self.sessions.values()).index(session) < skip:
                return None
            return session

        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(lambda: found() is not None), timeout)
        session = found()
        assert session is not None
        return session

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def dispatch(
        self,
        event: str,
        data: JSON,
        *,
        guild_id: int | None,
        intent: int = 0,
        unless: tuple[int, JSON] | None = None,
    ) -> None:
        """Send ``event`` of ``guild_id`` (None: not a guild's) to every session of that
        guild's shard that has ``intent`` (0 means always sent); ``unless`` = (another
        intent, other data): sessions without that intent get the other data (a message's
        content withheld without the message content intent)."""
        for session in [s for s in self.sessions.values() if not s.ended and s.handles(guild_id)]:
            if intent == 0 or session.intents & intent:
                shown = data if unless is None or session.intents & unless[0] else unless[1]
                await session.dispatch(event, shown)

    async def dispatch_interaction(self, data: JSON, guild_id: int | None) -> Session:
        session = self.current_for(guild_id)
        if session is None:
            raise RuntimeError(f"no bot is connected to the fake gateway for guild {guild_id}")
        await session.dispatch("INTERACTION_CREATE", data)
        return session

    async def drop(self, code: int = 4000) -> None:
        """Close the live sockets as Discord does on a network blip; the client may RESUME."""
        for session in self.live_sessions:
            assert session.connection is not None
            session.connection.dropped_by_server = True
            await session.connection.ws.close(code=code)

    async def begin_outage(self, *, sessions_lost: bool = False) -> None:
        """Discord unreachable: every live socket is cut as by a network failure and every new
        connection is answered 503 until ``end_outage``; ``sessions_lost`` also forgets the
        sessions, so a RESUME afterwards gets INVALID_SESSION and the client IDENTIFYs anew."""
        self.outage = True
        for session in self.live_sessions:
            assert session.connection is not None
            session.connection.cut()
        if sessions_lost:
            for session in self.sessions.values():
                session.ended = True
        await self._notify()

    def end_outage(self) -> None:
        self.outage = False

    async def _reset_token(self, conn: _Connection) -> None:
        """The session start limit is spent: Discord terminates every session of the app and
        resets its token, so the old one fails authentication from now on (4004)."""
        self.revoked_tokens.update(s.token for s in self.sessions.values())
        for session in self.sessions.values():
            session.ended = True
            if session.connection is not None:
                session.connection.dropped_by_server = True
                await session.connection.ws.close(code=CLOSE_AUTHENTICATION_FAILED, message=b"Authentication failed.")
        await conn.ws.close(code=CLOSE_AUTHENTICATION_FAILED, message=b"Authentication failed.")
        await self._notify()

    async def handle(self, request: web.Request) -> web.StreamResponse:
        if self.outage:
            # What a client sees of Discord's edge while the gateway is down: a 5xx, no upgrade.
            self.refused += 1
            return web.Response(status=503, text="503 Service Unavailable")
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = _Connection(ws, compress=request.query.get("compress") == "zlib-stream", request=request)
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

    async def _identify(self, conn: _Connection, data: JSON) -> Session | None:
        intents = int(data.get("intents", 0))
        session = Session(id=secrets.token_hex(16), token=str(data.get("token")), intents=intents, identify=data)
        if session.token in self.revoked_tokens:
            await conn.ws.close(code=CLOSE_AUTHENTICATION_FAILED, message=b"Authentication failed.")
            return None
        if session.shard is not None and not 0 <= session.shard[0] < session.shard[1]:
            await conn.ws.close(code=CLOSE_INVALID_SHARD, message=b"Invalid shard.")
            return None
        if not self.session_start_limit.spend():
            self.revoked_tokens.add(session.token)
            await self._reset_token(conn)
            return None
        self.sessions[session.id] = session
        session.connection = conn
        ready, every_guild = self._ready_payloads()
        guilds = [g for g in every_guild if session.handles(int(g["id"]))]
        ready = {
            **ready,
            "guilds": [g for g in ready["guilds"] if session.handles(int(g["id"]))],
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
        if str(data.get("token")) in self.revoked_tokens:
            await conn.ws.close(code=CLOSE_AUTHENTICATION_FAILED, message=b"Authentication failed.")
            return None
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
