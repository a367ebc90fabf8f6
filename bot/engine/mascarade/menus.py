"""A seat's choices as a tree (buttons at the top, select menus below), built from
``legal_actions`` so a menu can never offer an illegal move."""

from __future__ import annotations

from typing import Literal

from bot.engine.core import Choice, Menu
from bot.engine.mascarade.actions import (
    Action,
    Announce,
    BishopTake,
    Contest,
    FoolSwap,
    Guess,
    Inquire,
    Pass,
    Peek,
    PrincessTarget,
    PuppetSwap,
    SpyLook,
    SpySwap,
    Swap,
    WitchSwap,
)
from bot.engine.mascarade.content import Content
from bot.engine.mascarade.legal import decider, legal_actions
from bot.engine.mascarade.state import State
from bot.engine.mascarade.table import card_term, place
from bot.engine.mascarade.views import slot_label
from bot.engine.text import Text, text

Style = Literal["primary", "secondary", "success", "danger"]


def _flag(a: Swap | FoolSwap | SpySwap) -> Choice:
    key = "mascarade-menu-do-swap" if a.swap else "mascarade-menu-no-swap"
    return Choice(label=text(key), action=a, style="primary" if a.swap else "secondary")


def _sub(label: Text, prompt: Text, choices: list[Choice], style: Style = "secondary") -> Choice:
    """A leaf when only one way remains (4+ players hold one card), else a sub-menu."""
    if len(choices) == 1:
        return Choice(label=label, action=choices[0].action, style=style)
    return Choice(label=label, menu=Menu(prompt=prompt, choices=choices), style=style)


class _Builder:
    def __init__(self, s: State, seat: int, legal: list[Action]) -> None:
        self.s = s
        self.seat = seat
        self.legal = legal

    def slot(self, i: int) -> Text:
        return slot_label(self.s, i, self.seat)

    def power_term(self) -> str:
        assert self.s.claim is not None
        return card_term(self.s.claim.character)

    def person(self, p: int) -> Text:
        return text("mascarade-menu-seat", seat=p, n=self.s.coins[p])

    def swaps(self) -> list[Choice]:
        """One choice per card pair, each opening "swap" / "do not swap"."""
        pairs: dict[tuple[int, int], list[Choice]] = {}
        for a in self.legal:
            if isinstance(a, Swap):
                pairs.setdefault((a.mine, a.other), []).append(_flag(a))
        prompt = text("mascarade-prompt-swap-do")
        return [
            Choice(
                label=text("mascarade-menu-pair", mine=self.s.slots[m].hand, **place(self.s, o, "other")),
                menu=Menu(prompt=prompt, choices=flags),
            )
            for (m, o), flags in pairs.items()
        ]

    def turn(self, prep: bool) -> Menu:
        """Top level: at most three buttons (swap / peek / announce)."""
        top = [
            Choice(
                label=text("mascarade-menu-swap"),
                menu=Menu(prompt=text("mascarade-prompt-swap-pick"), choices=self.swaps()),
                style="primary",
            )
        ]
        if prep:
            return Menu(prompt=text("mascarade-prompt-prep"), choices=top)
        peeks = [Choice(label=self.slot(a.slot), action=a) for a in self.legal if isinstance(a, Peek)]
        if peeks:
            top.append(_sub(text("mascarade-menu-peek"), text("mascarade-prompt-peek"), peeks))
        claims: dict[str, list[Choice]] = {}
        for a in self.legal:
            if isinstance(a, Announce):
                claims.setdefault(a.character, []).append(Choice(label=self.slot(a.slot), action=a))
        if claims:
            slot_prompt = text("mascarade-prompt-claim-slot")
            characters = [_sub(text(card_term(ch)), slot_prompt, hands) for ch, hands in claims.items()]
            top.append(
                Choice(
                    label=text("mascarade-menu-claim"),
                    menu=Menu(prompt=text("mascarade-prompt-claim"), choices=characters),
                    style="success",
                )
            )
        return Menu(prompt=text("mascarade-prompt-turn"), choices=top)

    def contest(self) -> Menu:
        claim = self.s.claim
        assert claim is not None
        hands = [Choice(label=self.slot(a.slot), action=a) for a in self.legal if isinstance(a, Contest)]
        choices = [
            Choice(label=text("mascarade-menu-pass"), action=Pass()),
            _sub(text("mascarade-menu-contest"), text("mascarade-prompt-contest-slot"), hands, "danger"),
        ]
        prompt = text("mascarade-prompt-contest", seat=claim.announcer, card_term=card_term(claim.character))
        return Menu(prompt=prompt, choices=choices)

    def fool(self) -> list[Choice]:
        """First card, then second card, then swap or not."""
        tree: dict[int, dict[int, list[Choice]]] = {}
        for a in self.legal:
            assert isinstance(a, FoolSwap)
            tree.setdefault(a.first, {}).setdefault(a.second, []).append(_flag(a))
        do = text("mascarade-prompt-swap-do")
        second = text("mascarade-prompt-fool-second", card_term=self.power_term())
        return [
            Choice(
                label=self.slot(first),
                menu=Menu(
                    prompt=second,
                    choices=[
                        Choice(label=self.slot(b), menu=Menu(prompt=do, choices=flags)) for b, flags in seconds.items()
                    ],
                ),
            )
            for first, seconds in tree.items()
        ]

    def puppet(self) -> list[Choice]:
        tree: dict[int, list[Choice]] = {}
        for a in self.legal:
            assert isinstance(a, PuppetSwap)
            tree.setdefault(a.first, []).append(Choice(label=self.person(a.second), action=a))
        second = text("mascarade-prompt-puppet-second", card_term=self.power_term())
        return [_sub(self.person(p), second, seconds) for p, seconds in tree.items()]

    def single(self, a: Action) -> Choice:
        """A one-level power choice."""
        if isinstance(a, BishopTake | Inquire | PrincessTarget):
            return Choice(label=self.person(a.target), action=a)
        if isinstance(a, WitchSwap):
            if a.target is None:
                return Choice(label=text("mascarade-menu-no-witch"), action=a)
            return Choice(label=self.person(a.target), action=a)
        if isinstance(a, SpyLook):
            return Choice(label=self.slot(a.target), action=a)
        if isinstance(a, SpySwap):
            return _flag(a)
        assert isinstance(a, Guess)
        if a.character is None:
            return Choice(label=text("mascarade-menu-silent"), action=a)
        return Choice(label=text(card_term(a.character)), action=a)


def build_menu(content: Content, s: State, seat: int) -> Menu | None:
    who = decider(s)
    if who is None or who[0] != seat:
        return None
    kind = who[1]
    b = _Builder(s, seat, legal_actions(content, s, seat))
    if kind in ("prep", "turn"):
        return b.turn(prep=kind == "prep")
    if kind == "contest":
        return b.contest()
    if kind == "fool":
        choices = b.fool()
    elif kind == "puppet":
        choices = b.puppet()
    else:
        choices = [b.single(a) for a in b.legal]
    prompt = text(f"mascarade-prompt-{kind.replace('_', '-')}", card_term=b.power_term())
    return Menu(prompt=prompt, choices=choices)
