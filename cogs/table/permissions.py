"""The permissions the bot uses: what /game doctor and /settings show check and what the
invite link asks for — one list each, so they never disagree."""

from __future__ import annotations

import discord

__all__ = [
    "EVENT_PERMISSIONS",
    "REQUIRED_PERMISSIONS",
    "THREAD_TABLE_PERMISSIONS",
    "invite_url",
    "missing",
    "required_permissions",
]

# In the order /game doctor lists them. Each is used: seeing the channel, posting the board
# and announcements, their embeds, board pictures and game logs, and reading the channel's
# history (a lobby or post whose id a crash lost is found there again). Emoji are Unicode
# only (no external emoji); interaction answers and edits of the bot's own messages need
# nothing more.
REQUIRED_PERMISSIONS = (
    "view_channel",
    "send_messages",
    "embed_links",
    "attach_files",
    "read_message_history",
)
# Where a server keeps tables in threads (/settings threads): starting a public thread per
# table, and posting in it (Send Messages does not count in threads). Keeping the bot's own
# threads active and archiving them needs nothing more (a thread's creator may).
THREAD_TABLE_PERMISSIONS = ("create_public_threads", "send_messages_in_threads")
# A planned game night is a Discord scheduled event (/gamenight plan).
EVENT_PERMISSIONS = ("create_events",)

# The bot user, and its slash commands.
INVITE_SCOPES = ("bot", "applications.commands")


def missing(have: discord.Permissions, wanted: tuple[str, ...]) -> list[str]:
    """The names in ``wanted`` that ``have`` lacks, in ``wanted``'s order."""
    return [name for name in wanted if not getattr(have, name)]


def required_permissions() -> discord.Permissions:
    """Everything the bot may use, thread tables and planned nights included (a server
    turns those on with a setting; asking at the invite spares a second trip to the
    server's settings)."""
    every = (*REQUIRED_PERMISSIONS, *THREAD_TABLE_PERMISSIONS, *EVENT_PERMISSIONS)
    return discord.Permissions(**dict.fromkeys(every, True))


def invite_url(application_id: int) -> str:
    """The OAuth2 link that adds the bot to a server with exactly these permissions."""
    return discord.utils.oauth_url(application_id, permissions=required_permissions(), scopes=INVITE_SCOPES)
