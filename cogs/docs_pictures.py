"""The board pictures in ``docs/pictures/``, drawn from games played by the engines from
fixed seeds: ``python -m cogs.docs_pictures`` (re-run it after changing a picture).

It lives in the package, not in ``docs/``, because the tests and the benchmark reach the
same sample games through it (``sample_state``), and so it is linted and type-checked
with everything else.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel

from bot.engine.core import BaseState, Engine
from bot.games import PLUGINS, load_games
from bot.i18n import Catalog, Translator
from cogs.game.plugin import GamePlugin

__all__ = ["NAMES", "Stage", "main", "picture", "sample_state", "translator"]

DOCS = Path(__file__).resolve().parents[1] / "docs" / "pictures"

# Sample tables: names as players type them (markdown characters included: a picture
# draws them as they are), long enough to test the fitting.
NAMES = {
    "en": [
        "alice",
        "Bob the **Builder**",
        "carol",
        "dave_42",
        "Eve",
        "frank",
        "grace",
        "heidi",
        "ivan",
        "judy",
        "mallory",
        "niaj",
        "olivia",
    ],
    "ru": [
        "Алиса",
        "Борис Годунов-Младший",
        "Вера",
        "Гоша",
        "Дарья",
        "Егор",
        "Жанна",
        "Зоя",
        "Игорь",
        "Ксения",
        "Лев",
        "Мария",
        "Ника",
    ],
}

Stage = Literal["start", "mid", "end"]

_catalog: Catalog | None = None


def translator(locale: str) -> Translator:
    """A public translator for a sample table, as the board uses one."""
    global _catalog
    if _catalog is None:
        _catalog = Catalog()
    names = NAMES[locale]
    return Translator(_catalog, locale, lambda seat: names[seat % len(names)])


def _interesting(game: str, view: Any) -> bool:
    """A mid-game moment worth a picture: something to see beyond the opening."""
    if game == "mascarade":
        return bool(view.last_reveal) and view.turn > 6
    if game == "suspicion":
        return len(view.moves) >= 2 and view.phase in ("play", "act") and any(sum(s.gems.values()) for s in view.seats)
    if game == "grimm":
        return sum(n for s in view.seats for _, n in s.tableau) >= 2 * view.players and any(s.marks for s in view.seats)
    return True


def sample_state(game: str, players: int, seed: int, stage: Stage, options: dict[str, Any] | None = None) -> BaseState:
    """A game of ``game`` played from ``seed`` by a fixed random policy, stopped at its
    start, at its first interesting moment after a few actions ("mid"), or at its end."""
    rules: Engine[Any, Any, Any] = load_games()[game]
    state: BaseState
    state, _ = rules.setup(players, seed, rules.options_model.model_validate(options or {}))
    rng = random.Random(f"{game}:{players}:{seed}")
    played = 0
    while not state.finished and stage != "start":
        if stage == "mid" and played >= 3 * players and _interesting(game, rules.view(state, None)):
            return state
        decision = rng.choice(rules.pending(state))
        legal: Sequence[Any] = rules.legal_actions(state, decision.seat)
        state, _ = rules.apply(state, decision.seat, rng.choice(legal))
        played += 1
    if stage == "mid":
        raise ValueError(f"{game} with {players} players from seed {seed} ended before a mid-game moment")
    return state


def picture(game: str, state: BaseState, t: Translator) -> tuple[bytes, str]:
    """The board picture of ``state`` and its key, through the game's plugin."""
    plugin = _plugin(game)
    assert plugin.render_board is not None
    assert plugin.picture_key is not None
    view: BaseModel = load_games()[game].view(state, None)
    return plugin.render_board(view, t), plugin.picture_key(view, t)


def _plugin(game: str) -> GamePlugin:
    return next(p for p in PLUGINS if p.id == game)


# (file name, game, players, seed, stage, locale): what docs/how-to-play.md shows.
SAMPLES: tuple[tuple[str, str, int, int, Stage, str], ...] = (
    ("mascarade.png", "mascarade", 6, 7, "mid", "en"),
    ("mascarade-3p.png", "mascarade", 3, 7, "mid", "en"),
    ("mascarade-ru.png", "mascarade", 5, 7, "mid", "ru"),
    ("grimm.png", "grimm", 4, 7, "mid", "en"),
    ("grimm-ru.png", "grimm", 4, 7, "end", "ru"),
    ("suspicion.png", "suspicion", 4, 7, "mid", "en"),
    ("suspicion-ru.png", "suspicion", 4, 7, "mid", "ru"),
)


def main(argv: Sequence[str] = ()) -> int:
    out = Path(argv[0]) if argv else DOCS
    out.mkdir(parents=True, exist_ok=True)
    for name, game, players, seed, stage, locale in SAMPLES:
        state = sample_state(game, players, seed, stage)
        image, _ = picture(game, state, translator(locale))
        (out / name).write_bytes(image)
        sys.stdout.write(f"{out / name}: {len(image)} bytes\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
