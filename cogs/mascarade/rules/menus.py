"""A seat's choices as a tree, built from ``legal_actions`` so a menu can never offer an
illegal move.

Flat where that saves a click: a turn is one list that names the action and its
card at once ("Swap with Boris", "Look at your card", "Announce the King"), so a peek or an
announcement is one choice and a swap two (which card, then the secret swap-or-not). Who
swaps with whom, a look and an announcement are public facts (M-10.1), so every
choice of that list is quick: the turn begins from the turn message, and only the
swap-or-not (and the card looked at) stays private. Every
choice but the secret swap-or-not buttons carries a one-line description (a character's
power, what an action does), and a menu's notes say why a choice the player may expect
is missing. A level never holds more than a select's 25 options: a table whose list would
be longer gathers its announcements under one choice (still two choices away).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from bot.engine.core import Choice, Menu
from bot.engine.text import Text, text
from cogs.mascarade.rules.actions import (
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
from cogs.mascarade.rules.content import Content, EditionId
from cogs.mascarade.rules.knowledge import where
from cogs.mascarade.rules.legal import (
    PREPARATORY_TURNS,
    all_at_once,
    decision_of,
    legal_actions,
    may_announce,
    may_peek,
)
from cogs.mascarade.rules.state import State
from cogs.mascarade.rules.table import card_term
from cogs.mascarade.rules.views import slot_label

Style = Literal["primary", "secondary", "success", "danger"]

# Discord's select holds 25 options; a longer level would need a "More…" page.
LEVEL_LIMIT = 25


def power_args(content: Content, edition: EditionId, card: str) -> tuple[str, dict[str, Any]]:
    """A character's power (its catalogue name) and the numbers its texts say, in this
    edition: ``n`` the power's amount, ``ends`` whether a short Inquisition ends the game."""
    ed = content.editions[edition]
    ch = ed.character(card)
    numbers = {
        "bishop": content.bishop_take,
        "cheat": content.cheat_coins,
        "widow": content.widow_coins,
        "inquisitor": content.inquisition_fine,
    }
    args: dict[str, Any] = {"n": numbers.get(ch.power, ch.amount)}
    if ch.power == "inquisitor":
        args["ends"] = "yes" if ed.short_inquisition_ends else "no"
    return ch.power.replace("_", "-"), args


def power_text(content: Content, s: State, card: str) -> Text:
    """One line saying what a character's power does, with this edition's numbers."""
    power, args = power_args(content, s.edition, card)
    return text(f"mascarade-power-{power}", **args)


def _flags(actions: Sequence[Swap | FoolSwap | SpySwap]) -> Menu:
    """The secret swap-or-not, as two buttons (no descriptions: the prompt says it all, and
    a level with descriptions would be drawn as a select). Never quick: it is the one thing
    only the player knows."""
    choices = []
    for a in sorted(actions, key=lambda a: not a.swap):
        key = "do-swap" if a.swap else "no-swap"
        choices.append(
            Choice(label=text(f"mascarade-menu-{key}"), action=a, style="primary" if a.swap else "secondary")
        )
    return Menu(prompt=text("mascarade-prompt-swap-do"), choices=choices)


class _Builder:
    def __init__(self, content: Content, s: State, seat: int, legal: list[Action]) -> None:
        self.content = content
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

    def where(self, slot: int, prefix: str) -> dict[str, Any]:
        """A card named relative to the deciding seat (its own, the centre, another's)."""
        return where(self.s.place_of(slot), self.seat, prefix)

    # -- a turn -------------------------------------------------------------------------

    def swaps(self) -> list[Choice]:
        """One choice per pair of cards, opening the secret swap-or-not."""
        pairs: dict[tuple[int, int], list[Swap]] = {}
        for a in self.legal:
            if isinstance(a, Swap):
                pairs.setdefault((a.mine, a.other), []).append(a)
        return [
            Choice(
                label=text(
                    "mascarade-menu-swap-with",
                    mine=self.s.slots[m].hand,
                    **self.where(o, "other"),
                ),
                description=text("mascarade-desc-swap"),
                menu=_flags(flags),
                style="primary",
                quick=True,
            )
            for (m, o), flags in pairs.items()
        ]

    def peeks(self) -> list[Choice]:
        return [
            Choice(
                label=text("mascarade-menu-look", hand=self.s.slots[a.slot].hand),
                action=a,
                description=text("mascarade-desc-look"),
                quick=True,
            )
            for a in self.legal
            if isinstance(a, Peek)
        ]

    def claims(self) -> list[Choice]:
        """One choice per character; at 2 and 3 players it opens the card to put a hand on."""
        hands: dict[str, list[Announce]] = {}
        for a in self.legal:
            if isinstance(a, Announce):
                hands.setdefault(a.character, []).append(a)
        out = []
        for character, claims in hands.items():
            label = text("mascarade-menu-announce", card_term=card_term(character))
            power = power_text(self.content, self.s, character)
            if len(claims) == 1:
                out.append(Choice(label=label, action=claims[0], description=power, style="success", quick=True))
                continue
            on = [
                Choice(
                    label=text("mascarade-menu-hand", hand=self.s.slots[a.slot].hand),
                    action=a,
                    description=text("mascarade-desc-hand"),
                )
                for a in claims
            ]
            prompt = text("mascarade-prompt-claim-slot")
            menu = Menu(prompt=prompt, choices=on)
            out.append(Choice(label=label, menu=menu, description=power, style="success", quick=True))
        return out

    def turn_notes(self, prep: bool) -> list[Text]:
        """Why a choice the player may expect is missing (M-2.1, M-2.3, M-9.2, M-9.3), and
        what an announcement risks (M-5.4), before it is made."""
        s, seat = self.s, self.seat
        notes = []
        if prep:
            notes.append(text("mascarade-note-prep", n=s.turn, total=PREPARATORY_TURNS))
        elif not may_announce(s, seat):
            peek = "yes" if may_peek(self.content, s, seat) else "no"
            notes.append(text("mascarade-note-revealed", peek=peek))
        else:
            notes.append(text("mascarade-note-announce-stakes", n=self.content.fine))
        if s.players == 2:
            notes.append(text("mascarade-note-protected", prep="yes" if prep else "no"))
        return notes

    def turn(self, prep: bool) -> Menu:
        """The whole turn in one list: swaps, looks, announcements."""
        swaps, peeks, claims = self.swaps(), self.peeks(), self.claims()
        if len(swaps) + len(peeks) + len(claims) > LEVEL_LIMIT:
            gathered = Menu(prompt=text("mascarade-prompt-claim"), choices=claims)
            claims = [
                Choice(
                    label=text("mascarade-menu-claim"),
                    menu=gathered,
                    description=text("mascarade-desc-claim"),
                    style="success",
                    quick=True,
                )
            ]
        # The turn message shows what its buttons do (public: the rules, not this seat's cards).
        table = "prep" if prep else "turn" if claims else "turn-no-claim" if peeks else "turn-swap"
        return Menu(
            prompt=self.turn_prompt(prep, peeks, claims),
            choices=[*swaps, *peeks, *claims],
            notes=self.turn_notes(prep),
            table_note=text(f"mascarade-table-note-{table}"),
        )

    @staticmethod
    def turn_prompt(prep: bool, peeks: list[Choice], claims: list[Choice]) -> Text:
        """The turn's prompt names only what is offered (M-2.3: no announcing, perhaps no
        peeking, the turn after a reveal)."""
        if prep:
            return text("mascarade-prompt-prep")
        if not claims:
            return text("mascarade-prompt-turn-no-claim" if peeks else "mascarade-prompt-turn-swap")
        return text("mascarade-prompt-turn")

    # -- answering a claim --------------------------------------------------------------

    def contest(self) -> Menu:
        """Pass or contest: public answers (M-5.2), so both are quick, unless they are given
        all at once (R5): a sealed answer is chosen in the private panel only, so that
        nobody watching the channel can tell it."""
        claim = self.s.claim
        assert claim is not None
        character = card_term(claim.character)
        quick = not all_at_once(self.s)
        contests = [a for a in self.legal if isinstance(a, Contest)]
        contest_desc = text("mascarade-desc-contest", card_term=character, n=self.content.fine)
        label = text("mascarade-menu-contest")
        if len(contests) == 1:
            contest = Choice(label=label, action=contests[0], description=contest_desc, style="danger", quick=quick)
        else:
            hands = [
                Choice(
                    label=text("mascarade-menu-hand", hand=self.s.slots[a.slot].hand),
                    action=a,
                    description=text("mascarade-desc-contest-hand"),
                    quick=quick,
                )
                for a in contests
            ]
            sub = Menu(prompt=text("mascarade-prompt-contest-slot"), choices=hands)
            contest = Choice(label=label, menu=sub, description=contest_desc, style="danger", quick=quick)
        choices = [
            Choice(
                label=text("mascarade-menu-pass"),
                action=Pass(),
                description=text("mascarade-desc-pass", seat=claim.announcer, card_term=character),
                quick=quick,
            ),
            contest,
        ]
        key = "mascarade-prompt-contest" if quick else "mascarade-prompt-contest-sealed"
        prompt = text(key, seat=claim.announcer, card_term=character)
        # What is at stake, before answering (M-5.4): the claimed power and the fine.
        power, args = power_args(self.content, self.s.edition, claim.character)
        notes = [
            text("mascarade-note-claimed", card_term=character, power=power, **args),
            text("mascarade-note-contest-stakes", seat=claim.announcer, card_term=character, fine=self.content.fine),
        ]
        table_note = text("mascarade-table-note-contest", card_term=character, n=self.content.fine) if quick else None
        return Menu(prompt=prompt, choices=choices, notes=notes, table_note=table_note)

    # -- inside a power -----------------------------------------------------------------

    def fool(self) -> tuple[list[Choice], list[Text]]:
        """Both cards in one choice when the pairs fit one list, else first then second;
        then the secret swap-or-not."""
        pairs: dict[tuple[int, int], list[FoolSwap]] = {}
        for swap in self.legal:
            assert isinstance(swap, FoolSwap)
            pairs.setdefault((swap.first, swap.second), []).append(swap)
        desc = text("mascarade-desc-fool")
        notes = [text("mascarade-note-fool", players=self.s.players)]
        if len(pairs) <= LEVEL_LIMIT:
            return [
                Choice(
                    label=text("mascarade-menu-pair-of", **self.where(a, "first"), **self.where(b, "second")),
                    description=desc,
                    menu=_flags(flags),
                )
                for (a, b), flags in pairs.items()
            ], notes
        tree: dict[int, dict[int, list[FoolSwap]]] = {}
        for (a, b), flags in pairs.items():
            tree.setdefault(a, {})[b] = flags
        second = text("mascarade-prompt-fool-second", card_term=self.power_term())
        return [
            Choice(
                label=self.slot(first),
                description=text("mascarade-desc-fool-first"),
                menu=Menu(
                    prompt=second,
                    choices=[
                        Choice(label=self.slot(b), description=desc, menu=_flags(flags)) for b, flags in seconds.items()
                    ],
                ),
            )
            for first, seconds in tree.items()
        ], notes

    def puppet(self) -> list[Choice]:
        """Both players in one choice when the pairs fit one list, else first then second."""
        moves = [a for a in self.legal if isinstance(a, PuppetSwap)]
        assert self.s.claim is not None
        n = self.content.editions[self.s.edition].character(self.s.claim.character).amount

        def leaf(a: PuppetSwap) -> Choice:
            label = text("mascarade-menu-two-seats", first_seat=a.first, second_seat=a.second)
            desc = text("mascarade-desc-puppet", first_seat=a.first, second_seat=a.second, n=n)
            return Choice(label=label, action=a, description=desc, quick=True)

        if len(moves) <= LEVEL_LIMIT:
            return [leaf(a) for a in moves]
        tree: dict[int, list[Choice]] = {}
        for a in moves:
            tree.setdefault(a.first, []).append(leaf(a))
        second = text("mascarade-prompt-puppet-second", card_term=self.power_term())
        return [
            Choice(
                label=self.person(p),
                description=text("mascarade-desc-puppet-first"),
                menu=Menu(prompt=second, choices=seconds),
                quick=True,
            )
            for p, seconds in tree.items()
        ]

    def single(self, a: Action) -> Choice:
        """A one-level power choice. The Bishop's, the Inquisitor's and the Princess's
        targets, the Witch's swap and the Inquisition's answer are announced to everyone
        (M-10.1), so they are quick; the Spy's look is not."""
        c, s = self.content, self.s
        if isinstance(a, BishopTake):
            desc = text("mascarade-desc-bishop", target_seat=a.target, n=c.bishop_take)
            return Choice(label=self.person(a.target), action=a, description=desc, quick=True)
        if isinstance(a, Inquire):
            desc = text("mascarade-desc-inquire", target_seat=a.target, n=c.inquisition_fine)
            return Choice(label=self.person(a.target), action=a, description=desc, quick=True)
        if isinstance(a, PrincessTarget):
            desc = text("mascarade-desc-princess", target_seat=a.target)
            return Choice(label=self.person(a.target), action=a, description=desc, quick=True)
        if isinstance(a, WitchSwap):
            mine = s.coins[self.seat]
            if a.target is None:
                desc = text("mascarade-desc-witch-keep", n=mine)
                return Choice(label=text("mascarade-menu-no-witch"), action=a, description=desc, quick=True)
            desc = text("mascarade-desc-witch", target_seat=a.target, n=s.coins[a.target], mine=mine)
            return Choice(label=self.person(a.target), action=a, description=desc, quick=True)
        if isinstance(a, SpyLook):
            return Choice(label=self.slot(a.target), action=a, description=text("mascarade-desc-spy-look"))
        assert isinstance(a, Guess)
        if a.character is None:
            desc = text("mascarade-desc-silent", n=c.inquisition_fine)
            return Choice(label=text("mascarade-menu-silent"), action=a, description=desc, quick=True)
        desc = power_text(c, s, a.character)
        return Choice(label=text(card_term(a.character)), action=a, description=desc, quick=True)


def build_menu(content: Content, s: State, seat: int) -> Menu | None:
    kind = decision_of(s, seat)
    if kind is None:
        return None
    b = _Builder(content, s, seat, legal_actions(content, s, seat))
    if kind in ("prep", "turn"):
        return b.turn(prep=kind == "prep")
    if kind == "contest":
        return b.contest()
    prompt = text(f"mascarade-prompt-{kind.replace('_', '-')}", card_term=b.power_term())
    if kind == "spy_swap":
        return _flags([a for a in b.legal if isinstance(a, SpySwap)]).model_copy(update={"prompt": prompt})
    notes: list[Text] = []
    if kind == "fool":
        choices, notes = b.fool()
    elif kind == "puppet":
        choices = b.puppet()
    else:
        choices = [b.single(a) for a in b.legal]
    return Menu(prompt=prompt, choices=choices, notes=notes)
