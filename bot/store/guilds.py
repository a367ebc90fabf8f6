"""Per-server settings with declared defaults, stored as JSON."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from bot.store.db import Database
from bot.store.records import GameStatus

__all__ = ["GuildSettings", "GuildSettingsStore", "UserPrefsStore"]


class GuildSettings(BaseModel):
    """A server's settings; every field has a default so an empty row is valid."""

    model_config = ConfigDict(frozen=True)

    game_channels: tuple[int, ...] = ()  # channel or category ids; empty = anywhere the bot can post
    # Channel or category ids where /game new opens each table in a thread of its own.
    thread_channels: tuple[int, ...] = ()
    moderator_role_id: int | None = None
    turn_seconds: int | None = Field(default=None, ge=0, le=7 * 24 * 3600)  # None = the bot's default
    locale: str | None = None  # public language; None = the server's Discord locale
    lobby_expiry_minutes: int = Field(default=30, ge=1, le=7 * 24 * 60)
    dm_reminders: bool = False  # may players opt in to DM turn reminders?
    pictures: bool = True  # False: every game is played in text alone (no board, story or replay picture)


class GuildSettingsStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, guild_id: int) -> GuildSettings:
        row = await self.db.fetchone("SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return GuildSettings() if row is None else GuildSettings.model_validate_json(row[0])

    async def put(self, guild_id: int, settings: GuildSettings) -> None:
        await self.db.execute(
            "INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings",
            (guild_id, settings.model_dump_json()),
        )


class UserPrefsStore:
    """What the bot keeps for one person: DM reminders, and which games' primer they were
    told (:meth:`first_seat`)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def dm_reminders(self, user_id: int) -> bool:
        row = await self.db.fetchone("SELECT dm_reminders FROM user_prefs WHERE user_id = ?", (user_id,))
        return bool(row and row[0])

    async def set_dm_reminders(self, user_id: int, on: bool) -> None:
        await self.db.execute(
            "INSERT INTO user_prefs (user_id, dm_reminders) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET dm_reminders = excluded.dm_reminders",
            (user_id, int(on)),
        )

    async def first_seat(self, user_id: int, game: str, now: float) -> bool:
        """Whether a person taking a seat at ``game`` is to be told its primer now: never
        told it and never finished a game of it here. Recorded as told in the same
        statement, so two seats taken at once tell it once."""
        changed = await self.db.execute(
            "INSERT INTO primers (user_id, game, shown_at) SELECT ?, ?, ? WHERE NOT EXISTS ("
            "SELECT 1 FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE g.status = ? AND g.game = ? AND s.user_id = ?) "
            "ON CONFLICT (user_id, game) DO NOTHING",
            (user_id, game, now, GameStatus.FINISHED, game, user_id),
        )
        return changed == 1
