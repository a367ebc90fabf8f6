"""Computer seats in the service: adding them to a lobby, replacing a player, a practice
table, and playing their moves. No discord here.

A computer seat is a seat whose ``computer`` column holds its level; its user id is a
negative number no Discord user can have. Its move is a pure function of the game's stored
events (it reads only its own share: ``bot.players``) and of the state's version, so the
move made after a restart is the one that was about to be made before it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from bot.core.errors import UserError
from bot.engine.core import Event
from bot.engine.text import text
from bot.players.base import LEVELS, Level, Levels, computer_move
from bot.service.commit import Applied, RefusedActionError, announcement, decode_text
from bot.service.games import GameService
from bot.service.lobby import require_host_or_mod, require_lobby
from bot.service.moderation import Moderation
from bot.store.records import GameRecord, GameStatus, NewLobby, PauseReason, SeatRecord

__all__ = ["COMPUTER_MARK", "FIRST_COMPUTER_ID", "Computers", "is_computer_id"]

log = logging.getLogger(__name__)

#: Names for the computer players of a game that names none of its own (``GamePlugin.computer_names``).
PLAIN_NAMES_FILE = Path(__file__).resolve().parents[2] / "data" / "players" / "names.json"
COMPUTER_MARK = "🤖"
# Computer seats' user ids: -1000, -1001, … (a forgotten user's old seats use -1 to -8).
FIRST_COMPUTER_ID = -1000


def is_computer_id(user_id: int) -> bool:
    return user_id <= FIRST_COMPUTER_ID


@cache
def read_names(path: Path = PLAIN_NAMES_FILE) -> dict[str, list[str]]:
    """Computer players' names per locale, from a JSON file ``{locale: [names]}``."""
    names: dict[str, list[str]] = json.loads(path.read_text(encoding="utf-8"))
    return names


def _level(level: str) -> Level:
    if level not in LEVELS:
        raise UserError("error-bad-option")
    return level


class Computers:
    """What the service does for computer seats. ``players``: each game's levels, by game id
    (from its plugin); a game without any has no computer seats. ``names``: the names its
    computer players take, per locale, by game id (a game without: plain names)."""

    def __init__(
        self,
        service: GameService,
        players: Mapping[str, Levels],
        names: Mapping[str, Mapping[str, list[str]]] | None = None,
    ) -> None:
        self.service = service
        self.store = service.store
        self.players = players
        self.names = names or {}
        self.moderation = Moderation(service)  # its checks and audit lines, for a replacement

    def supports(self, game: str) -> bool:
        """Whether the game has computer players."""
        return bool(self.players.get(game))

    # -- seats ---------------------------------------------------------------------------

    def _next_id(self, record: GameRecord) -> int:
        return min([s.user_id for s in record.seats if s.computer is not None], default=FIRST_COMPUTER_ID + 1) - 1

    def pool(self, game: str, locale: str) -> list[str]:
        """The names ``game``'s computer players take in ``locale``, in the order they are given."""
        plain = read_names()
        return list(self.names.get(game, {}).get(locale) or plain.get(locale) or plain["en"])

    def _name(self, record: GameRecord) -> str:
        pool = self.pool(record.game, record.locale)
        taken = {s.name for s in record.seats}
        free = [n for n in pool if f"{COMPUTER_MARK} {n}" not in taken]
        name = free[0] if free else f"{pool[0]} {len(record.seats) + 1}"
        return f"{COMPUTER_MARK} {name}"

    async def add(self, game_id: int, user_id: int, is_mod: bool, level: str) -> GameRecord:
        """The host adds a computer player to the lobby, up to the game's maximum."""
        chosen = _level(level)
        service = self.service
        async with service.lock(game_id):
            record = await service.game(game_id)
            require_lobby(record)
            require_host_or_mod(record, user_id, is_mod)
            if not self.supports(record.game):
                raise UserError("computer-error-unsupported")
            seat = service.next_seat(record)
            await self.store.join_seat(game_id, seat, self._next_id(record), self._name(record), computer=chosen)
            return await service.game(game_id)

    async def remove(self, game_id: int, user_id: int, is_mod: bool) -> GameRecord:
        """The host takes the last computer player added out of the lobby, as if it left."""
        async with self.service.lock(game_id):
            record = await self.service.game(game_id)
            require_lobby(record)
            require_host_or_mod(record, user_id, is_mod)
            computers = [s for s in record.seats if s.computer is not None]
            if not computers:
                raise UserError("computer-error-none")
            await self.store.leave_lobby(game_id, computers[-1].user_id, new_host_id=None, cancelled_at=None)
            return await self.service.game(game_id)

    async def replace(self, game_id: int, moderator_id: int, user_id: int, level: str, *, audited: bool) -> GameRecord:
        """A seated player's seat goes on as a computer player from exactly that seat (it
        knows only what that seat saw). ``audited``: a moderator's change (the host's
        replacement of a player marked away is not a moderation)."""
        chosen = _level(level)
        async with self.service.lock(game_id):
            record = await self.moderation.live(game_id)
            if not self.supports(record.game):
                raise UserError("computer-error-unsupported")
            seat = record.seat_of(user_id)
            if seat is None or seat.computer is not None:
                raise UserError("error-target-not-seated")
            await self.store.replace_with_computer(
                game_id,
                seat=seat.seat,
                user_id=self._next_id(record),
                level=chosen,
                announcement=announcement(text("computer-replaced", seat=seat.seat, level=chosen)),
                version=record.version,
                audit=self.moderation.audit(record, moderator_id, "replace", str(user_id)) if audited else None,
                now=self.service.clock(),
            )
        self.service.changed(game_id)  # the seat may be the one the game waits for
        return await self.service.game(game_id)

    async def practice(self, lobby: NewLobby, *, players: int, level: str) -> Applied:
        """A table of the lobby's host and computer players at ``level``, ``players`` in
        all, started at once; with ``lobby.hints`` (a practice table's default) the host's
        panel offers 💡, and the game is not rated."""
        self.check_practice(lobby.game, players, level)
        chosen = _level(level)
        record = await self.service.new_lobby(lobby)
        for _ in range(players - 1):
            await self.add(record.id, lobby.host_id, False, chosen)
        return await self.service.start(record.id, lobby.host_id, False)

    def check_practice(self, game: str, players: int, level: str) -> None:
        """Refuse a practice table that could not be opened, before anything is made for it."""
        _level(level)
        rules = self.service.games.get(game)
        if rules is None:
            raise UserError("error-unknown-game")
        if not self.supports(game):
            raise UserError("computer-error-unsupported")
        # A new lobby has the game's default options: check the count before opening one.
        least, most = rules.player_range(rules.options_model())
        if not least <= players <= most:
            raise UserError("error-player-count", n=players, least=least, most=most)

    # -- moves ---------------------------------------------------------------------------

    def waiting(self, record: GameRecord) -> list[SeatRecord]:
        """The computer seats the running game waits for now."""
        if record.status != GameStatus.RUNNING or record.state is None:
            return []
        computers = {s.seat: s for s in record.seats if s.computer is not None and not s.removed}
        if not computers:
            return []
        state = self.service.state(record)
        return [computers[d.seat] for d in self.service.pending(record, state) if d.seat in computers]

    async def play_one(self, game_id: int) -> Applied | None:
        """One computer move, under the game's lock; None if no computer seat is waiting
        (a person acted, the game paused or ended meanwhile)."""
        async with self.service.lock(game_id):
            record = await self.service.game(game_id)
            waiting = self.waiting(record)
            if not waiting:
                return None
            seat = waiting[0]
            rules = self.service.rules(record)
            state = self.service.state(record)
            events = await self._history(game_id, seat.seat)
            assert seat.computer is not None
            level = _level(seat.computer)
            decision = self.service.pending_for(record, state, seat.seat)
            try:
                player = self.players[record.game][level](rules)
                action = computer_move(player, rules, state, seat.seat, events)
                applied = await self.service.play(record, state, seat.seat, action, [])
                self.service.counters.computer_moved(record.guild_id, record.game)
                return applied
            except RefusedActionError as exc:
                failure: Exception = exc  # a move the rules refuse: a bug in the player
            except UserError:
                raise  # the storage (busy, full) or a lost race: the next wake retries
            except Exception as exc:
                failure = exc
            # A bug in the player would fail again at every wake, and no timer rescues a
            # computer seat: the seat's decision is played by the timeout ruling instead.
            # Ids and kinds only in the log: the move is a secret.
            log.error(
                "game=%s seat=%s decision=%s: computer move failed (%s); timeout ruling played",
                game_id,
                seat.seat,
                decision.kind if decision else None,
                type(failure).__name__,
            )
            record = await self.service.game(game_id)
            if self.service.pending_for(record, self.service.state(record), seat.seat) != decision:
                return None  # the move went through; what failed after it is the timer's to rescue
            return await self._time_out(record, seat.seat)

    async def _time_out(self, record: GameRecord, seat: int) -> Applied:
        """The timeout ruling for a computer seat whose move failed; if the ruling fails too,
        the game pauses, as :meth:`GameService.expire` does for a broken timer."""
        rules = self.service.rules(record)
        state = self.service.state(record)
        try:
            return await self.service.play(record, state, seat, rules.timeout_action(state, seat), [], kind="timeout")
        except RefusedActionError as exc:
            failure: Exception = exc  # a bug in the ruling, like any other
        except UserError:
            raise
        except Exception as exc:
            failure = exc
        log.error("game=%s seat=%s: timeout ruling failed (%s); game paused", record.id, seat, type(failure).__name__)
        record = await self.service.game(record.id)  # steps played before the failure are kept
        await self.service.pause_game(record, PauseReason.TIMER_FAILED)
        # The pause's announcement is delivered like a move's events.
        return Applied(await self.service.game(record.id), self.service.state(record), [])

    async def _history(self, game_id: int, seat: int) -> list[Event]:
        """The events ``seat`` saw, as the engine made them (the player checks its share
        again: ``bot.players.base.seen_by``)."""
        stored = await self.store.events_seen_by(game_id, seat)
        return [Event(text=decode_text(e.payload), to=e.audience) for e in stored]
