"""Suspicion's menus: a turn in few interactions, every choice explained in both
languages, notes saying why an expected choice is missing. Rule ids refer to the Suspicion
rules digest; an interaction is one click or one select pick, counted from the menu tree
with the panel already open (a level's choice is one interaction: the panel draws a level
of up to ``MAX_LEVEL_CHOICES`` at once, a long one as several selects)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from bot.engine.core import Choice, Menu, Text
from bot.i18n import LOCALES, Translator
from cogs.suspicion.rules import DiceRoll, Options, State
from cogs.suspicion.rules.actions import AskSeat, Move, Passage, Play, Roll, SearchGem
from cogs.suspicion.rules.terms import guest_term
from cogs.table.menus import MAX_LEVEL_CHOICES, MAX_SELECT_OPTIONS, select_parts
from tests.bounds import bounded
from tests.engine.suspicion.conftest import CONTENT, RULES, arrange, at_act
from tests.registry import CATALOG

DESCRIPTION_LIMIT = 100  # Discord's limit for a select option's description


def _menu(state: State, seat: int | None = None) -> Menu:
    drawn = RULES.menu(state, state.current if seat is None else seat)
    assert drawn is not None
    return drawn


def _paths(menu: Menu, prefix: tuple[Choice, ...] = ()) -> Iterator[tuple[Choice, ...]]:
    """Every path of choices from the root to an action."""
    for choice in menu.choices:
        if choice.menu is None:
            yield (*prefix, choice)
        else:
            yield from _paths(choice.menu, (*prefix, choice))


def _walk(menu: Menu) -> Iterator[Choice]:
    for choice in menu.choices:
        yield choice
        if choice.menu is not None:
            yield from _walk(choice.menu)


def _levels(menu: Menu, path: tuple[Choice, ...]) -> Iterator[int]:
    """The size of each level the path goes through."""
    level: Menu | None = menu
    for choice in path:
        assert level is not None
        yield len(level.choices)
        level = choice.menu


def _turn(state: State, rng: random.Random, shortest: bool) -> tuple[State, int, set[str]]:
    """The current player takes one whole turn through the menus, a random leaf at each
    step (with ``shortest``, a random one of those reached in the fewest interactions that
    does the most: both moves at once, the card with its first half); returns the state after
    it, the interactions it took and what the turn had."""
    seat, clicks, had = state.current, 0, set()
    for _ in bounded(RULES, f"one turn of seat {seat} at version {state.version}"):
        if state.finished or state.phase == "guess" or state.current != seat:
            break
        menu = _menu(state)
        paths = list(_paths(menu))
        if shortest:
            fewest = min((len(p), not _two_steps(p[-1].action)) for p in paths)
            paths = [p for p in paths if (len(p), not _two_steps(p[-1].action)) == fewest]
        path = rng.choice(paths)
        assert max(_levels(menu, path)) <= MAX_LEVEL_CHOICES, "each level is one interaction"
        clicks += len(path)
        action = path[-1].action
        if isinstance(action, Move) and "?" in [state.dice[i] for i in state.dice_left]:
            had.add("?")
            if len(menu.choices) > MAX_SELECT_OPTIONS:
                had.add("long")
        if isinstance(action, Passage):
            had.add("passage")
        state, _ = RULES.apply(state, seat, action)
    if state.phase == "guess" or state.finished:
        had.add("ended")
    return state, clicks, had


def _two_steps(action: object) -> bool:
    """Both moves at once, or the card with its first half."""
    return (isinstance(action, Move) and action.then is not None) or (
        isinstance(action, Play) and action.first is not None
    )


def _turns(players: int, seed: int, count: int, shortest: bool = False) -> list[tuple[int, set[str]]]:
    rng = random.Random(seed)
    state, _ = RULES.setup(players, seed, Options(length="long2"))
    out: list[tuple[int, set[str]]] = []
    for _ in bounded(RULES, f"{players} players, seed {seed}"):
        if len(out) >= count or state.finished or state.phase == "guess":
            break
        state, clicks, had = _turn(state, rng, shortest)
        out.append((clicks, had))
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_s2_a_whole_turn_takes_at_most_six_interactions(players: int) -> None:
    """S-2.1, S-2.2 (S-2.4 with two players): whichever way the player goes, never more than
    six interactions: two moves, the card (alone, or with the half carried out first), each
    half still to do, the secret passage's guest and room (S-3.3) two of them."""
    turns = [t for seed in range(20) for t in _turns(players, seed, 40)]
    assert all(clicks <= 6 for clicks, _ in turns), Counter(clicks for clicks, _ in turns)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_s2_2_the_shortest_turn_plays_the_card_with_its_first_half(players: int) -> None:
    """S-2.1, S-2.2 (S-2.4 with two players): the dice are rolled as the turn begins; both
    moves in one choice when both dice show a guest, else two (guest and room in one choice,
    a '?' too, however many guests it may move); the card together with the half carried out
    first, naming its target, then the other half: 3 interactions with three or more players,
    2 with two, one more after a '?'. Only the secret passage's room (S-3.3) costs one more,
    when the passage is the half left."""
    base = 2 if players == 2 else 3
    turns = [t for seed in range(20) for t in _turns(players, seed, 40, shortest=True)]
    whole = [(clicks, had) for clicks, had in turns if "ended" not in had]
    assert all(clicks == base + ("?" in had) + ("passage" in had) for clicks, had in whole), whole
    # The turns that used to take more are all there, and took no more.
    kinds = Counter(k for _, had in whole for k in had)
    assert kinds["?"] > 50
    assert kinds["long"] > 5, "a '?' move longer than one select"
    if players > 2:
        assert kinds["passage"] > 10
        assert any({"?", "passage"} <= had for _, had in whole)
    else:
        assert not kinds["passage"], "with two players the card's other half is always one choice"


def test_s2_1_a_new_turn_starts_with_the_moves() -> None:
    """S-2.1: the roll decides nothing, so it is no choice: a turn opens on the moves,
    which are public, so each is a quick choice the turn message offers too."""
    state, _ = RULES.setup(3, 1, Options())
    menu = _menu(state)
    assert menu.prompt.key == "suspicion-menu-move"
    assert all(isinstance(c.action, Move) for c in menu.choices)
    assert all(c.quick for c in menu.choices)


def test_s2_1_a_game_stored_before_the_automatic_roll_rolls_with_one_public_choice() -> None:
    """S-2.1: a game stored at the roll step keeps it: rolling reveals nothing, so it is one
    quick choice the turn message can offer too."""
    stored = Options(first_seat=0, dice=DiceRoll.PLAYER)  # as migration 0009 marked it
    state, _ = RULES.setup(3, 1, stored)
    menu = _menu(state)
    assert [(type(c.action), c.quick) for c in menu.choices] == [(Roll, True)]
    assert not menu.notes


def test_s2_1_each_move_names_guest_and_room() -> None:
    """S-2.1: a rolled guest's every neighbouring room is one choice, after both moves in one
    choice (the first die's guest first); nothing else moves."""
    state = arrange(3, positions={"buford": "r0c0", "nadia": "r1c1"})
    state.phase, state.dice, state.dice_left = "move", ["buford", "nadia"], [0, 1]
    menu = _menu(state)
    offered = [c.action for c in menu.choices]
    doors = {g: CONTENT.neighbours[state.positions[g]] for g in ("buford", "nadia")}
    both = [
        Move(guest="buford", room=r, then=Move(guest="nadia", room=t)) for r in doors["buford"] for t in doors["nadia"]
    ]
    single = [Move(guest=g, room=r) for g in ("buford", "nadia") for r in doors[g]]
    assert offered == [*both, *single]
    assert all(c.menu is None and c.quick for c in menu.choices)
    assert not menu.notes


def test_s2_1_both_moves_in_one_choice_say_which_guest_is_ones_own() -> None:
    """S-2.1: both moves are one public choice (at most 16, all on the turn message); only its
    description, which stays in the panel, says that one of the guests is one's own."""
    state = arrange(3, guests=["nadia", "remy", "lily"], positions={"buford": "r0c0", "nadia": "r1c1"})
    state.phase, state.dice, state.dice_left = "move", ["buford", "nadia"], [0, 1]
    (first, *_) = _menu(state).choices
    assert first.label == Text(
        key="suspicion-choice-move-both",
        terms={
            "guest_term": "suspicion-guest-buford",
            "room_term": f"suspicion-room-{CONTENT.neighbours['r0c0'][0]}",
            "then_guest_term": "suspicion-guest-nadia",
            "then_room_term": f"suspicion-room-{CONTENT.neighbours['r1c1'][0]}",
        },
    )
    assert first.description == Text(
        key="suspicion-desc-move-both-own",
        terms={
            "own_term": "suspicion-guest-nadia",
            "from_term": "suspicion-room-r0c0",
            "then_from_term": "suspicion-room-r1c1",
        },
    )


def test_s2_1_a_question_mark_moves_any_guest_in_one_choice() -> None:
    """S-2.1: '?' moves any guest, the rolled one included: every guest's every move is a
    choice of the first level, the rolled guest's first."""
    state = arrange(3)
    state.phase, state.dice, state.dice_left = "move", ["earl", "?"], [0, 1]
    menu = _menu(state)
    offered = [c.action for c in menu.choices]
    expected = {Move(guest=g, room=r) for g in CONTENT.guest_ids for r in CONTENT.neighbours[state.positions[g]]}
    assert set(offered) == expected
    assert len(offered) == len(expected)
    assert all(c.menu is None for c in menu.choices)
    earl = len(CONTENT.neighbours[state.positions["earl"]])
    assert [m.guest for m in offered[:earl]] == ["earl"] * earl
    assert [n.key for n in menu.notes] == ["suspicion-note-any-guest"]


def test_s2_1_a_question_mark_with_every_guest_in_the_middle_is_still_one_choice() -> None:
    """S-2.1: the most a '?' can offer, ten guests with four doors each, is one level the
    panel draws at once (as two selects)."""
    state = arrange(3, positions={g: ("r1c1" if i % 2 else "r1c2") for i, g in enumerate(CONTENT.guest_ids)})
    state.phase, state.dice, state.dice_left = "move", ["?", "?"], [0, 1]
    menu = _menu(state)
    assert len(menu.choices) == 40
    assert MAX_SELECT_OPTIONS < len(menu.choices) <= MAX_LEVEL_CHOICES
    assert all(c.menu is None for c in menu.choices)
    # Each move names its guest as its group: the two selects split between whole guests.
    assert all(c.group is not None and c.group.key == guest_term(c.action.guest) for c in menu.choices)
    parts = select_parts(menu.choices)
    assert len(parts) == 2
    assert not {menu.choices[i].action.guest for i in parts[0]} & {menu.choices[i].action.guest for i in parts[1]}


def test_s2_1_after_one_move_a_note_says_which_die_is_left() -> None:
    """S-2.1: once a die is used, its guest's moves are gone; the note says why."""
    state = arrange(3)
    state.phase, state.dice, state.dice_left = "move", ["buford", "nadia"], [0, 1]
    room = CONTENT.neighbours[state.positions["buford"]][0]
    state, _ = RULES.apply(state, 0, Move(guest="buford", room=room))
    menu = _menu(state)
    assert {c.action.guest for c in menu.choices} == {"nadia"}
    assert menu.notes == [
        Text(
            key="suspicion-note-die-used",
            terms={"used_term": "suspicion-guest-buford", "left_term": "suspicion-guest-nadia"},
        )
    ]


def test_s1_5_the_move_of_ones_own_guest_says_so() -> None:
    """S-1.5: the secret guest is the player's own; the private menu may say which it is."""
    state = arrange(3, guests=["viola", "remy", "lily"])
    state.phase, state.dice, state.dice_left = "move", ["viola", "remy"], [0, 1]
    keys = {c.action.guest: c.description.key for c in _menu(state).choices if c.description is not None}
    assert keys == {"viola": "suspicion-desc-move-own", "remy": "suspicion-desc-move"}


def test_s2_2_cards_are_described_by_their_halves() -> None:
    """S-2.2: each card in hand alone is one choice (the last ones) whose description names
    both halves."""
    state = arrange(3, hands=[[7, 25], [1, 2], [3, 4]])
    state.phase = "play"
    alone = [c for c in _menu(state).choices if isinstance(c.action, Play) and c.action.first is None]
    assert [c.action for c in alone] == [Play(card=7), Play(card=25)]
    assert [c.description for c in alone] == [
        Text(
            key="suspicion-desc-card",
            terms={"first_term": "suspicion-desc-half-search", "second_term": "suspicion-desc-half-ask-nadia"},
        ),
        Text(
            key="suspicion-desc-card",
            terms={"first_term": "suspicion-desc-half-passage", "second_term": "suspicion-desc-half-ask-ashraf"},
        ),
    ]


def test_s2_2_a_card_comes_with_the_half_carried_out_first_in_one_choice() -> None:
    """S-2.2: before each card alone, the card with each half to carry out first, naming its
    target (the gem, whom to ask), described by the half that follows; the secret passage
    (S-3.3) asks for its guest, then its room. None of them is on the turn message: the table
    would see the whole hand."""
    state = arrange(3, hands=[[7, 25], [1, 2], [3, 4]])  # Search + Ask about Nadia; Passage + Ask about Ashraf
    state.phase = "play"
    menu = _menu(state)
    gems = CONTENT.room_by_id[state.positions[state.secrets[0].guest]].gems
    firsts = [c.action for c in menu.choices if c.menu is None][: len(gems) + 2]
    assert firsts == [
        *(Play(card=7, first=SearchGem(gem=gem)) for gem in gems),
        Play(card=7, first=AskSeat(target=1)),
        Play(card=7, first=AskSeat(target=2)),
    ]
    ask = next(c for c in menu.choices if c.action == Play(card=7, first=AskSeat(target=2)))
    assert ask.label == Text(
        key="suspicion-choice-play-ask",
        args={"card": 7},
        seats={"target_seat": 2},
        terms={"guest_term": "suspicion-guest-nadia"},
    )
    assert ask.description == Text(key="suspicion-desc-play-then", terms={"half_term": "suspicion-desc-half-search"})
    (passage,) = [c for c in menu.choices if c.menu is not None]
    assert passage.label == Text(key="suspicion-choice-play-passage", args={"card": 25})
    assert passage.menu is not None
    assert len(passage.menu.choices) == len(CONTENT.guest_ids)
    guest, first = passage.menu.choices[0], CONTENT.guest_ids[0]
    assert guest.menu is not None
    assert [c.action for c in guest.menu.choices] == [
        Play(card=25, first=Passage(guest=first, room=room.id))
        for room in CONTENT.rooms
        if room.id != state.positions[first]
    ]
    assert not any(c.quick for c in _walk(menu))


def test_s2_4_with_two_players_the_card_and_its_one_half_are_one_choice() -> None:
    """S-2.4: the half chosen with the card is the card's one action, and the description says so."""
    state = arrange(2, hands=[[7, 25], [1, 2]])
    state.phase = "play"
    ask = next(c for c in _menu(state).choices if c.action == Play(card=7, first=AskSeat(target=1)))
    assert ask.description == Text(key="suspicion-desc-play-only")
    after, _ = RULES.apply(state, 0, Play(card=7, first=AskSeat(target=1)))
    assert after.current == 1, "the turn is over"


def test_s3_5_asking_is_one_choice_per_player() -> None:
    """S-3.5: 'Ask <player> about <guest>' is one choice; oneself is never offered."""
    state = at_act(arrange(4, hands=[[1, 2], [3, 4], [5, 6], [8, 9]]), 7)  # Search + Ask about Nadia
    menu = _menu(state)
    asks = [c.action for c in menu.choices if isinstance(c.action, AskSeat)]
    assert asks == [AskSeat(target=1), AskSeat(target=2), AskSeat(target=3)]
    searches = [c.action for c in menu.choices if isinstance(c.action, SearchGem)]
    assert {a.gem for a in searches} == set(CONTENT.room_by_id[state.positions[state.secrets[0].guest]].gems)
    assert all(c.menu is None for c in menu.choices)
    # Where a search takes its gem; what "can see" means and what each answer rules out.
    assert [n.key for n in menu.notes] == ["suspicion-note-search-room", "suspicion-note-sight"]


def test_s3_3_secret_passage_is_guest_then_room() -> None:
    """S-3.3: one choice per guest (where it stands now), then every other room."""
    state = at_act(arrange(3, hands=[[1, 2], [3, 4], [5, 6]]), 25)  # Secret passage + Ask about Ashraf
    menu = _menu(state)
    guests = [c for c in menu.choices if c.menu is not None]
    assert len(guests) == len(CONTENT.guest_ids)
    for choice in guests:
        assert choice.menu is not None
        rooms = [c.action for c in choice.menu.choices]
        assert all(isinstance(a, Passage) for a in rooms)
        assert len(rooms) == len(CONTENT.rooms) - 1
    assert len(menu.choices) == len(CONTENT.guest_ids) + 2


def test_s2_2_a_done_half_is_named_in_a_note() -> None:
    """S-2.2: after one half the other remains; the note says the first is done."""
    state = at_act(arrange(3, hands=[[1, 2], [3, 4], [5, 6]]), 7)
    state, _ = RULES.apply(state, 0, AskSeat(target=1))
    menu = _menu(state)
    assert all(isinstance(c.action, SearchGem) for c in menu.choices)
    assert Text(key="suspicion-note-half-done", terms={"half_term": "suspicion-step-half-ask"}) in menu.notes


def test_s2_4_two_players_are_told_only_one_half_is_carried_out() -> None:
    """S-2.4: with two players one half of the card is all; the note says so."""
    state = at_act(arrange(2, hands=[[1, 2], [3, 4]]), 7)
    menu = _menu(state)
    assert menu.prompt.key == "suspicion-menu-act-one"
    assert Text(key="suspicion-note-one-half") in menu.notes


def test_r3_a_removed_player_is_not_asked_and_the_note_says_why() -> None:
    """R3, S-3.5: a removed seat is never a target; the note names it."""
    state = arrange(4, hands=[[1, 2], [3, 4], [5, 6], [8, 9]], current=0)
    state, _ = RULES.remove_seat(state, 2)
    state = at_act(state, 7)
    menu = _menu(state)
    assert [c.action.target for c in menu.choices if isinstance(c.action, AskSeat)] == [1, 3]
    assert Text(key="suspicion-note-left", seats={"seat": 2}) in menu.notes


def _states() -> Iterator[State]:
    """States along random games at every table size, every turn step included."""
    for players in range(2, 7):
        rng = random.Random(players)
        state, _ = RULES.setup(players, players, Options())
        for _ in bounded(RULES, f"{players} players, seed {players}"):
            if state.finished or state.phase == "guess":
                break
            yield state
            state, _ = RULES.apply(state, state.current, rng.choice(RULES.legal_actions(state, state.current)))


def _texts(menu: Menu) -> Iterator[tuple[str, Text]]:
    yield "prompt", menu.prompt
    for note in menu.notes:
        yield "note", note
    for choice in _walk(menu):
        yield "label", choice.label
        if choice.description is not None:
            yield "description", choice.description
        if choice.menu is not None:
            yield from _texts(choice.menu)


def _rendered(t: Translator, message: Text) -> str:
    keys = [message.key, *message.terms.values()]
    assert all(CATALOG.has(t.locale, k) for k in keys), f"{t.locale}: {keys}"
    return t.text(message)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_choice_of_a_turn_explains_itself_in_one_line(locale: str) -> None:
    """Every choice of every turn step has a description — one line of at most 100
    characters, with no rule id and nothing left untranslated."""
    t = Translator(CATALOG, locale, lambda s: f"Player-{s}-" + "x" * 24).for_labels()
    kinds: Counter[str] = Counter()
    for state in _states():
        menu = _menu(state)
        assert state.phase != "roll", "a new game never waits for a roll"
        for choice in _walk(menu):
            assert choice.description is not None, (state.phase, choice.label)
            kinds[state.phase] += 1
        for what, message in _texts(menu):
            shown = _rendered(t, message)
            assert shown.strip(), what
            assert "\n" not in shown, (what, shown)
            assert not [bad for bad in ("(S-", "{", "suspicion-") if bad in shown], shown
            if what == "description":
                assert len(shown) <= DESCRIPTION_LIMIT, (len(shown), shown)
    assert set(kinds) == {"move", "play", "act"}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_card_description_fits(locale: str) -> None:
    """S-2.2: all 28 cards' descriptions, alone and with each half first, for three or more
    players and for two (S-2.4)."""
    t = Translator(CATALOG, locale, str).for_labels()
    for players in (2, 3):
        for card in CONTENT.cards:
            state = arrange(players)
            state.phase = "play"
            state.secrets[state.current].hand = [card.number]  # the menu reads only the hand
            for choice in _menu(state).choices:
                assert choice.description is not None
                shown = _rendered(t, choice.description)
                assert 0 < len(shown) <= DESCRIPTION_LIMIT, shown


def test_s5_1_a_choice_that_takes_the_last_gem_of_a_kind_says_it_ends_the_game() -> None:
    """The bank's last ruby: the tip that takes it says the game ends at once, in the act
    step and when played with the card; the other choices keep their usual line."""
    state = at_act(arrange(4, hands=[[1, 2], [3, 4], [5, 6], [8, 9]]), 3)  # Tip: ruby + Ask about Nadia
    state.bank["ruby"] = 1
    tip = next(c for c in _menu(state).choices if c.action is not None and c.action.kind == "tip")
    assert tip.description == Text(key="suspicion-desc-last-gem", terms={"gem_term": "suspicion-gem-ruby"})
    state.bank["ruby"] = 2
    tip = next(c for c in _menu(state).choices if c.action is not None and c.action.kind == "tip")
    assert tip.description == Text(key="suspicion-desc-tip")
    # Played together with its first half: the card's Tip: ruby warns too.
    playing = arrange(4, hands=[[3, 4], [1, 2], [5, 6], [8, 9]])
    playing.phase = "play"
    playing.bank["ruby"] = 1
    firsts = [
        c
        for c in _menu(playing).choices
        if isinstance(c.action, Play) and c.action.card == 3 and c.action.first is not None
    ]
    warned = {
        c.action.first.kind
        for c in firsts
        if c.description is not None and c.description.key == "suspicion-desc-last-gem"
    }
    assert warned == {"tip"}


def test_s4_1_every_question_says_what_can_see_means_and_what_an_answer_rules_out() -> None:
    state = at_act(arrange(4, hands=[[1, 2], [3, 4], [5, 6], [8, 9]]), 3)  # Tip: ruby + Ask about Nadia
    menu = _menu(state)
    assert Text(key="suspicion-note-sight", terms={"guest_term": "suspicion-guest-nadia"}) in menu.notes
    assert menu.table_note == Text(key="suspicion-table-note-act")
    rendered = CATALOG.render("en", menu.notes[-1])
    assert "A guest sees every guest in its row and its column" in rendered
    assert "Nadia Bwalya" in rendered
