"""A night's scoreboard: the games finished in the night's channel and its threads since the
hub opened (rematches are games like any other), how many of each game, and who won how many
of which. Counted from the stored games every time it is shown, so it survives a restart and
never disagrees with them."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from bot.i18n import Translator
from bot.store.nights import FinishedGame

__all__ = ["Scoreboard", "Winner", "scoreboard", "scoreboard_lines"]


@dataclass
class Winner:
    name: str  # as the seat was named (a computer's carries its 🤖)
    wins: Counter[str] = field(default_factory=Counter)  # game id -> games won

    @property
    def total(self) -> int:
        return sum(self.wins.values())


@dataclass(frozen=True, slots=True)
class Scoreboard:
    played: Counter[str]  # game id -> games finished
    winners: tuple[Winner, ...]  # most wins first

    @property
    def games(self) -> int:
        return sum(self.played.values())


def scoreboard(finished: list[FinishedGame]) -> Scoreboard:
    played: Counter[str] = Counter()
    winners: dict[int | str, Winner] = {}
    for game in finished:
        played[game.game] += 1
        won = set(game.winners)
        for seat in game.players:
            if seat.user_id not in won:
                continue
            # A computer's id is its seat's own: computers of one name count as one.
            key: int | str = seat.name if seat.computer else seat.user_id
            winner = winners.setdefault(key, Winner(seat.name))
            winner.wins[game.game] += 1
    ranked = sorted(winners.values(), key=lambda w: (-w.total, w.name.casefold()))
    return Scoreboard(played, tuple(ranked))


def scoreboard_lines(board: Scoreboard, t: Translator, *, limit: int | None = None) -> list[str]:
    """The scoreboard as lines: the games played, then each winner (the first ``limit``)."""
    if not board.games:
        return [t("night-no-games")]
    per_game = ", ".join(f"{t(f'{game}-name')} {n}" for game, n in sorted(board.played.items()))
    lines = [t("night-games-played", n=board.games, games=per_game)]
    for rank, winner in enumerate(board.winners[:limit], start=1):
        detail = ", ".join(f"{t(f'{game}-name')} {n}" for game, n in sorted(winner.wins.items()))
        lines.append(t("night-winner", rank=rank, name=t.name(winner.name), n=winner.total, games=detail))
    hidden = len(board.winners) - len(board.winners[:limit])
    if hidden > 0:
        lines.append(t("night-more-winners", n=hidden))
    return lines
