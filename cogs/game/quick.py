"""Public quick buttons: a choice that reveals nothing secret (pass on a claim, roll the
dice, end the turn; the engine flags it ``Choice.quick``) is also offered on the turn
message, so its player answers with one click from the channel.

Each button names the decision (``since``) and the seat it was drawn for: anyone else who
presses it is told whose button it is, and nothing changes. Pressed by its player, it
goes through the same checks and the same ``GameService.act`` as a click in the panel.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.core import BaseState, Choice
from bot.errors import UserError
from bot.i18n import Translator
from bot.store.records import GameRecord, GameStatus
from cogs.game.common import NUMBER, GuardedItem, Interaction, bot_of
from cogs.game.menus import MAX_BUTTONS, PATH, SUBMENU, choice_tag, clipped, format_path, paginated, parse_path
from cogs.game.panel import BUTTON_STYLES, act_on, announce_soon, clicked_choice, send_panel

if TYPE_CHECKING:
    from cogs.game.services import Services

__all__ = ["MAX_QUICK", "QuickButton", "quick_buttons"]

_ActionRow = discord.ui.View

#: Rows of quick buttons at most: a message holds five, and the turn message keeps one for
#: its own controls ("My panel").
QUICK_ROWS = 4
MAX_QUICK = QUICK_ROWS * MAX_BUTTONS


def quick_buttons(
    services: Services, record: GameRecord, state: BaseState, t: Translator
) -> list[discord.ui.Item[Any]]:
    """The quick buttons of every seat asked something now: the root-level choices its
    menu flags ``quick``. With several seats deciding at once, each label names its seat."""
    if record.status != GameStatus.RUNNING or state.finished:
        return []
    service = services.service
    # A computer seat's choices are nobody's to press (and would take room from people's).
    decisions = [d for d in service.pending(record, state) if not _computer(record, d.seat)]
    several = len({d.seat for d in decisions}) > 1
    labels = t.for_labels()  # plain text: names unescaped
    items: list[discord.ui.Item[Any]] = []
    for decision in decisions:
        menu = service.menu(record, state, decision.seat)
        if menu is None:
            continue
        for index, choice in enumerate(paginated(menu).choices):
            if not choice.quick:
                continue
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
                )
            )
    return items[:MAX_QUICK]


def _computer(record: GameRecord, seat: int) -> bool:
    holder = record.by_seat(seat)
    return holder is not None and holder.computer is not None


async def press(interaction: Interaction, game_id: int, since: int, seat: int, path: list[int], tag: str) -> None:
    """A quick button pressed: by its seat's player, the choice it names is made (a
    sub-menu opens the player's panel there); anyone else is refused, nothing changed."""
    record, seat, node = await clicked_choice(interaction, game_id, since, path, drawn_for=seat)
    # Only a root-level choice the engine flags quick is ever a public button; a forged
    # custom_id naming any other choice is refused like an outdated one.
    if len(path) != 1 or not isinstance(node, Choice) or not node.quick:
        raise UserError("error-stale")
    if tag == SUBMENU:
        if node.menu is None:
            raise UserError("error-stale")
        await send_panel(interaction, record, seat, path)
        return
    record = await act_on(interaction, game_id, since, node, tag)
    service = bot_of(interaction).services.service
    if service.menu(record, service.state(record), seat) is not None:
        # The player is asked something next (the move after a roll): their panel, privately.
        await send_panel(interaction, record, seat)
    else:
        # Nothing more to show: the click is acknowledged, the turn message tells the table.
        await interaction.response.defer()
    announce_soon(interaction, game_id)


class QuickButton(
    GuardedItem[discord.ui.Button[_ActionRow]],
    template=rf"mn:q:(?P<g>{NUMBER}):(?P<s>{NUMBER}):(?P<seat>{NUMBER}):(?P<p>{PATH}):(?P<h>[0-9a-f]{{8}}|m)",
):
    """A choice offered on the turn message, for one seat's player only."""

    def __init__(
        self,
        game_id: int,
        since: int,
        seat: int,
        path: Sequence[int],
        tag: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        self.game_id, self.since, self.seat, self.path, self.tag = game_id, since, seat, list(path), tag
        custom_id = f"mn:q:{game_id}:{since}:{seat}:{format_path(path)}:{tag}"
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id))

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> QuickButton:
        return cls(int(match["g"]), int(match["s"]), int(match["seat"]), parse_path(match["p"]), match["h"])

    async def handle(self, interaction: Interaction) -> None:
        await press(interaction, self.game_id, self.since, self.seat, self.path, self.tag)
