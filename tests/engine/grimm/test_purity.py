"""The engine never imports discord (the boundary ruff's banned-api also guards)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_importing_the_engine_never_imports_discord() -> None:
    code = "import cogs.grimm.rules, sys; assert 'discord' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_content_file_validates_and_cross_checks() -> None:
    from bot.core.content import read_content
    from cogs.grimm.rules import Content
    from cogs.grimm.rules.content import CONTENT_FILE

    content = read_content(CONTENT_FILE, Content)
    assert content.deck_size == 48
    assert len(content.characters) == 8
    # G-1.2: each artifact is one character's boon and another's bane.
    for art in content.artifact_ids:
        assert content.boon_owner[art] != content.bane_owner[art]


def test_content_rejects_an_artifact_that_is_two_boons() -> None:
    import pytest
    from pydantic import ValidationError

    from bot.core.content import read_content
    from cogs.grimm.rules import CONTENT_FILE, Content

    data = read_content(CONTENT_FILE, Content).model_dump()
    data["characters"][1]["boon"] = data["characters"][0]["boon"]
    with pytest.raises(ValidationError):
        Content.model_validate(data)
