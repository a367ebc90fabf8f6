"""A finished game's replay step as a picture: the table as it was at that step with every
secret shown (the game is over), the step's turn — the one its label names — and what the
step did marked: the seat that played, the seats and cards it named, the secret of the move.
Steps that change a card are drawn differently; every picture's words fit Discord's limit."""

from __future__ import annotations

from typing import Any

import pytest

from bot.ops.docs_pictures import NAMES, sample_steps, translator
from bot.service.replay import ReplayStep
from cogs.grimm.rules import State as GrimmState
from cogs.mascarade.presentation.scene import Scene as MascaradeScene
from cogs.mascarade.rules import State as MascaradeState
from cogs.mascarade.rules.actions import Swap
from cogs.suspicion.rules import State as SuspicionState
from cogs.table import drawing
from cogs.table.alt_text import ALT_TEXT_LIMIT, describe
from cogs.table.presentation import GamePresentation, ReplayMoment
from tests.registry import PLUGINS, RULES

SHOWN = {p.id: p.presentation() for p in PLUGINS if p.presentation().replay_scene is not None}
SEED = 11


def moments(game: str, players: int) -> list[ReplayMoment]:
    """Every step of a sample game as the replay pictures it (the turn: the step's number,
    any number the replay gives is drawn as given)."""
    steps: list[ReplayStep] = sample_steps(game, players, SEED)
    rules = RULES[game]
    return [
        ReplayMoment(
            steps[n - 1].state if n else None,
            step.state,
            rules.view(step.state, None),
            step.seat,
            step.action,
            step.kind,
            step.events,
            n,
        )
        for n, step in enumerate(steps)
    ]


def drawn_texts(show: GamePresentation, scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    draw = drawing.Face.draw

    def recording(face: drawing.Face, *args: Any, **kwargs: Any) -> None:
        texts.append(args[2])
        draw(face, *args, **kwargs)

    monkeypatch.setattr(drawing.Face, "draw", recording)
    assert show.render_replay is not None
    show.render_replay(scene, translator("en"))
    monkeypatch.setattr(drawing.Face, "draw", draw)
    return texts


def test_every_game_pictures_its_replay_steps() -> None:
    assert set(SHOWN) >= {"mascarade", "grimm", "suspicion"}
    assert all(s.render_replay is not None and s.describe_replay is not None for s in SHOWN.values())


@pytest.mark.parametrize("game", sorted(SHOWN))
def test_a_step_picture_says_the_steps_turn_and_what_it_did(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The picture of step n says "Turn n" (the deal: "The deal") and the table's first line
    of the step, never the turn after it; its words name the player who played."""
    show = SHOWN[game]
    assert show.replay_scene is not None
    picked = moments(game, 4)
    for moment in picked[:: max(1, len(picked) // 12)]:
        scene = show.replay_scene(moment)
        texts = drawn_texts(show, scene, monkeypatch)
        assert texts[1] == ("The deal" if moment.before is None else f"Turn {moment.turn}"), texts[:3]
        said = [e.text for e in moment.events if e.to is None]
        if said:
            first = translator("en").for_labels().text(said[0])
            assert first.split()[0] in " ".join(texts[2:6]), (first, texts[:6])
        words = describe(show.describe_replay, scene, translator("en")) or ""
        assert len(words) <= ALT_TEXT_LIMIT
        if moment.seat is not None and moment.action is not None:
            assert NAMES["en"][moment.seat] in words


@pytest.mark.parametrize("game", sorted(SHOWN))
def test_every_secret_is_shown_at_every_step(game: str) -> None:
    show = SHOWN[game]
    assert show.replay_scene is not None
    for moment in moments(game, 4):
        scene: Any = show.replay_scene(moment)
        state = moment.after
        if isinstance(state, MascaradeState):
            cards = [c for info in scene.view.seats for c in info.cards] + list(scene.view.centre)
            assert all(c.face_up == state.slots[c.slot].card for c in cards), "every card face up, as it lay"
        elif isinstance(state, GrimmState):
            for seat, secrets in zip(state.seats, scene.secrets, strict=True):
                assert set(secrets.characters) == set(seat.characters) - set(seat.unmasked)
                assert list(secrets.hand) == seat.hand
                assert list(secrets.bets) == seat.bets
        else:
            assert isinstance(state, SuspicionState)
            assert list(scene.guests) == [s.guest for s in state.secrets]


def test_a_swap_is_marked_and_its_picture_differs_from_the_step_before() -> None:
    show = SHOWN["mascarade"]
    assert show.replay_scene is not None
    assert show.render_replay is not None
    steps = moments("mascarade", 5)
    swaps = [m for m in steps if isinstance(m.action, Swap) and m.action.swap and m.before is not None]
    assert swaps
    t = translator("en")
    for moment in swaps[:3]:
        action = moment.action
        assert isinstance(action, Swap)
        scene = show.replay_scene(moment)
        assert isinstance(scene, MascaradeScene)
        assert scene.slots == (action.mine, action.other)
        assert scene.actor == moment.seat
        before, after = moment.before, moment.after
        assert isinstance(before, MascaradeState)
        assert isinstance(after, MascaradeState)
        assert after.slots[action.mine].card == before.slots[action.other].card, "drawn as the swap left them"
        assert any(h.key == "mascarade-replay-swapped" for h in scene.headline), "the secret of the swap said"
        previous = steps[steps.index(moment) - 1]
        assert show.render_replay(scene, t) != show.render_replay(show.replay_scene(previous), t)


def test_a_question_and_its_answer_are_marked() -> None:
    show = SHOWN["suspicion"]
    assert show.replay_scene is not None
    asked = [
        (m, show.replay_scene(m))
        for m in moments("suspicion", 4)
        if any(e.text.key == "suspicion-event-asked" and e.to is None for e in m.events)
    ]
    assert asked
    for moment, scene in asked:
        assert any(h.key == "suspicion-event-answer" for h in scene.headline), "the answer, secret then, is said"
        assert scene.involved, "the player asked is marked"
        assert moment.seat not in scene.involved
