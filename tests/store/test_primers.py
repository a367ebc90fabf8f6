"""Who is told a game's primer (``UserPrefsStore.first_seat``), on both databases: a person
who never finished a game of it, once; never again after that, even from another process;
never a person who finished one; forget-me forgets that they were told."""

from __future__ import annotations

import random

from bot.service.games import GameService
from bot.store.db import Database
from bot.store.games import GameStore
from bot.store.guilds import UserPrefsStore
from bot.store.stats import StatsStore
from tests.registry import RULES
from tests.store.playing import play_to_end, running_game

NOW = 1_700_000_000.0


async def test_told_once_per_person_and_game(db: Database) -> None:
    prefs = UserPrefsStore(db)
    assert await prefs.first_seat(5, "mascarade", NOW)
    assert not await prefs.first_seat(5, "mascarade", NOW + 1), "told once"
    assert await prefs.first_seat(5, "grimm", NOW), "another game is another primer"
    assert await prefs.first_seat(6, "mascarade", NOW), "another person is told too"


async def test_a_player_who_finished_a_game_of_it_is_not_told(db: Database) -> None:
    service = GameService(GameStore(db), RULES)
    finished = await running_game(service, 2, users=(11, 12))
    await play_to_end(service, finished, random.Random(4))
    unfinished = await running_game(service, 3, channel_id=20, game="grimm", users=(11, 13, 14))
    assert unfinished
    prefs = UserPrefsStore(db)
    assert not await prefs.first_seat(11, "mascarade", NOW), "finished a Mascarade"
    assert not await prefs.first_seat(12, "mascarade", NOW)
    assert await prefs.first_seat(11, "grimm", NOW), "a Grimm game still running is not finished"


async def test_forget_me_forgets_the_primers_told(db: Database) -> None:
    prefs = UserPrefsStore(db)
    assert await prefs.first_seat(7, "suspicion", NOW)
    await StatsStore(db).forget(7)
    assert await db.fetchall("SELECT * FROM primers WHERE user_id = 7") == []
    assert await prefs.first_seat(7, "suspicion", NOW)
