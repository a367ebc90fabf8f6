"""One plugin per game: the registry, the limits checked at start-up, and an adapter that
imports no game and no cycle."""

from __future__ import annotations

import ast
import dataclasses
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Literal

import pytest
from pydantic import BaseModel

from bot.boot.app import load_checked_games
from bot.boot.registry import EXTRA_GAMES_ENV, PLUGINS, RegistryError, load_games, load_plugins
from bot.engine.core import Choice, Menu
from bot.engine.text import Text, text
from bot.i18n import LOCALES, Catalog, Translator
from bot.i18n.commands import CatalogTranslator
from cogs.table.choices import game_choices
from cogs.table.menus import MAX_LEVEL_CHOICES, MAX_SELECT_OPTIONS, descend, paginated, select_parts
from cogs.table.panel import ActSelect, PanelControls, menu_components
from cogs.table.plugin import GamePlugin
from cogs.table.presentation import GamePresentation
from tests.fourth_game import rules as guess
from tests.fourth_game.plugin import PLUGIN as GUESS
from tests.registry import CATALOG

pytestmark = pytest.mark.every_game

ROOT = Path(__file__).resolve().parents[1]
#: The games the bot ships: the registry's lines, in order.
GAMES = tuple(p.id for p in PLUGINS)
#: The one change detector of this file: the slash commands' game choices as Discord shows
#: them. A new shipped game changes the command tree (the bot syncs it when its hash
#: changes): add its (title, id) here, in the registry's order.
COMMAND_TREE_CHOICES = (("Mascarade", "mascarade"), ("Grimm Masquerade", "grimm"), ("Suspicion", "suspicion"))


def _presentations(plugins: tuple[GamePlugin, ...]) -> dict[str, GamePresentation]:
    return {p.id: p.presentation() for p in plugins}


def _modules(package: str) -> list[str]:
    return sorted(
        ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in (ROOT / package).rglob("*.py")
    )


def _import_alone(module: str) -> tuple[str, str]:
    done = subprocess.run([sys.executable, "-c", f"import {module}"], cwd=ROOT, capture_output=True, text=True)
    return module, done.stderr.strip().splitlines()[-1] if done.returncode else ""


def test_every_adapter_module_imports_on_its_own_in_a_fresh_interpreter() -> None:
    """No import cycle: each module of cogs/ (and the registry) is importable first."""
    with ThreadPoolExecutor(2) as pool:
        failed = [f"{m}: {err}" for m, err in pool.map(_import_alone, [*_modules("cogs"), "bot.boot.registry"]) if err]
    assert not failed, failed


def test_the_shared_adapter_imports_no_game() -> None:
    """Neither a game's packages (its engine, its computer players, its presentation) nor the
    registry; the fourth game's package neither."""
    ids = [p.id for p in PLUGINS]
    games = {f"cogs.{g}" for g in ids} | {"bot.boot.registry", "tests"}
    found = []
    for path in (ROOT / "cogs" / "table").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            found += [f"{path.name}: {n}" for n in names if any(n == g or n.startswith(g + ".") for g in games)]
    # Not even the registry: the commands are given their game choices when the bot is built.
    assert found == []


def test_each_game_is_one_line_in_the_registry() -> None:
    """Without extra games the bot offers exactly the registry's lines, in order, each game
    once (its id is the plugin's)."""
    assert load_plugins("") == PLUGINS
    assert list(load_games(load_plugins(""))) == list(GAMES)
    assert len(set(GAMES)) == len(GAMES)


async def test_game_choices_keep_the_command_tree() -> None:
    """Derived from the registry, the choices are those the commands declared by hand
    (same names, localisations and order), so the synced command hash does not change."""
    catalog = CATALOG
    translator = CatalogTranslator(catalog)
    payloads = [await c.get_translated_payload(translator) for c in game_choices(_presentations(load_plugins("")))]
    assert payloads == [
        {"name": name, "value": value, "name_localizations": {"ru": catalog.get("ru", f"cmd-choice-{value}")}}
        for name, value in COMMAND_TREE_CHOICES
    ], (
        "the slash commands' game choices changed: a game was added, renamed or moved in bot/boot/registry.py. "
        "If that is meant, update COMMAND_TREE_CHOICES in tests/test_plugins.py (the bot syncs the new tree at "
        "its next start)."
    )


def test_extra_games_are_named_at_start_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(EXTRA_GAMES_ENV, "tests.fourth_game.plugin")
    assert [p.id for p in load_plugins()] == [*GAMES, "guess"]
    assert [c.value for c in game_choices(_presentations(load_plugins()))] == [*GAMES, "guess"]
    assert "guess" in load_games()


def test_a_game_that_draws_no_board_or_tells_no_story_is_refused_at_start_up() -> None:
    """Every game draws its board as a picture and tells the story of a game at its end: a
    plugin that leaves one out (None from an untyped plugin, or no such field at all) is
    refused in one line naming what is missing."""
    shown = GUESS.presentation()
    blind = dataclasses.replace(shown, render_board=None, story=None)  # type: ignore[arg-type]
    with pytest.raises(RegistryError, match=r"^game 'guess': its presentation gives no render_board, story: "):
        load_checked_games((dataclasses.replace(GUESS, presentation=lambda: blind),))

    def unbuilt() -> GamePresentation:
        return GamePresentation(
            **{f.name: getattr(shown, f.name) for f in dataclasses.fields(shown) if f.name != "render_story"}
        )

    with pytest.raises(RegistryError, match=r"^game 'guess': its presentation cannot be built \(.*'render_story'"):
        load_checked_games((dataclasses.replace(GUESS, presentation=unbuilt),))
    assert load_checked_games((GUESS,)).keys() == {"guess"}


def test_an_extra_module_without_a_plugin_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(EXTRA_GAMES_ENV, "tests.fourth_game.rules")
    with pytest.raises(RegistryError, match="has no PLUGIN"):
        load_plugins()


def test_two_plugins_with_one_id_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(EXTRA_GAMES_ENV, "tests.fourth_game.plugin,tests.fourth_game.plugin")
    with pytest.raises(RegistryError, match="share an id"):
        load_plugins()


def test_a_game_with_computer_players_at_some_levels_only_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lobby, /game practice and /game replace offer every level of a game that has
    computer players: one without a sharp player would fail only when one is asked for."""
    casual_only = dataclasses.replace(GUESS, id="casual-only", players={"casual": PLUGINS[0].players["casual"]})
    monkeypatch.setattr("bot.boot.registry.PLUGINS", (*PLUGINS, casual_only))
    with pytest.raises(RegistryError, match=r"'casual-only' has computer players of the levels \['casual'\]"):
        load_plugins("")


class _WideOptions(BaseModel):
    first_seat: int = 0
    a: bool = False
    b: bool = False
    c: bool = False
    d: bool = False


class _LongOptions(BaseModel):
    first_seat: int = 0
    size: Literal[tuple(str(n) for n in range(26))] = "0"  # type: ignore[valid-type]


class _WideRules(guess.Rules):
    options_model = _WideOptions  # type: ignore[assignment]


class _LongRules(guess.Rules):
    options_model = _LongOptions  # type: ignore[assignment]


def test_options_needing_more_lobby_selects_are_refused_at_start_up() -> None:
    """Four option selects and the timer would not fit the lobby: the registry says so
    instead of the lobby silently dropping one."""
    with pytest.raises(RegistryError, match=r"'guess': its options need 4 lobby selects \(a, b, c, d\)"):
        load_checked_games((dataclasses.replace(GUESS, rules=_WideRules),))


def test_an_option_with_more_values_than_a_select_holds_is_refused() -> None:
    with pytest.raises(RegistryError, match="option 'size' has 26 values"):
        load_checked_games((dataclasses.replace(GUESS, rules=_LongRules),))


def test_a_long_menu_is_paginated_never_cut() -> None:
    """200 choices: 74 and “More…” per level (three selects' worth); every choice is still
    reachable, in order. A level that fits three selects is drawn whole."""
    menu = Menu(prompt=text("p"), choices=[Choice(label=text("c", n=i), action=i) for i in range(200)])
    shown = paginated(menu)
    reached: list[int] = []
    path: list[int] = []
    level = shown
    while True:
        assert len(level.choices) <= MAX_LEVEL_CHOICES
        for index, choice in enumerate(level.choices):
            if choice.menu is None:
                node = descend(shown, [*path, index])
                assert isinstance(node, Choice)
                reached.append(node.action)
        last = level.choices[-1]
        if last.menu is None:
            break
        assert last.label.key == "panel-more"
        path.append(len(level.choices) - 1)
        level = last.menu
    assert reached == list(range(200))
    assert len(path) == 2, "74, 74, then the last 52"
    whole = Menu(prompt=text("p"), choices=menu.choices[:MAX_LEVEL_CHOICES])
    assert paginated(whole) == whole


def test_a_level_longer_than_one_select_is_drawn_as_several_each_one_pick() -> None:
    """40 described choices (a Suspicion move with a '?'): two selects, one under the other,
    with distinct custom_ids that still route to the same level; every choice is offered once,
    by its index, so one pick in either select names it."""
    menu = Menu(
        prompt=text("panel-back"),
        choices=[Choice(label=text("c", n=i), action=i, description=text("d")) for i in range(40)],
    )
    items = menu_components(menu, [], PanelControls(7, 3), Translator(CATALOG, "en", str))
    selects = [item for item in items if isinstance(item, ActSelect)]
    assert len(items) == len(selects) == 2
    assert [len(s.item.options) for s in selects] == [MAX_SELECT_OPTIONS, 40 - MAX_SELECT_OPTIONS]
    values = [o.value for s in selects for o in s.item.options]
    assert [int(v.split(":")[0]) for v in values] == list(range(40))
    ids = [str(s.item.custom_id) for s in selects]
    assert ids == ["mn:s:7:3:", "mn:s:7:3::1"]
    for custom_id in ids:
        match = ActSelect.__discord_ui_compiled_template__.fullmatch(custom_id)
        assert match is not None
        assert (match["game_id"], match["since"], match["path"]) == ("7", "3", "")
    assert "(1/2)" in str(selects[0].item.placeholder)
    assert "(2/2)" in str(selects[1].item.placeholder)


def test_a_long_level_of_grouped_choices_is_split_between_whole_groups_each_named() -> None:
    """40 moves of ten guests (four each, as a Suspicion '?' offers): no guest's moves are
    split between two selects, and each select is named by the guests it holds."""
    guests = [f"guest{g}" for g in range(10)]
    menu = Menu(
        prompt=text("panel-back"),
        choices=[
            Choice(label=text("c", n=i), action=i, description=text("d"), group=Text(key=guests[i // 4]))
            for i in range(40)
        ],
    )
    items = menu_components(menu, [], PanelControls(7, 3), Translator(CATALOG, "en", str))
    selects = [item for item in items if isinstance(item, ActSelect)]
    assert [len(s.item.options) for s in selects] == [24, 16], "six whole guests, then four"
    held = [{int(o.value.split(":")[0]) // 4 for o in s.item.options} for s in selects]
    assert held == [set(range(6)), set(range(6, 10))]
    assert str(selects[0].item.placeholder).endswith("(guest0 – guest5)")
    assert str(selects[1].item.placeholder).endswith("(guest6 – guest9)")
    assert select_parts(menu.choices[:25]) == [list(range(25))], "a level that fits one select is one"


def test_the_fourth_games_own_catalogue_is_complete() -> None:
    assert GUESS.catalog_dir is not None
    catalog = Catalog(extra=[GUESS.catalog_dir])
    keys = {locale: {k for k in catalog.keys(locale) if k.startswith("guess-")} for locale in LOCALES}
    assert len({frozenset(k) for k in keys.values()}) == 1, keys
    assert all(catalog.has(locale, GUESS.presentation().choice_key) for locale in LOCALES)
