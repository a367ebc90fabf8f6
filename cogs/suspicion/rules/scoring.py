"""Final scoring (S-5.3) and the winner with its tie-breaks (S-5.4)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.engine.core import Outcome, text
from cogs.suspicion.rules.content import GEMS, Gem, Scoring
from cogs.suspicion.rules.state import Score


def gem_points(gems: Mapping[Gem, int], scoring: Scoring) -> tuple[int, int, int]:
    """(sets, loose gems, points): a set is one of each kind, so the number of sets is the
    smallest count; every other gem scores alone (S-5.3)."""
    sets = min(gems[g] for g in GEMS)
    loose = sum(gems.values()) - len(GEMS) * sets
    return sets, loose, sets * scoring.gem_set + loose * scoring.loose_gem


def score(
    guests: Sequence[str],
    guesses: Sequence[Mapping[int, str | None]],
    gems: Sequence[Mapping[Gem, int]],
    scoring: Scoring,
) -> list[Score]:
    """Every seat's breakdown. ``guesses[s]`` is empty for a seat that guessed nothing."""
    scores: list[Score] = []
    for seat, guest in enumerate(guests):
        correct = sorted(t for t, g in guesses[seat].items() if g == guests[t])
        guessed_by = sum(1 for other in guesses if other.get(seat) == guest)
        sets, loose, points = gem_points(gems[seat], scoring)
        scores.append(
            Score(
                seat=seat,
                guest=guest,
                correct=correct,
                sets=sets,
                loose=loose,
                points=points + len(correct) * scoring.correct_guess,
                guessed_by=guessed_by,
                gems=sum(gems[seat].values()),
            )
        )
    return scores


def outcome(scores: Sequence[Score], eligible: Sequence[int]) -> Outcome:
    """S-5.4: most points; then the guest guessed by the fewest; then the most gems; then a
    shared victory. Only ``eligible`` (still seated) players can win (R3)."""
    field = [s for s in scores if s.seat in eligible]
    if not field:
        return Outcome(winners=(), reason=text("suspicion-end-abandoned"))
    best = max(s.points for s in field)
    field = [s for s in field if s.points == best]
    reason = "suspicion-end-points"
    if len(field) > 1:
        fewest = min(s.guessed_by for s in field)
        field = [s for s in field if s.guessed_by == fewest]
        reason = "suspicion-end-tiebreak-guessed"
    if len(field) > 1:
        most = max(s.gems for s in field)
        field = [s for s in field if s.gems == most]
        reason = "suspicion-end-tiebreak-gems"
    if len(field) > 1:
        reason = "suspicion-end-shared"
    winners = tuple(s.seat for s in field)
    return Outcome(winners=winners, reason=text(reason, points=best, count=len(winners)))
