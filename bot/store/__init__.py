"""Storage: one set of repositories over SQLite (aiosqlite) or PostgreSQL (asyncpg). No discord."""
