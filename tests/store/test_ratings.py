"""Ratings on each store: a game rated when it finishes, once; per server and bot-wide; the
games finished before ratings existed rated at start-up, in finish order, to the same
ratings as rating them live, and resumed after a kill; forgetting a player."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from bot.boot.registry import load_games
from bot.core.errors import UserError
from bot.core.skill import NEW, REFERENCE, Entrant, rate
from bot.service.games import GameService
from bot.store.db import Database, Transaction, open_database
from bot.store.games import GameStore
from bot.store.ratings import BOT_WIDE, RatingStore
from bot.store.records import NewLobby
from bot.store.stats import StatsStore
from tests.store.finished import (
    Finished,
    changes_of,
    insert_finished,
    open_before_ratings,
    random_finished,
    ratings_of,
)
from tests.store.playing import play_to_end, running_game


async def test_a_game_is_rated_when_it_finishes_in_its_server_and_bot_wide_and_only_once(db: Database) -> None:
    service = GameService(GameStore(db), load_games())
    game_id = await running_game(service, 4, guild_id=5)
    await play_to_end(service, game_id, random.Random(1))
    await service.ratings_settled()
    record = await service.game(game_id)
    assert record.status == "finished"
    winners = {int(w) for w in json.loads(record.winners or "[]")}
    assert winners, "a Mascarade played to its end has a winner"

    expected = rate([Entrant(NEW, s.user_id in winners, kept=True) for s in record.seats])
    ratings = await ratings_of(db)
    for seat, after in zip(record.seats, expected, strict=True):
        for scope in (5, BOT_WIDE):
            assert ratings[(scope, "mascarade", seat.user_id)] == (after.mu, after.sigma, 1)
    assert len(ratings) == 8
    assert len(await changes_of(db)) == 8
    assert (await db.fetchall("SELECT rated FROM games WHERE id = ?", (game_id,)))[0][0] == 1

    assert await service.ratings.rate_pending() == 0, "nothing is rated twice"
    assert await ratings_of(db) == ratings


class _HeldRatings(RatingStore):
    """Rating waits until the test lets it go: the ratings' writes stand for any slow work
    after a game's end."""

    def __init__(self, db: Database) -> None:
        super().__init__(db)
        self.go = asyncio.Event()

    async def rate_pending(self) -> int:
        await self.go.wait()
        return await super().rate_pending()


async def test_the_last_move_is_answered_before_its_game_is_rated(db: Database) -> None:
    """Rating decides nothing the last move's player is told: it runs after the answer, and
    a read of ratings waits for the ratings under way."""
    service = GameService(GameStore(db), load_games())
    service.ratings = held = _HeldRatings(db)
    game_id = await running_game(service, 4)
    await asyncio.wait_for(play_to_end(service, game_id, random.Random(1)), timeout=30)
    assert (await service.game(game_id)).status == "finished"
    assert await ratings_of(db) == {}, "the move was answered while its rating waited"

    settled = asyncio.ensure_future(service.ratings_settled())
    await asyncio.sleep(0.05)
    assert not settled.done(), "a read of ratings waits for the one under way"
    held.go.set()
    await asyncio.wait_for(settled, timeout=10)
    assert len(await ratings_of(db)) == 8


class _BrokenRatings(RatingStore):
    """Rating fails (the process dies, the disk is full) right after the game's end is stored."""

    async def rate_pending(self) -> int:
        raise OSError("no space left on device")


async def test_a_game_whose_rating_failed_ends_all_the_same_and_is_rated_at_the_next_start(
    db: Database, caplog: pytest.LogCaptureFixture
) -> None:
    service = GameService(GameStore(db), load_games())
    service.ratings = _BrokenRatings(db)
    game_id = await running_game(service, 3)
    await play_to_end(service, game_id, random.Random(2))
    await service.ratings_settled()
    assert (await service.game(game_id)).status == "finished", "the last move stands"
    assert "could not be rated now" in caplog.text
    assert await ratings_of(db) == {}
    assert await RatingStore(db).rate_pending() == 1, "the next start rates it"
    assert len(await ratings_of(db)) == 6


async def test_a_servers_ratings_count_its_games_and_the_bot_wide_ones_every_server(db: Database) -> None:
    for game in (
        Finished(1, guild_id=7, seats=((1, None), (2, None)), winners=(1,), finished_at=10.0),
        Finished(2, guild_id=8, seats=((1, None), (3, None)), winners=(3,), finished_at=20.0),
    ):
        await insert_finished(db, game)
    assert await RatingStore(db).rate_pending() == 2
    ratings = await ratings_of(db)
    assert {key: played for key, (_, _, played) in ratings.items()} == {
        (7, "mascarade", 1): 1,
        (7, "mascarade", 2): 1,
        (8, "mascarade", 1): 1,
        (8, "mascarade", 3): 1,
        (BOT_WIDE, "mascarade", 1): 2,
        (BOT_WIDE, "mascarade", 2): 1,
        (BOT_WIDE, "mascarade", 3): 1,
    }
    # In server 8, player 1 lost their first game there; bot-wide, after a win elsewhere.
    first_loss = rate([Entrant(NEW, False, True), Entrant(NEW, True, True)])[0]
    assert ratings[(8, "mascarade", 1)][:2] == (first_loss.mu, first_loss.sigma)
    assert ratings[(BOT_WIDE, "mascarade", 1)][0] > first_loss.mu


async def test_computers_are_reference_points_and_removed_or_winnerless_seats_move_nobody(db: Database) -> None:
    games = [
        # A practice table: one person against a sharp and a casual computer.
        Finished(1, guild_id=7, seats=((1, None), (-1000, "sharp"), (-1001, "casual")), winners=(1,), finished_at=1.0),
        # Ended by a moderator: no winner.
        Finished(2, guild_id=7, seats=((1, None), (2, None)), winners=(), finished_at=2.0),
        # Player 3 was removed from the game: not rated in it.
        Finished(
            3,
            guild_id=7,
            seats=((1, None), (2, None), (3, None)),
            winners=(2,),
            finished_at=3.0,
            removed=frozenset({3}),
        ),
    ]
    for game in games:
        await insert_finished(db, game)
    assert await RatingStore(db).rate_pending() == 3
    ratings = await ratings_of(db)
    assert {user for _, _, user in ratings} == {1, 2}, "no rating for a computer, a winnerless game, a removed seat"
    practice = rate(
        [
            Entrant(NEW, True, True),
            Entrant(REFERENCE["sharp"], False, False),
            Entrant(REFERENCE["casual"], False, False),
        ]
    )[0]
    after_three = rate([Entrant(practice, False, True), Entrant(NEW, True, True)])
    assert ratings[(7, "mascarade", 1)] == (after_three[0].mu, after_three[0].sigma, 2)
    assert ratings[(7, "mascarade", 2)] == (after_three[1].mu, after_three[1].sigma, 1)
    rated = await db.fetchall("SELECT COUNT(*) FROM games WHERE rated = 1")
    assert rated[0][0] == 3, "the winnerless game is marked too, so it is never looked at again"


async def test_games_finished_before_ratings_are_rated_in_finish_order_as_if_live(
    store_location: Path | str, tmp_path: Path
) -> None:
    """The start-up step over an upgraded database gives the ratings that rating each game
    as it finished gives (finish order, not id order)."""
    games = random_finished(60, random.Random(7))
    old = await open_before_ratings(store_location, tmp_path / "before-ratings")
    for game in games:
        await insert_finished(old, game)
    await old.close()
    upgraded = await open_database(store_location)
    try:
        assert await RatingStore(upgraded).rate_pending() == 60
        backfilled, backfilled_changes = await ratings_of(upgraded), await changes_of(upgraded)
        await upgraded.execute("DELETE FROM rating_changes")
        await upgraded.execute("DELETE FROM ratings")
        await upgraded.execute("DELETE FROM seats")
        await upgraded.execute("DELETE FROM games")
        live = RatingStore(upgraded)
        for game in sorted(games, key=lambda g: g.finished_at):
            await insert_finished(upgraded, game)
            assert await live.rate_pending() == 1
        assert await ratings_of(upgraded) == backfilled
        assert await changes_of(upgraded) == backfilled_changes
    finally:
        await upgraded.close()


class _KilledError(Exception):
    pass


class _KilledAfter(RatingStore):
    """A rater whose process dies in the middle of its ``n``-th game's transaction."""

    def __init__(self, db: Database, n: int) -> None:
        super().__init__(db)
        self.left = n

    async def _rate(self, tx: Transaction, game_id: int, guild_id: int, game: str, winners: list[int]) -> None:
        await super()._rate(tx, game_id, guild_id, game, winners)
        self.left -= 1
        if not self.left:
            raise _KilledError


async def test_a_back_fill_killed_midway_resumes_where_it_stopped(db: Database) -> None:
    games = random_finished(30, random.Random(11))
    for game in games:
        await insert_finished(db, game)
    with pytest.raises(_KilledError):
        await _KilledAfter(db, 12).rate_pending()
    assert (await db.fetchall("SELECT COUNT(*) FROM games WHERE rated = 1"))[0][0] == 11, "the 12th rolled back"
    assert await RatingStore(db).rate_pending() == 19
    resumed = await ratings_of(db)

    await db.execute("DELETE FROM rating_changes")
    await db.execute("DELETE FROM ratings")
    await db.execute("UPDATE games SET rated = 0")
    assert await RatingStore(db).rate_pending() == 30
    assert await ratings_of(db) == resumed


async def test_two_raters_at_once_rate_each_game_once_as_one_would(db: Database) -> None:
    """Two processes sharing a database rate at the same time: every game once, and the
    same ratings as one rater in finish order."""
    games = random_finished(40, random.Random(13))
    for game in games:
        await insert_finished(db, game)
    counts = await asyncio.gather(RatingStore(db).rate_pending(), RatingStore(db).rate_pending())
    assert sum(counts) == 40
    together = await ratings_of(db)
    changes = await changes_of(db)
    await db.execute("DELETE FROM rating_changes")
    await db.execute("DELETE FROM ratings")
    await db.execute("UPDATE games SET rated = 0")
    assert await RatingStore(db).rate_pending() == 40
    assert await ratings_of(db) == together
    assert await changes_of(db) == changes


async def test_forgetting_a_player_deletes_their_ratings_and_history(db: Database) -> None:
    for game in (
        Finished(1, guild_id=7, seats=((1, None), (2, None)), winners=(1,), finished_at=1.0),
        Finished(2, guild_id=8, seats=((1, None), (2, None)), winners=(2,), finished_at=2.0),
    ):
        await insert_finished(db, game)
    await RatingStore(db).rate_pending()
    await StatsStore(db).forget(1)
    ratings = await ratings_of(db)
    assert {user for _, _, user in ratings} == {2}
    assert {change[2] for change in await changes_of(db)} == {2}
    assert ratings[(BOT_WIDE, "mascarade", 2)][2] == 2, "the other player's ratings stay"


async def test_a_game_whose_table_allowed_hints_is_marked_rated_and_moves_nobody(db: Database) -> None:
    """A player who may follow a sharp computer's advice shows nothing of their own skill: the
    host's /game hints (and a practice or tutorial table with hints) keeps the game out of the
    ratings; the same table without hints is rated."""
    service = GameService(GameStore(db), load_games())
    record = await service.new_lobby(
        NewLobby(guild_id=5, channel_id=10, host_id=1, host_name="ann", game="mascarade", locale="en", turn_seconds=0)
    )
    for user in (2, 3, 4):
        await service.join(record.id, user, f"p{user}")
    with pytest.raises(UserError) as refused:
        await service.set_hints(record.id, 2, False, True)
    assert refused.value.reason.key == "error-host-only"
    assert (await service.set_hints(record.id, 1, False, True)).hints
    await service.start(record.id, 1, False)
    with pytest.raises(UserError) as late:
        await service.set_hints(record.id, 1, False, False)
    assert late.value.reason.key == "error-already-started", "a rated game cannot turn into an unrated one"
    await play_to_end(service, record.id, random.Random(1))
    await service.ratings_settled()
    assert (await service.game(record.id)).winners not in (None, "[]"), "a game with a winner: rated but for hints"
    assert await ratings_of(db) == {}
    assert await changes_of(db) == set()
    assert (await db.fetchall("SELECT rated FROM games WHERE id = ?", (record.id,)))[0][0] == 1, "never looked at again"

    plain = await running_game(service, 4, guild_id=5, channel_id=11)
    await play_to_end(service, plain, random.Random(1))
    await service.ratings_settled()
    assert {played for _, _, played in (await ratings_of(db)).values()} == {1}, "only the game without hints"
    assert {change[0] for change in await changes_of(db)} == {plain}
