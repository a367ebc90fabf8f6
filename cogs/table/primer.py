"""The primer: what a game is about in three lines (the goal, what a turn is, where one's
secrets are), told privately the first time a person takes a seat at a game they have
never finished here, with the way to the guided lesson and to the rules.

Told once per person and game: :meth:`bot.store.guilds.UserPrefsStore.first_seat` records
it in the same statement that decides it, so a restart or two seats taken at once never
tell it twice. The public messages of a table (the lobby, the start, the first turn) point
to the same places in one line (:func:`pointer`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands

from bot.i18n import Translator
from cogs.table.common import Interaction, bot_of, translator

if TYPE_CHECKING:
    from discord.ext import commands

__all__ = ["LEARN", "PRIMER_LINES", "RULES", "command_text", "pointer", "primer_for", "primer_text", "tell_primer"]

# The commands a newcomer is pointed to, as the catalogue keys of their names' parts.
LEARN = ("cmd-game", "cmd-learn")
RULES = ("cmd-game", "cmd-rules")
#: A game's primer, one catalogue message a line: ``<game>-primer-<line>``.
PRIMER_LINES = ("goal", "turn", "secrets")


def command_text(t: Translator, keys: tuple[str, ...]) -> str:
    """A slash command as the reader's Discord shows it (``/game rules``, ``/игра правила``)."""
    return "`/" + " ".join(t(key) for key in keys) + "`"


def offers(bot: commands.Bot, keys: tuple[str, ...]) -> bool:
    """Whether the bot's command tree has the command ``keys`` name (by their English
    default names: ``cmd-learn`` is ``learn``), so a pointer never names a missing one."""
    top, *subs = (key.removeprefix("cmd-") for key in keys)
    found: object = bot.tree.get_command(top)
    for name in subs:
        found = found.get_command(name) if isinstance(found, app_commands.Group) else None
    return found is not None


def pointer(bot: commands.Bot, t: Translator) -> str:
    """One line naming where a newcomer learns: the lesson (when the bot offers it), the
    rules, and the panel's "What does … do?"."""
    rules = command_text(t, RULES)
    if offers(bot, LEARN):
        return t("primer-pointer-learn", learn=command_text(t, LEARN), rules=rules)
    return t("primer-pointer", rules=rules)


def primer_text(bot: commands.Bot, t: Translator, game: str) -> str:
    """The primer of ``game`` in ``t``'s language: its title, its three lines, the pointer."""
    lines = [t(f"{game}-primer-{part}") for part in PRIMER_LINES]
    return "\n".join([t("primer-title", game=t(f"{game}-name")), *lines, pointer(bot, t)])


async def primer_for(interaction: Interaction, game: str) -> str | None:
    """The primer the person who just took a seat at ``game`` is to be told now, in their
    language; None if they were told it or have finished a game of it here."""
    bot = bot_of(interaction)
    services = bot.services
    if not await services.prefs.first_seat(interaction.user.id, game, services.clock()):
        return None
    return primer_text(bot, translator(interaction), game)


async def tell_primer(interaction: Interaction, game: str) -> None:
    """After a seat is taken and the interaction answered (a lobby's Join, a new table):
    the primer in a private follow-up, if this person is to be told it now."""
    if (text := await primer_for(interaction, game)) is not None:
        await interaction.followup.send(text, ephemeral=True)
