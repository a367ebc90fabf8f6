"""Rematch: a finished game's table opens a new lobby in its channel, with the same game,
options, turn timer and hints. No discord here.

Who may ask for it: anyone who sat at the finished table (a seat removed during the game
included), never a bystander — the rematch is that table's, and its lobby calls its
players by name; anyone else opens a table with ``/game new``. Whoever asks first hosts
the new lobby and may change its options before starting. The players who ask later are
seated in that lobby at once; the others are invited and press Join like anyone else.
Computer seats come back as computer seats, with their level and name.
"""

from __future__ import annotations

from bot.core.errors import UserError
from bot.service.games import GameService
from bot.store.records import GameRecord, GameStatus, NewLobby

__all__ = ["finished_table", "invited", "open_rematch"]


async def finished_table(service: GameService, game_id: int, user_id: int) -> GameRecord:
    """The finished game a rematch is asked of, refused if it is gone, not finished, or
    ``user_id`` did not play it."""
    old = await service.store.get(game_id)
    if old is None:
        raise UserError("rematch-error-gone")
    if old.status != GameStatus.FINISHED:
        raise UserError("rematch-error-not-finished")
    if not any(s.user_id == user_id for s in old.seats):
        raise UserError("rematch-error-not-player")
    return old


async def open_rematch(
    service: GameService,
    old: GameRecord,
    user_id: int,
    user_name: str,
    *,
    rematch_id: int | None,
    channel_id: int | None = None,
) -> tuple[GameRecord, bool]:
    """The rematch lobby of ``old`` (as :func:`finished_table` gave it) for ``user_id``, and
    whether it was opened now: the lobby ``rematch_id`` (the one an earlier press opened) if
    it is still an open lobby — the user is seated in it —, else a new lobby they host, in
    ``old``'s channel (or ``channel_id``: a thread table's rematch gets a thread of its own).
    Refused while that channel has any other game."""
    if rematch_id is not None:
        current = await service.store.get(rematch_id)
        if current is not None and current.status == GameStatus.LOBBY:
            if current.seat_of(user_id) is None:
                current = await service.join(rematch_id, user_id, user_name)
            return current, False
    options = service.rules(old).options_model.model_validate_json(old.options)
    # The first player is picked again when the new game starts (the host's /game start first:).
    options = options.model_copy(update={"first_seat": None})
    new = await service.new_lobby(
        NewLobby(
            game=old.game,
            guild_id=old.guild_id,
            channel_id=old.channel_id if channel_id is None else channel_id,
            host_id=user_id,
            host_name=user_name,
            locale=old.locale,
            turn_seconds=old.turn_seconds,
            time_control=old.time_control,
            options=options.model_dump_json(),
            hints=old.hints,
        )
    )
    game_id = new.id
    async with service.lock(game_id):
        for seat in sorted(old.seats, key=lambda s: s.seat):
            if seat.computer is not None and not seat.removed:
                record = await service.game(game_id)
                await service.store.join_seat(
                    game_id, service.next_seat(record), seat.user_id, seat.name, computer=seat.computer
                )
    return await service.game(game_id), True


def invited(old: GameRecord, new: GameRecord) -> list[int]:
    """The finished table's players not yet seated in its rematch (the people to invite:
    computer seats and forgotten players, whose ids are negative, are nobody to call)."""
    seated = {s.user_id for s in new.seats}
    return [s.user_id for s in sorted(old.seats, key=lambda s: s.seat) if s.user_id > 0 and s.user_id not in seated]
