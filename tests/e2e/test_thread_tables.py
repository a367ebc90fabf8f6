"""Tables in threads: where the server allows it, /game new opens a public thread per table
and the parent channel gets one line per table; several tables run at once and end on their
own; a live table's thread is never archived while it waits for someone, a finished one is."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from tests.bounds import bounded
from tests.e2e.fakediscord import Channel, FakeDiscord, Message, Permission, RequestRecord
from tests.e2e.gamenight import (
    ThreadTable,
    keep_tables_in_threads,
    lobby_in,
    open_practice,
    open_table,
    opened_line,
    play_tables,
    summary_in,
    thread_of,
)
from tests.e2e.harness import Night, _label, make_night
from tests.e2e.test_quiet_channel import _played

pytestmark = pytest.mark.e2e


async def test_a_lobby_opens_in_a_thread_named_after_the_game_and_its_host(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    home = night.channel
    async with night.bot():
        await keep_tables_in_threads(night)
        ann, bob = night.users[0], night.users[1]
        table = await open_table(night, ann, "mascarade")
        assert table.thread.name == "Mascarade — ann"
        assert not table.thread.private
        assert f"<#{table.thread.id}>" in table.line.content, "the line links its thread"
        assert "lobby" in table.line.content
        lobby = lobby_in(fake, table.thread)
        for user in night.users[1:4]:
            await (await fake.click(user, lobby, label=_label(lobby, "join"))).answered()
        await (await fake.click(ann, lobby, label=_label(lobby, "start"))).answered()
        await night.idle()
        assert "playing, 4 players" in fake.message(table.line.id).content
        # The game lives in its thread as in a channel: the board, the panel, one game there.
        night.channel = table.thread
        board = await night.board()
        assert board.channel is table.thread
        panel = await night.panel(bob)
        assert panel.embeds
        busy = await fake.slash(ann, table.thread, "game new", options={"game": "grimm"})
        assert "already" in (await busy.answered()).content
    parent = [m for m in fake.channel_messages(home) if m.author.id == fake.bot_user.id]
    assert [m.id for m in parent] == [table.line.id], "one line in the parent channel, nothing else"


async def test_four_tables_of_two_games_in_one_channel_each_play_to_their_end(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["computer_delay_seconds"] = 0
    async with night.bot() as bot:
        await keep_tables_in_threads(night)
        ann, bob, cat, dan = night.users[:4]
        tables = [
            await open_practice(night, ann, "mascarade", 4),
            await open_practice(night, bob, "grimm", 3),
            await open_practice(night, cat, "mascarade", 5),
            await open_practice(night, dan, "grimm", 4),
        ]
        assert len({t.thread.id for t in tables}) == 4
        assert len(fake.threads(night.channel)) == 4
        await play_tables(night, tables, random.Random(4))
        await bot.services.table.flush()
        await night.pass_time(10)
        for table in tables:
            record = await bot.services.service.game(table.game_id)
            assert record.status == "finished"
            assert record.channel_id == table.thread.id
            summary = summary_in(fake, table)
            assert summary is not None
            assert not summary.components, "its Replay and Rematch are on the line: the thread is archived"
            assert fake.thread_is_archived(table.thread), "a finished table's thread is archived after its summary"
            line = fake.message(table.line.id)
            assert line.content.startswith("🏁")
            offered = [b["custom_id"] for b in line.buttons()]
            assert f"mn:rm:{table.game_id}" in offered
            assert f"mn:rp:{table.game_id}:0:o" in offered
    parent = [m for m in fake.channel_messages(night.channel) if m.author.id == fake.bot_user.id]
    assert sorted(m.id for m in parent) == sorted(t.line.id for t in tables), "one line per table"


async def test_a_missing_thread_permission_is_said_in_one_line(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await keep_tables_in_threads(night)
        await fake.set_bot_permissions(night.channel, create_public_threads=False)
        ix = await fake.slash(night.users[0], night.channel, "game new", options={"game": "mascarade"})
        answer = await ix.answered()
        assert answer.ephemeral
        assert "Create Public Threads" in answer.content
        assert "\n" not in answer.content.strip()
        assert not fake.threads(night.channel)
        doctor = await (await fake.slash(night.users[0], night.channel, "game doctor")).answered()
        assert "Create Public Threads" in doctor.content
        shown = await (await fake.slash(night.mod, night.channel, "settings show")).answered()
        assert any("Create Public Threads" in str(e) for e in shown.embeds)


async def _started(night: Night, table: ThreadTable, players: int) -> None:
    """People join the table's lobby with its button; its host starts it."""
    fake = night.fake
    lobby = lobby_in(fake, table.thread)
    for user in night.users[1:players]:
        await (await fake.click(user, lobby, label=_label(lobby, "join"))).answered()
    await (await fake.click(table.players[0], lobby, label=_label(lobby, "start"))).answered()
    await night.idle()
    table.players = tuple(night.users[:players])


async def _someone_acts(night: Night, table: ThreadTable, rng: random.Random) -> None:
    """Whoever is asked something acts: every click in the thread works."""
    night.channel, night.game_id = table.thread, table.game_id
    acted = [await night.random_turn(user, rng) for user in table.players]
    assert any(acted), "somebody could act in the table's thread"


def _unarchived(fake: FakeDiscord, table: ThreadTable) -> list[RequestRecord]:
    """The bot's requests that unarchived the table's thread."""
    return [
        r
        for r in fake.requests
        if r.method == "PATCH"
        and r.path.endswith(f"/channels/{table.thread.id}")
        and isinstance(r.json, dict)
        and r.json.get("archived") is False
    ]


async def test_a_waiting_tables_thread_is_kept_active_for_days(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)  # no turn timer: a decision may wait for days
    async with night.bot():
        await keep_tables_in_threads(night)
        table = await open_table(night, night.users[0], "mascarade")
        await _started(night, table, 4)
        for _ in range(18):  # nine days, half a day at a time: Discord would archive after seven
            await night.pass_time(12 * 3600)
            assert not fake.thread_is_archived(table.thread), "no live table's thread is archived"
        assert not _unarchived(fake, table), "kept active before Discord archived it, not unarchived after"
        await _someone_acts(night, table, random.Random(1))


async def test_a_live_tables_thread_archived_anyway_is_unarchived(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    keeper = await fake.add_role(night.guild, "Thread keepers", permissions=Permission.MANAGE_THREADS)
    tidy = await fake.add_user("tidy", roles=[keeper])
    async with night.bot():
        await keep_tables_in_threads(night)
        table = await open_table(night, night.users[0], "grimm")
        await _started(night, table, 3)
        await fake.edit_thread(tidy, table.thread, archived=True)  # someone tidies the thread list
        await fake.wait_for(lambda: not fake.thread_is_archived(table.thread))
        assert _unarchived(fake, table)
        await _someone_acts(night, table, random.Random(2))
        # The bot asleep for eight days (a stopped event loop): Discord archives the thread.
        night.clock.skipped += 8 * 24 * 3600
        fake.advance(8 * 24 * 3600)
        await fake.wait_for(lambda: not fake.thread_is_archived(table.thread))
        await _someone_acts(night, table, random.Random(3))


async def test_a_thread_table_survives_a_restart_with_its_thread_archived(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await keep_tables_in_threads(night)
        table = await open_table(night, night.users[0], "mascarade")
        await _started(night, table, 4)
    await night.pass_time(8 * 24 * 3600)  # down for eight days: Discord archived the thread
    assert fake.thread_is_archived(table.thread)
    async with night.bot() as bot:
        await night.run_timers()
        record = await bot.services.service.game(table.game_id)
        assert record.status == "running", "an archived thread is not a deleted channel"
        await fake.wait_for(lambda: not fake.thread_is_archived(table.thread))
        await _someone_acts(night, table, random.Random(4))


async def test_a_deleted_thread_ends_its_game(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await keep_tables_in_threads(night)
        table = await open_table(night, night.users[0], "mascarade")
        await _started(night, table, 4)
        await fake.delete_channel(table.thread)
        for _ in bounded(500, "the game of a deleted thread to end"):
            record = await bot.services.service.game(table.game_id)
            if not record.live:
                break
            await asyncio.sleep(0.01)
        assert record.status == "cancelled"


async def test_a_cancelled_lobby_closes_its_line_and_archives_its_thread(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await keep_tables_in_threads(night)
        table = await open_table(night, night.users[0], "suspicion")
        lobby = lobby_in(fake, table.thread)
        await (await fake.click(night.users[0], lobby, label=_label(lobby, "cancel"))).answered()
        await night.idle()
        assert fake.message(table.line.id).content.startswith("✖️")
        assert fake.thread_is_archived(table.thread)
        assert not fake.message(table.line.id).components


async def test_the_rematch_on_a_finished_tables_line_opens_a_new_thread(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await keep_tables_in_threads(night)
        ann, bob, cat = night.users[:3]
        table = await open_table(night, ann, "grimm")
        await _started(night, table, 3)
        await play_tables(night, [table], random.Random(5))
        await bot.services.table.flush()  # the last board edit, then the table is put away
        await night.idle()
        line = fake.message(table.line.id)
        press = await fake.click(bob, line, f"mn:rm:{table.game_id}")
        answer = await press.answered()
        assert not answer.ephemeral, "the rematch's own line, in the parent channel"
        assert press.original is not None
        rematch = await opened_line(night, press.original.id)
        new_thread = thread_of(fake, rematch)
        assert new_thread.id != table.thread.id
        lobby = lobby_in(fake, new_thread)
        assert {ann.id, cat.id} <= lobby.mentions.users, "the other players are invited"
        # A later press on the old line seats its player in that rematch.
        again = await fake.click(cat, fake.message(table.line.id), label="Rematch")
        assert str(new_thread.id) in (await again.answered()).content
        await night.idle()
        seated = await bot.services.store.live_in_channel(new_thread.id)
        assert seated is not None
        assert {s.user_id for s in seated.seats} == {bob.id, cat.id}


async def _play_settled(night: Night, players: int, rng: random.Random) -> None:
    """Random turns through the panels, each announced before the next (a delivery that
    covers two moves would word the channel otherwise, whatever the channel is)."""
    for _ in bounded(600, "the game to end"):
        for user in night.users[:players]:
            if night.summary() is not None:
                return
            if await night.random_turn(user, rng):
                await night.idle()


async def _posts_per_turn(night: Night, bot: MasqueradeBot, channel: Channel, lobby: Message) -> tuple[int, int]:
    """(the bot's messages in the game's channel after its lobby, deleted calls included;
    the game's turns)."""
    me = night.fake.bot_user.id
    posts = [
        m for m in night.fake.channel_messages(channel, include_deleted=True) if m.author.id == me and m.id > lobby.id
    ]
    turns = len({p.turn for p in await _played(bot, night.game_id) if p.owner is not None})
    return len(posts), turns


async def test_a_thread_table_posts_as_many_messages_per_turn_as_a_channel_table(
    fake: FakeDiscord, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """The same deal played with the same clicks at a channel table and at a thread table:
    the thread costs its table's channel not one message more (its line is in the parent)."""
    night = await make_night(fake, tmp_path)
    home = night.channel
    threads = await fake.add_channel(night.guild, "tables")
    async with night.bot() as bot:
        bot.services.service.deals = random.Random(7)
        await night.open_game("mascarade", 4)
        lobby = min(fake.channel_messages(home), key=lambda m: m.id)
        await _play_settled(night, 4, random.Random(7))
        await bot.services.table.flush()
        await night.idle()
        in_channel = await _posts_per_turn(night, bot, home, lobby)

        await keep_tables_in_threads(night, threads)
        bot.services.service.deals = random.Random(7)
        night.channel = threads
        table = await open_table(night, night.users[0], "mascarade")
        lobby = lobby_in(fake, table.thread)
        await _started(night, table, 4)
        night.channel, night.game_id = table.thread, table.game_id
        await _play_settled(night, 4, random.Random(7))
        await bot.services.table.flush()
        await night.idle()
        in_thread = await _posts_per_turn(night, bot, table.thread, lobby)
    (posts, turns), (thread_posts, thread_turns) = in_channel, in_thread
    request.node.add_report_section(
        "call",
        "messages per turn",
        f"channel table {posts}/{turns} = {posts / turns:.3f}; thread table {thread_posts}/{thread_turns} = "
        f"{thread_posts / thread_turns:.3f}",
    )
    assert turns >= 20, "a whole game"
    assert in_thread == in_channel


async def test_an_expired_lobby_is_put_away_too(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await keep_tables_in_threads(night)
        await (await fake.slash(night.mod, night.channel, "settings lobby-expiry", options={"minutes": 1})).answered()
        table = await open_table(night, night.users[0], "grimm")
        await night.pass_time(61)
        await night.idle()
        assert "expired" in lobby_in_any(fake, table).content
        assert fake.message(table.line.id).content.startswith("✖️")
        assert fake.thread_is_archived(table.thread)


def lobby_in_any(fake: FakeDiscord, table: ThreadTable) -> Message:
    """The lobby message, whatever it says now (its buttons are gone once it closed)."""
    return [m for m in fake.channel_messages(table.thread) if m.author.id == fake.bot_user.id and m.content][-1]
