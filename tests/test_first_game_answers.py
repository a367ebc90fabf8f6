"""docs/tutorials.md's "What a first game answers" held to the bot: fifteen questions per game,
each citing its game's rules and naming the catalogue messages that answer it during a first
game — every one in both languages, none a `/game rules` topic, and every one a message the
code shows (its key, or the family its key belongs to, is written in the code)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.i18n import LOCALES
from tests.registry import CATALOG

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "tutorials.md"
SECTION = "## What a first game answers"
GAMES = {"Mascarade": ("mascarade", "M"), "Grimm Masquerade": ("grimm", "G"), "Suspicion": ("suspicion", "S")}
QUESTIONS = 15
RULE = re.compile(r"\b([MGS])-\d+(?:\.\d+[a-z]?)?\b")
KEY = re.compile(r"`([a-z0-9_*-]+)`")
# Every module a message can be shown from.
CODE = "\n".join(p.read_text(encoding="utf-8") for folder in ("bot", "cogs") for p in (ROOT / folder).rglob("*.py"))


@dataclass(frozen=True)
class Question:
    game: str
    number: int
    text: str
    rules: list[str]
    keys: list[str]
    before: str


def questions() -> list[Question]:
    """The rows of each game's table in the section, in order."""
    text = DOC.read_text(encoding="utf-8")
    assert SECTION in text, f"{DOC.name} has no section {SECTION!r}"
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    found = []
    for title, body in re.findall(r"^### (.+?)\n(.*?)(?=^### |\Z)", section, flags=re.MULTILINE | re.DOTALL):
        game = GAMES[title.strip()][0]
        for line in body.splitlines():
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) != 6 or not cells[0].isdigit():
                continue
            number, question, rules, _where, keys, before = cells
            found.append(Question(game, int(number), question, RULE.findall(rules), KEY.findall(keys), before))
    return found


def shown_by_code(key: str) -> bool:
    """The code writes ``key`` whole, or builds it from a prefix ending at one of its dashes
    (``f"mascarade-about-power-{power}"``), or — shared code naming any game — from the
    rest after the game's id (``f"{game}-primer-{part}"``); a family ``prefix-*`` is built
    from its prefix."""
    if key.endswith("*"):
        return f'"{key[:-1]}' in CODE
    if f'"{key}"' in CODE:
        return True
    cuts = [m.end() for m in re.finditer("-", key)]
    built = any(f'"{key[:cut]}{{' in CODE for cut in cuts[1:])
    game, rest = key.split("-", 1)
    shared = any(f"}}-{key[len(game) + 1 : cut]}{{" in CODE for cut in cuts[1:]) or f'}}-{rest}"' in CODE
    return built or shared


def in_catalogue(locale: str, key: str) -> bool:
    keys = CATALOG.keys(locale)
    return any(k.startswith(key[:-1]) for k in keys) if key.endswith("*") else key in keys


def test_every_game_has_its_fifteen_questions_each_with_rules_and_answers() -> None:
    found = questions()
    for game, letter in GAMES.values():
        mine = [q for q in found if q.game == game]
        assert [q.number for q in mine] == list(range(1, QUESTIONS + 1)), game
        for q in mine:
            assert q.rules, f"{game} #{q.number} cites no rule"
            assert set(q.rules) == {letter}, f"{game} #{q.number} cites another game's rules"
            assert q.keys, f"{game} #{q.number} names no answering message"
            assert q.before.split(" ")[0] in ("yes", "no"), f"{game} #{q.number}: before is {q.before!r}"


@pytest.mark.parametrize("question", questions(), ids=lambda q: f"{q.game}-{q.number}")
def test_every_answer_is_shown_in_both_languages_without_the_rules_command(question: Question) -> None:
    for key in question.keys:
        assert key.startswith(f"{question.game}-"), f"{key}: not {question.game}'s"
        assert "-rules-" not in key, f"{key}: a /game rules topic is not an answer during play"
        for locale in LOCALES:
            assert in_catalogue(locale, key), f"{key} is missing from the {locale} catalogue"
        assert shown_by_code(key), f"{key}: no code shows it"


def test_the_counts_before_are_the_ones_the_section_states() -> None:
    text = DOC.read_text(encoding="utf-8").split(SECTION, 1)[1]
    for title, (game, _letter) in GAMES.items():
        yes = sum(1 for q in questions() if q.game == game and q.before.startswith("yes"))
        name = title.split(" ")[0]
        assert re.search(rf"\b{name} {yes}\b", text), f"{title}: {yes} answered before, not what the text says"


def test_a_key_no_code_shows_is_found() -> None:
    """The reachability check sees what it is for."""
    assert shown_by_code("mascarade-about-swap")  # written whole
    assert shown_by_code("mascarade-about-power-bank")  # built: f"mascarade-about-power-{power}"
    assert shown_by_code("grimm-desc-action-*")
    assert shown_by_code("suspicion-primer-goal")  # shared: f"{game}-primer-{part}"
    assert not shown_by_code("mascarade-about-nothing-at-all")
    assert not in_catalogue("en", "mascarade-about-nothing-*")
