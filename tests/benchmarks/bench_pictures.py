"""Board pictures: milliseconds per picture for every game, at the smallest, a middle and
the largest table, mid-game, in Russian (the longer words); the picture's alt text (built at
every board edit that uploads a picture), the story picture and a replay step's picture
where the game has them. CPU time of this process (``time.process_time``): the machine is
shared, so wall time says as much about the neighbours as about the drawing. Run:
``python -m tests.benchmarks.bench_pictures``. Prints numbers; asserts nothing."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from functools import partial

from bot.boot.registry import load_games
from bot.ops.docs_pictures import bot_samples, picture, sample_state, sample_steps, story_picture, translator

ROUNDS = 30


def cpu_ms(work: Callable[[], object], rounds: int = ROUNDS) -> list[float]:
    """CPU milliseconds of each of ``rounds`` runs of ``work`` (after one to warm up)."""
    work()  # fonts, catalogues and content load once
    times = []
    for _ in range(rounds):
        begun = time.process_time()
        work()
        times.append((time.process_time() - begun) * 1000)
    return times


def line(what: str, times: list[float], unit: str = "ms", scale: float = 1.0) -> str:
    return f"{what:34} median {statistics.median(times) * scale:7.2f} {unit}, max {max(times) * scale:7.2f} {unit}"


def main() -> None:
    t = translator("ru")
    for game, rules in sorted(load_games().items()):
        show = bot_samples().presentation(game)
        low, high = rules.players
        for players in sorted({low, (low + high) // 2, high}):
            state = sample_state(game, players, 11, "mid")
            data, _ = picture(game, state, t)
            print(line(f"{game} {players:2} players: board", cpu_ms(partial(picture, game, state, t))), end="")
            print(f", {len(data) // 1024} KiB")
            view = rules.view(state, None)
            said = cpu_ms(partial(show.describe_board, view, t.for_labels()), ROUNDS * 10)
            print(line(f"{game} {players:2} players: alt text", said, "µs", 1000))
        steps = sample_steps(game, high, 11)
        print(line(f"{game} {high:2} players: story", cpu_ms(partial(story_picture, game, steps, t), 10)))
        scene = getattr(show, "replay_scene", None)
        render = getattr(show, "render_replay", None)
        if scene is not None and render is not None:
            from cogs.table.presentation import ReplayMoment

            middle = len(steps) // 2
            step = steps[middle]
            moment = ReplayMoment(
                steps[middle - 1].state,
                step.state,
                rules.view(step.state, None),
                step.seat,
                step.action,
                step.kind,
                step.events,
                middle,
            )
            drawn = scene(moment)
            print(line(f"{game} {high:2} players: replay step", cpu_ms(partial(render, drawn, t), 10)))


if __name__ == "__main__":
    main()
