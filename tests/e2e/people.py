"""Players who click as people do, for counting what each kind of move costs them.

A person follows what is in front of them. Their open panel (the last one the bot sent
them, which it edits to their next decision) is used while it is in sight; Discord leaves
an edited ephemeral message where it was first sent, so once more than three messages have
come below it, it has scrolled away and the person starts from the channel instead: the
turn message's quick choice when it offers the move (or its control that opens a choice made
on a secret, the card drawn, privately), else "My panel". Every interaction is
counted (tests/e2e/clicks.py makes each one and checks the game moved on by one action).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine.core import Decision
from tests.e2e.clicks import Clicks, Want, shortest_path
from tests.e2e.fakediscord import Interaction, Message, User

__all__ = ["IN_SIGHT", "Ledger", "People", "Plan"]

#: Messages that may come below an open panel before it is out of sight.
IN_SIGHT = 3


#: How a decision is played: ways to play it, each the kind of move it counts under and what
#: to choose; the first way the menu offers is taken, the shortest way.
Plan = Callable[[Decision], Sequence[tuple[str, Want]]]


@dataclass
class Ledger:
    """Clicks per kind of move: each move's count, in the order they were made."""

    counts: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))

    def add(self, kind: str, clicks: int) -> int:
        """A new move; returns its index among the moves of its kind."""
        self.counts[kind].append(clicks)
        return len(self.counts[kind]) - 1

    def extend(self, kind: str, index: int, clicks: int) -> None:
        """One more step of a move already counted."""
        self.counts[kind][index] += clicks

    def most(self, kind: str) -> int:
        assert self.counts[kind], f"no {kind} was played"
        return max(self.counts[kind])

    def table(self, game: str, goals: dict[str, int]) -> str:
        """The click table: per kind, the most and the mean a move took, and its goal."""
        lines = [
            f"{game}: clicks per move, as people play",
            "| move | most | mean | moves | goal |",
            "| --- | --- | --- | --- | --- |",
        ]
        for kind, goal in goals.items():
            counts = self.counts[kind]
            mean = sum(counts) / len(counts) if counts else 0.0
            lines.append(f"| {kind} | {max(counts, default=0)} | {mean:.1f} | {len(counts)} | ≤ {goal} |")
        return "\n".join(lines)


@dataclass
class People:
    """The seated people of one game, each with the panel they have open."""

    clicks: Clicks
    panels: dict[int, Message] = field(default_factory=dict)  # user id → their open panel

    async def decide(self, seat: int, ways: Sequence[tuple[str, Want]]) -> tuple[str, int]:
        """The seat's person makes its current decision (the shortest way to a leaf the first
        of ``ways`` that can accepts) from what is in front of them; returns the kind of move
        it was and the interactions it took."""
        clicks = self.clicks
        await clicks.night.idle()
        user = await clicks.user(seat)
        since, kind, path = await self._way(seat, ways)
        before, version = clicks.sent(user), await clicks.version()
        panel = self.panels.get(user.id)
        if panel is not None and self._in_sight(user, panel) and self._shows(panel, since):
            await clicks.follow(user, panel, since, path, 0)
        elif (quick := await clicks.quick_choice(user, seat, since, path[0])) is not None:
            opened = self._opened(user, await clicks.answered(quick))
            if len(path) > 1:
                assert opened is not None, "a quick choice with a private step opens the panel there"
                await clicks.follow(user, opened, since, path, 1)
        else:
            # The turn message's control that opens a choice made on a secret (the card drawn),
            # else "My panel" on the board.
            game = clicks.night.game_id
            found = clicks.public_button(f"mn:q:{game}:{since}:{seat}::") or clicks.public_button(f"mn:p:{game}")
            assert found is not None, "no public message offers the panel"
            opened = self._opened(user, await clicks.answered(await clicks.night.fake.click(user, *found)))
            assert opened is not None, "My panel opens the panel"
            await clicks.follow(user, opened, since, path, 0)
        return kind, await clicks.done(user, before, version)

    async def play(self, steps: int, plan: Plan, ledger: Ledger, *, turns: bool = True) -> None:
        """``steps`` decisions, each the first one asked, played as ``plan`` says. A move
        spread over several decisions of one seat (a Grimm or a Suspicion turn: they share
        ``Decision.began``) counts as one move, of the kind its first decision was planned as;
        without ``turns``, each decision counts as a move of its own."""
        moves: dict[tuple[int, int], tuple[str, int]] = {}
        for _ in range(steps):
            await self.clicks.night.idle()
            asked = await self.clicks.asked()
            if not asked:
                return
            decision = asked[0]
            kind, taken = await self.decide(decision.seat, plan(decision))
            move = (decision.seat, decision.began if turns else decision.since)
            if move in moves:
                ledger.extend(*moves[move], taken)
            else:
                moves[move] = (kind, ledger.add(kind, taken))

    async def _way(self, seat: int, ways: Sequence[tuple[str, Want]]) -> tuple[int, str, list[int]]:
        decision = await self.clicks.decision(seat)
        assert decision is not None, f"seat {seat} is asked nothing"
        menu = await self.clicks.menu(seat)
        for kind, want in ways:
            if (path := shortest_path(menu, want)) is not None:
                return decision.since, kind, path
        raise AssertionError(f"seat {seat}'s menu offers nothing wanted")

    # -- what the person sees ------------------------------------------------------------

    def _opened(self, user: User, ix: Interaction) -> Message | None:
        """A new ephemeral panel the answer sent: now the person's open panel."""
        opened = ix.original if ix.callback is not None and ix.callback.type == 4 else None
        if opened is not None and opened.ephemeral:
            self.panels[user.id] = opened
            return opened
        return None

    def _in_sight(self, user: User, panel: Message) -> bool:
        night = self.clicks.night
        below = [m for m in night.fake.visible_to(user, night.channel) if m.id > panel.id]
        return not panel.deleted and len(below) <= IN_SIGHT

    def _shows(self, panel: Message, since: int) -> bool:
        """Whether the panel (edited in place) shows the decision opened at ``since``."""
        prefixes = (f"mn:a:{self.clicks.night.game_id}:{since}:", f"mn:s:{self.clicks.night.game_id}:{since}:")
        current = self.clicks.night.fake.message(panel.id)
        controls: list[dict[str, Any]] = [*current.buttons(), *current.selects()]
        return any(str(c.get("custom_id", "")).startswith(prefixes) for c in controls)
