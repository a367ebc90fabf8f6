"""One behaviour per test, named after the rule it checks (S-x.y, R-n)."""

from __future__ import annotations

import json
import typing
from collections import Counter

import pytest

from bot.engine.core import Decision, Event, text
from bot.engine.errors import IllegalAction
from cogs.suspicion.rules import DiceRoll, Options, Rules, State
from cogs.suspicion.rules.actions import (
    AskSeat,
    Guess,
    Move,
    Passage,
    Peek,
    Play,
    Roll,
    SearchGem,
    Tip,
)
from cogs.suspicion.rules.content import Gem
from tests.bounds import bounded
from tests.engine.suspicion.conftest import CONTENT, RULES, arrange, at_act, public_view, seat_view
from tests.engine.test_stored_snapshots import stored

# --- S-1 set-up --------------------------------------------------------------------------


def test_s1_1_two_to_six_players(rules: Rules) -> None:
    assert rules.player_range(Options()) == (2, 6)
    for players in (1, 7):
        with pytest.raises(IllegalAction) as refused:
            rules.setup(players, 1, Options())
        assert refused.value.reason == text("error-player-count", n=players, least=2, most=6)


def test_s1_3_one_guest_in_each_outer_room(rules: Rules) -> None:
    state, _ = rules.setup(4, 11, Options())
    assert sorted(state.positions.values()) == sorted(CONTENT.outer_rooms)
    assert sorted(state.positions) == sorted(CONTENT.guest_ids)
    assert not {"r1c1", "r1c2"} & set(state.positions.values())


@pytest.mark.parametrize(
    ("players", "length", "per_kind"),
    [(2, "standard", 6), (3, "standard", 9), (4, "standard", 9), (5, "standard", 12),
     (6, "standard", 12), (2, "short2", 4), (4, "short2", 7), (6, "long2", 14), (3, "long2", 11)],
)  # fmt: skip
def test_s1_4_bank_per_kind(rules: Rules, players: int, length: str, per_kind: int) -> None:
    state, _ = rules.setup(players, 3, Options.model_validate({"length": length}))
    assert state.bank == {"ruby": per_kind, "emerald": per_kind, "diamond": per_kind}
    assert state.start_bank == per_kind


@pytest.mark.parametrize(
    ("length", "delta"), [("short2", -2), ("short1", -1), ("standard", 0), ("long1", 1), ("long2", 2)]
)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_s1_4_quick_or_long_by_one_or_two_gems_per_kind(rules: Rules, players: int, length: str, delta: int) -> None:
    """S-1.4: quick games use 1 or 2 fewer gems per kind, long games 1 or 2 more."""
    standard, _ = rules.setup(players, 3, Options())
    state, _ = rules.setup(players, 3, Options.model_validate({"length": length}))
    assert state.bank == dict.fromkeys(("ruby", "emerald", "diamond"), standard.start_bank + delta)
    assert state.start_bank == standard.start_bank + delta


def test_s1_4_the_lobby_offers_the_five_lengths_in_order() -> None:
    assert typing.get_args(Options.model_fields["length"].annotation) == (
        "short2", "short1", "standard", "long1", "long2",
    )  # fmt: skip


@pytest.mark.parametrize(("stored", "length"), [("quick", "short2"), ("standard", "standard"), ("long", "long2")])
def test_s1_4_games_stored_with_the_old_length_names_still_load(stored: str, length: str) -> None:
    """Games saved before the ±1 variants existed named the ±2 ones quick and long."""
    options = Options.model_validate_json(f'{{"length": "{stored}", "notepad_assistant": false, "first_seat": null}}')
    assert options.length == length
    state, _ = RULES.setup(3, 3, options)
    reloaded = State.model_validate_json(state.model_dump_json().replace('"short2"', '"quick"'))
    assert reloaded == state


def test_s1_5_each_player_a_different_secret_guest(rules: Rules) -> None:
    state, events = rules.setup(6, 5, Options())
    guests = [s.guest for s in state.secrets]
    assert len(set(guests)) == 6
    assert sorted(guests + state.invitations) == sorted(CONTENT.guest_ids)
    dealt = [e for e in events if e.text.key == "suspicion-event-dealt"]
    assert [e.to for e in dealt] == [(seat,) for seat in range(6)]


def test_s1_6_two_cards_each_rest_form_the_deck(rules: Rules) -> None:
    state, _ = rules.setup(5, 5, Options())
    assert all(len(s.hand) == 2 for s in state.secrets)
    assert len(state.deck) == 28 - 10
    cards = state.deck + [c for s in state.secrets for c in s.hand]
    assert sorted(cards) == list(range(1, 29))


def test_s1_8_host_picks_first_player(rules: Rules) -> None:
    state, _ = rules.setup(4, 9, Options(first_seat=2))
    assert state.current == 2
    assert [d.seat for d in rules.pending(state)] == [2]


def test_s1_8_random_first_player_comes_from_the_seed(rules: Rules) -> None:
    firsts = {rules.setup(4, seed, Options())[0].current for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert rules.setup(4, 17, Options())[0] == rules.setup(4, 17, Options())[0]


def test_s1_8_first_seat_must_be_at_the_table(rules: Rules) -> None:
    with pytest.raises(IllegalAction) as refused:
        rules.setup(3, 1, Options(first_seat=3))
    assert refused.value.reason == text("error-first-seat", n=3)


# --- S-2 a turn --------------------------------------------------------------------------


# A game stored before the automatic roll: migration 0009 marked its options ``dice: player``.
STORED_BEFORE = Options(first_seat=0, dice=DiceRoll.PLAYER)


def _rolled_events(events: list[Event]) -> list[Event]:
    return [e for e in events if e.text.key == "suspicion-event-rolled"]


def test_s2_1_the_dice_are_rolled_publicly_as_each_turn_begins(rules: Rules) -> None:
    """The roll decides nothing: the engine rolls as the turn begins and announces it, so
    the first thing a player decides is a move."""
    state, events = rules.setup(3, 5, Options(first_seat=1))
    assert (state.phase, state.current, state.dice_left) == ("move", 1, [0, 1])
    assert state.dice[0] in CONTENT.dice["A"]
    assert state.dice[1] in CONTENT.dice["B"]
    public = [e.text for e in events if e.public]
    assert public[-2:] == [
        text("suspicion-event-turn", seat=1),
        text("suspicion-event-rolled", seat=1, first_term=face(state.dice[0]), second_term=face(state.dice[1])),
    ]
    assert rules.setup(3, 5, Options(first_seat=1))[0] == state, "the roll is replayable"
    state = at_act(state, state.secrets[1].hand[0])
    state.card_left = ["peek"]
    after, events = rules.apply(state, 1, Peek())
    assert (after.phase, after.current, after.dice_left, after.moves) == ("move", 2, [0, 1], [])
    (rolled,) = _rolled_events(events)
    assert rolled.public
    assert rolled.text.seats == {"seat": 2}
    assert [e.text.key for e in events][-2:] == ["suspicion-event-turn", "suspicion-event-rolled"]


def test_s2_1_options_without_dice_roll_automatically() -> None:
    """Options built from a dict that names every other field (a lobby stored before the
    automatic roll, started now) get the automatic roll: only the migration of started
    games marks a game as rolling by hand, the model guesses nothing."""
    lobby = {"first_seat": 1, "length": "short2", "notepad_assistant": "forbidden"}
    assert Options.model_validate(lobby).dice is DiceRoll.AUTO
    assert Options.model_validate_json(json.dumps(lobby)).dice is DiceRoll.AUTO


def test_s2_1_a_game_stored_before_the_automatic_roll_still_rolls_by_hand(rules: Rules) -> None:
    """Its stored actions open every turn with a Roll, which must replay: such a game keeps
    waiting for the roll (the only way a state reaches that step); a new game never does."""
    assert Options().dice is DiceRoll.AUTO
    assert STORED_BEFORE.dice is DiceRoll.PLAYER
    assert Options.model_validate_json(Options().model_dump_json()).dice is DiceRoll.AUTO
    state, events = rules.setup(3, 5, STORED_BEFORE)
    assert state.phase == "roll"
    assert not _rolled_events(events)
    assert rules.legal_actions(state, 0) == [Roll()]
    after, events = rules.apply(state, 0, Roll())
    assert (after.phase, after.dice_left) == ("move", [0, 1])
    (rolled,) = _rolled_events(events)
    assert rolled.public
    after = at_act(after, after.secrets[0].hand[0])
    after.card_left = ["peek"]
    after, events = rules.apply(after, 0, Peek())
    assert (after.phase, after.current) == ("roll", 1)
    assert not _rolled_events(events)


def face(face: str) -> str:
    return "suspicion-die-unknown" if face == "?" else f"suspicion-guest-{face}"


def rolled(state: State, faces: list[str]) -> State:
    state.dice = faces
    state.dice_left = [0, 1]
    state.phase = "move"
    return state


def test_s2_1_named_die_moves_that_guest_one_room(rules: Rules) -> None:
    state = rolled(arrange(positions={"viola": "r0c0"}), ["viola", "nadia"])
    legal = rules.legal_actions(state, 0)
    assert {a.guest for a in legal if isinstance(a, Move)} == {"viola", "nadia"}
    assert {a.room for a in legal if isinstance(a, Move) and a.guest == "viola"} == {"r0c1", "r1c0"}
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, Move(guest="viola", room="r1c1"))
    assert refused.value.reason.key == "suspicion-error-not-adjacent"
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, Move(guest="earl", room=CONTENT.neighbours[state.positions["earl"]][0]))
    assert refused.value.reason.key == "suspicion-error-no-die"


def test_s2_1_every_die_must_be_used_before_playing(rules: Rules) -> None:
    state = rolled(arrange(), ["viola", "nadia"])
    state, _ = rules.apply(state, 0, Move(guest="viola", room=CONTENT.neighbours[state.positions["viola"]][0]))
    assert state.phase == "move"
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, Play(card=state.secrets[0].hand[0]))
    assert refused.value.reason.key == "suspicion-error-now-move"
    state, _ = rules.apply(state, 0, Move(guest="nadia", room=CONTENT.neighbours[state.positions["nadia"]][0]))
    assert state.phase == "play"


def test_s2_1_question_mark_moves_any_guest_even_the_other_dies(rules: Rules) -> None:
    state = rolled(arrange(positions={"viola": "r0c0"}), ["?", "nadia"])
    guests = {a.guest for a in rules.legal_actions(state, 0) if isinstance(a, Move)}
    assert guests == set(CONTENT.guest_ids)
    state, _ = rules.apply(state, 0, Move(guest="nadia", room=CONTENT.neighbours[state.positions["nadia"]][0]))
    state, _ = rules.apply(state, 0, Move(guest="nadia", room=CONTENT.neighbours[state.positions["nadia"]][0]))
    assert state.phase == "play"


def test_s2_1_both_moves_at_once_equal_the_two_steps(rules: Rules) -> None:
    state = rolled(arrange(positions={"viola": "r0c0", "nadia": "r1c1"}), ["viola", "nadia"])
    one, first_events = rules.apply(state, 0, Move(guest="viola", room="r0c1"))
    two, second_events = rules.apply(one, 0, Move(guest="nadia", room="r1c2"))
    both, events = rules.apply(state, 0, Move(guest="viola", room="r0c1", then=Move(guest="nadia", room="r1c2")))
    assert both.version == state.version + 1
    assert _without_version(both) == _without_version(two)
    assert events == [*first_events, *second_events]
    assert both.phase == "play"


def test_s2_1_both_moves_at_once_only_for_the_two_rolled_guests_in_die_order(rules: Rules) -> None:
    state = rolled(arrange(positions={"viola": "r0c0", "nadia": "r1c1", "earl": "r2c2"}), ["viola", "nadia"])
    before = state.model_dump_json()
    for action, reason in [
        (Move(guest="nadia", room="r1c2", then=Move(guest="viola", room="r0c1")), "suspicion-error-both-moves"),
        (Move(guest="viola", room="r0c1", then=Move(guest="earl", room="r2c1")), "suspicion-error-both-moves"),
        (Move(guest="viola", room="r2c2", then=Move(guest="nadia", room="r1c2")), "suspicion-error-not-adjacent"),
        (Move(guest="viola", room="r0c1", then=Move(guest="nadia", room="r0c0")), "suspicion-error-not-adjacent"),
    ]:
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, 0, action)
        assert refused.value.reason.key == reason
        assert action not in rules.legal_actions(state, 0)
    assert state.model_dump_json() == before
    # Both dice showing one guest: still two moves, never a third chained on.
    twice = rolled(arrange(positions={"viola": "r0c0"}), ["viola", "viola"])
    third = Move(
        guest="viola", room="r0c1", then=Move(guest="viola", room="r0c1", then=Move(guest="viola", room="r0c1"))
    )
    with pytest.raises(IllegalAction) as refused:
        rules.apply(twice, 0, third)
    assert refused.value.reason.key == "suspicion-error-both-moves"
    # A '?' moves any guest: its moves stay one at a time.
    state = rolled(state, ["viola", "?"])
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, Move(guest="viola", room="r0c1", then=Move(guest="nadia", room="r1c2")))
    assert refused.value.reason.key == "suspicion-error-both-moves"
    assert not any(isinstance(a, Move) and a.then for a in rules.legal_actions(state, 0))


def test_s2_1_a_single_move_is_written_and_read_as_before(rules: Rules) -> None:
    """Stored games logged every move alone; computer players and timeouts still move so."""
    assert Move(guest="viola", room="r0c1").model_dump_json() == '{"kind":"move","guest":"viola","room":"r0c1"}'
    assert rules.parse_action({"kind": "move", "guest": "viola", "room": "r0c1"}) == Move(guest="viola", room="r0c1")
    both = Move(guest="viola", room="r0c1", then=Move(guest="nadia", room="r1c2"))
    assert rules.parse_action(both.model_dump_json()) == both


def test_s2_1_two_question_marks_may_move_one_guest_back_where_it_started(rules: Rules) -> None:
    state = rolled(arrange(positions={"remy": "r0c0"}), ["?", "?"])
    state, _ = rules.apply(state, 0, Move(guest="remy", room="r0c1"))
    state, _ = rules.apply(state, 0, Move(guest="remy", room="r0c0"))
    assert state.positions["remy"] == "r0c0"
    assert state.phase == "play"


def test_s2_2_both_actions_in_the_chosen_order(rules: Rules) -> None:
    state = at_act(arrange(guests=["viola", "remy", "lily"], positions={"viola": "r0c0"}), 7)
    state, _ = rules.apply(state, 0, AskSeat(target=1))
    assert state.card_left == ["search"]
    state, events = rules.apply(state, 0, SearchGem(gem="ruby"))
    assert state.current == 1
    assert state.phase == "move"
    assert [e.text.key for e in events][-2:] == ["suspicion-event-turn", "suspicion-event-rolled"]


def test_s2_2_played_card_is_public(rules: Rules) -> None:
    state = arrange(hands=[[7, 9], [1, 2], [3, 4]])
    state.phase = "play"
    after, events = rules.apply(state, 0, Play(card=9))
    assert after.card == 9
    assert events[0].public
    assert events[0].text.terms == {"card_term": "suspicion-card-9"}
    assert public_view(after).card == 9


def _without_version(state: State) -> dict[str, typing.Any]:
    """The state but its version and the since stamped from it: a card played with its first
    half is one action where the two steps are two."""
    return state.model_dump(exclude={"version", "since"})


@pytest.mark.parametrize(
    "first",
    [SearchGem(gem="ruby"), AskSeat(target=2), Passage(guest="earl", room="r1c1")],
    ids=lambda half: half.kind,
)
def test_s2_2_a_card_played_with_its_first_half_equals_the_two_steps(rules: Rules, first: typing.Any) -> None:
    card = 25 if isinstance(first, Passage) else 7  # Passage + Ask about Ashraf; Search + Ask about Nadia
    state = arrange(guests=["viola", "remy", "lily"], hands=[[card, 9], [1, 2], [3, 4]], positions={"viola": "r0c0"})
    state.phase = "play"
    played, first_events = rules.apply(state, 0, Play(card=card))
    stepped, second_events = rules.apply(played, 0, first)
    together, events = rules.apply(state, 0, Play(card=card, first=first))
    assert together.version == state.version + 1
    assert _without_version(together) == _without_version(stepped)
    assert events == [*first_events, *second_events]
    assert together.phase == "act"
    assert together.card_left == [h.kind for h in CONTENT.card_by_number[card].actions if h.kind != first.kind]


def test_s2_2_a_card_played_with_a_peek_first_tells_only_its_player(rules: Rules) -> None:
    state = arrange(hands=[[9, 7], [1, 2], [3, 4]])  # Tip: diamond + Invitation
    state.phase = "play"
    top = state.invitations[0]
    after, events = rules.apply(state, 0, Play(card=9, first=Peek()))
    assert [e.text.key for e in events] == [
        "suspicion-event-played",
        "suspicion-event-peeked",
        "suspicion-event-peek-result",
    ]
    assert [e.to for e in events] == [None, None, (0,)]
    assert after.secrets[0].peeks == [top]
    assert public_view(after).card == 9


def test_s2_2_a_card_played_with_a_half_the_card_lacks_is_refused_and_changes_nothing(rules: Rules) -> None:
    state = arrange(guests=["lily", "remy", "earl"], hands=[[7, 9], [1, 2], [3, 4]], positions={"lily": "r0c1"})
    state.phase = "play"
    before = state.model_dump_json()
    for first, reason in [
        (Peek(), "suspicion-error-not-on-card"),  # card 7 is Search + Ask
        (SearchGem(gem="emerald"), "suspicion-error-gem-not-here"),  # r0c1 shows ruby and diamond
        (AskSeat(target=0), "error-illegal-target"),  # oneself
    ]:
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, 0, Play(card=7, first=first))
        assert refused.value.reason.key == reason
        assert Play(card=7, first=first) not in rules.legal_actions(state, 0)
    assert state.model_dump_json() == before


def test_s2_2_a_card_played_alone_still_parses_and_is_legal(rules: Rules) -> None:
    """Stored games logged every play as the card alone; computer players still play so. It
    is written as before (an older bot reads it, a button's hash is unchanged); a card with
    its first half is read back as written."""
    assert rules.parse_action({"kind": "play", "card": 7}) == Play(card=7)
    assert rules.parse_action(json.dumps({"kind": "play", "card": 7})) == Play(card=7)
    assert Play(card=7).model_dump_json() == '{"kind":"play","card":7}'
    together = Play(card=7, first=AskSeat(target=1))
    assert rules.parse_action(together.model_dump_json()) == together
    assert rules.parse_action(together.model_dump(mode="json")) == together
    state = arrange(hands=[[7, 9], [1, 2], [3, 4]])
    state.phase = "play"
    legal = rules.legal_actions(state, 0)
    assert Play(card=7) in legal
    assert Play(card=9) in legal
    assert Play(card=7, first=AskSeat(target=1)) in legal


def test_s2_4_with_two_players_a_card_played_with_a_half_ends_the_turn(rules: Rules) -> None:
    state = arrange(2, hands=[[9, 7], [1, 2]])
    state.phase = "play"
    after, events = rules.apply(state, 0, Play(card=9, first=Tip()))
    assert after.current == 1
    assert after.discard == [9]
    assert after.gems[0]["diamond"] == 1
    assert [e.text.key for e in events][:2] == ["suspicion-event-played", "suspicion-event-tipped"]


def test_s2_3_discard_and_draw(rules: Rules) -> None:
    state = at_act(arrange(hands=[[7, 9], [1, 2], [3, 4]]), 9)
    top = state.deck[0]
    state, _ = rules.apply(state, 0, Peek())
    state, events = rules.apply(state, 0, Tip())
    assert state.discard == [9]
    assert state.secrets[0].hand == [7, top]
    drew = [e for e in events if e.text.key == "suspicion-event-drew"]
    assert [e.to for e in drew] == [(0,)]


def test_s2_3_reshuffle_the_moment_the_last_card_is_drawn(rules: Rules) -> None:
    state = at_act(arrange(hands=[[7, 9], [1, 2], [3, 4]]), 9)
    state.discard = list(state.deck[1:])
    state.deck = state.deck[:1]
    state, _ = rules.apply(state, 0, Peek())
    state, events = rules.apply(state, 0, Tip())
    assert len(state.deck) == 28 - 6
    assert state.discard == []
    assert "suspicion-event-reshuffled" in [e.text.key for e in events]


def test_s2_4_two_players_carry_out_one_action(rules: Rules) -> None:
    state = at_act(arrange(2), 9)
    state, _ = rules.apply(state, 0, Tip())
    assert state.current == 1
    assert state.phase == "move"
    assert state.discard == [9]


# --- S-3 actions -------------------------------------------------------------------------


def test_s3_1_search_takes_only_a_gem_of_ones_own_room(rules: Rules) -> None:
    state = at_act(arrange(guests=["lily", "remy", "earl"], positions={"lily": "r0c1"}), 7)
    searches = [a for a in rules.legal_actions(state, 0) if isinstance(a, SearchGem)]
    assert {a.gem for a in searches} == {"ruby", "diamond"}
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, SearchGem(gem="emerald"))
    assert refused.value.reason.key == "suspicion-error-gem-not-here"
    after, events = rules.apply(state, 0, SearchGem(gem="diamond"))
    assert after.gems[0]["diamond"] == 1
    assert after.bank["diamond"] == state.bank["diamond"] - 1
    assert events[0].public
    assert events[0].text.terms == {"gem_term": "suspicion-gem-diamond"}


def test_s3_2_tip_takes_the_printed_gem_anywhere(rules: Rules) -> None:
    state = at_act(arrange(guests=["lily", "remy", "earl"], positions={"lily": "r2c1"}), 9)
    after, _ = rules.apply(state, 0, Tip())
    assert after.gems[0] == {"ruby": 0, "emerald": 0, "diamond": 1}


def test_s3_3_secret_passage_moves_any_guest_to_any_other_room(rules: Rules) -> None:
    state = at_act(arrange(positions={"earl": "r0c0"}), 14)
    after, _ = rules.apply(state, 0, Passage(guest="earl", room="r2c3"))
    assert after.positions["earl"] == "r2c3"
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, Passage(guest="earl", room="r0c0"))
    assert refused.value.reason.key == "suspicion-error-same-room"


@pytest.mark.parametrize(("guest", "room"), [("nobody", "r2c3"), ("earl", "cellar"), ("nobody", "cellar")])
def test_s3_3_a_secret_passage_names_a_guest_and_a_room_of_the_game(rules: Rules, guest: str, room: str) -> None:
    state = at_act(arrange(positions={"earl": "r0c0"}), 14)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, Passage(guest=guest, room=room))
    assert refused.value.reason.key == "error-illegal-target"


def test_s3_4_invitation_is_seen_privately_and_goes_to_the_bottom(rules: Rules) -> None:
    state = at_act(arrange(), 9)
    top = state.invitations[0]
    after, events = rules.apply(state, 0, Peek())
    assert after.invitations == [*state.invitations[1:], top]
    assert after.secrets[0].peeks == [top]
    public = [e for e in events if e.public]
    private = [e for e in events if not e.public]
    assert [e.text.key for e in public] == ["suspicion-event-peeked"]
    assert [(e.to, e.text.terms["guest_term"]) for e in private] == [((0,), f"suspicion-guest-{top}")]


def test_s3_5_ask_chooses_another_player(rules: Rules) -> None:
    state = at_act(arrange(), 7)
    targets = {a.target for a in rules.legal_actions(state, 0) if isinstance(a, AskSeat)}
    assert targets == {1, 2}
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, AskSeat(target=0))
    assert refused.value.reason.key == "error-illegal-target"


# --- S-4 sight and answers ---------------------------------------------------------------


def ask_nadia(target_room: str, nadia_room: str, target_guest: str = "remy") -> list[str]:
    """Seat 0 plays card 7 (Search + Ask about Nadia) and asks seat 1; returns the answer."""
    state = arrange(guests=["viola", target_guest, "lily"])
    state.positions.update({target_guest: target_room, "nadia": nadia_room})
    state = at_act(state, 7)
    after, events = RULES.apply(state, 0, AskSeat(target=1))
    answer = [e for e in events if e.text.key == "suspicion-event-answer"]
    return [str(e.text.args["answer"]) for e in answer] + [str(after.secrets[0].asks[-1].answer)]


@pytest.mark.parametrize(
    ("target_room", "nadia_room", "answer"),
    [("r0c0", "r0c3", "yes"), ("r0c1", "r2c1", "yes"), ("r1c2", "r1c2", "yes"),
     ("r0c0", "r1c1", "no"), ("r2c3", "r0c0", "no")],
)  # fmt: skip
def test_s4_1_sight_is_row_or_column(target_room: str, nadia_room: str, answer: str) -> None:
    assert ask_nadia(target_room, nadia_room) == [answer, str(answer == "yes")]


def test_s4_2_asked_about_their_own_guest_the_answer_is_yes() -> None:
    assert ask_nadia("r1c1", "r1c1", target_guest="nadia") == ["yes", "True"]


def test_s4_3_table_sees_only_who_asked_whom_about_whom(rules: Rules) -> None:
    state = at_act(arrange(), 7)
    _, events = rules.apply(state, 0, AskSeat(target=2))
    public = [e for e in events if e.public]
    assert [e.text.key for e in public] == ["suspicion-event-asked"]
    assert public[0].text.seats == {"seat": 0, "target_seat": 2}
    assert "answer" not in public[0].text.args


def test_s4_5_answer_to_the_asker_and_told_to_the_asked(rules: Rules) -> None:
    state = at_act(arrange(), 7)
    _, events = rules.apply(state, 0, AskSeat(target=2))
    private = {e.text.key: e.to for e in events if not e.public}
    assert private == {
        "suspicion-event-answer": (0,),
        "suspicion-event-answered-for-you": (2,),
    }


# --- S-5 end and scoring -----------------------------------------------------------------


def one_ruby_left(players: int = 3) -> State:
    state = arrange(players, guests=["viola", "remy", "lily"][:players], positions={"viola": "r0c0"})
    taken = state.bank["ruby"] - 1
    state.bank["ruby"] = 1
    state.gems[1]["ruby"] = taken
    return at_act(state, 7)


def test_s5_1_game_ends_at_once_when_a_kind_runs_out(rules: Rules) -> None:
    state = one_ruby_left()
    after, events = rules.apply(state, 0, SearchGem(gem="ruby"))
    assert after.phase == "guess"
    assert "suspicion-event-ran-out" in [e.text.key for e in events]
    assert [(d.seat, d.kind) for d in rules.pending(after)] == [(0, "guess"), (1, "guess"), (2, "guess")]


def test_s5_2_rest_of_the_turn_is_skipped(rules: Rules) -> None:
    state = one_ruby_left()
    hand = list(state.secrets[0].hand)
    after, _ = rules.apply(state, 0, SearchGem(gem="ruby"))
    assert after.card_left == []
    assert after.secrets[0].hand == hand
    assert after.discard == state.discard
    with pytest.raises(IllegalAction) as refused:
        rules.apply(after, 0, AskSeat(target=1))
    assert refused.value.reason.key == "suspicion-error-now-guess"


def guessing(players: int = 3) -> State:
    state, _ = RULES.apply(one_ruby_left(players), 0, SearchGem(gem="ruby"))
    return state


def test_s5_2_guesses_are_secret_until_all_are_in(rules: Rules) -> None:
    state = guessing()
    after, events = rules.apply(state, 1, Guess(guesses={0: "viola", 2: None}))
    assert [e.text.key for e in events] == ["suspicion-event-guessed"]
    assert all(e.public for e in events)
    assert "guesses" not in rules.view(after, None).model_dump()
    assert seat_view(after, 0).guesses is None
    assert after.outcome is None


def test_s5_2_a_second_submission_is_refused(rules: Rules) -> None:
    state, _ = rules.apply(guessing(), 1, Guess(guesses={0: "viola", 2: None}))
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 1, Guess(guesses={0: "lily", 2: None}))
    assert refused.value.reason.key == "suspicion-error-already-guessed"


def test_s5_2_a_guess_names_every_other_player(rules: Rules) -> None:
    with pytest.raises(IllegalAction) as refused:
        rules.apply(guessing(), 1, Guess(guesses={0: "viola"}))
    assert refused.value.reason.key == "suspicion-error-guess-everyone"


def test_s5_2_a_sheet_leaving_out_a_player_is_not_among_the_legal_guesses(rules: Rules) -> None:
    legal = rules.legal_actions(guessing(), 1)
    assert Guess(guesses={0: "viola", 2: None}) in legal
    assert Guess(guesses={0: "viola"}) not in legal
    assert legal[:2] == [legal[0], legal[1]]
    assert legal[-1] == legal[len(legal) - 1]
    with pytest.raises(IndexError):
        legal[len(legal)]


def test_s5_2_a_guess_naming_no_guest_of_the_game_is_refused(rules: Rules) -> None:
    assert Guess(guesses={0: "dragon", 2: None}) not in rules.legal_actions(guessing(), 1)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(guessing(), 1, Guess(guesses={0: "dragon", 2: None}))
    assert refused.value.reason.key == "error-illegal-target"


def test_s5_2_the_same_guest_may_be_guessed_for_several_players(rules: Rules) -> None:
    after, _ = rules.apply(guessing(), 1, Guess(guesses={0: "lily", 2: "lily"}))
    assert after.secrets[1].guesses == {0: "lily", 2: "lily"}


def finish(state: State, guesses: list[dict[int, str | None]]) -> State:
    for seat, guess in enumerate(guesses):
        state, _ = RULES.apply(state, seat, Guess(guesses=guess))
    return state


def test_s5_3_reveal_and_score(rules: Rules) -> None:
    state = guessing()
    state.gems = [
        {"ruby": 2, "emerald": 1, "diamond": 1},
        {"ruby": 5, "emerald": 0, "diamond": 0},
        {"ruby": 0, "emerald": 0, "diamond": 0},
    ]
    state = finish(state, [{1: "remy", 2: "lily"}, {0: None, 2: "lily"}, {0: "remy", 1: "remy"}])
    points = {s.seat: s.points for s in state.scores}
    assert points == {0: 14 + 6 + 1, 1: 7 + 5, 2: 7}
    assert state.outcome is not None
    assert state.outcome.winners == (0,)


def scored(gems: list[dict[Gem, int]], guesses: list[dict[int, str | None]]) -> State:
    state = guessing()
    state.gems = [dict(g) for g in gems]
    return finish(state, guesses)


def test_s5_4_tie_goes_to_the_guest_guessed_by_fewest() -> None:
    # Seats 0 and 1 both reach 8 points; seat 0's guest (viola) was guessed by one player,
    # seat 1's (remy) by two.
    state = scored(
        [{"ruby": 1, "emerald": 0, "diamond": 0}, {"ruby": 1, "emerald": 0, "diamond": 0},
         {"ruby": 0, "emerald": 0, "diamond": 0}],
        [{1: "remy", 2: None}, {0: "viola", 2: None}, {0: None, 1: "remy"}],
    )  # fmt: skip
    assert [s.points for s in state.scores] == [8, 8, 7]
    assert [s.guessed_by for s in state.scores] == [1, 2, 0]
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.outcome.reason.key == "suspicion-end-tiebreak-guessed"


def test_s5_4_then_the_most_gems() -> None:
    state = scored(
        [{"ruby": 6, "emerald": 0, "diamond": 0}, {"ruby": 1, "emerald": 1, "diamond": 1},
         {"ruby": 0, "emerald": 0, "diamond": 0}],
        [{1: None, 2: None}, {0: None, 2: None}, {0: None, 1: None}],
    )  # fmt: skip
    assert [s.points for s in state.scores] == [6, 6, 0]
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.outcome.reason.key == "suspicion-end-tiebreak-gems"


def test_s5_4_still_tied_is_a_shared_victory() -> None:
    state = scored(
        [{"ruby": 1, "emerald": 1, "diamond": 1}, {"ruby": 1, "emerald": 1, "diamond": 1},
         {"ruby": 0, "emerald": 0, "diamond": 0}],
        [{1: None, 2: None}, {0: None, 2: None}, {0: None, 1: None}],
    )  # fmt: skip
    assert state.outcome is not None
    assert state.outcome.winners == (0, 1)
    assert state.outcome.reason.key == "suspicion-end-shared"


def test_s5_5_search_offers_only_kinds_the_bank_still_has(rules: Rules) -> None:
    state = at_act(arrange(guests=["lily", "remy", "earl"], positions={"lily": "r0c1"}), 7)
    state.bank["diamond"] = 0  # never reached in play (S-5.1), but the check must hold
    gems = {a.gem for a in rules.legal_actions(state, 0) if isinstance(a, SearchGem)}
    assert gems == {"ruby"}


# --- decisions, versions, refusals --------------------------------------------------------


def test_each_accepted_action_adds_one_to_the_version(rules: Rules) -> None:
    state = arrange()
    after, _ = rules.apply(state, 0, rules.legal_actions(state, 0)[0])
    assert after.version == state.version + 1
    assert state.dice_left == [0, 1]  # the input is untouched


def test_turn_steps_open_new_decisions(rules: Rules) -> None:
    state = arrange()
    assert rules.pending(state) == [Decision(seat=0, kind="move", since=state.since, began=state.began)]
    after, _ = rules.apply(state, 0, rules.legal_actions(state, 0)[0])
    # A new step of the same turn: new buttons, the same decision for the timer (R1).
    assert rules.pending(after) == [Decision(seat=0, kind="move", since=after.version, began=state.began)]


def test_simultaneous_guess_decisions_keep_their_since(rules: Rules) -> None:
    state = guessing()
    opened = state.version
    after, _ = rules.apply(state, 2, Guess(guesses={0: None, 1: None}))
    assert {(d.seat, d.since) for d in rules.pending(after)} == {(0, opened), (1, opened)}


def test_acting_out_of_turn_is_refused(rules: Rules) -> None:
    with pytest.raises(IllegalAction) as refused:
        rules.apply(arrange(), 1, Roll())
    assert refused.value.reason.key == "error-not-your-turn"
    with pytest.raises(IllegalAction) as refused:
        rules.apply(arrange(), 5, Roll())
    assert refused.value.reason.key == "error-not-seated"


def test_nothing_is_accepted_after_the_end(rules: Rules) -> None:
    state = finish(guessing(), [{1: None, 2: None}, {0: None, 2: None}, {0: None, 1: None}])
    assert rules.pending(state) == []
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 0, Roll())
    assert refused.value.reason.key == "error-game-over"


# --- bot rulings --------------------------------------------------------------------------


def test_r1_timeout_moves_and_plays_the_first_card(rules: Rules) -> None:
    """The dice were rolled as the turn began; a game stored before that rolls first."""
    assert rules.timeout_action(rules.setup(3, 5, STORED_BEFORE)[0], 0) == Roll()
    state = arrange(hands=[[7, 9], [1, 2], [3, 4]])
    for _ in bounded(2, "two dice, two moves"):
        if state.phase != "move":
            break
        move = rules.timeout_action(state, 0)
        assert move in rules.legal_actions(state, 0)
        state, _ = rules.apply(state, 0, move)
    assert rules.timeout_action(state, 0) == Play(card=7)


def test_r1_timeout_card_choices_are_legal_and_random(rules: Rules) -> None:
    seen: Counter[str] = Counter()
    for seed in range(30):
        state = at_act(arrange(2), 7)
        state.seed = seed
        action = rules.timeout_action(state, 0)
        assert action in rules.legal_actions(state, 0)
        seen[action.kind] += 1
    assert set(seen) == {"search", "ask"}  # two players: a random one of the two halves


def test_r1_a_timed_out_card_draws_its_half_first_so_many_passages_do_not_crowd_out_an_ask(rules: Rules) -> None:
    # Card 25: a Secret Passage (110 targets) and an Ask (one other player at 2 players).
    seen: Counter[str] = Counter()
    for seed in range(30):
        state = at_act(arrange(2), 25)
        state.seed = seed
        seen[rules.timeout_action(state, 0).kind] += 1
    assert seen["ask"] >= 5


def test_r1_timeout_for_a_seat_with_nothing_to_do_is_refused(rules: Rules) -> None:
    with pytest.raises(IllegalAction):
        rules.timeout_action(arrange(), 1)


def test_r2_missing_final_guesses_are_empty(rules: Rules) -> None:
    state = guessing()
    action = rules.timeout_action(state, 1)
    assert action == Guess(guesses={0: None, 2: None})
    after, _ = rules.apply(state, 1, action)
    assert after.secrets[1].guesses == {0: None, 2: None}


def test_r3_removed_players_guest_stays_and_can_be_guessed(rules: Rules) -> None:
    state = guessing()
    positions = dict(state.positions)
    state, _ = rules.remove_seat(state, 2)
    assert state.positions == positions
    assert state.secrets[2].guesses == {}
    state = finish(state, [{1: None, 2: "lily"}, {0: None, 2: None}])
    assert state.scores[0].correct == [2]
    assert state.outcome is not None
    assert 2 not in state.outcome.winners


def test_r3_removed_player_cannot_win(rules: Rules) -> None:
    state = guessing()
    state.gems[2] = {"ruby": 5, "emerald": 5, "diamond": 5}
    state, _ = rules.remove_seat(state, 2)
    state = finish(state, [{1: None, 2: None}, {0: None, 2: None}])
    assert state.scores[2].points == 30
    assert state.outcome is not None
    assert 2 not in state.outcome.winners


def test_r3_removing_the_active_player_passes_the_turn(rules: Rules) -> None:
    state = at_act(arrange(4), 9)
    state, events = rules.remove_seat(state, 0)
    assert state.current == 1
    assert state.phase == "move"
    assert state.discard == [9]
    assert [e.text.key for e in events] == ["suspicion-event-removed", "suspicion-event-turn", "suspicion-event-rolled"]
    assert all(d.seat != 0 for d in rules.pending(state))


def test_r3_removing_another_player_keeps_the_open_decision(rules: Rules) -> None:
    state = arrange(4)
    after, _ = rules.remove_seat(state, 2)
    assert after.version == state.version + 1
    assert rules.pending(after) == rules.pending(state)
    turns = []
    for _ in range(3):
        after = at_act(after, after.secrets[after.current].hand[0])
        after.card_left = ["peek"]
        after, _ = rules.apply(after, after.current, Peek())
        turns.append(after.current)
    assert turns == [1, 3, 0]  # seat 2 is skipped


def test_r3_a_game_ended_by_a_removal_offers_no_action_to_the_seat_left(rules: Rules) -> None:
    # Ended in the middle of seat 0's card: what was left of it is not offered any more.
    state = arrange(2)
    state = at_act(state, state.secrets[0].hand[0])
    state, _events = rules.remove_seat(state, 1)
    assert state.outcome is not None
    assert rules.legal_actions(state, 0) == []


def test_r3_a_removed_player_is_offered_nothing_and_told_they_are_not_seated(rules: Rules) -> None:
    state, _ = rules.remove_seat(arrange(3), 2)
    assert rules.legal_actions(state, 2) == []
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, 2, Peek())
    assert refused.value.reason.key == "error-not-seated"
    # While the others guess, too: no guess sheet for a seat no longer at the table.
    state, _ = rules.remove_seat(guessing(4), 3)
    assert state.phase == "guess"
    assert rules.legal_actions(state, 3) == []
    assert rules.legal_actions(state, 9) == []  # nor for a seat the table never had


def test_r3_fewer_than_two_players_ends_with_no_winner(rules: Rules) -> None:
    state, _events = rules.remove_seat(arrange(2), 1)
    assert state.outcome is not None
    assert state.outcome.winners == ()
    assert state.outcome.reason.key == "suspicion-end-abandoned"
    assert rules.pending(state) == []


def test_r3_removing_twice_is_refused(rules: Rules) -> None:
    state, _ = rules.remove_seat(arrange(4), 3)
    with pytest.raises(IllegalAction) as refused:
        rules.remove_seat(state, 3)
    assert refused.value.reason.key == "error-not-seated"


# --- rulings where the rulebook is silent (docs/rulings.md) ---------------------


def test_s2_1_ruling_a_named_die_and_a_question_mark_may_take_a_guest_there_and_back(rules: Rules) -> None:
    """Each move is judged on its own: the '?' may undo the named die's move."""
    state = rolled(arrange(positions={"viola": "r0c0"}), ["viola", "?"])
    state, _ = rules.apply(state, 0, Move(guest="viola", room="r0c1"))
    state, events = rules.apply(state, 0, Move(guest="viola", room="r0c0"))
    assert state.positions["viola"] == "r0c0"
    assert state.phase == "play"
    assert [e.text.key for e in events] == ["suspicion-event-moved"]  # both moves are announced


def test_s3_3_ruling_passage_targets_every_guest_and_every_other_room(rules: Rules) -> None:
    """Any of the ten guests (one's own, an opponent's, a removed player's, nobody's) to any
    of the twelve rooms — the inner ones too, and rooms other guests share — but not the room
    it already stands in."""
    state, _ = rules.remove_seat(at_act(arrange(3, guests=["earl", "nadia", "lily"]), 14), 2)
    state.current, state.phase, state.card, state.card_left = 0, "act", 14, ["passage"]
    targets = {(a.guest, a.room) for a in rules.legal_actions(state, 0) if isinstance(a, Passage)}
    assert len(targets) == 10 * 11
    assert {"lily", "earl", "nadia"} <= {guest for guest, _ in targets}
    assert {room for _, room in targets} == {room.id for room in CONTENT.rooms}
    occupied = state.positions["nadia"]
    assert ("earl", occupied) in targets


def test_r3_ruling_two_left_after_a_removal_keep_the_rules_of_the_starting_table(rules: Rules) -> None:
    """S-2.4 (one half of the card) is for games that start with two players; a table of
    three that loses one goes on with both halves and the bank it was dealt."""
    state = arrange(3, guests=["earl", "nadia", "lily"], positions={"earl": "r0c0"})
    bank = dict(state.bank)
    state, _ = rules.remove_seat(state, 2)
    assert state.seated() == [0, 1]
    assert state.outcome is None
    assert state.bank == bank
    state = at_act(state, 9)  # Tip (diamond) + Invitation
    state, _ = rules.apply(state, 0, Peek())
    assert state.card_left == ["tip"], "the second half is still to do"
    assert public_view(state).halves_per_card == 2


def test_r3_ruling_a_removed_players_guess_sheet_is_empty_even_if_handed_in(rules: Rules) -> None:
    """R3: a removed player guesses nothing — a sheet handed in before the removal is
    discarded, so it neither scores for them nor counts in the guessed-by tie-break."""
    state = guessing()
    state, _ = rules.apply(state, 2, Guess(guesses={0: state.secrets[0].guest, 1: state.secrets[1].guest}))
    state, _ = rules.remove_seat(state, 2)
    assert state.secrets[2].guesses == {}
    state = finish(state, [{1: None, 2: None}, {0: None, 2: None}])
    assert state.scores[2].correct == []
    assert state.scores[0].guessed_by == state.scores[1].guessed_by == 0


def test_s2_1_the_stored_game_reaches_its_roll_step_and_rolls(rules: Rules) -> None:
    """The game stored by an earlier version (tests/engine/snapshots) goes on by hand: its
    next turn waits for a Roll — one public quick choice — which rolls as before."""
    data = stored("suspicion")  # as migration 0009 left it
    state = State.model_validate(data["state"])
    assert Options.model_validate(data["options"]).dice is DiceRoll.PLAYER
    assert state.options.dice is DiceRoll.PLAYER
    seat = state.current
    for _ in bounded(rules, "one timed-out turn of the stored game"):
        if state.current != seat:
            break
        state, _ = rules.apply(state, seat, rules.timeout_action(state, seat))
    assert (state.phase, rules.legal_actions(state, state.current)) == ("roll", [Roll()])
    menu = rules.menu(state, state.current)
    assert menu is not None
    assert [(c.action, c.quick) for c in menu.choices] == [(Roll(), True)]
    after, events = rules.apply(state, state.current, Roll())
    assert (after.phase, after.dice_left) == ("move", [0, 1])
    assert [e.text.key for e in events] == ["suspicion-event-rolled"]
