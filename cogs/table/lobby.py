"""The lobby: a public message with the seated players, the host's options and
Join / Leave / Start / Cancel."""

from __future__ import annotations

import asyncio
import logging
import re
import typing
import weakref
from dataclasses import replace
from typing import Any, Literal

import discord

from bot.core.errors import UserError
from bot.core.schedule import DAY
from bot.core.time_control import Bank, TimeControl
from bot.engine.core import BaseOptions
from bot.i18n import Translator, locale_for
from bot.service.estimates import Estimate
from bot.store.guilds import GuildSettings
from bot.store.records import GameRecord, GameStatus, NewLobby
from cogs.table.clock import duration, span_label
from cogs.table.common import (
    Interaction,
    bot_of,
    is_moderator,
    public_translator,
    seat_mention,
    select_values,
    services_of,
    translator,
)
from cogs.table.items import Field, TableButton, TableSelect, one_of
from cogs.table.menus import clipped
from cogs.table.primer import pointer, primer_for, tell_primer

__all__ = [
    "LOBBY_BUTTONS",
    "TIMER_CHOICES",
    "LobbyButton",
    "LobbyOptionSelect",
    "lobby_command",
    "lobby_edit_lock",
    "lobby_message",
    "lobby_op",
    "lobby_option",
    "lobby_view",
    "new_lobby_here",
    "open_board",
    "open_practice",
    "option_fields",
    "option_line",
    "places",
    "require_game_channel",
    "show_lobby",
    "started_line",
    "uses_threads",
]

log = logging.getLogger(__name__)

_ActionRow = discord.ui.View

# The clock's presets: the per-decision timer (seconds; 0 = no timer, slow play), then time
# banks for games played over days (start, added after each decision, at most). Any other
# clock is set with /game clock.
TIMER_CHOICES = (0, 60, 180, 600, 86400)
BANK_CHOICES = (
    Bank(DAY, DAY // 4, 2 * DAY),
    Bank(3 * DAY, DAY // 2, 5 * DAY),
    Bank(7 * DAY, DAY, 14 * DAY),
)
# The select's field (named when it set only the turn timer: lobby messages carry it).
TIMER_FIELD = "turn_timer"
BANK_VALUE = re.compile(r"bank:(\d{1,9}):(\d{1,9}):(\d{1,9})")
# The lobby's own buttons; a game's lobby items and "Add a computer player" follow them.
LOBBY_BUTTONS = (
    ("join", discord.ButtonStyle.success),
    ("leave", discord.ButtonStyle.secondary),
    ("start", discord.ButtonStyle.primary),
    ("cancel", discord.ButtonStyle.danger),
)


async def require_game_channel(interaction: Interaction) -> GuildSettings:
    """A new table (``/game new``, ``/game practice``, a rematch) only where the server
    allows games: a listed channel, or a channel in a listed category. Returns the server's
    settings it read (a new table takes its locale and timer from them)."""
    assert interaction.guild_id is not None
    settings = await services_of(interaction).guild_settings.get(interaction.guild_id)
    if settings.game_channels and not places(interaction) & set(settings.game_channels):
        raise UserError("error-channel-not-allowed")
    return settings


def places(interaction: Interaction) -> set[int | None]:
    """Where the interaction came from, as a server's settings list places: its channel, the
    channel's category, and for a thread its channel too (a thread is where its channel is)."""
    channel = interaction.channel
    try:
        category = getattr(channel, "category_id", None)
    except discord.ClientException:  # a thread whose channel discord.py does not know
        category = None
    return {interaction.channel_id, category, getattr(channel, "parent_id", None)}


def uses_threads(settings: GuildSettings, interaction: Interaction) -> bool:
    """Whether a new table here gets a thread: the server listed this channel (or its
    category) for thread tables, and this is a channel, not a thread already."""
    if isinstance(interaction.channel, discord.Thread) or not settings.thread_channels:
        return False
    return bool(places(interaction) & set(settings.thread_channels))


async def new_lobby_here(interaction: Interaction, game: str, *, hints: bool = False) -> tuple[NewLobby, bool]:
    """A new table of ``game`` opened by the interacting user where they are, with the
    server's locale and turn timer (/game new, /game practice, a lesson's practice table),
    and whether it gets a thread of its own (the server keeps tables in threads here);
    refused where the server allows no games."""
    assert interaction.guild_id is not None
    assert interaction.channel_id is not None
    settings = await require_game_channel(interaction)
    services = services_of(interaction)
    locale = (
        settings.locale
        or (locale_for(str(interaction.guild_locale)) if interaction.guild_locale else None)
        or services.settings.default_locale
    )
    turn_seconds = settings.turn_seconds if settings.turn_seconds is not None else services.settings.turn_timer_seconds
    lobby = NewLobby(
        game=game,
        guild_id=interaction.guild_id,
        channel_id=interaction.channel_id,
        host_id=interaction.user.id,
        host_name=interaction.user.display_name,
        locale=locale,
        turn_seconds=turn_seconds,
        hints=hints,
    )
    return lobby, uses_threads(settings, interaction)


async def open_practice(interaction: Interaction, game: str, players: int, level: str, hints: bool = True) -> None:
    """A table of the user and computer players here, started at once (/game practice, or
    the end of a lesson), offering 💡 with ``hints``: the channel is told it started, and its
    board follows; where tables live in threads, in a thread of its own."""
    bot = bot_of(interaction)
    lobby, in_thread = await new_lobby_here(interaction, game, hints=hints)
    if in_thread:
        await bot.services.threads.open_practice(interaction, lobby, players, level)
    else:
        applied = await bot.services.computers.practice(lobby, players=players, level=level)
        t = public_translator(bot, applied.record)
        await interaction.response.send_message(
            content=started_line(bot, t), embed=lobby_message(bot, applied.record, t)["embed"]
        )
        open_board(interaction, applied.record)
    await tell_primer(interaction, game)


def option_fields(options_model: type[Any]) -> list[tuple[str, list[str]]]:
    """The engine options a host can set from the lobby: bools and Literals."""
    fields = []
    for name, info in options_model.model_fields.items():
        if name in BaseOptions.model_fields:  # the first player has a command of its own
            continue
        annotation = info.annotation
        if annotation is bool:
            fields.append((name, ["true", "false"]))
        elif typing.get_origin(annotation) is Literal:
            fields.append((name, [str(v) for v in typing.get_args(annotation)]))
    return fields


def option_choices(options: Any, control: TimeControl) -> dict[str, list[str]]:
    """What the lobby's selects offer: field → the values shown (the clock's: a timer in
    seconds or a bank, its current value included). A value not offered here is never stored."""
    choices = dict(option_fields(type(options)))
    timers = [str(s) for s in sorted({*TIMER_CHOICES, *([control.turn_seconds] if control.bank is None else [])})]
    banks = [clock_value(TimeControl(bank=b)) for b in BANK_CHOICES]
    current = clock_value(control)
    choices[TIMER_FIELD] = [*timers, *banks, *([current] if current not in timers + banks else [])]
    return choices


def clock_value(control: TimeControl) -> str:
    """The clock as the lobby's select names it: the timer's seconds, or ``bank:start:add:cap``."""
    bank = control.bank
    return str(control.turn_seconds) if bank is None else f"bank:{bank.initial}:{bank.increment}:{bank.cap}"


def clock_of(value: str) -> TimeControl:
    """The clock a value of the lobby's select names (its answer timer the default)."""
    bank = BANK_VALUE.fullmatch(value)
    if bank is not None:
        return TimeControl(bank=Bank(*(int(g) for g in bank.groups())))
    return TimeControl(int(value))


def timer_label(t: Translator, seconds: int) -> str:
    if seconds == 0:
        return t("timer-off")
    if seconds % 3600 == 0:
        return t("timer-hours", n=seconds // 3600)
    if seconds % 60 == 0:
        return t("timer-minutes", n=seconds // 60)
    return t("timer-seconds", n=seconds)


def clock_label(t: Translator, control: TimeControl) -> str:
    """The clock in a few words: "3 minutes", "3 days, +12 hours a decision, at most 5 days"."""
    bank = control.bank
    if bank is None:
        return timer_label(t, control.turn_seconds)
    return t(
        "clock-bank",
        start=span_label(t, bank.initial),
        add=span_label(t, bank.increment),
        cap=span_label(t, bank.cap),
    )


def clock_lines(t: Translator, control: TimeControl) -> list[str]:
    """The lobby's lines on the clock: the turn timer or the time bank, and the answer timer."""
    key = "lobby-timer" if control.bank is None else "lobby-bank"
    lines = [option_line(t(key), clock_label(t, control))]
    if control.timed:
        lines.append(option_line(t("lobby-answers"), timer_label(t, control.answers)))
    return lines


def option_line(label: str, value: str) -> str:
    """``label: **value**``, the label said once: a value's own label often repeats the
    option's name ("Bets: off") because a select shows only the chosen value, so that
    repeated name is dropped here ("Bets: **off**", "Special abilities: **on**")."""
    head, colon, rest = value.partition(":")
    if colon and rest.strip() and head.strip().casefold() in label.casefold():
        value = rest.strip()
    return f"{label}: **{value}**"


def lobby_message(
    interaction_bot: Any, record: GameRecord, t: Translator, estimate: Estimate | None = None
) -> dict[str, Any]:
    """The lobby message: the table, its options and clock, how long such a game takes
    (``estimate``, when there is one), and the controls."""
    service = interaction_bot.services.service
    rules = service.rules(record)
    options = service.options(record)
    least, most = rules.player_range(options)
    # The game in one line, and where a newcomer learns it.
    summary = t(f"{record.game}-summary")
    about = f"{summary}\n-# {pointer(interaction_bot, t)}"
    embed = discord.Embed(title=t("lobby-title", game=t(f"{record.game}-name")), description=about)
    seated = "\n".join(
        f"{i + 1}. {seat_mention(s)}" + (" 👑" if s.user_id == record.host_id else "")
        for i, s in enumerate(record.seats)
    )
    embed.add_field(
        name=t("lobby-players", n=len(record.seats), least=least, most=most), value=seated or "—", inline=False
    )
    values = options.model_dump()
    option_lines = [
        option_line(t(f"{record.game}-option-{name}"), t(f"{record.game}-option-{name}-{str(values[name]).lower()}"))
        for name, _ in option_fields(type(options))
    ]
    extras = interaction_bot.services.presentations[record.game]
    if extras.lobby_lines is not None:
        option_lines += extras.lobby_lines(options, t)
    option_lines += clock_lines(t, record.time_control)
    if interaction_bot.services.hints.supported(record.game):
        # Set by /game hints (the lobby's five rows of controls are full in some games); a
        # table with hints is not rated (bot/store/ratings.py).
        option_lines.append(t("lobby-hints", allowed="yes" if record.hints else "no"))
    if estimate is not None:
        option_lines.append(estimate_line(t, estimate))
    embed.add_field(name=t("lobby-options"), value="\n".join(option_lines), inline=False)
    if record.status == GameStatus.LOBBY:  # a started table (a practice one) has nothing to set
        embed.set_footer(text=t("lobby-footer"))
    view = discord.ui.View(timeout=None)
    for op, style in LOBBY_BUTTONS:
        view.add_item(LobbyButton(record.id, op, label=t(f"lobby-{op}"), style=style))
    if extras.lobby_items is not None:
        for item in extras.lobby_items(record, t):
            view.add_item(item)
    add_computer_button(view, record, t, offered=interaction_bot.services.computers.supports(record.game))
    control = record.time_control
    choices_by_field = option_choices(options, control)
    timer_choices = choices_by_field.pop(TIMER_FIELD)
    for name, choices in choices_by_field.items():
        current = str(values[name]).lower()
        view.add_item(
            LobbyOptionSelect(
                record.id,
                name,
                placeholder=t(f"{record.game}-option-{name}"),
                options=[
                    discord.SelectOption(
                        label=t(f"{record.game}-option-{name}-{c.lower()}"), value=c, default=c.lower() == current
                    )
                    for c in choices
                ],
            )
        )
    view.add_item(
        LobbyOptionSelect(
            record.id,
            TIMER_FIELD,
            placeholder=t("lobby-clock"),
            options=[
                discord.SelectOption(
                    label=clipped(clock_label(t.for_labels(), clock_of(v)), 100),
                    value=v,
                    default=v == clock_value(control),
                )
                for v in timer_choices
            ],
        )
    )
    return {"content": None, "embed": embed, "view": view}


def estimate_line(t: Translator, estimate: Estimate) -> str:
    """ "⏳ Such a game takes about 40 minutes (30 minutes–1 hour), from 12 games here"."""
    return t(
        "lobby-estimate",
        median=span_label(t, round(estimate.median)),
        low=span_label(t, round(estimate.low)),
        high=span_label(t, round(estimate.high)),
        n=estimate.games,
        where="everywhere" if estimate.everywhere else "here",
    )


async def lobby_view(bot: Any, record: GameRecord, t: Translator) -> dict[str, Any]:
    """The lobby message with its estimate of the game's length."""
    return lobby_message(bot, record, t, await bot.services.service.estimate(record))


async def shown_lobby(bot: Any, record: GameRecord) -> dict[str, Any]:
    """What the lobby message says for the game as it is now: the lobby with its controls
    while it is open; afterwards one short line and no controls at all."""
    t = public_translator(bot, record)
    if record.status == GameStatus.LOBBY:
        return await lobby_view(bot, record, t)
    if record.status == GameStatus.CANCELLED:
        return {"content": t("lobby-cancelled"), "embed": None, "view": None}
    return {"content": started_line(bot, t), "embed": None, "view": None}


def started_line(bot: Any, t: Translator) -> str:
    """What the lobby message (or a practice table's answer) says once the game started:
    that it did, and where a newcomer learns the game."""
    return f"{t('lobby-started')}\n-# {pointer(bot, t)}"


# Edits of one lobby message take turns, and each shows the game as it is when it is made:
# a command and a click landing together never leave the older picture on top. Weak, so
# a lobby leaves nothing in memory once nobody is editing it.
_edit_locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()


def lobby_edit_lock(game_id: int) -> asyncio.Lock:
    """Held while the lobby message is posted or edited."""
    lock = _edit_locks.get(game_id)
    if lock is None:
        lock = _edit_locks[game_id] = asyncio.Lock()
    return lock


async def show_lobby(bot: Any, game_id: int) -> None:
    """Edit the lobby message to match the game (after a command, which has no message of
    its own to edit). A lobby whose message was never recorded gets one from the timer
    loop; a message Discord refuses to edit is logged, the game goes on."""
    async with lobby_edit_lock(game_id):
        record = await bot.services.service.game(game_id)
        if record.lobby_message_id is None:
            return
        channel = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        try:
            await channel.get_partial_message(record.lobby_message_id).edit(**await shown_lobby(bot, record))
        except discord.HTTPException as exc:
            log.info("game=%s: the lobby message could not be edited (%s)", record.id, exc.status)


# What a command's user is told, privately; the lobby message shows the rest to everyone.
_ANSWERS = {
    "join": "lobby-answer-joined",
    "leave": "lobby-answer-left",
    "start": "lobby-answer-started",
    "cancel": "lobby-answer-cancelled",
}


async def _run_lobby_op(interaction: Interaction, game_id: int, op: str, first: int | None = None) -> GameRecord | None:
    """Join, leave, cancel or start — from a lobby button or a /game command. Returns the
    game just started, if it was: its board is opened once the click is answered."""
    bot = bot_of(interaction)
    service = bot.services.service
    user = interaction.user
    record = await service.game(game_id)
    if interaction.channel_id != record.channel_id:
        raise UserError("error-wrong-channel")
    if op == "join":
        await service.join(game_id, user.id, user.display_name)
    elif op == "leave":
        await service.leave(game_id, user.id)
    elif op == "cancel":
        await service.cancel(game_id, user.id, await is_moderator(interaction))
    elif op == "start":
        applied = await service.start(game_id, user.id, await is_moderator(interaction), first_user=first)
        return applied.record
    return None


def add_computer_button(view: discord.ui.View, record: GameRecord, t: Translator, *, offered: bool) -> None:
    """The host's "Add a computer player", if the game ``offered`` them (the start-up
    check, :func:`cogs.table.limits.check_limits`, counts it)."""
    from cogs.table.computers import lobby_computer_button  # the button's module shows this lobby

    if offered:
        view.add_item(lobby_computer_button(record, t))


def open_board(interaction: Interaction, started: GameRecord | None) -> None:
    """After the answer: a game just started gets its board (posting it may take a while)."""
    if started is not None:
        table = services_of(interaction).table
        table.soon(table.open(started))


async def lobby_op(interaction: Interaction, game_id: int, op: str) -> None:
    """A lobby button: the answer is the edit of the lobby message itself (and a newcomer's
    primer, privately, after it)."""
    started = await _run_lobby_op(interaction, game_id, op)
    record = await _edit_clicked_lobby(interaction, game_id)
    open_board(interaction, started)
    _put_away_if_cancelled(interaction, game_id, op)
    if op == "join":
        await tell_primer(interaction, record.game)


async def lobby_command(interaction: Interaction, game_id: int, op: str, first: int | None = None) -> None:
    """A /game command: a private answer, then the one lobby message is edited (a command
    has no message of its own to edit; a public copy would keep live buttons forever)."""
    started = await _run_lobby_op(interaction, game_id, op, first)
    answer = translator(interaction)(_ANSWERS[op])
    if op == "join":  # a newcomer's primer comes with the answer
        record = await bot_of(interaction).services.service.game(game_id)
        answer = "\n\n".join(filter(None, [answer, await primer_for(interaction, record.game)]))
    await interaction.response.send_message(answer, ephemeral=True)
    open_board(interaction, started)  # in the background: a slow lobby edit never holds up the board
    await show_lobby(bot_of(interaction), game_id)
    _put_away_if_cancelled(interaction, game_id, op)


def _put_away_if_cancelled(interaction: Interaction, game_id: int, op: str) -> None:
    """A cancelled thread table, its lobby message edited: its line says it closed, and its
    thread is archived (after the edit: nothing in an archived thread can be edited)."""
    if op == "cancel":
        services = bot_of(interaction).services
        services.table.soon(services.threads.over(game_id))


async def _edit_clicked_lobby(interaction: Interaction, game_id: int) -> GameRecord:
    """The clicked lobby message edited to the game as it is now; returns the game."""
    bot = bot_of(interaction)
    async with lobby_edit_lock(game_id):
        record = await bot.services.service.game(game_id)
        await interaction.response.edit_message(**await shown_lobby(bot, record))
    return record


async def set_clock(
    interaction: Interaction,
    game_id: int,
    *,
    turn: str | None,
    answer: str | None,
    bank: str | None,
    increment: str | None,
    cap: str | None,
) -> None:
    """``/game clock``: the host sets the clock by hand — a turn timer, or a time bank (its
    start, increment and cap; what is not given is kept, or the increment 0 and the cap the
    start), and the answer timer — then the lobby message shows it."""
    service = services_of(interaction).service
    record = await service.game(game_id)
    if interaction.channel_id != record.channel_id:
        raise UserError("error-wrong-channel")
    current = record.time_control
    banked = bank is not None or increment is not None or cap is not None
    if turn is not None and banked:
        raise UserError("error-clock-both")
    control = current
    if turn is not None:
        control = TimeControl(duration(turn))
    elif banked:
        old = current.bank
        start = duration(bank) if bank is not None else (old.initial if old is not None else None)
        if start is None:
            raise UserError("error-clock-bank-start")
        add = duration(increment) if increment is not None else (old.increment if old is not None else 0)
        most = duration(cap) if cap is not None else max(start, old.cap if old is not None else start)
        control = TimeControl(bank=Bank(start, add, most))
    answers = duration(answer) if answer is not None else (current.answer_seconds if control == current else None)
    control = replace(control, answer_seconds=answers)
    await service.set_time_control(game_id, interaction.user.id, await is_moderator(interaction), control)
    t = translator(interaction)
    await interaction.response.send_message("\n".join([t("clock-set"), *clock_lines(t, control)]), ephemeral=True)
    await show_lobby(bot_of(interaction), game_id)


async def lobby_option(interaction: Interaction, game_id: int, field: str, values: list[str]) -> None:
    bot = bot_of(interaction)
    service = bot.services.service
    record = await service.game(game_id)
    if interaction.channel_id != record.channel_id:
        raise UserError("error-wrong-channel")
    offered = option_choices(service.options(record), record.time_control).get(field, [])
    if len(values) != 1 or values[0] not in offered:
        raise UserError("error-bad-option")
    value = values[0]
    if field == TIMER_FIELD:
        mod = await is_moderator(interaction)
        await service.set_time_control(game_id, interaction.user.id, mod, clock_of(value))
    else:
        await service.set_option(game_id, interaction.user.id, await is_moderator(interaction), field, value)
    await _edit_clicked_lobby(interaction, game_id)


class LobbyButton(TableButton, custom_id="mn:l:{game_id}:{op}", op=one_of("join", "leave", "start", "cancel")):
    game_id: int
    op: str

    async def handle(self, interaction: Interaction) -> None:
        await lobby_op(interaction, self.game_id, self.op)


class LobbyOptionSelect(
    TableSelect, custom_id="mn:o:{game_id}:{field}", field=Field("[a-z_]{1,40}", str, ("a", "first_seat"))
):
    game_id: int
    field: str

    async def handle(self, interaction: Interaction) -> None:
        await lobby_option(interaction, self.game_id, self.field, select_values(interaction))
