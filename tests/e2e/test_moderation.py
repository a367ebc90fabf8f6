"""Moderation and server settings through the real bot and the fake Discord.

Every ``/mod`` command is announced to the table and written to ``/mod log``; members
without the right are refused with a reason; lobbies expire; a deleted channel ends its
game; a channel the bot can no longer post in pauses its game, and the pause survives a
restart without any timeout firing.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.boot.app import MasqueradeBot
from tests.e2e.fakediscord import Callback, Channel, FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e


# -- helpers ---------------------------------------------------------------------------------


async def _ask(night: Night, user: User, command: str, channel: Channel | None = None, **options: Any) -> Callback:
    """Run a slash command and return the bot's (first) answer."""
    ix = await night.fake.slash(user, channel or night.channel, command, options=options or None)
    return await ix.answered()


async def _done(night: Night, command: str, **options: Any) -> None:
    """A moderator command that must succeed: the moderator alone reads “Done.”."""
    callback = await _ask(night, night.mod, command, **options)
    assert callback.ephemeral, f"/{command}: the confirmation is for the moderator only"
    assert callback.content == "Done.", f"/{command}: {callback.content}"


def _public(night: Night, words: str) -> Callable[[Message], bool]:
    return lambda m: words in m.text and not m.ephemeral


async def _eventually(check: Callable[[], Awaitable[bool]], what: str) -> None:
    """Poll an observation of the bot's database (no Discord-side sign to wait on), up to 5 s."""
    deadline = time.monotonic() + 5.0
    while not await check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


async def _status(bot: MasqueradeBot, game_id: int) -> str:
    return str((await bot.services.service.game(game_id)).status)


def _boards(night: Night) -> list[Message]:
    return [
        m
        for m in night.fake.channel_messages(night.channel)
        if m.embeds and any(b.get("custom_id", "").startswith("mn:p:") for b in m.buttons())
    ]


async def _someone_acts(night: Night, players: int, seed: int) -> None:
    rng = random.Random(seed)
    for user in night.users[:players]:
        if await night.random_turn(user, rng):
            return
    raise AssertionError("nobody could act")


# -- every moderator command -----------------------------------------------------------------


@pytest.mark.both_stores
async def test_every_mod_command_is_announced_to_the_table_and_in_the_mod_log(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """/mod pause, resume, extend, skip, host, remove, repair and end: each confirmed to the
    moderator, announced in the channel, and listed by /mod log with who did it."""
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 600  # a timer, so /mod extend has one to extend
    ann, cat, dan = night.users[0], night.users[2], night.users[3]
    async with night.bot() as bot:
        empty = await _ask(night, night.mod, "mod log")
        assert "No moderator actions yet." in empty.embeds[0]["description"]

        first_board = await night.open_game("mascarade", 5)  # five: the table survives one removal (M-1.4)
        game_id = night.game_id

        # Opened before the pause: the panel drawn for this version is kept, and must not be
        # what the pause, the resume or the extension show.
        assert "paused" not in (await night.panel(ann)).text
        await _done(night, "mod pause")
        await fake.wait_for_message(night.channel, _public(night, "A moderator paused the game. Timers are frozen."))
        assert (await bot.services.service.game(game_id)).deadline_at is None, "a paused game's timer is frozen"
        # A player acting during the pause is told so.
        panel = await night.panel(ann)
        assert "paused" in panel.text

        await _done(night, "mod resume")
        await fake.wait_for_message(night.channel, _public(night, "The game continues."))
        before = (await bot.services.service.game(game_id)).deadline_at
        assert before is not None
        assert "paused" not in (await night.panel(ann)).text

        await _done(night, "mod extend", minutes=1)
        await fake.wait_for_message(night.channel, _public(night, "A moderator added 60 seconds to the turn."))
        after = (await bot.services.service.game(game_id)).deadline_at
        assert after is not None
        assert after == pytest.approx(before + 60, abs=0.01)
        assert f"<t:{int(after)}:R>" in (await night.panel(ann)).text, "the panel shows the extended deadline"

        version = (await bot.services.service.game(game_id)).version
        await _done(night, "mod skip")
        await fake.wait_for_message(night.channel, _public(night, "the timeout rule was applied"))
        skipped = await fake.wait_for_message(night.channel, _public(night, "A moderator skipped"))
        assert "turn" in skipped.text
        record = await bot.services.service.game(game_id)
        assert record.version > version, "the skipped turn was played by the timeout rule"
        assert not any(s.strikes for s in record.seats), "a moderator's skip is no strike against the player"

        await _done(night, "mod host", player=cat)
        await fake.wait_for_message(night.channel, _public(night, "cat is now the host."))
        assert (await bot.services.service.game(game_id)).host_id == cat.id

        await _done(night, "mod remove", player=dan)
        await fake.wait_for_message(night.channel, _public(night, "dan was removed from the game."))
        seats = (await bot.services.service.game(game_id)).seats
        assert next(s for s in seats if s.user_id == dan.id).removed

        boards = len(_boards(night))
        await _done(night, "mod repair")
        await fake.wait_for(lambda: len(_boards(night)) > boards)
        await fake.wait_for(lambda: "The board moved" in fake.message(first_board.id).text)

        await _done(night, "mod end", reason="closing time")
        await fake.wait_for_message(
            night.channel, _public(night, "A moderator ended the game: closing time. No winner.")
        )
        assert await _status(bot, game_id) == "finished"
        await night.boards()
        assert not _boards(night), "the ended game's board has no live panel button"

        log = await _ask(night, night.mod, "mod log")
        assert log.ephemeral
        assert log.embeds[0]["title"] == "Moderator actions"
        lines = log.embeds[0]["description"].splitlines()
        expected = [
            ("ended the game", "closing time"),
            ("repaired", "—"),
            ("removed a player", f"<@{dan.id}>"),
            ("changed the host", f"<@{cat.id}>"),
            ("skipped a turn", "—"),
            ("extended the timer", "60"),
            ("resumed", "—"),
            ("paused", "—"),
        ]
        assert len(lines) == len(expected), lines
        for line, (action, detail) in zip(lines, expected, strict=True):
            assert f"<@{night.mod.id}>" in line
            assert f" · {action} · game #{game_id} · {detail}" in line, line

        # The channel is free again.
        again = await _ask(night, ann, "game new", game="mascarade")
        assert not again.ephemeral, again.content
    fake.assert_all_answered()


async def test_mod_commands_explain_what_is_wrong(fake: FakeDiscord, tmp_path: Path) -> None:
    """Moderator commands with nothing to act on are refused with a reason and change nothing."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        nothing = await _ask(night, night.mod, "mod pause")
        assert nothing.ephemeral
        assert "There is no game in this channel" in nothing.content

        await night.open_game("mascarade", 3)  # no turn timer
        no_timer = await _ask(night, night.mod, "mod extend", minutes=5)
        assert "no turn timer" in no_timer.content
        not_paused = await _ask(night, night.mod, "mod resume")
        assert "not paused" in not_paused.content
        outsider = await _ask(night, night.mod, "mod remove", player=night.users[8])
        assert "not seated" in outsider.content
        await _done(night, "mod pause")
        twice = await _ask(night, night.mod, "mod pause")
        assert "paused" in twice.content
        no_skip = await _ask(night, night.mod, "mod skip")
        assert "paused" in no_skip.content
        log = await _ask(night, night.mod, "mod log")
        assert len(log.embeds[0]["description"].splitlines()) == 1, "only the one pause was done"
        assert await _status(bot, night.game_id) == "paused"


async def test_mod_end_in_a_lobby_cancels_it(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        ix = await night.slash(night.users[0], "game new", game="grimm")
        lobby = ix.original
        assert lobby is not None
        record = await bot.services.service.channel_game(night.channel.id)
        await _done(night, "mod end", reason="wrong channel")
        assert await _status(bot, record.id) == "cancelled"
        # The table sees it: the lobby message says so and its buttons are gone…
        await fake.wait_for(lambda: fake.message(lobby.id).content == "The lobby was cancelled.")
        assert not fake.message(lobby.id).buttons()
        # …and the moderator log has it, with the reason.
        log = await _ask(night, night.mod, "mod log")
        assert f" · ended the game · game #{record.id} · wrong channel" in log.embeds[0]["description"]
        again = await _ask(night, night.users[1], "game new", game="mascarade")
        assert not again.ephemeral, "the channel is free for a new lobby"


# -- who may moderate ------------------------------------------------------------------------


async def test_members_without_the_right_are_refused_and_the_moderator_role_grants_it(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """Without Manage Server and without the server's moderator role: refused, with the reason
    (in the member's language). With the role set by /settings modrole: allowed."""
    night = await make_night(fake, tmp_path)
    ann, bob, cat = night.users[0], night.users[1], night.users[2]
    helpers = await fake.add_role(night.guild, "Helpers")
    await fake.add_member(night.guild, cat, [helpers])
    async with night.bot() as bot:
        await night.open_game("mascarade", 3)
        refusals: list[tuple[str, dict[str, Any]]] = [
            ("mod pause", {}),
            ("mod end", {"reason": "mine now"}),
            ("mod log", {}),
            ("settings show", {}),
            ("settings lobby-expiry", {"minutes": 1}),
        ]
        for command, options in refusals:
            refused = await _ask(night, ann, command, **options)
            assert refused.ephemeral, command
            assert "Only moderators (Manage Server, or the server's moderator role)" in refused.content, command
        russian = await _ask(night, bob, "mod skip")
        assert russian.ephemeral
        assert "только модераторы" in russian.content
        # The role alone is not enough before it is configured.
        early = await _ask(night, cat, "mod pause")
        assert "Only moderators" in early.content
        assert await _status(bot, night.game_id) == "running", "refusals changed nothing"
        assert (await bot.services.guild_settings.get(night.guild.id)).lobby_expiry_minutes == 30

        shown = await _ask(night, night.mod, "settings modrole", role=helpers)
        assert shown.ephemeral
        field = next(f for f in shown.embeds[0]["fields"] if f["name"] == "Moderators")
        assert field["value"] == f"<@&{helpers.id}>"

        allowed = await _ask(night, cat, "mod pause")
        assert allowed.content == "Done."
        await fake.wait_for_message(night.channel, _public(night, "A moderator paused the game."))
        assert await _status(bot, night.game_id) == "paused"
        log = await _ask(night, cat, "mod log")
        assert f"<@{cat.id}> · paused" in log.embeds[0]["description"]
        # ann still has neither right.
        still = await _ask(night, ann, "mod resume")
        assert "Only moderators" in still.content
        assert await _status(bot, night.game_id) == "paused"

        # Clearing the role leaves moderation to Manage Server alone.
        cleared = await _ask(night, night.mod, "settings modrole")
        field = next(f for f in cleared.embeds[0]["fields"] if f["name"] == "Moderators")
        assert field["value"] == "members with Manage Server"
        revoked = await _ask(night, cat, "mod resume")
        assert "Only moderators" in revoked.content


# -- lobbies and channels --------------------------------------------------------------------


async def test_an_unstarted_lobby_expires_and_the_channel_is_free_again(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        shown = await _ask(night, night.mod, "settings lobby-expiry", minutes=1)
        field = next(f for f in shown.embeds[0]["fields"] if f["name"] == "Lobby expiry")
        assert field["value"] == "1 minute"
        ix = await night.slash(night.users[0], "game new", game="mascarade")
        lobby = ix.original
        assert lobby is not None
        assert lobby.buttons()
        await night.slash(night.users[1], "game join")
        record = await bot.services.service.channel_game(night.channel.id)
        await night.pass_time(61)
        await fake.wait_for(lambda: "expired" in fake.message(lobby.id).text, timeout=1)
        expired = fake.message(lobby.id)
        assert expired.content == "⌛ This lobby expired before anyone started it."
        assert not expired.buttons(), "an expired lobby has no buttons left"
        assert not expired.embeds
        assert await _status(bot, record.id) == "cancelled"
        # A new lobby can be opened (and started) in the same channel.
        board = await night.open_game("mascarade", 2)
        assert board.embeds
        assert night.game_id != record.id


async def test_a_fresh_lobby_does_not_expire_early(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await _ask(night, night.mod, "settings lobby-expiry", minutes=1)
        await night.slash(night.users[0], "game new", game="mascarade")
        record = await bot.services.service.channel_game(night.channel.id)
        await night.pass_time(50)  # the timer loop runs and must leave it open
        assert await _status(bot, record.id) == "lobby"


async def test_a_deleted_channel_ends_its_game_and_a_new_one_starts_elsewhere(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 2
    lounge = await fake.add_channel(night.guild, "lounge")
    async with night.bot() as bot:
        await night.open_game("mascarade", 3)
        old = night.game_id
        await fake.delete_channel(night.channel)

        async def ended() -> bool:
            return await _status(bot, old) == "cancelled"

        await _eventually(ended, "the deleted channel's game to end")
        record = await bot.services.service.game(old)
        assert record.end_reason == "channel deleted"
        assert record.deadline_at is None, "no timer runs for a game nobody can see"
        # The same players open and start a game in another channel.
        night.channel = lounge
        board = await night.open_game("mascarade", 3)
        assert board.channel is lounge
        assert night.game_id != old
        await _someone_acts(night, 3, seed=5)
        assert await _status(bot, night.game_id) == "running"


# -- permissions -----------------------------------------------------------------------------


async def test_doctor_lists_exactly_the_missing_permission(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        healthy = await _ask(night, night.users[0], "game doctor")
        assert healthy.ephemeral
        assert healthy.content == "✅ I have every permission a game needs in this channel."
        await fake.set_bot_permissions(night.channel, attach_files=False)
        sick = await _ask(night, night.users[0], "game doctor")
        assert sick.ephemeral
        lines = sick.content.splitlines()
        assert lines[0] == "I am missing these permissions in this channel:"
        assert lines[1:] == ["❌ Attach Files — board pictures and game logs cannot be posted"]


async def test_a_game_the_bot_cannot_post_in_is_paused_and_the_next_command_says_why(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 600
    lounge = await fake.add_channel(night.guild, "lounge")
    async with night.bot() as bot:
        await night.open_game("mascarade", 3)
        await night.idle()
        await fake.set_bot_permissions(night.channel, send_messages=False)
        # A player's move cannot be announced: the game pauses rather than run timers on
        # a table that cannot see it.
        await _someone_acts(night, 3, seed=3)

        async def paused() -> bool:
            return await _status(bot, night.game_id) == "paused"

        await _eventually(paused, "the game to pause")
        record = await bot.services.service.game(night.game_id)
        assert record.pause_reason == "no-permission"
        assert record.deadline_at is None
        assert record.paused_remaining is not None

        # The next /game command anywhere in the server explains it.
        ix = await fake.slash(night.users[5], lounge, "game rules", options={"game": "mascarade"})
        await ix.answered()
        notice = await fake.wait_for(lambda: next((m for m in ix.followups if "is paused" in m.text), None))
        assert notice.ephemeral
        assert f"Game #{night.game_id} in <#{night.channel.id}> is paused: I cannot post there." in notice.text
        doctor = await _ask(night, night.users[0], "game doctor")
        assert "❌ Send Messages" in doctor.content

        # Fixed permissions and a moderator's resume bring the game back.
        await fake.set_bot_permissions(night.channel, send_messages=True)
        await _done(night, "mod resume")
        resumed = await fake.wait_for_message(night.channel, _public(night, "The game continues."))
        assert "I can no longer post in this channel" in resumed.text, "the held announcements are delivered"
        assert await _status(bot, night.game_id) == "running"
        quiet = await fake.slash(night.users[5], lounge, "game rules", options={"game": "mascarade"})
        await quiet.answered()
        await night.idle()
        assert not quiet.followups, "no notice once the game runs again"
        await _someone_acts(night, 3, seed=4)


@pytest.mark.both_stores
async def test_a_paused_game_stays_paused_across_a_restart_and_no_timeout_fires(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 600
    async with night.bot():
        await night.open_game("mascarade", 3)
        await _done(night, "mod pause")
        await fake.wait_for_message(night.channel, _public(night, "A moderator paused the game."))
    async with night.bot() as bot:
        record = await bot.services.service.game(night.game_id)
        assert record.status == "paused"
        assert record.deadline_at is None
        remaining = record.paused_remaining
        assert remaining is not None
        assert 0 < remaining <= 600
        panel = await night.panel(night.users[0])
        assert "paused" in panel.text
        # Longer than the frozen time left, with the timer loop running: nothing may fire.
        await night.pass_time(remaining + 1)
        texts = [m.text for m in fake.channel_messages(night.channel)]
        assert not any("ran out of time" in t for t in texts), "no timeout while paused"
        assert await _status(bot, night.game_id) == "paused"

        await _done(night, "mod resume")
        await fake.wait_for_message(night.channel, _public(night, "The game continues."))
        record = await bot.services.service.game(night.game_id)
        assert record.status == "running"
        assert record.deadline_at is not None
        assert record.deadline_at - night.clock() <= remaining + 0.1, "the timer goes on from where it stopped"
        await _someone_acts(night, 3, seed=8)
    fake.assert_all_answered()


async def test_a_channel_deleted_while_the_bot_is_down_ends_its_game(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 600
    async with night.bot():
        await night.open_game("mascarade", 3)
    await fake.delete_channel(night.channel)  # nobody is connected to hear it
    async with night.bot() as bot:

        async def ended() -> bool:
            return await _status(bot, night.game_id) == "cancelled"

        await _eventually(ended, "the ghost game to end")


async def test_forget_me_clears_the_player_a_moderator_replaced_from_the_mod_log(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    bob = night.users[1]
    async with night.bot():
        await night.open_game("mascarade", 3)
        await _done(night, "mod replace", player=bob, level="casual")
        log = await _ask(night, night.mod, "mod log")
        assert f"<@{bob.id}>" in log.embeds[0]["description"], "the replaced player is named like a removed one"
        forgotten = await _ask(night, bob, "privacy forget-me")
        assert forgotten.ephemeral
        log = await _ask(night, night.mod, "mod log")
        assert str(bob.id) not in log.embeds[0]["description"], "forget-me clears the replaced player's id"


async def test_a_removal_that_ends_the_game_is_explained_and_needs_a_confirmation(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """Grimm cannot go on without a player (docs/rulings.md): /mod remove and /game kick
    say so, name /game replace, and change nothing; with confirm the removal is made and
    the game ends."""
    night = await make_night(fake, tmp_path)
    dan = night.users[3]
    async with night.bot() as bot:
        await night.open_game("grimm", 4)
        game_id = night.game_id
        for command in ("mod remove", "game kick"):
            warned = await _ask(night, night.mod, command, player=dan)
            assert warned.ephemeral, f"/{command}: the warning is for the moderator only"
            assert "Removing dan ends this game of Grimm Masquerade for everyone" in warned.content, warned.content
            assert "/game replace" in warned.content
            record = await bot.services.service.game(game_id)
            seat = record.seat_of(dan.id)
            assert seat is not None
            assert not seat.removed
            assert record.live
        await _done(night, "mod remove", player=dan, confirm=True)
        await fake.wait_for_message(night.channel, _public(night, "dan was removed from the game."))
        assert not (await bot.services.service.game(game_id)).live
