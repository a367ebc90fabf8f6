"""How the guessing game is drawn: plain embeds, no pictures, no forms."""

from __future__ import annotations

import discord

from bot.i18n import Translator
from cogs.game.presentation import GamePresentation
from tests.fourth_game.engine import PublicView, SeatView, State

__all__ = ["PRESENTATION"]


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


PRESENTATION = GamePresentation(
    title="Number Guess",
    choice_key="cmd-choice-guess",
    board_embeds=board_embeds,
    panel_embed=panel_embed,
    summary_embed=summary_embed,
    rules_topics=("overview",),
)
