"""Which cards are in play: the standard sets, random sets and a host's custom set (M-1.3, M-1.4)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict

from bot.engine.errors import IllegalAction
from bot.engine.text import Text, text

if TYPE_CHECKING:
    from cogs.mascarade.rules.content import Character, Content, Edition, EditionId
    from cogs.mascarade.rules.options import Options

# A random set is drawn until one obeys M-1.4 without warnings; the standard set is the
# fallback so a pathological edition can never loop forever.
RANDOM_SET_ATTEMPTS = 200


class SetCheck(BaseModel):
    """The verdict on a character set: errors forbid it, warnings only advise."""

    model_config = ConfigDict(frozen=True)

    errors: tuple[Text, ...] = ()
    warnings: tuple[Text, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.errors


def validate_set(content: Content, edition: EditionId, cards: Sequence[str], players: int) -> SetCheck:
    """Check a set of character ids (Peasants listed twice) for ``players`` against M-1.4.

    Each error names the broken rule; more than half money cards is a warning only.
    """
    ed = content.editions[edition]
    known = {c.id: c for c in ed.characters}
    chars = [known[card] for card in cards if card in known]
    errors = [
        *_table_errors(ed, players),
        *(text("mascarade-set-unknown", card=card) for card in sorted({card for card in cards if card not in known})),
        *_count_errors(content, len(cards), players),
        *_character_errors(chars, players),
    ]
    warnings: list[Text] = []
    money = sum(1 for c in chars if c.money)
    if chars and money * 3 < len(cards):
        errors.append(text("mascarade-set-money", n=money, total=len(cards)))
    elif money * 2 > len(cards):
        warnings.append(text("mascarade-set-money-warning", n=money, total=len(cards)))
    return SetCheck(errors=tuple(errors), warnings=tuple(warnings))


def _table_errors(ed: Edition, players: int) -> list[Text]:
    """One card each needs 4 players and a table size the edition allows."""
    errors: list[Text] = []
    if players < 4:
        errors.append(text("mascarade-set-small-table"))
    if not ed.min_players <= players <= ed.max_players:
        errors.append(text("mascarade-set-players", low=ed.min_players, high=ed.max_players))
    return errors


def _card_count_range(content: Content, players: int) -> tuple[int, int]:
    """How many cards a table of ``players`` (4 or more) plays with: 6 with 4–5 players,
    otherwise one each plus at most the centre's."""
    if players <= 5:
        return content.small_table_cards, content.small_table_cards
    return players, players + content.max_centre


def _count_errors(content: Content, count: int, players: int) -> list[Text]:
    low, high = _card_count_range(content, players)
    return [] if low <= count <= high else [text("mascarade-set-count", n=count, low=low, high=high)]


def _character_errors(chars: Sequence[Character], players: int) -> list[Text]:
    """A Judge, no more copies than printed (Peasants exactly a pair), no card below its
    printed table size."""
    errors: list[Text] = []
    if not any(c.power == "judge" for c in chars):
        errors.append(text("mascarade-set-judge"))
    by_id = {c.id: c for c in chars}
    for card, n in sorted(Counter(c.id for c in chars).items()):
        ch = by_id[card]
        if ch.power == "peasant" and n != ch.copies:
            errors.append(text("mascarade-set-peasants", card_term=f"mascarade-card-{card}"))
        elif n > ch.copies:
            errors.append(text("mascarade-set-copies", card_term=f"mascarade-card-{card}"))
        if players < ch.min_players:
            errors.append(text("mascarade-set-min-players", card_term=f"mascarade-card-{card}", n=ch.min_players))
    return errors


def checks_by_size(content: Content, edition: EditionId, cards: Sequence[str]) -> dict[int, SetCheck]:
    """:func:`validate_set` for every table size the edition allows, smallest first."""
    ed = content.editions[edition]
    return {n: validate_set(content, edition, cards, n) for n in range(ed.min_players, ed.max_players + 1)}


def removal_breaks(content: Content, edition: EditionId, cards: Sequence[str], before: int, seat: int) -> Text | None:
    """Why a table of ``before`` players may not go on with ``cards`` once ``seat`` is
    removed (the reason the game ends with), or None if it may.

    What is left must still be a table M-1.1 and M-1.4 allow: the 2- and 3-player games
    never shrink (M-8, M-9); one card each needs at least 4 players and the edition's
    minimum; no card may be under its printed minimum (Peasants and the 1st-edition
    Inquisitor 8+, the 2nd edition's from the content file); 6 cards with 4–5 players,
    otherwise one per player plus at most 2 in the centre. The other M-1.4 rules (Judge,
    money cards, Peasant pairs) concern only which cards are in play, which a removal
    does not change.
    """
    ed = content.editions[edition]
    players = before - 1
    if before <= 3:
        return text("mascarade-end-removed-small", seat=seat)
    low = max(4, ed.min_players)
    if players < low:
        return text("mascarade-end-removed-few", seat=seat, n=players, low=low)
    for card in sorted(set(cards)):
        need = ed.character(card).min_players
        if players < need:
            term = f"mascarade-card-{card}"
            return text("mascarade-end-removed-card", seat=seat, n=players, low=need, card_term=term)
    low, high = _card_count_range(content, players)
    if not low <= len(cards) <= high:
        return text("mascarade-end-removed-count", seat=seat, n=players, cards=len(cards), low=low, high=high)
    return None


def choose_set(content: Content, options: Options, players: int, rng: random.Random) -> list[str]:
    """The cards for a new game at a table the edition allows (the engine template checked
    the count against ``Rules.player_range``): fixed for 2–3 players (M-8.1, M-9.1; an
    edition that allows them has a small set), else the host's custom set, the standard
    set (M-1.3 / Court of N) or a random set obeying M-1.4.

    A custom set is for 4+ players (M-1.4): a 2- or 3-player table with one stored is
    refused rather than silently dealt the fixed set; the host clears the set to play."""
    ed = content.editions[options.edition]
    if players < 4:
        if options.custom_set is not None:
            raise IllegalAction("mascarade-set-small-table")
        return sorted(ed.small_set)
    if options.custom_set is not None:
        check = validate_set(content, options.edition, options.custom_set, players)
        if check.errors:
            first = check.errors[0]
            raise IllegalAction(first.key, **first.args, **first.seats, **first.terms)
        return sorted(options.custom_set)
    if options.preset == "random":
        return _random_set(content, options.edition, players, rng)
    return sorted(ed.standard[players])


def _random_set(content: Content, edition: EditionId, players: int, rng: random.Random) -> list[str]:
    ed = content.editions[edition]
    allowed = [c for c in ed.characters if c.min_players <= players]
    judge = [c.id for c in allowed if c.power == "judge"]
    others = [c for c in allowed if c.power != "judge"]
    for _ in range(RANDOM_SET_ATTEMPTS):
        size = content.small_table_cards if players <= 5 else players + rng.randint(0, content.max_centre)
        cards = list(judge)
        for ch in rng.sample(others, len(others)):
            if len(cards) + ch.copies <= size:
                cards.extend([ch.id] * ch.copies)
        check = validate_set(content, edition, cards, players)
        if check.ok and not check.warnings:
            return sorted(cards)
    return sorted(ed.standard[players])
