"""A fake Discord (REST + gateway) on 127.0.0.1 for end-to-end tests of the real bot.

The real discord.py client talks to it over real sockets. ``with pointed_at(fake):`` sets
``discord.http.Route.BASE = fake.api_base`` and ``DiscordWebSocket.DEFAULT_GATEWAY =
yarl.URL(fake.gateway_url)`` (a plain Client/Bot dials that constant; only AutoSharded clients ask
``GET /gateway/bot``, which the fake also answers); log in with ``fake.token``. It works across
processes: a bot in a subprocess sets those two attributes from ``api_base``/``gateway_url``.
discord.py fires ``on_ready`` only ``guild_ready_timeout`` (default 2 s) after the last
GUILD_CREATE; interactions are handled before that, and a test bot may pass a small value.

Setting up (all ``await``-ed; events reach a connected bot)::

    async with FakeDiscord() as fake:              # or the ``fake`` fixture (pytest_plugin)
        guild = await fake.add_guild("Night Club", locale="en-US")
        chan = await fake.add_channel(guild, "games")
        mods = await fake.add_role(guild, "Mods", permissions=Permission.MANAGE_GUILD)
        alice = await fake.add_user("alice", locale="ru", roles=[mods])  # joins every guild
        async with running(bot, fake):            # bot.start(); yields once it identified
            ...

World: ``add_guild``, ``add_channel``, ``add_role``, ``add_user``, ``add_member``,
``delete_channel`` (CHANNEL_DELETE), ``set_bot_permissions(chan, send_messages=False, ...)``,
``dm_channel(user)``, ``fake.dms_blocked = True`` / ``User.dms_open = False`` (DMs → 403 50007).

Driving users (each returns an ``Interaction``; a request Discord would not allow raises
``UserActionError``)::

    ix = await fake.slash(alice, chan, "game new", options={"game": "mascarade"})
    ix = await fake.autocomplete(alice, chan, "game new", {"game": "mas"}, focused="game")
    ix = await fake.click(bob, msg, "join:42")     # or click(bob, msg, label="Join")
    ix = await fake.select(bob, msg, "pick", ["a"])
    ix = await fake.submit_modal(bob, ix, {"name": "x", "colour": ["red"]})

What a modified client could send (nothing checked but that the user sees the channel)::

    ix = await fake.forged_click(bob, msg, "mn:zz:1")          # a custom_id not on msg
    ix = await fake.forged_select(bob, msg, "pick", ["never offered"])
    ix = await fake.forged_modal(bob, chan, "form:1", {"field": ["x"]})   # a form never shown
    ix = await fake.forged(bob, fake.dm_channel(bob), {"custom_id": "x", "component_type": 2})

``Interaction``: ``await ix.response()`` (the bot's ``Callback``: type, content, embeds,
components, flags, ephemeral, attachments; fails if none within 3 s), ``await ix.answered()``
(also asserts latency <= 3 s), ``ix.latency``, ``ix.original`` (the response, or the clicked
message for types 6/7), ``ix.followups``, ``ix.messages()`` (response + follow-ups), ``ix.modal``,
``ix.rejected`` (double/late acks).
Discord's rule is modelled: after a type-5 defer, the first follow-up *replaces* the "thinking"
message and keeps the defer's visibility (an ephemeral follow-up after a public defer is public).

Shards: a bot that IDENTIFYs with ``shard: [id, count]`` gets only the guilds with
``(guild_id >> 22) % count == id`` (READY, GUILD_CREATE, their events and interactions; DMs go
to shard 0), so several bot processes on different shards share one fake. ``fake.shard_count``
is what ``GET /gateway/bot`` recommends and what ``add_guild(name, shard=1)`` counts when it
picks a guild id on that shard; ``wait_for_bot(guild=g)`` waits for the bot of ``g``'s shard.

Seeing: ``visible_to(user, chan)`` (public + that user's ephemerals, current versions; each
``Message`` keeps ``history``), ``channel_messages(chan)``, ``dm_messages(user)``,
``all_text_seen_by(user)`` (one string: every content, embed part, label, option, modal text,
old versions and deleted messages included), ``Message.button(label=...)``, ``.select(...)``,
``.text``, ``.attachments`` (filename, size, data, description: its alt text), ``.mentions``
(who it notified when posted: users, roles, everyone — from the content and ``allowed_mentions``, as Discord decides); a
deleted message keeps them: ``channel_messages(chan, include_deleted=True)``).
``commands(guild=None)`` is what the bot registered.

Waiting: ``await fake.wait_for(lambda: ..., timeout=5)`` (re-checked on every request and every
0.1 s), ``wait_for_message(chan, pred, user=None)``, ``wait_for_bot(skip=n)``, ``settle()`` (no
request in flight; ``running`` does it before closing the bot). ``fake.answer_deadline`` (3 s)
is when callbacks start being refused with 10062.

Faults: ``inject_429("POST /channels/*/messages", retry_after=0.05, count=1)``;
``inject_error("POST /channels/*/messages", status=503, count=1)``;
``b = fake.block("PATCH /webhooks/*")`` then ``await b.wait_held()``, ``b.release()`` or
``fake.unblock()`` (released requests whose client died land in ``fake.abandoned``);
``fake.block(pattern, applied=True)`` holds the response after the change was made.
Message nonces with ``enforce_nonce`` return the message already made within
``fake.nonce_window`` seconds (300; set 0 to model a resend long after);
``drop_gateway(4000)`` (the client RESUMEs). Embeds without Embed Links are dropped; sending
without Send Messages is 403 50013.

Limits (``limits.py``): what breaks one of Discord's documented limits — content, embeds (each
part and 6,000 characters per message), components (rows, widths, unique custom_ids and option
values, lengths), modals, commands, autocomplete, files — is refused with 400 50035 "Invalid
Form Body" and Discord's ``errors`` tree (a file over 10 MiB: 413 40005; a 101st command:
30032), and listed in ``fake.invalid`` (the fixture fails a
test that caused any, unless ``fake.allow_invalid``). Interaction tokens last 15 minutes:
``fake.advance(seconds)`` moves Discord's clock on, after which follow-ups and edits through the
token fail with 401 50027 (and a callback after 3 s with 10062).

Threads (``threads.py``; ``Thread`` is a ``Channel``, so ``visible_to``, ``channel_messages``,
``wait_for_message``, ``say`` and interactions work in one; an interaction in a thread carries
``channel_id`` = the thread and ``channel`` = its data): the bot's ``POST /channels/{id}/threads``
(type 11 public, 12 private — Discord's default), ``POST /channels/{id}/messages/{id}/threads``
(same id as the message; a second one 160004), ``PATCH``/``DELETE /channels/{thread}``,
``GET .../threads/archived/public|private``, ``GET /guilds/{id}/threads/active``, thread members;
THREAD_CREATE/UPDATE/DELETE/LIST_SYNC/MEMBERS_UPDATE and GUILD_CREATE's active ``threads``.
Discord's rules: names 1–100, ``auto_archive_duration`` 60/1440/4320/10080, Create Public/Private
Threads to start, Send Messages in Threads to post, Manage Threads to unarchive a locked one;
a message unarchives an archived thread unless it is locked (50083; 160005 if locked but active),
messages in an archived thread cannot be edited (50083), and no interaction comes from one
(``ThreadArchivedError``). A thread idle for its ``auto_archive_duration`` on the fake's clock
archives itself::

    thread = await fake.start_thread(alice, chan, "Round 1", message=None, private=False,
                                     auto_archive_minutes=60)          # a user starts one
    await fake.edit_thread(mod, thread, archived=True, locked=True)   # as through the client
    await fake.join_thread(bob, thread)
    fake.threads(chan); fake.thread_is_archived(thread); thread.archived / .locked / .members

Scheduled events (``scheduled_events.py``): ``POST/GET/PATCH/DELETE
/guilds/{id}/scheduled-events[/{id}]`` and ``.../users``, with Discord's limits (name 1–100,
description 1,000, privacy level 2, external: location and end time, voice/stage: a channel of
that type, start in the future, the documented recurrence rules, 100 unfinished: 30038), status
moves 1 → 2 → 3 or 1 → 4 (a finished event: 180000), Create/Manage Events; external events start
and end by themselves on the fake's clock; GUILD_SCHEDULED_EVENT_CREATE/UPDATE/DELETE/USER_ADD/
USER_REMOVE (intent 1 << 16) and GUILD_CREATE's unfinished events::

    voice = await fake.add_channel(guild, "Voice", kind=ChannelType.VOICE)
    event = await fake.create_event(guild, alice, "Game night", starts_in=3600, lasts=7200)
    await fake.subscribe_to_event(bob, event)        # or unsubscribe_from_event
    await fake.start_event(event)                    # end_event, cancel_event
    fake.scheduled_events(guild)                     # ScheduledEvent: status, subscribers, ...

Gateway trouble: ``await fake.begin_gateway_outage(sessions_lost=False)`` cuts every bot socket
(no close frame: 1006) and answers new connections HTTP 503 until ``fake.end_gateway_outage()``
(or ``async with fake.gateway_outage(): ...``); discord.py retries with backoff and RESUMEs
(IDENTIFYs anew with ``sessions_lost``); ``fake.gateway_refusals`` counts refused connections;
users' interactions fail meanwhile. ``GET /gateway/bot``'s ``session_start_limit``
(``fake.session_start_limit``) counts down on every IDENTIFY (not RESUME) and resets
``reset_after`` after the window's first start, on the fake's clock;
``fake.set_session_start_limit(remaining=2, reset_after=3600)``. An IDENTIFY with none left does
what Discord documents: every session is terminated and the token reset — sockets close with
4004 (discord.py stops), the token is in ``fake.revoked_tokens`` (IDENTIFY/RESUME 4004, REST 401);
a bot started with another token connects.

Behind a proxy: the REST API also answers under any path prefix,
``fake.api_base_under("proxy")`` = ``http://127.0.0.1:PORT/proxy/api/v10``; each
``RequestRecord.prefix`` says which ("" for none).

Clock: ``fake.advance(seconds)`` (``Night.pass_time`` calls it) moves Discord's clock
(``fake.clock``: ``now()`` monotonic, ``wall()`` UTC) for tokens, thread auto-archive, external
events and the session start limit; what it makes due is announced at once (``settle()`` waits).

Records: ``fake.requests`` (method, path, query, json, files, time, status, prefix), ``fake.unhandled``
(404 for unmodelled routes; the fixture fails a test that caused any), ``fake.interactions``,
``fake.assert_all_answered()``, ``fake.sessions``.
"""

from .client import pointed_at, running
from .gateway import Session
from .interactions import Callback, Interaction, ThreadArchivedError, UserActionError
from .model import (
    MEMBER_DEFAULT,
    Attachment,
    Channel,
    ChannelType,
    Guild,
    Message,
    Modal,
    Permission,
    Role,
    Thread,
    User,
)
from .rest import Block, RateLimit, RequestRecord, ServerError
from .scheduled_events import EntityType, EventStatus, ScheduledEvent
from .server import FakeDiscord

__all__ = [
    "MEMBER_DEFAULT",
    "Attachment",
    "Block",
    "Callback",
    "Channel",
    "ChannelType",
    "EntityType",
    "EventStatus",
    "FakeDiscord",
    "Guild",
    "Interaction",
    "Message",
    "Modal",
    "Permission",
    "RateLimit",
    "RequestRecord",
    "Role",
    "ScheduledEvent",
    "ServerError",
    "Session",
    "Thread",
    "ThreadArchivedError",
    "User",
    "UserActionError",
    "pointed_at",
    "running",
]
