"""Threads as Discord runs them: starting one, editing, archiving, members, and their routes.

Discord's rules (Channel resource and the Threads topic), as the fake applies them:

- A public thread (type 11) is started in a text channel with Create Public Threads, from no
  message or from a message (then it has the message's id, the message gets ``thread`` and a
  MESSAGE_UPDATE, and a second thread from it is refused with 160004); a private one (type 12,
  what ``type`` defaults to) needs Create Private Threads and is seen only by its members and
  by moderators (Manage Threads). Names are 1–100 characters; ``auto_archive_duration`` is 60,
  1440, 4320 or 10080 minutes.
- A thread has its parent's permissions; Send Messages in Threads, not Send Messages, lets one
  post in it. A message in an archived thread unarchives it (THREAD_UPDATE), unless it is
  locked: then only Manage Threads may post (otherwise 50083 archived, 160005 locked). No
  message in an archived thread can be edited (50083), and no interaction comes from one.
- Editing (``PATCH /channels/{thread}``): an archived thread takes nothing but ``archived:
  false`` (50083); unarchiving a locked one needs Manage Threads; name, archived and
  auto_archive_duration need Manage Threads or being the thread's creator; locked and
  rate_limit_per_user need Manage Threads. Deleting needs Manage Threads (THREAD_DELETE).
- A thread with no activity (a message, unarchiving, a new auto_archive_duration) for its
  ``auto_archive_duration`` on Discord's clock is archived (``World.archive_idle_threads``).

Gateway events are owed through ``World.outbox`` and sent by ``RestApi.flush``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from .clock import parse_iso
from .errors import ApiError, InvalidFormBodyError, missing_permissions, thread_archived
from .gateway import INTENT_GUILD_MEMBERS, INTENT_GUILDS, Outgoing
from .limits import FormErrors
from .model import (
    AUTO_ARCHIVE_MINUTES,
    JSON,
    Channel,
    ChannelType,
    Message,
    MessageVersion,
    Permission,
    Thread,
    User,
)

if TYPE_CHECKING:
    from .rest import Call
    from .world import World

THREAD_NAME = 100
SLOWMODE_SECONDS = 21600
#: How many archived threads a listing returns when not told (Discord takes 2–100).
ARCHIVED_PAGE = 50
THREAD_STARTER_MESSAGE = 21


def thread_fields_errors(body: JSON, *, creating: bool) -> FormErrors:
    """``name`` (1–100, required to create), ``auto_archive_duration`` and ``rate_limit_per_user``."""
    errors = FormErrors()
    if creating or "name" in body:
        errors.length(("name",), body.get("name"), 1, THREAD_NAME)
    duration = body.get("auto_archive_duration")
    if duration is not None and duration not in AUTO_ARCHIVE_MINUTES:
        errors.add(("auto_archive_duration",), "BASE_TYPE_CHOICES", f"Value must be one of {AUTO_ARCHIVE_MINUTES}.")
    slowmode = body.get("rate_limit_per_user")
    if slowmode is not None and not 0 <= int(slowmode) <= SLOWMODE_SECONDS:
        errors.add(("rate_limit_per_user",), "NUMBER_TYPE_MAX", f"Must be between 0 and {SLOWMODE_SECONDS}.")
    return errors


def start_thread(
    world: World,
    parent: Channel,
    creator: User,
    body: JSON,
    *,
    message: Message | None = None,
) -> Thread:
    """``creator`` starts a thread in ``parent`` (from ``message``, if given) as Discord would
    let them, or ``ApiError``; THREAD_CREATE (and the message's MESSAGE_UPDATE) is owed."""
    if parent.is_dm:
        raise ApiError(400, 50003, "Cannot execute action on a DM channel")
    if parent.type is not ChannelType.TEXT:
        raise ApiError(400, 50024, "Cannot execute action on this channel type")
    kind = ChannelType.PUBLIC_THREAD if message is not None else body.get("type")
    if kind is None:
        kind = ChannelType.PRIVATE_THREAD  # Discord's default when starting without a message
    errors = thread_fields_errors(body, creating=True)
    if kind not in (ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD):
        errors.add(("type",), "BASE_TYPE_CHOICES", "Value must be one of (11, 12).")
    if errors:
        raise InvalidFormBodyError(errors)
    perms = world.permissions(creator, parent)
    if not perms & Permission.VIEW_CHANNEL:
        raise ApiError(403, 50001, "Missing Access")
    public = kind == ChannelType.PUBLIC_THREAD
    needed = Permission.CREATE_PUBLIC_THREADS if public else Permission.CREATE_PRIVATE_THREADS
    if not perms & needed:
        raise missing_permissions()
    if message is not None and message.thread is not None:
        raise ApiError(400, 160004, "A thread has already been created for this message")
    now = world.clock.iso()
    thread = Thread(
        name=str(body["name"]),
        type=ChannelType(kind),
        guild_id=parent.guild_id,
        parent=parent,
        owner_id=creator.id,
        auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        archive_timestamp=now,
        create_timestamp=now,
        invitable=bool(body.get("invitable", True)),
        rate_limit_per_user=int(body.get("rate_limit_per_user") or 0),
        members={creator.id: now},
        active_since=world.clock.now(),
    )
    if message is not None:
        thread.id = message.id
    world.channels[thread.id] = thread
    world.announce_thread("THREAD_CREATE", thread, newly_created=True)
    if message is not None:
        message.thread = thread
        world.owe_message_event("MESSAGE_UPDATE", message)
        starter = Message(
            channel=thread,
            author=message.author,
            versions=[MessageVersion("", [], [], [], 0, world.clock.now())],
            type=THREAD_STARTER_MESSAGE,
            reference={"message_id": str(message.id), "channel_id": str(parent.id), "guild_id": str(parent.guild_id)},
        )
        world.messages[starter.id] = starter
        world.owe_message_event("MESSAGE_CREATE", starter)
    return thread


def edit_thread(world: World, thread: Thread, editor: User, body: JSON) -> None:
    """Apply ``PATCH /channels/{thread}`` for ``editor`` under Discord's rules, or ``ApiError``."""
    errors = thread_fields_errors(body, creating=False)
    if errors:
        raise InvalidFormBodyError(errors)
    perms = world.permissions(editor, thread)
    moderator = bool(perms & Permission.MANAGE_THREADS)
    owner = thread.owner_id == editor.id and not thread.locked
    unarchive = thread.archived and body.get("archived") is False
    if thread.archived and not unarchive:
        raise thread_archived()
    if unarchive and not (moderator or (not thread.locked and perms & Permission.SEND_MESSAGES_IN_THREADS)):
        raise missing_permissions()
    changes = {k for k, v in body.items() if getattr(thread, k, v) != v}
    owner_may = {"name", "archived", "auto_archive_duration", "invitable"}
    if not moderator and changes - ({"archived"} if unarchive else set()) - (owner_may if owner else set()):
        raise missing_permissions()
    if "invitable" in body and not thread.private:
        raise InvalidFormBodyError(_one_error("invitable", "Only private threads are invitable."))
    for name in ("name", "locked", "invitable", "rate_limit_per_user"):
        if name in body and body[name] is not None:
            setattr(thread, name, type(getattr(thread, name))(body[name]))
    if "auto_archive_duration" in changes:
        thread.auto_archive_duration = int(body["auto_archive_duration"])
        thread.archive_timestamp = world.clock.iso()
        thread.active_since = world.clock.now()
    if "archived" in changes:
        world.set_archived(thread, bool(body["archived"]))
    world.announce_thread("THREAD_UPDATE", thread)


def _one_error(field: str, message: str) -> FormErrors:
    errors = FormErrors()
    errors.add((field,), "BASE_TYPE_INVALID", message)
    return errors


def add_thread_member(world: World, thread: Thread, user: User) -> None:
    """``user`` joins ``thread``; THREAD_MEMBERS_UPDATE is owed (to bots with the members
    intent, or always when the bot itself joined, which also brings THREAD_CREATE)."""
    if thread.archived:
        raise thread_archived()
    if user.id in thread.members:
        return
    thread.members[user.id] = world.clock.iso()
    _members_update(world, thread, added=[user.id], removed=[])
    if user is world.bot_user:
        world.announce_thread("THREAD_CREATE", thread)


def remove_thread_member(world: World, thread: Thread, user: User) -> None:
    if thread.archived:
        raise thread_archived()
    if thread.members.pop(user.id, None) is not None:
        _members_update(world, thread, added=[], removed=[user.id])


def _members_update(world: World, thread: Thread, *, added: list[int], removed: list[int]) -> None:
    data: JSON = {
        "id": str(thread.id),
        "guild_id": str(thread.guild_id),
        "member_count": min(len(thread.members), 50),
        "added_members": [thread.member_payload(i) for i in added],
        "removed_member_ids": [str(i) for i in removed],
    }
    about_bot = world.bot_user.id in (*added, *removed)
    intent = INTENT_GUILDS if about_bot else INTENT_GUILD_MEMBERS
    world.outbox.append(Outgoing("THREAD_MEMBERS_UPDATE", data, thread.guild_id, intent))


def thread_list_sync(world: World, channel: Channel) -> Outgoing | None:
    """THREAD_LIST_SYNC of ``channel``'s active threads, for a bot that just gained access to it."""
    threads = [t for t in world.threads() if t.parent is channel and not t.archived]
    if not threads:
        return None
    me = world.bot_user.id
    data: JSON = {
        "guild_id": str(channel.guild_id),
        "channel_ids": [str(channel.id)],
        "threads": [t.payload() for t in threads],
        "members": [t.member_payload(me) for t in threads if me in t.members],
    }
    return Outgoing("THREAD_LIST_SYNC", data, channel.guild_id, INTENT_GUILDS)


class ThreadApi:
    """The thread routes of Discord's REST API, acting as the bot."""

    def __init__(self, world: World) -> None:
        self.world = world

    def routes(self) -> Iterator[tuple[str, str, Any]]:
        channel = r"/channels/(?P<channel>\d+)"
        yield "POST", rf"{channel}/threads", self.start_without_message
        yield "POST", rf"{channel}/messages/(?P<message>\d+)/threads", self.start_from_message
        yield "PATCH", channel, self.modify_channel
        yield "DELETE", channel, self.delete_channel
        yield "GET", rf"{channel}/threads/archived/public", self.archived_public
        yield "GET", rf"{channel}/threads/archived/private", self.archived_private
        yield "GET", r"/guilds/(?P<guild>\d+)/threads/active", self.active_threads
        yield "GET", rf"{channel}/thread-members", self.list_members
        yield "GET", rf"{channel}/thread-members/(?P<user>\d+)", self.get_member
        yield "PUT", rf"{channel}/thread-members/(?P<user>@me|\d+)", self.add_member
        yield "DELETE", rf"{channel}/thread-members/(?P<user>@me|\d+)", self.remove_member

    # -- helpers

    def _channel(self, call: Call) -> Channel:
        channel = self.world.channels.get(call.id("channel"))
        if channel is None or channel.deleted:
            raise ApiError(404, 10003, "Unknown Channel")
        if isinstance(channel, Thread) and not self.world.can_see_channel(self.world.bot_user, channel):
            # A thread the bot may not see does not exist for it; a channel answers 50001.
            raise ApiError(404, 10003, "Unknown Channel")
        if not self.world.can_see_channel(self.world.bot_user, channel):
            raise ApiError(403, 50001, "Missing Access")
        return channel

    def _thread(self, call: Call) -> Thread:
        channel = self._channel(call)
        if not isinstance(channel, Thread):
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        return channel

    def _user(self, call: Call) -> User:
        ref = call.params["user"]
        user = self.world.bot_user if ref == "@me" else self.world.users.get(int(ref))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return user

    def _bot_may(self, channel: Channel, needed: Permission) -> bool:
        return self.world.permissions(self.world.bot_user, channel) & needed == needed

    # -- starting, editing, deleting

    async def start_without_message(self, call: Call) -> JSON:
        thread = start_thread(self.world, self._channel(call), self.world.bot_user, call.obj)
        return thread.payload(member_of=self.world.bot_user.id)

    async def start_from_message(self, call: Call) -> JSON:
        parent = self._channel(call)
        message = self.world.messages.get(call.id("message"))
        if message is None or message.deleted or message.channel is not parent or message.ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        thread = start_thread(self.world, parent, self.world.bot_user, call.obj, message=message)
        return thread.payload(member_of=self.world.bot_user.id)

    async def modify_channel(self, call: Call) -> JSON:
        channel = self._channel(call)
        if isinstance(channel, Thread):
            edit_thread(self.world, channel, self.world.bot_user, call.obj)
            return channel.payload(member_of=self.world.bot_user.id)
        if channel.is_dm:
            raise ApiError(400, 50003, "Cannot execute action on a DM channel")
        if not self._bot_may(channel, Permission.MANAGE_CHANNELS):
            raise missing_permissions()
        unknown = set(call.obj) - {"name"}
        if unknown:
            # Only renaming is modelled; anything else must not pass silently.
            raise ApiError(400, 0, f"fake Discord does not model changing {sorted(unknown)} of a channel")
        errors = FormErrors()
        errors.length(("name",), call.obj.get("name"), 1, THREAD_NAME)
        if errors:
            raise InvalidFormBodyError(errors)
        channel.name = str(call.obj["name"])
        self.world.outbox.append(Outgoing("CHANNEL_UPDATE", channel.payload(), channel.guild_id, INTENT_GUILDS))
        return channel.payload()

    async def delete_channel(self, call: Call) -> JSON:
        channel = self._channel(call)
        if isinstance(channel, Thread):
            if not self._bot_may(channel, Permission.MANAGE_THREADS):
                raise missing_permissions()
            self.world.delete_thread(channel)
            return channel.payload()
        if channel.is_dm:
            return channel.payload()  # closing a DM: nothing a bot or a test can see changes
        if not self._bot_may(channel, Permission.MANAGE_CHANNELS):
            raise missing_permissions()
        self.world.delete_channel(channel)
        return channel.payload()

    # -- listing

    def _archived(self, call: Call, *, private: bool) -> JSON:
        parent = self._channel(call)
        needed = Permission.READ_MESSAGE_HISTORY | (Permission.MANAGE_THREADS if private else Permission(0))
        if not self._bot_may(parent, needed):
            raise missing_permissions()
        limit = int(call.query.get("limit", ARCHIVED_PAGE))
        if not 2 <= limit <= 100:
            raise InvalidFormBodyError(_one_error("limit", "Must be between 2 and 100."))
        before = parse_iso(call.query["before"]) if "before" in call.query else None
        found = sorted(
            (
                t
                for t in self.world.threads()
                if t.parent is parent
                and t.archived
                and t.private == private
                and (before is None or parse_iso(t.archive_timestamp) < before)
            ),
            key=lambda t: parse_iso(t.archive_timestamp),
            reverse=True,
        )
        page = found[:limit]
        me = self.world.bot_user.id
        return {
            "threads": [t.payload() for t in page],
            "members": [t.member_payload(me) for t in page if me in t.members],
            "has_more": len(found) > limit,
        }

    async def archived_public(self, call: Call) -> JSON:
        return self._archived(call, private=False)

    async def archived_private(self, call: Call) -> JSON:
        return self._archived(call, private=True)

    async def active_threads(self, call: Call) -> JSON:
        guild = self.world.guilds.get(call.id("guild"))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild")
        me = self.world.bot_user
        visible = [t for t in self.world.threads(guild) if not t.archived and self.world.can_see_channel(me, t)]
        return {
            "threads": [t.payload() for t in visible],
            "members": [t.member_payload(me.id) for t in visible if me.id in t.members],
        }

    # -- members

    async def list_members(self, call: Call) -> list[JSON]:
        thread = self._thread(call)
        return [thread.member_payload(i) for i in sorted(thread.members)]

    async def get_member(self, call: Call) -> JSON:
        thread = self._thread(call)
        user = self._user(call)
        if user.id not in thread.members:
            raise ApiError(404, 10007, "Unknown Member")
        return thread.member_payload(user.id)

    async def add_member(self, call: Call) -> None:
        thread = self._thread(call)
        user = self._user(call)
        guild = self.world.guild_of(thread)
        if guild is None or user.id not in guild.members:
            raise ApiError(404, 10007, "Unknown Member")
        me = self.world.bot_user
        if user is not me:
            perms = self.world.permissions(me, thread)
            moderator = perms & Permission.MANAGE_THREADS
            if not perms & Permission.SEND_MESSAGES_IN_THREADS and not moderator:
                raise missing_permissions()
            # Anyone may invite to an "invitable" private thread; else its creator or a moderator.
            if thread.private and not thread.invitable and not moderator and thread.owner_id != me.id:
                raise missing_permissions()
        add_thread_member(self.world, thread, user)

    async def remove_member(self, call: Call) -> None:
        thread = self._thread(call)
        user = self._user(call)
        me = self.world.bot_user
        if user is not me:
            own_private = thread.private and thread.owner_id == me.id
            if not own_private and not self._bot_may(thread, Permission.MANAGE_THREADS):
                raise missing_permissions()
        remove_thread_member(self.world, thread, user)
