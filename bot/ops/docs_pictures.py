"""The board pictures in ``docs/pictures/``, drawn from games played by the engines from
fixed seeds: ``python -m bot.ops.docs_pictures`` (re-run it after changing a picture; it
prints each picture's alt text, which the markdown showing it shortens into its own). The
``*-phone-before.png`` pictures are not drawn here: they keep the drawing the ``-after`` ones
replaced, for comparison.

It lives in the package, not in ``docs/``, because the tests and the benchmark reach the
same sample games through it (``sample_state``), and so it is linted and type-checked
with everything else. A tool on top of the registry, like ``bot.ops.migrate``.
"""

from __future__ import annotations

import io
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from PIL import Image
from pydantic import BaseModel

from bot.boot.registry import load_catalog, load_games, load_plugins
from bot.engine.core import BaseState, Engine
from bot.i18n import Catalog, Translator
from bot.service.replay import ReplayStep
from cogs.table.alt_text import describe
from cogs.table.plugin import DocsSample, GamePlugin, Stage
from cogs.table.presentation import GamePresentation

__all__ = [
    "NAMES",
    "Samples",
    "Stage",
    "bot_samples",
    "main",
    "picture",
    "sample_state",
    "sample_steps",
    "story_picture",
    "translator",
]

DOCS = Path(__file__).resolve().parents[2] / "docs" / "pictures"

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

# One name in each script the pictures draw — at least those of Discord's own languages, and
# those of the most spoken languages beside them — as players and the computer players are
# named: every computer player's name starts with 🤖. The seats take them in this order, so
# the smallest tables already mix scripts that are shaped (Devanagari, Arabic, Thai) with the
# others. The Indic names have conjuncts and vowel signs drawn before their letter (प्रि, ত্র,
# கோ), the Thai one stacked marks (ดิ์).
SCRIPTS = {
    "emoji": "🤖 Careful Carol",
    "Latin": "Bob the Bluffing Builder",
    "Devanagari": "प्रिया शर्मा",
    "Katakana": "キャロル",
    "Arabic": "محمد علي",
    "Thai": "สมศักดิ์ ใจดี",
    "Greek": "Δημήτρης",
    "Hebrew": "דוד כהן",
    "Cyrillic": "Борис Годунов-Младший",
    "Bengali": "সৌমিত্র দত্ত",
    "Chinese": "张伟",
    "Korean": "김민준",
    "Tamil": "கோபால் ராஜா",
    "Hiragana": "さくら",
    "emoji and Latin": "🎲 Alice",
    "emoji sequences": "❤️ 👨‍👩‍👧 👍🏽",
    "Latin accents": "Zoë Ångström-Łukasz",
    "Greek, Cyrillic and Latin": "Ελένη и Olga",
    "Latin with stacked marks (zalgo)": "Z̷̢a̴l̵g̶o̸",
    "Latin in Unicode's mathematical letters (fancy text)": "𝓐𝓵𝓲𝓬𝓮 𝕭𝖔𝖇",
}
NAMES["scripts"] = list(SCRIPTS.values())


class Samples:
    """The sample games of a set of games: the bot's (``python -m bot.ops.docs_pictures``), or
    every game the tests play (``tests/registry.py``)."""

    def __init__(
        self,
        plugins: Sequence[GamePlugin],
        games: Mapping[str, Engine[Any, Any, Any]] | None = None,
        catalog: Catalog | None = None,
    ) -> None:
        self.plugins = {p.id: p for p in plugins}
        self.games = dict(games) if games is not None else load_games(tuple(plugins))
        self.catalog = catalog if catalog is not None else load_catalog(tuple(plugins))

    def translator(self, locale: str, names: Sequence[str] | None = None) -> Translator:
        """A public translator for a sample table (``names``: the players', else the samples)."""
        table = list(names or NAMES[locale if locale in NAMES else "en"])
        return Translator(self.catalog, locale, lambda seat: table[seat % len(table)])

    def state(
        self,
        game: str,
        players: int,
        seed: int,
        stage: Stage,
        options: dict[str, Any] | None = None,
        moment: Callable[[Any], bool] | None = None,
    ) -> BaseState:
        """A game of ``game`` played from ``seed`` by a fixed random policy, stopped at its
        start ("start"), at its first interesting moment after a few actions ("mid"; halfway
        through if it never has one; ``moment`` says what is interesting in the public view)
        or at its end ("end")."""
        wanted = moment or self.plugins[game].interesting or (lambda view: True)
        rules = self.games[game]
        state: BaseState
        state, _ = rules.setup(players, seed, rules.options_model.model_validate(options or {}))
        rng = random.Random(f"{game}:{players}:{seed}")
        played = [state]
        while not state.finished and stage != "start":
            if stage == "mid" and len(played) > 3 * players and wanted(rules.view(state, None)):
                return state
            decision = rng.choice(rules.pending(state))
            legal: Sequence[Any] = rules.legal_actions(state, decision.seat)
            state, _ = rules.apply(state, decision.seat, rng.choice(legal))
            played.append(state)
        return played[len(played) // 2] if stage == "mid" else state

    def steps(self, game: str, players: int, seed: int) -> list[ReplayStep]:
        """The game :meth:`state` plays to its end, step by step as the service replays a
        stored game (for the story of the game)."""
        rules = self.games[game]
        state: BaseState
        state, events = rules.setup(players, seed, rules.options_model())
        steps = [ReplayStep(0, None, "setup", state, tuple(events))]
        rng = random.Random(f"{game}:{players}:{seed}")
        while not state.finished:
            decision = rng.choice(rules.pending(state))
            legal: Sequence[Any] = rules.legal_actions(state, decision.seat)
            action = rng.choice(legal)
            state, events = rules.apply(state, decision.seat, action)
            steps.append(ReplayStep(len(steps), decision.seat, action.kind, state, tuple(events), action))
        return steps

    def story_picture(self, game: str, steps: Sequence[ReplayStep], t: Translator) -> bytes:
        """The end summary's story picture of a game played to its end."""
        drawn = self.presentation(game)
        return drawn.render_story(drawn.story(steps).chart, t)

    def picture(self, game: str, state: BaseState, t: Translator) -> tuple[bytes, str]:
        """The board picture of ``state`` and its key, through the game's plugin."""
        drawn = self.presentation(game)
        view: BaseModel = self.games[game].view(state, None)
        return drawn.render_board(view, t), drawn.picture_key(view, t)

    def presentation(self, game: str) -> GamePresentation:
        return self.plugins[game].presentation()


@cache
def bot_samples() -> Samples:
    """The sample games of the games the bot offers (the registry and ``MN_EXTRA_GAMES``)."""
    return Samples(load_plugins())


def translator(locale: str, names: Sequence[str] | None = None) -> Translator:
    return bot_samples().translator(locale, names)


def sample_state(
    game: str,
    players: int,
    seed: int,
    stage: Stage,
    options: dict[str, Any] | None = None,
    moment: Callable[[Any], bool] | None = None,
) -> BaseState:
    return bot_samples().state(game, players, seed, stage, options, moment)


def sample_steps(game: str, players: int, seed: int) -> list[ReplayStep]:
    return bot_samples().steps(game, players, seed)


def story_picture(game: str, steps: Sequence[ReplayStep], t: Translator) -> bytes:
    return bot_samples().story_picture(game, steps, t)


def picture(game: str, state: BaseState, t: Translator) -> tuple[bytes, str]:
    return bot_samples().picture(game, state, t)


def phone(image: bytes, width: int) -> bytes:
    """``image`` scaled to ``width`` as a phone shows it, in 256 colours to keep it small."""
    drawn = Image.open(io.BytesIO(image))
    small = drawn.resize((width, round(drawn.height * width / drawn.width)), Image.Resampling.LANCZOS)
    out = io.BytesIO()
    small.quantize(256).save(out, format="PNG", optimize=True)
    return out.getvalue()


def main(argv: Sequence[str] = ()) -> int:
    """Write every game's sample pictures (``GamePlugin.docs_samples``) into ``argv[0]``
    (default: docs/pictures)."""
    out = Path(argv[0]) if argv else DOCS
    out.mkdir(parents=True, exist_ok=True)
    for plugin in bot_samples().plugins.values():
        for sample in plugin.docs_samples:
            _draw(plugin.id, sample, out)
    return 0


def _draw(game: str, sample: DocsSample, out: Path) -> None:
    """Draw ``sample``, and print its alt text (the words the bot sends with it), which the
    markdown showing it shortens into its own."""
    names = NAMES[sample.names] if sample.names else None
    t = translator(sample.locale, names)
    samples = bot_samples()
    drawn = samples.presentation(game)
    if sample.story:
        steps = sample_steps(game, sample.players, sample.seed)
        image = story_picture(game, steps, t)
        said = describe(drawn.describe_story, drawn.story(steps).chart, t)
    else:
        state = sample_state(game, sample.players, sample.seed, sample.stage, moment=sample.moment)
        image, _ = picture(game, state, t)
        said = describe(drawn.describe_board, samples.games[game].view(state, None), t)
    if sample.width:
        image = phone(image, sample.width)
    (out / sample.name).write_bytes(image)
    sys.stdout.write(f"{out / sample.name}: {len(image)} bytes\n  alt: {said}\n")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
