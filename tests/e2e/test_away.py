"""Play over days, as people set it up through the real bot: the lobby's clock (its select and
/game clock), the estimate of a game's length, a person's time zone, quiet hours and
holidays (/game away, /settings me), and a holiday as the table sees it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

DAY = 86400
THREE_DAYS = "bank:259200:43200:432000"


def field(message: Message, name: str) -> str:
    return next(str(f["value"]) for e in message.embeds for f in e.get("fields", []) if f["name"] == name)


async def said(night: Night, user: User, command: str, **options: Any) -> str:
    """What the bot answered the user's command, privately."""
    ix = await night.slash(user, command, **options)
    assert ix.original is not None
    assert ix.original.ephemeral
    return ix.original.content


async def lobby(night: Night) -> Message:
    ix = await night.slash(night.users[0], "game new", game="mascarade")
    assert ix.original is not None
    return ix.original


async def test_the_lobby_sets_a_clock_by_select_or_by_hand(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 180
    host, guest = night.users[:2]
    async with night.bot() as bot:
        message = await lobby(night)
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        options = field(fake.message(message.id), "Options")
        assert "Turn timer: **3 minutes**" in options
        assert "Answer timer: **1 minute**" in options, "a third of the turn timer"
        picked = await fake.select(host, message, f"mn:o:{record.id}:turn_timer", [THREE_DAYS])
        await picked.answered()
        options = field(fake.message(message.id), "Options")
        assert "Time bank: **3 days, +12 hours a decision, at most 5 days**" in options
        assert "Answer timer: **4 hours**" in options
        refused = await fake.slash(guest, night.channel, "game clock", options={"answer": "1h"})
        assert (await refused.answered()).ephemeral, "only the host sets the clock"
        by_hand = await said(night, host, "game clock", bank="2d", increment="1h30m", cap="4d", answer="45m")
        assert "Time bank: **2 days, +1 hour 30 minutes a decision, at most 4 days**" in by_hand
        await night.idle()
        options = field(fake.message(message.id), "Options")
        assert "Answer timer: **45 minutes**" in options
        nonsense = await said(night, host, "game clock", turn="soon")
        assert "is not a length of time" in nonsense
        both = await said(night, host, "game clock", turn="3m", bank="1d")
        assert "Choose one clock" in both
        back = await said(night, host, "game clock", turn="2m")
        assert "Turn timer: **2 minutes**" in back
        assert "Answer timer: **40 seconds**" in back


async def test_the_lobby_says_how_long_such_a_game_takes(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        for n, minutes in enumerate((20, 30, 40, 50, 60)):
            await finished_game(night, channel=900 + n, players=1, seconds=minutes * 60)
        message = await lobby(night)
        options = field(message, "Options")
        assert "⌛ Such a game takes about 40 minutes (30 minutes–50 minutes), from 5 finished games here." in options


async def finished_game(night: Night, *, channel: int, players: int, seconds: int) -> None:
    """A finished game of this server, no timer, ``players`` seats, ``seconds`` long."""
    started = 1_700_000_000.0
    await night.execute(
        "INSERT INTO games (guild_id, channel_id, game, status, host_id, options, seed, turn_seconds, locale, "
        "created_at, started_at, finished_at, winners) VALUES (?, ?, 'mascarade', 'finished', 1, '{}', 1, 0, "
        "'en', ?, ?, ?, ?)",
        (night.guild.id, channel, started, started, started + seconds, json.dumps([1])),
    )
    for seat in range(players):
        await night.execute(
            "INSERT INTO seats (game_id, seat, user_id, name) "
            "VALUES ((SELECT MAX(id) FROM games WHERE channel_id = ?), ?, ?, 'p')",
            (channel, seat, 10 + seat),
        )


async def test_time_zone_quiet_hours_and_holidays_as_a_person_sets_them(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    async with night.bot():
        typed = await fake.autocomplete(ann, night.channel, "game away zone", {"zone": "berl"}, focused="zone")
        assert [c["value"] for c in (await typed.answered()).choices] == ["Europe/Berlin"]
        wrong = await said(night, ann, "game away zone", zone="Mars/Olympus")
        assert "is not a time zone" in wrong
        quiet = await said(night, ann, "game away quiet", start=22, end=7)
        assert "22:00–07:00" in quiet
        assert "these hours are UTC" in quiet, "said while no zone is set"
        await night.slash(ann, "game away zone", zone="Europe/Berlin")
        too_long = await said(night, ann, "game away quiet", start=18, end=12)
        assert "14 hours at most" in too_long
        away = await said(night, ann, "game away holiday", days=10)
        assert "4 holiday days are left this year" in away
        again = await said(night, ann, "game away holiday", days=10, start="2999-01-01")
        assert "14 days a year" not in again, "another year has its own allowance"
        over = await said(night, ann, "game away holiday", days=5)
        assert "already have a holiday then" in over
        mine = (await night.slash(ann, "settings me")).original
        assert mine is not None
        assert field(mine, "Time zone") == "Europe/Berlin"
        assert field(mine, "Quiet hours") == "22:00–07:00"
        assert field(mine, "Holiday days left this year") == "4"
        assert field(mine, "Holidays").count("from <t:") == 2
        back = await said(night, ann, "game away back")
        assert "Welcome back" in back


async def test_a_holiday_stops_the_clock_and_the_table_sees_it(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    host, cat, dan = night.users[0], night.users[2], night.users[3]
    async with night.bot() as bot:
        message = await lobby(night)
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        night.game_id = record.id
        await (await fake.select(host, message, f"mn:o:{record.id}:turn_timer", [THREE_DAYS])).answered()
        for user in (cat, dan):
            await night.slash(user, "game join")
        await night.slash(host, "game start", first=cat)
        await night.idle()
        before = (await bot.services.service.game(record.id)).deadline_at
        assert before is not None
        await night.slash(cat, "game away holiday", days=2)
        await night.idle()
        after = (await bot.services.service.game(record.id)).deadline_at
        assert after is not None
        assert after - before == pytest.approx(2 * DAY, abs=5), "the deadline moves past the holiday"
        # The turn message, redrawn with the next announcement, says who is away until when.
        await night.slash(night.mod, "mod extend", minutes=1)
        await night.idle()
        turn = next(m for m in reversed(fake.channel_messages(night.channel)) if "My panel" in str(m.components))
        assert "is away until <t:" in turn.content
        await night.pass_time(3 * DAY - 60)
        assert not any("ran out of time" in m.text for m in fake.channel_messages(night.channel))
        panel = await night.panel(cat)
        assert "Your time runs out" in panel.content
        await night.pass_time(2 * DAY + 180)  # the bank, the holiday and the minute added
        await fake.wait_for_message(night.channel, lambda m: "ran out of time" in m.text, timeout=2)
