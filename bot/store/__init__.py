"""SQLite storage through aiosqlite: connection, migrations and repositories. No discord."""
