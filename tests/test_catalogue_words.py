"""No internal rule ids ("(M-1.4)") or library wording ("Value error,") in anything a player
or a self-hoster reads: every value of every catalogue, in every locale.

Comments in the catalogues may cite rule ids (they are for translators and maintainers);
only what the bot can show is checked. One case per file, so a failure names the file.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from tests.registry import CATALOG

pytestmark = pytest.mark.every_game

ROOT = Path(__file__).resolve().parents[1]
# The shared catalogues and every game's own (tests/registry.py).
CATALOGUES = sorted(path for folder in CATALOG.folders for path in folder.glob("*/*.ftl"))

# A rule id of the rules we enforce (M- Mascarade, G- Grimm, S- Suspicion): "M-1.4", "G-10".
RULE_ID = re.compile(r"\b[MGS]-\d+(?:\.\d+)*\b")
LIBRARY_WORDS = re.compile(r"value error|input should be|validation error|traceback", re.IGNORECASE)


def _collect_shown(node: object, out: list[str]) -> None:
    """What a message can show: its text and string literals, never its comment (a comment
    right above a message is attached to it)."""
    if isinstance(node, ftl.BaseComment):
        return
    if isinstance(node, ftl.TextElement | ftl.StringLiteral):
        out.append(node.value)
    elif isinstance(node, ftl.BaseNode):
        for child in vars(node).values():
            _collect_shown(child, out)
    elif isinstance(node, list):
        for child in node:
            _collect_shown(child, out)


def shown_texts(path: Path) -> dict[str, str]:
    """Message (and term) id → everything it can show, variants included."""
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    shown = {}
    for entry in resource.body:
        assert not isinstance(entry, ftl.Junk), f"{path.name}: not Fluent: {(entry.content or '')[:80]!r}"
        if isinstance(entry, ftl.Message | ftl.Term):
            texts: list[str] = []
            _collect_shown(entry, texts)
            shown[entry.id.name] = "".join(texts)
    return shown


def test_the_catalogues_are_found() -> None:
    assert len(CATALOGUES) >= 10
    assert any("M-1.4" in p.read_text(encoding="utf-8") for p in CATALOGUES), "comments may cite rule ids"


def test_comments_are_not_shown_text(tmp_path: Path) -> None:
    sample = tmp_path / "sample.ftl"
    sample.write_text(
        "## Set checks (M-1.4)\n"
        "# the Judge (M-1.4)\n"
        "key = The Judge { $n ->\n"
        "    [one] must\n"
        "   *[other] (G-2)\n"
        "} be in play.\n",
        encoding="utf-8",
    )
    assert shown_texts(sample) == {"key": "The Judge must(G-2) be in play."}


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_rule_ids_or_library_words_in_shown_text(path: Path) -> None:
    found = {
        key: sorted(set(RULE_ID.findall(text)) | set(LIBRARY_WORDS.findall(text)))
        for key, text in shown_texts(path).items()
        if RULE_ID.search(text) or LIBRARY_WORDS.search(text)
    }
    assert not found, f"{path.relative_to(ROOT)}: {found}"
