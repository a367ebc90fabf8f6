"""Suspicion played through the real bot and the fake Discord: a restart mid-turn, bad input,
secrets, and the villa picture. Rule ids refer to the Suspicion rules digest."""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable, Collection
from functools import cache
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.core.content import read_content
from bot.engine.text import Text, text
from bot.i18n import LOCALES, Translator, locale_for
from cogs.suspicion.presentation.board import room_code
from cogs.suspicion.rules import Content, State
from cogs.suspicion.rules.actions import AskSeat, Move, Play, SearchGem
from cogs.suspicion.rules.content import CONTENT_FILE, GEMS
from cogs.suspicion.rules.terms import guest_term
from cogs.table.menus import action_hash
from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.fakediscord.model import MessageVersion, component_texts, embed_texts
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

PLAYING = ("move", "play", "act")
SECRET_RESULTS = ("suspicion-event-answer", "suspicion-event-answered-for-you", "suspicion-event-peek-result")


@cache
def _content() -> Content:
    return read_content(CONTENT_FILE, Content)


# -- observing (the database, never the bot's internals beyond the service) -----------------


async def _state(bot: MasqueradeBot, night: Night) -> State:
    state = bot.services.service.state(await bot.services.service.game(night.game_id))
    assert isinstance(state, State)
    return state


async def _version(bot: MasqueradeBot, night: Night) -> int:
    return int((await bot.services.service.game(night.game_id)).version)


async def _names(bot: MasqueradeBot, night: Night) -> dict[int, str]:
    return {s.seat: s.name for s in (await bot.services.service.game(night.game_id)).seats}


async def _user_of(bot: MasqueradeBot, night: Night, seat: int) -> User:
    record = await bot.services.service.game(night.game_id)
    by_seat = record.by_seat(seat)
    assert by_seat is not None
    return next(u for u in night.users if u.id == by_seat.user_id)


async def _current(bot: MasqueradeBot, night: Night) -> tuple[int, User]:
    state = await _state(bot, night)
    return state.current, await _user_of(bot, night, state.current)


async def _tr(bot: MasqueradeBot, night: Night, locale: str) -> Translator:
    names = await _names(bot, night)
    return Translator(bot.catalog, locale, names.__getitem__)


async def _tr_for(bot: MasqueradeBot, night: Night, user: User) -> Translator:
    """What ``user`` reads: ephemeral answers follow their Discord language."""
    return await _tr(bot, night, locale_for(user.locale))


def _guest(t: Translator, guest: str) -> str:
    return t(f"suspicion-guest-{guest}")


def _move(t: Translator, guest: str, room: str) -> str:
    return t("suspicion-choice-move-to", guest_term=_guest(t, guest), room_term=_room(t, room))


def _room(t: Translator, room: str) -> str:
    return t(f"suspicion-room-{room}")


# -- what the panel shows ------------------------------------------------------------------


def _depth(custom_id: str) -> int:
    return len([p for p in custom_id.split(":")[4].split(".") if p])


def _choices(panel: Message) -> list[tuple[str, str, str | None]]:
    """(label, custom_id, select value) of every choice on screen, the Back button aside."""
    buttons = [b for b in panel.buttons() if b.get("custom_id", "").startswith("mn:a:")]
    selects = [s for s in panel.selects() if s["custom_id"].startswith("mn:s:")]
    # Choices sit one level below the menu shown (a select names the menu's own path); Back above.
    deepest = max([_depth(b["custom_id"]) for b in buttons] + [_depth(s["custom_id"]) + 1 for s in selects] + [0])
    found: list[tuple[str, str, str | None]] = [
        (str(b["label"]), str(b["custom_id"]), None)
        for b in buttons
        if not (b["custom_id"].endswith(":m") and _depth(b["custom_id"]) < deepest)
    ]
    for select in selects:
        found += [(str(o["label"]), str(select["custom_id"]), str(o["value"])) for o in select["options"]]
    return found


def _labels(panel: Message) -> list[str]:
    return [label for label, _, _ in _choices(panel)]


def _forged(button_id: str, path: str, action: object) -> str:
    """A custom_id a modified client could send: a real game and decision, a path that
    exists, and the hash of an action the menu never offered."""
    game, since = button_id.split(":")[2:4]
    return f"mn:a:{game}:{since}:{path}:{action_hash(action)}"


async def _choose(night: Night, user: User, panel: Message, label: str) -> Message:
    """Press the choice called ``label`` (a button, or an option of the panel's select)."""
    for shown, custom_id, value in _choices(panel):
        if shown != label:
            continue
        if value is None:
            ix = await night.fake.click(user, panel, custom_id)
        else:
            ix = await night.fake.select(user, panel, custom_id, [value])
        callback = await ix.answered()
        assert callback.type == 7, f"{user.name}: {label!r} refused: {callback.content}"
        assert ix.original is not None
        return ix.original
    raise AssertionError(f"{label!r} is not offered: {_labels(panel)}")


async def _refused(night: Night, bot: MasqueradeBot, user: User, panel: Message, custom_id: str, why: str) -> None:
    """A forged click gets ``why`` (in the clicker's language), ephemerally; nothing changes."""
    before = await _version(bot, night)
    ix = await night.fake.forged_click(user, panel, custom_id)
    callback = await ix.answered()
    assert callback.type == 4, f"a forged {custom_id} was not refused"
    assert callback.ephemeral, "a refusal is ephemeral"
    assert callback.content == f"⚠️ {why}", callback.content
    await night.idle()
    assert not ix.followups, "one answer per click"
    assert await _version(bot, night) == before, "a refused click changes nothing"


# -- playing -------------------------------------------------------------------------------


async def _step(night: Night, user: User, rng: random.Random, prefer: Collection[str] = ()) -> bool:
    """Open the panel and click through to one applied action: a preferred choice when one is
    on screen, else a random one. False when nothing is asked of ``user``."""
    message = await night.panel(user)
    form = [b for b in message.buttons() if b["custom_id"].startswith("mn:g:")]
    if form:
        return await night.fill_form(user, message, form[0]["custom_id"], rng)
    for _ in range(8):
        choices = _choices(message)
        if not choices:
            return False
        liked = [c for c in choices if c[0] in prefer]
        label, custom_id, value = liked[0] if liked else rng.choice(choices)
        message = await _choose(night, user, message, label)
        tag = (value or custom_id).rsplit(":", 1)[-1]
        if tag != "m":
            return True
    raise AssertionError("menu too deep")


async def _cards_alone(bot: MasqueradeBot, night: Night, user: User) -> set[str]:
    """The choices that play a card of the current hand alone, in ``user``'s words: a card
    played together with its first half may take a gem or move a guest at once."""
    state = await _state(bot, night)
    t = (await _tr_for(bot, night, user)).for_labels()
    return {t(f"suspicion-card-{card}") for card in state.secrets[state.current].hand}


async def _preferred(bot: MasqueradeBot, night: Night, user: User) -> set[str]:
    """Cards and card halves that ask or peek (so a game surely has some), in ``user``'s words."""
    state = await _state(bot, night)
    t = (await _tr_for(bot, night, user)).for_labels()
    names = await _names(bot, night)
    content = _content()
    liked = {t("suspicion-choice-peek")}
    for card in content.cards:
        ask = card.action("ask")
        if ask is not None and ask.guest is not None:
            liked |= {
                t("suspicion-choice-ask-seat", target_seat=name, guest_term=_guest(t, ask.guest))
                for seat, name in names.items()
                if seat != state.current
            }
        if state.phase == "play" and (ask is not None or card.action("peek") is not None):
            liked.add(t(f"suspicion-card-{card.number}"))
    return liked


async def _finish_turn(bot: MasqueradeBot, night: Night, rng: random.Random, *, steer: bool = False) -> None:
    """The current player completes their turn through the panel (or the game stops)."""
    state = await _state(bot, night)
    seat, user = state.current, await _user_of(bot, night, state.current)
    for _ in range(12):
        state = await _state(bot, night)
        if state.current != seat or state.phase not in PLAYING:
            return
        prefer = await _preferred(bot, night, user) if steer else set()
        assert await _step(night, user, rng, prefer), f"{user.name} had nothing to do on their turn"
    raise AssertionError("the turn did not end")


async def _moves(bot: MasqueradeBot, night: Night) -> tuple[User, Message]:
    """The current player opens their panel: the dice were rolled as the turn began, so it
    shows the moves. Returns them and the panel."""
    _, user = await _current(bot, night)
    return user, await night.panel(user)


def _rolled(bot: MasqueradeBot, state: State, names: dict[int, str]) -> str:
    """The public line announcing the current turn's roll, in English."""
    faces = ["suspicion-die-unknown" if f == "?" else f"suspicion-guest-{f}" for f in state.dice]
    message = text("suspicion-event-rolled", seat=state.current, first_term=faces[0], second_term=faces[1])
    return bot.catalog.render("en", message, names.__getitem__)


def _moves_of(t: Translator, state: State) -> set[str]:
    """Every move the current dice allow: the rolled guests' ('?': any guest's), one room each,
    and, when both dice show a guest, both moves at once."""
    content = _content()
    faces = list(dict.fromkeys(state.dice[i] for i in state.dice_left))
    movers = content.guest_ids if "?" in faces else faces
    doors = {guest: content.neighbours[state.positions[guest]] for guest in movers}
    moves = {_move(t, guest, room) for guest in movers for room in doors[guest]}
    if len(faces) == 2 and "?" not in faces:
        first, second = faces
        moves |= {
            t(
                "suspicion-choice-move-both",
                guest_term=_guest(t, first),
                room_term=_room(t, room),
                then_guest_term=_guest(t, second),
                then_room_term=_room(t, then),
            )
            for room in doors[first]
            for then in doors[second]
        }
    return moves


async def _guesses(bot: MasqueradeBot, night: Night, players: int, rng: random.Random) -> Message:
    """Everyone hands in their final guesses (S-5.2); returns the summary."""
    for user in night.users[:players]:
        assert await _step(night, user, rng), f"{user.name} was not asked for guesses"
    await night.idle()
    summary = night.summary()
    assert summary is not None, "the game ended with a summary"
    return summary


async def _play_to_guesses(bot: MasqueradeBot, night: Night, rng: random.Random, *, steer: bool = False) -> None:
    for _ in range(400):
        if (await _state(bot, night)).phase not in PLAYING:
            return
        await _finish_turn(bot, night, rng, steer=steer)
    raise AssertionError("no gem ran out")


# -- 1. a restart after the roll ------------------------------------------------------------


async def test_restart_after_the_roll_offers_exactly_the_rolled_guests(fake: FakeDiscord, tmp_path: Path) -> None:
    """S-2.1: the dice are rolled as each turn begins, announced publicly and stored; after a
    restart the player's panel offers moves for exactly the rolled guests ('?' for any guest),
    each to an adjacent room only, all in one list — and no Roll, this turn or the next."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(41)
    async with night.bot() as bot:
        await night.open_game("suspicion", 3)
        await _finish_turn(bot, night, rng)  # one full turn first: the game is under way
        user, _ = await _moves(bot, night)
        state = await _state(bot, night)
        assert state.phase == "move"
        rolled = _rolled(bot, state, await _names(bot, night))
        await fake.wait_for_message(night.channel, lambda m: rolled in m.content)
        version = state.version
    async with night.bot() as bot:
        state = await _state(bot, night)
        assert (state.version, state.phase) == (version, "move"), "the roll survived the restart"
        t = await _tr_for(bot, night, user)
        offered = _labels(await night.panel(user))
        assert sorted(offered) == sorted(_moves_of(t, state)), "moves of exactly the rolled guests, one room each"
        # The player completes the turn; the next one begins with its dice rolled.
        roller = state.current
        await _finish_turn(bot, night, rng)
        after = await _state(bot, night)
        assert after.current == (roller + 1) % 3
        assert after.phase == "move"
        await night.idle()
        rolled = _rolled(bot, after, await _names(bot, night))
        await fake.wait_for_message(night.channel, lambda m: rolled in m.content)
        _, nxt = await _current(bot, night)
        t = await _tr_for(bot, night, nxt)
        offered = _labels(await night.panel(nxt))
        assert t("suspicion-choice-roll") not in offered
        assert sorted(offered) == sorted(_moves_of(t, after)), "the next player is offered the moves"
        assert (await bot.services.service.replay(night.game_id)).model_dump() == after.model_dump()
    fake.assert_all_answered()


# -- 2. bad input --------------------------------------------------------------------------


async def _check_moves(bot: MasqueradeBot, night: Night, user: User, menu: Message, done: set[str]) -> None:
    """S-2.1: a guest that was not rolled, and a room that is not next door, are never offered,
    and forging either is refused."""
    state = await _state(bot, night)
    t = await _tr_for(bot, night, user)
    stale = t("error-stale")
    content = _content()
    faces = [f for f in dict.fromkeys(state.dice) if f != "?"]
    if not faces:
        return  # two '?': every guest may move
    offered = _labels(menu)
    first = _choices(menu)[0][1]
    if "?" not in state.dice and "not rolled" not in done:
        done.add("not rolled")
        other = next(g for g in content.guest_ids if g not in state.dice)
        room = content.neighbours[state.positions[other]][0]
        assert not [label for label in offered if label.startswith(_guest(t, other))]
        await _refused(night, bot, user, menu, _forged(first, "0", Move(guest=other, room=room)), stale)
    if "not adjacent" not in done:
        done.add("not adjacent")
        guest = faces[0]
        here = state.positions[guest]
        far = next(r.id for r in content.rooms if r.id != here and r.id not in content.neighbours[here])
        assert _move(t, guest, far) not in offered
        assert {_move(t, guest, r) for r in content.neighbours[here]} <= set(offered)
        await _refused(night, bot, user, menu, _forged(first, "0", Move(guest=guest, room=far)), stale)


async def _check_play(bot: MasqueradeBot, night: Night, user: User, menu: Message) -> None:
    """S-2.2: only cards in hand are offered, alone or with the half carried out first;
    forging another card is refused."""
    state = await _state(bot, night)
    t = await _tr_for(bot, night, user)
    hand = state.secrets[state.current].hand
    labels = _labels(menu)
    every_card = {t(f"suspicion-card-{c.number}") for c in _content().cards}
    assert sorted(label for label in labels if label in every_card) == sorted(t(f"suspicion-card-{c}") for c in hand)
    with_half = {label.split(" · ")[0] for label in labels if label not in every_card}
    assert with_half == {t("suspicion-choice-play-peek", card=c).split(" · ")[0] for c in hand}, labels
    other = next(c.number for c in _content().cards if c.number not in hand)
    some = _choices(menu)[0][1]
    await _refused(night, bot, user, menu, _forged(some, "0", Play(card=other)), t("error-stale"))


async def _check_search(bot: MasqueradeBot, night: Night, user: User, menu: Message) -> None:
    """S-3.1: Search offers only gems shown in the searcher's guest's room."""
    state = await _state(bot, night)
    t = await _tr_for(bot, night, user)
    content = _content()
    room = content.room_by_id[state.positions[state.secrets[state.current].guest]]
    wrong = next(g for g in GEMS if g not in room.gems)
    offered = [g for g in GEMS if t("suspicion-choice-search", gem_term=t(f"suspicion-gem-{g}")) in _labels(menu)]
    assert offered, "the searcher's room has gems to take"
    assert set(offered) <= set(room.gems), (offered, room.gems)
    assert wrong not in offered
    some = _choices(menu)[0][1]
    await _refused(night, bot, user, menu, _forged(some, "0", SearchGem(gem=wrong)), t("error-stale"))


async def _check_ask(bot: MasqueradeBot, night: Night, user: User, menu: Message, guest: str) -> None:
    """S-3.5: one asks another player, each in one choice; oneself is never offered, and
    forging it is refused."""
    state = await _state(bot, night)
    t = (await _tr_for(bot, night, user)).for_labels()
    names = await _names(bot, night)
    me = state.current

    def ask(seat: int) -> str:
        return t("suspicion-choice-ask-seat", target_seat=names[seat], guest_term=_guest(t, guest))

    asks = [label for label in _labels(menu) if label in {ask(s) for s in range(state.players)}]
    assert sorted(asks) == sorted(ask(s) for s in range(state.players) if s != me)
    index = _labels(menu).index(asks[0])
    some = _choices(menu)[0][1]
    await _refused(night, bot, user, menu, _forged(some, str(index), AskSeat(target=me)), t("error-stale"))


async def test_bad_input_is_never_offered_and_forged_clicks_change_nothing(fake: FakeDiscord, tmp_path: Path) -> None:
    """S-2.1, S-2.2, S-3.1, S-3.5: what the menu never offers — a guest that was not rolled, a
    room that is not next door, a card not in hand, a gem not in one's guest's room, asking
    oneself — is refused with a clear ephemeral answer when forged, and the game is unchanged.
    A stale panel from an earlier turn is refused the same way."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(42)
    content = _content()
    done: set[str] = set()
    async with night.bot() as bot:
        await night.open_game("suspicion", 3)
        _, first = await _current(bot, night)
        old_panel = await night.panel(first)
        for _ in range(40):
            if {"not rolled", "not adjacent", "not in hand", "search", "ask"} <= done:
                break
            user, menu = await _moves(bot, night)
            await _check_moves(bot, night, user, menu, done)
            for _ in bounded(4, "the dice's moves"):
                if (await _state(bot, night)).phase != "move":
                    break
                assert await _step(night, user, rng)
            t = await _tr_for(bot, night, user)
            state = await _state(bot, night)
            menu = await night.panel(user)
            if "not in hand" not in done:
                done.add("not in hand")
                await _check_play(bot, night, user, menu)
            # Play a card whose halves are still to be checked, if the hand has one.
            cards = [content.card_by_number[c] for c in state.secrets[state.current].hand]
            wanted = [c for c in cards if any(k not in done and c.action(k) for k in ("search", "ask"))]
            card = (wanted or cards)[0]
            menu = await _choose(night, user, await night.panel(user), t(f"suspicion-card-{card.number}"))
            if "search" not in done and card.action("search") and (await _state(bot, night)).phase == "act":
                done.add("search")
                await _check_search(bot, night, user, menu)
            ask = card.action("ask")
            if "ask" not in done and ask is not None and ask.guest is not None:
                done.add("ask")
                await _check_ask(bot, night, user, await night.panel(user), ask.guest)
            await _finish_turn(bot, night, rng)
        assert {"not rolled", "not adjacent", "not in hand", "search", "ask"} <= done, done

        # The first player's panel from the first turn is out of date now.
        version = await _version(bot, night)
        _, select, value = _choices(old_panel)[0]
        assert value is not None, "the first turn's moves, in a select"
        ix = await fake.select(first, old_panel, select, [value])
        callback = await ix.answered()
        assert (callback.type, callback.ephemeral) == (4, True)
        state = await _state(bot, night)
        seat = next(s for s, n in (await _names(bot, night)).items() if n == first.name)
        t = await _tr_for(bot, night, first)
        expected = t("error-stale") if state.current == seat else t("error-nothing-to-do")
        assert callback.content == f"⚠️ {expected}"
        assert await _version(bot, night) == version
    fake.assert_all_answered()


async def test_acting_after_the_game_ended_is_refused(fake: FakeDiscord, tmp_path: Path) -> None:
    """S-5.1, S-5.3: once the invitations are revealed nothing more can be done: an old panel's
    move, a forged action, and the guesses form are refused ephemerally; nothing changes."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(43)
    async with night.bot() as bot:
        await night.open_game("suspicion", 2)
        user, moves = await _moves(bot, night)
        _, move, value = next(c for c in _choices(moves) if c[2] is not None)
        assert value is not None
        await _finish_turn(bot, night, rng)
        await _play_to_guesses(bot, night, rng)
        forms = {u.name: await night.panel(u) for u in night.users[:2]}
        await _guesses(bot, night, 2, rng)
        assert (await bot.services.service.game(night.game_id)).status == "finished"
        version = await _version(bot, night)
        t = await _tr_for(bot, night, user)
        # A move from the first turn, on the panel the player still has.
        ix = await fake.select(user, moves, move, [value])
        callback = await ix.answered()
        assert (callback.type, callback.ephemeral) == (4, True)
        assert callback.content == f"⚠️ {t('error-game-over')}"
        # A forged action (a custom_id not on the message it claims to come from).
        await _refused(night, bot, user, moves, _forged(move, "0", Play(card=1)), t("error-stale"))
        # The guesses form, opened again from the panel kept since the guessing.
        for other in night.users[:2]:
            panel = forms[other.name]
            button = next(b["custom_id"] for b in panel.buttons() if b["custom_id"].startswith("mn:g:"))
            ix = await fake.click(other, panel, button)
            callback = await ix.answered()
            assert (callback.type, callback.ephemeral) == (4, True), "no form opens after the end"
            expected = (await _tr_for(bot, night, other))("error-game-over")
            assert callback.content == f"⚠️ {expected}"
        # The panel command finds no game any more.
        ix = await fake.slash(user, night.channel, "game panel")
        callback = await ix.answered()
        assert callback.ephemeral
        assert callback.content == f"⚠️ {t('error-no-game-here')}"
        assert await _version(bot, night) == version
    fake.assert_all_answered()


# -- 3. secrets ----------------------------------------------------------------------------


def _texts(version: MessageVersion) -> list[str]:
    """Every string one version of a message shows."""
    out = [version.content, *(x for e in version.embeds for x in embed_texts(e))]
    return [x for x in [*out, *component_texts(version.components)] if x]


def _lines(strings: list[str]) -> list[str]:
    return [line.removeprefix("• ") for s in strings for line in s.splitlines()]


def _named(name: str, line: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", line) is not None


async def test_secrets_stay_with_their_owners_across_a_four_player_game(fake: FakeDiscord, tmp_path: Path) -> None:
    """S-6.2, S-4.3, S-4.5, S-3.4, S-5.3: before the reveal no public message ties a player to
    their guest; an Ask's answer reaches only the asker and the asked; a peek only the peeker."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(44)
    players = 4
    onlooker = night.users[10]  # in the channel, never seated: sees exactly what is public
    async with night.bot() as bot:
        await night.open_game("suspicion", players)
        await _play_to_guesses(bot, night, rng, steer=True)
        await _guesses(bot, night, players, rng)
        state = await _state(bot, night)
        names = await _names(bot, night)
        users = {seat: await _user_of(bot, night, seat) for seat in range(players)}
        stored = await bot.services.store.all_events(night.game_id)
        events = [(Text.model_validate_json(e.payload), e.audience) for e in stored]
        # Who may see a version's private result, by the rules rather than by the stored
        # audience: the asker and the asked (S-4.5), the peeker (S-3.4).
        allowed: dict[int, set[int]] = {}
        for e in stored:
            said = Text.model_validate_json(e.payload)
            if said.key in ("suspicion-event-asked", "suspicion-event-peeked"):
                allowed[e.version] = set(said.seats.values())
        results = [(m, allowed[e.version]) for e, (m, _) in zip(stored, events, strict=True) if m.key in SECRET_RESULTS]
        catalog = bot.catalog
    assert state.phase == "over"

    def render(message: Text) -> set[str]:
        return {catalog.render(locale, message, names.__getitem__) for locale in LOCALES}

    # (a) The guests: nothing public before the reveal ties a seat to its guest (S-6.2).
    revealed = [m for m, to in events if m.key == "suspicion-event-revealed"]
    assert len(revealed) == players
    reveal_lines = set().union(*(render(m) for m in revealed))
    public = fake.channel_messages(night.channel)
    reveal = next(m for m in public if any(line in m.content for line in reveal_lines))
    reveal_at = reveal.history[0].at
    before = [v for m in public for v in m.history if v.at < reveal_at]
    assert len(before) > 30, "the game was long enough to say something"
    announced = set().union(*(render(m) for m, to in events if to is None and m.key != "suspicion-event-revealed"))
    # A question the turn message offers the asker ("Ask bob about Viola") is offered with
    # every other player as its target: it names a player and a guest but ties neither.
    offered = {
        Translator(catalog, locale, names.__getitem__)
        .for_labels()
        .text(text("suspicion-choice-ask-seat", target_seat=target, guest_term=guest_term(guest)))
        for locale in LOCALES
        for target in range(players)
        for guest in _content().guest_ids
    }
    for seat, secret in enumerate(state.secrets):
        for locale in LOCALES:
            t = Translator(catalog, locale, names.__getitem__)
            _assert_guest_unbound(t, names, seat, secret.guest, before, reveal_lines, announced | offered)
    # The reveal does name them all, once the guesses are in (S-5.3).
    posted = "\n".join(m.content for m in public)
    assert all(catalog.render("en", m, names.__getitem__) in posted for m in revealed)

    # (b) Answers reach the asker and the asked only; (c) a peek the peeker only (S-4.5, S-3.4).
    assert any(m.key == "suspicion-event-answer" for m, _ in results), "somebody asked"
    assert any(m.key == "suspicion-event-peek-result" for m, _ in results), "somebody peeked"
    seen = {seat: fake.all_text_seen_by(user) for seat, user in users.items()}
    _assert_results_reach_only_their_seats(results, render, seen, fake.all_text_seen_by(onlooker), names)
    # The panels' lists of answers and peeks are shown only to whoever has some.
    for seat, user in users.items():
        t = Translator(catalog, locale_for(user.locale), names.__getitem__)
        assert (t("suspicion-panel-answers") in seen[seat]) == bool(state.secrets[seat].asks)
        assert (t("suspicion-panel-peeks") in seen[seat]) == bool(state.secrets[seat].peeks)
        for line in _panel_answers(state, seat, t, names):
            others = [s for s in range(players) if s != seat and line not in _panel_answers(state, s, t, names)]
            assert all(line not in seen[s] for s in others), f"an answer in someone else's panel: {line}"
    night.fake.assert_all_answered()


def _assert_results_reach_only_their_seats(
    results: list[tuple[Text, set[int]]],
    render: Callable[[Text], set[str]],
    seen: dict[int, str],
    public: str,
    names: dict[int, str],
) -> None:
    """Each private result's lines reach only the seats it is for (or seats that received
    the same line of their own), and nobody outside the game."""
    own: dict[int, set[str]] = {seat: set() for seat in seen}
    for message, may in results:
        for seat in may:
            own[seat] |= render(message)
    for message, may in results:
        for line in render(message):
            for seat in seen:
                if seat not in may and line not in own[seat]:
                    assert line not in seen[seat], f"{names[seat]} saw another player's secret: {line}"
            assert line not in public, f"a secret was public: {line}"


def _assert_guest_unbound(
    t: Translator,
    names: dict[int, str],
    seat: int,
    guest_id: str,
    before: list[MessageVersion],
    reveal_lines: set[str],
    announced: set[str],
) -> None:
    """No public message shown ``before`` the reveal ties ``seat`` to its guest (S-6.2)."""
    guest = _guest(t, guest_id)
    bindings = [
        t("suspicion-panel-guest", guest=guest),
        t("suspicion-summary-guest", guest=guest),
        *(line for line in reveal_lines if line.startswith(f"{names[seat]} ")),
    ]
    for version in before:
        shown = "\n".join(_texts(version))
        assert not [b for b in bindings if b in shown], f"{names[seat]}'s guest shown before the reveal"
        for line in _lines(_texts(version)):
            # The turn message's table line names every player and the dice' guests:
            # it ties no player to any guest.
            everyone = all(_named(name, line) for name in names.values())
            if guest in line and _named(names[seat], line) and not everyone:
                # Only an announced move, passage or question may name both (S-6.1), or a
                # question offered on the turn message.
                assert any(line in a for a in announced), f"public line ties {names[seat]} to {guest}: {line}"


def _panel_answers(state: State, seat: int, t: Translator, names: dict[int, str]) -> set[str]:
    """The lines of ``seat``'s panel listing the answers they received (S-4.5)."""
    answers = state.secrets[seat].asks
    return {
        t(
            "suspicion-panel-answer",
            target=names[a.target],
            guest=_guest(t, a.guest),
            room=room_code(a.positions[a.guest]),
            answer="yes" if a.answer else "no",
        )
        for a in answers
    }


# -- 4. the villa picture ------------------------------------------------------------------


def _picture(version: MessageVersion) -> tuple[int, bytes]:
    (png,) = [a for a in version.attachments if a.filename == "board.png"]
    return png.id, png.data


async def _settled_board(night: Night) -> Message:
    await night.boards()
    await night.fake.settle()
    return await night.board()


async def test_the_villa_picture_and_the_board_embed_follow_the_game(fake: FakeDiscord, tmp_path: Path) -> None:
    """S-6.1: the board carries the villa as board.png; the picture changes exactly when what
    it draws does (guests, the gem bank, whose turn, the dice and the moves made with them),
    and the embed shows the last roll, the gem bank and every player's gems."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(45)
    async with night.bot() as bot:
        await night.open_game("suspicion", 3)
        board = await _settled_board(night)
        assert board.embeds[0]["image"]["url"] == "attachment://board.png"
        assert _picture(board.current)[1].startswith(b"\x89PNG\r\n\x1a\n")
        t = await _tr(bot, night, "en")
        names = await _names(bot, night)
        seen = [(await _state(bot, night), _picture(board.current)[1])]
        # Play until a gem is taken: a card played leaves the picture alone.
        while not any(sum(g.values()) for g in seen[-1][0].gems):
            assert len(seen) < 20, "no gem taken in three turns"
            _, user = await _current(bot, night)
            assert await _step(night, user, rng, prefer=await _cards_alone(bot, night, user))
            assert await _settled_board(night) is board, "the board is edited in place"
            seen.append((await _state(bot, night), _picture(board.current)[1]))
        for (old, old_png), (new, new_png) in itertools.pairwise(seen):
            drawn = (old.positions, old.bank, old.current, old.dice, old.dice_left, old.moves)
            moved = drawn != (new.positions, new.bank, new.current, new.dice, new.dice_left, new.moves)
            assert (old_png != new_png) == moved, f"the picture changes exactly when the villa does ({new.phase})"
        assert any(old[1] == new[1] for old, new in itertools.pairwise(seen)), "a card played changes no picture"
        # The embed: the last roll, the bank, every player's gems.
        state = seen[-1][0]
        shown = board.text
        faces = [t("suspicion-die-unknown") if f == "?" else _guest(t, f) for f in state.dice]
        assert t("suspicion-board-dice", first=faces[0], second=faces[1]) in shown
        assert t("suspicion-board-bank", n=state.start_bank) in shown
        assert " · ".join(t(f"suspicion-gems-{g}", n=state.bank[g]) for g in GEMS) in shown
        assert any(state.bank[g] < state.start_bank for g in GEMS)
        for seat in range(3):
            gems = " · ".join(t(f"suspicion-gems-{g}", n=state.gems[seat][g]) for g in GEMS)
            assert f"**{names[seat]}** — {gems}" in shown
    fake.assert_all_answered()


async def test_board_png_is_not_uploaded_again_when_the_picture_is_unchanged(fake: FakeDiscord, tmp_path: Path) -> None:
    """S-6.1: playing a card changes the embed (the card in play) but not the villa; the
    board keeps its board.png attachment instead of uploading the same picture again."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(7)
    async with night.bot() as bot:
        await night.open_game("suspicion", 3)
        user, _ = await _moves(bot, night)
        for _ in bounded(4, "the dice's moves"):
            if (await _state(bot, night)).phase != "move":
                break
            assert await _step(night, user, rng)
        board = await _settled_board(night)
        before = _picture(board.current)
        shown = len(board.history)
        alone = await _cards_alone(bot, night, user)
        assert alone & {label for label, _, _ in _choices(await night.panel(user))}, "a card may be played alone"
        assert await _step(night, user, rng, prefer=alone)
        assert (await _state(bot, night)).card is not None, "a card is in play"
        assert await _settled_board(night) is board
        assert len(board.history) > shown, "the card was shown on the board"
        after = _picture(board.current)
        assert after[1] == before[1], "the picture is the same"
        assert after[0] == before[0], "so the same attachment stays"
    fake.assert_all_answered()


async def test_the_final_guesses_offer_only_guests_the_guesser_cannot_rule_out(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """S-5.2, S-3.4: the form never offers the guesser's own guest or an invitation it saw
    (nobody plays them), and says how many guests each opponent may still be; a sole
    candidate left is preselected."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(44)
    async with night.bot() as bot:
        await night.open_game("suspicion", 3)
        await _play_to_guesses(bot, night, rng)
        state = await _state(bot, night)
        for seat, user in enumerate(night.users[:3]):
            panel = await night.panel(user)
            form = next(b for b in panel.buttons() if b["custom_id"].startswith("mn:g:"))
            opened = await fake.click(user, panel, form["custom_id"])
            assert (await opened.answered()).type == 9
            assert opened.modal is not None
            known = {state.secrets[seat].guest, *state.secrets[seat].peeks}
            for select in opened.modal.inputs():
                offered = {o["value"] for o in select["options"]} - {"-"}
                assert offered, "someone is always possible"
                assert not offered & known, f"{user.name} is offered a guest nobody plays"
                defaults = [o["value"] for o in select["options"] if o.get("default")]
                assert len(defaults) == 1
                if len(offered) == 1:
                    assert defaults == list(offered), "a sole candidate is preselected"
