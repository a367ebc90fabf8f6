"""Board edits are coalesced, and rate limits lose nothing."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.engine.text import Text
from bot.store.records import GameStatus
from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e


def _board_edits(fake: FakeDiscord, board_id: int, since: float) -> int:
    path = f"/messages/{board_id}"
    return sum(1 for r in fake.requests if r.method == "PATCH" and r.path.endswith(path) and r.time >= since)


def _was_board(message: Message) -> bool:
    first = message.versions[0]
    return bool(first.embeds) and "mn:p:" in str(first.components)


async def _rapid_actions(night: Night, bot: MasqueradeBot, count: int) -> float:
    """Up to ``count`` actions as fast as players can click (fewer if the game ends first:
    random Mascarade turns announce often, and a lucky table reaches 13 coins early)."""
    rng = random.Random(30)
    started = time.monotonic()
    done = 0
    for _ in bounded(count, f"{count} turns, seed 30"):
        if done >= count:
            break
        for user in night.users[:4]:
            if (await bot.services.service.game(night.game_id)).status != GameStatus.RUNNING:
                return time.monotonic() - started
            done += await night.random_turn(user, rng)
    return time.monotonic() - started


async def test_thirty_rapid_actions_make_a_handful_of_board_edits(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        board = await night.open_game("mascarade", 4)
        await night.boards()
        start = time.monotonic()
        elapsed = await _rapid_actions(night, bot, 30)
        await night.boards()
        # The board is posted again at the bottom once enough messages pushed it up: count
        # the edits of every board, the retirement of each moved one aside.
        boards = [m for m in fake.channel_messages(night.channel) if m.id >= board.id and _was_board(m)]
        edits = sum(_board_edits(fake, b.id, start) for b in boards) - (len(boards) - 1)
        # At most one edit per second per game (plus the one that closes the burst).
        assert edits <= elapsed + 2, (edits, elapsed)
        record = await bot.services.service.game(night.game_id)
        assert f"· {record.version} move" in boards[-1].text, "the final board shows the final state"


async def test_rate_limits_are_retried_and_nothing_is_lost(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        board = await night.open_game("mascarade", 4)
        await fake.settle()
        await night.boards()
        before = len(fake.channel_messages(night.channel))
        version_before = (await bot.services.service.game(night.game_id)).version
        limits = [
            fake.inject_429("POST /channels/*/messages", retry_after=0.2, count=2),
            fake.inject_429("PATCH /channels/*/messages/*", retry_after=0.2, count=2),
        ]
        await _rapid_actions(night, bot, 5)
        record = await bot.services.service.game(night.game_id)
        # discord.py sleeps through each retry_after with nothing in flight: wait for the outcome.
        for _ in range(100):
            await fake.settle()
            await night.boards()
            if not await bot.services.store.undelivered(night.game_id) and f"· {record.version} move" in board.text:
                break
            await asyncio.sleep(0.1)
        assert [limit.hits for limit in limits] == [2, 2], "every injected 429 was hit"
        posted = "\n".join(m.text for m in fake.channel_messages(night.channel)[before:])
        names = {s.seat: s.name for s in record.seats}
        for event in await bot.services.store.public_events(night.game_id, 10_000):
            if event.version > version_before:
                line = bot.catalog.render("en", Text.model_validate_json(event.payload), names.__getitem__)
                assert line in posted, f"announcement lost: {line}"
        assert not await bot.services.store.undelivered(night.game_id)
        assert f"· {record.version} move" in board.text


def _latest(board: Message) -> list[str]:
    (log,) = [e for e in board.embeds if e.get("title") == "Latest"]
    return [line.removeprefix("• ") for line in str(log["description"]).splitlines()]


async def test_the_boards_latest_lines_show_a_move_whole_the_opening_too(fake: FakeDiscord, tmp_path: Path) -> None:
    """The opening says more than five lines (who holds which card at the deal): the board's
    "Latest" shows them all, from "A game of Mascarade begins", never the list's tail alone;
    once later moves come, whole moves are shown, up to five lines."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 5)
        await night.idle()
        opening = _latest(await night.board())
        assert opening[0].startswith("A game of Mascarade begins"), opening
        assert len(opening) > 5, "every card of the deal, and who plays first"
        assert opening[-1].endswith("The first four turns are preparatory."), opening
        rng = random.Random(3)
        for _ in bounded(40, "moves after the opening"):
            record = await bot.services.service.game(night.game_id)
            if record.version >= 4:
                break
            for user in night.users[:5]:
                await night.random_turn(user, rng)
        await night.idle()
        later = _latest(await night.board())
        assert not later[0].startswith(("ann:", "bob:", "cat:", "dan:", "eve:")), "no move cut in the middle"
        assert len(later) <= max(5, len(opening))
    fake.assert_all_answered()
