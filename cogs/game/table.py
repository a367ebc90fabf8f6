"""The public side of a game: the board message, the announcement outbox, the summary.

Public events are committed with the action and delivered from the database, so an
announcement interrupted by a crash is sent on the next start. Board edits are
coalesced: a burst of actions becomes at most one edit per second per game.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import logging
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import Translator
from bot.service import GAME_FINISHED, decode_text
from bot.store.games import GameRecord
from cogs.game.common import public_translator
from cogs.game.presentation import presentation

if TYPE_CHECKING:
    from bot.app import MasqueradeBot

__all__ = ["Table"]

log = logging.getLogger(__name__)

LOG_LINES_ON_BOARD = 5
BOARD_EDIT_INTERVAL = 1.0
MESSAGE_LIMIT = 1900


class Table:
    def __init__(self, bot: MasqueradeBot) -> None:
        self.bot = bot
        self._delivery_locks: dict[int, asyncio.Lock] = {}
        self._board_tasks: dict[int, asyncio.Task[None]] = {}
        self._board_dirty: set[int] = set()
        self._images: dict[int, tuple[str, bytes]] = {}
        self._game_of: dict[int, str] = {}
        self._board_locks: dict[int, asyncio.Lock] = {}
        # The picture each board message carries now: an unchanged one is not uploaded again.
        self._uploaded: dict[int, tuple[int, str]] = {}
        self._background: set[asyncio.Task[None]] = set()

    def soon(self, work: Coroutine[Any, Any, None]) -> None:
        """Run announcement work after the interaction is answered, without holding it.
        Deliveries read the outbox under a per-game lock, so order is kept."""
        task = asyncio.create_task(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    # -- announcements ---------------------------------------------------------------

    async def deliver(self, game_id: int) -> None:
        """Post every undelivered public event of the game, then refresh the board."""
        try:
            await self._deliver(game_id)
        except discord.Forbidden:
            # The bot can no longer post there: pause rather than let timers run out on
            # players who cannot see the game; the next command in the server says why.
            if await self.bot.moderation.pause_lost_permission(game_id):
                log.warning("game=%s cannot post in its channel; paused", game_id)
        except discord.NotFound:
            # The channel was deleted; its game is (or is about to be) cancelled by the
            # channel-delete handler, which drops what could no longer be posted.
            log.info("game=%s: its channel is gone; nothing posted", game_id)

    async def _deliver(self, game_id: int) -> None:
        lock = self._delivery_locks.setdefault(game_id, asyncio.Lock())
        async with lock:
            store = self.bot.store
            record = await store.get(game_id)
            if record is None:
                return
            pending = await store.undelivered(game_id)
            if pending:
                t = public_translator(self.bot, record)
                channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
                lines: list[str] = []
                finished = False
                for event in pending:
                    text = decode_text(event.payload)
                    if text.key == GAME_FINISHED:
                        finished = True
                    else:
                        lines.append(t.text(text))
                for chunk in _chunks(lines, self._ping(record, t)):
                    await channel.send(
                        chunk.content,
                        view=chunk.view(record.id, t),
                        allowed_mentions=discord.AllowedMentions(users=True, everyone=False, roles=False),
                    )
                if finished:
                    await self._post_summary(record, t, channel)
                await store.mark_delivered([e.id for e in pending])
        self.request_board(game_id)

    def _ping(self, record: GameRecord, t: Translator) -> str | None:
        """Mention whoever must act now, so Discord notifies them."""
        if record.status != "running" or record.state is None:
            return None
        state = self.bot.service.state(record)
        seats = sorted({d.seat for d in self.bot.service.rules(record).pending(state)})
        users = [s for s in (record.by_seat(n) for n in seats) if s is not None]
        if not users:
            return None
        return t("ping-to-act", who=", ".join(f"<@{s.user_id}>" for s in users), n=len(users))

    async def full_log(self, record: GameRecord, t: Translator) -> str:
        """Every event of a finished game, private ones labelled with who saw them."""
        lines = []
        for event in await self.bot.store.all_events(record.id):
            text = t.text(decode_text(event.payload))
            if event.audience is not None:
                who = ", ".join(t.seat(s) for s in event.audience)
                text = t("log-private-line", who=who, line=text)
            lines.append(text)
        return "\n".join(lines)

    async def _post_summary(self, record: GameRecord, t: Translator, channel: discord.PartialMessageable) -> None:
        state = self.bot.service.state(record)
        embed = presentation(record.game).summary_embed(state, t)
        log_file = discord.File(
            io.BytesIO((await self.full_log(record, t)).encode()), filename=f"game-{record.id}-log.txt"
        )
        await channel.send(embed=embed, file=log_file)

    # -- the board ----------------------------------------------------------------------

    def request_board(self, game_id: int) -> None:
        """Ask for a board refresh; bursts collapse into one edit per interval."""
        self._board_dirty.add(game_id)
        task = self._board_tasks.get(game_id)
        if task is None or task.done():
            self._board_tasks[game_id] = asyncio.create_task(self._board_loop(game_id))

    async def _board_loop(self, game_id: int) -> None:
        while game_id in self._board_dirty:
            self._board_dirty.discard(game_id)
            try:
                await self.refresh_board(game_id)
            except discord.HTTPException:
                log.warning("board edit failed for game %s", game_id, exc_info=True)
            await asyncio.sleep(BOARD_EDIT_INTERVAL)

    async def flush(self, *, boards: bool = True) -> None:
        """Wait until every scheduled announcement (and, with ``boards``, every board
        edit, which may wait out the edit interval) is done — for tests and shutdown."""
        while self._background or (boards and any(not t.done() for t in self._board_tasks.values())):
            waiting = [*self._background, *(self._board_tasks.values() if boards else ())]
            await asyncio.gather(*waiting, return_exceptions=True)

    async def close(self, grace: float = 5.0) -> None:
        """On shutdown: let work in flight finish briefly, then stop it. Whatever was not
        announced stays in the outbox and is sent on the next start."""
        try:
            await asyncio.wait_for(self.flush(), grace)
        except TimeoutError:
            log.warning("shutdown: stopping %d unfinished announcements", len(self._background))
        for task in [*self._background, *self._board_tasks.values()]:
            task.cancel()

    async def board_message(self, record: GameRecord) -> BoardMessage:
        from cogs.game.items import PanelButton

        t = public_translator(self.bot, record)
        service = self.bot.service
        state = service.state(record)
        public = service.rules(record).view(state, None)
        self._game_of[record.id] = record.game
        show = presentation(record.game)
        embeds = show.board_embeds(public, t)[:9]
        recent = await self.bot.store.public_events(record.id, LOG_LINES_ON_BOARD + 1)
        lines = [t.text(decode_text(e.payload)) for e in recent if decode_text(e.payload).key != GAME_FINISHED]
        if lines:
            embeds.append(
                discord.Embed(
                    title=t("board-log"), description="\n".join(f"• {x}" for x in lines[-LOG_LINES_ON_BOARD:])[:4000]
                )
            )
        embeds[-1].set_footer(text=t("board-footer", game=record.id, version=state.version))
        files: list[discord.File] = []
        picture = None
        if show.render_board is not None and embeds:
            picture, image = self._image(record.id, public, t)
            files.append(discord.File(io.BytesIO(image), filename="board.png"))
            embeds[0].set_image(url="attachment://board.png")
        view = discord.ui.View(timeout=None)
        if record.status in ("running", "paused"):
            view.add_item(PanelButton(record.id, label=t("board-my-panel")))
        content = t("board-paused") if record.status == "paused" else None
        return BoardMessage(content, embeds, view, files, picture)

    def _image(self, game_id: int, public: object, t: Translator) -> tuple[str, bytes]:
        """The board picture and what it shows; drawn only when that changed."""
        show = presentation(self._game_of[game_id])
        assert show.render_board is not None
        shown = show.picture_key(public, t) if show.picture_key is not None else f"{t.locale}:{public!r}"
        digest = hashlib.sha1(shown.encode(), usedforsecurity=False).hexdigest()
        cached = self._images.get(game_id)
        if cached is None or cached[0] != digest:
            self._images[game_id] = (digest, show.render_board(public, t))
        return self._images[game_id]

    def _board_lock(self, game_id: int) -> asyncio.Lock:
        # Posting a new board and editing the current one must not interleave: an edit that
        # loaded the old board's id would otherwise bring a retired board back to life.
        return self._board_locks.setdefault(game_id, asyncio.Lock())

    async def post_board(self, record: GameRecord) -> None:
        """Post a fresh board (start, or /game board) and retire the old one."""
        async with self._board_lock(record.id):
            await self._post_board(await self.bot.store.get(record.id) or record)

    async def _post_board(self, record: GameRecord) -> None:
        channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        board = await self.board_message(record)
        message = await channel.send(board.content, embeds=board.embeds, view=board.view, files=board.files)
        if board.picture is not None:
            self._uploaded[record.id] = (message.id, board.picture)
        old = record.board_message_id
        await self.bot.store.write("UPDATE games SET board_message_id = ? WHERE id = ?", (message.id, record.id))
        if old is not None:
            t = public_translator(self.bot, record)
            try:
                await channel.get_partial_message(old).edit(content=t("board-moved", url=message.jump_url), view=None)
            except discord.HTTPException:
                log.info("old board %s of game %s could not be retired", old, record.id)

    async def open(self, record: GameRecord) -> None:
        """A game just started: its first board, then its opening announcements."""
        await self.post_board(record)
        await self.deliver(record.id)

    async def repair(self, game_id: int) -> None:
        """Send whatever was not announced, then a fresh board with live buttons."""
        await self.deliver(game_id)
        record = await self.bot.store.get(game_id)
        if record is not None:
            await self.post_board(record)

    async def refresh_board(self, game_id: int) -> None:
        async with self._board_lock(game_id):
            await self._refresh_board(game_id)

    async def _refresh_board(self, game_id: int) -> None:
        record = await self.bot.store.get(game_id)
        if record is None or record.state is None:
            return
        if record.board_message_id is None:
            await self._post_board(record)
            return
        channel = self.bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        board = await self.board_message(record)
        message = channel.get_partial_message(record.board_message_id)
        try:
            if board.picture is not None and self._uploaded.get(record.id) == (message.id, board.picture):
                # Same picture: leave the attachment as it is (the embed still points at it).
                await message.edit(content=board.content, embeds=board.embeds, view=board.view)
            else:
                await message.edit(content=board.content, embeds=board.embeds, view=board.view, attachments=board.files)
                if board.picture is not None:
                    self._uploaded[record.id] = (message.id, board.picture)
        except discord.NotFound:
            # The board was deleted: a live game gets a new one. An ended game does not —
            # above all one whose channel is gone (Discord says NotFound for that too).
            if record.live:
                await self._post_board(record)


@dataclass(slots=True)
class BoardMessage:
    content: str | None
    embeds: list[discord.Embed]
    view: discord.ui.View
    files: list[discord.File]
    picture: str | None  # what the attached picture shows (None: no picture)


class _Chunk:
    def __init__(self, content: str, with_panel: bool) -> None:
        self.content = content
        self.with_panel = with_panel

    def view(self, game_id: int, t: Translator) -> discord.ui.View:
        from cogs.game.items import PanelButton

        view = discord.ui.View(timeout=None)
        if self.with_panel:
            view.add_item(PanelButton(game_id, label=t("board-my-panel")))
        return view


def _chunks(lines: list[str], ping: str | None) -> list[_Chunk]:
    """Split log lines into messages under Discord's limit; the ping goes last."""
    chunks: list[_Chunk] = []
    current = ""
    for line in [*lines, *([ping] if ping else [])]:
        if current and len(current) + len(line) + 1 > MESSAGE_LIMIT:
            chunks.append(_Chunk(current, False))
            current = ""
        current = f"{current}\n{line}" if current else line[:MESSAGE_LIMIT]
    if current:
        chunks.append(_Chunk(current, ping is not None))
    return chunks
