"""Suspicion's story picture: each player's guesses against the truth — a row per player,
named: the guest they really were, then whom they guessed each other player to be, right (✓,
green) or wrong (✗, red), each guest by name. A winner's row is marked ★."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.suspicion.rules.story import Sheets
from cogs.suspicion.rules.terms import guest_term
from cogs.table.alt_text import alt_text, sentence
from cogs.table.drawing import winners_line
from cogs.table.grid import Chip, Row, Section, draw_story

__all__ = ["describe_story", "render_story"]

RIGHT = "#B7E4C7"
WRONG = "#F4B6B6"
TRUTH = "#FFE9A8"
NONE = "#EEEEEE"


def _guesses(sheets: Sheets, seat: int, t: Translator) -> tuple[Chip, ...]:
    chips = []
    for target, guess in enumerate(sheets.guesses[seat]):
        if target == seat:
            continue
        if guess is None:
            chips.append(Chip(t("pictures-story-no-guess", target=t.seat(target)), NONE))
            continue
        right = guess == sheets.guests[target]
        label = t(
            "pictures-story-guess", target=t.seat(target), guest=t(guest_term(guess)), right="yes" if right else "no"
        )
        chips.append(Chip(label, RIGHT if right else WRONG))
    return tuple(chips)


def render_story(sheets: Sheets, t: Translator) -> bytes:
    t = t.for_labels()  # names as typed: a picture never renders markdown
    rows = tuple(
        Row(
            ("★ " if seat in sheets.winners else "") + t.seat(seat),
            ((Chip(t(guest_term(guest)), TRUTH, strong=True),), _guesses(sheets, seat, t)),
        )
        for seat, guest in enumerate(sheets.guests)
    )
    columns = (t("pictures-story-truth"), t("pictures-story-guessed"))
    head = [winners_line(sheets.winners, t), t("pictures-story-guesses-read")]
    return draw_story(t("pictures-story-suspicion"), head, [Section("", columns, rows, shares=(1.0, 2.0))], [])


def describe_story(sheets: Sheets, t: Translator) -> str:
    """The story picture in words: the winners, then each player: who they were and their guesses."""
    said = [sentence(t("pictures-story-suspicion")), sentence(winners_line(sheets.winners, t))]
    for seat, guest in enumerate(sheets.guests):
        guesses = ", ".join(chip.label for chip in _guesses(sheets, seat, t))
        said.append(
            sentence(t("pictures-story-alt-sheet", seat=t.seat(seat), guest=t(guest_term(guest)), guesses=guesses))
        )
    return alt_text(said)
