"""The announcement outbox, the half of the games repository the table works through.

It has two stages. Public events are committed with their action (``delivered = 0``);
:meth:`Outbox.plan_posts` turns them into rendered posts and marks them delivered in one
transaction; a post is then sent and :meth:`Outbox.mark_sent` records the id Discord gave it.
A crash at any point leaves either events to plan or posts to send.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Sequence

from bot.core.shards import Shards
from bot.store.db import Database, Row, Transaction, shard_filter
from bot.store.kept import KeptGames
from bot.store.records import Call, NewPost, Post, StoredEvent, TurnUpdate

__all__ = ["SENT_POSTS_KEPT", "Outbox", "drop_unsent_in", "stored_event"]

# Posts whose message id is kept once sent: every edit of a turn message and deletion of a
# call looks its target up, nearly always a post this process sent moments before.
SENT_POSTS_KEPT = 1024


class Outbox:
    """The games' announcements: events still to plan, posts still to send. With ``shards``,
    the query that looks for owed work across all games sees only this process's games."""

    def __init__(self, db: Database, shards: Shards | None = None) -> None:
        self.db = db
        self._mine = shard_filter(shards)
        # A sent post's message id never changes (only unsent posts are dropped), so what is
        # kept here is never out of date.
        self._sent: OrderedDict[int, int] = OrderedDict()
        # Live games' records (see bot.store.kept): the turn message's columns are written
        # here, the rest by GameStore.
        self._kept = KeptGames()

    async def undelivered(self, game_id: int, up_to_version: int | None = None) -> list[StoredEvent]:
        """The events not yet announced; with ``up_to_version``, only those of the game's
        versions up to it (the version of the row the outbox read: an action committed since
        is planned with its own row, never with an older one)."""
        up_to = "" if up_to_version is None else " AND version <= ?"
        rows = await self.db.fetchall(
            f"SELECT id, version, audience, payload FROM events WHERE game_id = ? AND delivered = 0{up_to} ORDER BY id",
            (game_id,) if up_to_version is None else (game_id, up_to_version),
        )
        return [stored_event(r) for r in rows]

    async def unsent_posts(self, game_id: int) -> list[Post]:
        rows = await self.db.fetchall(
            "SELECT id, game_id, kind, content, mentions, with_panel, created_at, target FROM posts "
            "WHERE game_id = ? AND message_id IS NULL AND dropped = 0 ORDER BY id",
            (game_id,),
        )
        return [Post(r[0], r[1], r[2], r[3], tuple(json.loads(r[4])), bool(r[5]), r[6], r[7]) for r in rows]

    async def post_message(self, post_id: int) -> int | None:
        """The message a sent post made (None: not sent, or dropped)."""
        kept = self._sent.get(post_id)
        if kept is not None:
            return kept
        row = await self.db.fetchone("SELECT message_id FROM posts WHERE id = ? AND dropped = 0", (post_id,))
        if row is None or row[0] is None:
            return None
        self._keep_sent(post_id, int(row[0]))
        return int(row[0])

    def _keep_sent(self, post_id: int, message_id: int) -> None:
        self._sent[post_id] = message_id
        self._sent.move_to_end(post_id)
        while len(self._sent) > SENT_POSTS_KEPT:
            self._sent.popitem(last=False)

    async def last_sent_message(self, game_id: int) -> int | None:
        """The id of the newest message the game's outbox is known to have made."""
        row = await self.db.fetchone(
            "SELECT MAX(message_id) FROM posts WHERE game_id = ? AND kind NOT IN ('turn-edit', 'delete')", (game_id,)
        )
        return None if row is None or row[0] is None else int(row[0])

    async def games_with_unsent_announcements(self) -> list[int]:
        """Every game of this process, finished and cancelled ones included, with public
        events not yet planned or posts not yet sent."""
        rows = await self.db.fetchall(
            "SELECT game_id FROM (SELECT game_id FROM events WHERE delivered = 0 "
            "UNION SELECT game_id FROM posts WHERE message_id IS NULL AND dropped = 0) AS owed "
            f"JOIN games ON games.id = owed.game_id WHERE {self._mine} ORDER BY game_id"
        )
        return [int(r[0]) for r in rows]

    async def plan_posts(
        self,
        game_id: int,
        event_ids: Sequence[int],
        posts: Sequence[NewPost],
        now: float,
        turn: TurnUpdate | None = None,
    ) -> None:
        """Replace undelivered events by the posts that announce them — atomically, so an
        event is announced by exactly one planned post — and record what the turn message
        becomes (``turn``) in the same transaction."""
        with self._kept.dropping_on_failure(game_id):
            ids, calls = await self._plan_posts(game_id, event_ids, posts, now, turn)
        if turn is not None:
            new_post = {} if turn.new_post is None else {"turn_post": ids[turn.new_post]}
            self._kept.written(
                game_id,
                **new_post,
                turn_pinged=tuple(turn.pinged),
                turn_lines=tuple(turn.lines),
                board_round=turn.board_round,
                turn_key=turn.turn_key,
                turn_calls=tuple(Call(c.post, tuple(c.users)) for c in calls),
                call_at=turn.call_at,
            )

    async def _plan_posts(
        self,
        game_id: int,
        event_ids: Sequence[int],
        posts: Sequence[NewPost],
        now: float,
        turn: TurnUpdate | None,
    ) -> tuple[list[int], list[Call]]:
        """The transaction of :meth:`plan_posts`: the new posts' ids and the calls kept up."""
        calls: list[Call] = []
        async with self.db.transaction() as tx:
            ids = [
                await tx.insert(
                    "INSERT INTO posts (game_id, kind, content, mentions, with_panel, target, created_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, p.kind, p.content, json.dumps(list(p.mentions)), int(p.with_panel), p.target, now),
                )
                for p in posts
            ]
            if turn is not None:
                calls = [*turn.calls, *(Call(ids[c.post], c.users) for c in turn.new_calls)]
                await tx.write(
                    "UPDATE games SET turn_post = COALESCE(?, turn_post), turn_pinged = ?, turn_lines = ?, "
                    "board_round = ?, turn_key = ?, turn_calls = ?, call_at = ? WHERE id = ?",
                    (
                        None if turn.new_post is None else ids[turn.new_post],
                        json.dumps(list(turn.pinged)),
                        json.dumps(list(turn.lines)),
                        turn.board_round,
                        turn.turn_key,
                        json.dumps([[c.post, list(c.users)] for c in calls]),
                        turn.call_at,
                        game_id,
                    ),
                )
            if event_ids:
                marks = ",".join("?" * len(event_ids))
                await tx.write(f"UPDATE events SET delivered = 1 WHERE id IN ({marks})", tuple(event_ids))
        return ids, calls

    async def mark_sent(self, post_id: int, message_id: int) -> None:
        await self.db.execute("UPDATE posts SET message_id = ? WHERE id = ?", (message_id, post_id))
        self._keep_sent(post_id, message_id)

    async def drop_post(self, post_id: int) -> None:
        self._sent.pop(post_id, None)
        await self.db.execute("UPDATE posts SET dropped = 1 WHERE id = ?", (post_id,))

    async def drop_unsent(self, game_id: int) -> int:
        """Give up every announcement of a game whose channel is gone (unplanned events
        included); returns how many posts were dropped."""
        async with self.db.transaction() as tx:
            return await drop_unsent_in(tx, game_id)


async def drop_unsent_in(tx: Transaction, game_id: int) -> int:
    """Mark the game's unannounced events delivered and its unsent posts dropped; returns
    how many posts were dropped."""
    await tx.execute("UPDATE events SET delivered = 1 WHERE game_id = ? AND delivered = 0", (game_id,))
    return await tx.execute(
        "UPDATE posts SET dropped = 1 WHERE game_id = ? AND message_id IS NULL AND dropped = 0", (game_id,)
    )


def stored_event(row: Row) -> StoredEvent:
    audience = None if row[2] is None else tuple(json.loads(row[2]))
    return StoredEvent(id=row[0], version=row[1], audience=audience, payload=row[3])
