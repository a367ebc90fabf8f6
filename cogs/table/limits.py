"""Discord's limits a game must fit, checked by the registry at start-up so that nothing
a game offers is ever silently dropped. (Menus need no check: a long one is paginated,
see :func:`cogs.table.menus.paginated`.)"""

from __future__ import annotations

from typing import Any

from bot.engine.core import Engine
from cogs.table.lobby import LOBBY_BUTTONS, option_fields
from cogs.table.menus import MAX_BUTTONS, MAX_SELECT_OPTIONS

__all__ = ["check_limits"]

ACTION_ROWS = 5  # Discord's limit per message; a select takes a row of its own


def check_limits(rules: Engine[Any, Any, Any], *, computers: bool) -> str | None:
    """Why Discord could not show this game's lobby, or None if it can. The lobby's buttons
    (with "Add a computer player" if the game has ``computers``) come first, then a
    select per option and the turn timer's. A game's own lobby items are drawn per lobby
    and are not counted here."""
    buttons = len(LOBBY_BUTTONS) + (1 if computers else 0)
    button_rows = -(-buttons // MAX_BUTTONS)
    room = ACTION_ROWS - button_rows - 1  # the turn timer's select
    fields = option_fields(rules.options_model)
    if len(fields) > room:
        return (
            f"its options need {len(fields)} lobby selects ({', '.join(n for n, _ in fields)}); "
            f"a lobby holds {room} beside its buttons and the turn timer"
        )
    for name, values in fields:
        if len(values) > MAX_SELECT_OPTIONS:
            return f"option {name!r} has {len(values)} values; a select offers at most {MAX_SELECT_OPTIONS}"
    return None
