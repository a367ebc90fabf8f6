"""A timeout resolves exactly the decision whose deadline passed, through
the real bot, its turn timer and the fake Discord.

Players press what their panels show: the test picks an action from what the game offers
(``bot.service.games`` is only read, to observe the state and to know which buttons lead to the
action) and clicks the way there. Each game has a turn timer that real time never reaches;
when the situation is set up, nobody presses anything and the test lets the time pass. The
channel must then show one notice for the timed-out player, and the decision that opens
next is announced and pinged like any other, with a deadline of its own (Mascarade R2, R4;
Suspicion R1, R2; Grimm R1).
"""

from __future__ import annotations

import json
import operator
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from bot.boot.app import MasqueradeBot
from bot.core.content import read_content
from bot.engine.core import Menu
from cogs.grimm.rules import Content as GrimmContent
from cogs.grimm.rules import State as GrimmState
from cogs.grimm.rules import actions as g
from cogs.grimm.rules.content import CONTENT_FILE
from cogs.grimm.rules.table import masked, masked_characters, payments, portraits
from cogs.mascarade.rules.actions import Announce, Contest, Swap
from cogs.suspicion.rules import Rules as SuspicionRules
from cogs.suspicion.rules.actions import Play, SearchGem
from cogs.table.menus import MAX_BUTTONS, parse_path
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

TURN_SECONDS = 120  # never reached while the test clicks: only Night.pass_time runs it out
NOTICE = "ran out of time"
# Games opened at most while waiting for a situation: it comes up in about 65% of Suspicion
# games and 30% of Grimm games (measured over 300 engine-only playouts with the same steering).
# Through the bot, Grimm's True Reflection came up less often: 20 games missed it in two runs
# of the suite, so Grimm may open 60 (a game that finds it early costs nothing more).
SUSPICION_ATTEMPTS = 8
GRIMM_ATTEMPTS = 60
MAX_STEPS = 1500
GRIMM_CONTENT = read_content(CONTENT_FILE, GrimmContent)


# -- pressing what the panel shows ---------------------------------------------------------


def _leaves(menu: Menu, path: tuple[int, ...] = ()) -> Iterator[tuple[tuple[int, ...], Any]]:
    """Every action the panel can reach, with the path of choices leading to it."""
    shown = menu.choices if len(menu.choices) <= MAX_BUTTONS else menu.choices[:25]
    for index, choice in enumerate(shown):
        if choice.menu is not None:
            yield from _leaves(choice.menu, (*path, index))
        else:
            yield (*path, index), choice.action


async def _state(bot: MasqueradeBot, night: Night) -> Any:
    return bot.services.service.state(await bot.services.service.game(night.game_id))


async def _offered(bot: MasqueradeBot, night: Night, seat: int) -> list[tuple[tuple[int, ...], Any]]:
    record = await bot.services.service.game(night.game_id)
    menu = bot.services.service.menu(record, bot.services.service.state(record), seat)
    return [] if menu is None else list(_leaves(menu))


async def _choose(night: Night, bot: MasqueradeBot, seat: int, wanted: Callable[[Any], bool]) -> Any:
    """Click through ``seat``'s panel to the first offered action ``wanted`` accepts."""
    path, action = next((p, a) for p, a in await _offered(bot, night, seat) if wanted(a))
    user = night.users[seat]
    panel = await night.panel(user)
    for depth, index in enumerate(path):
        here = [*path[:depth], index]
        button = next(
            (b for b in panel.buttons() if b["custom_id"].startswith("mn:a:") and _path(b) == here),
            None,
        )
        if button is not None:
            ix = await night.fake.click(user, panel, button["custom_id"])
        else:
            # A long level is drawn as several selects: the choice is in one of them.
            select, value = next(
                (s, o["value"])
                for s in panel.selects()
                if s["custom_id"].startswith("mn:s:") and _path(s) == here[:-1]
                for o in s["options"]
                if int(str(o["value"]).split(":")[0]) == index
            )
            ix = await night.fake.select(user, panel, select["custom_id"], [value])
        callback = await ix.answered()
        assert callback.type == 7, f"{user.name}: refused: {callback.content}"
        assert ix.original is not None
        panel = ix.original
    return action


def _path(component: dict[str, Any]) -> list[int]:
    return parse_path(component["custom_id"].split(":")[4])


@dataclass(frozen=True)
class _Notice:
    """What the timer announced: the turn message that shows it (a new one, or the current
    one edited) and the lines it gained."""

    message: Message
    lines: list[str]


def _seen(night: Night) -> dict[int, str]:
    """Every channel message's content now, to tell what a later announcement added."""
    return {m.id: m.content for m in night.fake.channel_messages(night.channel)}


def _added(before: str, after: str) -> list[str]:
    old = before.splitlines()
    added = []
    for line in after.splitlines():
        if line in old:
            old.remove(line)
        else:
            added.append(line)
    return added


async def _timeout_notice(night: Night, seen: dict[int, str]) -> _Notice:
    """The first announcement since ``seen`` that carries a timeout notice, once the turn's
    time has passed: a new turn message, or lines added to the current one."""

    def find() -> _Notice | None:
        for message in night.fake.channel_messages(night.channel):
            added = _added(seen.get(message.id, ""), message.content)
            if any(NOTICE in line for line in added):
                return _Notice(message, added)
        return None

    await night.pass_time(TURN_SECONDS)
    return await night.fake.wait_for(find, timeout=1)


def _lines(notice: _Notice | Message) -> list[str]:
    return notice.lines if isinstance(notice, _Notice) else notice.content.splitlines()


def _pings(notice: _Notice | Message, user: User) -> bool:
    """The turn message showing it notified ``user`` (when it was posted: edits never
    notify, and the table never pings someone it already pinged for the same queue)."""
    message = notice.message if isinstance(notice, _Notice) else notice
    return user.id in message.mentions.users


def _called_since(night: Night, seen: dict[int, str], user: User) -> bool:
    """A post made since ``seen`` notified ``user`` (a call within a turn; deleted calls count:
    they notified when posted)."""
    return any(
        m.id not in seen and user.id in m.mentions.users
        for m in night.fake.channel_messages(night.channel, include_deleted=True)
    )


def _names(notice: _Notice, user: User) -> bool:
    return f"<@{user.id}>" in notice.message.content


async def _strikes(bot: MasqueradeBot, night: Night) -> list[int]:
    return [s.strikes for s in (await bot.services.service.game(night.game_id)).seats]


async def _timed_out_kinds(bot: MasqueradeBot, night: Night) -> list[str]:
    actions = await bot.services.store.actions(night.game_id)
    return [json.loads(action)["kind"] for _, kind, action in actions if kind == "timeout"]


async def _night(fake: FakeDiscord, tmp_path: Path) -> Night:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = TURN_SECONDS
    return night


async def _pending(bot: MasqueradeBot, night: Night) -> list[tuple[int, str]]:
    record = await bot.services.service.game(night.game_id)
    return [(d.seat, d.kind) for d in bot.services.service.rules(record).pending(bot.services.service.state(record))]


# -- Mascarade -------------------------------------------------------------------------------


def _arranged_swap(arrange: Callable[[Any, Swap], bool], state: Any, action: Any) -> bool:
    return isinstance(action, Swap) and arrange(state, action)


async def _mascarade_to_turn_5(night: Night, bot: MasqueradeBot, arrange: Callable[[Any, Swap], bool]) -> Any:
    """Play the four preparatory turns of a Mascarade game (``arrange`` picks each swap)."""
    for _ in range(4):
        state = await _state(bot, night)
        await _choose(night, bot, state.current, partial(_arranged_swap, arrange, state))
    state = await _state(bot, night)
    assert state.turn == 5
    return state


async def test_r2_a_contest_timeout_leaves_the_next_turn_to_its_player(fake: FakeDiscord, tmp_path: Path) -> None:
    """R2, 2 players: the opponent lets the contest window after a King claim run out. The
    timer passes for them — one notice, which says the pass once — and their own next turn is announced with a ping
    and a deadline of its own, not played as a forced no-swap."""
    night = await _night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 2)
        state = await _mascarade_to_turn_5(night, bot, lambda s, a: not a.swap)
        announcer, opponent = state.current, 1 - state.current
        await _choose(night, bot, announcer, lambda a: isinstance(a, Announce) and a.character == "king")
        await night.idle()
        seen = _seen(night)

        notice = await _timeout_notice(night, seen)

        state = await _state(bot, night)
        assert (state.turn, state.current, state.phase) == (6, opponent, "turn")
        assert await _timed_out_kinds(bot, night) == ["pass"]
        assert await _strikes(bot, night) == [int(s == opponent) for s in range(2)]
        name = night.users[opponent].name
        assert sum(NOTICE in line for line in _lines(notice)) == 1
        assert f"⏰ {name} ran out of time: counted as a pass." in _lines(notice)
        assert f"{name} does not contest." not in _lines(notice), "the pass is announced once, by the notice"
        assert not any(line.startswith(f"{name} takes their ") for line in _lines(notice)), "no forced swap"
        assert _pings(notice, night.users[opponent]), "the next turn's player is pinged"
    fake.assert_all_answered()


async def test_mod_skip_at_a_contest_resolves_only_the_contest(fake: FakeDiscord, tmp_path: Path) -> None:
    """/mod skip follows the timeout rule for exactly the decisions open when it is used: the
    opponent's contest answer (a pass, no strike), not their next turn, which is pinged."""
    night = await _night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 2)
        state = await _mascarade_to_turn_5(night, bot, lambda s, a: not a.swap)
        announcer, opponent = state.current, 1 - state.current
        await _choose(night, bot, announcer, lambda a: isinstance(a, Announce) and a.character == "queen")
        await night.idle()

        skip = await night.slash(night.mod, "mod skip")

        assert (await skip.answered()).ephemeral
        name = night.users[opponent].name
        skipped = await fake.wait_for_message(
            night.channel, lambda m: f"A moderator skipped {name}'s turn" in m.content
        )
        state = await _state(bot, night)
        assert (state.turn, state.current, state.phase) == (6, opponent, "turn")
        assert await _timed_out_kinds(bot, night) == ["pass"]
        assert await _strikes(bot, night) == [0, 0]
        assert not any(line.startswith(f"{name} takes their ") for line in _lines(skipped)), "no forced swap"
        assert _pings(skipped, night.users[opponent])
    fake.assert_all_answered()


async def test_r4_a_power_timeout_leaves_the_next_turn_to_its_player(fake: FakeDiscord, tmp_path: Path) -> None:
    """R4, 2 players: the opponent contests a Witch claim with the true Witch, then lets the
    power time out (no swap of fortunes). The turn that passes to them next is theirs, pinged
    and timed afresh."""
    night = await _night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 2)
        first = (await _state(bot, night)).current
        witch_holder = 1 - first

        def to_the_holder(state: Any, swap: Swap) -> bool:
            """Preparatory swaps hand the Witch to the player who will contest."""
            witch = next(i for i, sl in enumerate(state.slots) if sl.card == "witch")
            owner = state.slots[witch].owner
            options = [a for a in _legal(bot, night, state) if isinstance(a, Swap)]
            moving = [
                a
                for a in options
                if a.swap
                and owner != witch_holder
                and witch in (a.mine, a.other)
                and witch_holder in (state.slots[a.mine].owner, state.slots[a.other].owner)
            ]
            return swap == moving[0] if moving else not swap.swap

        state = await _mascarade_to_turn_5(night, bot, to_the_holder)
        witch = next(i for i, sl in enumerate(state.slots) if sl.card == "witch")
        assert state.slots[witch].owner == witch_holder, "the preparatory turns handed over the Witch"
        await _choose(night, bot, first, lambda a: isinstance(a, Announce) and a.character == "witch")
        await _choose(night, bot, witch_holder, lambda a: isinstance(a, Contest) and a.slot == witch)
        assert await _pending(bot, night) == [(witch_holder, "witch")]
        await night.idle()
        seen = _seen(night)

        notice = await _timeout_notice(night, seen)

        state = await _state(bot, night)
        assert (state.turn, state.current, state.phase) == (6, witch_holder, "turn")
        assert await _timed_out_kinds(bot, night) == ["witch"]
        assert await _strikes(bot, night) == [int(s == witch_holder) for s in range(2)]
        name = night.users[witch_holder].name
        assert sum(NOTICE in line for line in _lines(notice)) == 1
        assert f"{name} keeps their fortune." in _lines(notice)
        assert not any(line.startswith(f"{name} takes their ") for line in _lines(notice)), "no forced swap"
        assert _pings(notice, night.users[witch_holder])
    fake.assert_all_answered()


def _legal(bot: MasqueradeBot, night: Night, state: Any) -> list[Any]:
    rules = bot.services.service.games["mascarade"]
    return list(rules.legal_actions(state, state.current))


# -- Suspicion -------------------------------------------------------------------------------


def _last_gem_ahead(state: Any, content: Any) -> bool:
    """A turn just began (its dice rolled, no move made) and its player holds first a card
    whose Tip takes the last gem of its kind."""
    if state.phase != "move" or state.dice_left != [0, 1] or len(state.seated()) < 3:
        return False
    card = content.card_by_number[state.secrets[state.current].hand[0]]
    tip = card.action("tip")
    return tip is not None and state.bank[tip.gem] == 1


async def test_r1_a_timed_out_turn_taking_the_last_gem_leaves_the_guesses_open(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """R1, R2, S-5.1: the absent player's turn is played whole and its Tip takes the last
    gem. The game stops for the final guesses: everyone — the absent player too — is pinged
    to hand in a guess sheet, with a deadline of its own; none is handed in empty at once."""
    night = await _night(fake, tmp_path)
    rng = random.Random(12)
    async with night.bot() as bot:
        suspicion = bot.services.service.games["suspicion"]
        assert isinstance(suspicion, SuspicionRules)
        content = suspicion.content

        def steer(state: Any, action: Any) -> int:
            """Keep a Tip card first in hand and bring a gem kind down to its last one."""
            if isinstance(action, Play):
                hand = state.secrets[state.current].hand
                keep_tip = content.card_by_number[hand[0]].action("tip") is not None
                return int(action.card == (hand[1] if keep_tip and len(hand) > 1 else hand[0]))
            if isinstance(action, SearchGem):
                left = state.bank[action.gem]
                return 0 if left <= 1 else 10 - left
            return 0

        for _ in range(SUSPICION_ATTEMPTS):
            await night.open_game("suspicion", 3)
            state = await _drive(night, bot, rng, lambda s: _last_gem_ahead(s, content), steer)
            if state is not None:
                break
            await _finish_suspicion(night, bot, rng)
        else:
            raise AssertionError("no last gem came up")
        absent = state.current
        await night.idle()
        seen = _seen(night)

        notice = await _timeout_notice(night, seen)

        state = await _state(bot, night)
        assert state.phase == "guess"
        assert state.secrets[absent].guesses is None, "no empty guess sheet handed in for them"
        kinds = await _timed_out_kinds(bot, night)
        assert kinds[:3] == ["move", "move", "play"]
        assert "tip" in kinds
        assert "guess" not in kinds
        assert await _strikes(bot, night) == [int(s == absent) for s in range(3)]
        name = night.users[absent].name
        assert sum(NOTICE in line for line in _lines(notice)) == 1
        assert f"{name} has handed in their guesses." not in _lines(notice)
        assert any(line.startswith("The bank has no ") for line in _lines(notice))
        assert all(_names(notice, user) for user in night.users[:3]), "everyone is asked for their guesses"
        others = [user for seat, user in enumerate(night.users[:3]) if seat != absent]
        assert all(_pings(notice, user) for user in others), "pinged, but the absent player, pinged for the turn"
    fake.assert_all_answered()


async def _finish_suspicion(night: Night, bot: MasqueradeBot, rng: random.Random) -> None:
    """Hand in everyone's guesses so the channel is free for the next game."""
    for user in night.users[:3]:
        if (await bot.services.service.game(night.game_id)).status != "running":
            break
        await night.random_turn(user, rng)
    await night.idle()


# -- Grimm ---------------------------------------------------------------------------------------


def _harmless(st: GrimmState, card: str, seat: int) -> bool:
    """``card`` kept by ``seat`` unmasks nobody and wins nothing."""
    held = st.seats[seat]
    banes = {GRIMM_CONTENT.bane[c] for c in masked_characters(held)}
    return held.tableau.count(card) == 0 or (held.tableau.count(card) == 1 and card not in banes)


def _true_reflection_ahead(st: GrimmState) -> bool:
    """The True Reflection player's turn will give a Mirror or Crown to the opponent, who must
    then place a token for it: the second card, drawn (``give``) or next in the deck after a
    first card to keep (``keep``), neither unmasking nor winning. An action would follow."""
    if st.outcome is not None or any(r.open for r in st.requests) or st.stage not in ("keep", "give"):
        return False
    me, opponent = st.seats[st.active], 1 - st.active
    if me.ability != "true_reflection" or not masked(me) or not masked(st.seats[opponent]) or not payments(me):
        return False
    if st.stage == "keep":
        if not st.deck or not _harmless(st, st.drawn[0], st.active):
            return False
        second = st.deck[-1]
    else:
        second = st.drawn[0]
    # The opponent holds none of it: no pair token of theirs may take the portrait asked for.
    return (
        second in ("mirror", "crown")
        and second not in st.seats[opponent].tableau
        and bool(portraits(GRIMM_CONTENT, st, opponent))
    )


async def test_r1_true_reflection_during_a_timed_out_turn(fake: FakeDiscord, tmp_path: Path) -> None:
    """R1, G-10.3, 2 players: the absent player's turn keeps the first card and gives the
    Mirror (or Crown), and True Reflection asks the opponent for a token — a new decision,
    pinged, with its own deadline. The opponent lets it time out too: their own notice; the
    absent player's turn then ends without asking them again (one strike each)."""
    night = await _night(fake, tmp_path)
    rng = random.Random(12)
    async with night.bot() as bot:
        for _ in range(GRIMM_ATTEMPTS):
            await night.open_game("grimm", 2, abilities="true", treasures="true")
            st = await _drive(night, bot, rng, _true_reflection_ahead, _grimm_steer)
            if st is not None:
                break
            await night.idle()
        else:
            raise AssertionError("True Reflection never came up")
        absent, opponent = st.active, 1 - st.active
        steps = 2 if st.stage == "keep" else 1  # the turn's steps left to the timeout
        await night.idle()
        seen = _seen(night)

        first = await _timeout_notice(night, seen)

        assert sum(NOTICE in line for line in _lines(first)) == 1
        played = (
            "counted as keeping their first card, giving the other to a random player and taking no action."
            if steps == 2
            else "their card went to a random player, with no action."
        )
        assert f"⏰ {night.users[absent].name} ran out of time: {played}" in _lines(first)
        asked = f"{night.users[opponent].name} must place an evidence token (True Reflection)."
        assert asked in _lines(first)
        assert _called_since(night, seen, night.users[opponent]), "the token is the opponent's decision"
        assert await _timed_out_kinds(bot, night) == ["keep", "give"][2 - steps :]
        seen = _seen(night)

        second = await _timeout_notice(night, seen)

        assert sum(NOTICE in line for line in _lines(second)) == 1
        placed = "their evidence token went on a random portrait."
        assert f"⏰ {night.users[opponent].name} ran out of time: {placed}" in _lines(second)
        assert await _timed_out_kinds(bot, night) == [*["keep", "give"][2 - steps :], "mark", "skip"]
        assert await _strikes(bot, night) == [1, 1]
        st = await _state(bot, night)
        assert st.active == opponent, "the absent player's turn ended; the opponent's began"
        assert _pings(second, night.users[opponent])
    fake.assert_all_answered()


def _grimm_steer(st: GrimmState, action: Any) -> int:
    """The Evil Queen's player keeps cards and takes no paid action, while the other takes one
    whenever they do not lead (2 players: a rose each), so the Queen ends the round with the
    fewest roses and takes True Reflection for the next. The True Reflection player keeps
    their first card, to see the second."""
    if isinstance(action, g.ChooseAbility):
        return int(action.character == "evil_queen")
    paid = isinstance(action, g.Paid)
    me = st.seats[st.active]
    if me.ability == "true_reflection" and st.stage == "keep":
        return int(isinstance(action, g.Keep))
    queen = next((s for s, seat in enumerate(st.seats) if "evil_queen" in seat.characters), None)
    if queen is None:
        return int(not paid)
    if st.active == queen:
        return 0 if paid else 1 + int(st.stage in ("keep", "extra") and isinstance(action, g.Keep))
    if paid and not isinstance(action, g.PointFinger) and me.total <= st.seats[queen].total:
        return 2
    return int(not paid)


# -- driving ---------------------------------------------------------------------------------------


async def _drive(
    night: Night,
    bot: MasqueradeBot,
    rng: random.Random,
    until: Callable[[Any], bool],
    steer: Callable[[Any, Any], int],
) -> Any:
    """Whoever is asked acts (the best-scored of their offered actions by ``steer``, ties at
    random) until ``until(state)``; None when the game reaches its end first (for Suspicion:
    the final guesses)."""
    rules = bot.services.service.rules(await bot.services.service.game(night.game_id))
    for _ in range(MAX_STEPS):
        state = await _state(bot, night)
        if until(state):
            return state
        pending = rules.pending(state)
        if state.outcome is not None or not pending or pending[0].kind == "guess":
            return None
        seat = rng.choice(pending).seat
        offered = [a for _, a in await _offered(bot, night, seat)]
        best = max(steer(state, a) for a in offered)
        chosen = rng.choice([a for a in offered if steer(state, a) == best])
        await _choose(night, bot, seat, partial(operator.eq, chosen))
    raise AssertionError("the situation never came up")
