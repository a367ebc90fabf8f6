"""The 💡 Hint button of a player's private panel: what a sharp computer player would do from
the clicker's seat, knowing only what that seat knows, and why (:mod:`bot.service.hints`).

Offered at a table that allows hints (the host's lobby choice, a practice table, a tutorial;
``GameRecord.hints``) while the seat has a decision open. Pressing it never acts: the answer
is a new ephemeral message to the clicker alone, naming the choice as the panel draws it
(its menu labels) and the reason; the player still chooses. The button carries the
decision's ``since``, so a hint for a decision already answered is refused as out of date.
A lesson's 💡 (``cogs/table/tutorial.py``) answers with the same lines.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.errors import UserError
from bot.engine.core import ActionModel, Choice, Menu
from bot.i18n import Translator
from bot.players.hints import Hint
from bot.store.records import GameRecord
from cogs.table.common import Interaction, services_of, translator
from cogs.table.items import TableButton
from cogs.table.menus import paginated

__all__ = ["HintButton", "choice_path", "hint_button", "hint_lines", "show_hint"]

CHOICE_SEPARATOR = " → "


def hint_button(record: GameRecord, since: int, t: Translator) -> HintButton:
    """The panel's 💡 for the seat's decision opened at ``since``."""
    return HintButton(record.id, since, label=t.for_labels()("hint-button"))


def choice_path(menu: Menu, action: ActionModel) -> list[Choice] | None:
    """The choices a player clicks through in ``menu`` (as the panel draws it, paginated) to
    reach ``action``; None if no leaf of the menu is that action."""
    for choice in menu.choices:
        if choice.menu is None:
            if choice.action == action:
                return [choice]
            continue
        below = choice_path(choice.menu, action)
        if below is not None:
            return [choice, *below]
    return None


async def show_hint(interaction: Interaction, game_id: int, since: int) -> None:
    """Answer the clicker, privately, with the hint for their decision opened at ``since``."""
    services = services_of(interaction)
    service = services.service
    record = await service.game(game_id)
    if interaction.channel_id != record.channel_id:
        raise UserError("error-wrong-channel")
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error-not-seated")
    hint = await services.hints.hint(record, seat.seat, since)
    t = translator(interaction, record)
    named = _named(interaction, record, seat.seat, hint.action, t)
    await interaction.response.send_message("\n".join(hint_lines(hint, named, t)), ephemeral=True)


def hint_lines(hint: Hint, named: Sequence[str], t: Translator) -> list[str]:
    """A hint's answer: the choice as the player clicks through it (``named``: its labels;
    none when a form asks the decision and the reason's details name the picks), the reason,
    and that nothing was played."""
    lines = [t("hint-title")]
    if named:
        lines.append(t("hint-choice", choice=CHOICE_SEPARATOR.join(named)))
    lines.append(t.text(hint.reason.line))
    lines += [t("hint-detail", line=t.text(detail)) for detail in hint.reason.details]
    lines.append(t("hint-footer"))
    return lines


def _named(
    interaction: Interaction, record: GameRecord, seat: int, action: ActionModel, t: Translator
) -> Sequence[str]:
    """The labels of the choices leading to ``action`` in the seat's panel; none when the
    panel draws this decision itself (a form: the reason's details name the choice)."""
    services = services_of(interaction)
    service = services.service
    state = service.state(record)
    decision = service.pending_for(record, state, seat)
    custom = services.presentations[record.game].panel_items
    if decision is None or (custom is not None and custom(record, decision, t) is not None):
        return ()
    menu = service.menu(record, state, seat)
    path = None if menu is None else choice_path(paginated(menu), action)
    return [t.text(choice.label) for choice in path or ()]


class HintButton(TableButton, custom_id="mn:h:{game_id}:{since}"):
    """💡 in a player's panel, for the decision opened at ``since``."""

    button_emoji = "💡"
    game_id: int
    since: int

    async def handle(self, interaction: Interaction) -> None:
        await show_hint(interaction, self.game_id, self.since)
