"""Texts that must state the rules correctly, rendered in every locale.

Names render as Player1, Player2, … (seat + 1), so a test can look for who is named.
"""

from __future__ import annotations

from collections.abc import Sequence

from fluent.syntax import FluentSerializer, parse
from fluent.syntax.ast import Message

from bot.engine.core import Event
from bot.engine.text import text
from bot.i18n import LOCALES, Translator
from cogs.mascarade.presentation.board import board_embeds
from cogs.mascarade.rules import PublicView, Rules
from cogs.mascarade.rules.actions import Announce, Contest, FoolSwap, Guess, Inquire, Pass, SpyLook
from tests.engine.mascarade.helpers import (
    ANNA,
    BORIS,
    CATALOG_DIRS,
    DIMA,
    FEDYA,
    SASHA,
    Renderer,
    legal_of,
    make_state,
    play,
    private_to,
    public_view,
)
from tests.engine.mascarade.test_rules import claim_unopposed
from tests.registry import CATALOG


def rendered(renderer: Renderer, locale: str, events: Sequence[Event]) -> str:
    return "\n".join(renderer.render(locale, e.text) for e in events if e.public)


def ending(events: Sequence[Event]) -> list[Event]:
    """The events from the last fine on: how the game ended."""
    keys = [e.text.key for e in events]
    last_fine = max((i for i, k in enumerate(keys) if k == "mascarade-event-fine"), default=-1)
    return list(events[last_fine + 1 :])


def board_rows(view: PublicView, locale: str) -> list[str]:
    t = Translator(CATALOG, locale, lambda seat: f"Player{seat + 1}")
    (embed,) = board_embeds(view, t)
    players = next(f for f in embed.fields if f.name == t("mascarade-board-players"))
    assert players.value is not None
    return players.value.split("\n")


def test_m2_3_board_marks_the_ban_only_on_the_player_who_plays_next(rules: Rules) -> None:
    """Anna announces and Boris contests: both are revealed, but only Boris, who plays
    next, is banned from announcing (M-2.3); the board must not mark Anna."""
    state = make_state(["king", "queen", "judge", "bishop", "witch", "cheat"])
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    state, _ = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()), (DIMA, Pass()))
    state, _ = rules.apply(state, 5, Pass())
    assert state.current == BORIS
    assert sorted(state.revealed_last) == [ANNA, BORIS]
    view = rules.view(state, None)
    assert isinstance(view, PublicView)
    for locale in LOCALES:
        mark = CATALOG.get(locale, "mascarade-board-revealed")
        marked = [row for row in board_rows(view, locale) if mark in row]
        assert len(marked) == 1
        assert "Player2" in marked[0]
    # Boris plays: from now on nobody is banned, so nobody is marked.
    after, _ = claim_unopposed(rules, state.model_copy(update={"revealed_last": []}), BORIS, "queen")
    view = rules.view(after, None)
    assert isinstance(view, PublicView)
    for locale in LOCALES:
        mark = CATALOG.get(locale, "mascarade-board-revealed")
        assert not any(mark in row for row in board_rows(view, locale))


def test_m6_6_spy_is_told_its_own_card_as_its_own(rules: Rules, renderer: Renderer) -> None:
    state = make_state(["spy", "queen", "judge", "bishop"], centre=["king", "thief"])
    state, _ = claim_unopposed(rules, state, ANNA, "spy")
    _, events = rules.apply(state, ANNA, SpyLook(target=1))
    own, other = private_to(events, ANNA)
    expected = {"en": "Your card is the Spy.", "ru": "Ваша карта — Шпион."}
    for locale in LOCALES:
        assert renderer.render(locale, own) == expected[locale]
        assert "Player2" in renderer.render(locale, other)


def test_m6_5_fool_waiting_line_at_three_players_allows_one_opponents_two_cards(
    rules: Rules, renderer: Renderer
) -> None:
    state = make_state([["fool", "queen"], ["judge", "bishop"], ["king", "witch"]])
    state, _ = claim_unopposed(rules, state, ANNA, "fool", slot=0)
    pending = public_view(rules, state).pending
    assert pending is not None
    # Boris's two cards are a legal pair (M-6.5): the line must not say "two other players".
    assert any(
        {state.slots[a.first].owner, state.slots[a.second].owner} == {BORIS}
        for a in legal_of(FoolSwap, rules, state, ANNA)
    )
    en, ru = (renderer.render(locale, pending) for locale in ("en", "ru"))
    assert "two other players" not in en
    assert "двух других игроков" not in ru
    assert "one opponent" in en
    assert "одному сопернику" in ru


def test_m6_5_fool_waiting_line_at_two_players_names_the_opponents_outer_cards(
    rules: Rules, renderer: Renderer
) -> None:
    state = make_state([["fool", "queen", "judge"], ["bishop", "king", "witch"]])
    state, _ = claim_unopposed(rules, state, ANNA, "fool", slot=0)
    pending = public_view(rules, state).pending
    assert pending is not None
    assert "left and right cards" in renderer.render("en", pending)
    assert "левую и правую карты соперника" in renderer.render("ru", pending)


def test_m6_5_fool_waiting_line_at_four_or_more_is_two_other_players(rules: Rules, renderer: Renderer) -> None:
    state, _ = claim_unopposed(rules, make_state(["fool", "queen", "judge", "bishop"]), ANNA, "fool")
    pending = public_view(rules, state).pending
    assert pending is not None
    assert "two other players’ cards" in renderer.render("en", pending)


def test_m7_2_bankruptcy_names_every_bankrupt_player_and_shares_the_win(rules: Rules, renderer: Renderer) -> None:
    """Anna claims the Judge and Boris contests; Sasha, the Judge, lets them: both are
    impostors and pay their last coin (M-5.6). Sasha and Fedya tie as the richest."""
    state = make_state(["king", "queen", "judge", "bishop", "witch", "cheat"], coins=[1, 1, 9, 9, 6, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="judge", slot=0))
    state, events = play(
        rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()), (DIMA, Pass()), (5, Pass())
    )
    assert state.outcome is not None
    assert state.outcome.winners == (SASHA, FEDYA)
    en = rendered(renderer, "en", ending(events))
    assert "Player1 has no coins left" in en
    assert "Player2 has no coins left" in en
    assert "richest player wins" not in en
    assert "2 richest players share the victory" in en
    assert "Player3 shares the victory with 9 coins" in en
    assert "Player4 shares the victory with 9 coins" in en
    ru = rendered(renderer, "ru", ending(events))
    assert "У игрока Player1 не осталось монет" in ru
    assert "У игрока Player2 не осталось монет" in ru
    assert "побеждает самый богатый" not in ru
    assert "Player3 делит победу" in ru
    assert "Player4 делит победу" in ru


def test_m7_2_single_bankruptcy_names_the_player_and_the_single_winner(rules: Rules, renderer: Renderer) -> None:
    state = make_state(["king", "queen", "judge", "bishop"], coins=[1, 6, 9, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="judge", slot=0))
    state, events = play(rules, state, (BORIS, Pass()), (SASHA, Contest(slot=2)), (FEDYA, Pass()))
    assert state.outcome is not None
    assert renderer.render("en", state.outcome.reason) == (
        "Player1 has no coins left: the game ends and the richest player wins."
    )
    en = rendered(renderer, "en", ending(events))
    assert "Player3 wins with 9 coins!" in en
    assert "shares" not in en
    assert renderer.render("ru", state.outcome.reason) == (
        "У игрока Player1 не осталось монет: игра заканчивается, побеждает самый богатый игрок."
    )


def test_m7_3_several_players_reaching_thirteen_share_the_win(rules: Rules, renderer: Renderer) -> None:
    """Anna and Fedya, the two true Peasants, take 2 coins each and both reach 13."""
    hands = ["peasant", "king", "judge", "peasant", "queen", "bishop", "witch", "fool"]
    state = make_state(hands, coins=[11, 6, 6, 11, 6, 6, 6, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="peasant", slot=0))
    state, events = play(
        rules,
        state,
        (BORIS, Pass()),
        (SASHA, Pass()),
        (FEDYA, Contest(slot=3)),
        (DIMA, Pass()),
        (5, Pass()),
        (6, Pass()),
        (7, Pass()),
    )
    assert state.outcome is not None
    assert state.outcome.winners == (ANNA, FEDYA)
    assert renderer.render("en", state.outcome.reason) == "2 players reached 13 coins or more and share the victory."
    assert "Player1 shares the victory with 13 coins!" in rendered(renderer, "en", events)
    assert "делят победу" in renderer.render("ru", state.outcome.reason)


def test_m6_12_guru_ending_with_a_shared_win_says_shared(rules: Rules, renderer: Renderer) -> None:
    hands = ["guru", "king", "judge", "bishop", "empress", "witch", "fool", "spy"]
    state = make_state(hands, edition="second", coins=[6, 6, 3, 9, 6, 6, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "guru")
    state, _ = rules.apply(state, ANNA, Inquire(target=SASHA))
    after, _ = rules.apply(state, SASHA, Guess(character=None))
    assert after.outcome is not None
    assert after.outcome.winners == (ANNA, FEDYA)
    en = renderer.render("en", after.outcome.reason)
    assert "richest player wins" not in en
    assert "2 players share the victory" in en
    assert "победу делят 2 игрока" in renderer.render("ru", after.outcome.reason)


def test_m1_4_every_removal_ending_renders_in_every_locale_without_rule_ids(renderer: Renderer) -> None:
    reasons = [
        text("mascarade-end-removed-small", seat=BORIS),
        text("mascarade-end-removed-few", seat=BORIS, n=3, low=4),
        text("mascarade-end-removed-card", seat=BORIS, n=7, low=8, card_term="mascarade-card-peasant"),
        text("mascarade-end-removed-count", seat=BORIS, n=5, cards=7, low=6, high=6),
        text("mascarade-end-removed-count", seat=BORIS, n=7, cards=10, low=7, high=9),
    ]
    ending = {"en": "nobody wins", "ru": "победителя нет"}
    for reason in reasons:
        for locale in LOCALES:
            said = renderer.render(locale, reason)
            assert "Player2" in said
            assert ending[locale] in said
            # The reason is said in words; rule ids are for tests and notes only.
            assert "M-" not in said


def mascarade_sources(locale: str) -> dict[str, str]:
    """Every Mascarade message of a locale as written in its catalogue (comments left out)."""
    out = {}
    for path in [p for folder in CATALOG_DIRS for p in sorted((folder / locale).glob("*.ftl"))]:
        for entry in parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, Message) and entry.id.name.startswith("mascarade-"):
                entry.comment = None
                out[entry.id.name] = FluentSerializer().serialize_entry(entry)
    return out


def test_no_mascarade_text_shows_a_rule_id_or_a_gendered_default() -> None:
    """Nothing a player reads cites "(M-1.4)"; Russian speaks to "вы" without
    gendered defaults or calques, and says "поле", not "доска"."""
    for locale in LOCALES:
        sources = mascarade_sources(locale)
        assert len(sources) > 100
        for key, source in sources.items():
            assert "(M-" not in source, f"{locale}: {key} cites a rule id"
    for key, source in mascarade_sources("ru").items():
        for word in ("доск", "кто вы есть", "сам игрок", "удалён", "вышел", "должен показать"):
            assert word not in source, f"ru: {key} says {word!r}"
