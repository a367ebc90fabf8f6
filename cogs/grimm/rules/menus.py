"""A seat's choices as a tree, built from ``legal_actions`` so every leaf is legal and every
legal action is reachable.

Flat where that saves a step: a choice and its target share one select whenever they fit in
one (at most 25 options), so a turn without an action takes two choices (keep or give with
the recipient; the second card with "end turn"). Every action card, ability and character
offered carries a one-line description; a give says what the recipient holds (public); and
``Menu.notes`` say why an expected choice is missing (an unmasked player, a card to pass).
Only choices whose label reveals nothing secret are ``quick`` (offered on the public turn
message): ending the turn, declining a bet for now, a pick from the face-up row. Keeping or
giving a drawn card is decided on the card, which only its player may see: the turn message
offers one control that opens that choice privately, the card shown (``Menu.opens``), so a
turn without an action still begins on the turn message and each card is seen before it is
kept or given.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

from bot.engine.core import Choice, Menu, Text, text
from cogs.grimm.rules import actions as a
from cogs.grimm.rules.content import Content
from cogs.grimm.rules.legal import legal_actions
from cogs.grimm.rules.moves import decision
from cogs.grimm.rules.state import Seat, State
from cogs.grimm.rules.table import (
    BANE_UNMASKS,
    BOON_WINS,
    action_follows,
    after_payment,
    available_actions,
    broken,
    masked,
    payments,
    tokens_left,
)
from cogs.grimm.rules.views import goals

# Discord's select holds 25 options: a flat level never offers more.
MAX_FLAT = 25
# Actions chosen by their payment alone (G-5.3, G-5.5, G-5.6).
NO_PARAMETERS = frozenset({"guest_list", "toast", "pickpocket"})

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)


def _card(card: str) -> Text:
    return text(f"grimm-card-{card}")


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _to(seat: int) -> Text:
    return text("grimm-choice-to", to_seat=seat)


class _Build:
    """What every level of one seat's menu needs: the content, the state, the seat."""

    def __init__(self, content: Content, st: State, seat: int) -> None:
        self.content, self.st, self.seat = content, st, seat

    # -- descriptions --------------------------------------------------------------------

    def holds(self, seat: int) -> Text:
        """What ``seat`` holds in its tableau (public, G-11.1), as symbols."""
        icons = self._icons(seat)
        return text("grimm-desc-holds", cards=icons) if icons else text("grimm-desc-holds-nothing")

    def holds_two(self, first: int, second: int) -> Text:
        """What two recipients hold, for a choice that gives to both (Toast)."""
        return text(
            "grimm-desc-holds-two",
            first_seat=first,
            first_cards=self._icons(first) or "—",
            second_seat=second,
            second_cards=self._icons(second) or "—",
        )

    def _icons(self, seat: int) -> str:
        counts = Counter(self.st.seats[seat].tableau)
        return " ".join(
            self.content.icon[c] + (f"×{counts[c]}" if counts[c] > 1 else "")
            for c in self.content.artifact_ids
            if counts[c]
        )

    def character(self, character: str) -> Text:
        """A character's charm and curse (public: the table's portraits)."""
        boon, bane = self.content.boon[character], self.content.bane[character]
        return text(
            "grimm-desc-character",
            boon_term=f"grimm-card-{boon}",
            boon_icon=self.content.icon[boon],
            bane_term=f"grimm-card-{bane}",
            bane_icon=self.content.icon[bane],
        )

    def keep(self, card: str) -> Text:
        """What keeping ``card`` does to the seat's own tableau (the seat's own knowledge)."""
        me = self.st.seats[self.seat]
        if not masked(me):
            return text("grimm-desc-keep-hand")
        held = me.tableau.count(card) + 1
        args = {"icon": self.content.icon[card], "held": held}
        mine = goals(self.content, self.st, self.seat)
        boon = any(g.card == card and g.role == "boon" for g in mine)
        bane = any(g.card == card and g.role == "bane" for g in mine)
        # G-4.5: a third charm wins even if the same card is the second curse (2 players).
        if boon and (held >= BOON_WINS or not bane):
            return text("grimm-desc-keep-boon", **args, threshold=BOON_WINS, reached=_yes(held >= BOON_WINS))
        if bane:
            return text("grimm-desc-keep-bane", **args, threshold=BANE_UNMASKS, reached=_yes(held >= BANE_UNMASKS))
        return text("grimm-desc-keep", **args)

    def give(self, to: int, label: Text, action: a.Action, *, quick: bool = False, card: str | None = None) -> Choice:
        """Give to ``to``: the description says what they hold and, when ``card`` is known,
        what it could do to them (G-4.1, G-4.3: a second may be their curse, a third their
        charm)."""
        return Choice(label=label, action=action, description=self.gives(to, card), quick=quick)

    def gives(self, to: int, card: str | None) -> Text:
        held = self.st.seats[to].tableau.count(card) if card is not None else 0
        if card is None or not held or not masked(self.st.seats[to]):
            return self.holds(to)
        key = "grimm-desc-holds-third" if held >= BOON_WINS - 1 else "grimm-desc-holds-second"
        return text(key, cards=self._icons(to), icon=self.content.icon[card])

    # -- notes ---------------------------------------------------------------------------

    def unmasked_notes(self) -> list[Text]:
        """G-6.3: unmasked players are neither given cards nor chosen."""
        return [
            text("grimm-note-unmasked", target_seat=s)
            for s, seat in enumerate(self.st.seats)
            if s != self.seat and not masked(seat)
        ]


def _flat(
    items: list[T],
    outer: Callable[[T], K],
    outer_choice: Callable[[K, list[T]], Choice],
    inner: Callable[[T], Choice],
    flat: Callable[[T], Choice],
    prompts: tuple[Text, Text, Text],
) -> Menu:
    """One select of combined choices when they fit; otherwise the outer level, then the
    inner one. ``prompts``: flat, outer, inner."""
    if len(items) <= MAX_FLAT:
        return Menu(prompt=prompts[0], choices=[flat(x) for x in items])
    groups: dict[K, list[T]] = {}
    for x in items:
        groups.setdefault(outer(x), []).append(x)
    choices = []
    for key, group in groups.items():
        head = outer_choice(key, group)
        sub = Menu(prompt=prompts[2], choices=[inner(x) for x in group])
        choices.append(head.model_copy(update={"menu": sub, "action": None}))
    return Menu(prompt=prompts[1], choices=choices)


# -- the action stage (G-3.3, G-5) --------------------------------------------------------


def _pay_label(pay: tuple[str, bool]) -> Text:
    card, treasure = pay
    key = "grimm-choice-pay-treasure" if treasure else "grimm-choice-pay-pair"
    return text(key, card_term=f"grimm-card-{card}")


def _params(b: _Build, kind: str, items: list[Any]) -> Menu:
    """The parameters of one paid action, for one payment: flat where they fit; notes say
    who and what cannot be chosen."""
    menu = _param_choices(b, kind, items)
    notes = []
    if kind in ("point_finger", "eavesdrop", "gift"):
        notes = b.unmasked_notes()
    if kind == "point_finger" and broken(b.st):
        notes.append(text("grimm-note-broken"))
    if kind == "eavesdrop":
        # G-7.2: a player without tokens places none (their count is on the board).
        targets = sorted({t for x in items for t in x.targets})
        notes += [
            text("grimm-note-no-tokens", target_seat=t) for t in targets if tokens_left(b.content, b.st.seats[t]) == 0
        ]
    return menu.model_copy(update={"notes": notes})


def _param_choices(b: _Build, kind: str, items: list[Any]) -> Menu:
    if kind == "point_finger":
        return _flat(
            items,
            lambda x: x.target,
            lambda target, _g: Choice(
                label=text("grimm-choice-target", target_seat=target), description=b.holds(target)
            ),
            lambda x: Choice(
                label=text(f"grimm-character-{x.character}"), action=x, description=b.character(x.character)
            ),
            lambda x: Choice(
                label=text("grimm-choice-point", target_seat=x.target, character_term=f"grimm-character-{x.character}"),
                action=x,
                description=b.character(x.character),
            ),
            (text("grimm-prompt-point"), text("grimm-prompt-target"), text("grimm-prompt-character")),
        )
    if kind == "gift":
        return _flat(
            items,
            lambda x: x.card,
            lambda card, _g: Choice(label=_card(card)),
            lambda x: b.give(x.to, _to(x.to), x, card=x.card),
            lambda x: b.give(
                x.to, text("grimm-choice-gift", card_term=f"grimm-card-{x.card}", to_seat=x.to), x, card=x.card
            ),
            (text("grimm-prompt-gift"), text("grimm-prompt-card"), text("grimm-prompt-to")),
        )
    if kind == "dance":
        return Menu(
            prompt=text("grimm-prompt-dance"),
            choices=[
                Choice(
                    label=text(
                        "grimm-choice-dance",
                        card_term=f"grimm-card-{x.card}",
                        direction=x.direction,
                        to_seat=_next_masked(b.st, b.seat, 1 if x.direction == "left" else -1),
                    ),
                    action=x,
                )
                for x in items
            ],
        )
    if kind == "eavesdrop":
        return Menu(prompt=text("grimm-prompt-targets"), choices=[_eavesdrop_choice(x) for x in items])
    if kind == "secrets":
        return Menu(
            prompt=text("grimm-prompt-bet"),
            choices=[
                Choice(label=text(f"grimm-character-{x.character}"), action=x, description=b.character(x.character))
                for x in items
            ],
        )
    return Menu(
        prompt=text("grimm-prompt-pay"),
        choices=[Choice(label=_pay_label((x.pay, x.treasure)), action=x) for x in items],
    )


def _eavesdrop_choice(x: a.Eavesdrop) -> Choice:
    if len(x.targets) == 1:
        return Choice(label=text("grimm-choice-target", target_seat=x.targets[0]), action=x)
    return Choice(label=text("grimm-choice-targets", first_seat=x.targets[0], second_seat=x.targets[1]), action=x)


def _next_masked(st: State, seat: int, step: int) -> int:
    """Who receives the card ``seat`` passes in a Dance (G-5.4)."""
    n = st.players
    return next((seat + step * k) % n for k in range(1, n) if masked(st.seats[(seat + step * k) % n]))


def _action_menu(b: _Build, kind: str, items: list[a.Paid]) -> Menu:
    """Payment first when there is a choice of it, then the action's parameters (G-5)."""
    by_pay: dict[tuple[str, bool], list[a.Paid]] = {}
    for x in items:
        by_pay.setdefault((x.pay, x.treasure), []).append(x)
    if kind in NO_PARAMETERS or len(by_pay) == 1:
        return _params(b, kind, items)
    # A payment leads to the parameters even when only one is left: the player sees whom
    # and what the action names before it is taken.
    choices = [Choice(label=_pay_label(pay), menu=_params(b, kind, group)) for pay, group in by_pay.items()]
    return Menu(prompt=text("grimm-prompt-pay"), choices=choices)


def _turn_menu(b: _Build, legal: list[a.Action]) -> Menu:
    by_kind: dict[str, list[a.Paid]] = {}
    for x in legal:
        if isinstance(x, a.Paid):
            by_kind.setdefault(x.kind, []).append(x)
    choices = []
    for kind, items in by_kind.items():
        sub = _action_menu(b, kind, items)
        label = text(f"grimm-action-{kind}")
        description = text(f"grimm-desc-action-{kind}")
        if kind in NO_PARAMETERS and len(sub.choices) == 1 and sub.choices[0].action is not None:
            choices.append(Choice(label=label, action=sub.choices[0].action, style="primary", description=description))
        else:
            choices.append(Choice(label=label, menu=sub, style="primary", description=description))
    choices.append(
        Choice(
            label=text("grimm-choice-skip-action"),
            action=a.Skip(),
            description=text("grimm-desc-end-turn"),
            quick=True,
        )
    )
    me = b.st.seats[b.seat]
    notes = [text("grimm-note-needs-card", action_term=f"grimm-action-{k}") for k in _missing(b.st, me, by_kind)]
    if "secrets" in available_actions(b.st) and not b.st.bet_deck:
        notes.append(text("grimm-note-no-bets"))
    # G-10.2: a treasure pays too (with any one artifact); say so only to its holder.
    return Menu(
        prompt=text("grimm-prompt-action", treasure="yes" if me.treasure else "no"),
        choices=choices,
        notes=notes,
        table_note=text("grimm-table-note-action"),
    )


def _missing(st: State, me: Seat, offered: dict[str, list[a.Paid]]) -> list[str]:
    """Dance and Thoughtful Gift shown but not offered: no card would be left to give (G-5.7a)."""
    return [
        kind
        for kind in ("dance", "gift")
        if kind in available_actions(st)
        and kind not in offered
        and not any(after_payment(me, pay, treasure) for pay, treasure in payments(me))
    ]


# -- cards: keep or give (G-3.1), the second card, the extra draws, Toast, the hand ---------


def _keep_menu(b: _Build, kind: str, legal: list[a.Action]) -> Menu:
    card = b.st.drawn[-1]
    # The gives first, then Keep: giving the first card keeps the second, so a turn that
    # starts with a give reaches its action (or its end) soonest.
    # G-11.2: the card is named only in the prompt and Keep's description, which stay
    # private: the turn message opens this choice privately, the card shown (Menu.opens).
    choices = [b.give(x.to, _to(x.to), x, card=card) for x in legal if isinstance(x, a.Give)]
    choices += [
        Choice(label=text("grimm-choice-keep"), action=x, style="success", description=b.keep(card))
        for x in legal
        if isinstance(x, a.Keep)
    ]
    return Menu(
        prompt=text(f"grimm-prompt-{kind}", card_term=f"grimm-card-{card}"),
        choices=choices,
        notes=b.unmasked_notes(),
        # The turn's first card: the second gets the other choice (an extra draw does not).
        table_note=text("grimm-table-note-keep") if kind == "keep" else None,
        opens=text("grimm-quick-card"),
    )


def _give_menu(b: _Build, legal: list[a.Action]) -> Menu:
    """The second card (G-3.1): given away, and the turn ended with it when the seat wants
    no action, so a turn without an action is two choices."""
    card = b.st.drawn[-1]
    me = b.st.seats[b.seat]
    gives = [x for x in legal if isinstance(x, a.Give)]
    acts = action_follows(me)
    choices = []
    for to in dict.fromkeys(x.to for x in gives):
        # Ending the turn first: a turn without an action is the common case.
        for x in sorted((x for x in gives if x.to == to), key=lambda x: not x.end_turn):
            if not acts:
                label = _to(to)
            elif x.end_turn:
                label = text("grimm-choice-to-end", to_seat=to)
            else:
                label = text("grimm-choice-to-act", to_seat=to)
            choices.append(b.give(to, label, x, card=card))
    if acts:
        prompt = text("grimm-prompt-give-or-act", card_term=f"grimm-card-{card}")
        notes = []
    else:
        prompt = text("grimm-prompt-give", card_term=f"grimm-card-{card}")
        # G-3.5: unmasked this turn; G-3.3: nothing to pay with. Either way no action follows.
        notes = [text("grimm-note-unmasked-self" if not masked(me) else "grimm-note-no-pair")]
    return Menu(
        prompt=prompt,
        choices=choices,
        notes=notes + b.unmasked_notes(),
        table_note=text("grimm-table-note-give"),
        opens=text("grimm-quick-second"),
    )


def _toast_menu(b: _Build, legal: list[a.Action]) -> Menu:
    """G-5.5: both cards' recipients in one choice (one player may take both)."""
    first, second = b.st.drawn[0], b.st.drawn[1]
    gives = [x for x in legal if isinstance(x, a.ToastGive)]
    return _flat(
        gives,
        lambda x: x.first,
        lambda to, _g: Choice(label=_to(to), description=b.holds(to)),
        lambda x: b.give(x.second, _to(x.second), x),
        lambda x: Choice(
            label=text(
                "grimm-choice-toast",
                first_term=f"grimm-card-{first}",
                first_seat=x.first,
                second_term=f"grimm-card-{second}",
                second_seat=x.second,
            ),
            action=x,
            description=b.holds(x.first) if x.first == x.second else b.holds_two(x.first, x.second),
        ),
        (
            text("grimm-prompt-toast-both", first_term=f"grimm-card-{first}", second_term=f"grimm-card-{second}"),
            text("grimm-prompt-toast", card_term=f"grimm-card-{first}"),
            text("grimm-prompt-toast", card_term=f"grimm-card-{second}"),
        ),
    )


def _hand_menu(b: _Build, legal: list[a.Action]) -> Menu:
    """G-6.4: an unmasked player gives one card from the hand; G-10.1: or takes the bet."""
    gives = [x for x in legal if isinstance(x, a.HandGive)]
    bets = [x for x in legal if isinstance(x, a.TakeBet)]
    # Too many for one select: the recipient first (at most four, so buttons), then the card.
    give = _flat(
        gives,
        lambda x: x.to,
        lambda to, _g: Choice(label=_to(to), description=b.holds(to)),
        lambda x: b.give(x.to, _card(x.card), x, card=x.card),
        lambda x: b.give(
            x.to, text("grimm-choice-gift", card_term=f"grimm-card-{x.card}", to_seat=x.to), x, card=x.card
        ),
        (text("grimm-prompt-hand_give"), text("grimm-prompt-to"), text("grimm-prompt-card")),
    )
    notes = [text("grimm-note-unmasked-hand"), *b.unmasked_notes()]
    if not bets:
        return give.model_copy(update={"notes": notes})
    bet = Menu(prompt=text("grimm-prompt-bet"), choices=[_bet_choice(b, x) for x in bets])
    return Menu(
        prompt=text("grimm-prompt-hand_give"),
        choices=[
            Choice(
                label=text("grimm-choice-hand-give"),
                menu=give,
                style="primary",
                description=text("grimm-desc-hand-give"),
            ),
            Choice(label=text("grimm-choice-bet"), menu=bet, description=text("grimm-desc-bet")),
        ],
        notes=notes,
    )


def _bet_choice(b: _Build, x: a.TakeBet) -> Choice:
    return Choice(label=text(f"grimm-character-{x.character}"), action=x, description=b.character(x.character))


def _bet_menu(b: _Build, legal: list[a.Action]) -> Menu:
    """G-10.1: take a bet card right after the unmasking, or keep the pick for later."""
    return Menu(
        prompt=text("grimm-prompt-bet-now"),
        choices=[
            *(_bet_choice(b, x) for x in legal if isinstance(x, a.TakeBet)),
            Choice(
                label=text("grimm-choice-bet-later"),
                action=a.Skip(),
                description=text("grimm-desc-bet-later"),
                quick=True,
            ),
        ],
    )


# -- everything else ------------------------------------------------------------------------


def _simple(b: _Build, x: a.Action) -> Choice:
    match x:
        case a.ChooseAbility(character=c):
            ability = b.content.ability_of[c]
            return Choice(
                label=text(f"grimm-ability-{ability}"), action=x, description=text(f"grimm-desc-ability-{ability}")
            )
        case a.Mark(character=c):
            return Choice(label=text(f"grimm-character-{c}"), action=x, description=b.character(c))
        case a.Draw():
            # Humble Gifts or Devious Accusation: the ability says what the draw is for.
            held = b.st.seats[b.seat].ability
            described = text(f"grimm-desc-ability-{held}") if held else None
            return Choice(label=text("grimm-choice-draw"), action=x, style="primary", description=described)
        case _:
            return Choice(label=text("grimm-choice-skip"), action=x)


def build_menu(content: Content, st: State, seat: int) -> Menu | None:
    legal = legal_actions(content, st, seat)
    open_now = decision(st, seat)
    if not legal or open_now is None:
        return None
    b = _Build(content, st, seat)
    kind = open_now[0]
    if kind == "action":
        return _turn_menu(b, legal)
    if kind in ("keep", "extra"):
        return _keep_menu(b, kind, legal)
    if kind == "give":
        return _give_menu(b, legal)
    if kind == "toast":
        return _toast_menu(b, legal)
    if kind == "hand_give":
        return _hand_menu(b, legal)
    if kind == "bet":
        return _bet_menu(b, legal)
    if kind == "humble" and legal == [a.Skip()]:
        # A hidden hand with a pair: asked anyway so the board does not give it away.
        return Menu(
            prompt=text("grimm-prompt-humble-pair"),
            choices=[Choice(label=text("grimm-choice-continue"), action=a.Skip())],
        )
    if kind == "draft":
        return _draft_menu(b, legal)
    notes = [text("grimm-note-portraits")] if kind == "evidence" else []
    return Menu(prompt=text(f"grimm-prompt-{kind}"), choices=[_simple(b, x) for x in legal], notes=notes)


def _draft_menu(b: _Build, legal: list[a.Action]) -> Menu:
    """G-2.3 (G-9.2): a pick from the face-up row, after the player has seen their
    character (G-2.1 deals it first): the turn message's one control opens the player's panel
    (``Menu.opens``) — their character on top — at the row, where each pick says what it
    would be to them."""
    picks = [Choice(label=_card(x.card), action=x, description=b.keep(x.card)) for x in legal if isinstance(x, a.Pick)]
    return Menu(
        prompt=text("grimm-prompt-draft-open"),
        choices=picks,
        notes=[text("grimm-note-draft")],
        table_note=text("grimm-table-note-draft"),
        opens=text("grimm-choice-draft"),
    )
