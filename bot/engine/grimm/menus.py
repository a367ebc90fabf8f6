"""A seat's choices as a tree (buttons at the top, selects below), built from
``legal_actions`` so every leaf is legal and every legal action is reachable."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from bot.engine.core import Choice, Menu, Text, text
from bot.engine.grimm import actions as a
from bot.engine.grimm.content import Content
from bot.engine.grimm.legal import legal_actions
from bot.engine.grimm.moves import decision
from bot.engine.grimm.state import State

# A level of the tree: how to group actions, how to label a group, what the level asks.
Level = tuple[Callable[[Any], Hashable], Callable[[Any], Text], Text]


def _card(card: str) -> Text:
    return text(f"grimm-card-{card}")


def _character(character: str) -> Text:
    return text(f"grimm-character-{character}")


def _to(seat: int) -> Text:
    return text("grimm-choice-to", to_seat=seat)


def _target(seat: int) -> Text:
    return text("grimm-choice-target", target_seat=seat)


def _tree(items: list[Any], levels: list[Level], leaf: Callable[[Any], Text], ask: Text) -> Menu:
    """Nest ``items`` level by level; a level offering one option only is skipped."""
    if not levels:
        return Menu(prompt=ask, choices=[Choice(label=leaf(x), action=x) for x in items])
    key, label, prompt = levels[0]
    buckets: dict[Hashable, list[Any]] = {}
    for item in items:
        buckets.setdefault(key(item), []).append(item)
    if len(buckets) == 1:
        return _tree(items, levels[1:], leaf, ask)
    choices = []
    for value, bucket in buckets.items():
        sub = _tree(bucket, levels[1:], leaf, ask)
        if len(sub.choices) == 1 and sub.choices[0].action is not None:
            choices.append(Choice(label=label(value), action=sub.choices[0].action))
        else:
            choices.append(Choice(label=label(value), menu=sub))
    return Menu(prompt=prompt, choices=choices)


def _pay(x: a.Paid) -> tuple[str, bool]:
    return (x.pay, x.treasure)


def _pay_label(pay: tuple[str, bool]) -> Text:
    card, treasure = pay
    key = "grimm-choice-pay-treasure" if treasure else "grimm-choice-pay-pair"
    return text(key, card_term=f"grimm-card-{card}")


PAY: Level = (_pay, _pay_label, text("grimm-prompt-pay"))


def _action_menu(kind: str, items: list[Any]) -> Menu:
    """One paid action: payment first, then its parameters (G-5)."""
    if kind == "point_finger":
        targets: Level = (lambda x: x.target, _target, text("grimm-prompt-target"))
        return _tree(items, [PAY, targets], lambda x: _character(x.character), text("grimm-prompt-character"))
    if kind in ("dance", "gift"):
        cards: Level = (lambda x: x.card, _card, text("grimm-prompt-card"))
        if kind == "dance":
            return _tree(
                items, [PAY, cards], lambda x: text(f"grimm-choice-{x.direction}"), text("grimm-prompt-direction")
            )
        return _tree(items, [PAY, cards], lambda x: _to(x.to), text("grimm-prompt-to"))
    if kind == "eavesdrop":
        return _tree(items, [PAY], _targets_label, text("grimm-prompt-targets"))
    if kind == "secrets":
        return _tree(items, [PAY], lambda x: _character(x.character), text("grimm-prompt-bet"))
    return _tree(items, [], lambda x: _pay_label(_pay(x)), text("grimm-prompt-pay"))


def _targets_label(x: a.Eavesdrop) -> Text:
    if len(x.targets) == 1:
        return _target(x.targets[0])
    return text("grimm-choice-targets", first_seat=x.targets[0], second_seat=x.targets[1])


def _turn_menu(legal: list[a.Action], treasure: bool) -> Menu:
    by_kind: dict[str, list[a.Action]] = {}
    for x in legal:
        by_kind.setdefault(x.kind, []).append(x)
    choices = []
    for kind, items in by_kind.items():
        if kind == "skip":
            continue
        sub = _action_menu(kind, items)
        label = text(f"grimm-action-{kind}")
        if len(sub.choices) == 1 and sub.choices[0].action is not None:
            choices.append(Choice(label=label, action=sub.choices[0].action, style="primary"))
        else:
            choices.append(Choice(label=label, menu=sub, style="primary"))
    choices.append(Choice(label=text("grimm-choice-skip-action"), action=a.Skip()))
    # G-10.2: a treasure pays too (with any one artifact); say so only to its holder.
    return Menu(prompt=text("grimm-prompt-action", treasure="yes" if treasure else "no"), choices=choices)


def _hand_menu(legal: list[a.Action]) -> Menu:
    gives = [x for x in legal if isinstance(x, a.HandGive)]
    bets = [x for x in legal if isinstance(x, a.TakeBet)]
    cards: Level = (lambda x: x.card, _card, text("grimm-prompt-card"))
    give = _tree(gives, [cards], lambda x: _to(x.to), text("grimm-prompt-to"))
    choices = [Choice(label=text("grimm-choice-hand-give"), menu=give, style="primary")]
    if bets:
        bet = Menu(
            prompt=text("grimm-prompt-bet"),
            choices=[Choice(label=_character(x.character), action=x) for x in bets],
        )
        choices.append(Choice(label=text("grimm-choice-bet"), menu=bet))
    return Menu(prompt=text("grimm-prompt-hand_give"), choices=choices)


def _bet_menu(legal: list[a.Action]) -> Menu:
    """G-10.1: take a bet card right after the unmasking, or keep the pick for later."""
    bets = Menu(
        prompt=text("grimm-prompt-bet"),
        choices=[Choice(label=_character(x.character), action=x) for x in legal if isinstance(x, a.TakeBet)],
    )
    return Menu(
        prompt=text("grimm-prompt-bet-now"),
        choices=[
            Choice(label=text("grimm-choice-bet"), menu=bets, style="primary"),
            Choice(label=text("grimm-choice-bet-later"), action=a.Skip()),
        ],
    )


def _simple(content: Content, x: a.Action) -> Choice:
    match x:
        case a.Pick(card=card):
            return Choice(label=_card(card), action=x)
        case a.ChooseAbility(character=c):
            return Choice(label=text(f"grimm-ability-{content.ability_of[c]}"), action=x)
        case a.Mark(character=c):
            return Choice(label=_character(c), action=x)
        case a.Keep():
            return Choice(label=text("grimm-choice-keep"), action=x, style="success")
        case a.Give(to=to):
            return Choice(label=_to(to), action=x)
        case a.Draw():
            return Choice(label=text("grimm-choice-draw"), action=x, style="primary")
        case _:
            return Choice(label=text("grimm-choice-skip"), action=x)


def build_menu(content: Content, st: State, seat: int) -> Menu | None:
    legal = legal_actions(content, st, seat)
    open_now = decision(st, seat)
    if not legal or open_now is None:
        return None
    kind = open_now[0]
    if kind == "action":
        return _turn_menu(legal, st.seats[seat].treasure)
    if kind == "hand_give":
        return _hand_menu(legal)
    if kind == "bet":
        return _bet_menu(legal)
    if kind == "humble" and legal == [a.Skip()]:
        # A hidden hand with a pair: asked anyway so the board does not give it away.
        return Menu(
            prompt=text("grimm-prompt-humble-pair"),
            choices=[Choice(label=text("grimm-choice-continue"), action=a.Skip())],
        )
    if kind == "toast":
        first: Level = (
            lambda x: x.first,
            _to,
            text("grimm-prompt-toast", card_term=f"grimm-card-{st.drawn[0]}"),
        )
        ask = text("grimm-prompt-toast", card_term=f"grimm-card-{st.drawn[1]}")
        # Both recipients asked even when one player is the only choice: the leaves differ.
        return _tree(legal, [first], lambda x: _to(x.second), ask)
    args = {"card_term": f"grimm-card-{st.drawn[-1]}"} if kind in ("keep", "give", "extra") else {}
    return Menu(
        prompt=text(f"grimm-prompt-{kind}", **args),
        choices=[_simple(content, x) for x in legal],
    )
