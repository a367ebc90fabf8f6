"""Helpers for game-night tests: a server that keeps its tables in threads, and tables
opened, found and played there through the fake Discord, as people would."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass

from tests.bounds import bounded
from tests.e2e.fakediscord import Channel, FakeDiscord, Message, Thread, User
from tests.e2e.harness import Night

LINE = "🎲"  # a table's line in the parent channel starts with it while the table is on


@dataclass
class ThreadTable:
    """A table as people find it: its line in the parent channel and its thread."""

    line: Message
    thread: Thread
    game_id: int
    players: tuple[User, ...]


async def keep_tables_in_threads(night: Night, channel: Channel | None = None) -> None:
    """A moderator lets ``channel`` (the night's own by default) keep one thread per table."""
    ix = await night.fake.slash(
        night.mod, night.channel, "settings threads", options={"channel": channel or night.channel, "allowed": True}
    )
    await ix.answered()


def thread_of(fake: FakeDiscord, line: Message) -> Thread:
    """The thread started from a table's line (it has the line's id)."""
    found = [t for t in fake.threads(line.channel) if t.id == line.id]
    assert found, f"no thread was started from {line.content!r}"
    return found[0]


def lobby_in(fake: FakeDiscord, thread: Thread) -> Message:
    """The lobby message in a table's thread."""
    for message in fake.channel_messages(thread):
        if any(c.get("custom_id", "").startswith("mn:l:") for c in message.all_components()):
            return message
    raise AssertionError(f"no lobby in {thread!r}")


def game_id_of(message: Message) -> int:
    for component in message.all_components():
        custom_id = str(component.get("custom_id", ""))
        if custom_id.startswith("mn:l:"):
            return int(custom_id.split(":")[2])
    raise AssertionError("not a lobby message")


async def open_table(night: Night, host: User, game: str, *, where: Channel | None = None) -> ThreadTable:
    """``host`` runs /game new in the parent channel: the line answers, its thread holds the lobby."""
    fake = night.fake
    ix = await fake.slash(host, where or night.channel, "game new", options={"game": game})
    await ix.answered()
    assert ix.original is not None
    assert not ix.original.ephemeral, "the table's line is public"
    line = await opened_line(night, ix.original.id)
    thread = thread_of(fake, line)
    return ThreadTable(line, thread, game_id_of(lobby_in(fake, thread)), (host,))


async def opened_line(night: Night, line_id: int) -> Message:
    """The line once its table is open: the answer comes first, the thread and the table
    after it (the line then links the thread)."""

    def linked() -> Message | None:
        line = night.fake.message(line_id)
        return line if "<#" in line.content else None

    line = await night.fake.wait_for(linked)
    await night.idle()
    return line


async def open_practice(night: Night, host: User, game: str, players: int, level: str = "casual") -> ThreadTable:
    """``host`` runs /game practice in the parent channel: a started table in a new thread."""
    ix = await night.fake.slash(
        host, night.channel, "game practice", options={"game": game, "players": players, "level": level}
    )
    await ix.answered()
    assert ix.original is not None
    line = await opened_line(night, ix.original.id)
    thread = thread_of(night.fake, line)
    bot = night.running_bot
    assert bot is not None
    record = await bot.services.store.live_in_channel(thread.id)
    assert record is not None, "the practice table started in its thread"
    return ThreadTable(line, thread, record.id, (host,))


def summary_in(fake: FakeDiscord, table: ThreadTable) -> Message | None:
    name = f"game-{table.game_id}-log.txt"
    for message in fake.channel_messages(table.thread):
        if any(a.filename == name for a in message.attachments):
            return message
    return None


async def play_tables(night: Night, tables: list[ThreadTable], rng: random.Random) -> None:
    """Every table's people act at random through their panels, a turn each in turn, each
    in its own thread, until every table posted its summary (computers play by themselves)."""
    bot = night.running_bot
    assert bot is not None
    home = night.channel
    try:
        for _ in bounded(3000, "the thread tables to end"):
            await night.idle()
            playing = [t for t in tables if summary_in(night.fake, t) is None]
            if not playing:
                return
            acted = False
            for table in playing:
                night.channel, night.game_id = table.thread, table.game_id
                for user in table.players:
                    acted = await night.random_turn(user, rng) or acted
            if not acted:
                # Only computers are due: they move by themselves, after the idle above.
                records = [await bot.services.service.game(t.game_id) for t in playing]
                assert any(bot.services.computers.waiting(r) or not r.live for r in records), "nobody can act"
                await asyncio.sleep(0.01)
    finally:
        night.channel = home
