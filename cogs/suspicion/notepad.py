"""The private notepad (S-7): per opponent, each guest possible, ruled out or suspected.

Shown only to its owner, in an ephemeral message opened from the panel. Marks live in
their own table, so marking never changes the game (nor stales anyone's buttons). With the
assistant on (S-7.2), what the player's own information rules out is shown crossed out too.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.errors import UserError
from bot.i18n import Translator
from bot.store.games import GameRecord
from cogs.game.common import Interaction, bot_of, guarded, translator
from cogs.game.panel import unkept_view

__all__ = ["NotepadButton", "NotepadSelect", "panel_extras"]


def panel_extras(record: GameRecord, seat: int, t: Translator) -> list[discord.ui.Item[Any]]:
    if record.status not in ("running", "paused"):
        return []
    return [NotepadButton(record.id, label=t("suspicion-notepad-open"))]


class NotepadButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"mn:np:(?P<g>\d+)"):
    def __init__(self, game_id: int, *, label: str | None = None) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(
                label=label, emoji="📓", style=discord.ButtonStyle.secondary, custom_id=f"mn:np:{game_id}"
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> NotepadButton:
        return cls(int(match["g"]))

    async def callback(self, interaction: Interaction) -> None:
        async def work() -> None:
            record, seat, targets = await _notepad_owner(interaction, self.game_id)
            message = await _notepad_message(interaction, record, seat, targets[0])
            await interaction.response.send_message(ephemeral=True, **message)

        await guarded(interaction, work)


class NotepadSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"mn:n(?P<what>[tos]):(?P<g>\d+):(?P<target>\d+)"
):
    """``t``: which opponent to show; ``o``: the guests ruled out; ``s``: the suspected."""

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
        self.what, self.game_id, self.target = what, game_id, target
        super().__init__(
            discord.ui.Select(
                custom_id=f"mn:n{what}:{game_id}:{target}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
                min_values=0 if what != "t" else 1,
                max_values=max_values,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> NotepadSelect:
        return cls(match["what"], int(match["g"]), int(match["target"]))

    async def callback(self, interaction: Interaction) -> None:
        async def work() -> None:
            bot = bot_of(interaction)
            record, seat, targets = await _notepad_owner(interaction, self.game_id)
            data: dict[str, Any] = dict(interaction.data or {})
            values = [str(v) for v in data.get("values", [])]
            target = self.target
            if self.what == "t":
                target = int(values[0]) if values and values[0].isdigit() else target
            else:
                guests = set(_guests(interaction))
                await bot.notepads.set_marks(
                    self.game_id,
                    seat,
                    target,
                    "out" if self.what == "o" else "suspect",
                    [v for v in values if v in guests],
                )
            if target not in targets:
                raise UserError("error-illegal-target")
            await interaction.response.edit_message(**await _notepad_message(interaction, record, seat, target))

        await guarded(interaction, work)


def _guests(interaction: Interaction) -> tuple[str, ...]:
    return tuple(bot_of(interaction).games["suspicion"].content.guest_ids)  # type: ignore[attr-defined]


async def _notepad_owner(interaction: Interaction, game_id: int) -> tuple[GameRecord, int, list[int]]:
    record = await bot_of(interaction).service.game(game_id)
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error-not-seated")
    if record.game != "suspicion" or record.state is None:
        raise UserError("error-not-started")
    targets = [s.seat for s in record.seats if s.seat != seat.seat]
    return record, seat.seat, targets


async def _notepad_message(interaction: Interaction, record: GameRecord, seat: int, target: int) -> dict[str, Any]:
    bot = bot_of(interaction)
    t = translator(interaction, record)
    marks = await bot.notepads.marks(record.id, seat)
    view_model: Any = bot.service.rules(record).view(bot.service.state(record), seat)
    auto: dict[int, list[str]] = view_model.ruled_out or {}
    guests = _guests(interaction)
    embed = discord.Embed(title=t("suspicion-notepad-title"), description=t("suspicion-notepad-legend"))
    for other in [s.seat for s in record.seats if s.seat != seat]:
        cells = []
        for guest in guests:
            mark = marks.get(other, {}).get(guest)
            symbol = (
                "★" if mark == "suspect" else "✗" if mark == "out" else "⊘" if guest in auto.get(other, []) else "·"
            )
            cells.append(f"{symbol}{t(f'suspicion-guest-abbr-{guest}')}")
        name = ("▶ " if other == target else "") + t.seat(other)
        embed.add_field(name=name[:256], value=" ".join(cells), inline=False)
    mine = marks.get(target, {})
    view = unkept_view()
    view.add_item(
        NotepadSelect(
            "t",
            record.id,
            target,
            placeholder=t("suspicion-notepad-which"),
            options=[
                discord.SelectOption(label=t.seat(s.seat)[:100], value=str(s.seat), default=s.seat == target)
                for s in record.seats
                if s.seat != seat
            ],
        )
    )
    for what, mark, key in (("o", "out", "suspicion-notepad-out"), ("s", "suspect", "suspicion-notepad-suspect")):
        view.add_item(
            NotepadSelect(
                what,
                record.id,
                target,
                placeholder=t(key, target_seat=t.seat(target))[:150],
                max_values=len(guests),
                options=[
                    discord.SelectOption(label=t(f"suspicion-guest-{g}")[:100], value=g, default=mine.get(g) == mark)
                    for g in guests
                ],
            )
        )
    return {"content": None, "embed": embed, "view": view}
