"""The shape every Mascarade menu must have, checked on every menu of the
conformance playouts and by the menu tests: how many interactions each decision takes
(one per level of the tree, the panel already open), a description on every choice, and
which choices may be quick (public) buttons."""

from __future__ import annotations

from collections.abc import Iterator

from bot.engine.core import Choice, Menu
from cogs.mascarade.rules import Rules, State
from cogs.mascarade.rules.actions import Announce, Contest, FoolSwap, Pass, Peek, SpySwap, Swap
from cogs.mascarade.rules.options import Answers

# The most select options one level may hold (Discord's limit; no "More…" page needed).
LEVEL_LIMIT = 25


def paths(menu: Menu, depth: int = 1) -> Iterator[tuple[int, Choice]]:
    """Every leaf with its depth: the interactions it takes from the open panel."""
    for choice in menu.choices:
        if choice.menu is None:
            yield depth, choice
        else:
            yield from paths(choice.menu, depth + 1)


def choices(menu: Menu) -> Iterator[Choice]:
    for choice in menu.choices:
        yield choice
        if choice.menu is not None:
            yield from choices(choice.menu)


def levels(menu: Menu) -> Iterator[Menu]:
    yield menu
    for choice in menu.choices:
        if choice.menu is not None:
            yield from levels(choice.menu)


def depth_of(menu: Menu, kind: type) -> int:
    """The most interactions any action of ``kind`` takes."""
    return max(depth for depth, choice in paths(menu) if isinstance(choice.action, kind))


def is_flag(choice: Choice) -> bool:
    """A secret swap-or-not button."""
    return isinstance(choice.action, Swap | FoolSwap | SpySwap)


def check_menu(rules: Rules, s: State, seat: int, menu: Menu) -> None:
    decision = next(d for d in rules.pending(s) if d.seat == seat)
    # One at a time every answer is public at once (M-5.2); all at once it is sealed (R5).
    public = s.answers == Answers.ONE_AT_A_TIME
    assert all(len(level.choices) <= LEVEL_LIMIT for level in levels(menu)), "no “More…” page"
    for choice in choices(menu):
        # The swap-or-not buttons are the one exception: the prompt says what they do.
        assert (choice.description is None) == is_flag(choice), "every other choice explains itself"
    for depth, leaf in paths(menu):
        if isinstance(leaf.action, Swap | FoolSwap | SpySwap):
            assert not leaf.quick, "the secret swap-or-not is never a public button"
        if isinstance(leaf.action, Swap):
            assert depth <= 2, "a swap: the card, then swap or not"
        if isinstance(leaf.action, Peek):
            assert depth == 1, "a peek: one choice"
        if isinstance(leaf.action, Announce):
            assert depth <= 2, "an announcement: at most the character, then the hand"
        if isinstance(leaf.action, Pass | Contest):
            assert leaf.quick == public, "only a public answer to a claim is a quick button"
            assert depth <= 2
    if decision.kind == "contest":
        assert all(c.quick == public for c in choices(menu)), "only a public answer to a claim is a quick button"
    if decision.kind in ("prep", "turn"):
        # Which cards a swap involves, a look and an announcement are public (M-10.1): the
        # whole turn begins from the turn message; only the swap-or-not below is private.
        assert all(c.quick for c in menu.choices), "every choice of a turn is a quick one"
