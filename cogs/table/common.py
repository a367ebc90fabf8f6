"""Small helpers every part of the adapter uses: translation for an interaction, the one
error ladder, and who counts as a moderator."""

from __future__ import annotations

import asyncio
import functools
import inspect
import logging
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

import discord

from bot.core.clock import within
from bot.core.errors import UserError, storage_trouble
from bot.i18n import Translator, locale_for
from bot.i18n.names import markdown_name
from bot.service.computers import COMPUTER_MARK, is_computer_id
from bot.store.records import GameRecord
from cogs.table.metering import Meter, interaction_kind

if TYPE_CHECKING:
    from cogs.table.services import GameBot, Services

log = logging.getLogger(__name__)

UNKNOWN_INTERACTION = 10062  # Discord's code for an interaction whose token has expired

T = TypeVar("T")

Interaction = discord.Interaction[Any]

#: A number in a custom_id (game id, version, seat): ASCII digits only (``\d`` would take
#: "٣"), and at most 18 of them, so it is always a valid SQLite integer (64-bit).
NUMBER = "[0-9]{1,18}"


class Seat(Protocol):
    """What the adapter reads of a seat (``GameRecord.by_seat``; the store's record type
    is not the adapter's to import)."""

    @property
    def seat(self) -> int: ...
    @property
    def user_id(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def computer(self) -> str | None: ...


def seat_mention(seat: Seat) -> str:
    """A seat as others read it: a person is mentioned, a computer is named (its name
    carries its 🤖, as the lobby shows it). A computer's id is nobody's: a mention of it
    would show junk, and Discord refuses it in allowed_mentions."""
    if seat.computer is not None:
        return markdown_name(seat.name)
    return f"<@{seat.user_id}>"


def seat_name(seat: Seat) -> str:
    """A seat named without a mention (the owner of a turn someone else must act in)."""
    return markdown_name(seat.name)


def user_mention(user_id: int) -> str:
    """A user known only by id (a winner in the history): a computer shows as 🤖."""
    return COMPUTER_MARK if is_computer_id(user_id) else f"<@{user_id}>"


def private_line(t: Translator, seats: Iterable[int], line: str) -> str:
    """A line of a finished game that only ``seats`` were told, labelled with who they are
    (its full log, its replay)."""
    return t("log-private-line", who=", ".join(t.seat(s) for s in seats), line=line)


def bot_of(interaction: Interaction) -> GameBot:
    # Only a GameBot ever runs these handlers (the composition root builds one).
    return cast("GameBot", interaction.client)


def services_of(interaction: Interaction) -> Services:
    """What the bot that received ``interaction`` was built with."""
    return bot_of(interaction).services


async def is_moderator(interaction: Interaction) -> bool:
    """Members with Manage Server, or the server's configured moderator role."""
    if interaction.guild is None:
        return False
    if interaction.permissions.manage_guild:
        return True
    settings = await services_of(interaction).guild_settings.get(interaction.guild.id)
    roles = getattr(interaction.user, "roles", [])
    return settings.moderator_role_id is not None and any(r.id == settings.moderator_role_id for r in roles)


async def moderators_only(interaction: Interaction) -> bool:
    """The check of every moderator command group: in a server, by a moderator; anyone
    else gets the reason. A check runs before :func:`guarded` can defer, so the server's
    moderator role is read within :data:`SLOW_AFTER`: a storage that does not answer in
    time is a refusal like any other (never an interaction left unanswered)."""
    if interaction.guild is None:
        await send_ephemeral(interaction, translator(interaction)("error-dm"))
        return False
    try:
        allowed = await within(bot_of(interaction).services.clock, SLOW_AFTER, is_moderator(interaction))
    except TimeoutError:
        await refuse(interaction, UserError("error-storage-busy"))
        return False
    except UserError as exc:
        await refuse(interaction, exc)
        return False
    if not allowed:
        await send_ephemeral(interaction, translator(interaction)("error-mod-only"))
        return False
    return True


def user_locale(interaction: Interaction) -> str:
    """Ephemeral answers follow the clicking user's Discord language."""
    return locale_for(str(interaction.locale))


def names_for(record: GameRecord | None) -> SeatNames:
    return SeatNames({s.seat: s.name for s in record.seats} if record else {})


class SeatNames:
    """Seat → player name; a seat nobody holds any more is shown by its number. A class, not
    a closure, so a translator's names reach the picture worker (``cogs.table.painter``)."""

    __slots__ = ("_names",)

    def __init__(self, names: Mapping[int, str]) -> None:
        self._names = dict(names)

    def __call__(self, seat: int) -> str:
        return self._names.get(seat, f"#{seat + 1}")


def translator(interaction: Interaction, record: GameRecord | None = None) -> Translator:
    return Translator(services_of(interaction).catalog, user_locale(interaction), names_for(record))


def public_translator(bot: GameBot, record: GameRecord) -> Translator:
    """Public messages use the game's (server's) language, not the clicker's."""
    return Translator(bot.services.catalog, record.locale, names_for(record))


async def send_ephemeral(interaction: Interaction, content: str, **kwargs: Any) -> None:
    """Answer ephemerally whether or not the interaction was already answered."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


async def refuse(interaction: Interaction, refusal: UserError) -> None:
    """A refusal as the engine (or the adapter) said it: its Text, its seats' names."""
    t = Translator(services_of(interaction).catalog, user_locale(interaction), SeatNames(refusal.names))
    await send_ephemeral(interaction, "⚠️ " + t.text(refusal.reason))


async def unless_storage_fails(read: Awaitable[T], default: T) -> T:
    """What ``read`` gives, or ``default`` when the storage refuses or does not answer within
    :data:`SLOW_AFTER`: an autocomplete cannot defer nor say why, and Discord drops one not
    answered within 3 s (an empty list, or a list that needs no storage, is the answer)."""
    try:
        return await asyncio.wait_for(read, SLOW_AFTER)
    except TimeoutError:
        return default
    except UserError as exc:
        if not storage_trouble(exc):
            raise
        return default


NOTICE = "notice"
NOTICE_WAIT = 0.5  # seconds the stuck-games notice may take before a command is run


def select_values(interaction: Interaction) -> list[str]:
    """The values a select interaction carries."""
    data: dict[str, Any] = dict(interaction.data or {})
    return [str(v) for v in data.get("values") or []]


def modal_values(interaction: Interaction) -> dict[str, list[str]]:
    """custom_id → values of every select in a submitted modal, however nested."""
    found: dict[str, list[str]] = {}

    def walk(data: Any) -> None:
        if isinstance(data, dict):
            if "custom_id" in data and "values" in data:
                found[str(data["custom_id"])] = [str(v) for v in data["values"]]
            for value in data.values():
                walk(value)
        elif isinstance(data, list):
            for value in data:
                walk(value)

    walk(interaction.data or {})
    return found


async def note_stuck_games(interaction: Interaction) -> None:
    """A game paused because the bot can no longer post in its channel is explained to
    whoever next uses a command in that server (the game's channel may be mute to us).
    Advisory, and read before :func:`guarded` can defer: a storage that is slow or away
    skips the notice (the command itself then says what the storage is doing)."""
    services = services_of(interaction)
    try:
        stuck = await within(
            services.clock, NOTICE_WAIT, services.store.paused_without_permission(interaction.guild_id or 0)
        )
    except (TimeoutError, UserError):
        return
    if stuck:
        t = translator(interaction)
        interaction.extras[NOTICE] = "\n".join(t("stuck-game", game=g, channel=f"<#{c}>") for g, c in stuck)


def log_label(interaction: Interaction) -> str:
    """A short name for logs: the command, or the kind of component or form (``mn:a``; any
    id none of the bot's items or forms takes is ``other``): never its payload, which may
    hold a secret, and never what a forged id holds, which could be anything."""
    return interaction_kind(interaction)


def log_refusal(interaction: Interaction, key: str) -> None:
    """An expected refusal, at most once a minute for each kind of interaction and reason
    (a flood of forged clicks, or every player while the storage is away, is one line a
    minute with its count)."""
    label = log_label(interaction)
    kind = f"interaction {label} refused: {key}"
    bot_of(interaction).services.refusals.log(logging.INFO, kind, "interaction %s refused: %s", label, key)


# Discord drops an interaction not acknowledged within 3 s; work still running after this
# long (the database is locked, Discord is slow) is deferred first and answered after.
SLOW_AFTER = 1.5


class LateAnswer(discord.InteractionResponse[Any]):
    """An interaction's response while :func:`guarded` runs its work.

    Handlers answer with ``interaction.response`` as usual. When the work is slow,
    :func:`guarded` defers; from then on this turns each answer into what is still
    allowed: an edit of the clicked message, or a follow-up.
    """

    def __init__(self, parent: Interaction) -> None:
        super().__init__(parent)
        #: An answer is on its way. Set before the first await, so the deferral and the
        #: handler's own answer can never both go out.
        self.begun = False
        self._deferral: asyncio.Future[bool] | None = None
        self._thinking = False
        #: The public follow-up that a late answer became (see :func:`posted_message_id`).
        self.posted: discord.WebhookMessage | None = None

    async def defer_for_slow_work(self) -> None:
        if self.begun:
            return
        self.begun = True
        self._deferral = asyncio.get_running_loop().create_future()
        parent = self._parent
        # A click (or a form opened from a message) is deferred as an update: the clicked
        # message can still be edited. A command shows "thinking…", privately: only the
        # handler knows whether its answer is public, and a panel must never be.
        self._thinking = parent.message is None or parent.type is discord.InteractionType.application_command
        try:
            await super().defer(ephemeral=True, thinking=self._thinking)
        finally:
            self._deferral.set_result(True)
        label = log_label(parent)
        bot_of(parent).services.refusals.log(
            logging.INFO, f"interaction {label} deferred", "interaction %s deferred: slow work", label
        )

    async def _late(self) -> bool:
        """Whether the work was deferred (waiting until the deferral went out)."""
        if self._deferral is None:
            self.begun = True
            return False
        await self._deferral
        return True

    async def send_message(self, content: Any | None = None, **kwargs: Any) -> Any:
        if not await self._late():
            return await super().send_message(content, **kwargs)
        kwargs.pop("delete_after", None)
        text: Any = discord.utils.MISSING if content is None else str(content)
        if self._thinking and not kwargs.get("ephemeral", False):
            # The private "thinking…" message says where the answer went; the public answer
            # follows it (the first follow-up would inherit the deferral's privacy).
            await self._parent.edit_original_response(content=translator(self._parent)("late-answer-posted"))
            self.posted = await self._parent.followup.send(text, wait=True, **kwargs)
            return None
        await self._parent.followup.send(text, **kwargs)
        return None

    async def edit_message(self, **kwargs: Any) -> Any:
        if not await self._late():
            return await super().edit_message(**kwargs)
        kwargs.pop("delete_after", None)
        kwargs.pop("suppress_embeds", None)
        await self._parent.edit_original_response(**kwargs)
        return None

    async def send_modal(self, modal: discord.ui.Modal, /) -> Any:
        if not await self._late():
            return await super().send_modal(modal)
        raise UserError("error-form-late")  # a form can only be the first answer

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False) -> Any:
        if not await self._late():
            return await super().defer(ephemeral=ephemeral, thinking=thinking)
        return None


def _late_answer(interaction: Interaction) -> LateAnswer | None:
    """Put a :class:`LateAnswer` in place of the interaction's response object (discord.py
    caches it in the ``_cs_response`` slot and offers no hook for answering late;
    tests/test_discord_internals.py fails if an upgrade changes that)."""
    current = interaction.response
    if isinstance(current, LateAnswer):
        return current
    if current.is_done():
        return None
    answer = LateAnswer(interaction)
    setattr(interaction, "_cs_response", answer)  # noqa: B010 - a slot, not an attribute
    return answer


async def posted_message_id(interaction: Interaction) -> int:
    """The id of the public message that answered the interaction: the follow-up of a late
    answer (its original response is then the private "thinking…" note), else the original
    response."""
    answer = interaction.response
    if isinstance(answer, LateAnswer) and answer.posted is not None:
        return answer.posted.id
    return (await interaction.original_response()).id


async def guarded(interaction: Interaction, work: Callable[[], Awaitable[None]]) -> None:
    """Run ``work``; a :class:`UserError` becomes a short ephemeral reason, anything else
    is logged for the maintainer and the user gets a generic apology — never silence.
    Work that is still running after :data:`SLOW_AFTER` seconds is deferred first, so a
    locked database or a slow Discord never leaves the interaction unanswered."""
    # Every answer passes here: the metrics count it and time it, whatever the outcome.
    meter = Meter(interaction)
    try:
        await _ladder(interaction, meter.wrap(work))
    finally:
        meter.done()


async def _ladder(interaction: Interaction, work: Callable[[], Awaitable[None]]) -> None:
    answer = _late_answer(interaction)
    task = asyncio.ensure_future(_answer(interaction, work))
    try:
        try:
            await within(bot_of(interaction).services.clock, SLOW_AFTER, asyncio.shield(task))
        except TimeoutError:
            if answer is not None and not answer.begun:
                try:
                    await answer.defer_for_slow_work()
                except discord.HTTPException:
                    log.warning("could not defer slow interaction %s", log_label(interaction))
        await task
    except asyncio.CancelledError:
        task.cancel()
        raise


CommandT = TypeVar("CommandT", bound=Callable[..., Awaitable[None]])


def guard(command: CommandT) -> CommandT:
    """Run a slash command's body through :func:`guarded` — refusals answered ephemerally,
    slow work deferred, bugs logged. Put it right above ``async def``, below the
    ``app_commands`` decorators.

    A decorator rather than the tree's ``on_error``: the deferral after :data:`SLOW_AFTER`
    has to run while the body is still working, and ``on_error`` only runs after it.
    """

    @functools.wraps(command)
    async def run(self: Any, interaction: Interaction, /, *args: Any, **kwargs: Any) -> None:
        await guarded(interaction, lambda: command(self, interaction, *args, **kwargs))

    # discord.py reads a command's options from its signature and resolves string
    # annotations in the callback's module; this wrapper's module is not the command's.
    run.__signature__ = inspect.signature(command, eval_str=True)  # type: ignore[attr-defined]
    return cast(CommandT, run)


async def _answer(interaction: Interaction, work: Callable[[], Awaitable[None]]) -> None:
    started = time.perf_counter()
    try:
        await work()
        # Handlers answer and return; announcements run after (Table.soon). So this is the
        # bot-side time to answer, database commit included.
        log.debug("interaction %s handled in %.2f ms", log_label(interaction), (time.perf_counter() - started) * 1000)
        if NOTICE in interaction.extras and interaction.response.is_done():
            await interaction.followup.send("⚠️ " + interaction.extras[NOTICE], ephemeral=True)
    except UserError as exc:
        # An expected refusal: the user reads the reason; no traceback.
        log_refusal(interaction, exc.reason.key)
        try:
            await refuse(interaction, exc)
        except discord.NotFound as gone:
            if gone.code != UNKNOWN_INTERACTION:
                raise
            log.warning("interaction %s expired before it was answered", log_label(interaction))
    except Exception as exc:
        if isinstance(exc, discord.NotFound) and exc.code == UNKNOWN_INTERACTION:
            # Answered after Discord's 3 s (an overloaded host): the token is gone, so nobody
            # can be told; whatever was committed stays committed and is announced as usual.
            log.warning("interaction %s expired before it was answered", log_label(interaction))
            return
        log.exception("interaction %s failed", log_label(interaction))  # never its payload: it may hold a secret
        try:
            await send_ephemeral(interaction, translator(interaction)("error-internal"))
        except discord.HTTPException:
            log.warning("could not tell the user about the failure")
