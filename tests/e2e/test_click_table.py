"""What each common move costs, measured as people play (tests/e2e/people.py): a short game
of each game through the real bot and the fake Discord, a click table per game (shown with
``-s``), and every kind of move within its goal.

Goals: a Mascarade swap (made or not) 2 clicks, a peek 1, an announcement 2, passing on a
claim 1; a Grimm card kept or given 2 from the turn message, the card seen first (its control
opens the choice privately, the card shown: 1 more when the panel is still open from the
card before), so a turn without an action 3; a whole Suspicion turn (the dice rolled by the
bot) 4: the moves (both in one choice unless a die shows '?'), the card together with the
half carried out first, the other half. A turn whose card sends a guest through the secret
passage takes one more, its room (110 guest-and-room pairs do not fit one choice). A player
whose open panel has scrolled away starts from the turn message, where the seat to act
begins each of these moves.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.engine.core import Decision
from cogs.grimm.rules import actions as grimm
from cogs.mascarade.rules.actions import Announce, Pass, Peek, Swap
from cogs.suspicion.rules.actions import Passage, Play, parse_action
from tests.e2e.clicks import Clicks, Want, anything
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import make_night
from tests.e2e.people import Ledger, People, Plan

pytestmark = pytest.mark.e2e

OTHER = "other"  # decisions outside the table (a power's target, a draft pick): played, not judged
SWAP = "swap or fake swap"
MASCARADE_GOALS = {SWAP: 2, "peek": 1, "announce": 2, "pass on a claim": 1}
GRIMM_FIRST = "first card kept or given, seen"
GRIMM_SECOND = "second card given and the turn ended, seen"
GRIMM_GOALS = {GRIMM_FIRST: 2, GRIMM_SECOND: 1}
SUSPICION_TURN = "turn (dice rolled by the bot)"
SUSPICION_PASSAGE_TURN = "turn with the secret passage"
SUSPICION_GOALS = {SUSPICION_TURN: 4, SUSPICION_PASSAGE_TURN: 5}
# A game whose first turns roll a '?' and play a card with the secret passage.
SUSPICION_SEED = 5
# Powers that ask their announcer nothing more, so an announcement is followed by answers only.
PLAIN_POWERS = ("king", "queen", "judge", "cheat", "widow")
# A Grimm turn's own steps after its first card (a turn that begins with an ability's draw,
# in a later round, is another kind of turn).
GRIMM_TURN_KINDS = frozenset(("keep", "extra", "give", "action"))


def within(game: str, ledger: Ledger, goals: dict[str, int]) -> None:
    """Print the game's click table, then hold every kind of move to its goal."""
    print("\n" + ledger.table(game, goals))
    over = [f"{kind} took {ledger.most(kind)} > {goal}" for kind, goal in goals.items() if ledger.most(kind) > goal]
    assert not over, f"{game}: {', '.join(over)} clicks"


def kind_is(kind: type) -> Want:
    def wanted(action: Any) -> bool:
        return isinstance(action, kind)

    return wanted


def swap_made(made: bool) -> Want:
    def wanted(action: Any) -> bool:
        return isinstance(action, Swap) and action.swap is made

    return wanted


def plain_announce(action: Any) -> bool:
    return isinstance(action, Announce) and action.character in PLAIN_POWERS


def mascarade_plan() -> Plan:
    """The preparatory swaps, then turns that swap (or not), peek and announce in turn (a
    swap where the rules forbid the planned move); every claim is passed on."""
    turns = itertools.cycle((SWAP, "peek", "announce"))
    flags = itertools.cycle((True, False))

    def plan(decision: Decision) -> Sequence[tuple[str, Want]]:
        if decision.kind == "contest":
            return [("pass on a claim", kind_is(Pass))]
        if decision.kind not in ("prep", "turn"):
            return [(OTHER, anything)]
        swap = (SWAP, swap_made(next(flags)))
        planned = SWAP if decision.kind == "prep" else next(turns)
        if planned == "peek":
            return [("peek", kind_is(Peek)), swap]
        if planned == "announce":
            return [("announce", plain_announce), ("announce", kind_is(Announce)), swap]
        return [swap]

    return plan


def grimm_plan(decision: Decision) -> Sequence[tuple[str, Want]]:
    """Every turn keeps its first card and gives the second away ending the turn (or ends it
    at the action, when the give cannot); any other decision the shortest way. Each card's
    decision counts on its own: a move is counted per decision here (``since``), not per turn."""
    if decision.kind not in GRIMM_TURN_KINDS:
        return [(OTHER, anything)]

    def gives_and_ends(action: Any) -> bool:
        return isinstance(action, grimm.Give) and action.end_turn

    if decision.kind in ("keep", "extra"):
        return [(GRIMM_FIRST, kind_is(grimm.Keep)), (GRIMM_FIRST, anything)]
    return [(GRIMM_SECOND, want) for want in (gives_and_ends, kind_is(grimm.Skip), anything)]


def suspicion_plan(decision: Decision) -> Sequence[tuple[str, Want]]:
    return [(SUSPICION_TURN if decision.kind != "guess" else OTHER, anything)]


async def play(
    fake: FakeDiscord,
    tmp_path: Path,
    game: str,
    players: int,
    steps: int,
    plan: Plan,
    seed: int | None = None,
    *,
    turns: bool = True,
) -> tuple[Ledger, list[tuple[int | None, str, str]]]:
    """``steps`` decisions of a new game of ``game``, played as people do (from ``seed``
    if given); returns the clicks and the stored actions (seat, kind, JSON)."""
    night = await make_night(fake, tmp_path)
    ledger = Ledger()
    async with night.bot() as bot:
        if seed is not None:
            bot.services.service.deals = random.Random(seed)
        await night.open_game(game, players)
        await People(Clicks(night, bot)).play(steps, plan, ledger, turns=turns)
        actions = await bot.services.service.store.actions(night.game_id)
    fake.assert_all_answered()
    return ledger, actions


@pytest.mark.parametrize(("players", "steps"), [(5, 40), (13, 70)])
async def test_mascarade_click_table(fake: FakeDiscord, tmp_path: Path, players: int, steps: int) -> None:
    """The smallest table most people play and the largest, where a panel scrolls away soonest."""
    ledger, _ = await play(fake, tmp_path, "mascarade", players, steps, mascarade_plan())
    within(f"Mascarade, {players} players", ledger, MASCARADE_GOALS)


async def test_grimm_click_table(fake: FakeDiscord, tmp_path: Path) -> None:
    ledger, _ = await play(fake, tmp_path, "grimm", 4, 24, grimm_plan, turns=False)
    within("Grimm Masquerade, 4 players", ledger, GRIMM_GOALS)


def passage_turns(actions: list[tuple[int | None, str, str]]) -> list[bool]:
    """Whether each turn of a stored Suspicion game, in order, sent a guest through the
    secret passage (alone, or with the card); a turn is its seat's run of actions."""
    turns: list[tuple[int | None, bool]] = []
    for seat, _, data in actions:
        action = parse_action(data)
        passage = isinstance(action, Passage) or (isinstance(action, Play) and isinstance(action.first, Passage))
        if turns and turns[-1][0] == seat:
            turns[-1] = (seat, turns[-1][1] or passage)
        else:
            turns.append((seat, passage))
    return [passage for _, passage in turns]


async def test_suspicion_click_table(fake: FakeDiscord, tmp_path: Path) -> None:
    played, actions = await play(fake, tmp_path, "suspicion", 4, 20, suspicion_plan, seed=SUSPICION_SEED)
    ledger = Ledger()
    for clicks, passage in zip(played.counts[SUSPICION_TURN], passage_turns(actions), strict=True):
        ledger.add(SUSPICION_PASSAGE_TURN if passage else SUSPICION_TURN, clicks)
    within("Suspicion, 4 players", ledger, SUSPICION_GOALS)
