"""A player's private panel: their secrets, their private notes and what they may do now.

Drawn from the game as stored, and kept for its version (players reopen it again and again
between two moves; see :func:`panel_message`). An open panel is also followed
(:mod:`cogs.table.open_panels`): when its seat is next asked something, it is edited in
place while its interaction token lasts; after that, "My panel" opens a fresh one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from bot.core.errors import UserError
from bot.engine.core import BaseState, Choice, Decision, Menu
from bot.i18n import Translator
from bot.service.commit import GAME_FINISHED, decode_text
from bot.store.games import GameStore
from bot.store.records import GameRecord, GameStatus
from cogs.table.clock import deadline_line, seat_clock_line
from cogs.table.common import Interaction, select_values, services_of, translator
from cogs.table.game_log import game_log_button
from cogs.table.glossary import glossary_button
from cogs.table.hints import hint_button
from cogs.table.items import Field, TableButton, TableSelect
from cogs.table.menus import (
    MAX_BUTTONS,
    SUBMENU,
    action_hash,
    choice_tag,
    clipped,
    descend,
    paginated,
    part_name,
    picked_choice,
    select_parts,
)
from cogs.table.notes import notes_page

if TYPE_CHECKING:
    from cogs.table.services import Services

__all__ = [
    "BUTTON_STYLES",
    "MARK",
    "ActButton",
    "ActSelect",
    "ChoiceItem",
    "Controls",
    "PanelButton",
    "PanelControls",
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
# A time-bank game's panel opens with what the table did since the seat's last decision:
# its latest lines, each cut to fit (a panel's content holds 2,000 characters).
DIGEST_LINES = 8
DIGEST_LINE_CHARS = 160
#: A choice drawn on a message: its component, carrying where a click on it leads.
ChoiceItem = discord.ui.DynamicItem[Any]
#: What points at a lesson's suggested choice, on its button or select option.
MARK = "👉"
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
        record = await services_of(interaction).service.game(game_id)
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
    service = services_of(interaction).service
    t = translator(interaction, record)
    state = service.state(record)
    # The seat's view through the clicker's locale and the table's names. Everything else a
    # panel shows is of this version (its menu, notes, what the move taught) but for the
    # status and the deadlines (a pause, /mod extend) and what was asked for (path, page).
    # Players reopen their panel again and again between two moves: they get the same
    # drawing, kept with the version (dropped at the next commit).
    names = tuple((s.seat, s.name) for s in record.seats)
    # A time-bank game's seat clock moves without a new version (a holiday, quiet hours changed).
    found = record.by_seat(seat)
    clock = found.clock if found is not None else None
    key = ("panel-message", seat, t.locale, names, tuple(path), page, record.status, record.deadline_at, clock)
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
    services = services_of(interaction)
    service = services.service
    draw = services.presentations[record.game].panel_embed
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
    elif (custom := _custom_items(services, record, decision, t)) is not None:
        content = "👉 " + t.text(menu.prompt)
        for item in custom:
            view.add_item(item)
    else:
        node = descend(menu, path)
        shown = node if isinstance(node, Menu) else node.menu
        if shown is None:
            raise UserError("error-stale")
        content = "\n".join(["👉 " + t.text(shown.prompt), *(f"-# {t.text(note)}" for note in shown.notes)])
        for item in menu_components(shown, list(path), PanelControls(record.id, decision.since), t):
            view.add_item(item)
    for item in notes.items:
        view.add_item(item)
    for item in _tools(services, record, seat, decision, t):
        view.add_item(item)
    latest = [e for e in await service.store.private_events(record.id, seat) if e.version == record.version]
    learnt = [f"**{t.text(decode_text(e.payload))}**" for e in latest]
    banked = record.banked
    clock = seat_clock_line(record, seat, t) if banked else deadline_line(record, t)
    # Asked something: its deadline leads. Asked nothing: what the move just taught leads.
    lines = [clock, *learnt, content] if decision is not None else [*learnt, clock, content]
    if banked and decision is not None:
        # A move a day: what the table did since the seat's last decision comes first.
        lines = [*await _digest(service.store, record, seat, t), *lines]
    return {"content": "\n".join(line for line in lines if line is not None), "embeds": embeds, "view": view}


async def _digest(store: GameStore, record: GameRecord, seat: int, t: Translator) -> list[str]:
    """What the table did since ``seat``'s last decision, as the seat may see it (the public
    lines and its own private ones, never another seat's): the latest :data:`DIGEST_LINES`."""
    seen = [decode_text(e.payload) for e in await store.seen_since_last_decision(record.id, seat)]
    said = [clipped(t.text(text), DIGEST_LINE_CHARS) for text in seen if text.key != GAME_FINISHED]
    if not said:
        return []
    head = [t("panel-digest", n=len(said))]
    if len(said) > DIGEST_LINES:
        head.append(t("panel-digest-earlier", n=len(said) - DIGEST_LINES))
    return [*head, *(f"-# • {line}" for line in said[-DIGEST_LINES:])]


def _tools(
    services: Services, record: GameRecord, seat: int, decision: Decision | None, t: Translator
) -> list[discord.ui.Item[Any]]:
    """The panel's buttons under its choices: the game's log, 💡 where hints are offered,
    "What does … do?", and the game's own."""
    show = services.presentations[record.game]
    items: list[discord.ui.Item[Any]] = [game_log_button(record, t)]
    if decision is not None and record.status == GameStatus.RUNNING and services.hints.offered(record):
        items.append(hint_button(record, decision.since, t))
    if show.glossary is not None:
        items.append(glossary_button(record, t))
    if show.panel_extras is not None:
        items += show.panel_extras(record, seat, t)
    return items


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
    services = services_of(interaction)
    decision = services.service.pending_for(record, services.service.state(record), seat)
    services.panels.remember(interaction, record.id, seat, None if decision is None else decision.since)


async def clicked_choice(
    interaction: Interaction, game_id: int, since: int, path: Sequence[int], *, drawn_for: int | None = None
) -> tuple[GameRecord, int, Menu | Choice]:
    """The game, the clicker's seat and the menu node a click names, after the checks every
    click passes: the clicker is seated in this game (and, for a button drawn for one seat,
    holds that seat), the decision opened at ``since`` is still open, the path still exists."""
    service = services_of(interaction).service
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
    applied = await services_of(interaction).service.act(game_id, interaction.user.id, since, node.action)
    return applied.record


def announce_soon(interaction: Interaction, game_id: int) -> None:
    """Deliver what the action announced, after the clicker has been answered."""
    table = services_of(interaction).table
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
    services: Services, record: GameRecord, decision: Decision, t: Translator
) -> list[discord.ui.Item[Any]] | None:
    draw = services.presentations[record.game].panel_items
    return None if draw is None else draw(record, decision, t)


def _shown(menu: Menu | None) -> Menu | None:
    return None if menu is None else paginated(menu)


class Controls(Protocol):
    """Where a menu's components lead: the buttons and selects that carry a click on one
    level of a menu to the code that follows it (a player's panel, a lesson)."""

    def button(self, path: Sequence[int], tag: str, *, label: str, style: discord.ButtonStyle) -> ChoiceItem: ...

    def select(
        self, path: Sequence[int], part: int, *, options: list[discord.SelectOption], placeholder: str
    ) -> ChoiceItem: ...


class PanelControls:
    """A player's panel: its choices carry the game and the decision's version."""

    def __init__(self, game_id: int, since: int) -> None:
        self.game_id, self.since = game_id, since

    def button(self, path: Sequence[int], tag: str, *, label: str, style: discord.ButtonStyle) -> ChoiceItem:
        return ActButton(self.game_id, self.since, path, tag, label=label, style=style)

    def select(
        self, path: Sequence[int], part: int, *, options: list[discord.SelectOption], placeholder: str
    ) -> ChoiceItem:
        return ActSelect(self.game_id, self.since, path, part, options=options, placeholder=placeholder)


def menu_components(
    menu: Menu, path: Sequence[int], controls: Controls, t: Translator, *, marked: Sequence[int] | None = None
) -> list[ChoiceItem]:
    """Buttons for a short menu, a select for a long one, plus Back below the root.
    ``marked``: the path (from the root) of a choice to point at (a lesson's suggestion):
    the choice on it at this level carries :data:`MARK`."""
    t = t.for_labels()  # labels and placeholders are plain text: names unescaped
    items: list[ChoiceItem] = []
    here = len(path)
    pointed = marked[here] if marked is not None and len(marked) > here and list(marked[:here]) == list(path) else None
    described = any(choice.description is not None for choice in menu.choices)
    if len(menu.choices) <= MAX_BUTTONS and not described:
        for index, choice in enumerate(menu.choices):
            item = controls.button(
                [*path, index],
                choice_tag(choice),
                label=clipped(t.text(choice.label), 80),
                style=BUTTON_STYLES[choice.style],
            )
            if index == pointed:
                item.item.emoji = MARK
            items.append(item)
    else:
        options = [
            discord.SelectOption(
                label=clipped(t.text(choice.label), 100),
                value=f"{index}:{choice_tag(choice)}",
                description=clipped(t.text(choice.description), 100) if choice.description is not None else None,
                emoji=MARK if index == pointed else None,
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
            items.append(controls.select(path, part, options=chunk, placeholder=clipped(placeholder, 150)))
    if path:
        items.append(controls.button(path[:-1], SUBMENU, label=t("panel-back"), style=discord.ButtonStyle.secondary))
    return items


class ActButton(TableButton, custom_id="mn:a:{game_id}:{since}:{path}:{tag}"):
    """A choice in a player's panel (an action, or the way into a sub-menu)."""

    game_id: int
    since: int
    path: list[int]
    tag: str

    async def handle(self, interaction: Interaction) -> None:
        await choose(interaction, self.game_id, self.since, self.path, self.tag)


class ActSelect(
    TableSelect, custom_id="mn:s:{game_id}:{since}:{path}[:{part}]", part=Field("[1-9]", int, (0, 1, 9), default=0)
):
    """A long list of choices in a player's panel; each value is ``index:tag``. A level
    drawn as several selects numbers the later ones (``part``), only so that every
    custom_id in the message is unique: the value alone names the choice."""

    game_id: int
    since: int
    path: list[int]
    part: int

    async def handle(self, interaction: Interaction) -> None:
        index, tag = picked_choice(select_values(interaction))
        await choose(interaction, self.game_id, self.since, [*self.path, index], tag)


class PanelButton(TableButton, custom_id="mn:p:{game_id}"):
    """“My panel” on the board and on turn pings: opens the clicker's private panel."""

    button_style = discord.ButtonStyle.primary
    button_emoji = "🎭"
    game_id: int

    async def handle(self, interaction: Interaction) -> None:
        await open_panel(interaction, self.game_id)
