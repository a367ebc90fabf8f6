"""The fake Discord's world: users, guilds, channels, messages, modals, and their JSON payloads.

Payload shapes follow what discord.py 2.7 parses (``discord/types/*.py``); only the fields the
library reads, plus the ones a bot might reasonably inspect, are filled in.
"""

from __future__ import annotations

import datetime as dt
import enum
import itertools
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .mentions import Mentions

JSON = dict[str, Any]

DISCORD_EPOCH_MS = 1_420_070_400_000
_sequence = itertools.count(1)


def snowflake() -> int:
    """A fresh, increasing snowflake whose timestamp is now (so created_at is meaningful)."""
    millis = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (millis << 22) | (next(_sequence) & 0x3FFFFF)


def snowflake_on_shard(shard_id: int, shard_count: int) -> int:
    """A fresh snowflake whose guild would be on ``shard_id`` of ``shard_count``: its
    timestamp is moved forward by less than ``shard_count`` milliseconds."""
    fresh = snowflake()
    millis = fresh >> 22
    millis += (shard_id - millis) % shard_count
    return (millis << 22) | (fresh & 0x3FFFFF)


def iso_now() -> str:
    return dt.datetime.now(dt.UTC).isoformat()


class Permission(enum.IntFlag):
    """The permission bits the fake models (values from Discord's API)."""

    ADMINISTRATOR = 1 << 3
    MANAGE_CHANNELS = 1 << 4
    MANAGE_GUILD = 1 << 5
    ADD_REACTIONS = 1 << 6
    VIEW_CHANNEL = 1 << 10
    SEND_MESSAGES = 1 << 11
    MANAGE_MESSAGES = 1 << 13
    EMBED_LINKS = 1 << 14
    ATTACH_FILES = 1 << 15
    READ_MESSAGE_HISTORY = 1 << 16
    MENTION_EVERYONE = 1 << 17
    USE_EXTERNAL_EMOJIS = 1 << 18
    CONNECT = 1 << 20
    MUTE_MEMBERS = 1 << 22
    MOVE_MEMBERS = 1 << 24
    MANAGE_ROLES = 1 << 28
    USE_APPLICATION_COMMANDS = 1 << 31
    MANAGE_EVENTS = 1 << 33
    MANAGE_THREADS = 1 << 34
    CREATE_PUBLIC_THREADS = 1 << 35
    CREATE_PRIVATE_THREADS = 1 << 36
    SEND_MESSAGES_IN_THREADS = 1 << 38
    CREATE_EVENTS = 1 << 44

    @classmethod
    def everything(cls) -> Permission:
        return cls(sum(cls))

    @classmethod
    def by_name(cls, name: str) -> Permission:
        try:
            return cls[name.upper()]
        except KeyError:
            raise ValueError(f"unknown permission {name!r}") from None


#: What an ordinary member may do in a default guild (what @everyone gets).
MEMBER_DEFAULT = (
    Permission.VIEW_CHANNEL
    | Permission.SEND_MESSAGES
    | Permission.EMBED_LINKS
    | Permission.ATTACH_FILES
    | Permission.READ_MESSAGE_HISTORY
    | Permission.ADD_REACTIONS
    | Permission.USE_EXTERNAL_EMOJIS
    | Permission.USE_APPLICATION_COMMANDS
    | Permission.CREATE_PUBLIC_THREADS
    | Permission.CREATE_PRIVATE_THREADS
    | Permission.SEND_MESSAGES_IN_THREADS
    | Permission.CONNECT
)

EPHEMERAL_FLAG = 1 << 6
LOADING_FLAG = 1 << 7
#: Set by Discord on a message a thread was started from.
HAS_THREAD_FLAG = 1 << 5


@dataclass(eq=False)
class User:
    name: str
    locale: str = "en-US"
    global_name: str | None = None
    bot: bool = False
    #: False makes every message the bot sends to this user's DM fail with 403 50007.
    dms_open: bool = True
    id: int = field(default_factory=snowflake)

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.global_name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    def __repr__(self) -> str:
        return f"<User {self.name} {self.id}>"


@dataclass(eq=False)
class Role:
    guild_id: int
    name: str
    permissions: int
    position: int = 1
    id: int = field(default_factory=snowflake)

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }


@dataclass(eq=False)
class Member:
    user: User
    roles: list[Role] = field(default_factory=list)
    joined_at: str = field(default_factory=iso_now)

    def payload(self, *, permissions: int | None = None) -> JSON:
        data: JSON = {
            "user": self.user.payload(),
            "nick": None,
            "avatar": None,
            "roles": [str(r.id) for r in self.roles],
            "joined_at": self.joined_at,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
        }
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass(eq=False)
class Overwrite:
    target_id: int
    is_member: bool
    allow: int = 0
    deny: int = 0

    def payload(self) -> JSON:
        return {
            "id": str(self.target_id),
            "type": 1 if self.is_member else 0,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


class ChannelType(enum.IntEnum):
    TEXT = 0
    DM = 1
    VOICE = 2
    PUBLIC_THREAD = 11
    PRIVATE_THREAD = 12
    STAGE = 13


THREAD_TYPES = (ChannelType.PUBLIC_THREAD, ChannelType.PRIVATE_THREAD)
#: What ``auto_archive_duration`` may be, in minutes (an hour, a day, three days, a week).
AUTO_ARCHIVE_MINUTES = (60, 1440, 4320, 10080)


@dataclass(eq=False)
class Channel:
    name: str
    type: ChannelType
    guild_id: int | None = None
    #: For DMs: the user on the other side.
    recipient: User | None = None
    overwrites: dict[int, Overwrite] = field(default_factory=dict)
    position: int = 0
    deleted: bool = False
    id: int = field(default_factory=snowflake)

    @property
    def is_dm(self) -> bool:
        return self.type is ChannelType.DM

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    def payload(self) -> JSON:
        if self.is_dm:
            assert self.recipient is not None
            return {
                "id": str(self.id),
                "type": int(self.type),
                "last_message_id": None,
                "recipients": [self.recipient.payload()],
            }
        return {
            "id": str(self.id),
            "type": int(self.type),
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [o.payload() for o in self.overwrites.values()],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
            **(
                {"bitrate": 64000, "user_limit": 0, "rtc_region": None}
                if self.type in (ChannelType.VOICE, ChannelType.STAGE)
                else {}
            ),
        }

    def __repr__(self) -> str:
        return f"<Channel #{self.name} {self.id}>"


@dataclass(eq=False)
class Thread(Channel):
    """A thread (type 11 public, 12 private) in a text channel: it shares the parent's
    permissions, archives after ``auto_archive_duration`` minutes without a message, and
    takes no interaction while archived (see ``threads.py`` for the rules)."""

    parent: Channel | None = None
    owner_id: int = 0
    archived: bool = False
    locked: bool = False
    #: Minutes without a message after which Discord archives the thread.
    auto_archive_duration: int = 1440
    archive_timestamp: str = field(default_factory=iso_now)
    create_timestamp: str = field(default_factory=iso_now)
    #: Private threads: whether members who are not moderators may add others.
    invitable: bool = True
    rate_limit_per_user: int = 0
    message_count: int = 0
    total_message_sent: int = 0
    last_message_id: int | None = None
    #: Thread members: user id → when they joined (ISO 8601).
    members: dict[int, str] = field(default_factory=dict)
    #: ``Clock.now()`` of the last activity (creation, a message, unarchiving, a new
    #: auto-archive duration): what the auto-archive timer counts from.
    active_since: float = 0.0

    @property
    def parent_channel(self) -> Channel:
        assert self.parent is not None, f"{self!r} has no parent"
        return self.parent

    @property
    def private(self) -> bool:
        return self.type is ChannelType.PRIVATE_THREAD

    def member_payload(self, user_id: int) -> JSON:
        return {"id": str(self.id), "user_id": str(user_id), "join_timestamp": self.members[user_id], "flags": 1}

    def payload(self, *, member_of: int | None = None) -> JSON:
        """The thread channel object; with ``member_of``, that user's thread member object
        too when they joined it (as Discord shows the current user's)."""
        metadata: JSON = {
            "archived": self.archived,
            "auto_archive_duration": self.auto_archive_duration,
            "archive_timestamp": self.archive_timestamp,
            "locked": self.locked,
            "create_timestamp": self.create_timestamp,
        }
        if self.private:
            metadata["invitable"] = self.invitable
        data: JSON = {
            "id": str(self.id),
            "type": int(self.type),
            "guild_id": str(self.guild_id),
            "parent_id": str(self.parent_channel.id),
            "owner_id": str(self.owner_id),
            "name": self.name,
            "last_message_id": None if self.last_message_id is None else str(self.last_message_id),
            "rate_limit_per_user": self.rate_limit_per_user,
            "flags": 0,
            "message_count": self.message_count,
            "total_message_sent": self.total_message_sent,
            # Discord stops counting members at 50.
            "member_count": min(len(self.members), 50),
            "thread_metadata": metadata,
        }
        if member_of is not None and member_of in self.members:
            data["member"] = self.member_payload(member_of)
        return data

    def __repr__(self) -> str:
        state = " archived" if self.archived else ""
        return f"<Thread {self.name!r} {self.id}{state}>"


@dataclass(eq=False)
class Guild:
    name: str
    owner_id: int
    locale: str = "en-US"
    roles: dict[int, Role] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    id: int = field(default_factory=snowflake)

    @property
    def everyone(self) -> Role:
        # Discord gives the @everyone role the guild's own id.
        return self.roles[self.id]

    def payload(self) -> JSON:
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [r.payload() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": self.locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
        }

    def create_payload(self, *, threads: list[JSON] | None = None, events: list[JSON] | None = None) -> JSON:
        """The GUILD_CREATE shape: the guild plus its channels and members, and the active
        ``threads`` and scheduled ``events`` the bot can see."""
        data = self.payload()
        data.update(
            {
                "joined_at": iso_now(),
                "large": False,
                "unavailable": False,
                "member_count": len(self.members),
                "members": [m.payload() for m in self.members.values()],
                "channels": [c.payload() for c in self.channels.values() if not c.deleted],
                "threads": threads or [],
                "voice_states": [],
                "presences": [],
                "stage_instances": [],
                "guild_scheduled_events": events or [],
                "soundboard_sounds": [],
            }
        )
        return data


@dataclass(frozen=True)
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str | None
    url: str
    description: str | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def payload(self) -> JSON:
        data: JSON = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
        }
        if self.content_type:
            data["content_type"] = self.content_type
        if self.description:
            data["description"] = self.description
        return data


@dataclass(frozen=True)
class MessageVersion:
    """One state of a message; a message keeps every version it ever had."""

    content: str
    embeds: list[JSON]
    components: list[JSON]
    attachments: list[Attachment]
    flags: int
    at: float


def walk_components(components: list[JSON]) -> Iterator[JSON]:
    """Every component, depth first: action rows, containers, sections, labels and their children."""
    for comp in components:
        yield comp
        yield from walk_components(comp.get("components", []))
        for key in ("component", "accessory"):
            child = comp.get(key)
            if isinstance(child, dict):
                yield from walk_components([child])


def component_texts(components: list[JSON]) -> Iterator[str]:
    """Every string a user can read on these components (labels, placeholders, options, text)."""
    for comp in walk_components(components):
        for key in ("label", "placeholder", "content", "description", "title"):
            value = comp.get(key)
            if isinstance(value, str):
                yield value
        emoji = comp.get("emoji")
        if isinstance(emoji, dict) and emoji.get("name"):
            yield str(emoji["name"])
        for option in comp.get("options", []):
            yield str(option.get("label", ""))
            if option.get("description"):
                yield str(option["description"])


def embed_texts(embed: JSON) -> Iterator[str]:
    for key in ("title", "description", "url"):
        if embed.get(key):
            yield str(embed[key])
    for key in ("author", "footer"):
        part = embed.get(key)
        if isinstance(part, dict) and part.get("name" if key == "author" else "text"):
            yield str(part["name" if key == "author" else "text"])
    for fld in embed.get("fields", []):
        yield str(fld.get("name", ""))
        yield str(fld.get("value", ""))


@dataclass(eq=False)
class Message:
    """A message as Discord stores it, with its whole edit history.

    ``ephemeral_to`` is the id of the only user who can see it (``None``: everyone in the channel).
    """

    channel: Channel
    author: User
    versions: list[MessageVersion]
    ephemeral_to: int | None = None
    webhook_id: int | None = None
    interaction: JSON | None = None
    type: int = 0
    deleted: bool = False
    created: str = field(default_factory=iso_now)
    edited: str | None = None
    id: int = field(default_factory=snowflake)
    nonce: str | None = None
    #: Who this message notified when it was posted (edits never notify).
    mentions: Mentions = field(default_factory=Mentions)
    #: The thread started from this message (it has the message's id).
    thread: Thread | None = None
    #: What a system message points at (a thread's starter message: the message it started from).
    reference: JSON | None = None

    @property
    def current(self) -> MessageVersion:
        return self.versions[-1]

    @property
    def content(self) -> str:
        return self.current.content

    @property
    def embeds(self) -> list[JSON]:
        return self.current.embeds

    @property
    def components(self) -> list[JSON]:
        return self.current.components

    @property
    def attachments(self) -> list[Attachment]:
        return self.current.attachments

    @property
    def flags(self) -> int:
        return self.current.flags

    @property
    def ephemeral(self) -> bool:
        return self.ephemeral_to is not None

    @property
    def loading(self) -> bool:
        """A deferred ("Bot is thinking…") response not yet filled in."""
        return bool(self.flags & LOADING_FLAG)

    @property
    def history(self) -> list[MessageVersion]:
        return list(self.versions)

    def all_components(self) -> list[JSON]:
        return list(walk_components(self.components))

    def buttons(self) -> list[JSON]:
        return [c for c in self.all_components() if c.get("type") == 2]

    def button(self, label: str | None = None, *, custom_id: str | None = None) -> JSON:
        """The button with this label or custom_id; fails loudly when absent or ambiguous."""
        return _one(
            self.buttons(),
            lambda c: (
                (label is None or c.get("label") == label) and (custom_id is None or c.get("custom_id") == custom_id)
            ),
            f"button label={label!r} custom_id={custom_id!r}",
            self,
        )

    def selects(self) -> list[JSON]:
        return [c for c in self.all_components() if c.get("type") in (3, 5, 6, 7, 8)]

    def select(self, custom_id: str | None = None, *, placeholder: str | None = None) -> JSON:
        return _one(
            self.selects(),
            lambda c: (
                (custom_id is None or c.get("custom_id") == custom_id)
                and (placeholder is None or c.get("placeholder") == placeholder)
            ),
            f"select custom_id={custom_id!r} placeholder={placeholder!r}",
            self,
        )

    def texts(self, *, all_versions: bool = True) -> list[str]:
        """Every string shown by this message (every version, unless told otherwise)."""
        out: list[str] = []
        for version in self.versions if all_versions else [self.current]:
            out.append(version.content)
            for embed in version.embeds:
                out.extend(embed_texts(embed))
            out.extend(component_texts(version.components))
            out.extend(a.filename for a in version.attachments)
        return [t for t in out if t]

    @property
    def text(self) -> str:
        """The current version's strings joined by newlines (handy for ``in`` assertions)."""
        return "\n".join(self.texts(all_versions=False))

    def payload(self) -> JSON:
        version = self.current
        data: JSON = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "author": self.author.payload(),
            "content": version.content,
            "timestamp": self.created,
            "edited_timestamp": self.edited,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [a.payload() for a in version.attachments],
            "embeds": version.embeds,
            "components": version.components,
            "pinned": False,
            "type": self.type,
            "flags": version.flags | (HAS_THREAD_FLAG if self.thread is not None else 0),
        }
        if self.thread is not None:
            data["thread"] = self.thread.payload()
        if self.reference is not None:
            data["message_reference"] = self.reference
        if self.channel.guild_id is not None:
            data["guild_id"] = str(self.channel.guild_id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
            data["application_id"] = str(self.webhook_id)
        if self.interaction is not None:
            data["interaction_metadata"] = self.interaction
        if self.nonce is not None:
            data["nonce"] = self.nonce
        return data

    def __repr__(self) -> str:
        who = f" ephemeral_to={self.ephemeral_to}" if self.ephemeral else ""
        return f"<Message {self.id} in {self.channel!r}{who} content={self.content[:60]!r}>"


@dataclass(eq=False)
class Modal:
    """A modal the bot showed to ``user`` in answer to an interaction."""

    user: User
    channel: Channel
    custom_id: str
    title: str
    components: list[JSON]
    #: The message whose component opened the modal, if any (Discord echoes it on submit).
    message: Message | None

    def inputs(self) -> list[JSON]:
        """The submittable components: text inputs (4) and selects (3, 5–8)."""
        return [c for c in walk_components(self.components) if c.get("type") in (3, 4, 5, 6, 7, 8)]

    def texts(self) -> list[str]:
        return [self.title, *component_texts(self.components)]


def _one(items: list[JSON], pred: Any, what: str, where: Message) -> JSON:
    found = [c for c in items if pred(c)]
    if len(found) != 1:
        have = [(c.get("label") or c.get("placeholder"), c.get("custom_id")) for c in items]
        raise LookupError(f"{len(found)} matches for {what} on {where!r}; components: {have}")
    return found[0]
