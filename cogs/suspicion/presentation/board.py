"""Suspicion's Discord presentation: the public board, a seat's private panel and the
end-of-game summary. Pure functions of engine views; nothing stateful here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import discord

from bot.i18n import Translator
from cogs.suspicion.rules import PublicView, SeatView, State
from cogs.suspicion.rules.content import GEMS, Gem
from cogs.suspicion.rules.terms import face_term, guest_term, room_term
from cogs.suspicion.rules.views import AnswerSeen
from cogs.table.menus import clipped

__all__ = [
    "RULES_TOPICS",
    "answer_line",
    "board_embeds",
    "clip",
    "history_embed",
    "page_count",
    "panel_embed",
    "replay_secrets",
    "room_code",
    "summary_embed",
]

RULES_TOPICS = ("overview", "setup", "turn", "actions", "sight", "end", "bot")

COLOUR = discord.Colour.dark_teal()
FIELD_LIMIT = 1024
DESCRIPTION_LIMIT = 4096
# Answers per history page: 15 lines stay far inside 4096 characters with 32-character names.
HISTORY_PAGE = 15
PANEL_ANSWERS = 10
# Columns A-D and rows 1-3, as the room names and the villa picture label them.
ROOM_ORDER = tuple(f"r{r}c{c}" for r in range(3) for c in range(4))


def clip(value: str) -> str:
    """Discord rejects field values over 1024 characters; a long list is cut, not lost."""
    return clipped(value, FIELD_LIMIT)


def _guest(t: Translator, guest: str) -> str:
    return t(guest_term(guest))


def face_name(t: Translator, face: str) -> str:
    """A die's face as the reader reads it: a guest's name, or "any guest"."""
    return t(face_term(face))


def _card(t: Translator, card: int) -> str:
    return t(f"suspicion-card-{card}")


def room_code(room: str) -> str:
    """A room's grid name (``r1c2`` is C2), the same in every language."""
    index = ROOM_ORDER.index(room)
    return f"{'ABCD'[index % 4]}{index // 4 + 1}"


def answer_line(t: Translator, answer: AnswerSeen) -> str:
    return t(
        "suspicion-panel-answer",
        target=t.seat(answer.target),
        guest=t(guest_term(answer.guest)),
        room=room_code(answer.room),
        answer="yes" if answer.answer else "no",
    )


def page_count(answers: Sequence[AnswerSeen]) -> int:
    return max(1, -(-len(answers) // HISTORY_PAGE))


def history_embed(answers: Sequence[AnswerSeen], page: int, t: Translator) -> discord.Embed:
    """Page ``page`` (0-based, already within range) of the answers, numbered from the
    first question of the game."""
    first = page * HISTORY_PAGE
    shown = answers[first : first + HISTORY_PAGE]
    lines = [f"{first + i + 1}. {answer_line(t, a)}" for i, a in enumerate(shown)]
    description = "\n".join(lines) or t("suspicion-history-empty")
    embed = discord.Embed(
        title=t("suspicion-history-title", n=len(answers)),
        description=description[:DESCRIPTION_LIMIT],
        colour=COLOUR,
    )
    embed.set_footer(text=t("suspicion-history-page", page=page + 1, pages=page_count(answers)))
    return embed


def _gems(t: Translator, gems: Mapping[Gem, int]) -> str:
    return " · ".join(t(f"suspicion-gems-{gem}", n=gems[gem]) for gem in GEMS)


def _half(t: Translator, kind: str) -> str:
    return t(f"suspicion-step-half-{kind}")


def _status(view: PublicView, t: Translator) -> list[str]:
    """Whose turn and what is pending (the headline of the board)."""
    if view.outcome is not None:
        return [f"**{t('suspicion-board-over')}** — {t.text(view.outcome.reason)}"]
    if view.phase == "guess":
        names = ", ".join(t.seat(w.seat) for w in view.waiting)
        return [f"**{t('suspicion-board-guessing', names=names)}**"]
    lines = [f"**{t(f'suspicion-board-turn-{view.phase}', seat=t.seat(view.current))}**"]
    if view.dice:
        lines.append(t("suspicion-board-dice", first=face_name(t, view.dice[0]), second=face_name(t, view.dice[1])))
    if view.dice_left:
        faces = ", ".join(face_name(t, f) for f in view.dice_left)
        lines.append(t("suspicion-board-dice-left", faces=faces))
    if view.card is not None:
        lines.append(t("suspicion-board-card", card=_card(t, view.card)))
        if view.card_left:
            halves = ", ".join(_half(t, k) for k in view.card_left)
            lines.append(t("suspicion-board-card-left", halves=halves, n=view.halves_per_card))
    return lines


def board_embeds(view: PublicView, t: Translator) -> list[discord.Embed]:
    """The live public board (S-6.1): turn and pending step, dice, card in play, guests by
    room, the gem bank and every player's gems, the deck size."""
    embed = discord.Embed(title=t("suspicion-board-title"), colour=COLOUR)
    embed.description = "\n".join(_status(view, t))
    rooms: dict[str, list[str]] = {}
    for guest, room in view.positions.items():
        rooms.setdefault(room, []).append(_guest(t, guest))
    lines = [f"{t(room_term(room))}: {', '.join(sorted(rooms[room]))}" for room in ROOM_ORDER if room in rooms]
    embed.add_field(name=t("suspicion-board-guests"), value=clip("\n".join(lines)), inline=False)
    embed.add_field(name=t("suspicion-board-bank", n=view.start_bank), value=_gems(t, view.bank), inline=False)
    players = []
    for seat in view.seats:
        marker = "▶ " if seat.seat == view.current and view.phase not in ("guess", "over") else ""
        name = t.seat(seat.seat) + (f" {t('suspicion-board-left')}" if seat.removed else "")
        players.append(f"{marker}**{name}** — {_gems(t, seat.gems)}")
    embed.add_field(name=t("suspicion-board-players"), value=clip("\n".join(players)), inline=False)
    embed.add_field(
        name=t("suspicion-board-cards"),
        value=t("suspicion-board-deck", n=view.deck, discard=view.discard),
        inline=False,
    )
    return [embed]


def panel_embed(view: SeatView, t: Translator) -> discord.Embed:
    """One seat's secrets (S-6.2), shown only to that seat."""
    embed = discord.Embed(title=t("suspicion-panel-title"), colour=COLOUR)
    embed.description = t("suspicion-panel-guest", guest=_guest(t, view.guest))
    embed.add_field(
        name=t("suspicion-panel-hand"),
        value=clip("\n".join(_card(t, c) for c in view.hand) or "—"),
        inline=False,
    )
    if view.peeks:
        peeks = ", ".join(_guest(t, g) for g in view.peeks)
        embed.add_field(name=t("suspicion-panel-peeks"), value=clip(peeks), inline=False)
    if view.answers:
        # The latest few fit a field; the history button reaches every one (cogs/suspicion/presentation/history.py).
        recent = view.answers[-PANEL_ANSWERS:]
        name = (
            t("suspicion-panel-answers")
            if len(recent) == len(view.answers)
            else t("suspicion-panel-answers-recent", shown=len(recent), n=len(view.answers))
        )
        embed.add_field(name=name, value=clip("\n".join(answer_line(t, a) for a in recent)), inline=False)
    if view.guesses is not None:
        embed.add_field(name=t("suspicion-panel-guesses"), value=clip(_guess_lines(view.guesses, t)), inline=False)
    return embed


def _guess_lines(guesses: dict[int, str | None], t: Translator) -> str:
    lines = [
        t(
            "suspicion-guess-line",
            target=t.seat(target),
            guest=_guest(t, guest) if guest else t("suspicion-choice-no-guess"),
        )
        for target, guest in sorted(guesses.items())
    ]
    return "\n".join(lines) or "—"


def summary_embed(state: State, t: Translator) -> discord.Embed:
    """The end of the game (S-5.3): winners, every breakdown, every secret revealed."""
    embed = discord.Embed(title=t("suspicion-summary-title"), colour=COLOUR)
    outcome = state.outcome
    if outcome is not None and outcome.winners:
        names = ", ".join(t.seat(s) for s in outcome.winners)
        embed.description = (
            f"**{t('suspicion-summary-winners', names=names, n=len(outcome.winners))}**\n{t.text(outcome.reason)}"
        )
    elif outcome is not None:
        embed.description = t.text(outcome.reason)
    scores = {s.seat: s for s in state.scores}
    for seat, secrets in enumerate(state.secrets):
        lines = [t("suspicion-summary-guest", guest=_guest(t, secrets.guest))]
        score = scores.get(seat)
        if score is not None:
            lines.append(
                t(
                    "suspicion-summary-score",
                    points=score.points,
                    correct=len(score.correct),
                    sets=score.sets,
                    loose=score.loose,
                    guessed_by=score.guessed_by,
                )
            )
        lines.append(_gems(t, state.gems[seat]))
        if secrets.guesses:
            lines.append(_guess_lines(secrets.guesses, t))
        lines.append(t("suspicion-summary-hand", cards=", ".join(_card(t, c) for c in secrets.hand) or "—"))
        name = t.seat(seat) + (f" {t('suspicion-board-left')}" if seat in state.removed else "")
        embed.add_field(name=name[:256], value=clip("\n".join(lines)), inline=False)
    return embed


def replay_secrets(state: State, t: Translator) -> list[str]:
    """Which guest each player is and the cards in their hand: every step's secrets in a
    finished game's replay (the answers are the step's private events)."""
    return [
        t(
            "suspicion-replay-seat",
            player=t.seat(seat),
            guest=_guest(t, secrets.guest),
            cards=", ".join(_card(t, c) for c in secrets.hand) or "—",
        )
        for seat, secrets in enumerate(state.secrets)
    ]
