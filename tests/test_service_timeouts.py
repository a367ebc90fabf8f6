"""A timeout resolves exactly the decision whose deadline passed (issue 12, item 1).

Service-level scenarios on a real SQLite file: each game is started through the service and
then given a hand-set state, the clock is moved past the deadline and ``expire`` (or a
moderator's ``skip``) runs. Each test checks how many actions the timeout applied, the turn
counter, the strikes, and that the decision opening afterwards is open with a fresh deadline
(the rules files' timeout rulings: Mascarade R1, R2, R4; Suspicion R1, R2; Grimm R1, R2).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.computers import Computers
from bot.content import read_content
from bot.engine.core import BaseState, Decision
from bot.engine.grimm import Content as GrimmContent
from bot.engine.grimm import State as GrimmState
from bot.engine.grimm import actions as g
from bot.engine.mascarade import State as MascaradeState
from bot.engine.mascarade.actions import Announce, Contest, Inquire
from bot.engine.mascarade.options import Answers
from bot.engine.suspicion import Options as SuspicionOptions
from bot.engine.suspicion import State as SuspicionState
from bot.games import load_games
from bot.service import Applied, GameService
from bot.store.db import Database, open_database
from bot.store.games import GameRecord, GameStore
from tests.engine.grimm.support import hand_set
from tests.engine.mascarade.helpers import ANNA, BORIS, FEDYA, SASHA, make_state

TURN_SECONDS = 60
GAMES = load_games()
GRIMM_CONTENT = read_content("grimm", GrimmContent)


@dataclass
class Table:
    """One running game, the service that runs it and a clock the test moves."""

    service: GameService
    store: GameStore
    game_id: int = 0
    now: list[float] = field(default_factory=lambda: [1_000.0])

    async def seat(self, game: str, state: BaseState) -> None:
        """Start a ``game`` for ``state.players`` through the service, then give it ``state``."""
        record = await self.service.new_lobby(
            guild_id=1, channel_id=2, user_id=100, user_name="p0", game=game, locale="en", turn_seconds=TURN_SECONDS
        )
        for seat in range(1, state.players):
            await self.service.join(record.id, 100 + seat, f"p{seat}")
        await self.service.start(record.id, 100, False)
        await self.store.db.execute(  # a hand-set position, planted as a test fixture
            "UPDATE games SET state = ?, version = ? WHERE id = ?",
            (state.model_dump_json(), state.version, record.id),
        )
        self.game_id = record.id

    async def record(self) -> GameRecord:
        return await self.service.game(self.game_id)

    async def state(self) -> Any:
        return self.service.state(await self.record())

    async def act(self, seat: int, action: Any) -> Applied:
        record = await self.record()
        decision = self.service.pending_for(record, self.service.state(record), seat)
        assert decision is not None, f"seat {seat} is asked nothing"
        return await self.service.act(self.game_id, 100 + seat, decision.since, action)

    async def expire(self) -> list[Applied]:
        """Let the deadline pass, then run the timer's expiry."""
        record = await self.record()
        assert record.deadline_at is not None
        self.now[0] = record.deadline_at + 1
        return await self.service.expire(self.game_id)

    async def pending(self) -> list[Decision]:
        record = await self.record()
        return self.service.rules(record).pending(self.service.state(record))

    async def strikes(self) -> list[int]:
        return [s.strikes for s in (await self.record()).seats]

    async def deadline_is_fresh(self) -> bool:
        """The deadline was set when the last action committed: a full turn from now."""
        return (await self.record()).deadline_at == self.now[0] + TURN_SECONDS

    async def timeout_actions(self) -> list[dict[str, Any]]:
        actions = await self.store.actions(self.game_id)
        return [json.loads(action) for _, kind, action in actions if kind == "timeout"]

    async def public_keys(self, since_version: int) -> list[str]:
        events = await self.store.public_events(self.game_id, limit=1_000_000)
        return [json.loads(e.payload)["key"] for e in events if e.version > since_version]


# The public line of a timed-out decision: the general one, or the game's own where its rules
# make public what was played (Mascarade's R1 and R2).
TIMEOUT_NOTES = frozenset({"timeout-acted", "mascarade-timeout-turn", "mascarade-timeout-pass"})


def _timeout_notes(keys: list[str]) -> int:
    return sum(key in TIMEOUT_NOTES for key in keys)


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    db: Database = await open_database(tmp_path / "db.sqlite3")
    store = GameStore(db)
    clock = [1_000.0]
    service = GameService(store, GAMES, clock=lambda: clock[0])
    yield Table(service, store, now=clock)
    await db.close()


def _decisions(pending: list[Decision]) -> list[tuple[int, str]]:
    return [(d.seat, d.kind) for d in pending]


# -- Mascarade ----------------------------------------------------------------------------


def _mascarade(hands: list[Any], **kwargs: Any) -> MascaradeState:
    state = make_state(hands, **kwargs)
    state.version = state.since = 20
    return state


@pytest.mark.parametrize("character", ["king", "queen", "judge", "bishop"])
async def test_r2_contest_timeout_resolves_only_the_contest_2_players(table: Table, character: str) -> None:
    """R2: the opponent who lets the contest window run out passes; their own next turn is a
    decision of its own — announced, with its own deadline — not a forced no-swap."""
    hands = [["king", "queen", "judge"], ["bishop", "fool", "witch"]]
    await table.seat("mascarade", _mascarade(hands, current=ANNA, turn=5))
    await table.act(ANNA, Announce(character=character, slot=0))
    before = (await table.record()).version

    applied = await table.expire()

    assert len(applied) == 1, "one decision timed out: one action"
    state = await table.state()
    assert state.turn == 6
    assert state.version == before + 1
    assert await table.timeout_actions() == [{"kind": "pass"}]
    assert await table.strikes() == [0, 1]
    assert _decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()
    assert _timeout_notes(await table.public_keys(before)) == 1
    assert "mascarade-timeout-pass" in await table.public_keys(before), "the table reads that it counted as a pass"


async def test_r2_r5_claim_answered_all_at_once_times_out_in_one_expiry(table: Table) -> None:
    """R5: answers all at once share one deadline. After one player has answered, its
    expiry passes for everyone still to answer — one action and one strike each — then
    reveals and resolves; the next turn is its player's own decision."""
    state = _mascarade(["king", "queen", "judge", "bishop", "witch"], current=ANNA, turn=5)
    state.answers = Answers.ALL_AT_ONCE
    await table.seat("mascarade", state)
    await table.act(ANNA, Announce(character="king", slot=0))
    await table.act(SASHA, Contest(slot=2))
    before = (await table.record()).version

    applied = await table.expire()

    assert len(applied) == 3, "Boris, Fedya and Dima pass; Sasha had answered"
    assert await table.timeout_actions() == [{"kind": "pass"}] * 3
    assert await table.strikes() == [0, 1, 0, 1, 1]
    keys = await table.public_keys(before)
    assert _timeout_notes(keys) == 3
    assert keys.index("mascarade-event-contest") > max(i for i, k in enumerate(keys) if k in TIMEOUT_NOTES)
    assert _decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


async def test_r5_an_answer_given_all_at_once_keeps_the_others_deadline(table: Table) -> None:
    """R5: a claim answered all at once costs one wait. One player's answer does not give
    the others a new turn's time: they keep the deadline the claim gave them."""
    state = _mascarade(["king", "queen", "judge", "bishop", "witch"], current=ANNA, turn=5)
    state.answers = Answers.ALL_AT_ONCE
    await table.seat("mascarade", state)
    await table.act(ANNA, Announce(character="king", slot=0))
    claimed = (await table.record()).deadline_at
    table.now[0] += TURN_SECONDS / 2
    await table.act(SASHA, Contest(slot=2))
    assert (await table.record()).deadline_at == claimed


async def _contested_by_the_holder(table: Table, character: str, coins: list[int] | None = None) -> None:
    """Anna claims ``character``; Boris, to her left, contests with the true card."""
    hands = ["king", character, "queen", "judge"]
    await table.seat("mascarade", _mascarade(hands, current=ANNA, turn=5, coins=coins))
    await table.act(ANNA, Announce(character=character, slot=0))
    await table.act(BORIS, Contest(slot=1))
    for seat in (SASHA, FEDYA):
        await table.act(seat, GAMES["mascarade"].parse_action({"kind": "pass"}))


@pytest.mark.parametrize(
    ("character", "coins", "kind"),
    [("witch", None, "witch"), ("bishop", [6, 6, 8, 8], "bishop"), ("fool", None, "fool")],
)
async def test_r4_power_timeout_resolves_only_the_power(
    table: Table, character: str, coins: list[int] | None, kind: str
) -> None:
    """R4: the true holder, sitting to the announcer's left, lets their power time out; the
    turn that then passes to them is a new decision with its own deadline."""
    await _contested_by_the_holder(table, character, coins)
    assert _decisions(await table.pending()) == [(BORIS, kind)]

    applied = await table.expire()

    assert len(applied) == 1
    state = await table.state()
    assert state.turn == 6
    assert await table.strikes() == [0, 1, 0, 0]
    assert _decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


async def test_r4_a_timed_out_spy_look_leaves_the_swap_its_own_decision(table: Table) -> None:
    """R4: a Spy who lets the look time out looks at a random card; the swap is the Spy's
    next decision, with its own deadline (the Spy may come back and decide it); if that
    times out too, nothing is swapped, and the Spy's next turn is theirs again."""
    await _contested_by_the_holder(table, "spy")

    assert len(await table.expire()) == 1
    assert _decisions(await table.pending()) == [(BORIS, "spy_swap")]
    assert await table.deadline_is_fresh()
    assert len(await table.expire()) == 1

    assert [a["kind"] for a in await table.timeout_actions()] == ["spy_look", "spy_swap"]
    assert (await table.state()).turn == 6
    assert await table.strikes() == [0, 2, 0, 0]
    assert _decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


async def test_r4_inquisition_timeout_resolves_only_the_answer(table: Table) -> None:
    """R4: the Inquisitor's target to the announcer's left says nothing in time and pays 4;
    their own turn, which comes next, is not played for them."""
    hands = ["inquisitor", "king", "queen", "judge"]
    await table.seat("mascarade", _mascarade(hands, current=ANNA, turn=5))
    await table.act(ANNA, Announce(character="inquisitor", slot=0))
    for seat in (BORIS, SASHA, FEDYA):
        await table.act(seat, table.service.rules(await table.record()).parse_action({"kind": "pass"}))
    await table.act(ANNA, Inquire(target=BORIS))

    applied = await table.expire()

    assert len(applied) == 1
    state = await table.state()
    assert state.turn == 6
    assert state.coins[BORIS] == 2, "a silent answer counts as wrong (R4)"
    assert await table.strikes() == [0, 1, 0, 0]
    assert _decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


async def test_mod_skip_resolves_exactly_the_decisions_open_when_used(table: Table) -> None:
    """A moderator's skip is the timeout ruling for the decisions open at that moment, with
    no strike: the opponent's next turn stays theirs."""
    hands = [["king", "queen", "judge"], ["bishop", "fool", "witch"]]
    await table.seat("mascarade", _mascarade(hands, current=ANNA, turn=5))
    await table.act(ANNA, Announce(character="king", slot=0))

    applied = await table.service.skip(table.game_id, moderator_id=1)

    assert len(applied) == 1
    assert (await table.state()).turn == 6
    assert await table.strikes() == [0, 0]
    assert _decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


# -- Suspicion -----------------------------------------------------------------------------


def _suspicion_last_gem() -> SuspicionState:
    """Three players; it is seat 0's turn (the dice rolled), holding card 1 (Tip: diamond)
    first, with one diamond left in the bank."""
    rules = GAMES["suspicion"]
    state: SuspicionState
    state, _ = rules.setup(3, 11, SuspicionOptions(first_seat=0))
    hand = state.secrets[0].hand
    if 1 not in hand:
        pile = next((s.hand for s in state.secrets if 1 in s.hand), state.deck)
        pile[pile.index(1)] = hand[1]
        hand[1] = 1
    hand.sort(key=lambda card: card != 1)
    state.bank["diamond"] = 1
    state.version = state.since = state.began = 30
    return state


async def test_r1_timed_out_turn_taking_the_last_gem_leaves_the_guess_sheets_open(table: Table) -> None:
    """R1, R2, S-5.1: the timed-out turn is played whole; its Tip takes the last diamond and
    the game stops for the final guesses. The absent player's guess sheet is a new decision
    with its own deadline — not handed in empty at once."""
    await table.seat("suspicion", _suspicion_last_gem())

    applied = await table.expire()

    kinds = [a["kind"] for a in await table.timeout_actions()]
    assert len(applied) == len(kinds)
    assert kinds[:3] == ["move", "move", "play"]
    assert "tip" in kinds[3:]
    assert "guess" not in kinds
    state = await table.state()
    assert state.phase == "guess"
    assert state.secrets[0].guesses is None
    assert await table.strikes() == [1, 0, 0]
    assert _decisions(await table.pending()) == [(0, "guess"), (1, "guess"), (2, "guess")]
    assert await table.deadline_is_fresh()


async def test_r2_guess_timeouts_hand_in_empty_sheets_once_each(table: Table) -> None:
    """R2: once the guesses' deadline passes, each missing sheet is handed in (empty) — one
    decision per player, each its own strike."""
    await table.seat("suspicion", _suspicion_last_gem())
    await table.expire()
    await table.act(1, GAMES["suspicion"].parse_action({"kind": "guess", "guesses": {"0": None, "2": None}}))

    applied = await table.expire()

    assert len(applied) == 2
    assert (await table.state()).outcome is not None
    assert await table.strikes() == [2, 0, 1]


# -- Grimm ---------------------------------------------------------------------------------


def _grimm_true_reflection() -> GrimmState:
    """Three players; seat 0 (the Evil Queen's True Reflection) is to keep or give the first
    card; the second card, a Mirror, will be given away by the timeout ruling and asks its
    recipient for an evidence token. Seat 0 holds a pair, so an action would follow."""
    st = hand_set(
        3,
        characters=[["evil_queen"], ["red_riding_hood"], ["beast"]],
        tableaux=[["clock", "clock"], ["treats"], ["spindle"]],
        drawn=["cauldron"],
        deck=["mirror"],
    )
    st.seats[0].ability = "true_reflection"
    st.version = st.stage_since = st.turn_since = 40
    return st


async def test_r1_true_reflection_during_a_timed_out_turn_is_its_recipients_decision(table: Table) -> None:
    """R1, G-10.3: the timed-out turn keeps the first card and gives the Mirror; True
    Reflection then asks the recipient — a new decision with its own deadline and ping."""
    await table.seat("grimm", _grimm_true_reflection())
    before = (await table.record()).version

    applied = await table.expire()

    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "give"]
    assert len(applied) == 2
    (asked,) = await table.pending()
    assert (asked.kind, asked.seat != 0) == ("evidence", True)
    assert await table.strikes() == [1, 0, 0]
    assert await table.deadline_is_fresh()
    assert _timeout_notes(await table.public_keys(before)) == 1


async def test_r1_a_timed_out_turn_finishes_after_the_true_reflection_answer(table: Table) -> None:
    """R1: once the recipient has placed their token, the rest of the timed-out turn (no
    action) is played at once — no second decision, no second strike for the same turn."""
    await table.seat("grimm", _grimm_true_reflection())
    await table.expire()
    (asked,) = await table.pending()
    state: GrimmState = await table.state()
    portrait = next(c for c in GRIMM_CONTENT.character_ids if c not in state.seats[asked.seat].characters)

    await table.act(asked.seat, g.Mark(character=portrait))

    state = await table.state()
    assert state.active == 1, "the turn passed on"
    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "give", "skip"]
    assert await table.strikes() == [1, 0, 0]
    assert _decisions(await table.pending()) == [(1, "keep")]
    assert await table.deadline_is_fresh()


async def test_r1_a_timed_out_turn_finishes_after_a_computer_players_true_reflection_answer(table: Table) -> None:
    """R1: the same when the recipient is a computer player: its token finishes the
    timed-out turn at once, as a person's click does."""
    await table.seat("grimm", _grimm_true_reflection())
    await table.expire()
    (asked,) = await table.pending()
    computers = Computers(table.service)
    await computers.replace(table.game_id, 100, 100 + asked.seat, "casual", audited=False)

    assert await computers.play_one(table.game_id) is not None

    assert (await table.state()).active == 1, "the turn passed on"
    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "give", "skip"]
    assert await table.strikes() == [1, 0, 0]


async def test_r1_true_reflection_timeout_then_the_turn_finishes(table: Table) -> None:
    """R1: the recipient lets the token time out too — their own strike and notice; the
    giver's turn then ends without a new decision or strike."""
    await table.seat("grimm", _grimm_true_reflection())
    await table.expire()
    (asked,) = await table.pending()
    before = (await table.record()).version

    applied = await table.expire()

    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "give", "mark", "skip"]
    assert len(applied) == 2
    strikes = await table.strikes()
    assert strikes[0] == 1
    assert strikes[asked.seat] == 1
    assert (await table.state()).active == 1
    assert _decisions(await table.pending()) == [(1, "keep")]
    assert await table.deadline_is_fresh()
    assert _timeout_notes(await table.public_keys(before)) == 1


async def test_r1_g10_1_a_bet_offer_inside_a_timed_out_turn_is_declined_with_it(table: Table) -> None:
    """R1, R2, G-10.1: the timed-out turn's kept card unmasks its player; the bet offer that
    opens is part of that turn, so the same timeout declines it (the pick stays for a later
    turn) and gives the second card — one notice, one strike."""
    st = hand_set(
        characters=[["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]],
        tableaux=[["mirror"], [], [], []],
        drawn=["mirror"],
        bets=True,
    )
    await table.seat("grimm", st)
    before = (await table.record()).version

    await table.expire()

    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "skip", "give"]
    state = await table.state()
    assert state.seats[0].bet_pick, "the pick is kept for a later turn"
    assert all(d.seat != 0 for d in await table.pending())
    assert await table.strikes() == [1, 0, 0, 0]
    assert _timeout_notes(await table.public_keys(before)) == 1
