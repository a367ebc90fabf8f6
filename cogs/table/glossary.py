"""“What does … do?”: from the panel, a short paragraph on anything in play — a character, a
card, an artifact, an action, a room, a token — in a private message the player keeps open
beside the game.

A game says what is in play through :attr:`GamePresentation.glossary`: from its rules and the
**public** board alone, so the list can only name what every seat may know (a character in
the set, never who holds it), grouped (one select each). A pick is looked up again in the
game as it is when it arrives: what is no longer in play is refused, nothing else changes.
The rule ids behind each paragraph stay out of the text a player reads; each game keeps them
beside its topics (``ABOUT_RULES`` in its glossary module) and docs/tutorials.md cites them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import discord

from bot.core.errors import UserError
from bot.engine.text import Text
from bot.i18n import Translator
from bot.store.records import GameRecord, GameStatus
from cogs.table.common import Interaction, select_values, services_of, translator
from cogs.table.items import Field, TableButton, TableSelect
from cogs.table.menus import MAX_SELECT_OPTIONS, clipped
from cogs.table.primer import RULES, command_text

__all__ = ["GLOSSARY_GROUPS", "GlossaryButton", "GlossarySelect", "Topic", "glossary_button", "topics_in_play"]

# A message holds five rows; every group is a select of its own.
GLOSSARY_GROUPS = 5


@dataclass(frozen=True, slots=True)
class Topic:
    """One thing in play a player may ask about: ``group`` is the catalogue key of the select
    it is listed in, ``key`` names it in a select's value (unique in the game), ``label`` is
    its name and ``about`` its paragraph."""

    group: str
    key: str
    label: Text
    about: Text


def glossary_button(record: GameRecord, t: Translator) -> GlossaryButton:
    """The panel's "What does … do?"."""
    return GlossaryButton(record.id, label=t.for_labels()("glossary-open"))


async def topics_in_play(interaction: Interaction, game_id: int) -> tuple[GameRecord, list[Topic]]:
    """The game (started, in this channel) and what its public board has in play."""
    services = services_of(interaction)
    record = await services.service.game(game_id)
    if interaction.channel_id != record.channel_id:
        raise UserError("error-wrong-channel")
    if record.state is None or record.status == GameStatus.LOBBY:
        raise UserError("error-not-started")
    if record.status not in (GameStatus.RUNNING, GameStatus.PAUSED):
        raise UserError("error-game-over")
    glossary = services.presentations[record.game].glossary
    if glossary is None:
        return record, []
    service = services.service
    state = service.state(record)
    return record, glossary(service.rules(record), service.view(record, state, None))


def glossary_view(record: GameRecord, topics: Sequence[Topic], t: Translator) -> discord.ui.View:
    """One select per group (its title the placeholder), each option a topic."""
    from cogs.table.panel import unkept_view  # the panel offers this message; this only draws it

    labels = t.for_labels()
    groups: dict[str, list[Topic]] = {}
    for topic in topics:
        groups.setdefault(topic.group, []).append(topic)
    view = unkept_view()
    for index, (group, listed) in enumerate(list(groups.items())[:GLOSSARY_GROUPS]):
        options = [
            discord.SelectOption(label=clipped(labels.text(topic.label), 100), value=topic.key)
            for topic in listed[:MAX_SELECT_OPTIONS]
        ]
        view.add_item(GlossarySelect(record.id, index, options=options, placeholder=clipped(labels(group), 150)))
    return view


class GlossaryButton(TableButton, custom_id="mn:wd:{game_id}"):
    """Opens the list of what is in play, in a new private message."""

    button_emoji = "❔"
    game_id: int

    async def handle(self, interaction: Interaction) -> None:
        record, topics = await topics_in_play(interaction, self.game_id)
        if not topics:
            raise UserError("glossary-empty")
        t = translator(interaction, record)
        await interaction.response.send_message(
            t("glossary-intro", rules=command_text(t, RULES)), view=glossary_view(record, topics, t), ephemeral=True
        )


class GlossarySelect(TableSelect, custom_id="mn:wd:{game_id}:{group}", group=Field("[0-9]", int, (0, 4))):
    """One group of what is in play; a pick shows its paragraph in the same message."""

    game_id: int
    group: int

    async def handle(self, interaction: Interaction) -> None:
        values = select_values(interaction)
        record, topics = await topics_in_play(interaction, self.game_id)
        picked = next((topic for topic in topics if len(values) == 1 and topic.key == values[0]), None)
        if picked is None:
            raise UserError("glossary-gone")
        t = translator(interaction, record)
        content = f"**{t.text(picked.label)}**\n{t.text(picked.about)}"
        await interaction.response.edit_message(content=content, view=glossary_view(record, topics, t))
