"""How high card is drawn: plain embeds, and the pictures every game draws — the table (a row
per seat: its name, its call, its card, face down until the game ends) and the story of the
game at its end (every card against every call)."""

from __future__ import annotations

import discord
from PIL import Image, ImageDraw

from bot.i18n import Translator
from cogs.table.alt_text import sentence
from cogs.table.drawing import SMALLEST, WIDTH, fit, font, png, text, winners_line, wrap, wrap_name
from cogs.table.grid import Chip, Row, Section, draw_story
from cogs.table.presentation import GamePresentation
from tests.high_card.rules import PublicView, SeatView, State
from tests.high_card.story import Hands, tell

__all__ = ["PRESENTATION"]

BACKGROUND = "#FBF7F0"
INK = "#222222"
MUTED = "#6E655C"
CARD = "#FFFFFF"
FACE_DOWN = "#4C6A92"
WON = "#B7E4C7"
PAD = 16
TITLE = 30
LINE = 30  # a line of 22 px type
NAME_W = 380  # the names' column
CALL_X = PAD + NAME_W + 16
CARD_W, CARD_H = 56, 64
ROW_H = CARD_H + 12
SHORTEST = 300  # a picture is at least this tall, however few the seats


def _call(view: PublicView, seat: int, t: Translator) -> str:
    if seat in view.removed:
        return t("highcard-board-removed")
    call = view.calls[seat]
    if call is not None:
        return t(f"highcard-board-{call}")
    return t("highcard-board-to-call") if seat == view.current else t("highcard-board-waiting-call")


def _lines(view: PublicView, t: Translator) -> str:
    cards = view.cards
    return "\n".join(
        f"{t.seat(s)}: {_call(view, s, t)}" + (f" · {t('highcard-card', n=cards[s])}" if cards else "")
        for s in range(view.players)
    )


def board_embeds(view: PublicView, t: Translator) -> list[discord.Embed]:
    return [discord.Embed(title=t("highcard-name"), description=_lines(view, t))]


def panel_embed(view: SeatView, t: Translator) -> discord.Embed:
    mine = t("highcard-panel-card", n=view.card)
    return discord.Embed(title=t("highcard-name"), description=f"{mine}\n\n{_lines(view.board, t)}")


def summary_embed(state: State, t: Translator) -> discord.Embed:
    assert state.outcome is not None
    cards = "\n".join(f"{t.seat(s)}: {t('highcard-card', n=card)}" for s, card in enumerate(state.cards))
    return discord.Embed(title=t("highcard-name"), description=f"{t.text(state.outcome.reason)}\n\n{cards}")


def replay_secrets(state: State, t: Translator) -> list[str]:
    return [f"{t.seat(s)}: {t('highcard-card', n=card)}" for s, card in enumerate(state.cards)]


def render_board(view: PublicView, t: Translator) -> bytes:
    """The table, 720 px wide with type of 22 px and more, through the font chain."""
    t = t.for_labels()  # names as typed: a picture never renders markdown
    face, bold = font(SMALLEST), font(SMALLEST, True)
    rows = [(s, wrap_name(t.seat(s), 24, NAME_W)) for s in range(view.players)]
    if view.outcome is not None:
        foot = wrap(winners_line(view.outcome.winners, t), bold, WIDTH - 2 * PAD, 3)
    else:
        foot = wrap(t("highcard-board-waiting", player=t.seat(view.current or 0)), face, WIDTH - 2 * PAD, 3)
    heights = [max(ROW_H, LINE * len(lines) + 12) for _, (_, lines) in rows]
    height = max(SHORTEST, PAD + TITLE + 16 + sum(heights) + 8 + LINE * len(foot) + PAD)
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    text(draw, (PAD, PAD), t("highcard-name"), font(TITLE, True), INK)
    y = PAD + TITLE + 16
    winners = view.outcome.winners if view.outcome is not None else ()
    for (seat, (name_face, lines)), row_h in zip(rows, heights, strict=True):
        if seat in winners:
            draw.rectangle((PAD // 2, y, WIDTH - PAD // 2, y + row_h - 4), fill=WON)
        top = y + (row_h - LINE * len(lines)) // 2
        for n, line in enumerate(lines):
            text(draw, (PAD, top + LINE * n), line, name_face, INK)
        call_w = WIDTH - CALL_X - CARD_W - 2 * PAD
        text(draw, (CALL_X, y + row_h // 2), fit(_call(view, seat, t), face, call_w), face, MUTED, anchor="lm")
        left, card_top = WIDTH - PAD - CARD_W, y + (row_h - CARD_H) // 2
        shown = view.cards[seat] if view.cards is not None else None
        draw.rounded_rectangle(
            (left, card_top, left + CARD_W, card_top + CARD_H),
            radius=8,
            fill=CARD if shown is not None else FACE_DOWN,
            outline=INK,
            width=2,
        )
        if shown is not None:
            text(draw, (left + CARD_W // 2, card_top + CARD_H // 2), str(shown), font(28, True), INK, anchor="mm")
        y += row_h
    y += 8
    for line in foot:
        text(draw, (PAD, y), line, bold if view.outcome is not None else face, INK)
        y += LINE
    return png(image)


def picture_key(view: PublicView, t: Translator) -> str:
    """What the picture shows (names included): drawn again only when it changes."""
    t = t.for_labels()
    return repr((t.locale, [t.seat(s) for s in range(view.players)], view.model_dump(mode="json")))


def render_story(hands: Hands, t: Translator) -> bytes:
    """Every card against every call, the winner's row marked."""
    t = t.for_labels()
    players = range(len(hands.cards))
    columns = (t("highcard-story-card"), t("highcard-story-call"))
    rows = []
    for seat in players:
        won = seat in hands.winners
        call = t("highcard-board-removed") if seat in hands.removed else t(f"highcard-board-{hands.calls[seat]}")
        rows.append(Row(t.seat(seat), ((Chip(str(hands.cards[seat]), strong=won),), (Chip(call, strong=won),))))
    return draw_story(
        t("highcard-story-title"), [winners_line(hands.winners, t)], [Section("", columns, tuple(rows))], []
    )


def describe_board(view: PublicView, t: Translator) -> str:
    """The board in words: each player's call (and card, once shown), then who won."""
    said = [t("highcard-name"), *_lines(view, t).split("\n")]
    if view.outcome is not None:
        said.append(winners_line(view.outcome.winners, t))
    return " ".join(sentence(line) for line in said)


def describe_story(hands: Hands, t: Translator) -> str:
    """Who won, then each player's card and call."""
    said = [winners_line(hands.winners, t)]
    for seat, card in enumerate(hands.cards):
        call = t("highcard-board-removed") if seat in hands.removed else t(f"highcard-board-{hands.calls[seat]}")
        said.append(f"{t.seat(seat)}: {t('highcard-card', n=card)}, {call}")
    return " ".join(sentence(line) for line in said)


PRESENTATION = GamePresentation(
    title="High Card",
    choice_key="cmd-choice-highcard",
    board_embeds=board_embeds,
    panel_embed=panel_embed,
    summary_embed=summary_embed,
    rules_topics=("overview",),
    replay_secrets=replay_secrets,
    render_board=render_board,
    picture_key=picture_key,
    story=tell,
    render_story=render_story,
    describe_board=describe_board,
    describe_story=describe_story,
)
