"""Mascarade's story picture: where each character travelled — a row per turn, a column
per seat (and the centre), each cell the card that seat held at the end of that turn, framed
where it changed hands (turns in which nothing changed hands share a row). Cards are
letters with a colour of their own, named under the chart."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.mascarade.rules.story import Chart
from cogs.table.drawing import winners_line
from cogs.table.grid import Cell, Section, draw_story, legend

__all__ = ["render_story"]

# Light enough for dark letters; neighbours in the deal's order differ in hue.
COLOURS = (
    "#F6C85F", "#9DD866", "#8DD3C7", "#FDB462", "#BEBADA", "#FB8072", "#80B1D3",
    "#FCCDE5", "#B3DE69", "#D9D9D9", "#FFED6F", "#CCEBC5", "#BC80BD", "#E5C494",
)  # fmt: skip
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def render_story(chart: Chart, t: Translator) -> bytes:
    t = t.for_labels()  # names as typed: a picture never renders markdown
    code = {card: LETTERS[i] for i, card in enumerate(chart.cards)}
    colour = {card: COLOURS[i % len(COLOURS)] for i, card in enumerate(chart.cards)}
    columns = [str(seat + 1) for seat in range(chart.players)]
    if chart.centre:
        columns.append(t("pictures-story-centre"))
    rows: list[tuple[str, tuple[Cell, ...]]] = []
    previous: tuple[tuple[str, ...], ...] | None = None
    first = 0  # the first turn of the run of unchanged turns the last row stands for
    for turn, held in zip(chart.turns, chart.rows, strict=True):
        if held == previous and rows:
            # Turns in which no card changed hands share one row: the chart stays short.
            rows[-1] = (t("pictures-story-turns", first=str(first), last=str(turn)), rows[-1][1])
            continue
        cells = []
        for place, cards in enumerate(held[: len(columns)]):
            changed = previous is not None and previous[place] != cards
            fill = colour[cards[0]] if len(set(cards)) == 1 else "#FFFFFF"
            cells.append(Cell("".join(code[c] for c in cards) or "—", fill, strong=changed))
        label = t("pictures-story-deal") if turn == 0 else t("pictures-story-turn", turn=str(turn))
        rows.append((label, tuple(cells)))
        previous, first = held, turn
    head = [
        winners_line(chart.winners, t),
        *legend("", [f"{seat + 1} {t.seat(seat)}" for seat in range(chart.players)]),
    ]
    foot = legend(t("pictures-story-cards"), [f"{code[c]} {t(f'mascarade-card-{c}')}" for c in chart.cards])
    foot.append(t("pictures-story-framed"))
    return draw_story(t("pictures-story-mascarade"), head, [Section("", tuple(columns), tuple(rows))], foot)
