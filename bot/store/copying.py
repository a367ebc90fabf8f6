"""Copying every row of one database into another, empty one (``python -m bot.ops.migrate``).

Generic: the tables and their columns are read from the source's schema, parents before
the tables that reference them, so a table added by a later migration is copied too.
"""

from __future__ import annotations

from bot.store.db import ConstraintError, Database

__all__ = ["CopyError", "copy_database"]


class CopyError(Exception):
    """The copy cannot be made or does not check out; the message is one line (no period).
    ``written``: rows were committed to the target (it is no longer empty)."""

    def __init__(self, message: str, *, written: bool = False) -> None:
        super().__init__(message)
        self.written = written


async def copy_database(source: Database, target: Database) -> dict[str, int]:
    """Copy every row in one transaction of the target; returns the rows per table, checked
    to be as many in the target as in the source. Refuses a target that holds any row."""
    tables = await source.tables()
    if sorted(tables) != sorted(await target.tables()):
        raise CopyError("the two databases have different tables; run the same version of the bot on both")
    columns = {table: await source.columns(table) for table in tables}
    for table in tables:
        if sorted(columns[table]) != sorted(await target.columns(table)):
            raise CopyError(f"table {table} has different columns in the two databases; update both first")
    held = {table: n for table in tables if (n := await count(target, table))}
    if held:
        listed = ", ".join(f"{table}: {n}" for table, n in held.items())
        raise CopyError(f"the target already holds data ({listed}); migrate into an empty database")

    try:
        async with target.transaction() as tx:
            for table in tables:
                names = columns[table]
                insert = f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
                async for batch in source.rows(table, names):
                    await tx.executemany(insert, [tuple(row) for row in batch])
    except ConstraintError as exc:
        raise CopyError(f"the target refused a row ({exc}); nothing was copied") from None
    await target.continue_ids()

    counts = {table: await count(source, table) for table in tables}
    for table in tables:
        copied = await count(target, table)
        if copied != counts[table]:
            raise CopyError(
                f"table {table}: {counts[table]} rows in the source but {copied} in the target", written=True
            )
    return counts


async def count(db: Database, table: str) -> int:
    row = await db.fetchone(f"SELECT COUNT(*) FROM {table}")
    return int(row[0]) if row is not None else 0
