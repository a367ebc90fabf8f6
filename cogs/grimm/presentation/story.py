"""Grimm Masquerade's story picture: each round's evidence board with every identity
revealed — a row per player, named: who they really were (framed if the table saw them
unmasked) and the characters their evidence tokens ruled out; each round headed by its
winner, or by why nobody won it."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.grimm.rules.story import Board, Evidence
from cogs.table.alt_text import alt_text, sentence
from cogs.table.drawing import winners_line
from cogs.table.grid import Chip, Row, Section, draw_story

__all__ = ["render_story", "round_heading"]

# Okabe-Ito, as the board picture's tokens (cogs.grimm.presentation.render).
PALETTE = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2")
INK_ON = ("#000000", "#000000", "#FFFFFF", "#000000", "#FFFFFF")
TOKEN = "#EFE6D8"


def round_heading(board: Board, t: Translator) -> str:
    """ "Round 2: carol won it", or why nobody did."""
    if board.winner is not None:
        return t("pictures-story-round-won", round=board.round, seat=t.seat(board.winner))
    if board.reason is None:
        return t("pictures-story-round-unfinished", round=board.round)
    # A round won by nobody: the reason the table was told (three charms need a winner).
    reason = board.reason if board.reason != "grimm-round-boon" else "grimm-round-no-winner"
    return t("pictures-story-round-nobody", round=board.round, reason=t(reason))


def _row(board: Board, seat: int, t: Translator) -> Row:
    was = tuple(
        Chip(t(f"grimm-character-{c}"), PALETTE[seat], INK_ON[seat], strong=c in board.unmasked[seat])
        for c in board.identities[seat]
    )
    ruled = tuple(Chip("✕ " + t(f"grimm-character-{c}"), TOKEN) for c in board.tokens[seat])
    label = ("★ " if board.winner == seat else "") + t.seat(seat)
    return Row(label, (was, ruled))


def _section(board: Board, players: int, t: Translator) -> Section:
    columns = (t("pictures-story-grimm-was"), t("pictures-story-grimm-ruled-out"))
    rows = tuple(_row(board, seat, t) for seat in range(players))
    return Section(round_heading(board, t), columns, rows, shares=(2.0, 3.0))


def render_story(evidence: Evidence, t: Translator) -> bytes:
    t = t.for_labels()  # names as typed: a picture never renders markdown
    head = [winners_line(evidence.winners, t)]
    sections = [_section(board, evidence.players, t) for board in evidence.boards]
    return draw_story(t("pictures-story-grimm"), head, sections, [t("pictures-story-grimm-read")])


def describe_story(evidence: Evidence, t: Translator) -> str:
    """The story picture in words: the winners, then each round: its winner, who each player
    was and what their tokens ruled out."""
    said = [sentence(t("pictures-story-grimm")), sentence(winners_line(evidence.winners, t))]
    for board in evidence.boards:
        said.append(sentence(round_heading(board, t)))
        for seat in range(evidence.players):
            was = ", ".join(
                t("pictures-story-alt-unmasked", character=t(f"grimm-character-{c}"))
                if c in board.unmasked[seat]
                else t(f"grimm-character-{c}")
                for c in board.identities[seat]
            )
            ruled = ", ".join(t(f"grimm-character-{c}") for c in board.tokens[seat])
            if ruled:
                said.append(sentence(t("pictures-story-alt-was", seat=t.seat(seat), was=was, ruled=ruled)))
            else:
                said.append(sentence(t("pictures-story-alt-was-only", seat=t.seat(seat), was=was)))
    return alt_text(said)
