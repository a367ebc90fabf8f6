"""The channel permissions the bot uses: what /game doctor checks and what the invite
link asks for — one list, so the two never disagree."""

from __future__ import annotations

import discord

__all__ = ["REQUIRED_PERMISSIONS", "invite_url", "required_permissions"]

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

# The bot user, and its slash commands.
INVITE_SCOPES = ("bot", "applications.commands")


def required_permissions() -> discord.Permissions:
    return discord.Permissions(**dict.fromkeys(REQUIRED_PERMISSIONS, True))


def invite_url(application_id: int) -> str:
    """The OAuth2 link that adds the bot to a server with exactly these permissions."""
    return discord.utils.oauth_url(application_id, permissions=required_permissions(), scopes=INVITE_SCOPES)
