"""Mascarade's Discord presentation: the public board, a seat's private panel and the
end-of-game summary. Pure functions of engine views; nothing stateful here."""

from __future__ import annotations

from collections import Counter

import discord

from bot.engine.mascarade import PublicView, SeatView, State
from bot.engine.mascarade.views import CardView
from bot.i18n import Translator
from cogs.game.menus import clipped

__all__ = ["RULES_TOPICS", "board_embeds", "panel_embed", "summary_embed"]

RULES_TOPICS = ("overview", "turn", "claim", "characters", "second", "small")

COLOUR = discord.Colour.dark_purple()
FIELD_LIMIT = 1024


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
    embed.add_field(name=t("mascarade-board-set"), value=_clip(", ".join(names)), inline=False)
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


def panel_embed(view: SeatView, t: Translator) -> discord.Embed:
    """A seat's private information (M-10.2): its notes and what its Spy sees now."""
    embed = discord.Embed(title=t("mascarade-panel-title", seat=t.seat(view.seat)), colour=COLOUR)
    if view.board.pending is not None:
        embed.description = t.text(view.board.pending)
    if view.seen:
        seen = [f"{t.text(s.label)}: **{_card(t, s.card)}**" for s in view.seen]
        embed.add_field(name=t("mascarade-panel-seen"), value=_clip("\n".join(seen)), inline=False)
    notes = "\n".join(f"• {t.text(n)}" for n in view.notes) or t("mascarade-panel-no-notes")
    embed.add_field(name=t("mascarade-panel-notes"), value=_clip(notes), inline=False)
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
    cards = []
    for seat in state.order:
        held = Counter(state.slots[i].card for i in state.owned(seat))
        cards.append(f"{t.seat(seat)}: " + ", ".join(_card(t, c) for c in sorted(held.elements())))
    centre = [sl.card for sl in state.slots if sl.owner is None]
    if centre:
        cards.append(f"{t('mascarade-board-centre')}: " + ", ".join(_card(t, c) for c in centre))
    embed.add_field(name=t("mascarade-summary-cards"), value=_clip("\n".join(cards)), inline=False)
    embed.add_field(name=t("mascarade-board-courthouse"), value=t("mascarade-board-coins", n=state.courthouse))
    return embed
