"""The rating math: OpenSkill's Plackett-Luce model over one finished game. Pure — no SQL.

Every seat is a team of one. The stored outcome of a game is who won, so the winners share
first place and everyone else shares second; a game with no winner, or with nobody beaten,
says nothing about anyone's skill and is not rated. Computer players are fixed reference
points: they take part with the skill their level stands for, so beating a table of
casual computers moves a person's rating less than beating sharp ones, but their own
rating never moves (a program does not learn from a night's games).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

__all__ = [
    "NEW",
    "POINTS_AT_NEW",
    "POINTS_PER_ORDINAL",
    "PROVISIONAL_GAMES",
    "REFERENCE",
    "Entrant",
    "Skill",
    "counts",
    "rate",
]

_MODEL = PlackettLuce()


@dataclass(frozen=True, slots=True)
class Skill:
    """A rating: ``mu`` the estimated skill, ``sigma`` how unsure that estimate is."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """What is ranked: the skill the player has with near certainty (μ − 3σ), so a
        newcomer's lucky first win does not top the leaderboard."""
        return self.mu - 3 * self.sigma

    @property
    def points(self) -> int:
        """The rating as players see it: points on a scale without negative numbers nor
        Greek letters, 1000 for a newcomer (ordinal 0) and 20 points per unit of ordinal —
        the exact ordinal's order kept (docs/ratings.md). It would reach 0 only at an
        ordinal of −50, thousands of games lost in a row even against casual computers."""
        return round(POINTS_AT_NEW + POINTS_PER_ORDINAL * self.ordinal)


#: The display scale: a newcomer's points, and the points one unit of ordinal is worth.
POINTS_AT_NEW = 1000
POINTS_PER_ORDINAL = 20
#: Rated games before a rating stops being marked provisional: until then it moves a lot with
#: each game (σ is still large) and says little.
PROVISIONAL_GAMES = 10


#: A person's rating before their first rated game (OpenSkill's defaults: 25 ± 25/3).
NEW = Skill(_MODEL.mu, _MODEL.sigma)

#: Computer players by level. A small sigma: the reference is taken as known, so the game
#: moves the person and not the yardstick. Casual plays legal but aimless moves (below a
#: newcomer's 25), sharp plays what its seat knows well (above it).
REFERENCE: dict[str, Skill] = {"casual": Skill(20.0, 2.0), "sharp": Skill(30.0, 2.0)}


@dataclass(frozen=True, slots=True)
class Entrant:
    """One seat of a finished game: its skill going in, whether it won, and whether its new
    rating is kept (a person's is; a computer's or a forgotten player's is not)."""

    skill: Skill
    won: bool
    kept: bool


def counts(entrants: Sequence[Entrant]) -> bool:
    """Whether the game moves anyone's rating: someone kept, someone won and someone lost."""
    return any(e.kept for e in entrants) and any(e.won for e in entrants) and not all(e.won for e in entrants)


def rate(entrants: Sequence[Entrant]) -> list[Skill]:
    """Each entrant's skill after the game, in order; those not kept come back unchanged."""
    teams = [[_MODEL.rating(mu=e.skill.mu, sigma=e.skill.sigma)] for e in entrants]
    after = _MODEL.rate(teams, ranks=[1 if e.won else 2 for e in entrants])
    return [Skill(team[0].mu, team[0].sigma) if e.kept else e.skill for team, e in zip(after, entrants, strict=True)]
