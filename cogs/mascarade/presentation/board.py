"""Mascarade's Discord presentation: the public board, a seat's private panel and the
end-of-game summary. Pure functions of engine views; nothing stateful here."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import discord

from bot.i18n import Translator
from cogs.mascarade.rules import PublicView, SeatView, State
from cogs.mascarade.rules.knowledge import TimelineEntry
from cogs.mascarade.rules.views import CardView
from cogs.table.menus import clipped

__all__ = [
    "RULES_TOPICS",
    "board_embeds",
    "history_embed",
    "page_count",
    "panel_embed",
    "replay_secrets",
    "summary_embed",
]

RULES_TOPICS = ("overview", "turn", "claim", "characters", "second", "small", "bot")

COLOUR = discord.Colour.dark_purple()
FIELD_LIMIT = 1024
DESCRIPTION_LIMIT = 4096
# The panel shows at most this many of the newest timeline lines (fewer if they are long).
PANEL_LINES = 8
# Kept free under the newest lines for the "N earlier lines" hint.
HINT_ROOM = 100
# Timeline lines per History page: long names included, a page stays under 4096 characters.
HISTORY_PAGE = 12


def _clip(value: str) -> str:
    """Discord rejects field values over 1024 characters; a long table is cut, not lost."""
    return clipped(value, FIELD_LIMIT)


def _card(t: Translator, card: str) -> str:
    return t(f"mascarade-card-{card}")


def _faceup(t: Translator, cards: tuple[CardView, ...]) -> list[str]:
    return [t("mascarade-board-faceup", card_term=_card(t, c.face_up)) for c in cards if c.face_up]


def board_embeds(view: PublicView, t: Translator) -> list[discord.Embed]:
    """The live public board: turn, what is pending, every public fact (M-10.1)."""
    edition = t(f"mascarade-edition-{view.edition}")
    embed = discord.Embed(title=t("mascarade-board-title", edition_term=edition), colour=COLOUR)
    if view.outcome is not None:
        embed.description = f"**{t('mascarade-board-over')}** — {t.text(view.outcome.reason)}"
    else:
        turn_key = "mascarade-board-turn-prep" if view.preparatory else "mascarade-board-turn"
        lines = [f"**{t(turn_key, n=view.turn)}**"]
        if view.pending is not None:
            lines.append(t.text(view.pending))
        embed.description = "\n".join(lines)
    rows = []
    for info in view.seats:
        marker = t("mascarade-board-current") + " " if info.seat == view.current else ""
        parts = [marker + t("mascarade-board-seat", seat=t.seat(info.seat), n=info.coins)]
        if len(info.cards) > 1:
            parts.append(t("mascarade-board-seat-cards", n=len(info.cards)))
        parts += _faceup(t, info.cards)
        if info.announce_banned:
            parts.append(t("mascarade-board-revealed"))
        rows.append(" · ".join(parts))
    embed.add_field(name=t("mascarade-board-players"), value=_clip("\n".join(rows)), inline=False)
    embed.add_field(name=t("mascarade-board-courthouse"), value=t("mascarade-board-coins", n=view.courthouse))
    if view.centre:
        centre = [t("mascarade-board-centre-cards", n=len(view.centre)), *_faceup(t, view.centre)]
        embed.add_field(name=t("mascarade-board-centre"), value=" · ".join(centre))
    names = [_card(t, c.id) + (f" ×{c.copies}" if c.copies > 1 else "") for c in view.characters]
    # The set's names, and where each one's power is explained (the panel's "What does … do?").
    shown_set = f"{', '.join(names)}\n*{t('mascarade-board-set-help')}*"
    embed.add_field(name=t("mascarade-board-set"), value=_clip(shown_set), inline=False)
    if view.claim is not None:
        claim = [
            t(
                "mascarade-board-claim-line",
                seat=t.seat(view.claim.announcer),
                card_term=_card(t, view.claim.character),
            )
        ]
        if view.claim.contesters:
            who = ", ".join(t.seat(p) for p in view.claim.contesters)
            claim.append(t("mascarade-board-contesters", names=who))
        embed.add_field(name=t("mascarade-board-claim"), value=_clip("\n".join(claim)), inline=False)
    if view.removed:
        who = ", ".join(t.seat(p) for p in view.removed)
        embed.add_field(name="\u200b", value=_clip(t("mascarade-board-removed", names=who)), inline=False)
    return [embed]


def timeline_line(t: Translator, entry: TimelineEntry) -> str:
    return f"**{t('mascarade-known-turn', turn=entry.turn)}** · {t.text(entry.text)}"


def panel_embed(view: SeatView, t: Translator) -> discord.Embed:
    """A seat's private information (M-10.2): its cards as last seen, what it sees now
    (the Spy), and the newest lines of its timeline; the History button shows them all."""
    embed = discord.Embed(title=t("mascarade-panel-title", seat=t.seat(view.seat)), colour=COLOUR)
    if view.board.pending is not None:
        embed.description = t.text(view.board.pending)
    if view.known:
        embed.add_field(
            name=t("mascarade-panel-cards"), value=_clip("\n".join(t.text(k) for k in view.known)), inline=False
        )
    if view.seen:
        seen = [f"{t.text(s.label)}: **{_card(t, s.card)}**" for s in view.seen]
        embed.add_field(name=t("mascarade-panel-seen"), value=_clip("\n".join(seen)), inline=False)
    embed.add_field(name=t("mascarade-panel-notes"), value=_newest(view.timeline, t), inline=False)
    return embed


def _newest(entries: Sequence[TimelineEntry], t: Translator) -> str:
    """The newest lines that fit one field (oldest of them first), then how many earlier
    ones the History pages hold."""
    if not entries:
        return t("mascarade-history-empty")
    room = FIELD_LIMIT - HINT_ROOM
    lines: list[str] = []
    for entry in reversed(entries[-PANEL_LINES:]):
        line = clipped(timeline_line(t, entry), room)
        if lines and sum(len(x) + 1 for x in lines) + len(line) > room:
            break
        lines.append(line)
    lines.reverse()
    if len(entries) > len(lines):
        lines.append(f"-# {t('mascarade-panel-earlier', n=len(entries) - len(lines))}")
    return _clip("\n".join(lines))


def page_count(entries: Sequence[TimelineEntry]) -> int:
    return max(1, -(-len(entries) // HISTORY_PAGE))


def history_embed(view: SeatView, page: int, t: Translator) -> discord.Embed:
    """Page ``page`` (0-based, within range) of the seat's whole timeline, newest first."""
    newest = list(reversed(view.timeline))
    shown = newest[page * HISTORY_PAGE : (page + 1) * HISTORY_PAGE]
    description = "\n".join(timeline_line(t, e) for e in shown) or t("mascarade-history-empty")
    embed = discord.Embed(
        title=t("mascarade-history-title", n=len(view.timeline)),
        description=clipped(description, DESCRIPTION_LIMIT),
        colour=COLOUR,
    )
    if view.known:
        embed.add_field(
            name=t("mascarade-panel-cards"), value=_clip("\n".join(t.text(k) for k in view.known)), inline=False
        )
    embed.set_footer(text=t("mascarade-history-page", page=page + 1, pages=page_count(view.timeline)))
    return embed


def summary_embed(state: State, t: Translator) -> discord.Embed:
    """End of game: winners, fortunes and where every card ended up."""
    embed = discord.Embed(title=t("mascarade-summary-title"), colour=COLOUR)
    if state.outcome is not None:
        embed.description = t.text(state.outcome.reason)
        winners = ", ".join(t.seat(p) for p in state.outcome.winners)
        embed.add_field(
            name=t("mascarade-summary-winners"),
            value=winners or t("mascarade-summary-nobody"),
            inline=False,
        )
    fortunes = []
    for seat in range(state.players):
        line = t("mascarade-board-seat", seat=t.seat(seat), n=state.coins[seat])
        if seat in state.removed:
            line += " " + t("mascarade-summary-left")
        fortunes.append(line)
    embed.add_field(name=t("mascarade-summary-fortunes"), value=_clip("\n".join(fortunes)), inline=False)
    embed.add_field(name=t("mascarade-summary-cards"), value=_clip("\n".join(replay_secrets(state, t))), inline=False)
    embed.add_field(name=t("mascarade-board-courthouse"), value=t("mascarade-board-coins", n=state.courthouse))
    return embed


def replay_secrets(state: State, t: Translator) -> list[str]:
    """Who holds which card, and what lies in the centre: the end summary's, and every
    step's of a finished game's replay."""
    cards = []
    for seat in state.order:
        held = Counter(state.slots[i].card for i in state.owned(seat))
        cards.append(f"{t.seat(seat)}: " + ", ".join(_card(t, c) for c in sorted(held.elements())))
    centre = [state.slots[i].card for i in state.centre_slots()]
    if centre:
        cards.append(f"{t('mascarade-board-centre')}: " + ", ".join(_card(t, c) for c in centre))
    return cards
