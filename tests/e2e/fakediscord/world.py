"""Everything the fake Discord knows, and the rules it applies (permissions, visibility, edits).

No networking here: the REST handlers, the gateway and the driver all act through a ``World``.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .clock import Clock
from .errors import ApiError, thread_archived
from .gateway import (
    INTENT_DIRECT_MESSAGES,
    INTENT_GUILD_MESSAGES,
    INTENT_GUILDS,
    INTENT_MESSAGE_CONTENT,
    Outgoing,
)
from .mentions import mentions_of
from .model import (
    EPHEMERAL_FLAG,
    JSON,
    LOADING_FLAG,
    MEMBER_DEFAULT,
    Attachment,
    Channel,
    ChannelType,
    Guild,
    Member,
    Message,
    MessageVersion,
    Modal,
    Overwrite,
    Permission,
    Role,
    Thread,
    User,
    iso_now,
    snowflake,
)
from .scheduled_events import ScheduledEvent

#: Flags a bot may set on a message it sends (others are Discord's to set).
_SETTABLE_FLAGS = EPHEMERAL_FLAG | (1 << 2) | (1 << 12) | (1 << 15)


@dataclass(frozen=True)
class UploadedFile:
    """A file part of a multipart request (``files[n]``)."""

    index: int
    filename: str
    data: bytes
    content_type: str | None


class World:
    def __init__(self, *, bot_name: str = "Masquerade Night", clock: Clock | None = None) -> None:
        self.clock = clock or Clock()
        #: Gateway events owed for changes made but not yet announced (see ``RestApi.flush``).
        self.outbox: list[Outgoing] = []
        self.bot_user = User(bot_name, bot=True)
        self.application_id = snowflake()
        self.owner = User("app-owner")
        self.users: dict[int, User] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.dm_channels: dict[int, Channel] = {}
        self.scheduled_events: dict[int, ScheduledEvent] = {}
        self.modals: list[Modal] = []
        self.global_commands: list[JSON] = []
        self.guild_commands: dict[int, list[JSON]] = {}
        #: True makes every DM the bot sends fail (403 50007), as when users close their DMs.
        self.dms_blocked = False
        self.attachment_base = ""

    # --- building the world -------------------------------------------------------------

    def add_guild(self, name: str, *, locale: str, bot_permissions: int, guild_id: int | None = None) -> Guild:
        guild = Guild(name=name, owner_id=self.owner.id, locale=locale)
        if guild_id is not None:
            guild.id = guild_id
        guild.roles[guild.id] = Role(guild.id, "@everyone", int(MEMBER_DEFAULT), 0, id=guild.id)
        bot_role = Role(guild.id, self.bot_user.name, int(bot_permissions), 1)
        guild.roles[bot_role.id] = bot_role
        guild.members[self.bot_user.id] = Member(self.bot_user, [bot_role])
        guild.members[self.owner.id] = Member(self.owner)
        self.users[self.owner.id] = self.owner
        self.guilds[guild.id] = guild
        return guild

    def add_channel(self, guild: Guild, name: str, kind: ChannelType = ChannelType.TEXT) -> Channel:
        channel = Channel(name=name, type=kind, guild_id=guild.id, position=len(guild.channels))
        guild.channels[channel.id] = channel
        self.channels[channel.id] = channel
        return channel

    def dm_channel(self, user: User) -> Channel:
        channel = self.dm_channels.get(user.id)
        if channel is None:
            channel = Channel(name=f"dm-{user.name}", type=ChannelType.DM, recipient=user)
            self.dm_channels[user.id] = channel
            self.channels[channel.id] = channel
        return channel

    def guild_of(self, channel: Channel) -> Guild | None:
        return None if channel.guild_id is None else self.guilds[channel.guild_id]

    def set_bot_overwrite(self, channel: Channel, flags: dict[str, bool]) -> None:
        """Allow (True) or deny (False) permissions for the bot in one channel."""
        ow = channel.overwrites.setdefault(self.bot_user.id, Overwrite(self.bot_user.id, is_member=True))
        for name, allowed in flags.items():
            bit = int(Permission.by_name(name))
            ow.allow = ow.allow | bit if allowed else ow.allow & ~bit
            ow.deny = ow.deny & ~bit if allowed else ow.deny | bit

    # --- permissions --------------------------------------------------------------------

    def permissions(self, user: User, channel: Channel) -> int:
        """Discord's permission algorithm: roles, then @everyone/role/member overwrites. A
        thread has its parent's permissions, where Send Messages in Threads stands for Send
        Messages (which has no effect in threads)."""
        if isinstance(channel, Thread):
            return self._permissions(user, channel.parent_channel, send=Permission.SEND_MESSAGES_IN_THREADS)
        return self._permissions(user, channel, send=Permission.SEND_MESSAGES)

    def guild_permissions(self, user: User, guild: Guild) -> int:
        """``user``'s permissions in ``guild`` before any channel overwrite (0: not a member)."""
        member = guild.members.get(user.id)
        if member is None:
            return 0
        everything = int(Permission.everything())
        if user.id == guild.owner_id:
            return everything
        perms = guild.everyone.permissions
        for role in member.roles:
            perms |= role.permissions
        return everything if perms & Permission.ADMINISTRATOR else perms

    def _permissions(self, user: User, channel: Channel, *, send: Permission) -> int:
        guild = self.guild_of(channel)
        if guild is None:
            return int(MEMBER_DEFAULT)  # DMs: everything a user can do in a DM
        member = guild.members.get(user.id)
        if member is None:
            return 0
        perms = self.guild_permissions(user, guild)
        if perms == int(Permission.everything()):
            return perms
        everyone_ow = channel.overwrites.get(guild.id)
        if everyone_ow is not None:
            perms = (perms & ~everyone_ow.deny) | everyone_ow.allow
        role_ids = {r.id for r in member.roles}
        allow = deny = 0
        for ow in channel.overwrites.values():
            if not ow.is_member and ow.target_id in role_ids:
                allow, deny = allow | ow.allow, deny | ow.deny
        perms = (perms & ~deny) | allow
        member_ow = channel.overwrites.get(user.id)
        if member_ow is not None and member_ow.is_member:
            perms = (perms & ~member_ow.deny) | member_ow.allow
        if not perms & Permission.VIEW_CHANNEL:
            return 0
        if not perms & send:
            # Discord drops these implicitly with Send Messages.
            perms &= ~(Permission.EMBED_LINKS | Permission.ATTACH_FILES | Permission.MENTION_EVERYONE)
        return perms

    # --- messages -----------------------------------------------------------------------

    def attachments_from(
        self, channel: Channel, body: JSON, files: list[UploadedFile], keep: list[Attachment]
    ) -> list[Attachment]:
        """The attachment list of a create/edit: kept old ones (by id) plus the new uploads."""
        listed = body.get("attachments")
        by_index = {f.index: f for f in files}
        # An upload's alt text comes in the list entry naming its index.
        described = {int(e["id"]): e.get("description") for e in listed or [] if "id" in e}
        result: list[Attachment] = []
        if listed is None:
            result.extend(keep)
            uploads = list(files)
        else:
            old = {a.id: a for a in keep}
            uploads = []
            for entry in listed:
                ident = int(entry["id"])
                if ident in old:
                    result.append(old[ident])
                elif ident in by_index:
                    uploads.append(by_index.pop(ident))
            uploads.extend(by_index.values())
        for f in uploads:
            ident = snowflake()
            url = f"{self.attachment_base}/{channel.id}/{ident}/{f.filename}"
            result.append(Attachment(ident, f.filename, f.data, f.content_type, url, described.get(f.index)))
        return result

    def new_message(
        self,
        channel: Channel,
        body: JSON,
        files: list[UploadedFile],
        *,
        author: User | None = None,
        ephemeral_to: int | None = None,
        webhook_id: int | None = None,
        interaction: JSON | None = None,
        msg_type: int = 0,
        extra_flags: int = 0,
    ) -> Message:
        thread = channel if isinstance(channel, Thread) and ephemeral_to is None else None
        if thread is not None:
            self._check_thread_writable(thread, author or self.bot_user)
        flags = (int(body.get("flags") or 0) & _SETTABLE_FLAGS) | extra_flags
        if ephemeral_to is None:
            flags &= ~EPHEMERAL_FLAG
        else:
            flags |= EPHEMERAL_FLAG
        version = MessageVersion(
            content=body.get("content") or "",
            embeds=list(body.get("embeds") or []),
            components=list(body.get("components") or []),
            attachments=self.attachments_from(channel, body, files, []),
            flags=flags,
            at=time.monotonic(),
        )
        message = Message(
            channel=channel,
            author=author or self.bot_user,
            versions=[version],
            ephemeral_to=ephemeral_to,
            webhook_id=webhook_id,
            interaction=interaction,
            type=msg_type,
        )
        if not flags & LOADING_FLAG:
            _check_not_empty(message.current)
        if ephemeral_to is None:
            message.mentions = mentions_of(version.content, body.get("allowed_mentions"))
        self.messages[message.id] = message
        if thread is not None:
            self._thread_posted(thread, message)
        return message

    def edit_message(self, message: Message, body: JSON, files: list[UploadedFile], *, clear_flags: int = 0) -> Message:
        """Apply a PATCH: fields present replace, fields absent stay (Discord's edit semantics)."""
        if message.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        if isinstance(message.channel, Thread) and message.ephemeral_to is None:
            if message.channel.archived:
                raise thread_archived()
            self._check_thread_writable(message.channel, message.author)
        old = message.current
        flags = old.flags & ~clear_flags
        if "flags" in body and body["flags"] is not None:
            # Only suppress-embeds/components-v2 may change on edit; ephemerality never does.
            mutable = (1 << 2) | (1 << 15)
            flags = (flags & ~mutable) | (int(body["flags"]) & mutable)
        version = MessageVersion(
            content=(body.get("content") or "") if "content" in body else old.content,
            embeds=list(body.get("embeds") or []) if "embeds" in body else old.embeds,
            components=(list(body.get("components") or []) if "components" in body else old.components),
            attachments=self.attachments_from(message.channel, body, files, old.attachments),
            flags=flags,
            at=time.monotonic(),
        )
        _check_not_empty(version)
        message.versions.append(version)
        message.edited = iso_now()
        return message

    def strip_embeds_without_permission(self, channel: Channel, body: JSON) -> JSON:
        """Without Embed Links a bot's embeds are silently dropped, as on Discord."""
        if body.get("embeds") and not (self.permissions(self.bot_user, channel) & Permission.EMBED_LINKS):
            return {**body, "embeds": []}
        return body

    # --- what users see -----------------------------------------------------------------

    def can_see_channel(self, user: User, channel: Channel) -> bool:
        """DMs: their recipient; a private thread: its members and moderators (Manage
        Threads); any other channel: whoever has View Channel (a thread's: its parent's)."""
        if channel.is_dm:
            return channel.recipient is user
        perms = self.permissions(user, channel)
        if isinstance(channel, Thread) and channel.private and user.id not in channel.members:
            return bool(perms & Permission.MANAGE_THREADS)
        return bool(perms & Permission.VIEW_CHANNEL)

    # --- threads ------------------------------------------------------------------------

    def threads(self, guild: Guild | None = None) -> list[Thread]:
        """Every thread not deleted (of ``guild``), oldest first."""
        return [
            c
            for c in self.channels.values()
            if isinstance(c, Thread) and not c.deleted and (guild is None or c.guild_id == guild.id)
        ]

    def announce_thread(self, event: str, thread: Thread, **extra: Any) -> None:
        """Owe the bot THREAD_CREATE/UPDATE/DELETE for ``thread`` if it can see the thread."""
        if self.can_see_channel(self.bot_user, thread):
            data = {**thread.payload(member_of=self.bot_user.id), **extra}
            self.outbox.append(Outgoing(event, data, thread.guild_id, INTENT_GUILDS))

    def set_archived(self, thread: Thread, archived: bool) -> None:
        """Archive or unarchive ``thread`` now; unarchiving is activity (the timer restarts)."""
        thread.archived = archived
        thread.archive_timestamp = self.clock.iso()
        if not archived:
            thread.active_since = self.clock.now()

    def archive_idle_threads(self) -> list[Thread]:
        """Archive every thread idle for its ``auto_archive_duration`` on Discord's clock, as
        Discord does; returns them (their THREAD_UPDATE is in the outbox)."""
        now = self.clock.now()
        idle = [t for t in self.threads() if not t.archived and now - t.active_since >= t.auto_archive_duration * 60]
        for thread in idle:
            overdue = now - thread.active_since - thread.auto_archive_duration * 60
            thread.archived = True
            thread.archive_timestamp = (self.clock.wall() - dt.timedelta(seconds=overdue)).isoformat()
            self.announce_thread("THREAD_UPDATE", thread)
        return idle

    def _check_thread_writable(self, thread: Thread, author: User) -> None:
        """Discord's rules for creating or editing a message in a thread: a locked thread
        takes none from anyone without Manage Threads (archived: 50083, else 160005), and
        an archived one takes no edits at all."""
        moderator = bool(self.permissions(author, thread) & Permission.MANAGE_THREADS)
        if thread.locked and not moderator:
            if thread.archived:
                raise thread_archived()
            raise ApiError(400, 160005, "Thread is locked")

    def _thread_posted(self, thread: Thread, message: Message) -> None:
        """A public message in ``thread``: it unarchives it (THREAD_UPDATE), counts, is
        activity, and makes its author a member."""
        if thread.archived:
            self.set_archived(thread, False)
            self.announce_thread("THREAD_UPDATE", thread)
        thread.message_count += 1
        thread.total_message_sent += 1
        thread.last_message_id = message.id
        thread.active_since = self.clock.now()
        thread.members.setdefault(message.author.id, self.clock.iso())

    def delete_thread(self, thread: Thread) -> None:
        """Delete ``thread``: THREAD_DELETE is owed to a bot that could see it."""
        if self.can_see_channel(self.bot_user, thread):
            data = {
                "id": str(thread.id),
                "guild_id": str(thread.guild_id),
                "parent_id": str(thread.parent_channel.id),
                "type": int(thread.type),
            }
            self.outbox.append(Outgoing("THREAD_DELETE", data, thread.guild_id, INTENT_GUILDS))
        thread.deleted = True

    def delete_channel(self, channel: Channel) -> None:
        """Delete a guild channel (and, with it, its threads): CHANNEL_DELETE is owed."""
        if isinstance(channel, Thread):
            self.delete_thread(channel)
            return
        channel.deleted = True
        guild = self.guild_of(channel)
        if guild is not None:
            guild.channels.pop(channel.id, None)
        for thread in self.threads():
            if thread.parent is channel:
                thread.deleted = True
        self.outbox.append(Outgoing("CHANNEL_DELETE", channel.payload(), channel.guild_id, INTENT_GUILDS))

    def owe_message_event(self, event: str, message: Message) -> None:
        """MESSAGE_CREATE/UPDATE of a public message, as Discord sends it: a bot without the
        message content intent gets another user's message without its content, embeds,
        attachments and components (unless it mentions the bot; DMs aside)."""
        if message.ephemeral:
            return
        data = message.payload()
        guild_id = message.channel.guild_id
        if message.channel.is_dm:
            self.outbox.append(Outgoing(event, data, None, INTENT_DIRECT_MESSAGES))
            return
        unless = None
        if message.author is not self.bot_user and self.bot_user.id not in message.mentions.users:
            redacted = {**data, "content": "", "embeds": [], "attachments": [], "components": []}
            unless = (INTENT_MESSAGE_CONTENT, redacted)
        self.outbox.append(Outgoing(event, data, guild_id, INTENT_GUILD_MESSAGES, unless))

    def delete_message(self, message: Message) -> None:
        """Mark ``message`` deleted; a thread counts one message fewer (not in ``total_message_sent``)."""
        message.deleted = True
        if isinstance(message.channel, Thread) and message.ephemeral_to is None and message.type != 21:
            message.channel.message_count = max(0, message.channel.message_count - 1)

    def events_payload(self, guild: Guild) -> list[JSON]:
        """The scheduled and active events of ``guild`` (GUILD_CREATE's ``guild_scheduled_events``)."""
        return [
            e.payload()
            for e in self.scheduled_events.values()
            if e.guild_id == guild.id and not e.deleted and not e.finished
        ]

    def active_threads_payload(self, guild: Guild) -> list[JSON]:
        """The active threads of ``guild`` the bot can see, with its thread member object
        where it joined one (GUILD_CREATE's ``threads``)."""
        me = self.bot_user
        return [
            t.payload(member_of=me.id) for t in self.threads(guild) if not t.archived and self.can_see_channel(me, t)
        ]

    def visible_to(self, user: User, channel: Channel, *, include_deleted: bool = False) -> list[Message]:
        public = self.can_see_channel(user, channel)
        return sorted(
            (
                m
                for m in self.messages.values()
                if m.channel is channel
                and (include_deleted or not m.deleted)
                and (m.ephemeral_to == user.id or (m.ephemeral_to is None and public))
            ),
            key=lambda m: m.id,
        )

    def channel_messages(self, channel: Channel, *, include_deleted: bool = False) -> list[Message]:
        return sorted(
            (
                m
                for m in self.messages.values()
                if m.channel is channel and (include_deleted or not m.deleted) and m.ephemeral_to is None
            ),
            key=lambda m: m.id,
        )

    def all_text_seen_by(self, user: User) -> str:
        texts: list[str] = []
        for channel in self.channels.values():
            for message in self.visible_to(user, channel, include_deleted=True):
                texts.extend(message.texts())
        for modal in self.modals:
            if modal.user is user:
                texts.extend(modal.texts())
        return "\n".join(texts)

    # --- application commands ------------------------------------------------------------

    def store_commands(self, guild_id: int | None, commands: Iterable[JSON]) -> list[JSON]:
        """Bulk overwrite: keep ids for names that already existed, as Discord does."""
        old = {(c["name"], c.get("type", 1)): c for c in self.commands_for(guild_id)}
        stored = []
        for cmd in commands:
            previous = old.get((cmd["name"], cmd.get("type", 1)))
            stored.append(self._command_record(guild_id, cmd, previous))
        if guild_id is None:
            self.global_commands = stored
        else:
            self.guild_commands[guild_id] = stored
        return stored

    def upsert_command(self, guild_id: int | None, cmd: JSON) -> JSON:
        current = self.commands_for(guild_id)
        previous = next((c for c in current if c["name"] == cmd["name"]), None)
        record = self._command_record(guild_id, cmd, previous)
        rest = [c for c in current if c is not previous]
        self.store_commands(guild_id, [*rest, record])
        return next(c for c in self.commands_for(guild_id) if c["name"] == cmd["name"])

    def commands_for(self, guild_id: int | None) -> list[JSON]:
        if guild_id is None:
            return self.global_commands
        return self.guild_commands.get(guild_id, [])

    def _command_record(self, guild_id: int | None, cmd: JSON, previous: JSON | None) -> JSON:
        record = {
            "type": 1,
            "options": [],
            "default_member_permissions": None,
            "nsfw": False,
            "name_localizations": None,
            "description_localizations": None,
            **cmd,
            "id": previous["id"] if previous else str(snowflake()),
            "application_id": str(self.application_id),
            "version": str(snowflake()),
        }
        if guild_id is not None:
            record["guild_id"] = str(guild_id)
        return record

    # --- gateway payloads ----------------------------------------------------------------

    def ready_payloads(self) -> tuple[JSON, list[JSON]]:
        ready = {
            "v": 10,
            "user": {**self.bot_user.payload(), "verified": True, "mfa_enabled": False},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in self.guilds.values()],
            "private_channels": [],
            "relationships": [],
            "application": {"id": str(self.application_id), "flags": 0},
        }
        created = [
            g.create_payload(threads=self.active_threads_payload(g), events=self.events_payload(g))
            for g in self.guilds.values()
        ]
        return ready, created

    def members_payload(self, guild_id: int) -> list[JSON]:
        guild = self.guilds.get(guild_id)
        return [] if guild is None else [m.payload() for m in guild.members.values()]

    def application_payload(self) -> JSON:
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "description": "",
            "icon": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": self.owner.payload(),
            "verify_key": "0" * 64,
            "flags": 0,
            "bot": self.bot_user.payload(),
        }


def _check_not_empty(version: MessageVersion) -> None:
    if not (version.content or version.embeds or version.components or version.attachments):
        raise ApiError(400, 50006, "Cannot send an empty message")
