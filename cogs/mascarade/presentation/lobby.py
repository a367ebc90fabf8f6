"""Mascarade's lobby extras: the host's custom character set (M-1.4), built in a form with
one multi-select of the edition's characters and checked against the composition rules;
and the switch between answering a claim one at a time (M-5.2) and all at once (R5), a
button because the lobby has no row left for another select."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from bot.core.errors import UserError
from bot.i18n import Translator
from bot.store.records import GameRecord, GameStatus
from cogs.mascarade.rules import Options, Rules
from cogs.mascarade.rules.options import Answers
from cogs.mascarade.rules.sets import SetCheck
from cogs.table.common import (
    NUMBER,
    Interaction,
    bot_of,
    is_moderator,
    modal_values,
    public_translator,
    services_of,
    translator,
)
from cogs.table.items import TableButton, member_of
from cogs.table.lobby import lobby_edit_lock, lobby_view, option_line

if TYPE_CHECKING:
    from cogs.table.services import Services

__all__ = [
    "CUSTOM_SET_SUBMIT",
    "AnswersButton",
    "CustomSetButton",
    "lobby_items",
    "lobby_lines",
    "submit_custom_set",
]

CUSTOM_SET_SUBMIT = re.compile(rf"mn:csm:(?P<g>{NUMBER})")
CARDS = "cards"


def lobby_lines(options: Any, t: Translator) -> list[str]:
    answers = option_line(t("mascarade-option-answers"), t(f"mascarade-option-answers-{options.answers.value}"))
    if not options.custom_set:
        return [answers]
    names = ", ".join(t(f"mascarade-card-{c}") for c in options.custom_set)
    return [answers, f"{t('mascarade-custom-set')}: **{names}**"]


def lobby_items(record: GameRecord, t: Translator) -> list[discord.ui.Item[Any]]:
    switch = _other(Options.model_validate_json(record.options).answers)
    return [
        CustomSetButton(record.id, label=t("mascarade-custom-set-button")),
        AnswersButton(record.id, switch, label=t(f"mascarade-answers-button-{switch.value}")),
    ]


def _other(answers: Answers) -> Answers:
    return Answers.ALL_AT_ONCE if answers == Answers.ONE_AT_A_TIME else Answers.ONE_AT_A_TIME


class AnswersButton(TableButton, custom_id="mn:ans:{game_id}:{answers}", answers=member_of(Answers)):
    """Sets how claims are answered to the value it names, not "the other one": a click on
    a lobby drawn before someone else's change sets what its label said, never the reverse."""

    game_id: int
    answers: Answers

    async def handle(self, interaction: Interaction) -> None:
        await _set_answers(interaction, self.game_id, self.answers)


async def _set_answers(interaction: Interaction, game_id: int, answers: Answers) -> None:
    """The host's switch; the answer is the lobby message itself, edited to show it."""
    bot = bot_of(interaction)
    await _host_lobby(interaction, game_id)
    service = bot.services.service
    await service.set_option(game_id, interaction.user.id, await is_moderator(interaction), "answers", answers.value)
    async with lobby_edit_lock(game_id):
        record = await service.game(game_id)
        await interaction.response.edit_message(**await lobby_view(bot, record, public_translator(bot, record)))


class CustomSetButton(TableButton, custom_id="mn:cs:{game_id}"):
    game_id: int

    async def handle(self, interaction: Interaction) -> None:
        await _open_form(interaction, self.game_id)


async def _host_lobby(interaction: Interaction, game_id: int) -> GameRecord:
    record = await services_of(interaction).service.game(game_id)
    if record.game != "mascarade":
        raise UserError("error-stale")  # a custom set belongs to Mascarade's lobby only
    if interaction.channel_id != record.channel_id:
        raise UserError("error-wrong-channel")
    if record.status != GameStatus.LOBBY:
        raise UserError("error-already-started")
    if interaction.user.id != record.host_id and not await is_moderator(interaction):
        raise UserError("error-host-only")
    return record


async def _open_form(interaction: Interaction, game_id: int) -> None:
    services = services_of(interaction)
    record = await _host_lobby(interaction, game_id)
    options = _options(services, record)
    characters = services.rules("mascarade", Rules).content.editions[options.edition].characters
    current = set(options.custom_set or ())
    t = translator(interaction, record)
    choices = [
        discord.SelectOption(
            label=t(f"mascarade-card-{c.id}") + (" ×2" if c.copies == 2 else ""), value=c.id, default=c.id in current
        )
        for c in characters
    ]
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=CARDS, options=choices, min_values=0, max_values=len(choices), required=False
    )
    modal = discord.ui.Modal(title=t("mascarade-custom-set")[:45], custom_id=f"mn:csm:{game_id}")
    modal.add_item(
        discord.ui.Label(
            text=t("mascarade-custom-set-pick")[:45], description=t("mascarade-custom-set-help")[:100], component=select
        )
    )
    await interaction.response.send_modal(modal)


async def submit_custom_set(interaction: Interaction, match: re.Match[str]) -> None:
    """Store the set (Peasants come as a pair) and tell the host what M-1.4 says of it
    for the table as it is now; an empty pick returns to the preset."""
    game_id = int(match["g"])
    bot = bot_of(interaction)
    record = await _host_lobby(interaction, game_id)
    options = _options(bot.services, record)
    rules = bot.services.rules("mascarade", Rules)
    copies = {c.id: c.copies for c in rules.content.editions[options.edition].characters}
    picked = modal_values(interaction).get(CARDS, [])
    if len(set(picked)) != len(picked) or not set(picked) <= copies.keys():
        raise UserError("error-bad-option")  # only the characters the form offered, once each
    cards = tuple(c for c in picked for _ in range(copies[c])) or None
    record = await bot.services.service.set_option(
        game_id, interaction.user.id, await is_moderator(interaction), "custom_set", cards
    )
    t = translator(interaction, record)
    if cards is None:
        verdict = t("mascarade-custom-set-cleared")
    else:
        verdict = _verdict(rules.checks_by_size(options.edition, cards), len(record.seats), t)
    if interaction.message is not None:
        await interaction.response.edit_message(**await lobby_view(bot, record, public_translator(bot, record)))
        await interaction.followup.send(verdict, ephemeral=True)
    else:
        await interaction.response.send_message(verdict, ephemeral=True)


def _options(services: Services, record: GameRecord) -> Options:
    options = services.service.options(record)
    assert isinstance(options, Options)  # the lobby is Mascarade's (_host_lobby)
    return options


def _verdict(checks: dict[int, SetCheck], seated: int, t: Translator) -> str:
    """What the composition rules say of a custom set (``checks``: one per table size) for
    the table as it is now, and, when it cannot start with the players seated, for which
    table sizes it could: a set is never called fine for a table it cannot start with."""
    valid = [n for n, check in checks.items() if check.ok]
    if seated in valid:
        return "\n".join(
            ["✅ " + t("mascarade-custom-set-ok", n=seated), *(f"⚠️ {t.text(w)}" for w in checks[seated].warnings)]
        )
    if not valid:
        errors = checks[max(seated, 4)].errors
        return "\n".join([*(f"❌ {t.text(e)}" for e in errors), "❌ " + t("mascarade-custom-set-never")])
    lines = []
    if seated >= 4:
        # The table is big enough for a custom set: say what this one breaks at this size.
        lines += [f"❌ {t.text(e)}" for e in checks[seated].errors]
    same = "yes" if valid[0] == valid[-1] else "no"
    lines.append("⚠️ " + t("mascarade-custom-set-range", low=valid[0], high=valid[-1], n=seated, same=same))
    lines += [f"⚠️ {t.text(w)}" for w in checks[valid[0]].warnings]
    return "\n".join(lines)
