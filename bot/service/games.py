"""The game service: load → check → apply → persist (one transaction) → events.

No discord here. Every method takes plain ids and returns plain results; the adapter in
``cogs/`` turns clicks into calls and results into messages. A per-game lock serialises
concurrent clicks in one process; the version check inside the transaction protects
against anything else.

:class:`GameService` is the one object its callers hold; each of its parts is a module of
its own, as the games repository is (:class:`bot.store.games.GameStore` and its outbox):

- :mod:`bot.service.reads` — the store, each game's rules, lock and parsed state, what is
  worked out from it (who must act, views, menus, what the adapter drew) — every part's base;
- :mod:`bot.service.lobby` — new lobbies (:class:`~bot.store.records.NewLobby`), joining,
  leaving, options, the timer, cancelling, expiring;
- :mod:`bot.service.lifecycle` — the start, the reminder, a deleted channel's game;
- :mod:`bot.service.commit` — an accepted action committed in one transaction, a finished
  game rated, the signals the table reads (``TABLE_DUE``, ``GAME_FINISHED``);
- :mod:`bot.service.timeouts` — the timeout ruling (the timer, a moderator's skip), strikes,
  a broken ruling's pause;
- :mod:`bot.service.acting` — a seat's move (a click, a computer player's);
- :mod:`bot.service.replay` — a stored game replayed step by step from its seed;
- :mod:`bot.service.clocks` — the clock: the answer timer, time banks, people's schedules;
- :mod:`bot.service.estimates` — the lobby's estimate of a game's length.
"""

from __future__ import annotations

from bot.service.acting import Acting
from bot.service.estimates import Estimating
from bot.service.lifecycle import Lifecycle
from bot.service.lobby import Lobbies
from bot.service.replay import Replay

__all__ = ["GameService"]


class GameService(Acting, Lobbies, Lifecycle, Replay, Estimating):
    """Lobbies, starts, moves, timeouts and replays of every game, over one store."""
