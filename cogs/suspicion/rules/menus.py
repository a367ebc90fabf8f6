"""A seat's current choices as a tree the adapter draws as buttons and selects.

Built from the same enumerations as ``legal_actions``, so every leaf is legal and, during
a turn, every legal action is a leaf. The tree is kept flat so that a turn takes few
clicks (the dice are rolled as it begins): each move is one choice naming both the guest
and the room, and when both dice show a guest (no '?') both moves are one choice too; the
card comes together with the half carried out first, naming its target
(S-2.2 leaves the order to the player), in one choice; the other half is one more. So a
turn takes four clicks, one fewer without a '?' and one fewer with two players (S-2.4: the
one half comes with the card).
Only the secret passage, with 110 possible guest-and-room pairs, keeps a second level for
its room (and a third for its guest when it comes with the card). Each card alone is still
a choice, its halves then chosen one by one. Every choice of a turn carries a one-line
description, so each level is drawn as a select that explains its options, and ``notes``
say why a choice the player may look for is not offered.

A choice whose label the table sees anyway once it is made (S-2.2: each action is posted as
it happens) is quick, offered on the turn message too: a move, and a half of the played card
naming its target (a tip, the invitation, a question, the guest sent through the passage).
Not the cards in hand, alone or with a half (the turn message would show the whole hand,
and the card left is secret), nor a search, whose gems would show the room of one's own
guest; nor a description, which may say that a guest is one's own.

The final guess is a form: one sub-menu per opponent, each leaf a complete legal guess
naming that opponent only; the adapter's modal combines the picks (one select per
opponent) into a single ``guess`` action.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.core import Choice, Menu, Text, text
from cogs.suspicion.rules import legal
from cogs.suspicion.rules.actions import Action, AskSeat, Guess, Move, Passage, Play, SearchGem
from cogs.suspicion.rules.content import UNKNOWN_FACE, CardAction, Content, Gem
from cogs.suspicion.rules.state import State
from cogs.suspicion.rules.terms import face_term, guest_term, room_term


def menu(content: Content, state: State, seat: int) -> Menu | None:
    actions = legal.legal_actions(content, state, seat)
    if not actions:
        return None
    if state.phase == "guess":
        return _guess_menu(content, state, seat)
    if state.phase == "roll":
        # Only a game stored before the automatic roll waits for its player to roll (DiceRoll).
        # Rolling reveals nothing and asks nothing: also a public button on the turn message.
        choice = Choice(label=text("suspicion-choice-roll"), action=actions[0], style="primary", quick=True)
        return Menu(prompt=text("suspicion-menu-roll"), choices=[choice])
    if state.phase == "move":
        return _move_menu(content, state, seat, actions)
    if state.phase == "play":
        return _play_menu(content, state, seat, actions)
    return _act_menu(content, state, seat, actions)


def _move_menu(content: Content, state: State, seat: int, actions: Sequence[Action]) -> Menu:
    """S-2.1: one choice per (guest, neighbouring room) a die still allows, the rolled guests
    first. A '?' lets any guest move: up to 40 choices (ten guests, four doors at most),
    still one level, which the adapter draws as a select in several parts. When both dice
    show a guest, both moves in one choice come first: at most sixteen, 24 choices in all,
    one select on the turn message too."""
    faces = legal.move_faces(state)
    rolled = [f for f in faces if f != UNKNOWN_FACE]
    order = {guest: i for i, guest in enumerate([*rolled, *(g for g in content.guest_ids if g not in rolled)])}
    moves = sorted((a for a in actions if isinstance(a, Move) and a.then is None), key=lambda m: order[m.guest])
    own = state.secrets[seat].guest
    choices = [
        Choice(
            label=text("suspicion-choice-move-to", guest_term=guest_term(m.guest), room_term=room_term(m.room)),
            action=m,
            style="primary",
            description=text(
                "suspicion-desc-move-own" if m.guest == own else "suspicion-desc-move",
                from_term=room_term(state.positions[m.guest]),
            ),
            quick=True,
            group=Text(key=guest_term(m.guest)),
        )
        for m in moves
    ]
    choices = [*_both_moves_choices(state, own, actions), *choices]
    notes: list[Text] = []
    used = [i for i in range(len(state.dice)) if i not in state.dice_left]
    if used:
        # The first move used a die: that guest's other moves are gone (unless a '?' is left).
        notes.append(
            text(
                "suspicion-note-die-used",
                used_term=face_term(state.dice[used[0]]),
                left_term=face_term(state.dice[state.dice_left[0]]),
            )
        )
    if UNKNOWN_FACE in faces:
        notes.append(text("suspicion-note-any-guest"))
    return Menu(
        prompt=text("suspicion-menu-move"), choices=choices, notes=notes, table_note=text("suspicion-table-note-move")
    )


def _both_moves_choices(state: State, own: str, actions: Sequence[Action]) -> list[Choice]:
    """S-2.1: both dice's moves in one choice, when both show a guest (no '?'): public like
    a single move; the description says which guest, if either, is one's own."""
    choices: list[Choice] = []
    for move in actions:
        if not isinstance(move, Move) or move.then is None:
            continue
        then = move.then
        rooms = {
            "from_term": room_term(state.positions[move.guest]),
            "then_from_term": room_term(state.positions[then.guest]),
        }
        if own in (move.guest, then.guest):
            description = text("suspicion-desc-move-both-own", own_term=guest_term(own), **rooms)
        else:
            description = text("suspicion-desc-move-both", **rooms)
        label = text(
            "suspicion-choice-move-both",
            guest_term=guest_term(move.guest),
            room_term=room_term(move.room),
            then_guest_term=guest_term(then.guest),
            then_room_term=room_term(then.room),
        )
        choices.append(Choice(label=label, action=move, style="primary", description=description, quick=True))
    return choices


def _gem_taken(state: State, gem: Gem | None, otherwise: Text) -> Text:
    """A choice that takes a ``gem``: S-5.1 ends the game at once when it takes the bank's
    last of its kind, so that choice says so instead of its usual line."""
    if gem is not None and state.bank[gem] == 1:
        return text("suspicion-desc-last-gem", gem_term=f"suspicion-gem-{gem}")
    return otherwise


def _half_term(half: CardAction) -> str:
    if half.kind == "tip":
        return f"suspicion-desc-half-tip-{half.gem}"
    if half.kind == "ask":
        return f"suspicion-desc-half-ask-{half.guest}"
    return f"suspicion-desc-half-{half.kind}"


def _play_menu(content: Content, state: State, seat: int, actions: Sequence[Action]) -> Menu:
    """S-2.2 (S-2.4 with two players): each card in hand together with the half to carry out
    first, naming its target as the act step would (the secret passage then asks for the
    guest and the room), so that playing the card costs no click of its own; then each card
    alone, described by its two halves, its order chosen next."""
    plays = [a for a in actions if isinstance(a, Play)]
    choices: list[Choice] = []
    for card in state.secrets[seat].hand:
        halves = content.card_by_number[card].actions
        for half, other in zip(halves, reversed(halves), strict=True):
            firsts = [p for p in plays if p.card == card and p.first is not None and p.first.kind == half.kind]
            if state.players == 2:
                description = text("suspicion-desc-play-only")
            else:
                description = text("suspicion-desc-play-then", half_term=_half_term(other))
            if half.kind == "passage" and firsts:
                guests = _passage_guests(content, state, [(p.first, p) for p in firsts if isinstance(p.first, Passage)])
                prompt = text("suspicion-menu-play-passage", card_term=f"suspicion-card-{card}")
                label = text("suspicion-choice-play-passage", card=card)
                choices.append(Choice(label=label, menu=Menu(prompt=prompt, choices=guests), description=description))
                continue
            choices.extend(
                Choice(
                    label=_first_label(card, half, p),
                    action=p,
                    style="primary",
                    description=_first_description(state, half, p, description),
                )
                for p in firsts
            )
    joined = "suspicion-desc-card-one" if state.players == 2 else "suspicion-desc-card"
    for play in plays:
        if play.first is not None:
            continue
        first, second = content.card_by_number[play.card].actions
        choices.append(
            Choice(
                label=text("suspicion-choice-play", card_term=f"suspicion-card-{play.card}"),
                action=play,
                style="primary",
                description=text(joined, first_term=_half_term(first), second_term=_half_term(second)),
            )
        )
    # S-4.1, S-4.2: a card that asks says what "can see" means before it is played.
    notes = [text("suspicion-note-sight-any")] if any(_asks(content, card) for card in state.secrets[seat].hand) else []
    return Menu(prompt=text("suspicion-menu-play"), choices=choices, notes=notes)


def _asks(content: Content, card: int) -> bool:
    return any(half.kind == "ask" for half in content.card_by_number[card].actions)


def _first_description(state: State, half: CardAction, play: Play, otherwise: Text) -> Text:
    """What the other half is — unless this one takes the bank's last gem of a kind, which
    ends the game before the other half (S-5.1, S-5.2)."""
    if isinstance(play.first, SearchGem):
        return _gem_taken(state, play.first.gem, otherwise)
    if half.kind == "tip":
        return _gem_taken(state, half.gem, otherwise)
    return otherwise


def _first_label(card: int, half: CardAction, play: Play) -> Text:
    """A card and the half carried out first, with its target: "#7 · Ask ann about Nadia"."""
    first = play.first
    if isinstance(first, SearchGem):
        return text("suspicion-choice-play-search", card=card, gem_term=f"suspicion-gem-{first.gem}")
    if isinstance(first, AskSeat):
        return text(
            "suspicion-choice-play-ask", card=card, target_seat=first.target, guest_term=guest_term(half.guest or "")
        )
    if half.kind == "tip":
        return text("suspicion-choice-play-tip", card=card, gem_term=f"suspicion-gem-{half.gem}")
    return text("suspicion-choice-play-peek", card=card)


def _act_menu(content: Content, state: State, seat: int, actions: Sequence[Action]) -> Menu:
    """S-2.2: the played card's halves still to do, in any order (S-2.4: one of them), each
    with its target in the same choice: the gem to take, the player to ask, the guest to
    send through the secret passage (whose room is then one more choice)."""
    card = content.card_by_number[legal.require_card(state)]
    choices: list[Choice] = []
    notes: list[Text] = []
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
                    description=_gem_taken(state, a.gem, text("suspicion-desc-search")),
                )
                for a in mine
                if isinstance(a, SearchGem)
            )
            notes.append(text("suspicion-note-search-room", room_term=room_term(legal.own_room(state, seat))))
        elif kind == "tip":
            label = text("suspicion-choice-tip", gem_term=f"suspicion-gem-{half.gem}")
            desc = _gem_taken(state, half.gem, text("suspicion-desc-tip"))
            choices.append(Choice(label=label, action=mine[0], style="success", description=desc, quick=True))
        elif kind == "peek":
            choices.append(
                Choice(
                    label=text("suspicion-choice-peek"),
                    action=mine[0],
                    description=text("suspicion-desc-peek"),
                    quick=True,
                )
            )
        elif kind == "passage":
            passages = [(a, a) for a in mine if isinstance(a, Passage)]
            choices.extend(_passage_guests(content, state, passages, quick=True))
        else:
            guest = guest_term(half.guest or "")
            choices.extend(
                Choice(
                    label=text("suspicion-choice-ask-seat", target_seat=a.target, guest_term=guest),
                    action=a,
                    style="primary",
                    description=text("suspicion-desc-ask"),
                    quick=True,
                )
                for a in mine
                if isinstance(a, AskSeat)
            )
            # R3: a removed player is asked nothing.
            notes.extend(text("suspicion-note-left", seat=s) for s in state.removed if s != seat)
            # S-4.1, S-4.2: what "can see" means, and what each answer rules out.
            notes.append(text("suspicion-note-sight", guest_term=guest))
    if state.players == 2:
        notes.append(text("suspicion-note-one-half"))
    else:
        notes.extend(
            text("suspicion-note-half-done", half_term=f"suspicion-step-half-{half.kind}")
            for half in card.actions
            if half.kind not in state.card_left
        )
    key = "suspicion-menu-act-one" if state.players == 2 else "suspicion-menu-act"
    return Menu(
        prompt=text(key, card_term=f"suspicion-card-{card.number}"),
        choices=choices,
        notes=notes,
        table_note=text("suspicion-table-note-act"),
    )


def _passage_guests(
    content: Content, state: State, passages: Sequence[tuple[Passage, Action]], *, quick: bool = False
) -> list[Choice]:
    """S-3.3: every guest, each opening the rooms it may be sent to. ``passages`` pairs each
    legal passage with the action its leaf makes (the passage itself, or a card played with
    it first)."""
    return [
        Choice(
            label=text("suspicion-choice-passage-guest", guest_term=guest_term(guest)),
            menu=_passage_rooms(state, guest, passages),
            description=text("suspicion-desc-passage", room_term=room_term(state.positions[guest])),
            quick=quick,
        )
        for guest in content.guest_ids
    ]


def _passage_rooms(state: State, guest: str, passages: Sequence[tuple[Passage, Action]]) -> Menu:
    """S-3.3: every other room, each saying how many guests stand there now."""
    crowd: dict[str, int] = {}
    for room in state.positions.values():
        crowd[room] = crowd.get(room, 0) + 1
    return Menu(
        prompt=text("suspicion-menu-passage-room", guest_term=guest_term(guest)),
        choices=[
            Choice(
                label=text("suspicion-choice-room", room_term=room_term(p.room)),
                action=action,
                description=text("suspicion-desc-room", n=crowd.get(p.room, 0)),
            )
            for p, action in passages
            if p.guest == guest
        ],
    )


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
                    label=text("suspicion-choice-guest", guest_term=guest_term(guest)),
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
