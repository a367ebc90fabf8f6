"""Each game's replay secrets (``GamePresentation.replay_secrets``): at the deal, mid-game and
at the end of the largest table each game allows, a line per seat naming what it holds, in
English and Russian, within what a Discord embed field shows."""

from __future__ import annotations

import pytest

from bot.engine.core import BaseState
from bot.i18n import Translator
from bot.ops.docs_pictures import sample_state, translator
from cogs.grimm.rules import State as GrimmState
from cogs.mascarade.rules import State as MascaradeState
from cogs.suspicion.rules import State as SuspicionState
from cogs.suspicion.rules.terms import guest_term
from cogs.table.plugin import Stage
from tests.registry import PLUGINS, RULES

FIELD_LIMIT = 1024
SEED = 7
GAMES = ("mascarade", "grimm", "suspicion")
STAGES: tuple[Stage, ...] = ("start", "mid", "end")


def held(state: BaseState, seat: int, t: Translator) -> list[str]:
    """What the seat holds, as its replay line must name it."""
    if isinstance(state, MascaradeState):
        return [t(f"mascarade-card-{state.slots[i].card}") for i in state.owned(seat)]
    if isinstance(state, GrimmState):
        return [t(f"grimm-character-{c}") for c in state.seats[seat].characters]
    assert isinstance(state, SuspicionState)
    return [t(guest_term(state.secrets[seat].guest))]


@pytest.mark.parametrize("locale", ["en", "ru"])
@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_seat_and_what_it_holds(game: str, stage: Stage, locale: str) -> None:
    rules = RULES[game]
    players = rules.player_range(rules.options_model.model_validate({}))[1]
    state = sample_state(game, players, SEED, stage)
    t = translator(locale)
    secrets = next(p for p in PLUGINS if p.id == game).presentation().replay_secrets
    assert secrets is not None
    lines = secrets(state, t)
    assert len("\n".join(lines)) <= FIELD_LIMIT, "the largest table fits one field"
    for seat in range(players):
        what = held(state, seat, t)
        if not what:
            continue  # a Grimm seat between rounds holds no character
        line = next((x for x in lines if x.startswith(t.seat(seat)) or t.seat(seat) in x.split(":")[0]), None)
        assert line is not None, f"seat {seat} has its line"
        assert all(name in line for name in what), f"seat {seat}: {what} in {line!r}"
