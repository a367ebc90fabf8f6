"""Discord's limits a game must fit, checked by the registry at start-up so that nothing
a game offers is ever silently dropped. (Menus need no check: a long one is paginated,
see :func:`cogs.game.menus.paginated`.)"""

from __future__ import annotations

from typing import Any

from bot.engine.core import Engine
from cogs.game.lobby import MAX_OPTION_SELECTS, option_fields
from cogs.game.menus import MAX_SELECT_OPTIONS

__all__ = ["check_limits"]


def check_limits(rules: Engine[Any, Any, Any]) -> str | None:
    """Why Discord could not show this game's lobby, or None if it can."""
    fields = option_fields(rules.options_model)
    if len(fields) > MAX_OPTION_SELECTS - 1:
        return (
            f"its options need {len(fields)} lobby selects ({', '.join(n for n, _ in fields)}); "
            f"a lobby holds {MAX_OPTION_SELECTS - 1} beside the turn timer"
        )
    for name, values in fields:
        if len(values) > MAX_SELECT_OPTIONS:
            return f"option {name!r} has {len(values)} values; a select offers at most {MAX_SELECT_OPTIONS}"
    return None
