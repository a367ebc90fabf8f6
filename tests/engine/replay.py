"""Replays stored games in a fresh process: ``python -m tests.engine.replay LOGS.json``.

LOGS.json holds a list of games (game id, players, seed, options, moves, as
:class:`tests.engine.harness.Game`); stdout gets the list of their final states as JSON,
for the conformance test to compare with the snapshots taken where they were played.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from bot.boot.registry import load_games
from tests.engine.harness import Game, replay


def main(path: str) -> None:
    rules = load_games()
    games = [Game(**raw) for raw in json.loads(Path(path).read_text())]
    json.dump([replay(rules[g.game], g).model_dump_json() for g in games], sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
