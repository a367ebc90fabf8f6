"""Playing a game through the service in the store's tests: a lobby started, and any move
a seat may make now."""

from __future__ import annotations

from typing import Any

from bot.engine.core import Choice, Menu
from bot.service import GameService

__all__ = ["a_move", "running_game"]


async def running_game(service: GameService, players: int = 4, *, channel_id: int = 10, game: str = "mascarade") -> int:
    record = await service.new_lobby(
        guild_id=1, channel_id=channel_id, user_id=1, user_name="ann", game=game, locale="en", turn_seconds=0
    )
    for user in range(2, players + 1):
        await service.join(record.id, user, f"p{user}")
    await service.start(record.id, 1, False)
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
