"""Finished games as history and statistics; forgetting a user."""

from __future__ import annotations

import json
from dataclasses import dataclass

from bot.store.db import Database
from bot.store.records import LIVE, GameStatus

__all__ = ["USER_DETAIL_ACTIONS", "GameSummary", "PlayerStats", "StatsStore"]

#: Moderator actions whose audit detail is the id of the user acted on: /mod log mentions
#: them, forget-me clears them.
USER_DETAIL_ACTIONS = ("remove", "host", "replace")


@dataclass(frozen=True, slots=True)
class PlayerStats:
    game: str
    played: int
    wins: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.played if self.played else 0.0


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
    played: int
    wins: int


class StatsStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def player(self, guild_id: int, user_id: int, game: str | None = None) -> list[PlayerStats]:
        won = self.db.dialect.json_contains("g.winners", "s.user_id")
        sql = (
            f"SELECT g.game, COUNT(*), SUM(CASE WHEN {won} THEN 1 ELSE 0 END) "
            "FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE g.status = ? AND g.guild_id = ? AND s.user_id = ? AND s.removed = 0"
        )
        params: list[object] = [GameStatus.FINISHED, guild_id, user_id]
        if game:
            sql += " AND g.game = ?"
            params.append(game)
        rows = await self.db.fetchall(sql + " GROUP BY g.game ORDER BY g.game", params)
        return [PlayerStats(r[0], r[1], r[2] or 0) for r in rows]

    async def leaderboard(
        self, guild_id: int, game: str | None, *, min_games: int, offset: int, limit: int
    ) -> list[LeaderRow]:
        won = self.db.dialect.json_contains("g.winners", "s.user_id")
        sql = (
            "SELECT user_id, name, played, wins FROM (SELECT s.user_id AS user_id, MAX(s.name) AS name, "
            f"COUNT(*) AS played, SUM(CASE WHEN {won} THEN 1 ELSE 0 END) AS wins "
            "FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE g.status = ? AND g.guild_id = ? AND s.removed = 0 AND s.user_id > 0"
        )
        params: list[object] = [GameStatus.FINISHED, guild_id]
        if game:
            sql += " AND g.game = ?"
            params.append(game)
        # A subquery, so the ranking may use the totals' names (PostgreSQL allows that only
        # in a plain ORDER BY, not inside expressions or HAVING).
        sql += " GROUP BY s.user_id) AS totals WHERE played >= ? ORDER BY wins DESC, "
        sql += "CAST(wins AS DOUBLE PRECISION) / played DESC, played DESC, user_id LIMIT ? OFFSET ?"
        params += [min_games, limit, offset]
        rows = await self.db.fetchall(sql, params)
        return [LeaderRow(r[0], r[1], r[2], r[3] or 0) for r in rows]

    async def history(self, guild_id: int, limit: int = 10) -> list[GameSummary]:
        rows = await self.db.fetchall(
            "SELECT g.id, g.game, (SELECT COUNT(*) FROM seats s WHERE s.game_id = g.id), g.winners, "
            "g.started_at, g.finished_at, g.end_reason FROM games g "
            "WHERE g.guild_id = ? AND g.status = ? ORDER BY g.finished_at DESC LIMIT ?",
            (guild_id, GameStatus.FINISHED, limit),
        )
        return [GameSummary(r[0], r[1], r[2], tuple(json.loads(r[3] or "[]")), r[4], r[5], r[6]) for r in rows]

    async def forget(self, user_id: int) -> int:
        """Delete a user's statistics and ratings and replace their name in stored logs. Their seats
        stay (a game's log needs every seat) but no longer point at them."""
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
