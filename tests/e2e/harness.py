"""Driving the real bot through the fake Discord as players would.

Nothing of the bot is mocked: the real ``MasqueradeBot`` (discord.py, cogs, command tree,
its database) talks to the fake over sockets. Players only use what they can see — slash
commands, and the buttons and selects on messages that reached them.

The database is an SQLite file in the test's folder, or — for the PostgreSQL run of a test
marked ``both_stores`` — a fresh PostgreSQL database (tests/e2e/conftest.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import sqlite3
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncpg  # type: ignore[import-untyped]

from bot.boot.app import MasqueradeBot
from bot.core.config import Settings
from bot.engine.text import Text
from bot.i18n import LOCALES
from bot.store.db import Database, Params, Row, Transaction
from bot.store.postgres import placeholders
from cogs.table.commands import GameCog
from cogs.table.common import SLOW_AFTER
from cogs.table.table import BOARD_EDIT_INTERVAL
from tests.bounds import bounded
from tests.e2e.fakediscord import (
    Callback,
    Channel,
    FakeDiscord,
    Guild,
    Interaction,
    Message,
    Permission,
    User,
    running,
)
from tests.waiting import until

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MTA4NjQ1NzE5ODc2NTQzMjEwOA.GhQx1a.abcdefghijklmnopqrstuvwxyz0123456789AB"
NAMES = ("ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "leo", "max")
# How long a bot in its own process may take to post a game's summary once nobody is asked anything.
SUMMARY_GRACE_SECONDS = 15.0
# Night.idle: how many pauses of how long the bot must stay quiet across. A bot in this
# process shows its storage calls (StorageCalls), so a pause only has to let the event loop
# carry data between the fake and the bot; a bot in its own process shows nothing but its
# requests, and gets a longer one.
IDLE_CHECKS = 2
IDLE_PAUSE = 0.001
IDLE_PAUSE_OTHER_PROCESS = 0.005
IDLE_LIMIT = 60.0  # a loaded machine gets this long; a bot busy for longer is stuck


@dataclass
class Store:
    """The running test's PostgreSQL database (set by the ``e2e_store`` fixture); None: the
    bot keeps its games in the SQLite file of the test's night."""

    url: str | None = None


CURRENT_STORE = Store()


@dataclass
class Deals:
    """The seed the running test's in-process bots deal their games from (set by the
    ``deals`` fixture): the same test deals the same games, so a failure can be replayed."""

    seed: int = 0


CURRENT_DEALS = Deals()


@dataclass
class StorageCalls:
    """How many of a running bot's database calls are under way (a read, a write, a
    transaction): a bot waiting on its database is not idle, however long the call takes
    on a loaded machine."""

    running: int = 0

    def watch(self, db: Database) -> None:
        """Count ``db``'s calls from now on; everything the bot stores goes through them."""
        fetchall, execute, transaction = db.fetchall, db.execute, db.transaction

        async def counted_fetchall(sql: str, params: Params = ()) -> list[Row]:
            self.running += 1
            try:
                return await fetchall(sql, params)
            finally:
                self.running -= 1

        async def counted_execute(sql: str, params: Params = ()) -> int:
            self.running += 1
            try:
                return await execute(sql, params)
            finally:
                self.running -= 1

        @contextlib.asynccontextmanager
        async def counted_transaction() -> AsyncIterator[Transaction]:
            self.running += 1
            try:
                async with transaction() as tx:
                    yield tx
            finally:
                self.running -= 1

        # Instance attributes over the methods: the stores call them through this object.
        setattr(db, "fetchall", counted_fetchall)  # noqa: B010
        setattr(db, "execute", counted_execute)  # noqa: B010
        setattr(db, "transaction", counted_transaction)  # noqa: B010


@dataclass
class NightClock:
    """The bot's clock in a test: real time plus what the test let pass at once
    (:meth:`advance`, :meth:`Night.pass_time`), so that a deadline minutes away comes in a
    moment, and a pause of the bot (a board edit's interval, a computer player's delay)
    ends as soon as the test lets its time pass."""

    skipped: float = 0.0
    begun: int = 0  # pauses the bot began on this clock so far
    _sleepers: set[asyncio.Future[None]] = field(default_factory=set)

    def __call__(self) -> float:
        return time.time() + self.skipped

    async def sleep(self, seconds: float) -> None:
        self.begun += 1
        until = self() + seconds
        loop = asyncio.get_running_loop()
        while (left := until - self()) > 0:
            woken: asyncio.Future[None] = loop.create_future()
            self._sleepers.add(woken)
            timer = loop.call_later(left, _wake, woken)
            try:
                await woken
            finally:
                timer.cancel()
                self._sleepers.discard(woken)

    def advance(self, seconds: float) -> None:
        """``seconds`` go by at once: every pause they end, ends."""
        self.skipped += seconds
        for woken in self._sleepers:
            _wake(woken)


def _wake(sleeper: asyncio.Future[None]) -> None:
    if not sleeper.done():
        sleeper.set_result(None)


@dataclass
class Night:
    """One server with a games channel, a moderator and thirteen players."""

    fake: FakeDiscord
    guild: Guild
    channel: Channel
    users: list[User]
    mod: User
    db_path: Path
    database_url: str | None = None  # PostgreSQL instead of the file at db_path
    settings_overrides: dict[str, Any] = field(default_factory=dict)
    game_id: int = 0
    running_bot: MasqueradeBot | None = None
    # Every bot of the night gets this clock: time let pass while it is down counts too.
    clock: NightClock = field(default_factory=NightClock)
    storage: StorageCalls = field(default_factory=StorageCalls)
    # Every in-process bot of the night deals from this one generator, so a restarted bot
    # deals on where the one before stopped (a bot in a subprocess deals at random).
    deals: random.Random = field(default_factory=lambda: random.Random(CURRENT_DEALS.seed))

    def settings(self) -> Settings:
        values: dict[str, Any] = {
            "discord_token": TOKEN,
            "database_path": self.db_path,
            "database_url": self.database_url,
            "turn_timer_seconds": 0,
        }
        values.update(self.settings_overrides)
        return Settings.model_validate(values)

    async def execute(self, sql: str, params: tuple[object, ...] = ()) -> None:
        """Test set-up through a connection of its own (as another process would), on
        whichever database the bot uses; ``?`` placeholders."""
        if self.database_url is None:
            with contextlib.closing(sqlite3.connect(self.db_path)) as db:
                db.execute(sql, params)
                db.commit()
            return
        conn = await asyncpg.connect(self.database_url)
        try:
            await conn.execute(placeholders(sql), *params)
        finally:
            await conn.close()

    @contextlib.asynccontextmanager
    async def bot(self) -> AsyncIterator[MasqueradeBot]:
        bot = MasqueradeBot(self.settings(), clock=self.clock)
        async with running(bot, self.fake) as started:
            started.services.service.deals = self.deals
            self.storage = StorageCalls()  # a bot's own: nothing an earlier one left counts
            self.storage.watch(started.db)
            self.running_bot = started
            try:
                yield started
                await self.boards()
            finally:
                self.running_bot = None

    @contextlib.asynccontextmanager
    async def bot_process(
        self, env: Mapping[str, str] | None = None, *, ready_timeout: float = 30.0
    ) -> AsyncIterator[asyncio.subprocess.Process]:
        """The production start-up (``python -m bot`` through the launcher) in a subprocess,
        so that a test can kill it with SIGKILL (:func:`kill`), with ``env`` added to
        :func:`bot_env`; yielded once it is connected (to this night's guild's shard), killed
        on the way out if it still runs."""
        known = len(self.fake.sessions)
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.e2e.launcher",
            cwd=self.db_path.parent,
            env={**bot_env(self.fake, self.db_path), **(env or {})},
        )
        try:
            await self.fake.wait_for_bot(timeout=ready_timeout, skip=known, guild=self.guild)
            yield process
        finally:
            if process.returncode is None:
                process.kill()
                await process.wait()

    async def pass_time(self, seconds: float) -> None:
        """``seconds`` go by at once, for the bot and for Discord (interaction tokens age);
        a running bot's timer loop then runs at the new time (:meth:`run_timers`). A bot in
        its own process keeps the real time."""
        self.clock.advance(seconds)
        self.fake.advance(seconds)
        if self.running_bot is not None:
            await self.run_timers()

    async def boards(self) -> None:
        """Every announcement sent and every board edit the running bot scheduled made now:
        the edit interval (the bot's one edit a second) passes at once on the bot's clock
        and Discord's, instead of in real time."""
        bot = self.running_bot
        assert bot is not None, "no bot running in this process"
        await bot.services.table.flush(boards=False)
        self.clock.advance(BOARD_EDIT_INTERVAL)
        self.fake.advance(BOARD_EDIT_INTERVAL)
        await bot.services.table.flush()

    async def deferred(self, ix: Interaction) -> Callback:
        """The first answer to ``ix`` of a bot whose work outlasts its wait before deferring
        (a locked database): that wait, and any other pause the bot begins meanwhile, passes
        at once on the bot's clock. Discord's clock does not move: the bot answers in time."""
        seen = -1

        async def answered() -> bool:
            nonlocal seen
            if ix.callback is None and self.clock.begun > seen:
                seen = self.clock.begun
                self.clock.advance(SLOW_AFTER)
            return ix.callback is not None

        await until(answered, "the bot's first answer")
        return await ix.answered()

    async def run_timers(self) -> None:
        """The running bot's timer loop runs now, as its next tick would (once the bot is
        ready, as the loop waits for), and what it did is announced before this returns."""
        bot = self.running_bot
        assert bot is not None, "no bot running in this process"
        await bot.wait_until_ready()
        cog = bot.get_cog("GameCog")
        assert isinstance(cog, GameCog)
        await cog.run_timers()
        await self.idle()

    # -- what a player does --------------------------------------------------------------

    async def slash(self, user: User, command: str, **options: Any) -> Interaction:
        ix = await self.fake.slash(user, self.channel, command, options=options or None)
        await ix.answered()
        return ix

    async def open_game(self, game: str, players: int, **lobby_choices: str) -> Message:
        """Host opens a lobby, others join with the button, the host starts; returns the board."""
        host = self.users[0]
        ix = await self.slash(host, "game new", game=game)
        lobby = ix.original
        assert lobby is not None
        self.game_id = _game_id(lobby)
        for field_name, value in lobby_choices.items():
            select = await self.fake.select(host, lobby, f"mn:o:{_game_id(lobby)}:{field_name}", [value])
            await select.answered()
        for user in self.users[1:players]:
            click = await self.fake.click(user, lobby, label=_label(lobby, "join"))
            await click.answered()
        start = await self.fake.click(host, lobby, label=_label(lobby, "start"))
        await start.answered()
        return await self.board()

    async def board(self) -> Message:
        """The live board: the newest public message with a “My panel” button and embeds."""

        def is_board(m: Message) -> bool:
            return bool(m.embeds) and any(b.get("custom_id", "").startswith("mn:p:") for b in m.buttons())

        return await self.fake.wait_for_message(self.channel, is_board)

    async def panel(self, user: User) -> Message:
        ix = await self.slash(user, "game panel")
        assert ix.original is not None
        assert ix.original.ephemeral
        return ix.original

    async def play_until(
        self, reached: Callable[[], Awaitable[bool]], rng: random.Random, what: str, players: int = 4
    ) -> None:
        """Random turns of the first ``players`` players, a round at a time, until ``reached``
        (asked before each round) or the end of the game; fails, naming ``what``, past 200
        rounds."""
        for _ in bounded(200, what):
            if await reached() or self.summary() is not None:
                return
            acted = [await self.random_turn(user, rng) for user in self.users[:players]]
            assert any(acted), "somebody could act"

    async def random_turn(self, user: User, rng: random.Random) -> bool:
        """Open the panel and click through random choices until one action is applied.
        Returns False when nothing is asked of the user."""
        message = await self.panel(user)
        form = [b for b in message.buttons() if b["custom_id"].startswith("mn:g:")]
        if form:
            return await self.fill_form(user, message, form[0]["custom_id"], rng)
        for _ in range(8):
            buttons = [b for b in message.buttons() if b["custom_id"].startswith("mn:a:")]
            selects = [s for s in message.selects() if s["custom_id"].startswith("mn:s:")]
            choices = [b for b in buttons if not _is_back(b, buttons)]
            if not choices and not selects:
                return False
            if selects:
                value = rng.choice(selects[0]["options"])["value"]
                ix = await self.fake.select(user, message, selects[0]["custom_id"], [value])
                tag = value.rsplit(":", 1)[-1]
            else:
                custom_id = rng.choice(choices)["custom_id"]
                ix = await self.fake.click(user, message, custom_id)
                tag = custom_id.rsplit(":", 1)[-1]
            callback = await ix.answered()
            assert callback.type == 7, f"{user.name}: refused: {callback.content}"
            if tag != "m":
                return True
            assert ix.original is not None
            message = ix.original
        raise AssertionError("menu too deep")

    async def fill_form(self, user: User, message: Message, custom_id: str, rng: random.Random) -> bool:
        """Open a form (the final guesses) and submit a random pick in every select."""
        opened = await self.fake.click(user, message, custom_id)
        callback = await opened.answered()
        assert callback.type == 9, f"{user.name}: expected a form, got {callback.content}"
        assert opened.modal is not None
        values = {i["custom_id"]: [rng.choice(i["options"])["value"]] for i in opened.modal.inputs()}
        submitted = await self.fake.submit_modal(user, opened, values)
        answer = await submitted.answered()
        assert answer.ephemeral
        return True

    def summary(self) -> Message | None:
        """This game's end-of-game summary: the message carrying its full log file."""
        name = f"game-{self.game_id}-log.txt"
        for message in self.fake.channel_messages(self.channel):
            if any(a.filename == name for a in message.attachments):
                return message
        return None

    async def play_to_end(self, players: int, rng: random.Random, *, max_rounds: int = 600) -> Message:
        """Every seated player acts at random through their panel until the game ends."""
        seated = self.users[:players]
        for _ in range(max_rounds):
            acted = False
            for user in seated:
                if self.summary() is not None:
                    break
                acted = await self.random_turn(user, rng) or acted
            summary = await self._settled_summary()
            if summary is None and not acted and self.running_bot is None:
                # A bot in its own process cannot be flushed: the end of the game may still be
                # on its way (a loaded machine), so give its summary time before calling it stuck.
                with contextlib.suppress(AssertionError):
                    summary = await self.fake.wait_for(self.summary, timeout=SUMMARY_GRACE_SECONDS)
            if summary is not None:
                return summary
            assert acted, "nobody could act, yet the game did not end"
        raise AssertionError("the game did not end")

    async def _settled_summary(self) -> Message | None:
        await self.idle()
        return self.summary()

    async def idle(self) -> None:
        """Wait until the bot has sent every announcement it scheduled. An answer reaches the
        fake a moment before the handler that sent it schedules its announcements, so the
        bot counts as idle only once it stayed quiet across a short pause."""
        pause = IDLE_PAUSE if self.running_bot is not None else IDLE_PAUSE_OTHER_PROCESS
        deadline = time.monotonic() + IDLE_LIMIT
        quiet = 0
        while quiet < IDLE_CHECKS:
            assert time.monotonic() < deadline, f"the bot was still busy after {IDLE_LIMIT:.0f} s"
            if self.running_bot is not None:
                await self.running_bot.services.table.flush(boards=False)
            await self.fake.settle()
            await asyncio.sleep(pause)
            quiet = quiet + 1 if self._quiet() else 0

    def _quiet(self) -> bool:
        bot = self.running_bot
        in_process = bot is None or (not bot.services.table.busy and not self.storage.running)
        return not self.fake.rest.busy and in_process

    def assert_no_leaks(self, players: int, private_texts: dict[int, set[str]]) -> None:
        """No user ever saw a private text addressed only to other seats (``private_texts``
        maps a seat to the rendered texts of its private events). Texts that a user also
        received for themselves (“You swapped the two cards.”) are not evidence of a leak."""
        for seat, user in enumerate(self.users[:players]):
            seen = self.fake.all_text_seen_by(user)
            mine = private_texts.get(seat, set())
            others = set().union(*(t for s, t in private_texts.items() if s != seat)) - mine
            leaked = sorted(text for text in others if text in seen)
            assert not leaked, f"{user.name} saw private texts of others: {leaked[:3]}"
        public = "\n".join(t for m in self.fake.channel_messages(self.channel) for t in m.texts())
        every_private = set().union(*private_texts.values()) if private_texts else set()
        shown = sorted(t for t in every_private if t in public)
        assert not shown, f"private texts in public messages: {shown[:3]}"


async def private_texts(bot: MasqueradeBot, game_id: int) -> dict[int, set[str]]:
    """Every private event of a game rendered as its audience saw it, in every locale."""
    record = await bot.services.service.game(game_id)
    names = {s.seat: s.name for s in record.seats}
    texts: dict[int, set[str]] = {}
    for event in await bot.services.store.all_events(game_id):
        # Public events are no one's secret, and the table's signals (an empty audience) are
        # shown to no one: neither has a private text to look for.
        if not event.audience:
            continue
        message = Text.model_validate_json(event.payload)
        for locale in LOCALES:
            rendered = bot.catalog.render(locale, message, names.__getitem__)
            for seat in event.audience:
                texts.setdefault(seat, set()).add(rendered)
    return texts


def _is_back(button: dict[str, Any], buttons: list[dict[str, Any]]) -> bool:
    """The Back button leads to a shorter path than the menu's own choices."""
    depth = max(len(b["custom_id"].split(":")[4].split(".")) for b in buttons)
    return button["custom_id"].endswith(":m") and len(button["custom_id"].split(":")[4].split(".")) < depth


def _game_id(message: Message) -> int:
    for component in message.all_components():
        custom_id = component.get("custom_id", "")
        if custom_id.startswith("mn:l:"):
            return int(custom_id.split(":")[2])
    raise AssertionError("not a lobby message")


def _label(message: Message, op: str) -> str:
    for component in message.buttons():
        if component.get("custom_id", "").endswith(f":{op}"):
            return str(component["label"])
    raise AssertionError(f"no {op} button")


async def run_module(module: str, *args: str, cwd: Path, env: Mapping[str, str]) -> tuple[int, str]:
    """``python -m module args`` as an operator would run it beside the bot: its exit code
    and what it printed (stdout and stderr together)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        module,
        *args,
        cwd=cwd,
        env=dict(env),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode is not None
    return process.returncode, out.decode()


async def kill(process: asyncio.subprocess.Process) -> None:
    """SIGKILL: the process stops wherever it is, as in a power cut."""
    process.send_signal(signal.SIGKILL)
    await process.wait()


def bot_env(fake: FakeDiscord, db_path: Path) -> dict[str, str]:
    """Environment for the production start-up path in a subprocess
    (``python -m tests.e2e.launcher``), pointed at the fake."""
    return {
        **os.environ,
        "DISCORD_TOKEN": TOKEN,
        "DATABASE_PATH": str(db_path),
        **({"DATABASE_URL": CURRENT_STORE.url} if CURRENT_STORE.url else {}),
        "TURN_TIMER_SECONDS": "0",
        "LOG_LEVEL": "WARNING",
        "FAKE_DISCORD_API": fake.api_base,
        "FAKE_DISCORD_GATEWAY": fake.gateway_url,
        "PYTHONPATH": str(ROOT),
    }


async def make_night(
    fake: FakeDiscord, tmp_path: Path, *, shard: int | None = None, bot_permissions: int | None = None
) -> Night:
    """A server (on ``shard`` of ``fake.shard_count``, if given; the bot with
    ``bot_permissions`` there, else an ordinary member's) and its people; every night made in
    one ``tmp_path`` keeps its games in the same database file."""
    extra = {} if bot_permissions is None else {"bot_permissions": bot_permissions}
    guild = await fake.add_guild("Game Night", locale="en-US", shard=shard, **extra)
    channel = await fake.add_channel(guild, "games")
    mods = await fake.add_role(guild, "Mods", permissions=Permission.MANAGE_GUILD)
    users = [await fake.add_user(name, locale="ru" if name == "bob" else "en-US") for name in NAMES]
    mod = await fake.add_user("mod", roles=[mods])
    return Night(fake, guild, channel, users, mod, tmp_path / "night.sqlite3", CURRENT_STORE.url)
