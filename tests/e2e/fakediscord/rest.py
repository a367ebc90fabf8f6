"""The REST half of the fake: Discord's HTTP API v10, as much as a game bot uses.

One catch-all aiohttp route feeds ``RestApi.handle``, which logs the request, applies injected
429s and blocks, then finds the handler in a small (method, regex) table. A request matching no
entry answers 404 and is recorded in ``unhandled`` so tests can assert the bot used nothing the
fake does not model.
"""

# Waiting helpers take a plain `timeout=` on purpose: it reads best in tests.
# ruff: noqa: ASYNC109

from __future__ import annotations

import asyncio
import fnmatch
import json
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, web

from .clock import Clock
from .errors import ApiError, InvalidFormBodyError, LimitError, missing_permissions
from .gateway import INTENT_DIRECT_MESSAGES, INTENT_GUILD_MESSAGES, INTENT_MESSAGE_CONTENT, Gateway
from .interactions import APPLICATION_COMMAND, MESSAGE_COMPONENT, Callback, Interaction
from .limits import (
    UPLOAD_BYTES,
    FormErrors,
    autocomplete_errors,
    command_errors,
    commands_errors,
    message_errors,
    modal_errors,
    too_many_commands,
)
from .mentions import mentions_of
from .model import EPHEMERAL_FLAG, JSON, LOADING_FLAG, Channel, Guild, Message, Modal, Permission, Thread
from .scheduled_events import ScheduledEventApi, start_due_external_events
from .threads import ThreadApi
from .world import UploadedFile, World

Body = JSON | list[Any] | None
Handler = Callable[["Call"], Awaitable[Any]]


@dataclass
class RequestRecord:
    method: str
    path: str
    query: dict[str, str]
    json: Body
    files: list[str]
    time: float
    status: int | None = None
    #: The path before ``/api/v10`` the request came through ("" when none; "/proxy" for
    #: ``/proxy/api/v10/...``, as a REST proxy in front of Discord presents it).
    prefix: str = ""


@dataclass
class Call:
    """A parsed request handed to a route handler."""

    method: str
    path: str
    params: dict[str, str]
    query: dict[str, str]
    body: Body
    files: list[UploadedFile]
    #: When the request arrived (before its body was read): what latencies are measured to.
    at: float

    @property
    def obj(self) -> JSON:
        return self.body if isinstance(self.body, dict) else {}

    def id(self, name: str) -> int:
        return int(self.params[name])


class Block:
    """Holds matching requests open until released (see ``FakeDiscord.block``); with
    ``applied``, only after Discord made the change (the response is what is held)."""

    def __init__(self, pattern: str, *, applied: bool = False) -> None:
        self.pattern = pattern
        self.applied = applied
        self.held = 0
        self.seen = 0
        self._released = asyncio.Event()
        self._arrived = asyncio.Condition()

    @property
    def released(self) -> bool:
        return self._released.is_set()

    def release(self) -> None:
        self._released.set()

    async def hold(self) -> None:
        async with self._arrived:
            self.held += 1
            self.seen += 1
            self._arrived.notify_all()
        try:
            await self._released.wait()
        finally:
            self.held -= 1

    async def wait_held(self, count: int = 1, timeout: float = 5.0) -> None:
        """Wait until ``count`` requests in total have been caught by this block."""
        async with self._arrived:
            await asyncio.wait_for(self._arrived.wait_for(lambda: self.seen >= count), timeout)


@dataclass
class RateLimit:
    pattern: str
    retry_after: float
    remaining: int
    hits: int = 0


@dataclass
class ServerError:
    """The next ``remaining`` matching requests fail with ``status`` and change nothing."""

    pattern: str
    status: int
    remaining: int
    hits: int = 0


def matches(pattern: str, method: str, path: str) -> bool:
    """``"POST /channels/*/messages"`` or ``"/channels/*"``: glob over "METHOD path" or path."""
    if " " in pattern:
        want_method, want_path = pattern.split(" ", 1)
        return want_method.upper() == method and fnmatch.fnmatchcase(path, want_path)
    return fnmatch.fnmatchcase(path, pattern)


@dataclass
class RestApi:
    world: World
    gateway: Gateway
    interactions: dict[int, Interaction] = field(default_factory=dict)
    requests: list[RequestRecord] = field(default_factory=list)
    unhandled: list[RequestRecord] = field(default_factory=list)
    #: Requests refused for breaking one of Discord's limits (400 50035 with its errors tree,
    #: 413 for a file over the upload limit, 30032 for a command too many).
    invalid: list[tuple[RequestRecord, JSON]] = field(default_factory=list)
    clock: Clock = field(default_factory=Clock)
    #: Requests released from a block after their client had gone (never applied).
    abandoned: list[RequestRecord] = field(default_factory=list)
    rate_limits: list[RateLimit] = field(default_factory=list)
    server_errors: list[ServerError] = field(default_factory=list)
    blocks: list[Block] = field(default_factory=list)
    #: How long a message nonce sent with ``enforce_nonce`` is remembered (Discord: "a few
    #: minutes"); within it, a repeated nonce returns the message already made.
    nonce_window: float = 300.0
    #: (channel id, nonce) → (message, when it was made)
    nonces: dict[tuple[int, str], tuple[Message, float]] = field(default_factory=dict)
    gateway_url: str = ""
    changed: asyncio.Condition = field(default_factory=asyncio.Condition)
    #: Requests being handled right now (held ones included).
    in_flight: int = 0

    def __post_init__(self) -> None:
        self.routes: list[tuple[str, re.Pattern[str], Handler]] = []
        self.threads = ThreadApi(self.world)
        self.events = ScheduledEventApi(self.world)
        app = r"/applications/(?P<app>\d+)"
        cmds = rf"{app}(?:/guilds/(?P<guild>\d+))?/commands"
        msgs = r"/channels/(?P<channel>\d+)/messages"
        hook = r"/webhooks/(?P<app>\d+)/(?P<token>[^/]+)"
        for method, pattern, handler in [
            ("GET", r"/users/@me", self.get_me),
            ("GET", r"/users/(?P<user>\d+)", self.get_user),
            ("POST", r"/users/@me/channels", self.create_dm),
            ("GET", r"/(?:oauth2/)?applications/@me", self.get_application),
            ("GET", r"/gateway(?:/bot)?", self.get_gateway),
            ("GET", cmds, self.get_commands),
            ("PUT", cmds, self.put_commands),
            ("POST", cmds, self.post_command),
            ("GET", rf"{cmds}/(?P<cmd>\d+)", self.get_command),
            ("PATCH", rf"{cmds}/(?P<cmd>\d+)", self.patch_command),
            ("DELETE", rf"{cmds}/(?P<cmd>\d+)", self.delete_command),
            ("GET", rf"{app}/guilds/(?P<guild>\d+)/commands/permissions", self.empty_list),
            ("GET", r"/channels/(?P<channel>\d+)", self.get_channel),
            ("GET", msgs, self.get_messages),
            ("POST", msgs, self.post_message),
            ("GET", rf"{msgs}/(?P<message>\d+)", self.get_message),
            ("PATCH", rf"{msgs}/(?P<message>\d+)", self.patch_message),
            ("DELETE", rf"{msgs}/(?P<message>\d+)", self.delete_message),
            ("POST", r"/channels/(?P<channel>\d+)/typing", self.no_content),
            ("GET", r"/guilds/(?P<guild>\d+)", self.get_guild),
            ("GET", r"/guilds/(?P<guild>\d+)/channels", self.get_guild_channels),
            ("GET", r"/guilds/(?P<guild>\d+)/roles", self.get_roles),
            ("GET", r"/guilds/(?P<guild>\d+)/members", self.get_members),
            ("GET", r"/guilds/(?P<guild>\d+)/members/(?P<user>\d+)", self.get_member),
            ("POST", r"/interactions/(?P<ix>\d+)/(?P<token>[^/]+)/callback", self.callback),
            ("POST", hook, self.followup),
            ("GET", rf"{hook}/messages/(?P<message>@original|\d+)", self.get_hook_message),
            ("PATCH", rf"{hook}/messages/(?P<message>@original|\d+)", self.patch_hook_message),
            ("DELETE", rf"{hook}/messages/(?P<message>@original|\d+)", self.delete_hook_message),
            *self.threads.routes(),
            *self.events.routes(),
        ]:
            self.routes.append((method, re.compile(pattern + "$"), handler))

    # --- what Discord does by itself ---------------------------------------------------------

    async def flush(self) -> None:
        """Send the gateway events the world owes for changes made so far, in order."""
        while self.world.outbox:
            owed = self.world.outbox.pop(0)
            await self.gateway.dispatch(
                owed.event, owed.data, guild_id=owed.guild_id, intent=owed.intent, unless=owed.unless
            )

    def catch_up_now(self) -> None:
        """What Discord's clock has made due: idle threads archived, external events started
        or ended (their gateway events owed, see ``flush``)."""
        self.world.archive_idle_threads()
        start_due_external_events(self.world, self.events)

    async def catch_up(self) -> None:
        self.catch_up_now()
        await self.flush()

    # --- plumbing -------------------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        prefix = "/" + request.match_info["prefix"] if "prefix" in request.match_info else ""
        method = request.method
        arrived = time.monotonic()
        body, files = await _read_body(request)
        record = RequestRecord(
            method, path, dict(request.query), body, [f.filename for f in files], arrived, prefix=prefix
        )
        self.requests.append(record)
        self.in_flight += 1
        try:
            await self.catch_up()
            response = await self._respond(request, record, files)
        finally:
            self.in_flight -= 1
        record.status = response.status
        async with self.changed:
            self.changed.notify_all()
        return response

    async def _respond(
        self, request: web.Request, record: RequestRecord, files: list[UploadedFile]
    ) -> web.StreamResponse:
        method, path = record.method, record.path
        auth = request.headers.get("Authorization", "")
        if auth.startswith("Bot ") and auth[4:] in self.gateway.revoked_tokens:
            return _error(401, 0, "401: Unauthorized")
        for fault in self.server_errors:
            if fault.remaining > 0 and matches(fault.pattern, method, path):
                fault.remaining -= 1
                fault.hits += 1
                return _error(fault.status, 0, f"{fault.status}: injected server error")
        for limit in self.rate_limits:
            if limit.remaining > 0 and matches(limit.pattern, method, path):
                limit.remaining -= 1
                limit.hits += 1
                return _too_many(limit.retry_after)
        for block in list(self.blocks):
            if not block.applied and not block.released and matches(block.pattern, method, path):
                await block.hold()
                if request.transport is None or request.transport.is_closing():
                    self.abandoned.append(record)
                    return web.Response(status=499)
        response = await self._route(record, files)
        for block in list(self.blocks):
            if block.applied and not block.released and matches(block.pattern, method, path):
                await block.hold()
        return response

    async def _route(self, record: RequestRecord, files: list[UploadedFile]) -> web.StreamResponse:
        method, path = record.method, record.path
        for want, regex, handler in self.routes:
            found = regex.match(path)
            if found and want == method:
                params = {k: v for k, v in found.groupdict().items() if v is not None}
                call = Call(method, path, params, dict(record.query), record.json, files, record.time)
                try:
                    result = await handler(call)
                    await self.flush()
                except LimitError as err:
                    self.invalid.append((record, err.errors.tree or {"_message": err.message}))
                    if not err.errors:
                        return _error(err.status, err.code, err.message)
                    body = {"code": err.code, "errors": err.errors.tree, "message": err.message}
                    return _json(body, status=err.status)
                except ApiError as err:
                    return _error(err.status, err.code, err.message)
                if result is None:
                    return web.Response(status=204)
                return _json(result)
        self.unhandled.append(record)
        return _error(404, 0, f"404: Not Found (fake Discord has no route {method} {path})")

    @property
    def busy(self) -> bool:
        """Whether a request is being handled that is not parked by a block."""
        return self.in_flight > sum(b.held for b in self.blocks)

    async def serve_attachment(self, request: web.Request) -> web.StreamResponse:
        wanted = int(request.match_info["attachment"])
        for message in self.world.messages.values():
            for version in message.versions:
                for att in version.attachments:
                    if att.id == wanted:
                        return web.Response(body=att.data, content_type="application/octet-stream")
        return web.Response(status=404)

    @staticmethod
    def _check(errors: FormErrors) -> None:
        if errors:
            raise InvalidFormBodyError(errors)

    def _check_message(self, call: Call, *, at: tuple[str, ...] = ()) -> None:
        """A message body within Discord's limits, and each upload within the size limit."""
        if any(len(f.data) > UPLOAD_BYTES for f in call.files):
            raise LimitError(413, 40005, "Request entity too large")
        body = (call.obj.get("data") or {}) if at else call.obj
        self._check(message_errors(body, files=len(call.files), at=at))

    def _channel(self, call: Call) -> Channel:
        channel = self.world.channels.get(call.id("channel"))
        if (
            channel is None
            or channel.deleted
            or (
                isinstance(channel, Thread)
                and channel.private
                and not self.world.can_see_channel(self.world.bot_user, channel)
            )
        ):
            raise ApiError(404, 10003, "Unknown Channel")
        return channel

    def _message(self, call: Call, channel: Channel) -> Message:
        message = self.world.messages.get(call.id("message"))
        if (
            message is None
            or message.deleted
            or message.channel is not channel
            or message.ephemeral  # ephemerals are reachable only through their webhook
        ):
            raise ApiError(404, 10008, "Unknown Message")
        return message

    async def _announce(self, event: str, message: Message) -> None:
        """Gateway events for public messages (ephemerals never produce any), after those
        the change owed first (a thread unarchived by the message)."""
        await self.flush()
        if message.ephemeral:
            return
        intent = INTENT_DIRECT_MESSAGES if message.channel.is_dm else INTENT_GUILD_MESSAGES
        if event == "MESSAGE_DELETE":
            data: JSON = {"id": str(message.id), "channel_id": str(message.channel.id)}
            if message.channel.guild_id is not None:
                data["guild_id"] = str(message.channel.guild_id)
        else:
            data = message.payload()
        await self.gateway.dispatch(event, data, guild_id=message.channel.guild_id, intent=intent)

    async def announce_user_message(self, message: Message) -> None:
        """A user's message, as Discord sends it: without the message content intent a bot
        gets its MESSAGE_CREATE with the content, embeds, attachments and components empty
        (unless the message mentions the bot; DMs are not sent through here)."""
        data = message.payload()
        redacted = {**data, "content": "", "embeds": [], "attachments": [], "components": []}
        await self.flush()
        mentions_bot = self.world.bot_user.id in message.mentions.users
        await self.gateway.dispatch(
            "MESSAGE_CREATE",
            data,
            guild_id=message.channel.guild_id,
            intent=INTENT_GUILD_MESSAGES,
            unless=(INTENT_MESSAGE_CONTENT, data if mentions_bot else redacted),
        )

    # --- users, application, gateway -----------------------------------------------------

    async def get_me(self, call: Call) -> JSON:
        return {**self.world.bot_user.payload(), "verified": True, "mfa_enabled": False}

    async def get_user(self, call: Call) -> JSON:
        user = self.world.users.get(call.id("user"))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return user.payload()

    async def create_dm(self, call: Call) -> JSON:
        user = self.world.users.get(int(call.obj["recipient_id"]))
        if user is None:
            raise ApiError(400, 50035, "Invalid Form Body")
        return self.world.dm_channel(user).payload()

    async def get_application(self, call: Call) -> JSON:
        return self.world.application_payload()

    async def get_gateway(self, call: Call) -> JSON:
        return {
            "url": self.gateway_url,
            "shards": self.gateway.shard_count,
            "session_start_limit": self.gateway.session_start_limit.payload(),
        }

    # --- application commands --------------------------------------------------------------

    def _scope(self, call: Call) -> int | None:
        if call.id("app") != self.world.application_id:
            raise ApiError(403, 50001, "Missing Access")
        return int(call.params["guild"]) if "guild" in call.params else None

    async def get_commands(self, call: Call) -> list[JSON]:
        return self.world.commands_for(self._scope(call))

    async def put_commands(self, call: Call) -> list[JSON]:
        body = call.body if isinstance(call.body, list) else []
        scope = self._scope(call)
        self._check(commands_errors(body))
        if too_many_commands(body):
            raise LimitError(400, 30032, "Maximum number of application commands reached (100)")
        return self.world.store_commands(scope, body)

    async def post_command(self, call: Call) -> JSON:
        scope = self._scope(call)
        self._check(command_errors(call.obj))
        others = [c for c in self.world.commands_for(scope) if c["name"] != call.obj.get("name")]
        if too_many_commands([*others, call.obj]):
            raise LimitError(400, 30032, "Maximum number of application commands reached (100)")
        return self.world.upsert_command(scope, call.obj)

    def _command(self, call: Call) -> JSON:
        for cmd in self.world.commands_for(self._scope(call)):
            if cmd["id"] == call.params["cmd"]:
                return cmd
        raise ApiError(404, 10063, "Unknown application command")

    async def get_command(self, call: Call) -> JSON:
        return self._command(call)

    async def patch_command(self, call: Call) -> JSON:
        merged = {**self._command(call), **call.obj}
        self._check(command_errors(merged))
        return self.world.upsert_command(self._scope(call), merged)

    async def delete_command(self, call: Call) -> None:
        scope, cmd = self._scope(call), self._command(call)
        rest = [c for c in self.world.commands_for(scope) if c is not cmd]
        self.world.store_commands(scope, rest)

    async def empty_list(self, call: Call) -> list[JSON]:
        return []

    async def no_content(self, call: Call) -> None:
        self._channel(call)

    # --- channels and messages -------------------------------------------------------------

    async def get_channel(self, call: Call) -> JSON:
        channel = self._channel(call)
        if isinstance(channel, Thread):
            return channel.payload(member_of=self.world.bot_user.id)
        return channel.payload()

    async def get_messages(self, call: Call) -> list[JSON]:
        channel = self._channel(call)
        found = self.world.channel_messages(channel)
        if "after" in call.query:
            found = [m for m in found if m.id > int(call.query["after"])]
        if "before" in call.query:
            found = [m for m in found if m.id < int(call.query["before"])]
        limit = int(call.query.get("limit", 50))
        # Discord lists newest first.
        return [m.payload() for m in reversed(found)][:limit]

    async def post_message(self, call: Call) -> JSON:
        channel = self._channel(call)
        world = self.world
        if channel.is_dm:
            assert channel.recipient is not None
            if world.dms_blocked or not channel.recipient.dms_open:
                raise ApiError(403, 50007, "Cannot send messages to this user")
        else:
            perms = world.permissions(world.bot_user, channel)
            if not world.can_see_channel(world.bot_user, channel):
                raise ApiError(403, 50001, "Missing Access")
            # In a thread Send Messages has no effect: Send Messages in Threads does.
            send = Permission.SEND_MESSAGES_IN_THREADS if channel.is_thread else Permission.SEND_MESSAGES
            if not perms & send:
                raise missing_permissions()
            if call.files and not perms & Permission.ATTACH_FILES:
                raise missing_permissions()
        self._check_message(call)
        nonce = call.obj.get("nonce")
        if nonce is not None and call.obj.get("enforce_nonce"):
            seen = self.nonces.get((channel.id, str(nonce)))
            if seen is not None and time.monotonic() - seen[1] <= self.nonce_window:
                return seen[0].payload()
        body = world.strip_embeds_without_permission(channel, call.obj)
        message = world.new_message(channel, body, call.files)
        if nonce is not None:
            message.nonce = str(nonce)
            self.nonces[(channel.id, str(nonce))] = (message, time.monotonic())
        await self._announce("MESSAGE_CREATE", message)
        return message.payload()

    async def get_message(self, call: Call) -> JSON:
        channel = self._channel(call)
        return self._message(call, channel).payload()

    async def patch_message(self, call: Call) -> JSON:
        channel = self._channel(call)
        message = self._message(call, channel)
        if message.author is not self.world.bot_user:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        self._check_message(call)
        body = self.world.strip_embeds_without_permission(channel, call.obj)
        self.world.edit_message(message, body, call.files)
        await self._announce("MESSAGE_UPDATE", message)
        return message.payload()

    async def delete_message(self, call: Call) -> None:
        channel = self._channel(call)
        message = self._message(call, channel)
        if message.author is not self.world.bot_user and not (
            self.world.permissions(self.world.bot_user, channel) & Permission.MANAGE_MESSAGES
        ):
            raise missing_permissions()
        self.world.delete_message(message)
        await self._announce("MESSAGE_DELETE", message)

    # --- guilds ---------------------------------------------------------------------------

    def _guild(self, call: Call) -> Guild:
        guild = self.world.guilds.get(call.id("guild"))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild")
        return guild

    async def get_guild(self, call: Call) -> JSON:
        return self._guild(call).payload()

    async def get_guild_channels(self, call: Call) -> list[JSON]:
        return [c.payload() for c in self._guild(call).channels.values() if not c.deleted]

    async def get_roles(self, call: Call) -> list[JSON]:
        return [r.payload() for r in self._guild(call).roles.values()]

    async def get_members(self, call: Call) -> list[JSON]:
        return [m.payload() for m in self._guild(call).members.values()]

    async def get_member(self, call: Call) -> JSON:
        member = self._guild(call).members.get(call.id("user"))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return member.payload()

    # --- interactions ------------------------------------------------------------------------

    def _interaction(self, ident: int, token: str) -> Interaction:
        ix = self.interactions.get(ident)
        if ix is None or ix.token != token:
            raise ApiError(404, 10062, "Unknown interaction")
        return ix

    def _metadata(self, ix: Interaction) -> JSON:
        return {
            "id": str(ix.id),
            "type": ix.type,
            "user": ix.user.payload(),
            "authorizing_integration_owners": {},
        }

    def _check_callback(self, call: Call, ix: Interaction, kind: int, data: JSON) -> None:
        """Discord's refusals of a callback: a second answer, an expired token, a type the
        interaction does not take, or a payload it rejects; each one recorded."""
        body = call.obj
        if ix.callback is not None:
            ix.rejected.append((40060, body))
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        if ix.expired:
            ix.rejected.append((10062, body))
            raise ApiError(404, 10062, "Unknown interaction")
        allowed = {
            APPLICATION_COMMAND: {4, 5, 9},
            MESSAGE_COMPONENT: {4, 5, 6, 7, 9},
            4: {8},
            5: {4, 5, 6, 7} if ix.message is not None else {4, 5},
        }[ix.type]
        if kind not in allowed:
            ix.rejected.append((50035, body))
            raise ApiError(400, 50035, f"Invalid callback type {kind} for interaction {ix.type}")
        try:
            if kind in (4, 7):
                self._check_message(call, at=("data",))
            elif kind == 9:
                self._check(modal_errors(data))
            elif kind == 8:
                self._check(autocomplete_errors(data))
        except ApiError as err:
            ix.rejected.append((err.code, body))
            raise

    def _answer(self, call: Call, ix: Interaction, kind: int, data: JSON) -> Message | None:
        """What an accepted callback does: a message posted (4), a deferral (5), the
        clicked message kept or edited (6, 7), a modal opened (9). Returns the message the
        interaction answered with, if any."""
        world = self.world
        message: Message | None = None
        ephemeral_to = ix.user.id if int(data.get("flags") or 0) & EPHEMERAL_FLAG else None
        msg_type = 20 if ix.type == APPLICATION_COMMAND else 0
        if kind == 4:
            message = world.new_message(
                ix.channel,
                data,
                call.files,
                ephemeral_to=ephemeral_to,
                webhook_id=world.application_id,
                interaction=self._metadata(ix),
                msg_type=msg_type,
            )
            ix.original = message
        elif kind == 5:
            message = world.new_message(
                ix.channel,
                {"flags": data.get("flags")},
                [],
                ephemeral_to=ephemeral_to,
                webhook_id=world.application_id,
                interaction=self._metadata(ix),
                msg_type=msg_type,
                extra_flags=LOADING_FLAG,
            )
            ix.original = message
            ix.awaiting_first_followup = True
        elif kind in (6, 7):
            message = ix.message
            ix.original = message
            if kind == 7:
                assert message is not None
                world.edit_message(message, data, call.files)
        elif kind == 9:
            ix.modal = Modal(
                user=ix.user,
                channel=ix.channel,
                custom_id=str(data.get("custom_id")),
                title=str(data.get("title")),
                components=list(data.get("components") or []),
                message=ix.message,
            )
            world.modals.append(ix.modal)
        return message

    async def callback(self, call: Call) -> JSON:
        ix = self._interaction(call.id("ix"), call.params["token"])
        body = call.obj
        kind = int(body.get("type", 0))
        data: JSON = body.get("data") or {}
        self._check_callback(call, ix, kind, data)
        message = self._answer(call, ix, kind, data)
        attachments = list(message.attachments) if message is not None and kind in (4, 7) else []
        ix.callback = Callback(kind, data, call.at, attachments, message)
        ix._answered.set()
        if message is not None and kind in (4, 7):
            await self._announce("MESSAGE_CREATE" if kind == 4 else "MESSAGE_UPDATE", message)
        result: JSON = {"interaction": {"id": str(ix.id), "type": ix.type}}
        if message is not None and kind != 6:
            result["interaction"].update(
                response_message_id=str(message.id),
                response_message_loading=message.loading,
                response_message_ephemeral=message.ephemeral,
            )
            result["resource"] = {"type": kind, "message": message.payload()}
        return result

    def _hook_interaction(self, call: Call) -> Interaction:
        if call.id("app") != self.world.application_id:
            raise ApiError(404, 10015, "Unknown Webhook")
        for ix in self.interactions.values():
            if ix.token == call.params["token"]:
                if ix.callback is None:
                    raise ApiError(404, 10015, "Unknown Webhook")
                if ix.token_expired:
                    raise ApiError(401, 50027, "Invalid Webhook Token")
                return ix
        raise ApiError(404, 10015, "Unknown Webhook")

    def _hook_message(self, call: Call, ix: Interaction) -> Message:
        ref = call.params["message"]
        if ref == "@original":
            message = ix.original
        else:
            candidates = [ix.original, *ix.followups]
            message = next((m for m in candidates if m is not None and m.id == int(ref)), None)
        if message is None or message.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    async def followup(self, call: Call) -> JSON | None:
        ix = self._hook_interaction(call)
        self._check_message(call)
        world = self.world
        if ix.awaiting_first_followup and ix.original is not None:
            # Discord: the first follow-up after a type-5 deferral REPLACES the "thinking"
            # message and keeps the deferral's visibility, whatever flags it asks for.
            ix.awaiting_first_followup = False
            message = world.edit_message(ix.original, call.obj, call.files, clear_flags=LOADING_FLAG)
            if not message.ephemeral:  # the "thinking" message is posted only now
                message.mentions = mentions_of(message.content, call.obj.get("allowed_mentions"))
            await self._announce("MESSAGE_UPDATE", message)
        else:
            flags = int(call.obj.get("flags") or 0)
            message = world.new_message(
                ix.channel,
                call.obj,
                call.files,
                ephemeral_to=ix.user.id if flags & EPHEMERAL_FLAG else None,
                webhook_id=world.application_id,
                interaction=self._metadata(ix),
            )
            ix.followups.append(message)
            await self._announce("MESSAGE_CREATE", message)
        if call.query.get("wait") in ("1", "true", "True"):
            return message.payload()
        return None

    async def get_hook_message(self, call: Call) -> JSON:
        ix = self._hook_interaction(call)
        return self._hook_message(call, ix).payload()

    async def patch_hook_message(self, call: Call) -> JSON:
        ix = self._hook_interaction(call)
        message = self._hook_message(call, ix)
        self._check_message(call)
        if message is ix.original:
            ix.awaiting_first_followup = False
        self.world.edit_message(message, call.obj, call.files, clear_flags=LOADING_FLAG)
        await self._announce("MESSAGE_UPDATE", message)
        return message.payload()

    async def delete_hook_message(self, call: Call) -> None:
        ix = self._hook_interaction(call)
        message = self._hook_message(call, ix)
        self.world.delete_message(message)
        await self._announce("MESSAGE_DELETE", message)


async def _read_body(request: web.Request) -> tuple[Body, list[UploadedFile]]:
    """JSON, or multipart with ``payload_json`` and ``files[n]`` parts (how discord.py uploads)."""
    if request.content_type.startswith("multipart/"):
        body: Body = None
        files: list[UploadedFile] = []
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            if not isinstance(part, BodyPartReader):
                continue
            name = part.name or ""
            if name == "payload_json":
                body = json.loads(await part.text())
            elif name.startswith("files["):
                raw = await part.read(decode=False)
                files.append(
                    UploadedFile(
                        int(name[6:-1]),
                        part.filename or "file",
                        bytes(raw),
                        part.headers.get("Content-Type"),
                    )
                )
        return body, files
    if request.can_read_body:
        text = await request.text()
        return (json.loads(text) if text else None), []
    return None, []


def _json(data: Any, *, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    # Bytes, not text: discord.py parses JSON only when Content-Type is exactly
    # "application/json", and aiohttp appends "; charset=utf-8" to text bodies.
    body = json.dumps(data).encode()
    return web.Response(body=body, status=status, headers=headers, content_type="application/json")


def _error(status: int, code: int, message: str) -> web.Response:
    return _json({"code": code, "message": message}, status=status)


def _too_many(retry_after: float) -> web.Response:
    # discord.py treats a 429 without a Via header as a Cloudflare ban and gives up.
    headers = {
        "Via": "1.1 google",
        "Retry-After": str(max(1, round(retry_after))),
        "X-RateLimit-Scope": "user",
    }
    body = {"message": "You are being rate limited.", "retry_after": retry_after, "global": False}
    return _json(body, status=429, headers=headers)
