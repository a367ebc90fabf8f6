"""Public quick choices: a choice that reveals nothing secret (a swap's partner, a look,
an announcement, pass on a claim, a move, end the turn; the engine flags it ``Choice.quick``)
is also offered on the turn message, so its player begins the move from the channel. What
the controls do is said once in a line of the turn message beside them (the menu's
``table_note``, public by contract; :meth:`cogs.table.turn_plan.TurnPlanner.table_notes`).
A choice made on a secret the player alone may see (the card just drawn: ``Menu.opens``) is
offered there as one control that opens it privately, the secret shown with it.

A seat with a few quick choices gets buttons; one with more (a Mascarade turn at a large
table) gets a select, which holds 25 per part. Only labels are shown there: a choice's
description may speak of the seat's secrets (what keeping a drawn card does to it), so it
stays in the private panel.

Each control names the decision (``since``) and the seat it was drawn for: anyone else who
uses it is told whose it is, and nothing changes. Used by its player, it goes through the
same checks and the same ``GameService.act`` as a click in the panel; a choice with a
secret step (swap or not) opens the player's panel there, privately, and a move that asks
or teaches the player something next (the card looked at, an answer) is answered with the
panel, privately too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.core.errors import UserError
from bot.engine.core import BaseState, Choice, Decision, Menu
from bot.i18n import Translator
from bot.store.records import GameRecord, GameStatus
from cogs.table.common import Interaction, select_values, services_of
from cogs.table.items import Field, TableButton, TableSelect
from cogs.table.menus import (
    MAX_BUTTONS,
    SUBMENU,
    choice_tag,
    clipped,
    paginated,
    picked_choice,
    select_parts,
)
from cogs.table.panel import BUTTON_STYLES, act_on, announce_soon, clicked_choice, send_panel

if TYPE_CHECKING:
    from cogs.table.services import Services

__all__ = ["QuickButton", "QuickSelect", "quick_controls"]

_ActionRow = discord.ui.View

#: Rows of quick controls at most: a message holds five, and the turn message keeps its
#: first for its own controls ("My panel").
QUICK_ROWS = 4
FIRST_QUICK_ROW = 1


class _Rows:
    """Where the next control goes: buttons fill a row five at a time, a select takes a
    row of its own. Rows are given explicitly so that a seat's controls stay together and
    nothing ever overflows the message."""

    def __init__(self) -> None:
        self.row, self.used = FIRST_QUICK_ROW, 0

    def button(self) -> int | None:
        if self.used == MAX_BUTTONS:
            self.row, self.used = self.row + 1, 0
        return self._take(1)

    def select(self) -> int | None:
        if self.used:
            self.row, self.used = self.row + 1, 0
        return self._take(MAX_BUTTONS)

    def _take(self, width: int) -> int | None:
        if self.row >= FIRST_QUICK_ROW + QUICK_ROWS:
            return None
        self.used += width
        return self.row


def _opens(record: GameRecord, decision: Decision, label: str, naming: Translator | None, row: int) -> QuickButton:
    """The one control that opens a choice made on a secret privately; ``naming``: the seat
    is named on it (several seats decide at once)."""
    if naming is not None:
        label = naming("quick-label", who=naming.seat(decision.seat), choice=label)
    return QuickButton(
        record.id,
        decision.since,
        decision.seat,
        [],
        SUBMENU,
        label=clipped(label, 80),
        style=discord.ButtonStyle.primary,
        row=row,
    )


def quick_controls(
    services: Services, record: GameRecord, state: BaseState, t: Translator
) -> list[discord.ui.Item[Any]]:
    """The quick controls of every seat asked something now: the root-level choices its
    menu flags ``quick``, as buttons, or as a select when they would not fit one row. With
    several seats deciding at once, each names its seat."""
    if record.status != GameStatus.RUNNING or state.finished:
        return []
    service = services.service
    # A computer seat's choices are nobody's to press (and would take room from people's).
    decisions = [d for d in service.pending(record, state) if not _computer(record, d.seat)]
    several = len({d.seat for d in decisions}) > 1
    labels = t.for_labels()  # plain text: names unescaped
    rows = _Rows()
    items: list[discord.ui.Item[Any]] = []
    for decision in decisions:
        menu = service.menu(record, state, decision.seat)
        if menu is None:
            continue
        if menu.opens is not None:
            # A choice made on a secret (the card drawn): one control opens it privately.
            if (row := rows.button()) is None:
                return items
            items.append(_opens(record, decision, labels.text(menu.opens), labels if several else None, row))
        quick = [(index, choice) for index, choice in enumerate(paginated(menu).choices) if choice.quick]
        if len(quick) > MAX_BUTTONS:
            who = labels.seat(decision.seat)
            offered = [c for _, c in quick]
            parts = select_parts(offered)
            for part, indices in enumerate(parts):
                if (row := rows.select()) is None:
                    return items
                chunk = [quick[i] for i in indices]
                options = [
                    discord.SelectOption(label=clipped(labels.text(c.label), 100), value=f"{i}:{choice_tag(c)}")
                    for i, c in chunk
                ]
                # Numbered, not named by its groups: a player's name beside guests' names on
                # the public turn message would read as that player's guest.
                placeholder = labels("quick-select", who=who, part=part + 1, parts=len(parts))
                items.append(
                    QuickSelect(
                        record.id,
                        decision.since,
                        decision.seat,
                        part,
                        options=options,
                        placeholder=clipped(placeholder, 150),
                        row=row,
                    )
                )
            continue
        for index, choice in quick:
            if (row := rows.button()) is None:
                return items
            label = labels.text(choice.label)
            if several:
                label = labels("quick-label", who=labels.seat(decision.seat), choice=label)
            items.append(
                QuickButton(
                    record.id,
                    decision.since,
                    decision.seat,
                    [index],
                    choice_tag(choice),
                    label=clipped(label, 80),
                    style=BUTTON_STYLES[choice.style],
                    row=row,
                )
            )
    return items


def _computer(record: GameRecord, seat: int) -> bool:
    holder = record.by_seat(seat)
    return holder is not None and holder.computer is not None


async def press(interaction: Interaction, game_id: int, since: int, seat: int, path: list[int], tag: str) -> None:
    """A quick choice made: by its seat's player, the choice it names is made (a sub-menu
    opens the player's panel there); anyone else is refused, nothing changed."""
    record, seat, node = await clicked_choice(interaction, game_id, since, path, drawn_for=seat)
    if not path:
        # The control that opens a choice made on a secret (``Menu.opens``): the panel
        # shows it privately, the secret with it.
        if not isinstance(node, Menu) or node.opens is None or tag != SUBMENU:
            raise UserError("error-stale")
        await send_panel(interaction, record, seat)
        return
    # Only a root-level choice the engine flags quick is ever public; a forged custom_id
    # naming any other choice is refused like an outdated one.
    if len(path) != 1 or not isinstance(node, Choice) or not node.quick:
        raise UserError("error-stale")
    if tag == SUBMENU:
        if node.menu is None:
            raise UserError("error-stale")
        await send_panel(interaction, record, seat, path)
        return
    record = await act_on(interaction, game_id, since, node, tag)
    service = services_of(interaction).service
    asked = service.menu(record, service.state(record), seat) is not None
    if asked or await _taught(interaction, record, seat):
        # Asked something next (the second card), or shown a secret by the move (the card
        # looked at, an answer): the panel says it, privately.
        await send_panel(interaction, record, seat)
    else:
        # Nothing more to show: the click is acknowledged, the turn message tells the table.
        await interaction.response.defer()
    announce_soon(interaction, game_id)


async def _taught(interaction: Interaction, record: GameRecord, seat: int) -> bool:
    """Whether the move just made told ``seat`` something privately."""
    store = services_of(interaction).service.store
    return any(e.version == record.version for e in await store.private_events(record.id, seat))


class QuickButton(TableButton, custom_id="mn:q:{game_id}:{since}:{seat}:{path}:{tag}"):
    """A choice offered on the turn message, for one seat's player only."""

    game_id: int
    since: int
    seat: int
    path: list[int]
    tag: str

    async def handle(self, interaction: Interaction) -> None:
        await press(interaction, self.game_id, self.since, self.seat, self.path, self.tag)


class QuickSelect(
    TableSelect, custom_id="mn:q:{game_id}:{since}:{seat}:s{part}", part=Field("[0-9]", int, (0, 9), default=0)
):
    """A seat's quick choices on the turn message when they are too many for buttons; each
    value is ``index:tag``, for that seat's player only. ``part`` numbers the selects of a
    level longer than one, so that every custom_id in the message is unique."""

    game_id: int
    since: int
    seat: int
    part: int

    async def handle(self, interaction: Interaction) -> None:
        index, tag = picked_choice(select_values(interaction))
        await press(interaction, self.game_id, self.since, self.seat, [index], tag)
