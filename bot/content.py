"""Loading game content (characters, cards, the villa) from ``data/``.

Content is validated by each engine's pydantic ``Content`` model; a malformed file stops
start-up with the file name and the field at fault. The engine itself never reads files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

DATA_DIR = Path(__file__).resolve().parents[1] / "data"

M = TypeVar("M", bound=BaseModel)


def read_content(game_id: str, model: type[M], directory: Path = DATA_DIR) -> M:
    """Read ``data/<game_id>/content.json`` into ``model``."""
    path = directory / game_id / "content.json"
    return model.model_validate_json(path.read_text(encoding="utf-8"))
