"""Playing a game through the service in the store's tests: a lobby stored, a game started,
and any move a seat may make now."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.core import Choice, Engine, Menu
from bot.service.games import GameService
from bot.store.games import GameStore
from bot.store.records import GameRecord, NewLobby
from tests.bounds import bounded

__all__ = ["a_move", "a_random_move", "moves_short_of_the_end", "play_to_end", "running_game", "seats", "stored_lobby"]


async def stored_lobby(store: GameStore, channel: int = 10, game: str = "mascarade") -> int:
    """A lobby written straight to the store (no service): host 7, "Ann", no timer, the
    game's default options."""
    return await store.create_lobby(
        NewLobby(
            game=game,
            guild_id=1,
            channel_id=channel,
            host_id=7,
            host_name="Ann",
            locale="en",
            turn_seconds=0,
            options="{}",
        ),
        seed=42,
        now=0.0,
    )


async def running_game(
    service: GameService,
    players: int = 4,
    *,
    channel_id: int = 10,
    game: str = "mascarade",
    guild_id: int = 1,
    users: tuple[int, ...] = (),
) -> int:
    """A game started by ``users`` (default 1, 2, … ``players``), the first its host."""
    seated = users or tuple(range(1, players + 1))
    record = await service.new_lobby(
        NewLobby(
            game=game,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=seated[0],
            host_name="ann",
            locale="en",
            turn_seconds=0,
        )
    )
    for user in seated[1:]:
        await service.join(record.id, user, f"p{user}")
    await service.start(record.id, seated[0], False)
    return record.id


async def a_move(service: GameService, game_id: int) -> tuple[int, int, Any]:
    """(user id, since, action) of the first action any seat may take now."""
    record = await service.game(game_id)
    state = service.state(record)
    for seat in record.seats:
        decision = service.pending_for(record, state, seat.seat)
        menu = service.menu(record, state, seat.seat)
        if decision is None or menu is None:
            continue
        node: Menu | Choice = menu
        while isinstance(node, Menu) or node.action is None:
            if isinstance(node, Menu):
                node = node.choices[0]
            else:
                assert node.menu is not None, "a choice without an action opens a sub-menu"
                node = node.menu
        return seat.user_id, decision.since, node.action
    raise AssertionError("nobody may act")


def seats(rules: Engine[Any, Any, Any], wanted: int) -> int:
    """``wanted`` players, or the nearest count the game allows."""
    low, high = rules.player_range(rules.options_model())
    return min(max(wanted, low), high)


async def moves_short_of_the_end(service: GameService, game_id: int, most: int) -> int:
    """Up to ``most`` moves (:func:`a_move`), stopping before one that would end the game (a
    short game ends within a few); returns how many were made."""
    for made in range(most):
        record = await service.game(game_id)
        user, since, action = await a_move(service, game_id)
        seat = record.seat_of(user)
        assert seat is not None
        if service.rules(record).apply(service.state(record), seat.seat, action)[0].finished:
            return made
        await service.act(game_id, user, since, action)
    return most


def a_random_move(service: GameService, record: GameRecord, rng: random.Random) -> tuple[int, int, Any]:
    """(user id, since, action) of any legal action of any seat asked now, at random."""
    state = service.state(record)
    decision = rng.choice(service.pending(record, state))
    seat = record.by_seat(decision.seat)
    assert seat is not None
    return seat.user_id, decision.since, rng.choice(list(service.rules(record).legal_actions(state, decision.seat)))


async def play_to_end(service: GameService, game_id: int, rng: random.Random, *, max_moves: int = 5000) -> None:
    """Seats act at random (any legal action of any seat asked) until the game ends."""
    for _ in bounded(max_moves, f"game {game_id}"):
        record = await service.game(game_id)
        if not record.live:
            return
        await service.act(game_id, *a_random_move(service, record, rng))
