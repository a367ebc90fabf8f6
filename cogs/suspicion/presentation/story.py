"""Suspicion's story picture: each player's guesses against the truth — a row per player,
a column per player they guessed, each cell the guest they named: right on green, wrong on
red; the first row is who everyone really was. Guests are letters (a full name does not fit
a cell), named under the table."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.suspicion.rules.story import Sheets
from cogs.suspicion.rules.terms import guest_term
from cogs.table.drawing import winners_line
from cogs.table.grid import Cell, Section, draw_story, legend

__all__ = ["render_story"]

RIGHT = "#B7E4C7"
WRONG = "#F4B6B6"
TRUTH = "#FFE9A8"
NONE = "#EEEEEE"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def render_story(sheets: Sheets, t: Translator) -> bytes:
    t = t.for_labels()  # names as typed: a picture never renders markdown
    players = range(len(sheets.guests))
    named = [*sheets.guests, *sorted({g for row in sheets.guesses for g in row if g is not None})]
    code = {guest: LETTERS[i] for i, guest in enumerate(dict.fromkeys(named))}
    columns = tuple(str(seat + 1) for seat in players)
    truth = tuple(Cell(code[guest], TRUTH, strong=True) for guest in sheets.guests)
    rows = [(t("pictures-story-truth"), truth)]
    for seat in players:
        cells = []
        for target, guess in enumerate(sheets.guesses[seat]):
            if target == seat:
                cells.append(Cell("—", NONE))
            elif guess is None:
                cells.append(Cell("?", NONE))
            else:
                cells.append(Cell(code[guess], RIGHT if guess == sheets.guests[target] else WRONG))
        rows.append((str(seat + 1), tuple(cells)))
    head = [winners_line(sheets.winners, t), *legend("", [f"{seat + 1} {t.seat(seat)}" for seat in players])]
    head.append(t("pictures-story-guesses-read"))
    foot = legend(t("pictures-story-guests"), [f"{code[g]} {t(guest_term(g))}" for g in code])
    return draw_story(t("pictures-story-suspicion"), head, [Section("", columns, tuple(rows))], foot)
