"""A finished game's replay in Discord: one step at a time, its board picture, its public log
lines and every secret of that moment (the game is over, so nothing is hidden any more).

It opens ephemerally (``/game replay``, or the end summary's Replay button). Its controls
carry the game and the step in their custom_id, so they work after a restart:

* ``mn:rp:<game>:<step>:e`` ◀ ▶ — show that step in the clicked (the presser's own) replay;
* ``mn:rj:<game>:e`` — the jump-to-turn select, whose values are steps;
* ``mn:rt:<game>:<step>`` — "Show to the table": post that step publicly, once.

The public copy never changes: a replay stepped by several people at once in one message
would jump under everyone's eyes. Its controls end in ``:o`` instead, and each press opens
the presser's own ephemeral copy at the step pressed, which they step through alone.

Every press checks again that the game is finished and of this server: a crafted custom_id
naming a running game (or another server's) is refused, whatever message it came from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

import discord

from bot.core.errors import UserError
from bot.engine.core import Event
from bot.i18n import Translator
from bot.store.records import GameRecord
from cogs.table.alt_text import describe, picture_file
from cogs.table.common import (
    NUMBER,
    Interaction,
    bot_of,
    private_line,
    public_translator,
    select_values,
    services_of,
    translator,
    user_mention,
)
from cogs.table.items import TableButton, TableSelect, one_of
from cogs.table.menus import clipped
from cogs.table.panel import unkept_view
from cogs.table.presentation import ReplayMoment
from cogs.table.replays import Replay

__all__ = [
    "JUMP_OPTIONS",
    "ReplayButton",
    "ReplayJumpSelect",
    "ShowReplayButton",
    "finished_game",
    "replay_button",
    "send_replay",
]

#: ``e``: step the clicked message (the presser's own, ephemeral); ``o``: open the presser's
#: own copy (the controls of the public copy).
Mode = Literal["e", "o"]


MODE = one_of("e", "o")


JUMP_OPTIONS = 25  # a select holds at most 25 options
PICTURE = "replay.png"
DESCRIPTION_LIMIT = 2000  # one step's lines: room left for the picture's embed and fields
FIELD_LIMIT = 1024


async def finished_game(interaction: Interaction, game_id: int) -> GameRecord:
    """The game a replay names, if this server's and finished; anything else is refused
    (another server's game whatever its state: nothing tells whether it is over)."""
    record = await services_of(interaction).service.game(game_id)
    if record.guild_id != interaction.guild_id:
        raise UserError("error-replay-other-server")
    await services_of(interaction).replays.of(record)  # refuses a game not finished
    return record


@dataclass(frozen=True, slots=True)
class _Page:
    """One step as a message: its embeds, its picture (None: none drawn) and the picture's alt
    text, its controls."""

    embeds: list[discord.Embed]
    picture: bytes | None
    alt: str | None
    view: discord.ui.View

    def files(self) -> list[discord.File]:
        return [] if self.picture is None else [picture_file(self.picture, PICTURE, self.alt)]


@dataclass(frozen=True, slots=True)
class _Drawn:
    """A step's picture (None: not drawn), what it says, and whether it is the step's own
    scene (every secret, what the step did) rather than the board's public view."""

    picture: bytes | None
    alt: str | None
    scene: bool


async def _drawn(interaction: Interaction, record: GameRecord, replay: Replay, step: int, t: Translator) -> _Drawn:
    """The step as its game pictures it: the table as it was at the step, every card face up,
    what the step did marked (``GamePresentation.replay_scene``); a game without a replay
    scene shows the board's public view after the step."""
    services = bot_of(interaction).services
    show = services.presentations[record.game]
    shown = replay.steps[step]
    if show.replay_scene is not None and show.render_replay is not None:
        before = replay.steps[step - 1].state if step else None
        public = services.service.rules(record).view(shown.state, None)
        moment = ReplayMoment(
            before, shown.state, public, shown.seat, shown.action, shown.kind, shown.events, replay.turns[step]
        )
        scene = show.replay_scene(moment)
        picture = await services.table.drawn(record, show.render_replay, scene, t)
        return _Drawn(picture, describe(show.describe_replay, scene, t), scene=True)
    public = services.service.rules(record).view(shown.state, None)
    picture = await services.table.picture(record.game, public, t, record.guild_id)
    return _Drawn(picture, describe(show.describe_board, public, t), scene=False)


async def _page(interaction: Interaction, record: GameRecord, step: int, t: Translator, mode: Mode) -> _Page:
    services = services_of(interaction)
    replay = await services.replays.of(record)
    step = min(max(step, 0), replay.last)  # a forged step beyond either end shows that end
    shown = replay.steps[step]
    show = services.presentations[record.game]
    drawn = await _drawn(interaction, record, replay, step, t)
    picture = drawn.picture
    embed = discord.Embed(
        title=t("replay-title", game=record.id, name=t(f"{record.game}-name")),
        description=clipped(_step_lines(replay, step, shown.events, t), DESCRIPTION_LIMIT),
    )
    told = [private_line(t, e.to, t.text(e.text)) for e in shown.events if e.to]
    if told:
        embed.add_field(name=t("replay-told"), value=clipped("\n".join(told), FIELD_LIMIT), inline=False)
    if show.replay_secrets is not None and (secrets := show.replay_secrets(shown.state, t)):
        embed.add_field(name=t("replay-secrets"), value=clipped("\n".join(secrets), FIELD_LIMIT), inline=False)
    embed.set_footer(text=t("replay-footer", step=step, last=replay.last))
    embeds = [embed]
    if picture is not None:
        embed.set_image(url=f"attachment://{PICTURE}")
    elif drawn.scene and drawn.alt:
        # In text alone, what the picture would show: the table at this step, what it did.
        embed.insert_field_at(0, name=t("replay-table"), value=clipped(drawn.alt, FIELD_LIMIT), inline=False)
    else:
        public = services.service.rules(record).view(shown.state, None)
        embeds = [*show.board_embeds(public, t)[:3], embed]
    return _Page(embeds, picture, drawn.alt, _controls(record, replay, step, t, mode))


def _step_lines(replay: Replay, step: int, events: tuple[Event, ...], t: Translator) -> str:
    """Where the step is, then what the table saw at it."""
    where = t("replay-deal") if step == 0 else t("replay-step", step=step, last=replay.last, turn=replay.turns[step])
    said = [f"• {t.text(e.text)}" for e in events if e.to is None]
    return "\n".join([f"**{where}**", *said])


def _controls(record: GameRecord, replay: Replay, step: int, t: Translator, mode: Mode) -> discord.ui.View:
    labels = t.for_labels()
    view = unkept_view()
    if replay.last > 0:
        view.add_item(ReplayButton(record.id, max(step - 1, 0), mode, emoji="◀️", disabled=step == 0))
        view.add_item(
            ReplayButton(record.id, min(step + 1, replay.last), mode, emoji="▶️", disabled=step == replay.last)
        )
    if mode == "e":
        view.add_item(ShowReplayButton(record.id, step, label=labels("replay-show")))
    options = _jump_options(replay, step, labels)
    if len(options) > 1:
        view.add_item(ReplayJumpSelect(record.id, mode, options=options, placeholder=labels("replay-jump")))
    return view


def _jump_options(replay: Replay, step: int, labels: Translator) -> list[discord.SelectOption]:
    """The deal, then the turns' first steps, evenly spread when there are more than a
    select holds; the current turn's start is always among them (◀ ▶ do the rest)."""
    starts = replay.turn_starts()
    current = max(s for s in starts if s <= step)
    if len(starts) > JUMP_OPTIONS:
        spread = {starts[round(i * (len(starts) - 1) / (JUMP_OPTIONS - 2))] for i in range(JUMP_OPTIONS - 1)}
        starts = sorted(spread | {current})
    return [
        discord.SelectOption(
            label=labels("replay-deal") if start == 0 else labels("replay-jump-turn", turn=replay.turns[start]),
            value=str(start),
            description=_first_public_line(replay.steps[start].events, labels),
            default=start == current,
        )
        for start in starts
    ]


def _first_public_line(events: tuple[Event, ...], labels: Translator) -> str | None:
    """What the table saw first at a step, to tell the turns apart in the jump select."""
    said = next((e.text for e in events if e.to is None), None)
    return None if said is None else clipped(labels.text(said), 100) or None  # Discord refuses an empty one


async def send_replay(interaction: Interaction, record: GameRecord, step: int) -> None:
    """Answer with the presser's own copy of the replay at ``step``, ephemeral."""
    page = await _page(interaction, record, step, translator(interaction, record), "e")
    await interaction.response.send_message(embeds=page.embeds, view=page.view, files=page.files(), ephemeral=True)


async def _edit_replay(interaction: Interaction, record: GameRecord, step: int) -> None:
    """Show ``step`` in the clicked replay (the presser's own copy)."""
    page = await _page(interaction, record, step, translator(interaction, record), "e")
    await interaction.response.edit_message(content=None, embeds=page.embeds, view=page.view, attachments=page.files())


async def _step_to(interaction: Interaction, game_id: int, step: int, mode: Mode) -> None:
    record = await finished_game(interaction, game_id)
    if mode == "e":
        await _edit_replay(interaction, record, step)
    else:
        await send_replay(interaction, record, step)


def replay_button(record: GameRecord, t: Translator) -> ReplayButton:
    """The end summary's Replay button: opens the presser's own copy at the deal."""
    return ReplayButton(record.id, 0, "o", label=t.for_labels()("replay-open"), emoji="🎞️")


class ReplayButton(TableButton, custom_id="mn:rp:{game_id}:{step}:{mode}", mode=MODE):
    """A step of a finished game's replay: shown in the clicked copy, or in a new one."""

    game_id: int
    step: int
    mode: Mode

    async def handle(self, interaction: Interaction) -> None:
        await _step_to(interaction, self.game_id, self.step, self.mode)


class ReplayJumpSelect(TableSelect, custom_id="mn:rj:{game_id}:{mode}", mode=MODE):
    """Jump to a turn: each option's value is the step the turn begins at."""

    game_id: int
    mode: Mode

    async def handle(self, interaction: Interaction) -> None:
        values = select_values(interaction)
        if len(values) != 1 or not re.fullmatch(NUMBER, values[0]):
            raise UserError("error-stale")  # never offered: forged
        await _step_to(interaction, self.game_id, int(values[0]), self.mode)


class ShowReplayButton(TableButton, custom_id="mn:rt:{game_id}:{step}"):
    """Post the step shown publicly, in the table's language; pressing its controls opens
    each presser's own copy (see the module's docstring)."""

    button_style = discord.ButtonStyle.primary
    button_emoji = "📣"
    game_id: int
    step: int

    async def handle(self, interaction: Interaction) -> None:
        record = await finished_game(interaction, self.game_id)
        t = public_translator(bot_of(interaction), record)
        page = await _page(interaction, record, self.step, t, "o")
        await interaction.response.send_message(
            t("replay-shown", user=user_mention(interaction.user.id)),
            embeds=page.embeds,
            view=page.view,
            files=page.files(),
            allowed_mentions=discord.AllowedMentions.none(),
        )
