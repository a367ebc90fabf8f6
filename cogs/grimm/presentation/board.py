"""Grimm Masquerade presentation: the public board, a seat's private panel, the end summary.

Pure functions of engine views (nothing stateful). Players are numbered as well as named
(#1 Alice) so the evidence board and its picture never rely on colour alone.
"""

from __future__ import annotations

import discord

from bot.i18n import Translator
from cogs.grimm.rules import PublicView, SeatView, State
from cogs.grimm.rules.views import PublicSeat
from cogs.table.menus import clipped

RULES_TOPICS = ("overview", "turn", "artifacts", "actions", "unmasked", "scoring", "advanced", "bot")

COLOUR = discord.Colour(0x7B2D8B)
FIELD_LIMIT = 1024


def _clip(value: str, limit: int = FIELD_LIMIT) -> str:
    return clipped(value, limit)


def player(t: Translator, seat: int) -> str:
    return t("grimm-board-player", n=seat + 1, name=t.seat(seat))


def _tableau(seat: PublicSeat, icons: dict[str, str], t: Translator) -> str:
    """A tableau as "👑 Crown ×2, 🪞 Mirror" (the symbols match the panel's menus)."""
    if not seat.tableau:
        return t("grimm-board-tableau-empty")
    return ", ".join(
        t("grimm-board-card-count", card=f"{icons[card]} {t(f'grimm-card-{card}')}", n=count)
        for card, count in seat.tableau
    )


def _status(view: PublicView, t: Translator) -> str:
    if view.outcome is not None:
        return t("grimm-board-over")
    waiting = [
        t("grimm-board-waiting", player=player(t, d.seat), what=t(f"grimm-decision-{d.kind}")) for d in view.pending
    ]
    return "\n".join(waiting)


def board_embeds(view: PublicView, t: Translator) -> list[discord.Embed]:
    """The live public board: whom the table waits for, the actions open this round, the
    decks and the face-up row, past rounds. The players, their tableaux and the evidence are
    in the picture the adapter attaches (cogs/grimm/presentation/render.py), so nothing here repeats it
    and the picture stays in view on a phone."""
    embed = discord.Embed(
        title=t("grimm-board-title", round=view.round, rounds=view.rounds, trophy=view.trophy),
        description=_clip(_status(view, t), 4096),
        colour=COLOUR,
    )
    actions = ", ".join(t(f"grimm-action-{a}") for a in ["point_finger", *view.shown])
    embed.add_field(name=t("grimm-board-actions"), value=_clip(actions), inline=False)
    decks = [
        t("grimm-board-decks", deck=view.deck_size, discard=view.discard_size, characters=view.character_deck_size)
    ]
    if view.options.bets:
        decks.append(t("grimm-board-bet-deck", n=view.bet_deck_size))
    if view.row:
        row = ", ".join(f"{view.icons[c]} {t(f'grimm-card-{c}')}" for c in view.row)
        decks.append(t("grimm-board-row-line", cards=row))
    embed.add_field(name=t("grimm-board-decks-title"), value=_clip("\n".join(decks)), inline=False)
    if view.history:
        lines = [_history_line(r.round, r.winner, r.trophy, t) for r in view.history]
        embed.add_field(name=t("grimm-board-history"), value=_clip("\n".join(lines)), inline=False)
    return [embed]


def _history_line(number: int, winner: int | None, trophy: int, t: Translator) -> str:
    if winner is None:
        return t("grimm-board-round-nobody", round=number)
    return t("grimm-board-round-winner", round=number, player=player(t, winner), trophy=trophy)


def panel_embed(view: SeatView, t: Translator) -> discord.Embed:
    """A seat's private information: characters, drawn cards, hand, peeks, bets, ability."""
    embed = discord.Embed(title=t("grimm-panel-title", player=player(t, view.seat)), colour=COLOUR)
    content = {c.id: c for c in view.board.table}
    lines = []
    for character in view.characters:
        spec = content[character]
        lines.append(
            t(
                "grimm-panel-character",
                character=t(f"grimm-character-{character}"),
                boon=t(f"grimm-card-{spec.boon}"),
                bane=t(f"grimm-card-{spec.bane}"),
            )
        )
    embed.add_field(name=t("grimm-panel-characters"), value=_clip("\n".join(lines)), inline=False)
    me = view.board.seats[view.seat]
    if me.masked:
        embed.add_field(name=t("grimm-panel-tableau"), value=_clip(_tableau(me, view.board.icons, t)), inline=False)
        embed.add_field(name=t("grimm-panel-goals"), value=_clip("\n".join(goal_lines(view, t))), inline=False)
    if view.drawn:
        drawn = ", ".join(t(f"grimm-card-{c}") for c in view.drawn)
        embed.add_field(name=t("grimm-panel-drawn"), value=drawn, inline=False)
    if view.hand:
        hand = ", ".join(t(f"grimm-card-{c}") for c in view.hand)
        embed.add_field(name=t("grimm-panel-hand"), value=_clip(hand), inline=False)
    if view.peeked:
        seen = ", ".join(t(f"grimm-character-{c}") for c in view.peeked)
        embed.add_field(name=t("grimm-panel-peeked"), value=_clip(seen), inline=False)
    if view.bets:
        bets = ", ".join(t(f"grimm-character-{c}") for c in view.bets)
        embed.add_field(name=t("grimm-panel-bets"), value=_clip(bets), inline=False)
    if view.chosen:
        chosen = ", ".join(t(f"grimm-character-{c}") for c in view.chosen)
        embed.add_field(name=t("grimm-panel-chosen"), value=_clip(chosen), inline=False)
    if me.ability:
        embed.add_field(
            name=t(f"grimm-ability-{me.ability}"),
            value=_clip(ability_text(view.board, me.ability, t)),
            inline=False,
        )
    if view.decision:
        embed.description = t(f"grimm-decision-{view.decision}")
    return embed


def goal_lines(view: SeatView, t: Translator) -> list[str]:
    """How many of each own charm and curse the seat holds against the count that wins the
    round or unmasks it; Power over Time's count of different artifacts."""
    two = len(view.characters) > 1
    lines = [
        t(
            f"grimm-panel-goal-{goal.role}",
            icon=view.board.icons[goal.card],
            card=t(f"grimm-card-{goal.card}"),
            held=goal.held,
            threshold=goal.threshold,
            two="yes" if two else "no",
            character=t(f"grimm-character-{goal.character}"),
        )
        for goal in view.goals
    ]
    me = view.board.seats[view.seat]
    if me.ability == "power_over_time":
        spec = next(a for a in view.board.abilities if a.id == me.ability)
        lines.append(t("grimm-panel-power", held=len(me.tableau), threshold=spec.distinct))
    return lines


def ability_text(view: PublicView, ability: str, t: Translator) -> str:
    """An ability's rules text; the artifacts it names come from the content table."""
    spec = next(a for a in view.abilities if a.id == ability)
    cards = [t(f"grimm-card-{c}") for c in spec.triggers] or ["", ""]
    return t(
        f"grimm-ability-{ability}-text",
        first_term=cards[0],
        second_term=cards[-1],
        n=spec.distinct,
    )


def summary_embed(state: State, t: Translator) -> discord.Embed:
    """End of game: winners, final roses and trophies, every round's characters."""
    embed = discord.Embed(title=t("grimm-summary-title"), colour=COLOUR)
    if state.outcome is not None:
        winners = ", ".join(player(t, s) for s in state.outcome.winners)
        embed.description = "\n".join(
            x for x in (t.text(state.outcome.reason), t("grimm-summary-winners", players=winners or "—")) if x
        )
    ranked = sorted(range(state.players), key=lambda s: -state.seats[s].total)
    scores = [
        t(
            "grimm-summary-score",
            player=player(t, s),
            total=state.seats[s].total,
            trophies=", ".join(str(x) for x in state.seats[s].trophies) or "—",
        )
        for s in ranked
    ]
    embed.add_field(name=t("grimm-summary-scores"), value=_clip("\n".join(scores)), inline=False)
    rounds = [(r.round, r.winner, r.trophy, r.characters) for r in state.history]
    if state.round and (not state.history or state.history[-1].round != state.round):
        # A game ended mid-round (moderator): reveal that round's characters too.
        rounds.append((state.round, None, 0, [s.characters for s in state.seats]))
    for number, winner, trophy, characters in rounds[-20:]:
        lines = [_history_line(number, winner, trophy, t)]
        for s, chars in enumerate(characters):
            names = ", ".join(t(f"grimm-character-{c}") for c in chars)
            lines.append(t("grimm-summary-character", player=player(t, s), characters=names))
        embed.add_field(name=t("grimm-summary-round", round=number), value=_clip("\n".join(lines)), inline=False)
    return embed


def replay_secrets(state: State, t: Translator) -> list[str]:
    """Who is whom this round: every step's secrets in a finished game's replay."""
    return [
        t(
            "grimm-summary-character",
            player=player(t, s),
            characters=", ".join(t(f"grimm-character-{c}") for c in seat.characters),
        )
        for s, seat in enumerate(state.seats)
        if seat.characters
    ]
