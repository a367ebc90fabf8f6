"""Every game's board picture: drawn for every table size the engine allows, mid-game and
at the end, in English and Russian, from fixed seeds; deterministic (the board is
re-uploaded only when its key changes, so the same state must give the same picture);
blind to secrets; and the public history the pictures draw is what the table saw."""

from __future__ import annotations

import hashlib
import io
import random
from typing import Any

import pytest
from PIL import Image

from bot.engine.core import BaseState
from bot.engine.mascarade import State as MascaradeState
from bot.engine.suspicion import State as SuspicionState
from bot.games import load_games
from cogs.docs_pictures import picture, sample_state, translator
from tests.bounds import bounded

GAMES = load_games()
SEED = 11


def tables() -> list[tuple[str, int, dict[str, Any]]]:
    """(game, players, options) for every table size each game allows."""
    out: list[tuple[str, int, dict[str, Any]]] = []
    for game, rules in sorted(GAMES.items()):
        editions: list[dict[str, Any]] = [{"edition": "first"}, {"edition": "second"}] if game == "mascarade" else [{}]
        for options in editions:
            low, high = rules.player_range(rules.options_model.model_validate(options))
            out += [(game, n, options) for n in range(low, high + 1)]
    return out


TABLES = tables()


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_every_game_has_a_picture_and_every_size_is_covered() -> None:
    assert {game for game, _, _ in TABLES} == {"grimm", "mascarade", "suspicion"}
    sizes = {
        (game, options.get("edition")): [
            n for g, n, o in TABLES if (g, o.get("edition")) == (game, options.get("edition"))
        ]
        for game, _, options in TABLES
    }
    assert sizes[("mascarade", "first")] == list(range(2, 14))
    assert sizes[("mascarade", "second")] == list(range(4, 13))
    assert sizes[("grimm", None)] == list(range(2, 6))
    assert sizes[("suspicion", None)] == list(range(2, 7))


@pytest.mark.parametrize(
    ("game", "players", "options"), TABLES, ids=[f"{g}-{o.get('edition', '')}-{n}" for g, n, o in TABLES]
)
def test_picture_renders_mid_game_and_finished_in_both_languages(
    game: str, players: int, options: dict[str, Any]
) -> None:
    mid = sample_state(game, players, SEED, "mid", options)
    end = sample_state(game, players, SEED, "end", options)
    assert not mid.finished
    assert end.finished
    keys = set()
    for state in (mid, end):
        for locale in ("en", "ru"):
            data, key = picture(game, state, translator(locale))
            image = Image.open(io.BytesIO(data))
            assert image.format == "PNG"
            # Drawn 720 px wide: type of 17 px and more is still legible shown 360 px wide.
            assert image.width == 720
            assert 300 <= image.height <= 2 * image.width
            keys.add(key)
    assert len(keys) == 4, "mid-game and end, English and Russian: four different pictures"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_same_state_same_picture_and_key(game: str) -> None:
    players = 4
    state = sample_state(game, players, SEED, "mid")
    again = type(state).model_validate_json(state.model_dump_json())
    for locale in ("en", "ru"):
        first, first_key = picture(game, state, translator(locale))
        second, second_key = picture(game, again, translator(locale))
        assert digest(first) == digest(second)
        assert first_key == second_key


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_key_follows_the_names(game: str) -> None:
    """A renamed player is a different picture: the board must be drawn again."""
    state = sample_state(game, 4, SEED, "mid")
    _, key = picture(game, state, translator("en"))
    drawn, _ = picture(game, state, translator("en"))
    renamed, other = picture(game, state, translator("en", ["a", "b", "c", "zed"]))
    assert key != other
    assert digest(renamed) != digest(drawn)


def hide_elsewhere(game: str, state: BaseState) -> BaseState:
    """The same public table with different secrets."""
    other = state.model_copy(deep=True)
    if isinstance(other, MascaradeState):
        face_up = {r.slot for r in other.faceup}
        hidden = [i for i, slot in enumerate(other.slots) if i not in face_up]
        a, b = next((i, j) for i in hidden for j in hidden if other.slots[i].card != other.slots[j].card)
        ca, cb = other.slots[a].card, other.slots[b].card
        other.slots[a] = other.slots[a].model_copy(update={"card": cb})
        other.slots[b] = other.slots[b].model_copy(update={"card": ca})
    elif isinstance(other, SuspicionState):
        other.secrets[0].guest, other.secrets[1].guest = other.secrets[1].guest, other.secrets[0].guest
        other.secrets[0].hand, other.secrets[1].hand = other.secrets[1].hand, other.secrets[0].hand
    else:
        seats = other.seats  # type: ignore[attr-defined]
        seats[0].characters, seats[1].characters = seats[1].characters, seats[0].characters
        seats[0].hand, seats[1].hand = seats[1].hand, seats[0].hand
    assert other != state
    return other


@pytest.mark.parametrize("game", sorted(GAMES))
def test_picture_is_blind_to_secrets(game: str) -> None:
    state = sample_state(game, 4, SEED, "mid")
    other = hide_elsewhere(game, state)
    assert picture(game, state, translator("en")) == picture(game, other, translator("en"))


def test_mascarade_last_reveal_is_what_the_table_saw_and_stays_after_the_turn() -> None:
    rules = GAMES["mascarade"]
    state: Any = sample_state("mascarade", 6, SEED, "start")
    rng = random.Random(SEED)
    checked = 0
    for _ in bounded(rules, f"mascarade, seed {SEED}"):
        if state.finished or checked >= 3:
            break
        decision = rng.choice(rules.pending(state))
        turn = state.turn
        state, events = rules.apply(state, decision.seat, rng.choice(rules.legal_actions(state, decision.seat)))
        reveals = [e.text for e in events if e.text.key == "mascarade-event-reveal"]
        assert all(e.public for e in events if e.text.key == "mascarade-event-reveal")
        if not reveals:
            continue
        shown = rules.view(state, None).last_reveal  # type: ignore[attr-defined]
        assert [(r.seat, f"mascarade-card-{r.card}", r.turn) for r in shown][-len(reveals) :] == [
            (x.seats["seat"], x.terms["card_term"], turn) for x in reveals
        ]
        checked += 1
    assert checked == 3, "the sample game should have contested claims"


def test_suspicion_moves_are_this_turns_and_reset_at_the_next_roll() -> None:
    """The villa's arrows are the moves of the turn that rolled the dice shown: they reset
    when the next turn begins, its dice rolled at once."""
    rules = GAMES["suspicion"]
    state: Any = sample_state("suspicion", 4, SEED, "start")
    rng = random.Random(SEED)
    expected: list[tuple[str, str, str]] = []
    resets = 0
    for _ in range(60):
        decision = rng.choice(rules.pending(state))
        before, began = dict(state.positions), state.began
        action = rng.choice(rules.legal_actions(state, decision.seat))
        state, _ = rules.apply(state, decision.seat, action)
        if state.began != began and state.phase == "move":
            expected = []
            resets += 1
        elif action.kind in ("move", "passage"):
            expected.append((action.guest, before[action.guest], action.room))
        view: Any = rules.view(state, None)
        assert [(m.guest, m.origin, m.room) for m in view.moves] == expected
    assert resets > 3, "several turns began"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_picture_of_a_table_a_moderator_removed_a_player_from(game: str) -> None:
    rules = GAMES[game]
    state = sample_state(game, 5, SEED, "mid")
    removed, _ = rules.remove_seat(state, 1)
    data, key = picture(game, removed, translator("ru"))
    assert Image.open(io.BytesIO(data)).width == 720
    if game != "suspicion":  # the villa draws guests, not players: nothing to change there
        assert key != picture(game, state, translator("ru"))[1]
