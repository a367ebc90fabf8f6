"""A finished Suspicion game's replay step as its picture shows it: the villa after the step,
every guest labelled with the player who secretly was that guest (the game is over), the
guests the step moved with their arrows, the step's turn as the replay numbers it, what the
step did in words (the table's lines, and the secret: the answer to a question, the
invitation looked at), and who it touched: the player who played, the player it asked."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from bot.engine.text import Text, text
from cogs.suspicion.rules import PublicView, State
from cogs.suspicion.rules.state import GuestMove
from cogs.suspicion.rules.terms import guest_term
from cogs.table.presentation import ReplayMoment

__all__ = ["HEADLINES", "Scene", "replay_scene"]

HEADLINES = 3  # the table's lines of a step the picture writes (its alt text says them all)


class Scene(BaseModel):
    """``view``: the villa after the step, its ``moves`` the guests this step moved;
    ``guests``: each seat's guest."""

    model_config = ConfigDict(frozen=True)

    view: PublicView
    guests: tuple[str, ...]
    turn: int
    deal: bool
    headline: tuple[Text, ...]
    actor: int | None
    involved: tuple[int, ...]


def _secrets(before: State, after: State, seat: int) -> tuple[tuple[Text, ...], tuple[int, ...]]:
    """What only the player (and the asked) learnt at the step, and whom it asked."""
    said: list[Text] = []
    asked: list[int] = []
    mine, then = after.secrets[seat], before.secrets[seat]
    for peek in mine.peeks[len(then.peeks) :]:
        said.append(text("suspicion-replay-peeked", seat=seat, guest_term=guest_term(peek)))
    for ask in mine.asks[len(then.asks) :]:
        word = "yes" if ask.answer else "no"
        said.append(
            text("suspicion-event-answer", target_seat=ask.target, guest_term=guest_term(ask.guest), answer=word)
        )
        asked.append(ask.target)
    return tuple(said), tuple(asked)


def replay_scene(moment: ReplayMoment) -> Scene:
    after: State = moment.after
    before: State | None = moment.before
    view: PublicView = moment.view
    said = tuple(e.text for e in moment.events if e.to is None)
    secret: tuple[Text, ...] = ()
    involved: tuple[int, ...] = ()
    moves: list[GuestMove] = []
    if before is not None and moment.seat is not None and moment.action is not None:
        secret, involved = _secrets(before, after, moment.seat)
        moves = [
            GuestMove(seat=moment.seat, guest=guest, origin=before.positions[guest], room=room)
            for guest, room in after.positions.items()
            if before.positions.get(guest, room) != room
        ]
    return Scene(
        view=view.model_copy(update={"moves": moves}),
        guests=tuple(s.guest for s in after.secrets),
        turn=moment.turn,
        deal=before is None,
        headline=(*said[:1], *secret, *said[1:]),  # the secret beside the line it completes
        actor=moment.seat if moment.action is not None else None,
        involved=tuple(s for s in dict.fromkeys(involved) if s != moment.seat),
    )
