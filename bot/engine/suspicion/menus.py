"""A seat's current choices as a tree the adapter draws as buttons and selects.

Built from the same enumerations as ``legal_actions``, so every leaf is legal and, during
a turn, every legal action is a leaf. The final guess is a form: one sub-menu per
opponent, each leaf a complete legal guess naming that opponent only; the adapter's modal
combines the picks (one select per opponent) into a single ``guess`` action.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.core import Choice, Menu, text
from bot.engine.suspicion import legal
from bot.engine.suspicion.actions import Action, AskSeat, Guess, Move, Passage, Play, SearchGem
from bot.engine.suspicion.content import UNKNOWN_FACE, Content
from bot.engine.suspicion.state import State


def _guest(guest: str) -> str:
    return f"suspicion-guest-{guest}"


def _room(room: str) -> str:
    return f"suspicion-room-{room}"


def menu(content: Content, state: State, seat: int) -> Menu | None:
    actions = legal.legal_actions(content, state, seat)
    if not actions:
        return None
    if state.phase == "guess":
        return _guess_menu(content, state, seat)
    if state.phase == "roll":
        choice = Choice(label=text("suspicion-choice-roll"), action=actions[0], style="primary")
        return Menu(prompt=text("suspicion-menu-roll"), choices=[choice])
    if state.phase == "move":
        return _move_menu(content, state, actions)
    if state.phase == "play":
        return Menu(
            prompt=text("suspicion-menu-play"),
            choices=[
                Choice(
                    label=text("suspicion-choice-play", card_term=f"suspicion-card-{a.card}"),
                    action=a,
                    style="primary",
                )
                for a in actions
                if isinstance(a, Play)
            ],
        )
    return _act_menu(content, state, actions)


def _rooms_menu(guest: str, moves: Sequence[Move | Passage]) -> Menu:
    return Menu(
        prompt=text("suspicion-menu-room", guest_term=_guest(guest)),
        choices=[
            Choice(label=text("suspicion-choice-room", room_term=_room(m.room)), action=m)
            for m in moves
            if m.guest == guest
        ],
    )


def _guests_menu(content: Content, prompt: str, moves: Sequence[Move | Passage]) -> Menu:
    return Menu(
        prompt=text(prompt),
        choices=[
            Choice(label=text("suspicion-choice-guest", guest_term=_guest(g)), menu=_rooms_menu(g, moves))
            for g in content.guest_ids
            if any(m.guest == g for m in moves)
        ],
    )


def _move_menu(content: Content, state: State, actions: Sequence[Action]) -> Menu:
    """S-2.1: one choice per die face still to use; '?' opens the list of guests."""
    moves = [a for a in actions if isinstance(a, Move)]
    choices: list[Choice] = []
    for face in legal.move_faces(state):
        if face == UNKNOWN_FACE:
            choices.append(
                Choice(
                    label=text("suspicion-choice-move-any"),
                    menu=_guests_menu(content, "suspicion-menu-move-any", moves),
                )
            )
        else:
            choices.append(
                Choice(
                    label=text("suspicion-choice-move", guest_term=_guest(face)),
                    menu=_rooms_menu(face, moves),
                    style="primary",
                )
            )
    return Menu(prompt=text("suspicion-menu-move"), choices=choices)


def _act_menu(content: Content, state: State, actions: Sequence[Action]) -> Menu:
    """S-2.2: the played card's halves still to do, in any order (S-2.4: one of them)."""
    card = content.card_by_number[legal.require_card(state)]
    choices: list[Choice] = []
    for kind in state.card_left:
        half = card.action(kind)
        mine = [a for a in actions if a.kind == kind]
        if not mine or half is None:
            continue
        if kind == "search":
            choices.extend(
                Choice(
                    label=text("suspicion-choice-search", gem_term=f"suspicion-gem-{a.gem}"),
                    action=a,
                    style="success",
                )
                for a in mine
                if isinstance(a, SearchGem)
            )
        elif kind == "tip":
            label = text("suspicion-choice-tip", gem_term=f"suspicion-gem-{half.gem}")
            choices.append(Choice(label=label, action=mine[0], style="success"))
        elif kind == "peek":
            choices.append(Choice(label=text("suspicion-choice-peek"), action=mine[0]))
        elif kind == "passage":
            passages = [a for a in mine if isinstance(a, Passage)]
            choices.append(
                Choice(
                    label=text("suspicion-choice-passage"),
                    menu=_guests_menu(content, "suspicion-menu-passage", passages),
                )
            )
        else:
            targets = Menu(
                prompt=text("suspicion-menu-ask", guest_term=_guest(half.guest or "")),
                choices=[
                    Choice(label=text("suspicion-choice-player", target_seat=a.target), action=a)
                    for a in mine
                    if isinstance(a, AskSeat)
                ],
            )
            label = text("suspicion-choice-ask", guest_term=_guest(half.guest or ""))
            choices.append(Choice(label=label, menu=targets, style="primary"))
    key = "suspicion-menu-act-one" if state.players == 2 else "suspicion-menu-act"
    return Menu(prompt=text(key, card_term=f"suspicion-card-{card.number}"), choices=choices)


def _guess_menu(content: Content, state: State, seat: int) -> Menu:
    """S-5.2: a guest (or nothing) for each other player."""
    others = [s for s in range(state.players) if s != seat]
    choices: list[Choice] = []
    for target in others:
        blank: dict[int, str | None] = dict.fromkeys(others)
        options = [
            Choice(
                label=text("suspicion-choice-no-guess"),
                action=Guess(guesses=blank),
            )
        ]
        for guest in content.guest_ids:
            options.append(
                Choice(
                    label=text("suspicion-choice-guest", guest_term=_guest(guest)),
                    action=Guess(guesses={**blank, target: guest}),
                )
            )
        choices.append(
            Choice(
                label=text("suspicion-choice-guess-for", target_seat=target),
                menu=Menu(prompt=text("suspicion-menu-guess-for", target_seat=target), choices=options),
            )
        )
    return Menu(prompt=text("suspicion-menu-guess"), choices=choices)
