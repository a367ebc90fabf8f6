"""A player's private panel: their secrets, their private notes and what they may do now.

Rebuilt from the database every time it is opened (ephemeral messages vanish on reload
and their tokens expire after 15 minutes), so it never depends on editing an old one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.engine.core import Choice, Decision, Menu
from bot.errors import UserError
from bot.i18n import Translator
from bot.service import GameRecord, GameStatus, decode_text
from cogs.game.common import Interaction, bot_of, translator
from cogs.game.menus import SUBMENU, action_hash, descend, menu_components
from cogs.game.presentation import presentation

__all__ = ["choose", "open_panel", "unkept_view"]

NOTES_SHOWN = 6


def unkept_view() -> discord.ui.View:
    """A View for an ephemeral answer that discord.py does not keep.

    Every control we send is a DynamicItem, routed by its custom_id from the registered
    classes, so the View object is never needed once sent. A View still listening would
    be stored with a 15-minute timeout task per answer (ephemeral messages get one even
    with ``timeout=None``): thousands of Views and sleeping tasks over a night of games.
    A stopped View is sent as usual and never stored.
    """
    view = discord.ui.View(timeout=None)
    view.stop()
    return view


async def _seated(interaction: Interaction, game_id: int) -> tuple[GameRecord, int]:
    service = bot_of(interaction).services.service
    record = await service.game(game_id)
    if interaction.channel_id != record.channel_id:
        raise UserError("error-wrong-channel")
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error-not-seated")
    if record.status == GameStatus.LOBBY:
        raise UserError("error-not-started")
    if record.status in (GameStatus.FINISHED, GameStatus.CANCELLED):
        raise UserError("error-game-over")
    return record, seat.seat


async def panel_message(
    interaction: Interaction, record: GameRecord, seat: int, path: Sequence[int] = ()
) -> dict[str, Any]:
    """Keyword arguments for ``send_message``/``edit_message`` showing ``seat``'s panel."""
    bot = bot_of(interaction)
    service = bot.services.service
    t = translator(interaction, record)
    state = service.state(record)
    rules = service.rules(record)
    embeds = [presentation(record.game).panel_embed(rules.view(state, seat), t)]
    notes = await service.store.private_events(record.id, seat, NOTES_SHOWN)
    if notes:
        lines = [t.text(decode_text(n.payload)) for n in notes]
        embeds.append(discord.Embed(title=t("panel-notes"), description=_fit("\n".join(f"• {x}" for x in lines), 4000)))
    view = unkept_view()
    menu = service.menu(record, state, seat)
    decision = service.pending_for(record, state, seat)
    if record.status == GameStatus.PAUSED:
        content = t("panel-paused")
    elif menu is None or decision is None:
        content = t("panel-waiting") if not state.finished else t("error-game-over")
    elif (custom := _custom_items(record, decision, t)) is not None:
        content = "👉 " + t.text(menu.prompt)
        for item in custom:
            view.add_item(item)
    else:
        node = descend(menu, path)
        shown = node if isinstance(node, Menu) else node.menu
        if shown is None:
            raise UserError("error-stale")
        content = "👉 " + t.text(shown.prompt)
        for item in menu_components(shown, list(path), record.id, decision.since, t):
            view.add_item(item)
    extras = presentation(record.game).panel_extras
    if extras is not None:
        for item in extras(record, seat, t):
            view.add_item(item)
    return {"content": content, "embeds": embeds, "view": view}


async def open_panel(interaction: Interaction, game_id: int) -> None:
    record, seat = await _seated(interaction, game_id)
    await interaction.response.send_message(ephemeral=True, **await panel_message(interaction, record, seat))


async def choose(interaction: Interaction, game_id: int, since: int, path: list[int], tag: str) -> None:
    """A click in the panel: open a sub-menu, or apply the action the path leads to."""
    bot = bot_of(interaction)
    service = bot.services.service
    record, seat = await _seated(interaction, game_id)
    state = service.state(record)
    decision = service.pending_for(record, state, seat)
    menu = service.menu(record, state, seat)
    if decision is None or menu is None:
        raise UserError("error-nothing-to-do")
    if decision.since != since:
        raise UserError("error-stale")
    node = descend(menu, path)
    if tag == SUBMENU:
        await interaction.response.edit_message(**await panel_message(interaction, record, seat, path))
        return
    if not isinstance(node, Choice) or node.action is None or action_hash(node.action) != tag:
        raise UserError("error-stale")
    applied = await service.act(game_id, interaction.user.id, since, node.action)
    # Committed: now answer the clicker first (within Discord's 3 s), then announce.
    await interaction.response.edit_message(**await panel_message(interaction, applied.record, seat))
    bot.services.table.soon(bot.services.table.deliver(game_id))


def _custom_items(record: GameRecord, decision: Decision, t: Translator) -> list[discord.ui.Item[Any]] | None:
    draw = presentation(record.game).panel_items
    return None if draw is None else draw(record, decision, t)


def _fit(value: str, limit: int) -> str:
    return value if len(value) <= limit else "…" + value[-(limit - 1) :]
