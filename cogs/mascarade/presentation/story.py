"""Mascarade's story picture: where each character travelled — a row per player (and the
centre), named, with the cards that player held one after the other: the one dealt, then
each card that came to them and the turn it came, each card in a colour of its own and named
in words. A winner's row is marked ★."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.mascarade.rules.story import Chart
from cogs.table.alt_text import alt_text, sentence
from cogs.table.drawing import winners_line
from cogs.table.grid import Chip, Row, Section, draw_story

__all__ = ["describe_story", "held_by_place", "render_story"]

# Light enough for dark letters; neighbours in the deal's order differ in hue.
COLOURS = (
    "#F6C85F", "#9DD866", "#8DD3C7", "#FDB462", "#BEBADA", "#FB8072", "#80B1D3",
    "#FCCDE5", "#B3DE69", "#D9D9D9", "#FFED6F", "#CCEBC5", "#BC80BD", "#E5C494",
)  # fmt: skip


def held_by_place(chart: Chart) -> list[list[tuple[int, tuple[str, ...]]]]:
    """For each place (every seat, then the centre): the cards it held after the deal and
    after each turn they changed, with that turn (0: the deal)."""
    places = chart.players + (1 if chart.centre else 0)
    held: list[list[tuple[int, tuple[str, ...]]]] = [[] for _ in range(places)]
    for turn, row in zip(chart.turns, chart.rows, strict=True):
        for place, cards in enumerate(row[:places]):
            if not held[place] or held[place][-1][1] != cards:
                held[place].append((turn, cards))
    return held


def _chip(t: Translator, turn: int, cards: tuple[str, ...], colour: dict[str, str]) -> Chip:
    names = " + ".join(t(f"mascarade-card-{c}") for c in cards) or "—"
    label = names if turn == 0 else t("pictures-story-came", turn=turn, cards=names)
    fill = colour[cards[0]] if cards and len(set(cards)) == 1 else "#FFFFFF"
    return Chip(label, fill, strong=turn != 0)


def render_story(chart: Chart, t: Translator) -> bytes:
    t = t.for_labels()  # names as typed: a picture never renders markdown
    colour = {card: COLOURS[i % len(COLOURS)] for i, card in enumerate(chart.cards)}
    rows = []
    for place, held in enumerate(held_by_place(chart)):
        if place < chart.players:
            label = ("★ " if place in chart.winners else "") + t.seat(place)
        else:
            label = t("pictures-story-centre")
        rows.append(Row(label, (tuple(_chip(t, turn, cards, colour) for turn, cards in held),)))
    head = [winners_line(chart.winners, t), t("pictures-story-mascarade-read")]
    section = Section("", (t("pictures-story-held"),), tuple(rows))
    return draw_story(t("pictures-story-mascarade"), head, [section], [])


def describe_story(chart: Chart, t: Translator) -> str:
    """The story picture in words: the winners, then each player's cards in turn."""
    said = [sentence(t("pictures-story-mascarade")), sentence(winners_line(chart.winners, t))]
    for place, held in enumerate(held_by_place(chart)):
        who = t.seat(place) if place < chart.players else t("pictures-story-centre")
        cards = ", ".join(
            " + ".join(t(f"mascarade-card-{c}") for c in cards)
            if turn == 0
            else t("pictures-story-came", turn=turn, cards=" + ".join(t(f"mascarade-card-{c}") for c in cards))
            for turn, cards in held
        )
        said.append(sentence(t("pictures-story-alt-held", who=who, cards=cards)))
    return alt_text(said)
