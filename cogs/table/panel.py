"""A player's private panel: their secrets, their private notes and what they may do now.

Drawn from the game as stored, and kept for its version (players reopen it again and again
between two moves; see :func:`panel_message`). An open panel is also followed
(:mod:`cogs.table.open_panels`): when its seat is next asked something, it is edited in
place while its interaction token lasts; after that, "My panel" opens a fresh one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.core.errors import UserError
from bot.engine.core import BaseState, Choice, Decision, Menu
from bot.i18n import Translator
from bot.service.games import decode_text
from bot.store.records import GameRecord, GameStatus
from cogs.table.clock import deadline_line
from cogs.table.common import NUMBER, GuardedItem, Interaction, bot_of, select_values, translator
from cogs.table.game_log import game_log_button
from cogs.table.menus import (
    CHOICE_VALUE,
    MAX_BUTTONS,
    PATH,
    SUBMENU,
    action_hash,
    choice_tag,
    clipped,
    descend,
    format_path,
    paginated,
    parse_path,
    part_name,
    select_parts,
)
from cogs.table.notes import notes_page

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = [
    "BUTTON_STYLES",
    "ActButton",
    "ActSelect",
    "PanelButton",
    "act_on",
    "announce_soon",
    "choose",
    "clicked_choice",
    "menu_components",
    "open_panel",
    "panel_message",
    "send_panel",
    "show_notes",
    "unkept_view",
]

_ActionRow = discord.ui.View
BUTTON_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


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


async def _seated(interaction: Interaction, game_id: int, record: GameRecord | None = None) -> tuple[GameRecord, int]:
    """The game and the clicker's seat in it; ``record``: the game as just read, if it was."""
    if record is None or record.id != game_id:
        record = await bot_of(interaction).services.service.game(game_id)
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
    interaction: Interaction,
    record: GameRecord,
    seat: int,
    path: Sequence[int] = (),
    *,
    page: int = 0,
) -> dict[str, Any]:
    """Keyword arguments for ``send_message``/``edit_message`` showing ``seat``'s panel
    (its menu at ``path``, its notes at ``page`` counted back from the newest). What the
    seat learnt by the latest move (the card it looked at) is drawn from the game as stored,
    so whichever edit of the panel comes last (the click's answer, or the open panel
    followed after the move) shows it: first when nothing is asked of the seat, after the
    deadline when something is."""
    service = bot_of(interaction).services.service
    t = translator(interaction, record)
    state = service.state(record)
    # The seat's view through the clicker's locale and the table's names. Everything else a
    # panel shows is of this version (its menu, notes, what the move taught) but for the
    # status and the deadline (a pause, /mod extend) and what was asked for (path, page).
    # Players reopen their panel again and again between two moves: they get the same
    # drawing, kept with the version (dropped at the next commit).
    names = tuple((s.seat, s.name) for s in record.seats)
    key = ("panel-message", seat, t.locale, names, tuple(path), page, record.status, record.deadline_at)
    drawings = service.drawings(record, state)
    if drawings is not None and key in drawings:
        return cast(dict[str, Any], drawings[key])
    message = await _draw_panel(interaction, record, state, seat, t, names, path, page)
    if drawings is not None:
        drawings[key] = message
    return message


async def _draw_panel(
    interaction: Interaction,
    record: GameRecord,
    state: BaseState,
    seat: int,
    t: Translator,
    names: tuple[tuple[int, str], ...],
    path: Sequence[int],
    page: int,
) -> dict[str, Any]:
    """What :func:`panel_message` shows, drawn afresh."""
    bot = bot_of(interaction)
    service = bot.services.service
    draw = bot.services.presentations[record.game].panel_embed
    embed = service.derived(
        record, state, ("panel", seat, t.locale, names), lambda: draw(service.view(record, state, seat), t)
    )
    embeds = [embed]
    notes = await notes_page(service.store, record, seat, page, t)
    if notes.embed is not None:
        embeds.append(notes.embed)
    view = unkept_view()
    menu = _shown(service.menu(record, state, seat))
    decision = service.pending_for(record, state, seat)
    if record.status == GameStatus.PAUSED:
        content = t("panel-paused")
    elif menu is None or decision is None:
        content = t("panel-waiting") if not state.finished else t("error-game-over")
    elif (custom := _custom_items(bot, record, decision, t)) is not None:
        content = "👉 " + t.text(menu.prompt)
        for item in custom:
            view.add_item(item)
    else:
        node = descend(menu, path)
        shown = node if isinstance(node, Menu) else node.menu
        if shown is None:
            raise UserError("error-stale")
        content = "\n".join(["👉 " + t.text(shown.prompt), *(f"-# {t.text(note)}" for note in shown.notes)])
        for item in menu_components(shown, list(path), record.id, decision.since, t):
            view.add_item(item)
    for item in notes.items:
        view.add_item(item)
    view.add_item(game_log_button(record, t))
    extras = bot.services.presentations[record.game].panel_extras
    if extras is not None:
        for item in extras(record, seat, t):
            view.add_item(item)
    latest = [e for e in await service.store.private_events(record.id, seat) if e.version == record.version]
    learnt = [f"**{t.text(decode_text(e.payload))}**" for e in latest]
    clock = deadline_line(record, t)
    # Asked something: its deadline leads. Asked nothing: what the move just taught leads.
    lines = [clock, *learnt, content] if decision is not None else [*learnt, clock, content]
    return {"content": "\n".join(line for line in lines if line is not None), "embeds": embeds, "view": view}


async def open_panel(interaction: Interaction, game_id: int, record: GameRecord | None = None) -> None:
    """``record``: the game as the caller just read it (``/game panel``), not read again.
    Someone not playing is told how to follow the game instead."""
    try:
        record, seat = await _seated(interaction, game_id, record)
    except UserError as refused:
        if refused.reason.key == "error-not-seated":
            raise UserError("panel-spectator") from None
        raise
    await send_panel(interaction, record, seat)


async def send_panel(interaction: Interaction, record: GameRecord, seat: int, path: Sequence[int] = ()) -> None:
    """Answer with ``seat``'s panel in a new ephemeral message, and follow it: the seat's
    next decision is shown in it while its token lasts."""
    await interaction.response.send_message(ephemeral=True, **await panel_message(interaction, record, seat, path))
    follow_panel(interaction, record, seat)


def follow_panel(interaction: Interaction, record: GameRecord, seat: int) -> None:
    """Remember the panel this interaction's answer shows (edited when ``seat`` is next
    asked something), if its original response is that panel."""
    services = bot_of(interaction).services
    decision = services.service.pending_for(record, services.service.state(record), seat)
    services.panels.remember(interaction, record.id, seat, None if decision is None else decision.since)


async def clicked_choice(
    interaction: Interaction, game_id: int, since: int, path: Sequence[int], *, drawn_for: int | None = None
) -> tuple[GameRecord, int, Menu | Choice]:
    """The game, the clicker's seat and the menu node a click names, after the checks every
    click passes: the clicker is seated in this game (and, for a button drawn for one seat,
    holds that seat), the decision opened at ``since`` is still open, the path still exists."""
    service = bot_of(interaction).services.service
    record, seat = await _seated(interaction, game_id)
    if drawn_for is not None and seat != drawn_for:
        raise UserError("quick-not-yours", names={s.seat: s.name for s in record.seats}, seat=drawn_for)
    state = service.state(record)
    decision = service.pending_for(record, state, seat)
    menu = _shown(service.menu(record, state, seat))
    if decision is None or menu is None:
        raise UserError("error-nothing-to-do")
    if decision.since != since:
        raise UserError("error-stale")
    return record, seat, descend(menu, path)


async def act_on(interaction: Interaction, game_id: int, since: int, node: Menu | Choice, tag: str) -> GameRecord:
    """Apply the action a clicked leaf carries, if it is still the one the button was drawn
    for; returns the game after it."""
    if not isinstance(node, Choice) or node.action is None or action_hash(node.action) != tag:
        raise UserError("error-stale")
    applied = await bot_of(interaction).services.service.act(game_id, interaction.user.id, since, node.action)
    return applied.record


def announce_soon(interaction: Interaction, game_id: int) -> None:
    """Deliver what the action announced, after the clicker has been answered."""
    table = bot_of(interaction).services.table
    table.soon(table.deliver(game_id))


async def choose(interaction: Interaction, game_id: int, since: int, path: list[int], tag: str) -> None:
    """A click in the panel: open a sub-menu, or apply the action the path leads to."""
    record, seat, node = await clicked_choice(interaction, game_id, since, path)
    if tag == SUBMENU:
        await interaction.response.edit_message(**await panel_message(interaction, record, seat, path))
        follow_panel(interaction, record, seat)
        return
    record = await act_on(interaction, game_id, since, node, tag)
    # Committed: now answer the clicker first (within Discord's 3 s), then announce.
    await interaction.response.edit_message(**await panel_message(interaction, record, seat))
    follow_panel(interaction, record, seat)
    announce_soon(interaction, game_id)


async def show_notes(interaction: Interaction, game_id: int, page: int) -> None:
    """Earlier or later notes, in the clicked panel (its menu back at the top)."""
    record, seat = await _seated(interaction, game_id)
    await interaction.response.edit_message(**await panel_message(interaction, record, seat, page=page))
    follow_panel(interaction, record, seat)


def _custom_items(
    bot: GameBot, record: GameRecord, decision: Decision, t: Translator
) -> list[discord.ui.Item[Any]] | None:
    draw = bot.services.presentations[record.game].panel_items
    return None if draw is None else draw(record, decision, t)


def _shown(menu: Menu | None) -> Menu | None:
    return None if menu is None else paginated(menu)


def menu_components(
    menu: Menu, path: Sequence[int], game_id: int, since: int, t: Translator
) -> list[discord.ui.Item[Any]]:
    """Buttons for a short menu, a select for a long one, plus Back below the root."""
    t = t.for_labels()  # labels and placeholders are plain text: names unescaped
    items: list[discord.ui.Item[Any]] = []
    described = any(choice.description is not None for choice in menu.choices)
    if len(menu.choices) <= MAX_BUTTONS and not described:
        for index, choice in enumerate(menu.choices):
            items.append(
                ActButton(
                    game_id,
                    since,
                    [*path, index],
                    choice_tag(choice),
                    label=clipped(t.text(choice.label), 80),
                    style=BUTTON_STYLES[choice.style],
                )
            )
    else:
        options = [
            discord.SelectOption(
                label=clipped(t.text(choice.label), 100),
                value=f"{index}:{choice_tag(choice)}",
                description=clipped(t.text(choice.description), 100) if choice.description is not None else None,
            )
            for index, choice in enumerate(menu.choices)
        ]
        # A level longer than one select is drawn as several, each picked in one interaction,
        # split between whole groups (a guest's moves) where the choices have them, and each
        # named by the groups it holds.
        parts = select_parts(menu.choices)
        prompt = t.text(menu.prompt)
        for part, indices in enumerate(parts):
            placeholder = prompt
            if len(parts) > 1:
                held = part_name(menu.choices, indices, t)
                placeholder = (
                    t("panel-select-part", prompt=prompt, part=part + 1, parts=len(parts))
                    if held is None
                    else t("panel-select-part-named", prompt=prompt, held=held)
                )
            chunk = [options[i] for i in indices]
            items.append(ActSelect(game_id, since, path, part, options=chunk, placeholder=clipped(placeholder, 150)))
    if path:
        items.append(
            ActButton(game_id, since, path[:-1], SUBMENU, label=t("panel-back"), style=discord.ButtonStyle.secondary)
        )
    return items


class ActButton(
    GuardedItem[discord.ui.Button[_ActionRow]],
    template=rf"mn:a:(?P<g>{NUMBER}):(?P<s>{NUMBER}):(?P<p>{PATH}):(?P<h>[0-9a-f]{{8}}|m)",
):
    """A choice in a player's panel (an action, or the way into a sub-menu)."""

    def __init__(
        self,
        game_id: int,
        since: int,
        path: Sequence[int],
        tag: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        self.game_id, self.since, self.path, self.tag = game_id, since, list(path), tag
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"mn:a:{game_id}:{since}:{format_path(path)}:{tag}")
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActButton:
        return cls(int(match["g"]), int(match["s"]), parse_path(match["p"]), match["h"])

    async def handle(self, interaction: Interaction) -> None:
        await choose(interaction, self.game_id, self.since, self.path, self.tag)


class ActSelect(
    GuardedItem[discord.ui.Select[_ActionRow]],
    template=rf"mn:s:(?P<g>{NUMBER}):(?P<s>{NUMBER}):(?P<p>{PATH})(?::(?P<n>[1-9]))?",
):
    """A long list of choices in a player's panel; each value is ``index:tag``. A level
    drawn as several selects numbers the later ones (``part``), only so that every
    custom_id in the message is unique: the value alone names the choice."""

    def __init__(
        self,
        game_id: int,
        since: int,
        path: Sequence[int],
        part: int = 0,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        self.game_id, self.since, self.path = game_id, since, list(path)
        suffix = f":{part}" if part else ""
        super().__init__(
            discord.ui.Select(
                custom_id=f"mn:s:{game_id}:{since}:{format_path(path)}{suffix}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActSelect:
        return cls(int(match["g"]), int(match["s"]), parse_path(match["p"]), int(match["n"] or 0))

    async def handle(self, interaction: Interaction) -> None:
        values = select_values(interaction)
        choice = CHOICE_VALUE.fullmatch(values[0]) if len(values) == 1 else None
        if choice is None:
            raise UserError("error-stale")
        await choose(interaction, self.game_id, self.since, [*self.path, int(choice["i"])], choice["h"])


class PanelButton(GuardedItem[discord.ui.Button[_ActionRow]], template=rf"mn:p:(?P<g>{NUMBER})"):
    """“My panel” on the board and on turn pings: opens the clicker's private panel."""

    def __init__(self, game_id: int, *, label: str | None = None) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.primary, emoji="🎭", custom_id=f"mn:p:{game_id}")
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PanelButton:
        return cls(int(match["g"]))

    async def handle(self, interaction: Interaction) -> None:
        await open_panel(interaction, self.game_id)
