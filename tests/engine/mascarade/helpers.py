"""Hand-set Mascarade states and small drivers for the tests."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

from fluent.runtime import FluentBundle, FluentResource

from bot.engine.core import Event
from bot.engine.text import Text
from bot.i18n import LOCALES
from cogs.mascarade.rules import PublicView, Rules, SeatView, State
from cogs.mascarade.rules.actions import Action
from cogs.mascarade.rules.state import Hand, Slot

ROOT = Path(__file__).resolve().parents[3]
# The shared catalogues, then Mascarade's own.
CATALOG_DIRS = (ROOT / "data" / "i18n", ROOT / "cogs" / "mascarade" / "i18n")

ANNA, BORIS, SASHA, FEDYA, DIMA, PETYA = range(6)

ActionT = TypeVar("ActionT", bound=Action)


def make_state(
    hands: Sequence[str | Sequence[str]],
    *,
    centre: Sequence[str] = (),
    coins: Sequence[int] | None = None,
    edition: str = "first",
    current: int = 0,
    turn: int = 5,
    courthouse: int = 0,
    cards: Sequence[str] | None = None,
) -> State:
    """A state mid-game: ``hands[seat]`` is a card id (4+ players) or a list of them
    (left/right for 3 players; left/middle/right for 2)."""
    players = len(hands)
    slots: list[Slot] = []
    for seat, held in enumerate(hands):
        if isinstance(held, str):
            slots.append(Slot(owner=seat, hand="single", card=held))
        else:
            names: tuple[Hand, ...] = ("left", "middle", "right") if len(held) == 3 else ("left", "right")
            slots += [Slot(owner=seat, hand=h, card=c) for h, c in zip(names, held, strict=True)]
    slots += [Slot(owner=None, hand="centre", card=c) for c in centre]
    return State.model_validate(
        {
            "seed": 1,
            "players": players,
            "edition": edition,
            "cards": sorted(cards if cards is not None else [s.card for s in slots]),
            "slots": slots,
            "coins": list(coins) if coins is not None else [6] * players,
            "courthouse": courthouse,
            "order": list(range(players)),
            "current": current,
            "turn": turn,
        }
    )


def play(rules: Rules, state: State, *moves: tuple[int, Action]) -> tuple[State, list[Event]]:
    """Apply ``(seat, action)`` moves in order; returns the final state and all events."""
    events: list[Event] = []
    for seat, action in moves:
        state, new = rules.apply(state, seat, action)
        events += new
    return state, events


def public_view(rules: Rules, state: State) -> PublicView:
    """The public board; ``Engine.view`` is typed as any model, so check it is Mascarade's."""
    view = rules.view(state, None)
    assert isinstance(view, PublicView)
    return view


def seat_view(rules: Rules, state: State, seat: int) -> SeatView:
    """What ``seat`` may know; ``Engine.view`` is typed as any model, so check it is Mascarade's."""
    view = rules.view(state, seat)
    assert isinstance(view, SeatView)
    return view


def legal_of(kind: type[ActionT], rules: Rules, state: State, seat: int) -> list[ActionT]:
    """Every legal action of ``seat``, each checked to be a ``kind`` (the test expects no other)."""
    legal = rules.legal_actions(state, seat)
    assert all(isinstance(a, kind) for a in legal), legal
    return [a for a in legal if isinstance(a, kind)]


def public_keys(events: Sequence[Event]) -> list[str]:
    return [e.text.key for e in events if e.public]


def private_to(events: Sequence[Event], seat: int) -> list[Text]:
    return [e.text for e in events if e.to is not None and seat in e.to]


class Renderer:
    """Formats Texts in every locale and reports Fluent errors (the Catalog only logs them)."""

    def __init__(self) -> None:
        self.bundles: dict[str, FluentBundle] = {}
        for locale in LOCALES:
            bundle = FluentBundle([locale], use_isolating=False)
            for path in [p for folder in CATALOG_DIRS for p in sorted((folder / locale).glob("*.ftl"))]:
                bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self.bundles[locale] = bundle

    def render(self, locale: str, msg: Text) -> str:
        bundle = self.bundles[locale]
        assert bundle.has_message(msg.key), f"{locale}: missing {msg.key}"
        args: dict[str, Any] = dict(msg.args)
        args.update({name: f"Player{seat + 1}" for name, seat in msg.seats.items()})
        for name, key in msg.terms.items():
            assert bundle.has_message(key), f"{locale}: missing term {key}"
            args[name] = self._format(bundle, key, {})
        return self._format(bundle, msg.key, args)

    @staticmethod
    def _format(bundle: FluentBundle, key: str, args: dict[str, Any]) -> str:
        message = bundle.get_message(key)
        assert message.value is not None, key
        value, errors = bundle.format_pattern(message.value, args)
        assert not errors, f"{key}: {errors}"
        return str(value)
