"""Live games' states, parsed once per version, and what is worked out from them (who must
act, what each seat may see, each seat's menu, what the adapter drew): a click asks for them
several times (its checks, the answer, the delivery, the panels). Engines never mutate a
state (``apply`` returns a new one), so what was worked out from a state stays true of it."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass

from pydantic import BaseModel

from bot.engine.core import BaseState, Decision, Menu

__all__ = ["STATE_CACHE_SIZE", "Parsed", "ParsedStates"]

# Parsed states kept, the most recently used games': a click reads its game's state several
# times, and the games being played are few at any moment. A game not among them is parsed
# again when next clicked (a fraction of a millisecond); an open game costs memory only
# while it is played.
STATE_CACHE_SIZE = 64


@dataclass(slots=True)
class Parsed:
    """A live game's state at one version and what is derived from it, each worked out
    once: who must act, what each seat (None: the public) may see, each seat's menu."""

    state: BaseState
    pending: tuple[Decision, ...] | None = None
    views: dict[int | None, BaseModel] | None = None
    menus: dict[int, Menu | None] | None = None
    drawn: dict[Hashable, object] | None = None  # what the adapter drew from them (derived)


class ParsedStates:
    """The parsed states of the live games used last, at most ``limit`` of them."""

    def __init__(self, limit: int = STATE_CACHE_SIZE) -> None:
        self.limit = limit
        self._kept: OrderedDict[int, Parsed] = OrderedDict()

    def __contains__(self, game_id: int) -> bool:
        return game_id in self._kept

    def at(self, game_id: int, version: int) -> BaseState | None:
        """The kept state of ``game_id`` if it is at ``version``."""
        kept = self._kept.get(game_id)
        if kept is None or kept.state.version != version:
            return None
        self._kept.move_to_end(game_id)
        return kept.state

    def keep(self, game_id: int, state: BaseState) -> None:
        self._kept[game_id] = Parsed(state)
        self._kept.move_to_end(game_id)
        while len(self._kept) > self.limit:
            self._kept.popitem(last=False)

    def forget(self, game_id: int) -> None:
        self._kept.pop(game_id, None)

    def of(self, game_id: int, state: BaseState) -> Parsed | None:
        """What is kept for ``state`` if it is the game's kept state (a state from anywhere
        else, a test's hand-made one say, is worked out afresh every time)."""
        kept = self._kept.get(game_id)
        return kept if kept is not None and kept.state is state else None
