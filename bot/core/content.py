"""Loading game content (characters, cards, the villa) from a game's ``data/content.json``.

Content is validated by each engine's pydantic ``Content`` model; a malformed file stops
start-up with the file name and the field at fault. The engine itself never reads files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)


def read_content(path: Path, model: type[M]) -> M:
    """Read a game's content file (its folder's ``data/content.json``) into ``model``."""
    return model.model_validate_json(path.read_text(encoding="utf-8"))
