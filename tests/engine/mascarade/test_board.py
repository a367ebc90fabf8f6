"""Presentation: Discord limits, and no secret on anything public."""

from __future__ import annotations

import functools
import random

import discord

from bot.i18n import LOCALES, Translator
from cogs.mascarade.presentation.board import RULES_TOPICS, board_embeds, panel_embed, summary_embed
from cogs.mascarade.rules import Options, PublicView, Rules, SeatView, State
from cogs.mascarade.rules.actions import SpyLook
from tests.bounds import bounded
from tests.engine.mascarade.helpers import ANNA, make_state, public_view, seat_view
from tests.registry import CATALOG

NAMES = [
    "Anastasia",
    "Boris",
    "Sasha",
    "Fedya",
    "Dima",
    "Petya",
    "Kolya",
    "Lena",
    "Masha",
    "Nina",
    "Olya",
    "Pasha",
    "Roma",
]


@functools.cache  # parsing every catalogue takes a second; the test calls this per state
def translators() -> list[Translator]:
    catalog = CATALOG
    return [Translator(catalog, locale, lambda seat: NAMES[seat]) for locale in LOCALES]


def within_limits(embeds: list[discord.Embed]) -> None:
    total = 0
    for e in embeds:
        assert len(e.fields) <= 25
        assert len(e.title or "") <= 256
        assert len(e.description or "") <= 4096
        for f in e.fields:
            assert f.name is not None
            assert len(f.name) <= 256
            assert f.value is not None
            assert 0 < len(f.value) <= 1024
        total += len(e)
    assert total <= 6000
    assert all("mascarade-" not in str(e.to_dict()) for e in embeds), "untranslated key"


def random_states(rules: Rules, players: int, seed: int, edition: str = "first") -> list[State]:
    rng = random.Random(seed)
    state, _ = rules.setup(players, seed, Options(edition=edition))
    states = [state]
    for _ in bounded(rules, f"{players} players, {edition} edition, seed {seed}"):
        if state.finished:
            break
        seat = rules.pending(state)[0].seat
        state, _ = rules.apply(state, seat, rng.choice(list(rules.legal_actions(state, seat))))
        states.append(state)
    return states


def test_board_and_panel_respect_discord_limits(rules: Rules) -> None:
    for players, edition in ((13, "first"), (2, "first"), (12, "second"), (5, "second")):
        for state in random_states(rules, players, players, edition)[::3]:
            for t in translators():
                view = rules.view(state, None)
                assert isinstance(view, PublicView)
                within_limits(board_embeds(view, t))
                for seat in state.order:
                    seat_view = rules.view(state, seat)
                    assert isinstance(seat_view, SeatView)
                    within_limits([panel_embed(seat_view, t)])
        for t in translators():
            within_limits([summary_embed(state, t)])


def test_public_board_never_names_a_face_down_card(rules: Rules) -> None:
    state = make_state(
        ["spy", "queen", "judge", "bishop", "widow", "cheat"],
        cards=["spy", "queen", "judge", "bishop", "widow", "cheat"],
    )
    catalog = CATALOG
    for t in translators():
        rendered = str([e.to_dict() for e in board_embeds(public_view(rules, state), t)])
        names = {catalog.get(t.locale, f"mascarade-card-{c}") for c in state.cards}
        # The set in play is public; each name appears once, in that field only.
        for name in names:
            assert rendered.count(name) == 1, name


def test_panel_shows_what_the_spy_sees_and_the_board_does_not(rules: Rules) -> None:
    from tests.engine.mascarade.test_rules import claim_unopposed

    state = make_state(["spy", "queen", "judge", "bishop"], centre=["king", "thief"])
    state, _ = claim_unopposed(rules, state, ANNA, "spy")
    state, _ = rules.apply(state, ANNA, SpyLook(target=4))
    t = translators()[0]
    panel = str(panel_embed(seat_view(rules, state, ANNA), t).to_dict())
    assert "King" in panel
    board = str([e.to_dict() for e in board_embeds(public_view(rules, state), t)])
    assert board.count("King") == 1  # only in the list of characters in play


def test_summary_reveals_every_card(rules: Rules) -> None:
    state = random_states(rules, 6, 11)[-1]
    t = translators()[0]
    summary = str(summary_embed(state, t).to_dict())
    for card in state.cards:
        assert t(f"mascarade-card-{card}") in summary


def test_rules_topics_exist_and_fit(rules: Rules) -> None:
    catalog = CATALOG
    for locale in LOCALES:
        for key in ("mascarade-name", "mascarade-summary"):
            assert catalog.has(locale, key)
        for topic in RULES_TOPICS:
            assert catalog.has(locale, f"mascarade-rules-topic-{topic}")
            assert len(catalog.get(locale, f"mascarade-rules-{topic}")) <= 1000
