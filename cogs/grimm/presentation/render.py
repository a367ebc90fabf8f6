"""Grimm Masquerade's table as a picture: every player by name with their tableau (the
artifacts in front of them), roses and trophies, who is unmasked and whose turn it is;
then the evidence board: which player ruled out which character, broken mirrors.

Readable on a phone (720 px wide, type of 22 px and more, so 11 px and more at 360 px) and
colour-blind safe: every token shows its player's number, and the players' list gives the
number beside the name; colours (Okabe-Ito) only help.

A finished game's replay step (:mod:`cogs.grimm.presentation.scene`) is drawn the same way
with every secret under its player's name (who they secretly are, their hand, their bets),
the step's turn and what it did at the top, the player who played framed as the active one
and the players it named framed in blue.
"""

from __future__ import annotations

import hashlib
from typing import NamedTuple

from PIL import Image, ImageDraw

from bot.i18n import Translator
from cogs.grimm.presentation.scene import HEADLINES, Scene
from cogs.grimm.rules import PublicView
from cogs.grimm.rules.content import CharacterSpec
from cogs.grimm.rules.views import PublicSeat
from cogs.table.drawing import SMALLEST, WIDTH, Face, fit, font, pack, png, text, winners_line, wrap, wrap_name

__all__ = ["picture_key", "render_board", "render_replay", "status"]

# Okabe-Ito: distinguishable with the common colour-vision deficiencies.
PALETTE = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2")
INK_ON = ("#000000", "#000000", "#FFFFFF", "#000000", "#FFFFFF")
BACKGROUND = "#FBF7F0"
GRID = "#C9BFB0"
INK = "#222222"
MUTED = "#6E655C"
STRIPE = "#F1EADF"
ACTIVE = "#FFE9A8"
ACTIVE_EDGE = "#B8860B"
UNMASKED = "#A23B2A"
SECRET = "#5B3A7A"
NAMED_EDGE = "#0072B2"

PAD = 16
# At least: the evidence board's column of characters, wide enough for a charm and a curse
# on one line; the players' columns take what is left, up to COL_W each.
NAME_W = 440
COL_W = 100
TOKEN_ROW_H = 64
LINE = 30  # a line of 22 px type
TEXT = SMALLEST  # 11 px on a phone showing the picture 360 px wide
SEAT_TEXT_W = WIDTH - 2 * PAD - 80  # beside the player's token


def _token(draw: ImageDraw.ImageDraw, seat: int, cx: int, cy: int, r: int = 19) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=PALETTE[seat], outline=INK, width=2)
    text(draw, (cx, cy), str(seat + 1), font(22, True), INK_ON[seat], anchor="mm")


def status(view: PublicView, t: Translator, scene: Scene | None = None, most: int = HEADLINES) -> list[str]:
    """The lines under the title: what the table waits for (in a replay: the step's turn
    and what it did, ``most`` of its lines), or the end."""
    if scene is not None:
        when = t("replay-deal") if scene.deal else t("grimm-replay-turn", n=scene.turn)
        lines = [when, *(t.text(said) for said in scene.headline[:most])]
        if view.outcome is not None:
            lines.append(winners_line(view.outcome.winners, t))
        return lines
    if view.outcome is not None:
        return [" ".join((t("grimm-board-over"), t.text(view.outcome.reason), winners_line(view.outcome.winners, t)))]
    return [t("grimm-board-waiting", player=t.seat(d.seat), what=t(f"grimm-decision-{d.kind}")) for d in view.pending]


class _SeatLines(NamedTuple):
    """What a player's box shows under their name, each list already wrapped to the box."""

    face: Face  # the name's
    name: list[str]
    unmasked: list[str]
    tableau: list[str]
    facts: list[str]
    secrets: list[str]  # a replay's: who they secretly are, their hand, their bets

    @property
    def height(self) -> int:
        shown = len(self.unmasked) + len(self.tableau) + len(self.facts) + len(self.secrets)
        return 10 + 32 * len(self.name) + LINE * shown + 6


def secret_lines(seat: int, scene: Scene, t: Translator) -> list[str]:
    """A player's secrets in a replay: who they secretly are, their hand, their bets."""
    secrets = scene.secrets[seat]
    lines = [t("grimm-replay-is", character=t(f"grimm-character-{c}")) for c in secrets.characters]
    if secrets.hand:
        lines.append(t("grimm-replay-hand", cards=", ".join(t(f"grimm-card-{c}") for c in secrets.hand)))
    if secrets.bets:
        lines.append(t("grimm-replay-bets", characters=", ".join(t(f"grimm-character-{c}") for c in secrets.bets)))
    return lines


def _seat_lines(view: PublicView, seat: PublicSeat, t: Translator, scene: Scene | None = None) -> _SeatLines:
    """A player's name, unmasked characters, tableau (entries kept whole when wrapped) and
    the facts the embed no longer repeats: roses, trophies, tokens, hand, bets, treasure,
    ability; in a replay, their secrets too."""
    winner = view.outcome is not None and seat.seat in view.outcome.winners
    active = view.outcome is None and seat.seat == view.active if scene is None else seat.seat == scene.actor
    marker = "★ " if winner else "▶ " if active else ""
    face, name = wrap_name(marker + t.seat(seat.seat), 25, SEAT_TEXT_W)
    unmasked = [
        line
        for character in seat.unmasked
        for line in wrap(
            t("grimm-board-unmasked", character=t(f"grimm-character-{character}")), font(TEXT, True), SEAT_TEXT_W, 2
        )
    ]
    entries = [
        t("grimm-board-card-count", card=f"{view.icons.get(card, '')} {t(f'grimm-card-{card}')}".strip(), n=n)
        for card, n in seat.tableau
    ]
    # An unmasked player's empty tableau goes without saying (the line would only lengthen the picture).
    tableau = pack(
        entries or ([] if seat.unmasked else [t("grimm-board-tableau-empty")]), font(TEXT, True), SEAT_TEXT_W
    )
    facts = [t("pictures-grimm-score", roses=seat.roses, trophies=sum(seat.trophies))]
    if view.outcome is None:  # tokens and hands no longer matter once the game is over
        facts.append(t("grimm-board-tokens", n=seat.tokens_left))
        if not seat.masked:
            facts.append(t("grimm-board-hand", n=seat.hand_count))
    if view.options.bets:
        facts.append(t("grimm-board-bets", n=seat.bet_count))
    if seat.treasure:
        facts.append(t("grimm-board-treasure"))
    if seat.ability:
        facts.append(t(f"grimm-ability-{seat.ability}"))
    secrets: list[str] = []
    if scene is not None:
        secrets = [
            x for line in secret_lines(seat.seat, scene, t) for x in wrap(line, font(TEXT, True), SEAT_TEXT_W, 3)
        ]
    return _SeatLines(face, name, unmasked, tableau, pack(facts, font(TEXT), SEAT_TEXT_W), secrets)


class _Row(NamedTuple):
    """A character's row of the evidence board: its name, its charm and curse, and across
    the players' columns the broken mirror's label, if any."""

    name: list[str]
    sub: list[str]
    broken: list[str]

    @property
    def height(self) -> int:
        return max(6 + 28 * len(self.name) + 27 * len(self.sub), 6 + 28 * len(self.broken)) + 4


def _row(view: PublicView, spec: CharacterSpec, t: Translator, width: float, across: float) -> _Row:
    name = wrap(t(f"grimm-character-{spec.id}"), font(TEXT, True), width, 2)
    # "👑 Crown · 🪞 Mirror" under the column's heading "charm · curse": one line, mostly.
    sub = [f"{view.icons.get(card, '')} {t(f'grimm-card-{card}')}".strip() for card in (spec.boon, spec.bane)]
    broken: list[str] = []
    if spec.id in view.broken:
        owner = next((s.seat for s in view.seats if spec.id in s.unmasked), None)
        label = (
            t("pictures-grimm-broken", name=t.seat(owner)) if owner is not None else t("pictures-grimm-broken-nobody")
        )
        broken = wrap(label, font(TEXT, True), across, 3)
    return _Row(name, pack(sub, font(TEXT), width), broken)


def render_board(view: PublicView, t: Translator) -> bytes:
    """PNG of the players' tableaux and the evidence board for the public view."""
    return _render(view, t, None)


def render_replay(scene: Scene, t: Translator) -> bytes:
    """PNG of a finished game's replay step: every secret shown, what the step did marked."""
    return _render(scene.view, t, scene)


def _render(view: PublicView, t: Translator, scene: Scene | None) -> bytes:
    t = t.for_labels()  # names as typed: a picture never renders markdown
    n = len(view.seats)
    col_w = min(COL_W, (WIDTH - 2 * PAD - NAME_W) // n)
    name_w = WIDTH - 2 * PAD - col_w * n
    title = wrap(t("grimm-render-title", round=view.round, rounds=view.rounds), font(28, True), WIDTH - 2 * PAD, 2)
    said = [x for line in status(view, t, scene) for x in wrap(line, font(TEXT), WIDTH - 2 * PAD, 3)]
    players = [_seat_lines(view, seat, t, scene) for seat in view.seats]
    rows = [_row(view, spec, t, name_w - 16, col_w * n - 8) for spec in view.table]
    head_h = PAD + 38 * len(title) + 4 + LINE * len(said) + 8
    board_top = head_h + sum(p.height for p in players) + 6 * n + 16
    height = board_top + TOKEN_ROW_H + sum(r.height for r in rows) + PAD
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    y = PAD
    for line in title:
        text(draw, (PAD, y), line, font(28, True), INK)
        y += 38
    y += 4
    for line in said:
        text(draw, (PAD, y), line, font(TEXT), INK)
        y += LINE

    # The players, in seat order: name, unmasked character, tableau, then the facts.
    y = head_h
    for seat, lines in zip(view.seats, players, strict=True):
        _draw_seat(draw, view, seat, lines, y, scene)
        y += lines.height + 6

    # The evidence board: a column per player (numbered tokens), a row per character.
    top = board_top
    text(draw, (PAD, top + 4), fit(t("pictures-grimm-evidence"), font(TEXT, True), name_w - 8), font(TEXT, True), INK)
    text(draw, (PAD + 8, top + 32), fit(t("pictures-grimm-charm-curse"), font(TEXT), name_w - 16), font(TEXT), MUTED)
    left = PAD + name_w
    for s, seat in enumerate(view.seats):
        cx = left + col_w * s + col_w // 2
        _token(draw, s, cx, top + 30)
        if not seat.masked:
            draw.line((cx - 22, top + 56, cx + 22, top + 56), fill=INK, width=3)
    grid_top = top + TOKEN_ROW_H
    right = left + col_w * n
    y = grid_top
    for r, (spec, row) in enumerate(zip(view.table, rows, strict=True)):
        if r % 2 == 0:
            draw.rectangle((PAD, y, right, y + row.height), fill=STRIPE)
        _draw_row(draw, view, spec, row, y, left, col_w)
        y += row.height
    for s in range(n + 1):
        x = left + col_w * s
        draw.line((x, grid_top, x, y), fill=GRID, width=1)
    return png(image)


def _draw_seat(
    draw: ImageDraw.ImageDraw, view: PublicView, seat: PublicSeat, lines: _SeatLines, y: int, scene: Scene | None
) -> None:
    """A player's panel at ``y``: name, unmasked character, tableau, then the facts (and in a
    replay their secrets); the active player (in a replay: the step's), or once the game is
    over a winner, framed; in a replay the players the step named framed in blue."""
    active = view.outcome is None and seat.seat == view.active if scene is None else seat.seat == scene.actor
    winner = view.outcome is not None and seat.seat in view.outcome.winners
    named = scene is not None and seat.seat in scene.involved
    fill = ACTIVE if active or winner else "#FFFFFF"
    edge = ACTIVE_EDGE if active or winner else NAMED_EDGE if named else GRID
    h = lines.height
    draw.rounded_rectangle(
        (PAD, y, WIDTH - PAD, y + h), 12, fill=fill, outline=edge, width=5 if active or winner or named else 2
    )
    _token(draw, seat.seat, PAD + 32, y + 26)
    ly = y + 10
    for line in lines.name:
        text(draw, (PAD + 62, ly), line, lines.face, INK)
        ly += 32
    for line in lines.unmasked:
        text(draw, (PAD + 62, ly), line, font(TEXT, True), UNMASKED)
        ly += LINE
    for line in lines.tableau:
        text(draw, (PAD + 62, ly), line, font(TEXT, True), INK)
        ly += LINE
    for line in lines.facts:
        text(draw, (PAD + 62, ly), line, font(TEXT), MUTED)
        ly += LINE
    for line in lines.secrets:
        text(draw, (PAD + 62, ly), line, font(TEXT, True), SECRET)
        ly += LINE


def _draw_row(
    draw: ImageDraw.ImageDraw, view: PublicView, spec: CharacterSpec, row: _Row, y: int, left: int, col_w: int
) -> None:
    """A character's row of the evidence board at ``y``: its name and charm and curse, then
    across the players' columns either their tokens on it or its broken mirror."""
    n = len(view.seats)
    right = left + col_w * n
    broken = spec.id in view.broken
    row_h = row.height
    colour = MUTED if broken else INK
    ly = y + 6
    for line in row.name:
        text(draw, (PAD + 8, ly), line, font(TEXT, True), colour)
        ly += 28
    for line in row.sub:
        text(draw, (PAD + 8, ly), line, font(TEXT), MUTED)
        ly += 27
    if broken:
        for k in range(left, right - 10, 14):
            draw.line((k, y + row_h - 4, k + 10, y + 4), fill=GRID, width=2)
        ly = y + row_h // 2 - 14 * len(row.broken) + 14
        for line in row.broken:
            text(
                draw,
                ((left + right) // 2, ly),
                line,
                font(TEXT, True),
                INK,
                anchor="mm",
                stroke_width=3,
                stroke_fill=BACKGROUND,
            )
            ly += 28
    else:
        for s, seat in enumerate(view.seats):
            if spec.id in seat.marks:
                _token(draw, s, left + col_w * s + col_w // 2, y + row_h // 2)


def picture_key(view: PublicView, t: Translator) -> str:
    """What the picture shows (names included) — re-drawn and re-uploaded only when it changes."""
    t = t.for_labels()
    seats = [s.model_dump() for s in view.seats]
    shown = (
        t.locale,
        [t.seat(s.seat) for s in view.seats],
        view.round,
        view.rounds,
        view.active,
        [d.model_dump(include={"seat", "kind"}) for d in view.pending],
        seats,
        [x.id for x in view.table],
        view.broken,
        view.outcome.model_dump() if view.outcome else None,
    )
    return hashlib.sha1(repr(shown).encode(), usedforsecurity=False).hexdigest()
