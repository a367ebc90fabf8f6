"""docs/tutorials.md as data: each lesson's steps with the rule ids they teach (the engine's
tests hold the scripts to it, the end-to-end tests the rule ids a lesson records)."""

from __future__ import annotations

import re
from pathlib import Path

__all__ = ["DOCS", "Documented", "documented"]

DOCS = Path(__file__).resolve().parents[2] / "docs" / "tutorials.md"
#: A step's number (from 1), its coach line's name and the rule ids it teaches.
Documented = tuple[int, str, tuple[str, ...]]

_HEADING = re.compile(r"## .* \(`cogs/(?P<game>[a-z_]+)/tutorial\.py`\)$")
_ROW = re.compile(r"\| (?P<n>[0-9]+) \| (?P<coach>[a-z-]+) \| .* \| (?P<ids>[A-Z]-[0-9., A-Z-]+) \|$")


def documented() -> dict[str, list[Documented]]:
    """Per game (named by its script's path), each listed step."""
    found: dict[str, list[Documented]] = {}
    game: str | None = None
    for line in DOCS.read_text(encoding="utf-8").splitlines():
        if heading := _HEADING.match(line):
            game = heading["game"]
            found[game] = []
        elif (row := _ROW.match(line)) and game is not None:
            ids = tuple(rule.strip() for rule in row["ids"].split(","))
            found[game].append((int(row["n"]), row["coach"], ids))
    return found
