"""The translation layer: catalogues complete in every locale, plural forms right, and no
key the code names missing from a catalogue."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import LOCALES, Catalog, locale_for
from tests.registry import PLUGINS

pytestmark = pytest.mark.every_game

ROOT = Path(__file__).resolve().parents[1]
# The bot's code, and a game's own package where it ships its own catalogue (the tests' fourth game).
CODE = [ROOT / "bot", ROOT / "cogs", *(p.catalog_dir.parent for p in PLUGINS if p.catalog_dir is not None)]
# Literal keys passed to the catalogue, UserError, IllegalAction or text() in the code.
_KEY_CALL = re.compile(r"""(?:\bt|UserError|IllegalAction|\btext|_refuse|raise_)\(\s*["']([a-z][a-z0-9-]+)["']""")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return Catalog(extra=[p.catalog_dir for p in PLUGINS if p.catalog_dir is not None])


def test_every_locale_has_the_same_keys(catalog: Catalog) -> None:
    english = catalog.keys("en")
    for locale in LOCALES:
        assert catalog.keys(locale) == english, f"{locale}: {catalog.keys(locale) ^ english}"


def test_every_literal_key_in_the_code_exists(catalog: Catalog) -> None:
    used = set()
    for folder in CODE:
        for path in folder.rglob("*.py"):
            used.update(_KEY_CALL.findall(path.read_text(encoding="utf-8")))
    assert used, "the scan found no keys: the pattern is broken"
    missing = {key for key in used if not all(catalog.has(loc, key) for loc in LOCALES)}
    assert not missing


@pytest.mark.parametrize(("n", "expected"), [(1, "1 монета"), (2, "2 монеты"), (5, "5 монет"), (21, "21 монета")])
def test_russian_plurals(catalog: Catalog, n: int, expected: str) -> None:
    assert catalog.get("ru", "coins", {"n": n}) == expected


def test_russian_negative_numbers_are_written_with_the_minus_sign(catalog: Catalog) -> None:
    """Russian typography writes "−1,1" (U+2212) for a NUMBER() and a bare number alike, as
    the catalogue's own "−0,3" beside it does; English keeps CLDR's hyphen-minus."""
    change = {"game": "G", "id": 7, "before": -11, "after": -14, "sign": "−", "change": 3, "when": "x"}
    assert catalog.get("ru", "stats-change", change) == "G №\u00a07 · −11 → −14 (−3) · x"
    assert catalog.get("ru", "coins", {"n": -3}) == "−3 монеты"
    assert catalog.get("ru", "coins", {"n": 3}) == "3 монеты"
    assert catalog.get("en", "coins", {"n": -3}) == "-3 coins"


def test_rating_points_are_grouped_in_each_language_and_marked_provisional(catalog: Catalog) -> None:
    assert catalog.get("ru", "stats-rating", {"points": 1234, "provisional": "yes"}) == (
        "рейтинг **1\u00a0234** (предварительный)"
    )
    assert catalog.get("en", "stats-rating", {"points": 1234, "provisional": "no"}) == "rating **1,234**"


def test_discord_locales_map_to_ours() -> None:
    assert locale_for("ru") == "ru"
    assert locale_for("en-US") == "en"
    assert locale_for("de") == "en"
    assert locale_for(None) == "en"


def _dynamic_keys() -> set[str]:
    """Keys the code builds from a name (f-strings), listed from the same sources."""
    from cogs.table.lobby import option_fields
    from cogs.table.permissions import EVENT_PERMISSIONS, REQUIRED_PERMISSIONS, THREAD_TABLE_PERMISSIONS

    keys = {f"perm-{p}" for p in (*REQUIRED_PERMISSIONS, *THREAD_TABLE_PERMISSIONS, *EVENT_PERMISSIONS)}
    keys |= {f"mod-action-{a}" for a in ("end", "remove", "skip", "pause", "resume", "extend", "host", "repair")}
    keys |= {"paused-moderator", "paused-no-permission"}
    keys |= {f"lobby-{op}" for op in ("join", "leave", "start", "cancel")}
    for plugin in PLUGINS:
        game, rules, shown = plugin.id, plugin.rules(), plugin.presentation()
        keys |= {f"{game}-name", f"{game}-summary", shown.choice_key}
        for topic in shown.rules_topics:
            keys |= {f"{game}-rules-topic-{topic}", f"{game}-rules-{topic}"}
        for name, values in option_fields(rules.options_model):
            keys.add(f"{game}-option-{name}")
            keys |= {f"{game}-option-{name}-{v.lower()}" for v in values}
    return keys


def test_every_key_built_from_a_name_exists(catalog: Catalog) -> None:
    missing = {key for key in _dynamic_keys() if not all(catalog.has(loc, key) for loc in LOCALES)}
    assert not missing
