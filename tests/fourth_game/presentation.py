"""How the guessing game is drawn: plain embeds, no pictures, no forms; on a player's panel,
a select that keeps their note (the game's private storage, reached through the services
the adapter is given)."""

from __future__ import annotations

from typing import Any

import discord

from bot.core.errors import UserError
from bot.i18n import Translator
from bot.store.records import GameRecord, GameStatus
from cogs.table.common import Interaction, bot_of, translator
from cogs.table.items import TableSelect
from cogs.table.presentation import GamePresentation
from cogs.table.seated import seated_owner
from tests.fourth_game.rules import Options, PublicView, SeatView, State
from tests.fourth_game.storage import NoteStore

__all__ = ["PRESENTATION", "NoteSelect"]


def _lines(view: PublicView, t: Translator) -> str:
    lines = []
    for seat in range(len(view.picked)):
        guess = view.guesses[seat]
        status = t("guess-board-picked") if view.picked[seat] else t("guess-board-thinking")
        if guess is not None:
            status += " · " + t("guess-board-guess", n=guess)
        lines.append(f"{t.seat(seat)}: {status}")
    return "\n".join(lines)


def board_embeds(view: PublicView, t: Translator) -> list[discord.Embed]:
    return [discord.Embed(title=t("guess-name"), description=_lines(view, t))]


def panel_embed(view: SeatView, t: Translator) -> discord.Embed:
    mine = t("guess-panel-mine", n=view.mine) if view.mine is not None else t("guess-panel-none")
    return discord.Embed(title=t("guess-name"), description=f"{mine}\n\n{_lines(view.board, t)}")


def summary_embed(state: State, t: Translator) -> discord.Embed:
    assert state.outcome is not None
    return discord.Embed(title=t("guess-name"), description=t.text(state.outcome.reason))


def panel_extras(record: GameRecord, seat: int, t: Translator) -> list[discord.ui.Item[Any]]:
    if record.status not in (GameStatus.RUNNING, GameStatus.PAUSED):
        return []
    numbers = int(Options.model_validate_json(record.options).numbers)
    choices = [discord.SelectOption(label=t("guess-note-option", n=n), value=str(n)) for n in range(1, numbers + 1)]
    return [NoteSelect(record.id, options=choices, placeholder=t("guess-note-placeholder"))]


class NoteSelect(TableSelect, custom_id="mn:gn:{game_id}"):
    """The clicker's note on the other's number, kept in the game's own table."""

    game_id: int

    async def handle(self, interaction: Interaction) -> None:
        record, seat, _ = await seated_owner(interaction, self.game_id, "guess")
        data: dict[str, Any] = dict(interaction.data or {})
        values = [str(v) for v in data.get("values", [])]
        numbers = int(Options.model_validate_json(record.options).numbers)
        if len(values) != 1 or values[0] not in {str(n) for n in range(1, numbers + 1)}:
            raise UserError("error-bad-option")
        notes = bot_of(interaction).services.storage("guess", NoteStore)
        was = await notes.note(record.id, seat)
        await notes.keep(record.id, seat, values[0])
        t = translator(interaction, record)
        said = t("guess-note-changed", n=values[0], was=was) if was else t("guess-note-kept", n=values[0])
        await interaction.response.send_message(said, ephemeral=True)


PRESENTATION = GamePresentation(
    title="Number Guess",
    choice_key="cmd-choice-guess",
    board_embeds=board_embeds,
    panel_embed=panel_embed,
    summary_embed=summary_embed,
    rules_topics=("overview",),
    panel_extras=panel_extras,
    items=(NoteSelect,),
)
