"""The shipped data file, the set rules (M-1.3, M-1.4) and the host options."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import get_args

import pytest
from pydantic import ValidationError

from bot.engine.core import IllegalAction
from bot.i18n import LOCALES, Catalog
from cogs.mascarade.rules import CONTENT_FILE, Content, Options, Rules
from tests.registry import CATALOG

ROOT = Path(__file__).resolve().parents[3]


def test_engine_import_never_loads_discord() -> None:
    code = "import cogs.mascarade.rules, sys; assert 'discord' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_m1_3_first_edition_table_matches_the_rulebook(content: Content) -> None:
    standard = content.editions["first"].standard
    assert sorted(standard[4]) == sorted(["judge", "bishop", "king", "queen", "thief", "cheat"])
    assert sorted(standard[10]) == sorted(
        ["judge", "bishop", "king", "fool", "queen", "witch", "spy", "peasant", "peasant", "cheat"]
    )
    assert all(len(cards) == max(n, 6) for n, cards in standard.items())


def test_m1_4_second_edition_presets_are_a_third_to_a_half_money(rules: Rules, content: Content) -> None:
    for players, cards in content.editions["second"].standard.items():
        check = rules.validate_set("second", cards, players)
        assert check.ok, (players, check)
        assert not check.warnings, (players, check)


def test_m1_4_judge_is_required(rules: Rules) -> None:
    check = rules.validate_set("first", ["king", "queen", "bishop", "thief", "witch", "cheat"], 4)
    assert [e.key for e in check.errors] == ["mascarade-set-judge"]


def test_m1_4_a_third_must_be_money(rules: Rules) -> None:
    check = rules.validate_set("first", ["judge", "bishop", "thief", "witch", "cheat", "queen"], 5)
    assert [e.key for e in check.errors] == ["mascarade-set-money"]


def test_m1_4_two_money_cards_of_seven_are_short_of_a_third(rules: Rules) -> None:
    check = rules.validate_set("first", ["judge", "bishop", "thief", "witch", "cheat", "queen", "king"], 6)
    assert [e.key for e in check.errors] == ["mascarade-set-money"]


def test_m1_4_a_set_of_unknown_cards_is_refused_as_unknown_not_as_short_of_money(rules: Rules) -> None:
    check = rules.validate_set("first", ["dragon"] * 6, 6)
    keys = [e.key for e in check.errors]
    assert "mascarade-set-unknown" in keys
    assert "mascarade-set-money" not in keys


def test_m1_4_more_than_half_money_is_a_warning(rules: Rules) -> None:
    check = rules.validate_set("first", ["judge", "king", "queen", "widow", "fool", "witch"], 4)
    assert check.ok
    assert [w.key for w in check.warnings] == ["mascarade-set-money-warning"]


def test_m1_4_peasants_come_in_pairs(rules: Rules) -> None:
    cards = ["judge", "king", "queen", "peasant", "bishop", "witch", "thief", "spy"]
    assert "mascarade-set-peasants" in [e.key for e in rules.validate_set("first", cards, 8).errors]


def test_m1_4_peasants_and_inquisitor_need_eight_players(rules: Rules) -> None:
    cards = ["judge", "king", "queen", "inquisitor", "bishop", "witch", "thief"]
    assert "mascarade-set-min-players" in [e.key for e in rules.validate_set("first", cards, 7).errors]


def test_m1_4_card_count_is_six_or_players_plus_up_to_two(rules: Rules) -> None:
    cards = ["judge", "king", "queen", "bishop", "witch", "thief", "widow"]
    assert "mascarade-set-count" in [e.key for e in rules.validate_set("first", cards, 4).errors]
    assert rules.validate_set("first", cards, 6).ok  # one centre card
    assert "mascarade-set-count" in [e.key for e in rules.validate_set("first", cards, 8).errors]


def test_m1_4_custom_sets_are_for_four_or_more(rules: Rules) -> None:
    check = rules.validate_set("first", ["judge", "king", "queen", "bishop", "witch", "fool"], 3)
    assert "mascarade-set-small-table" in [e.key for e in check.errors]


def test_m1_4_a_set_for_a_table_size_its_edition_does_not_allow_is_refused(rules: Rules) -> None:
    # The 2nd edition is for 4 to 12 players: a 13-seat table is refused by name.
    check = rules.validate_set("second", ["judge", "king", "empress", "bishop", "witch", "fool"], 13)
    assert "mascarade-set-players" in [e.key for e in check.errors]


def test_m1_4_every_set_error_is_translated(rules: Rules) -> None:
    catalog = CATALOG
    check = rules.validate_set("second", ["nobody", "peasant", "guru", "guru"], 5)
    keys = {e.key for e in check.errors}
    assert {"mascarade-set-unknown", "mascarade-set-judge", "mascarade-set-copies"} <= keys
    for e in check.errors:
        for locale in LOCALES:
            assert catalog.has(locale, e.key)
            assert "{" not in catalog.render(locale, e)


def test_player_range_follows_edition_and_custom_set(rules: Rules) -> None:
    assert rules.player_range(Options()) == (2, 13)
    assert rules.player_range(Options(edition="second")) == (4, 12)
    custom = ("judge", "king", "queen", "widow", "witch", "thief", "spy", "cheat")
    assert rules.player_range(Options(custom_set=custom)) == (6, 8)


def test_invalid_custom_set_refuses_setup_naming_the_rule(rules: Rules) -> None:
    with pytest.raises(IllegalAction) as err:
        rules.setup(6, 1, Options(custom_set=("king", "queen", "bishop", "witch", "thief", "spy")))
    assert err.value.reason.key == "mascarade-set-judge"


def test_random_preset_obeys_m1_4(rules: Rules) -> None:
    for players in range(4, 13):
        for edition in ("first", "second"):
            state, _ = rules.setup(players, players * 31, Options(edition=edition, preset="random"))
            check = rules.validate_set(edition, state.cards, players)
            assert check.ok
            assert not check.warnings


@pytest.mark.parametrize("players", [6, 8])
@pytest.mark.parametrize("edition", ["first", "second"])
def test_m1_4_random_sets_have_zero_one_or_two_centre_cards(rules: Rules, edition: str, players: int) -> None:
    """From 6 players on: one card a player plus 0, 1 or 2 in the centre (6 cards only at 4–5)."""
    centre = {
        len(rules.setup(players, seed, Options(edition=edition, preset="random"))[0].cards) - players
        for seed in range(30)
    }
    assert centre == {0, 1, 2}


def test_m1_4_random_sets_use_the_characters_that_need_eight_players_from_eight_on(rules: Rules) -> None:
    dealt = {card for seed in range(30) for card in rules.setup(8, seed, Options(preset="random"))[0].cards}
    assert {"peasant", "inquisitor"} <= dealt


def test_content_rejects_an_unknown_card_in_a_set() -> None:
    data = json.loads(CONTENT_FILE.read_text(encoding="utf-8"))
    data["editions"]["first"]["standard"]["4"][0] = "dragon"
    with pytest.raises(ValidationError, match="dragon"):
        Content.model_validate(data)


def test_content_rejects_a_standard_set_breaking_m1_4() -> None:
    data = json.loads(CONTENT_FILE.read_text(encoding="utf-8"))
    data["editions"]["second"]["standard"]["6"] = ["bishop", "empress", "patron", "witch", "beggar", "spy"]
    with pytest.raises(ValidationError, match="mascarade-set-judge"):
        Content.model_validate(data)


def test_options_have_catalogue_keys_for_every_value() -> None:
    catalog = CATALOG
    for field in ("edition", "preset"):
        annotation = Options.model_fields[field].annotation
        values = get_args(annotation)
        assert values, f"{field} is a Literal of its values"
        for locale in LOCALES:
            assert catalog.has(locale, f"mascarade-option-{field}")
            for value in values:
                assert catalog.has(locale, f"mascarade-option-{field}-{value.lower()}")


def test_every_card_has_a_name_in_both_catalogues(content: Content) -> None:
    catalog = CATALOG
    ids = {c.id for ed in content.editions.values() for c in ed.characters}
    for locale in LOCALES:
        for card in ids:
            assert catalog.has(locale, f"mascarade-card-{card}")


def test_both_catalogues_have_the_same_mascarade_keys() -> None:
    catalog = Catalog(extra=[ROOT / "cogs" / "mascarade" / "i18n"])
    en = {k for k in catalog.keys("en") if k.startswith("mascarade-")}
    ru = {k for k in catalog.keys("ru") if k.startswith("mascarade-")}
    assert en == ru
    assert all(k.startswith("mascarade-") for k in _keys_in(ROOT / "cogs/mascarade/i18n/en/mascarade.ftl"))


def _keys_in(path: Path) -> list[str]:
    return [
        line.split(" =", 1)[0] for line in path.read_text(encoding="utf-8").splitlines() if line and line[0].isalpha()
    ]


def test_json_round_trip_of_a_fresh_game(rules: Rules) -> None:
    state, _ = rules.setup(3, 9, Options())
    assert type(state).model_validate_json(state.model_dump_json()) == state


def test_m1_1_the_declared_player_range_spans_both_editions(rules: Rules, content: Content) -> None:
    editions = content.editions.values()
    assert rules.players == (min(e.min_players for e in editions), max(e.max_players for e in editions))


def test_m1_4_a_set_is_checked_for_every_table_size_of_its_edition(rules: Rules, content: Content) -> None:
    """The lobby's verdict on a custom set reads one check per size (the cog only words it)."""
    cards = ["judge", "king", "queen", "bishop", "witch", "fool"]
    checks = rules.checks_by_size("first", cards)
    ed = content.editions["first"]
    assert list(checks) == list(range(ed.min_players, ed.max_players + 1))
    assert all(checks[n] == rules.validate_set("first", cards, n) for n in checks)
    assert [n for n, check in checks.items() if check.ok] == [4, 5, 6]
