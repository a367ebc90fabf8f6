"""The Russian catalogue reads as Russian a player can act on.

- Slash commands and their options are named as a Russian Discord client shows them: no
  English command or option name left in a Russian message, and every command, subcommand
  and option a message names (in either locale) is one the real command tree declares.
  The names come from the bot's own command tree and its translations, never a hand list.
- A player's name or a card's name never hangs after a colon ("Передать: Аня",
  "оставляет себе: Корона."): names do not decline, so a sentence is built around a noun
  that governs them ("игроку Аня", "карту «Корона»"). After a colon a name may only open
  a clause as its subject ("Никто не спорит: Аня применяет способность").
- «№» is kept on its number's line by a no-break space.
"""

from __future__ import annotations

import asyncio
import importlib
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from bot.boot.app import EXTENSIONS
from bot.i18n import LOCALES, Catalog
from bot.i18n.commands import CatalogTranslator
from tests.registry import PLUGINS
from tests.test_catalogue_words import shown_texts

# Every catalogue the bot loads: the shared one and each game's own, wherever they live.
CATALOG = Catalog(extra=[p.catalog_dir for p in PLUGINS if p.catalog_dir is not None])


def catalogue_files(locale: str) -> list[Path]:
    return sorted(path for folder in CATALOG.folders for path in (folder / locale).glob("*.ftl"))


RUSSIAN = catalogue_files("ru")
JSON = dict[str, Any]
SUBCOMMAND_TYPES = (1, 2)  # an option of type 1 or 2 is a subcommand or a group


@dataclass
class Command:
    """One slash command (a leaf or a group) as one locale names it."""

    subcommands: dict[str, Command] = field(default_factory=dict)
    options: set[str] = field(default_factory=set)


@dataclass
class Tree:
    """The bot's slash commands as each locale names them, and every English name."""

    commands: dict[str, dict[str, Command]]
    english_names: set[str]


def _cog_commands() -> Iterator[app_commands.Command[Any, ..., Any] | app_commands.Group]:
    """The app commands of every cog the bot loads (its own extension list)."""
    cogs: set[type[commands.Cog]] = set()
    for extension in EXTENSIONS:
        module = importlib.import_module(extension)
        cogs |= {v for v in vars(module).values() if isinstance(v, type) and issubclass(v, commands.Cog)}
    for cog in cogs:
        yield from cog.__cog_app_commands__


async def _payloads() -> list[JSON]:
    """The command tree as the bot syncs it to Discord: names, options, localisations."""
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    await tree.set_translator(CatalogTranslator(CATALOG))
    assert tree.translator is not None
    return [await command.get_translated_payload(tree, tree.translator) for command in _cog_commands()]


def _add(tree: Tree, entry: JSON, parents: dict[str, dict[str, Command]]) -> None:
    """A command or a subcommand (and its own), named as each locale shows it."""
    children: dict[str, dict[str, Command]] = {}
    for locale in LOCALES:
        name = str((entry.get("name_localizations") or {}).get(locale, entry["name"]))
        command = parents[locale].setdefault(name, Command())
        children[locale] = command.subcommands
        for option in entry.get("options") or []:
            if option["type"] not in SUBCOMMAND_TYPES:
                command.options.add((option.get("name_localizations") or {}).get(locale, option["name"]))
                tree.english_names.add(option["name"])
    tree.english_names.add(entry["name"])
    for option in entry.get("options") or []:
        if option["type"] in SUBCOMMAND_TYPES:
            _add(tree, option, children)


@pytest.fixture(scope="module")
def tree() -> Tree:
    built = Tree(commands={locale: {} for locale in LOCALES}, english_names=set())
    for payload in asyncio.run(_payloads()):
        _add(built, payload, built.commands)
    return built


def test_the_command_tree_is_found(tree: Tree) -> None:
    assert {"game", "settings", "mod", "stats"} <= set(tree.commands["en"])
    assert {"игра", "настройки", "мод", "статистика"} <= set(tree.commands["ru"])
    assert {"replace", "confirm", "topic", "allowed"} <= tree.english_names


def _messages(locale: str) -> dict[str, str]:
    """Every message's shown text (all its variants), named ``file:id``."""
    return {f"{path.name}:{key}": text for path in catalogue_files(locale) for key, text in shown_texts(path).items()}


LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z_-]*")


def test_russian_text_names_no_english_command_or_option(tree: Tree) -> None:
    """A Russian client shows only the Russian names: "/game replace" or "confirm: True"
    in a Russian message names something the reader cannot find. A name Russian keeps as
    it is (none today) would be no leftover."""
    russian = {name for command in _all_commands(tree.commands["ru"]) for name in command.options}
    leftovers = tree.english_names - russian - set(_all_names(tree.commands["ru"]))
    found = {
        key: sorted(words)
        for key, text in _messages("ru").items()
        if (words := {w.lower() for w in LATIN_WORD.findall(text)} & leftovers)
    }
    assert not found


def _all_commands(commands_: dict[str, Command]) -> Iterator[Command]:
    for command in commands_.values():
        yield command
        yield from _all_commands(command.subcommands)


def _all_names(commands_: dict[str, Command]) -> Iterator[str]:
    for name, command in commands_.items():
        yield name
        yield from _all_names(command.subcommands)


# "/игра заменить", "/settings dm-reminders": a slash, not after a word or a placeable.
SLASH_MENTION = re.compile(r"(?<![\w}/])/([^\W\d_][\w-]*)(?:\s+([^\W\d_][\w-]*))?")
# Where a message names an option: "confirm: True", "`topic` option", "параметре `тема`".
OPTION_MENTIONS = {
    "en": (re.compile(r"([\w-]+):\s*(?:True|False)\b"), re.compile(r"`([\w-]+)` option")),
    "ru": (re.compile(r"([\w-]+):\s*(?:True|False)\b"), re.compile(r"параметр\w*\s+[`«]?([\w-]+)")),
}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_a_message_names_exists_in_its_locale(tree: Tree, locale: str) -> None:
    named = tree.commands[locale]
    wrong = {}
    for key, text in _messages(locale).items():
        for top, sub in SLASH_MENTION.findall(text):
            command = named.get(top)
            if command is None:
                wrong[key] = f"/{top}"
            elif command.subcommands and sub not in command.subcommands:
                wrong[key] = f"/{top} {sub}"
    assert not wrong, f"{locale}: not commands of the {locale} tree: {wrong}"


@pytest.mark.parametrize("locale", LOCALES)
def test_every_option_a_message_names_exists_in_its_locale(tree: Tree, locale: str) -> None:
    options = {name for command in _all_commands(tree.commands[locale]) for name in command.options}
    wrong = {
        key: sorted(names)
        for key, text in _messages(locale).items()
        if (names := {n for p in OPTION_MENTIONS[locale] for n in p.findall(text)} - options)
    }
    assert not wrong, f"{locale}: not options of the {locale} tree: {wrong}"


def test_option_mentions_are_found() -> None:
    """The patterns above see what they are for (a scan that finds nothing checks nothing)."""
    assert OPTION_MENTIONS["ru"][0].findall("повторите команду с параметром подтвердить: True") == ["подтвердить"]
    assert OPTION_MENTIONS["ru"][1].findall("Выберите тему в параметре `тема`:") == ["тема"]
    assert SLASH_MENTION.findall("командой /игра заменить; а/б, 2/3, { $a }/{ $b }") == [("игра", "заменить")]


# --- names after a colon ---------------------------------------------------------------------

# What names a seat or a card (bot.engine.text.text's convention: seat/*_seat, term/*_term).
NAME_ARGUMENT = re.compile(r"^(?:seat|term|.+_seat|.+_term)$")

# What follows a name that is the subject of its clause: a space and a lowercase word
# (its verb), not a conjunction or a preposition ("Передать: Аня и закончить ход").
OPENS_A_CLAUSE = re.compile(r"^\s+(?!(?:и|или|либо|а|но|в|во|на|с|со|из|за|у|к|по|о|об|от|до)\b)[^\W\d_A-ZА-ЯЁ]")


def _names_after_colon(pattern: ftl.Pattern, before: str = "", after: str = "") -> Iterator[str]:
    """Arguments of ``pattern`` that name a seat or a card right after a colon, and not as
    the subject of the clause that follows, looking into every variant (a variant starts
    where the text before its selector ends and ends where the text after it begins)."""
    elements = pattern.elements
    for index, element in enumerate(elements):
        if isinstance(element, ftl.TextElement):
            before = element.value
            continue
        assert isinstance(element, ftl.Placeable)
        following = elements[index + 1] if index + 1 < len(elements) else None
        next_text = following.value if isinstance(following, ftl.TextElement) else after if following is None else ""
        expression = element.expression
        if isinstance(expression, ftl.VariableReference):
            name = expression.id.name
            after_colon = before.rstrip(" *_`«").endswith(":")  # markup or quotes do not decline it
            if NAME_ARGUMENT.match(name) and after_colon and not OPENS_A_CLAUSE.match(next_text):
                yield name
        elif isinstance(expression, ftl.SelectExpression):
            for variant in expression.variants:
                yield from _names_after_colon(variant.value, before, next_text)
        before = "{}"


def names_after_colon(source: str) -> dict[str, list[str]]:
    found = {}
    messages = [e for e in FluentParser().parse(source).body if isinstance(e, ftl.Message)]
    for message in messages:
        if message.value is not None and (names := list(_names_after_colon(message.value))):
            found[message.id.name] = names
    return found


def test_a_name_after_a_colon_is_found() -> None:
    sample = (
        "a = Передать: { $to_seat }\n"
        "b = { $seat } оставляет себе: { $card_term }.\n"
        "c = Обмен: { $hand ->\n    [left] левая: { $card_term }\n   *[other] { $other_seat }\n}\n"
        "d = Передать игроку { $to_seat }\n"
        "e = Ход { $n }: { $count }\n"
        "f = Никто не спорит: { $seat } применяет способность.\n"
        "h = Передать: { $to_seat } и закончить ход\n"
        "i = Ваша карта: **{ $card_term }** (известно)\n"
        "g = Ждём: { $player_seat } — { $what }\n"
    )
    assert names_after_colon(sample) == {
        "a": ["to_seat"],
        "b": ["card_term"],
        "c": ["card_term", "other_seat"],
        "g": ["player_seat"],
        "h": ["to_seat"],
        "i": ["card_term"],
    }


@pytest.mark.parametrize("path", RUSSIAN, ids=lambda p: p.name)
def test_no_russian_name_after_a_colon(path: Path) -> None:
    found = names_after_colon(path.read_text(encoding="utf-8"))
    assert not found, f"{path.name}: a name after a colon in {found}"


@pytest.mark.parametrize("path", RUSSIAN, ids=lambda p: p.name)
def test_number_sign_is_followed_by_a_no_break_space(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    wrong = [line for line in lines if not line.startswith("#") and re.search("№(?!\u00a0)", line)]
    assert not wrong


# --- agreement with a count ------------------------------------------------------------------

# Slips the Russian review found once: the dative after «по», a possessive that does not
# agree with 1 (or 21), a verb or adjective about a guest that assumes a man.
SLIPS = re.compile(r"по (?:1|21) (?:монету|самоцветов)|по (?:2|22) самоцветов|(?:ваши|свои) (?:1|21) |Виола Чанг ваш\b")


def _variables_in(node: object) -> set[str]:
    if isinstance(node, ftl.VariableReference):
        return {node.id.name}
    children = vars(node).values() if isinstance(node, ftl.BaseNode) else node if isinstance(node, list) else []
    return {name for child in children for name in _variables_in(child)}


def _variables(path: Path) -> dict[str, set[str]]:
    """Each message's variables, by name."""
    body = FluentParser().parse(path.read_text(encoding="utf-8")).body
    return {entry.id.name: _variables_in(entry) for entry in body if isinstance(entry, ftl.Message)}


def test_the_agreement_slips_are_found() -> None:
    assert SLIPS.search("Взять по 1 монету у каждого соседа.")
    assert SLIPS.search("игроку Аня — ваши 21 монета")
    assert SLIPS.search("в банке по 2 самоцветов каждого вида")
    assert not SLIPS.search("Взять по 1 монете у каждого; ваша 1 монета; по 2 самоцвета; по 5 самоцветов")


@pytest.mark.parametrize("path", RUSSIAN, ids=lambda p: p.name)
def test_counts_agree_in_every_russian_message(path: Path) -> None:
    """Every message formatted with each count that picks another plural form (1, 2, 5,
    21) and with a woman guest's name wherever a name goes."""
    wrong = {}
    for key, names in _variables(path).items():
        for value in (1, 2, 5, 21, "Виола Чанг"):
            text = CATALOG.get("ru", key, dict.fromkeys(names, value))
            if slip := SLIPS.search(text):
                wrong[key] = slip.group(0)
    assert not wrong
