"""Tables in threads: where the server allows it, /game new opens a public thread per table
and the parent channel gets one line per table; several tables run at once and end on their
own; a live table's thread is never archived while it waits for someone, a finished one is."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.gamenight import (
    keep_tables_in_threads,
    lobby_in,
    open_practice,
    open_table,
    play_tables,
    summary_in,
)
from tests.e2e.harness import _label, make_night

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
