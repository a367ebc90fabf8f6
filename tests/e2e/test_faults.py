"""Nothing lost, nothing stuck: the outbox and the timer loop under faults.

The fake Discord misbehaves — it holds a request before or after carrying it out, answers
503 or 429, forgets nonces, loses a channel — and the real bot (in a subprocess where it is
killed with SIGKILL) must end up with every announcement in the channel exactly once, every
lobby and game visible, and its background loops alive. Exactly-once is checked by counting
the messages in the channel.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import random
import time
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import Night, kill, make_night

pytestmark = pytest.mark.e2e

# A turn timer real time never reaches: the tests let it pass (Night.pass_time).
TIMER = 60


# -- helpers ---------------------------------------------------------------------------------


async def _someone_acts(night: Night, players: int, seed: int) -> None:
    rng = random.Random(seed)
    for user in night.users[:players]:
        if await night.random_turn(user, rng):
            return
    raise AssertionError("nobody could act")


async def _open(night: Night) -> None:
    """A four-player Mascarade whose opening announcement is in the channel."""
    await night.open_game("mascarade", 4)
    await night.fake.wait_for(lambda: any("begins" in m.content for m in _log_posts(night)), timeout=10)
    await night.fake.settle()


def _log_posts(night: Night) -> list[Message]:
    """The outbox's log lines in the channel (boards and summaries carry embeds)."""
    return [m for m in night.fake.channel_messages(night.channel) if m.content and not m.embeds]


def _turn_message(night: Night) -> Message:
    """The current turn message: the newest post with live controls and no embeds."""
    live = [m for m in _log_posts(night) if m.buttons()]
    assert live, "a turn message is on"
    return live[-1]


def _summaries(night: Night) -> list[Message]:
    name = f"game-{night.game_id}-log.txt"
    return [m for m in night.fake.channel_messages(night.channel) if any(a.filename == name for a in m.attachments)]


def _assert_each_line_once(night: Night) -> None:
    contents = [m.content for m in _log_posts(night)]
    doubled = sorted({c for c in contents if contents.count(c) > 1})
    assert not doubled, f"announced more than once: {doubled}"


async def _delivered(night: Night, bot: MasqueradeBot) -> None:
    """Until the restarted bot has nothing left to send."""
    for _ in range(100):
        await night.boards()
        if not await bot.services.store.games_with_unsent_announcements():
            return
        await asyncio.sleep(0.1)
    raise AssertionError("the outbox was not emptied")


async def _after_start_up(night: Night) -> None:
    """Until the timer loop has done its start-up work (which sends whatever is unsent, and
    so would hide whether a failure is retried)."""
    await night.run_timers()


async def _age_outbox(night: Night, seconds: float) -> None:
    """Test set-up: the planned posts were made ``seconds`` ago (a restart long after)."""
    await night.execute("UPDATE posts SET created_at = created_at - ?", (seconds,))


def _board_shows(night: Night, version: int) -> bool:
    return any(
        f"· {version} move" in m.text and any(b.get("custom_id", "").startswith("mn:p:") for b in m.buttons())
        for m in night.fake.channel_messages(night.channel)
    )


# -- kill -9 at each point of the outbox --------------------------------------------------------


@pytest.mark.both_stores
async def test_kill_before_the_post_announces_it_once_after_restart(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        await _open(night)
        before = len(_log_posts(night))
        held = fake.block("POST /channels/*/messages")
        await _someone_acts(night, 4, 1)
        await held.wait_held()
        await kill(process)
    fake.unblock()
    assert len(_log_posts(night)) == before, "nothing was announced before the kill"
    async with night.bot() as bot:
        await fake.wait_for(lambda: len(_log_posts(night)) > before, timeout=10)
        await _delivered(night, bot)
    assert len(_log_posts(night)) == before + 1
    _assert_each_line_once(night)


@pytest.mark.both_stores
async def test_kill_after_the_post_before_its_id_is_recorded_announces_it_once(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        await _open(night)
        held = fake.block("POST /channels/*/messages", applied=True)
        await _someone_acts(night, 4, 1)
        await held.wait_held()
        await kill(process)
    fake.unblock()
    made = _log_posts(night)[-1]
    async with night.bot() as bot:
        await _delivered(night, bot)
    assert [m.content for m in _log_posts(night)].count(made.content) == 1, "the resend returned the same message"
    _assert_each_line_once(night)


@pytest.mark.both_stores
async def test_kill_after_the_post_and_a_restart_long_after_announces_it_once(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """Discord's nonce is remembered a few minutes only: after that, the bot finds the
    post in the channel before sending it again."""
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        await _open(night)
        held = fake.block("POST /channels/*/messages", applied=True)
        await _someone_acts(night, 4, 1)
        await held.wait_held()
        await kill(process)
    fake.unblock()
    made = _log_posts(night)[-1]
    fake.nonce_window = 0
    await _age_outbox(night, 3600)
    async with night.bot() as bot:
        await _delivered(night, bot)
    assert [m.content for m in _log_posts(night)].count(made.content) == 1
    _assert_each_line_once(night)


@pytest.mark.both_stores
async def test_kill_after_mod_end_announces_the_end_once_after_restart(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        await _open(night)
        # The end is announced in the turn message: an edit.
        held = fake.block(f"PATCH /channels/*/messages/{_turn_message(night).id}")
        ended = await fake.slash(night.mod, night.channel, "mod end", options={"reason": "closing time"})
        await ended.answered()
        await held.wait_held()
        await kill(process)
    fake.unblock()

    def ends() -> list[Message]:
        return [m for m in _log_posts(night) if "A moderator ended the game: closing time" in m.content]

    assert not ends()
    async with night.bot() as bot:
        await fake.wait_for(ends, timeout=10)
        await _delivered(night, bot)
    assert len(ends()) == 1
    _assert_each_line_once(night)


@pytest.mark.both_stores
async def test_kill_after_a_game_ending_commit_posts_its_end_and_summary_once(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """Removing a player from a four-player Mascarade ends it (M-1.1): the end line is made
    (an edit of the turn message) but the bot dies before hearing so; the summary is not sent
    at all."""
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        await _open(night)
        held = fake.block(f"PATCH /channels/*/messages/{_turn_message(night).id}", applied=True)
        removed = await fake.slash(
            night.mod, night.channel, "mod remove", options={"player": night.users[3], "confirm": True}
        )
        await removed.answered()
        await held.wait_held()
        await kill(process)
    fake.unblock()

    def ends() -> list[Message]:
        return [m for m in _log_posts(night) if "was removed" in m.content and "nobody wins" in m.content]

    assert len(ends()) == 1, "the end line was made before the kill"
    assert not _summaries(night)
    async with night.bot() as bot:
        await fake.wait_for(lambda: _summaries(night), timeout=10)
        await _delivered(night, bot)
        assert (await bot.services.service.game(night.game_id)).status == "finished"
    assert len(ends()) == 1
    assert len(_summaries(night)) == 1
    _assert_each_line_once(night)


@pytest.mark.both_stores
async def test_kill_between_the_start_and_its_board_posts_the_board_after_restart(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        opened = await night.slash(night.users[0], "game new", game="mascarade")
        lobby = opened.original
        assert lobby is not None
        for user in night.users[1:4]:
            await (await fake.click(user, lobby, label="Join")).answered()
        held = fake.block("POST /channels/*/messages")  # the board is the start's first post
        await (await fake.click(night.users[0], lobby, label="Start")).answered()
        await held.wait_held()
        await kill(process)
    fake.unblock()
    boards = [m for m in fake.channel_messages(night.channel) if m.embeds and "moves played" in m.text]
    assert not boards, "no board yet"
    async with night.bot() as bot:
        board = await night.board()
        assert "· 0 moves played" in board.text
        night.game_id = (await bot.services.service.channel_game(night.channel.id)).id
        await _delivered(night, bot)
    assert len([m for m in _log_posts(night) if "begins" in m.content]) == 1
    _assert_each_line_once(night)


def _live_boards(night: Night) -> list[Message]:
    return [m for m in night.fake.channel_messages(night.channel) if m.embeds and m.buttons()]


@pytest.mark.parametrize("when", ["at the start", "on /game board"])
async def test_kill_after_a_board_is_posted_before_it_is_recorded_leaves_one_live_board(
    fake: FakeDiscord, tmp_path: Path, when: str
) -> None:
    """Discord made the board, the bot died before recording it: after the restart the
    same board is recorded (the post was planned with its nonce), never a second one."""
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        if when == "at the start":
            opened = await night.slash(night.users[0], "game new", game="mascarade")
            lobby = opened.original
            assert lobby is not None
            for user in night.users[1:4]:
                await (await fake.click(user, lobby, label="Join")).answered()
            held = fake.block("POST /channels/*/messages", applied=True)  # the start's first post
            await (await fake.click(night.users[0], lobby, label="Start")).answered()
        else:
            await _open(night)
            for n in range(3):  # the board has left the screen
                await fake.say(night.users[5], night.channel, f"hm, {n}")
            held = fake.block("POST /channels/*/messages", applied=True)
            await night.slash(night.users[1], "game board")
        await held.wait_held()
        await kill(process)
    fake.unblock()
    async with night.bot() as bot:
        night.game_id = (await bot.services.service.channel_game(night.channel.id)).id
        await _delivered(night, bot)
        await night.idle()
    assert len(_live_boards(night)) == 1, "one board with live buttons"


async def test_a_turn_timer_that_meets_a_failing_disk_waits_instead_of_pausing_the_game(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A deadline that passes while the storage refuses writes is the storage's condition,
    not a broken timeout ruling: the game stays on and its turn times out once writes work."""
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = TIMER
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await night.idle()
        await bot.db.execute("PRAGMA query_only = 1")  # a disk turned read-only
        await night.pass_time(TIMER)
        await night.pass_time(1)  # and the next tick
        assert (await bot.services.service.game(night.game_id)).status == "running"
        await bot.db.execute("PRAGMA query_only = 0")
        await night.pass_time(1)
        await fake.wait_for_message(night.channel, lambda m: "ran out of time" in m.text, timeout=1)
        assert (await bot.services.service.game(night.game_id)).status == "running"
    assert "paused" not in caplog.text
    assert "Traceback" not in caplog.text


# -- Discord failing requests -------------------------------------------------------------------


@pytest.mark.both_stores
async def test_a_503_on_an_announcement_is_retried_until_it_is_posted(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await _after_start_up(night)
        await night.idle()
        before = len(_log_posts(night))
        fault = fake.inject_error("POST /channels/*/messages", status=503, count=2)
        await _someone_acts(night, 4, 3)
        await fake.wait_for(lambda: len(_log_posts(night)) > before, timeout=10)
        assert fault.hits == 2, "the first two tries failed"
        version = (await bot.services.service.game(night.game_id)).version
        await fake.wait_for(lambda: _board_shows(night, version), timeout=10)
        await night.idle()
    assert len(_log_posts(night)) == before + 1
    _assert_each_line_once(night)


async def test_429s_beyond_the_librarys_own_retries_are_retried_in_the_background(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await night.open_game("mascarade", 4)
        await _after_start_up(night)
        await night.idle()
        before = len(_log_posts(night))
        # discord.py retries a 429 itself, five times; the sixth is the bot's own retry.
        limit = fake.inject_429("POST /channels/*/messages", retry_after=0.05, count=5)
        await _someone_acts(night, 4, 3)
        await fake.wait_for(lambda: len(_log_posts(night)) > before, timeout=10)
        assert limit.hits == 5
        await night.idle()
    assert len(_log_posts(night)) == before + 1
    _assert_each_line_once(night)


async def test_a_failed_board_edit_is_retried_until_the_board_shows_the_latest_move(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await _after_start_up(night)
        await night.idle()
        await night.boards()
        fault = fake.inject_error("PATCH /channels/*/messages/*", status=503, count=2)
        await _someone_acts(night, 4, 3)
        version = (await bot.services.service.game(night.game_id)).version
        await fake.wait_for(lambda: _board_shows(night, version), timeout=10)
        assert fault.hits == 2


# -- nothing stuck ---------------------------------------------------------------------------


def _lobbies(night: Night, game_id: int | None = None) -> list[Message]:
    prefix = "mn:l:" if game_id is None else f"mn:l:{game_id}:"
    return [
        m
        for m in night.fake.channel_messages(night.channel)
        if any(b.get("custom_id", "").startswith(prefix) for b in m.buttons())
    ]


@pytest.mark.both_stores
async def test_kill_before_the_lobby_message_posts_the_lobby_after_restart(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        held = fake.block("POST /interactions/*/callback")
        await fake.slash(night.users[0], night.channel, "game new", options={"game": "mascarade"})
        await held.wait_held()
        await kill(process)
    fake.unblock()
    assert not _lobbies(night)
    async with night.bot() as bot:
        await fake.wait_for(lambda: _lobbies(night), timeout=10)
        lobby = _lobbies(night)[0]
        join = await fake.click(night.users[1], lobby, label="Join")
        assert (await join.answered()).type == 7, "the restored lobby works"
        record = await bot.services.service.channel_game(night.channel.id)
        assert record.lobby_message_id == lobby.id
        assert [s.user_id for s in record.seats] == [night.users[0].id, night.users[1].id]
    assert len(_lobbies(night)) == 1


@pytest.mark.both_stores
async def test_kill_before_the_lobby_message_is_recorded_finds_it_instead_of_posting_another(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        held = fake.block("GET /webhooks/*/messages/@original")
        await fake.slash(night.users[0], night.channel, "game new", options={"game": "mascarade"})
        await held.wait_held()
        await kill(process)
    fake.unblock()
    shown = _lobbies(night)
    assert len(shown) == 1, "the lobby message was made"
    async with night.bot() as bot:

        async def recorded() -> bool:
            return (await bot.services.service.channel_game(night.channel.id)).lobby_message_id == shown[0].id

        deadline = time.monotonic() + 10
        while not await recorded():
            assert time.monotonic() < deadline, "the lobby message was not found"
            await asyncio.sleep(0.1)
    assert len(_lobbies(night)) == 1, "no second lobby message"


async def test_timer_loop_survives_failing_writes_and_recovers_by_itself(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Every write fails for a while (a disk turned read-only): the loop says so once, as
    storage trouble (no traceback), keeps going, and expires the lobby and times out turns
    once writes work again."""
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = TIMER
    async with night.bot() as bot:
        await night.slash(night.mod, "settings lobby-expiry", minutes=1)
        ix = await night.slash(night.users[0], "game new", game="mascarade")
        lobby = ix.original
        assert lobby is not None
        deadline = time.monotonic() + 5
        while (await bot.services.service.channel_game(night.channel.id)).lobby_message_id is None:
            assert time.monotonic() < deadline, "the lobby message was not recorded"
            await asyncio.sleep(0.05)
        await bot.db.execute("PRAGMA query_only = 1")  # the bot's writes fail from now on
        await night.pass_time(61)  # the lobby is due to expire
        assert "storage unavailable" in caplog.text
        for _ in range(3):  # a few more failing ticks: still one log entry
            await night.pass_time(1)
        assert caplog.text.count("storage unavailable") == 1
        assert "Traceback" not in caplog.text
        assert "timer loop failed" not in caplog.text, "the storage's condition, not a bug"
        await bot.db.execute("PRAGMA query_only = 0")  # the disk works again
        await night.pass_time(1)
        await fake.wait_for(lambda: "expired" in fake.message(lobby.id).text, timeout=1)
        assert "storage is back" in caplog.text
        await night.open_game("mascarade", 4)
        await night.pass_time(TIMER)
        await fake.wait_for_message(night.channel, lambda m: "ran out of time" in m.text, timeout=1)


# -- a deleted channel ----------------------------------------------------------------------


async def _cancelled(bot: MasqueradeBot, game_id: int) -> None:
    """Until the channel-delete handler has ended the game (no Discord-side sign to wait on)."""
    deadline = time.monotonic() + 5
    while (await bot.services.service.game(game_id)).status != "cancelled":
        assert time.monotonic() < deadline, "the game of a deleted channel was not cancelled"
        await asyncio.sleep(0.05)


async def _channel_deleted_while_held(night: Night, bot: MasqueradeBot, request: str) -> float:
    """A game is on; someone acts and the bot's ``request`` for it is held by Discord while
    the channel is deleted; then Discord answers. Returns when the channel was deleted."""
    await night.open_game("mascarade", 4)
    await _after_start_up(night)
    await night.idle()
    await night.boards()
    held = night.fake.block(request)
    await _someone_acts(night, 4, 5)
    await held.wait_held()
    await night.fake.delete_channel(night.channel)
    deleted = time.monotonic()
    await _cancelled(bot, night.game_id)
    night.fake.unblock()
    await night.boards()
    await night.fake.settle()
    return deleted


def _posts_after(night: Night, since: float) -> list[str]:
    path = f"/channels/{night.channel.id}/messages"
    return [f"{r.method} {r.path}" for r in night.fake.requests if r.time > since and r.path.startswith(path)]


async def test_no_board_is_posted_into_a_deleted_channel(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        deleted = await _channel_deleted_while_held(night, bot, "PATCH /channels/*/messages/*")
        assert not [p for p in _posts_after(night, deleted) if p.startswith("POST")], "nothing posted after"
        assert bot.services.table.games_in_memory == 0
    tracebacks = [r for r in caplog.records if r.name.startswith("cogs.table") and r.exc_info]
    assert not tracebacks, [r.getMessage() for r in tracebacks]


async def test_an_announcement_into_a_deleted_channel_leaves_no_unretrieved_task_exception(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await _channel_deleted_while_held(night, bot, "POST /channels/*/messages")
        unsent = await bot.services.store.games_with_unsent_announcements()
        assert not unsent, "nothing left to send into a lost channel"
        assert bot.services.table.games_in_memory == 0
        gc.collect()
        await asyncio.sleep(0)
    assert "never retrieved" not in caplog.text
    tracebacks = [r for r in caplog.records if r.name.startswith("cogs.table") and r.exc_info]
    assert not tracebacks, [r.getMessage() for r in tracebacks]


# -- memory --------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players"), [("mascarade", 4), ("grimm", 3), ("suspicion", 3)])
async def test_the_table_keeps_nothing_for_a_game_that_is_over(
    fake: FakeDiscord, tmp_path: Path, game: str, players: int
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        for _ in range(2):
            await night.open_game(game, players)
            await _someone_acts(night, players, 7)
            await night.idle()
            assert bot.services.table.games_in_memory == 1
            ended = await night.fake.slash(night.mod, night.channel, "mod end", options={"reason": "late"})
            await ended.answered()
            await fake.wait_for_message(night.channel, lambda m: "A moderator ended the game: late" in m.text)
            await night.boards()
            assert bot.services.table.games_in_memory == 0, "locks, board task, picture and upload record are gone"
