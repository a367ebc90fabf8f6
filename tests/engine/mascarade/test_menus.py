"""Mascarade's menus: interactions per decision counted from the menu tree (one
per level, the panel already open), descriptions, notes and quick choices."""

from __future__ import annotations

import pytest

from bot.engine.core import Menu
from bot.engine.text import Text
from bot.i18n import LOCALES
from cogs.mascarade.menu_shape import check_menu, choices, depth_of, is_flag, paths
from cogs.mascarade.rules import Options, Rules, State
from cogs.mascarade.rules.actions import Announce, Contest, FoolSwap, Pass, Peek, Swap
from cogs.mascarade.rules.options import Answers
from tests.engine.mascarade.helpers import ANNA, BORIS, DIMA, FEDYA, SASHA, Renderer, make_state, play
from tests.engine.mascarade.test_rules import claim_unopposed

SECOND_EDITION_14 = [
    "fool",
    "empress",
    "guru",
    "king",
    "princess",
    "puppet_master",
    "patron",
    "bishop",
    "cheater",
    "judge",
    "spy",
    "widow",
    "witch",
    "thief",
]


def menu_of(rules: Rules, state: State, seat: int) -> Menu:
    menu = rules.menu(state, seat)
    assert menu is not None
    check_menu(rules, state, seat, menu)
    return menu


def after_preparation(rules: Rules, players: int, edition: str = "first") -> State:
    state, _ = rules.setup(players, players, Options(edition=edition))
    return state.model_copy(update={"turn": 5})


def note_keys(menu: Menu) -> list[str]:
    return [note.key for note in menu.notes]


@pytest.mark.parametrize("players", range(2, 14))
def test_m2_2_swap_takes_two_interactions_peek_one_announce_at_most_two(rules: Rules, players: int) -> None:
    state = after_preparation(rules, players)
    menu = menu_of(rules, state, state.current)
    assert depth_of(menu, Swap) == 2
    assert depth_of(menu, Peek) == 1
    # With one card each (4+ players) the character is the whole announcement; the 2- and
    # 3-player games then ask which card the hand rests on (M-8.3, M-9.3).
    assert depth_of(menu, Announce) == (1 if players >= 4 else 2)


def test_m9_3_two_players_announce_with_left_or_right_but_contest_with_any(rules: Rules) -> None:
    state = make_state([["king", "queen", "judge"], ["bishop", "fool", "witch"]])
    menu = menu_of(rules, state, ANNA)
    hands = {state.slots[c.action.slot].hand for _, c in paths(menu) if isinstance(c.action, Announce)}
    assert hands == {"left", "right"}
    assert "mascarade-note-protected" in note_keys(menu)
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    contest = menu_of(rules, state, BORIS)
    assert len([c for _, c in paths(contest) if isinstance(c.action, Contest)]) == 3
    assert depth_of(contest, Contest) == 2


def test_m2_1_preparatory_turn_offers_only_swaps_and_says_so(rules: Rules) -> None:
    state, _ = rules.setup(5, 1, Options())
    menu = menu_of(rules, state, state.current)
    assert all(isinstance(c.action, Swap) for _, c in paths(menu))
    (note,) = menu.notes
    assert note.key == "mascarade-note-prep"
    assert note.args == {"n": 1, "total": 4}


@pytest.mark.parametrize(("edition", "peek"), [("first", "no"), ("second", "yes")])
def test_m2_3_a_player_revealed_last_turn_is_told_why_announcing_is_missing(
    rules: Rules, edition: str, peek: str
) -> None:
    state = make_state(["king", "queen", "judge", "bishop"], centre=["witch", "cheat"], edition=edition)
    state = state.model_copy(update={"revealed_last": [ANNA]})
    menu = menu_of(rules, state, ANNA)
    assert not any(isinstance(c.action, Announce) for _, c in paths(menu))
    assert any(isinstance(c.action, Peek) for _, c in paths(menu)) == (peek == "yes")
    (note,) = menu.notes
    assert note.key == "mascarade-note-revealed"
    assert note.args["peek"] == peek
    # The prompt offers only what the menu does (it once named peeking and announcing above
    # the note that forbade them).
    assert menu.prompt.key == ("mascarade-prompt-turn-no-claim" if peek == "yes" else "mascarade-prompt-turn-swap")


def test_m5_2_pass_and_contest_are_quick_public_choices(rules: Rules) -> None:
    state = make_state(["king", "queen", "judge", "bishop"], centre=["witch", "cheat"])
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    menu = menu_of(rules, state, BORIS)
    assert [type(c.action) for c in menu.choices] == [Pass, Contest]
    assert all(c.quick for c in menu.choices)
    # One click from the panel either way.
    assert depth_of(menu, Pass) == depth_of(menu, Contest) == 1


def test_m5_2_r5_sealed_answers_are_chosen_in_the_panel_only(rules: Rules) -> None:
    """All at once, an answer is secret until the reveal: no public quick button (anyone
    watching the turn message could tell a contest from a pass by what changed)."""
    state = make_state(["king", "queen", "judge", "bishop"], centre=["witch", "cheat"])
    state.answers = Answers.ALL_AT_ONCE
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    for seat in (BORIS, SASHA, FEDYA):
        menu = menu_of(rules, state, seat)
        assert [type(c.action) for c in menu.choices] == [Pass, Contest]
        assert not any(c.quick for c in choices(menu))
        assert menu.prompt.key == "mascarade-prompt-contest-sealed"
        assert depth_of(menu, Pass) == depth_of(menu, Contest) == 1


def test_m8_3_three_players_contest_opens_the_card_choice_still_quick(rules: Rules) -> None:
    state = make_state([["king", "queen"], ["judge", "bishop"], ["fool", "witch"]])
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    menu = menu_of(rules, state, BORIS)
    contest = menu.choices[1]
    assert contest.quick
    assert contest.menu is not None
    assert all(c.quick for c in contest.menu.choices)


def test_m3_1_swap_or_not_is_never_quick_for_turns_fool_and_spy(rules: Rules) -> None:
    state = make_state(["fool", "queen", "judge", "bishop", "spy"])
    menu = menu_of(rules, state, ANNA)
    flags = [c for _, c in paths(menu) if isinstance(c.action, Swap)]
    assert flags
    assert not any(c.quick for c in flags)
    state, _ = claim_unopposed(rules, state, ANNA, "fool")
    fool = menu_of(rules, state, ANNA)
    assert depth_of(fool, FoolSwap) == 2, "the pair, then swap or not"
    assert not any(c.quick for _, c in paths(fool))
    assert note_keys(fool) == ["mascarade-note-fool"]


def test_m10_1_a_turn_begins_from_the_turn_message_and_only_swap_or_not_is_private(rules: Rules) -> None:
    """Which two places a swap involves, a look and an announcement are public: each choice
    of the turn is quick; the swap-or-not it opens is not."""
    state = after_preparation(rules, 4)
    seat = rules.pending(state)[0].seat
    menu = menu_of(rules, state, seat)
    kinds = {type(c.action) for c in menu.choices if c.action is not None}
    assert {Peek, Announce} <= kinds
    assert all(c.quick for c in menu.choices)
    swaps = [c for c in menu.choices if c.menu is not None and isinstance(c.menu.choices[0].action, Swap)]
    assert swaps
    assert not any(flag.quick for swap in swaps if swap.menu is not None for flag in swap.menu.choices)


def test_m5_1_a_crowded_table_gathers_announcements_under_one_choice(rules: Rules) -> None:
    """12 players and 14 distinct masks (2nd edition): swaps, a look and every mask would
    not fit one select, so the masks move one level down — still two interactions."""
    hands = SECOND_EDITION_14[:12]
    state = make_state(hands, centre=SECOND_EDITION_14[12:], edition="second")
    menu = menu_of(rules, state, ANNA)
    assert len(menu.choices) <= 25
    assert depth_of(menu, Swap) == 2
    assert depth_of(menu, Peek) == 1
    assert depth_of(menu, Announce) == 2


def rendered_descriptions(renderer: Renderer, menu: Menu) -> list[tuple[str, str]]:
    out = []
    for choice in choices(menu):
        if is_flag(choice):
            continue
        assert isinstance(choice.description, Text)
        for locale in LOCALES:
            out.append((locale, renderer.render(locale, choice.description)))
    return out


def power_menus(rules: Rules) -> list[Menu]:
    """A turn menu announcing every mask of both editions, and every power's own menu."""
    menus = []
    for edition, cards in (("first", None), ("second", SECOND_EDITION_14)):
        state = after_preparation(rules, 13 if edition == "first" else 12, edition)
        if cards is not None:
            state = make_state(cards[:12], centre=cards[12:], edition=edition)
        menus.append(menu_of(rules, state, state.current))
    tied = make_state(["bishop", "queen", "judge", "witch", "spy"], coins=[6, 9, 9, 2, 2])
    for seat, character in ((ANNA, "bishop"), (FEDYA, "witch"), (DIMA, "spy")):
        after, _ = claim_unopposed(rules, tied.model_copy(update={"current": seat}), seat, character)
        menus.append(menu_of(rules, after, seat))
    second = make_state(["guru", "princess", "puppet_master", "judge"], centre=["king", "fool"], edition="second")
    for seat, character in ((ANNA, "guru"), (BORIS, "princess"), (SASHA, "puppet_master")):
        after, _ = claim_unopposed(rules, second.model_copy(update={"current": seat}), seat, character)
        menus.append(menu_of(rules, after, seat))
    guru, _ = claim_unopposed(rules, second, ANNA, "guru")
    guru, _ = play(rules, guru, *[(ANNA, a) for a in rules.legal_actions(guru, ANNA)][:1])
    (asked,) = rules.pending(guru)
    menus.append(menu_of(rules, guru, asked.seat))
    return menus


def test_every_choice_has_a_one_line_description_in_both_languages(rules: Rules, renderer: Renderer) -> None:
    seen = set()
    for menu in power_menus(rules):
        for locale, line in rendered_descriptions(renderer, menu):
            assert line.strip(), f"{locale}: an empty description"
            assert "\n" not in line, f"{locale}: {line!r} is more than one line"
            assert len(line) <= 100, f"{locale}: {line!r} is longer than a select option shows"
            seen.add(line)
    # Every power says what it does (13 1st-edition and 2nd-edition masks at least).
    assert len(seen) > 40


def test_m5_4_the_contest_prompt_restates_the_claimed_power_and_the_stakes(rules: Rules, renderer: Renderer) -> None:
    """Whoever answers a claim reads what the claimed character would do and what a contest
    costs; the turn message's line says it for the buttons beside it (no description there)."""
    state = make_state(["king", "queen", "judge", "bishop"], centre=["witch", "cheat"])
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    menu = menu_of(rules, state, BORIS)
    assert note_keys(menu) == ["mascarade-note-claimed", "mascarade-note-contest-stakes"]
    claimed, stakes = (renderer.render("en", note) for note in menu.notes)
    assert claimed == "The King’s power: Take 3 coins from the bank."
    assert "Player1" in stakes
    assert "each impostor pays 1 coin into the courthouse" in stakes
    assert renderer.render("ru", menu.notes[0]) == "Способность персонажа «Король» — Взять из банка 3 монеты."
    assert menu.table_note is not None
    assert "each impostor pays 1 coin" in renderer.render("en", menu.table_note)
    # Sealed answers (R5): the stakes still, but no line for public buttons (there are none).
    state = make_state(["king", "queen", "judge", "bishop"], centre=["witch", "cheat"])
    state.answers = Answers.ALL_AT_ONCE
    state, _ = rules.apply(state, ANNA, Announce(character="bishop", slot=0))
    sealed = menu_of(rules, state, BORIS)
    assert note_keys(sealed) == ["mascarade-note-claimed", "mascarade-note-contest-stakes"]
    assert "richest other player" in renderer.render("en", sealed.notes[0])
    assert sealed.table_note is None


def test_m5_4_the_announcer_is_told_the_stakes_before_announcing(rules: Rules, renderer: Renderer) -> None:
    state = after_preparation(rules, 5)
    menu = menu_of(rules, state, state.current)
    assert "mascarade-note-announce-stakes" in note_keys(menu)
    (stakes,) = [renderer.render(locale, n) for n in menu.notes for locale in ("en",) if n.key.endswith("stakes")]
    assert "you too, if you bluffed" in stakes
    assert menu.table_note == Text(key="mascarade-table-note-turn")
    # A preparatory turn announces nothing: no stakes, its own line.
    prep, _ = rules.setup(5, 5, Options())
    first = menu_of(rules, prep, prep.current)
    assert "mascarade-note-announce-stakes" not in note_keys(first)
    assert first.table_note == Text(key="mascarade-table-note-prep")
