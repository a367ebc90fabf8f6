"""Alt text: every picture the bot draws says in words what a sighted player reads off it,
within Discord's limit on an attachment's description, in the reader's language; and a
public picture's words are made from the public view alone — the conformance harness's
scramble of every secret, and a secret move's twins, never change them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ops.docs_pictures import NAMES, Samples
from cogs.table.alt_text import ALT_TEXT_LIMIT, alt_text, describe, sentence
from tests.bounds import bounded
from tests.registry import CATALOG, PLUGINS, RULES, hooks_for

DRAWN = {p.id: p.presentation() for p in PLUGINS}
SAMPLES = Samples(PLUGINS, RULES, CATALOG)
sample_state, sample_steps, translator = SAMPLES.state, SAMPLES.steps, SAMPLES.translator
GAMES = sorted(DRAWN)
SEED = 11
SAMPLED = 0.3
# The games whose random games with default options make secret moves that have twins (Grimm's
# are sealed answers and bets, which these tables seldom or never reach).
TWINNED = {"mascarade", "suspicion"}  # the share of a random game's states whose words are checked against scrambles


def test_sentences_are_joined_and_cut_at_a_sentence_within_the_limit() -> None:
    assert alt_text(["A board.", "", "  Two players.  "]) == "A board. Two players."
    long = [f"Sentence number {n} says something." for n in range(100)]
    cut = alt_text(long)
    assert len(cut) <= ALT_TEXT_LIMIT
    assert cut.endswith("something. …"), "cut after a whole sentence"
    assert alt_text(["x" * 2000]) == "x" * (ALT_TEXT_LIMIT - 1) + "…"
    assert sentence("Turn 3") == "Turn 3."
    assert sentence("Who won?") == "Who won?"


def test_a_replay_scene_drawn_is_said_in_words() -> None:
    """The board and the story are said by every game (GamePresentation's contract); a game
    that draws its replay steps as scenes says them too."""
    for game, show in DRAWN.items():
        if show.render_replay is not None:
            assert show.describe_replay is not None, game


@pytest.mark.parametrize("game", GAMES)
def test_a_board_said_in_words_is_made_from_the_public_view_alone(game: str) -> None:
    """Random games of every table size: at sampled states, the board's words from the state
    and from the state with every secret scrambled (as the harness scrambles them for the
    table) are the same, in both languages; and after a sampled secret move, its words are
    those after any of its twins (the same move but for what only its player chose)."""
    rules, hooks, show = RULES[game], hooks_for(game), DRAWN[game]
    low, high = rules.player_range(rules.options_model())
    scrambled = twinned = 0

    def words(state: Any) -> list[str | None]:
        return [describe(show.describe_board, rules.view(state, None), translator(loc)) for loc in ("en", "ru")]

    for players in range(low, high + 1):
        rng = random.Random(f"{game}:{players}")
        # Twins drawn apart, so that the scrambles sampled stay those of a game without them.
        twin_rng = random.Random(f"{game}:{players}:twins")
        state, _ = rules.setup(players, rng.randrange(2**32), rules.options_model())
        for _ in bounded(rules, f"{game} {players}"):
            if state.finished:
                break
            if rng.random() < SAMPLED:
                twin = hooks.scramble(state, None, rng, None)
                scrambled += twin != state
                assert words(state) == words(twin), "a secret changed it"
            decision = rng.choice(rules.pending(state))
            action = rng.choice(rules.legal_actions(state, decision.seat))
            after, _ = rules.apply(state, decision.seat, action)
            if twins := hooks.twins(state, decision.seat, action, twin_rng):
                twinned += 1
                twin_after, _ = rules.apply(state, decision.seat, twin_rng.choice(list(twins)))
                assert words(after) == words(twin_after), "what only the mover chose changed it"
            state = after
    assert scrambled, "the scramble changed some secret"
    if game in TWINNED:
        assert twinned, "some secret move was compared with a twin"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("stage", ["mid", "end"])
def test_a_board_in_words_names_who_must_act_and_at_the_end_the_winners(game: str, stage: Any) -> None:
    rules = RULES[game]
    low, high = rules.players
    for players in (low, high):
        state = sample_state(game, players, SEED, stage)
        view = rules.view(state, None)
        outcome: Any = state.outcome
        named = [d.seat for d in rules.pending(state)] if stage == "mid" else list(outcome.winners)
        for locale in ("en", "ru"):
            said = describe(DRAWN[game].describe_board, view, translator(locale))
            assert said
            assert len(said) <= ALT_TEXT_LIMIT
            assert all(NAMES[locale][seat] in said for seat in named), said


@pytest.mark.parametrize("game", GAMES)
def test_a_story_in_words_names_the_winners_within_the_limit(game: str) -> None:
    show = DRAWN[game]
    for players in RULES[game].players:
        steps = sample_steps(game, players, SEED)
        chart = show.story(steps).chart
        outcome: Any = steps[-1].state.outcome
        for locale in ("en", "ru"):
            said = describe(show.describe_story, chart, translator(locale))
            assert said
            assert len(said) <= ALT_TEXT_LIMIT
            winners = [NAMES[locale][seat] for seat in outcome.winners]
            assert all(w in said[:300] for w in winners), "the winners come first"
