"""Computer players through the real bot and the fake Discord: a practice table for each
game that has computer players (the fourth game too, registered as a deployment adds one), a
lobby with added computer players, a player replaced mid-game in each such game (Grimm no
longer ends) — every one played to its end; a kill -9 during a computer turn resumes the
same move."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.boot.registry import EXTRA_GAMES_ENV
from bot.engine.core import Event
from bot.service.commit import decode_text
from bot.store.records import GameStatus
from tests.e2e.fakediscord import FakeDiscord, User
from tests.e2e.fakediscord.model import walk_components
from tests.e2e.harness import Night, kill, make_night
from tests.registry import EXTRA_GAMES, PLAYERS, RULES, computer_move

pytestmark = pytest.mark.e2e

GAMES = sorted(PLAYERS)


@pytest.fixture(autouse=True)
def _every_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The in-process bot offers every game the tests play, the fourth one included."""
    monkeypatch.setenv(EXTRA_GAMES_ENV, EXTRA_GAMES)


def seats(game: str, wanted: int) -> int:
    """``wanted`` players, or as many as a smaller game seats."""
    rules = RULES[game]
    return min(wanted, rules.player_range(rules.options_model())[1])


MAX_STEPS = 3000
IDLE_POLLS = 3000  # a minute of polls for the computers' moves (a loaded machine)


async def computers_idle(night: Night, bot: MasqueradeBot) -> None:
    """Wait until no computer seat is waiting for its move, then for the announcements."""
    services = bot.services
    for _ in range(IDLE_POLLS):
        record = await services.service.game(night.game_id)
        if not services.computers.waiting(record):
            await night.idle()
            return
        await asyncio.sleep(0.02)
    raise AssertionError("a computer seat never moved")


async def play_out(night: Night, bot: MasqueradeBot, people: list[User], rng: random.Random) -> None:
    """People act at random through their panels, computers by themselves, to the end."""
    for _ in range(MAX_STEPS):
        await computers_idle(night, bot)
        record = await bot.services.service.game(night.game_id)
        if record.status == GameStatus.FINISHED:
            await night.idle()
            assert night.summary() is not None
            return
        acted = False
        for user in people:
            acted = await night.random_turn(user, rng) or acted
        assert acted or bot.services.computers.waiting(await bot.services.service.game(night.game_id))
    raise AssertionError("the game did not end")


def fast(night: Night) -> Night:
    night.settings_overrides["computer_delay_seconds"] = 0
    return night


@pytest.mark.every_game
@pytest.mark.parametrize("game", GAMES)
async def test_practice_table_plays_to_the_end(fake: FakeDiscord, tmp_path: Path, game: str) -> None:
    night = fast(await make_night(fake, tmp_path))
    async with night.bot() as bot:
        players = seats(game, 4)
        ix = await night.slash(night.users[0], "game practice", game=game, players=players, level="casual")
        assert ix.original is not None
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        night.game_id = record.id
        assert sum(1 for s in record.seats if s.computer == "casual") == players - 1
        assert all(s.name.startswith("🤖") for s in record.seats if s.computer)
        await play_out(night, bot, night.users[:1], random.Random(game))
    # A computer is named, never mentioned: its id is nobody's (the fake refuses it in
    # allowed_mentions as Discord does, so no turn message was dropped for it either): turn
    # messages name computers by their 🤖 name.
    public = [text for m in fake.channel_messages(night.channel) for text in m.texts()]
    assert not [text for text in public if "<@-" in text]
    assert any("🤖" in m.content for m in fake.channel_messages(night.channel))
    # Nobody can press a computer's quick button: none was ever drawn.
    computers = {str(s.seat) for s in record.seats if s.computer}
    quick_seats = {
        str(c["custom_id"]).split(":")[4]
        for m in fake.channel_messages(night.channel)
        for version in m.history
        for c in walk_components(version.components)
        if str(c.get("custom_id", "")).startswith("mn:q:")
    }
    assert not quick_seats & computers


async def test_lobby_with_added_computer_players_plays_to_the_end(fake: FakeDiscord, tmp_path: Path) -> None:
    night = fast(await make_night(fake, tmp_path))
    host = night.users[0]
    async with night.bot() as bot:
        ix = await night.slash(host, "game new", game="suspicion")
        lobby = ix.original
        assert lobby is not None
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        night.game_id = record.id
        menu = await fake.click(host, lobby, f"mn:r:{record.id}:menu")
        await menu.answered()
        assert menu.original is not None
        for level in ("casual", "sharp"):
            added = await fake.click(host, menu.original, f"mn:r:{record.id}:{level}")
            await added.answered()
        await night.idle()
        record = await bot.services.service.game(record.id)
        assert [s.computer for s in record.seats] == [None, "casual", "sharp"]
        names = [s.name for s in record.seats if s.computer]

        def listed() -> bool:
            shown = json.dumps(fake.message(lobby.id).embeds, ensure_ascii=False)
            return all(name in shown for name in names)

        assert await fake.wait_for(listed), "the lobby lists them, with 🤖"
        start = await night.slash(host, "game start")
        assert start.original is not None
        await play_out(night, bot, [host], random.Random(5))


@pytest.mark.every_game
@pytest.mark.parametrize("game", GAMES)
async def test_a_replaced_player_continues_as_a_computer(fake: FakeDiscord, tmp_path: Path, game: str) -> None:
    night = fast(await make_night(fake, tmp_path))
    players = seats(game, 3)
    async with night.bot() as bot:
        await night.open_game(game, players)
        rng = random.Random(game)
        # One move (a short game may be over within a round), then a seat due now leaves.
        for user in night.users[:players]:
            if await night.random_turn(user, rng):
                break
        await night.idle()
        record = await bot.services.service.game(night.game_id)
        service = bot.services.service
        due = {d.seat for d in service.rules(record).pending(service.state(record))}
        gone = next(user for user in night.users[:players] if (s := record.seat_of(user.id)) and s.seat in due)
        ix = await fake.slash(night.mod, night.channel, "mod replace", options={"player": gone, "level": "casual"})
        await ix.answered()
        record = await bot.services.service.game(night.game_id)
        assert record.status == GameStatus.RUNNING, "the game goes on"
        assert record.seat_of(gone.id) is None
        assert [s.computer for s in record.seats].count("casual") == 1
        await play_out(night, bot, [u for u in night.users[:players] if u is not gone], rng)
        record = await bot.services.service.game(night.game_id)
        assert record.status == GameStatus.FINISHED
        assert record.end_reason is None, "ended by its rules, not by a removal"


async def test_a_replaced_players_open_panel_is_no_longer_followed(fake: FakeDiscord, tmp_path: Path) -> None:
    night = fast(await make_night(fake, tmp_path))
    async with night.bot() as bot:
        await night.open_game("mascarade", 3)
        gone = night.users[1]
        record = await bot.services.service.game(night.game_id)
        seat = record.seat_of(gone.id)
        assert seat is not None
        panel = await night.panel(gone)
        assert bot.services.panels.followed(night.game_id, seat.seat)
        shown = len(panel.history)
        ix = await fake.slash(night.mod, night.channel, "mod replace", options={"player": gone, "level": "casual"})
        await ix.answered()
        await night.idle()
        # The seat is the computer's now: its secrets must not reach the old player's panel.
        assert not bot.services.panels.followed(night.game_id, seat.seat)
        rng = random.Random(7)
        for _ in range(6):
            await computers_idle(night, bot)
            for user in (night.users[0], night.users[2]):
                await night.random_turn(user, rng)
        await computers_idle(night, bot)
        assert len(panel.history) == shown, "the replaced player's panel was never edited"


async def test_kill_during_a_computer_turn_resumes_the_same_move(fake: FakeDiscord, tmp_path: Path) -> None:
    """The bot is killed while a computer seat waits out its delay; after the restart the
    seat makes the move its level makes from that seat's knowledge at that version."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(11)
    async with night.bot_process({"COMPUTER_DELAY_SECONDS": "60"}) as process:
        await night.slash(night.users[0], "game practice", game="mascarade", players=4, level="casual")
        await fake.settle()
        await night.random_turn(night.users[0], rng)  # if the person plays first: now a computer must
        await fake.settle()
        await kill(process)
    # The restarted bot's computer waits until the test has read the game as the restart
    # found it, then lets the delay pass on the bot's clock.
    night.settings_overrides["computer_delay_seconds"] = 60.0
    async with night.bot() as bot:
        services = bot.services
        record = await services.store.live_in_channel(night.channel.id)
        assert record is not None
        night.game_id = record.id
        rules = services.service.rules(record)
        waiting = services.computers.waiting(record)
        assert waiting, "a computer seat was in the middle of its turn"
        seat = waiting[0]
        state = services.service.state(record)
        history = [
            Event(text=decode_text(e.payload), to=e.audience) for e in await services.store.all_events(record.id)
        ]
        expected = computer_move(rules, "casual", state, seat.seat, history)
        for _ in range(IDLE_POLLS):
            if (await services.service.game(record.id)).version > record.version:
                break
            night.clock.advance(60.0)  # the delay passes, once the computer has begun it
            await asyncio.sleep(0.02)
        actions = await services.store.actions(record.id)
        assert len(actions) > record.version, "the computer turn was resumed after the restart"
        moved_seat, _, action = actions[record.version]
        assert moved_seat == seat.seat
        assert rules.parse_action(json.loads(action)) == expected, "the same move as before the kill"
    # The rest of the table without the pause, which was there to read the game first.
    async with fast(night).bot() as bot:
        await play_out(night, bot, night.users[:1], rng)


async def test_the_only_person_at_a_practice_table_may_leave_it(fake: FakeDiscord, tmp_path: Path) -> None:
    """/game leave ends a table of computer players for its one person (nobody would be left
    to play against them); at a table with other people it says what may be done instead."""
    night = fast(await make_night(fake, tmp_path))
    night.settings_overrides["computer_delay_seconds"] = 60  # the computers stay put meanwhile
    async with night.bot() as bot:
        await night.slash(night.users[0], "game practice", game="mascarade", players=4, level="casual")
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        left = await night.slash(night.users[0], "game leave")
        assert left.original is not None
        assert left.original.ephemeral
        assert "the game is over" in left.original.content
        await night.idle()
        record = await bot.services.service.game(record.id)
        assert record.status == "finished"
        assert any("left the table of computer players" in m.content for m in fake.channel_messages(night.channel))
        await night.open_game("mascarade", 4)
        refused = await night.slash(night.users[1], "game leave")
        assert refused.original is not None
        assert "/игра заменить" in refused.original.content, "bob reads Russian: the command as his client names it"
        assert (await bot.services.service.game(night.game_id)).status == "running"
