"""A game's clock: how long a seat may take over a decision.

Two kinds, chosen in the lobby:

- the **per-decision timer** (a night at the table): each decision gets ``turn_seconds``
  from the moment it falls due (0: no timer);
- the **time bank** (a correspondence game, played over days): each player has a reserve
  (``Bank.initial``) that runs only while one of their own decisions is open and they are
  neither in their quiet hours nor on holiday; ``Bank.increment`` is added after each of
  their decisions, up to ``Bank.cap``.

Under both, an **answer** — a decision asked of a seat during someone else's turn (a claim's
contest, a token request, an Inquisitor's question) — has a short clock of its own,
``answer_seconds``, and does not draw on the bank: one claim holds the table for at most a
few answer timers, however slow its answerers are.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["MIN_ANSWER_SECONDS", "Bank", "TimeControl"]

# The shortest answer timer: time to read the claim and click.
MIN_ANSWER_SECONDS = 20
# The default answer timer is this share of a decision's time (the turn timer, or the bank's
# increment).
ANSWER_SHARE = 3


@dataclass(frozen=True, slots=True)
class Bank:
    """A time bank: seconds to start with, added after each decision, at most."""

    initial: int
    increment: int
    cap: int


@dataclass(frozen=True, slots=True)
class TimeControl:
    turn_seconds: int = 0
    answer_seconds: int | None = None  # None: the default (:attr:`answers`)
    bank: Bank | None = None

    @property
    def timed(self) -> bool:
        return self.bank is not None or self.turn_seconds > 0

    @property
    def answers(self) -> int:
        """The answer timer: as set, else a third of a decision's time, at least
        :data:`MIN_ANSWER_SECONDS`; 0 in a game without a timer."""
        if not self.timed:
            return 0
        if self.answer_seconds is not None:
            return self.answer_seconds
        share = self.bank.increment if self.bank is not None else self.turn_seconds
        return max(MIN_ANSWER_SECONDS, share // ANSWER_SHARE)
