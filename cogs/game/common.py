"""Small helpers every part of the adapter uses: translation for an interaction, the one
error ladder, and who counts as a moderator."""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.text import Text
from bot.errors import UserError
from bot.i18n import Translator, locale_for
from bot.store.games import GameRecord

if TYPE_CHECKING:
    from bot.app import MasqueradeBot

log = logging.getLogger(__name__)

Interaction = discord.Interaction[Any]


def bot_of(interaction: Interaction) -> MasqueradeBot:
    from bot.app import MasqueradeBot

    client = interaction.client
    assert isinstance(client, MasqueradeBot)
    return client


async def is_moderator(interaction: Interaction) -> bool:
    """Members with Manage Server, or the server's configured moderator role."""
    if interaction.guild is None:
        return False
    if interaction.permissions.manage_guild:
        return True
    settings = await bot_of(interaction).guild_settings.get(interaction.guild.id)
    roles = getattr(interaction.user, "roles", [])
    return settings.moderator_role_id is not None and any(r.id == settings.moderator_role_id for r in roles)


async def moderators_only(interaction: Interaction) -> bool:
    """The check of every moderator command group: in a server, by a moderator; anyone
    else gets the reason."""
    if interaction.guild is None:
        await send_ephemeral(interaction, translator(interaction)("error-dm"))
        return False
    if not await is_moderator(interaction):
        await send_ephemeral(interaction, translator(interaction)("error-mod-only"))
        return False
    return True


def user_locale(interaction: Interaction) -> str:
    """Ephemeral answers follow the clicking user's Discord language."""
    return locale_for(str(interaction.locale))


def names_for(record: GameRecord | None) -> Callable[[int], str]:
    seats = {s.seat: s.name for s in record.seats} if record else {}
    return lambda seat: seats.get(seat, f"#{seat + 1}")


def translator(interaction: Interaction, record: GameRecord | None = None) -> Translator:
    return Translator(bot_of(interaction).catalog, user_locale(interaction), names_for(record))


def public_translator(bot: MasqueradeBot, record: GameRecord) -> Translator:
    """Public messages use the game's (server's) language, not the clicker's."""
    return Translator(bot.catalog, record.locale, names_for(record))


async def send_ephemeral(interaction: Interaction, content: str, **kwargs: Any) -> None:
    """Answer ephemerally whether or not the interaction was already answered."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


async def refuse(interaction: Interaction, reason: Text, record: GameRecord | None = None) -> None:
    await send_ephemeral(interaction, "⚠️ " + translator(interaction, record).text(reason))


NOTICE = "notice"


def modal_values(interaction: Interaction) -> dict[str, list[str]]:
    """custom_id → values of every select in a submitted modal, however nested."""
    found: dict[str, list[str]] = {}

    def walk(data: Any) -> None:
        if isinstance(data, dict):
            if "custom_id" in data and "values" in data:
                found[str(data["custom_id"])] = [str(v) for v in data["values"]]
            for value in data.values():
                walk(value)
        elif isinstance(data, list):
            for value in data:
                walk(value)

    walk(interaction.data or {})
    return found


async def note_stuck_games(interaction: Interaction) -> None:
    """A game paused because the bot can no longer post in its channel is explained to
    whoever next uses a command in that server (the game's channel may be mute to us)."""
    stuck = await bot_of(interaction).db.fetchall(
        "SELECT id, channel_id FROM games WHERE guild_id = ? AND status = 'paused' AND pause_reason = ?",
        (interaction.guild_id, "no-permission"),
    )
    if stuck:
        t = translator(interaction)
        interaction.extras[NOTICE] = "\n".join(t("stuck-game", game=g, channel=f"<#{c}>") for g, c in stuck)


def _label(interaction: Interaction) -> str:
    """A short name for logs: the command, or the kind of component (never its payload)."""
    if interaction.command is not None:
        return "/" + interaction.command.qualified_name
    custom_id = str(dict(interaction.data or {}).get("custom_id", ""))
    return ":".join(custom_id.split(":")[:2]) or str(interaction.type)


async def guarded(interaction: Interaction, work: Callable[[], Awaitable[None]]) -> None:
    """Run ``work``; a :class:`UserError` becomes a short ephemeral reason, anything else
    is logged for the maintainer and the user gets a generic apology — never silence."""
    started = time.perf_counter()
    try:
        await work()
        # Handlers answer and return; announcements run after (Table.soon). So this is the
        # bot-side time to answer, database commit included.
        log.debug("interaction %s handled in %.2f ms", _label(interaction), (time.perf_counter() - started) * 1000)
        if NOTICE in interaction.extras and interaction.response.is_done():
            await interaction.followup.send("⚠️ " + interaction.extras[NOTICE], ephemeral=True)
    except UserError as exc:
        await refuse(interaction, exc.reason)
    except Exception:
        log.exception("interaction %s failed", _label(interaction))  # never its payload: it may hold a secret
        try:
            await send_ephemeral(interaction, translator(interaction)("error-internal"))
        except discord.HTTPException:
            log.warning("could not tell the user about the failure")
