"""Everything the fake Discord knows, and the rules it applies (permissions, visibility, edits).

No networking here: the REST handlers, the gateway and the driver all act through a ``World``.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from .limits import FormErrors
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
    User,
    iso_now,
    snowflake,
)

#: Flags a bot may set on a message it sends (others are Discord's to set).
_SETTABLE_FLAGS = EPHEMERAL_FLAG | (1 << 2) | (1 << 12) | (1 << 15)


class ApiError(Exception):
    """A Discord JSON error: HTTP status, Discord error code and message."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message = status, code, message


class LimitError(ApiError):
    """A request refused for breaking one of Discord's limits (recorded in ``fake.invalid``)."""

    def __init__(self, status: int, code: int, message: str, errors: FormErrors | None = None) -> None:
        super().__init__(status, code, message)
        self.errors = errors if errors is not None else FormErrors()


class InvalidFormBodyError(LimitError):
    """400 50035 "Invalid Form Body", with Discord's ``errors`` tree naming each field."""

    def __init__(self, errors: FormErrors) -> None:
        super().__init__(400, 50035, "Invalid Form Body", errors)


def missing_permissions() -> ApiError:
    return ApiError(403, 50013, "Missing Permissions")


@dataclass(frozen=True)
class UploadedFile:
    """A file part of a multipart request (``files[n]``)."""

    index: int
    filename: str
    data: bytes
    content_type: str | None


class World:
    def __init__(self, *, bot_name: str = "Masquerade Night") -> None:
        self.bot_user = User(bot_name, bot=True)
        self.application_id = snowflake()
        self.owner = User("app-owner")
        self.users: dict[int, User] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.dm_channels: dict[int, Channel] = {}
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

    def add_channel(self, guild: Guild, name: str) -> Channel:
        channel = Channel(name=name, type=ChannelType.TEXT, guild_id=guild.id, position=len(guild.channels))
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
        """Discord's permission algorithm: roles, then @everyone/role/member overwrites."""
        guild = self.guild_of(channel)
        if guild is None:
            return int(MEMBER_DEFAULT)  # DMs: everything a user can do in a DM
        member = guild.members.get(user.id)
        if member is None:
            return 0
        everything = int(Permission.everything())
        if user.id == guild.owner_id:
            return everything
        perms = guild.everyone.permissions
        for role in member.roles:
            perms |= role.permissions
        if perms & Permission.ADMINISTRATOR:
            return everything
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
        if not perms & Permission.SEND_MESSAGES:
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
            result.append(Attachment(ident, f.filename, f.data, f.content_type, url))
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
        return message

    def edit_message(self, message: Message, body: JSON, files: list[UploadedFile], *, clear_flags: int = 0) -> Message:
        """Apply a PATCH: fields present replace, fields absent stay (Discord's edit semantics)."""
        if message.deleted:
            raise ApiError(404, 10008, "Unknown Message")
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
        if channel.is_dm:
            return channel.recipient is user
        return bool(self.permissions(user, channel) & Permission.VIEW_CHANNEL)

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
        return ready, [g.create_payload() for g in self.guilds.values()]

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
