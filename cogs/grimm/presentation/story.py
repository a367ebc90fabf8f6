"""Grimm Masquerade's story picture: each round's evidence board with every identity
revealed — a row per character, a column per player: ★ where that player really was the
character (framed if the table saw it unmasked), ✕ where their evidence token ruled it out."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.grimm.rules.story import Board, Evidence
from cogs.table.drawing import winners_line
from cogs.table.grid import Cell, Section, draw_story, legend

__all__ = ["render_story"]

# Okabe-Ito, as the board picture's tokens (cogs.grimm.presentation.render).
PALETTE = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2")
INK_ON = ("#000000", "#000000", "#FFFFFF", "#000000", "#FFFFFF")
TOKEN = "#EFE6D8"


def _cell(board: Board, seat: int, character: str) -> Cell:
    if character in board.identities[seat]:
        return Cell("★", PALETTE[seat], INK_ON[seat], strong=character in board.unmasked[seat])
    if character in board.tokens[seat]:
        return Cell("✕", TOKEN)
    return Cell()


def _section(board: Board, players: int, t: Translator) -> Section:
    heading = t("pictures-story-round", round=board.round)
    if board.winner is not None:
        heading = t("pictures-story-round-won", round=board.round, seat=t.seat(board.winner))
    rows = tuple(
        (t(f"grimm-character-{c}"), tuple(_cell(board, seat, c) for seat in range(players))) for c in board.characters
    )
    return Section(heading, tuple(str(seat + 1) for seat in range(players)), rows)


def render_story(evidence: Evidence, t: Translator) -> bytes:
    t = t.for_labels()  # names as typed: a picture never renders markdown
    players = [f"{seat + 1} {t.seat(seat)}" for seat in range(evidence.players)]
    head = [winners_line(evidence.winners, t), *legend("", players)]
    sections = [_section(board, evidence.players, t) for board in evidence.boards]
    return draw_story(t("pictures-story-grimm"), head, sections, [t("pictures-story-grimm-read")])
