"""A game's guided first game: a fixed deal, scripted opponents and a coach.

A :class:`Tutorial` is data a game ships (``cogs/<game>/tutorial.py``): the seed and the
options of its deal, and its steps. Each step opens by playing the opponents' scripted
moves, then either asks the learner to choose (the choice it suggests, and which other
choices it plays as they are) or only asks them to read on; its coach line says what just
happened and what to look at, and it names the rule ids it teaches.

:class:`Lesson` runs one on the real engine, purely: the learner's choices are the real
actions their menu offers, the opponents' moves go through ``Engine.apply`` as any move
does, and what the learner is shown is the engine's events. Where the learner is is a
:class:`Progress`: every action applied since the deal, so the state is rebuilt by
replaying it (stored by the service, it survives a restart).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from bot.engine.core import ActionModel, BaseOptions, BaseState, Engine, Event

__all__ = ["Lesson", "Progress", "ScriptError", "Scripted", "Shown", "Step", "Tutorial", "Verdict"]


class ScriptError(RuntimeError):
    """A tutorial whose script the engine refuses (an opponent's move that is not legal
    where the script plays it): a bug in the script, which the tests play through."""


@dataclass(frozen=True, slots=True)
class Scripted:
    """An opponent's move: ``seat`` plays ``action``."""

    seat: int
    action: ActionModel


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a tutorial. ``moves`` are played as it opens; ``coach`` names its coach
    line (``<game>-tutorial-<coach>``; ``-retry`` when a choice it does not play is offered
    again, ``-played`` when another choice it accepts was played); ``teaches`` the rule ids
    it shows. ``suggest`` is the learner's choice it suggests (None: a step to read, then go
    on); ``accepts`` says which other choices are played as they are (the script must stay
    consistent after each: the tests play them), every other is explained and offered again."""

    coach: str
    teaches: tuple[str, ...] = ()
    moves: tuple[Scripted, ...] = ()
    suggest: ActionModel | None = None
    accepts: Callable[[Any], bool] | None = None


@dataclass(frozen=True, slots=True)
class Tutorial:
    """A game's tutorial: ``players`` seats dealt from ``seed`` with ``options``, the
    learner at ``learner``, and its steps (the last one ends it: nothing to choose there).
    ``facts`` gives the coach lines numbers of the moment (the learner's coins), so that a
    line stays true after a choice the script played as it was."""

    players: int
    seed: int
    options: BaseOptions
    steps: tuple[Step, ...]
    learner: int = 0
    facts: Callable[[Any, int], Mapping[str, int | str]] | None = None

    def __post_init__(self) -> None:
        if not self.steps or self.steps[-1].suggest is not None:
            raise ValueError("a tutorial ends with a step that asks nothing")
        if not 0 <= self.learner < self.players:
            raise ValueError("the learner must sit at the table")

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    def taught(self) -> list[str]:
        """Every rule id the steps teach, in order, each once."""
        return list(dict.fromkeys(rule for step in self.steps for rule in step.teaches))


@dataclass(frozen=True, slots=True)
class Progress:
    """Where a learner is: the ``step`` shown, every action applied since the deal (seat
    and JSON), ``seen``: the position in the game (0: the deal, n: after the n-th action)
    from which the learner has not yet been shown what happened, and the rule ids the
    steps completed so far taught."""

    step: int
    log: tuple[tuple[int, str], ...] = ()
    seen: int = 0
    reached: tuple[str, ...] = ()


class Verdict(StrEnum):
    """What became of the learner's choice."""

    FOLLOWED = "followed"  # the suggested choice
    PLAYED = "played"  # another choice the step plays as it is
    RETRY = "retry"  # another choice, explained and offered again (nothing changed)


@dataclass(frozen=True, slots=True)
class Shown:
    """A lesson at its progress: the state, what the learner has not seen yet (the events
    they may see, from ``Progress.seen`` on), and ``history``: every event they may see
    since the deal, oldest first (what the lesson showed them step by step, then ``events``):
    the learner's seat's share of the game, as a computer seat or a hint would have it."""

    progress: Progress
    state: BaseState
    events: tuple[Event, ...]
    history: tuple[Event, ...]


@dataclass(slots=True)
class Lesson:
    """A tutorial on its game's engine."""

    rules: Engine[Any, Any, Any]
    tutorial: Tutorial
    _deal: tuple[BaseState, tuple[Event, ...]] | None = field(default=None, init=False)

    def begin(self) -> Progress:
        """The deal, and the first step's moves."""
        state, _ = self.dealt()
        return self._open(Progress(step=-1), state, 0)

    def dealt(self) -> tuple[BaseState, tuple[Event, ...]]:
        """The fixed deal (an engine's setup is pure: worked out once)."""
        if self._deal is None:
            t = self.tutorial
            state, events = self.rules.setup(t.players, t.seed, t.options)
            self._deal = (state, tuple(events))
        return self._deal

    def show(self, progress: Progress) -> Shown:
        """The state at ``progress``, replayed from the deal, and what the learner has not seen."""
        state, events = self.dealt()
        learner = self.tutorial.learner
        history = [(0, e) for e in events]
        for position, (seat, payload) in enumerate(progress.log, start=1):
            state, told = self.rules.apply(state, seat, self.rules.parse_action(json.loads(payload)))
            history += [(position, e) for e in told]
        mine = [(position, e) for position, e in history if e.to is None or learner in e.to]
        new = tuple(e for position, e in mine if position >= progress.seen)
        return Shown(progress, state, new, tuple(e for _, e in mine))

    def step(self, progress: Progress) -> Step:
        return self.tutorial.steps[progress.step]

    def facts(self, state: BaseState) -> dict[str, int | str]:
        found = self.tutorial.facts
        return {} if found is None else dict(found(state, self.tutorial.learner))

    def choose(self, shown: Shown, action: ActionModel) -> tuple[Progress, Verdict]:
        """The learner chose ``action`` at the step ``shown`` (an action its menu offers:
        the engine refuses anything else with its reason). The suggested one and those the
        step accepts are played and the lesson goes on; any other changes nothing."""
        step = self.step(shown.progress)
        if step.suggest is None:
            raise ValueError("this step asks nothing")
        learner = self.tutorial.learner
        self.rules.check(shown.state, learner, action)
        if action == step.suggest:
            verdict = Verdict.FOLLOWED
        elif step.accepts is not None and step.accepts(action):
            verdict = Verdict.PLAYED
        else:
            return shown.progress, Verdict.RETRY
        state, _ = self.rules.apply(shown.state, learner, action)
        played = Progress(
            step=shown.progress.step,
            log=(*shown.progress.log, (learner, action.model_dump_json())),
            seen=len(shown.progress.log) + 1,
            reached=shown.progress.reached,
        )
        return self._open(played, state, shown.progress.step + 1), verdict

    def read_on(self, shown: Shown) -> Progress:
        """The learner read a step that asks nothing: the next one."""
        progress = shown.progress
        if self.step(progress).suggest is not None or progress.step >= self.tutorial.last:
            raise ValueError("this step does not read on")
        return self._open(
            Progress(step=progress.step, log=progress.log, seen=len(progress.log) + 1, reached=progress.reached),
            shown.state,
            progress.step + 1,
        )

    def _open(self, done: Progress, state: BaseState, number: int) -> Progress:
        """Step ``number`` after ``done`` (its step completed: what it taught is reached):
        its moves played; the last step is reached as it opens."""
        steps = self.tutorial.steps
        log = list(done.log)
        for move in steps[number].moves:
            try:
                state, _ = self.rules.apply(state, move.seat, move.action)
            except Exception as exc:
                raise ScriptError(f"step {number}: {move} is refused: {exc}") from exc
            log.append((move.seat, move.action.model_dump_json()))
        finished = [done.step] if done.step >= 0 else []
        if number == self.tutorial.last:
            finished.append(number)
        reached = _once([*done.reached, *(rule for n in finished for rule in steps[n].teaches)])
        return Progress(step=number, log=tuple(log), seen=done.seen, reached=reached)


def _once(rules: Sequence[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(rules))
