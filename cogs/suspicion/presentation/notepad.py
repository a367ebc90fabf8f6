"""The private notepad (S-7): per opponent, each guest possible, ruled out or suspected.

Shown only to its owner, in an ephemeral message opened from the panel. Marks live in
their own table, so marking never changes the game (nor stales anyone's buttons). Each
player turns the assistant (S-7.2) on or off for themselves here, unless the host forbade
it for the table; when on, what the player's own information rules out is crossed out too.

Every number in a custom_id or a select value is checked against what the game offers
before it reaches the database: a forged one gets a refusal and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.core.errors import UserError
from bot.i18n import Translator
from bot.store.records import GameRecord, GameStatus
from cogs.suspicion.presentation.board import clip
from cogs.suspicion.presentation.history import HistoryButton
from cogs.suspicion.rules import Rules, State, assistant, assistant_allowed
from cogs.suspicion.rules.terms import guest_term
from cogs.suspicion.storage import Mark, NotepadStore
from cogs.table.common import Interaction, services_of, translator
from cogs.table.items import FLAG_FIELD, TableButton, TableSelect, one_of
from cogs.table.panel import unkept_view
from cogs.table.seated import seated_owner

if TYPE_CHECKING:
    from cogs.table.services import Services

__all__ = ["NotepadAssistantButton", "NotepadButton", "NotepadSelect", "panel_extras"]


def panel_extras(record: GameRecord, seat: int, t: Translator) -> list[discord.ui.Item[Any]]:
    if record.status not in (GameStatus.RUNNING, GameStatus.PAUSED):
        return []
    return [
        NotepadButton(record.id, label=t("suspicion-notepad-open")),
        HistoryButton(record.id, label=t("suspicion-history-open")),
    ]


class NotepadButton(TableButton, custom_id="mn:np:{game_id}"):
    button_emoji = "📓"
    game_id: int

    async def handle(self, interaction: Interaction) -> None:
        record, seat, targets = await seated_owner(interaction, self.game_id, "suspicion")
        message = await _notepad_message(interaction, record, seat, targets[0])
        await interaction.response.send_message(ephemeral=True, **message)


class NotepadSelect(TableSelect, custom_id="mn:n{what}:{game_id}:{target}", what=one_of("t", "o", "s")):
    """``t``: which opponent to show; ``o``: the guests ruled out; ``s``: the suspected."""

    what: str
    game_id: int
    target: int

    def __init__(
        self,
        what: str,
        game_id: int,
        target: int,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
        max_values: int = 1,
    ) -> None:
        super().__init__(
            what,
            game_id,
            target,
            options=options,
            placeholder=placeholder,
            min_values=0 if what != "t" else 1,
            max_values=max_values,
        )

    async def handle(self, interaction: Interaction) -> None:
        record, seat, targets = await seated_owner(interaction, self.game_id, "suspicion")
        data: dict[str, Any] = dict(interaction.data or {})
        values = [str(v) for v in data.get("values", [])]
        if self.what == "t":
            target = _chosen_target(values, seat, targets)
        else:
            target = _checked_target(self.target, seat, targets)
            guests = _guests(interaction)
            if len(values) > len(guests) or not set(values) <= set(guests):
                raise UserError("error-bad-option")
            mark: Mark = "out" if self.what == "o" else "suspect"
            await _notepads(services_of(interaction)).set_marks(self.game_id, seat, target, mark, values)
        await interaction.response.edit_message(**await _notepad_message(interaction, record, seat, target))


class NotepadAssistantButton(TableButton, custom_id="mn:na:{game_id}:{on}:{target}", on=FLAG_FIELD):
    """S-7.2: the player's own assistant switch; ``on`` is the state the click asks for,
    so a double click or an old message sets the same state twice instead of flipping.
    Green while the assistant is on (the click would turn it off)."""

    button_emoji = "🪄"
    game_id: int
    on: bool
    target: int

    def __init__(self, game_id: int, on: bool, target: int, *, label: str | None = None) -> None:
        style = discord.ButtonStyle.secondary if on else discord.ButtonStyle.success
        super().__init__(game_id, on, target, label=label, style=style)

    async def handle(self, interaction: Interaction) -> None:
        record, seat, targets = await seated_owner(interaction, self.game_id, "suspicion")
        target = _checked_target(self.target, seat, targets)
        if not assistant_allowed(suspicion_state(services_of(interaction), record)):
            raise UserError("suspicion-assistant-forbidden")
        await _notepads(services_of(interaction)).set_assistant(self.game_id, seat, self.on)
        await interaction.response.edit_message(**await _notepad_message(interaction, record, seat, target))


def _checked_target(target: int, seat: int, targets: list[int]) -> int:
    if target == seat:
        raise UserError("suspicion-notepad-not-yourself")
    if target not in targets:
        raise UserError("error-illegal-target")
    return target


def _chosen_target(values: list[str], seat: int, targets: list[int]) -> int:
    """The opponent picked in the ``t`` select: exactly one of the seats it offered."""
    offered = {str(s): s for s in targets}
    if len(values) != 1:
        raise UserError("error-bad-option")
    if values[0] == str(seat):
        raise UserError("suspicion-notepad-not-yourself")
    if values[0] not in offered:
        raise UserError("error-illegal-target")
    return offered[values[0]]


def _guests(interaction: Interaction) -> tuple[str, ...]:
    return tuple(services_of(interaction).rules("suspicion", Rules).content.guest_ids)


def suspicion_state(services: Services, record: GameRecord) -> State:
    """The state of ``record``, a Suspicion game (the caller checked: ``seated_owner``)."""
    state = services.service.state(record)
    assert isinstance(state, State)
    return state


def _notepads(services: Services) -> NotepadStore:
    """Suspicion's private storage, opened by the bot from this game's plugin."""
    return services.storage("suspicion", NotepadStore)


async def _notepad_message(interaction: Interaction, record: GameRecord, seat: int, target: int) -> dict[str, Any]:
    services = services_of(interaction)
    t = translator(interaction, record)
    marks = await _notepads(services).marks(record.id, seat)
    state = suspicion_state(services, record)
    allowed = assistant_allowed(state)
    content = services.rules("suspicion", Rules).content
    crossed = assistant(content, state, seat, turned_on=await _notepads(services).assistant_on(record.id, seat))
    on = crossed is not None
    auto = crossed or {}
    guests = _guests(interaction)
    legend = t("suspicion-notepad-legend-assistant") if on else t("suspicion-notepad-legend")
    embed = discord.Embed(title=t("suspicion-notepad-title"), description=legend)
    others = [s.seat for s in record.seats if s.seat != seat]
    for other in others:
        cells = []
        for guest in guests:
            mark = marks.get(other, {}).get(guest)
            auto_out = guest in auto.get(other, ())
            symbol = "★" if mark == "suspect" else "✗" if mark == "out" else "⊘" if auto_out else "·"
            cells.append(f"{symbol}{t(f'suspicion-guest-abbr-{guest}')}")
        name = ("▶ " if other == target else "") + t.seat(other)
        embed.add_field(name=name[:256], value=" ".join(cells), inline=False)
    if auto:
        lines = [
            t(
                "suspicion-panel-possible",
                target=t.seat(other),
                names=", ".join(t(guest_term(g)) for g in guests if g not in auto[other]),
            )
            for other in others
        ]
        embed.add_field(name=t("suspicion-panel-assistant"), value=clip("\n".join(lines)), inline=False)
    mine = marks.get(target, {})
    view = unkept_view()
    view.add_item(
        NotepadSelect(
            "t",
            record.id,
            target,
            placeholder=t("suspicion-notepad-which"),
            options=[
                discord.SelectOption(label=t.for_labels().seat(other)[:100], value=str(other), default=other == target)
                for other in others
            ],
        )
    )
    for what, mark, key in (("o", "out", "suspicion-notepad-out"), ("s", "suspect", "suspicion-notepad-suspect")):
        view.add_item(
            NotepadSelect(
                what,
                record.id,
                target,
                placeholder=t(key, target_seat=t.for_labels().seat(target))[:150],
                max_values=len(guests),
                options=[
                    discord.SelectOption(label=t(guest_term(g))[:100], value=g, default=mine.get(g) == mark)
                    for g in guests
                ],
            )
        )
    if allowed:
        label = t("suspicion-assistant-turn-off") if on else t("suspicion-assistant-turn-on")
        view.add_item(NotepadAssistantButton(record.id, not on, target, label=label))
    return {"content": None, "embed": embed, "view": view}
