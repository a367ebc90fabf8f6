"""Finished games as history and statistics; forgetting a user."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.core.skill import Skill
from bot.core.time_control import TimeControl
from bot.store.db import Database
from bot.store.ratings import BOT_WIDE
from bot.store.records import LIVE, GameStatus

__all__ = [
    "USER_DETAIL_ACTIONS",
    "GameSummary",
    "LeaderRow",
    "PlayerStats",
    "RatingChange",
    "StatsStore",
    "durations",
]

#: Moderator actions whose audit detail is the id of the user acted on: /mod log mentions
#: them, forget-me clears them.
USER_DETAIL_ACTIONS = ("remove", "host", "replace")


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A player's finished games of one kind: played, won, and their rating if any game of
    them was rated (a game without a winner rates nobody), with the rated games behind it."""

    game: str
    played: int
    wins: int
    rating: Skill | None
    rated: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.played if self.played else 0.0


@dataclass(frozen=True, slots=True)
class RatingChange:
    """How one rated game moved a player's rating."""

    game_id: int
    game: str
    finished_at: float
    before: Skill
    after: Skill


@dataclass(frozen=True, slots=True)
class GameSummary:
    id: int
    game: str
    players: int
    winners: tuple[int, ...]
    started_at: float | None
    finished_at: float | None
    end_reason: str | None


@dataclass(frozen=True, slots=True)
class LeaderRow:
    user_id: int
    name: str
    game: str
    rating: Skill
    played: int  # rated games


class StatsStore:
    """Reads for /stats and /leaderboard, per server (``everywhere=False``) or bot-wide."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def player(
        self, guild_id: int, user_id: int, game: str | None = None, *, everywhere: bool = False
    ) -> list[PlayerStats]:
        won = self.db.dialect.json_contains("g.winners", "s.user_id")
        sql = (
            f"SELECT g.game, COUNT(*), SUM(CASE WHEN {won} THEN 1 ELSE 0 END) "
            "FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE g.status = ? AND s.user_id = ? AND s.removed = 0"
        )
        params: list[object] = [GameStatus.FINISHED, user_id]
        if not everywhere:
            sql += " AND g.guild_id = ?"
            params.append(guild_id)
        if game:
            sql += " AND g.game = ?"
            params.append(game)
        rows = await self.db.fetchall(sql + " GROUP BY g.game ORDER BY g.game", params)
        ratings = {
            r[0]: (Skill(r[1], r[2]), r[3])
            for r in await self.db.fetchall(
                "SELECT game, mu, sigma, played FROM ratings WHERE guild_id = ? AND user_id = ?",
                (_scope(guild_id, everywhere), user_id),
            )
        }
        return [PlayerStats(r[0], r[1], r[2] or 0, *ratings.get(r[0], (None, 0))) for r in rows]

    async def rating_history(
        self, guild_id: int, user_id: int, game: str | None = None, *, everywhere: bool = False, limit: int = 5
    ) -> list[RatingChange]:
        """The player's last ``limit`` rating changes, newest first."""
        sql = (
            "SELECT c.game_id, g.game, g.finished_at, c.mu_before, c.sigma_before, c.mu, c.sigma "
            "FROM rating_changes c JOIN games g ON g.id = c.game_id WHERE c.user_id = ? AND c.guild_id = ?"
        )
        params: list[object] = [user_id, _scope(guild_id, everywhere)]
        if game:
            sql += " AND g.game = ?"
            params.append(game)
        rows = await self.db.fetchall(sql + " ORDER BY g.finished_at DESC, c.game_id DESC LIMIT ?", [*params, limit])
        return [RatingChange(r[0], r[1], r[2], Skill(r[3], r[4]), Skill(r[5], r[6])) for r in rows]

    async def leaderboard(
        self, guild_id: int, game: str | None, *, everywhere: bool, min_games: int, offset: int, limit: int
    ) -> list[LeaderRow]:
        """Ratings with at least ``min_games`` rated games, best shown rating (μ − 3σ) first:
        one row per player and game. Bot-wide, only this server's players are listed — a
        server's leaderboard names nobody who never played there."""
        # The name a player last had at this server's tables.
        name = (
            "(SELECT s.name FROM seats s JOIN games g ON g.id = s.game_id "
            "WHERE s.user_id = r.user_id AND g.guild_id = ? ORDER BY s.game_id DESC LIMIT 1)"
        )
        sql = (
            f"SELECT r.user_id, {name}, r.game, r.mu, r.sigma, r.played FROM ratings r "
            "WHERE r.guild_id = ? AND r.played >= ?"
        )
        params: list[object] = [guild_id, _scope(guild_id, everywhere), min_games]
        if everywhere:
            sql += " AND EXISTS (SELECT 1 FROM ratings here WHERE here.guild_id = ? AND here.user_id = r.user_id)"
            params.append(guild_id)
        if game:
            sql += " AND r.game = ?"
            params.append(game)
        sql += " ORDER BY r.mu - 3 * r.sigma DESC, r.played DESC, r.user_id, r.game LIMIT ? OFFSET ?"
        rows = await self.db.fetchall(sql, [*params, limit, offset])
        return [LeaderRow(r[0], r[1] or "—", r[2], Skill(r[3], r[4]), r[5]) for r in rows]

    async def history(self, guild_id: int, limit: int = 10) -> list[GameSummary]:
        rows = await self.db.fetchall(
            "SELECT g.id, g.game, (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id), g.winners, "
            "g.started_at, g.finished_at, g.end_reason FROM games g "
            "WHERE g.guild_id = ? AND g.status = ? ORDER BY g.finished_at DESC LIMIT ?",
            (guild_id, GameStatus.FINISHED, limit),
        )
        return [GameSummary(r[0], r[1], r[2], tuple(json.loads(r[3] or "[]")), r[4], r[5], r[6]) for r in rows]

    async def forget(self, user_id: int) -> int:
        """Delete a user's statistics, ratings and progress in the tutorials, and replace their
        name in stored logs. Their seats stay (a game's log needs every seat) but no longer
        point at them."""
        async with self.db.transaction() as tx:
            # Live games keep the seat (the player is still playing); finished ones forget.
            seats = await tx.fetchall(
                "SELECT game_id, seat FROM seats WHERE user_id = ? AND game_id IN "
                "(SELECT id FROM games WHERE status IN (?, ?))",
                (user_id, GameStatus.FINISHED, GameStatus.CANCELLED),
            )
            for game_id, seat in seats:
                # A negative id per seat keeps (game_id, user_id) unique and matches nobody.
                await tx.execute(
                    "UPDATE seats SET user_id = ?, name = ? WHERE game_id = ? AND seat = ?",
                    (-1 - seat, "—", game_id, seat),
                )
                without = self.db.dialect.json_without("winners", "?")
                await tx.execute(
                    f"UPDATE games SET winners = {without} WHERE id = ? AND winners IS NOT NULL", (user_id, game_id)
                )
            await tx.execute(
                "UPDATE games SET host_id = 0 WHERE host_id = ? AND status NOT IN (?, ?, ?)",
                (user_id, *LIVE),
            )
            await tx.execute("DELETE FROM user_prefs WHERE user_id = ?", (user_id,))
            # Game nights: who opened one is kept only to let them close it; their votes go.
            await tx.execute("UPDATE game_nights SET opened_by = 0 WHERE opened_by = ?", (user_id,))
            await tx.execute("DELETE FROM night_votes WHERE user_id = ?", (user_id,))
            await tx.execute("DELETE FROM tutorials WHERE user_id = ?", (user_id,))
            await tx.execute("DELETE FROM primers WHERE user_id = ?", (user_id,))
            await tx.execute("DELETE FROM holidays WHERE user_id = ?", (user_id,))
            # Their ratings and how each game changed them; the others' ratings stay as
            # they are (a rating is not recomputed without them).
            await tx.execute("DELETE FROM ratings WHERE user_id = ?", (user_id,))
            await tx.execute("DELETE FROM rating_changes WHERE user_id = ?", (user_id,))
            await tx.execute("UPDATE mod_actions SET moderator_id = 0 WHERE moderator_id = ?", (user_id,))
            # The target of a removal, a host change or a replacement is named in the entry's detail.
            await tx.execute(
                f"UPDATE mod_actions SET detail = '' WHERE action IN ({', '.join('?' * len(USER_DETAIL_ACTIONS))}) "
                "AND detail = ?",
                (*USER_DETAIL_ACTIONS, str(user_id)),
            )
        return len(seats)


async def durations(
    db: Database, game: str, players: int, control: TimeControl, guild_id: int | None, limit: int
) -> list[float]:
    """How long the latest ``limit`` games of ``game`` played to their end lasted, in
    seconds, at tables of ``players`` seats with the same clock (its timer, or its bank; the
    answer timer aside): in one server, or in all (``guild_id`` None). Games a moderator
    ended are left out."""
    bank = control.bank
    sql = (
        "SELECT g.finished_at - g.started_at FROM games g WHERE g.status = ? AND g.game = ? "
        "AND g.end_reason IS NULL AND g.started_at IS NOT NULL AND g.turn_seconds = ? "
        "AND COALESCE(g.bank_initial, -1) = ? AND COALESCE(g.bank_increment, -1) = ? AND COALESCE(g.bank_cap, -1) = ? "
        "AND (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id) = ?"
    )
    params: list[object] = [
        GameStatus.FINISHED,
        game,
        control.turn_seconds,
        *((bank.initial, bank.increment, bank.cap) if bank is not None else (-1, -1, -1)),
        players,
    ]
    if guild_id is not None:
        sql += " AND g.guild_id = ?"
        params.append(guild_id)
    rows = await db.fetchall(sql + " ORDER BY g.finished_at DESC LIMIT ?", [*params, limit])
    return [float(r[0]) for r in rows]


def _scope(guild_id: int, everywhere: bool) -> int:
    return BOT_WIDE if everywhere else guild_id
