"""Grimm Masquerade through the real bot and the fake Discord, bad input included.

Players only press what their panels show (or, for bad input, what a modified client could send:
``fake.forged_click``). The database and ``bot.service.games`` are only read, to observe the state. The
games' seeds are drawn by the bot, so every test drives play until the situation it needs comes up
(and opens another game in the channel should a game end first).
"""

from __future__ import annotations

import asyncio
import random
import re
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.core.content import read_content
from bot.i18n import locale_for
from cogs.grimm.rules import Content, State
from cogs.grimm.rules import actions as a
from cogs.grimm.rules.content import CONTENT_FILE
from cogs.grimm.rules.table import action_follows, masked, payments
from cogs.table.menus import action_hash
from tests.e2e.fakediscord import FakeDiscord, Interaction, Message, User
from tests.e2e.fakediscord.model import JSON
from tests.e2e.harness import Night, make_night, private_texts

pytestmark = pytest.mark.e2e

ATTEMPTS = 4  # games opened at most while waiting for a situation to come up
MAX_STEPS = 1500  # actions per game; a game takes a few hundred
CONTENT = read_content(CONTENT_FILE, Content)


# -- observing ----------------------------------------------------------------------------


async def _state(bot: MasqueradeBot, game_id: int) -> State:
    state = bot.services.service.state(await bot.services.service.game(game_id))
    assert isinstance(state, State)
    return state


async def _version(bot: MasqueradeBot, game_id: int) -> int:
    return int((await bot.services.service.game(game_id)).version)


def _t(bot: MasqueradeBot, user: User | None, key: str, **args: object) -> str:
    """A catalogue string as ``user`` reads it (``None``: the server's language, English here)."""
    return bot.catalog.get(locale_for(user.locale if user else "en-US"), key, dict(args))


def _word(name: str, line: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", line) is not None


# -- pressing what a panel shows ------------------------------------------------------------


@dataclass(frozen=True)
class Opt:
    """One choice on a panel: a button, or one option of a select."""

    label: str
    custom_id: str
    value: str | None = None  # the select option's value ("index:tag")

    @property
    def tag(self) -> str:
        return (self.value or self.custom_id).rsplit(":", 1)[-1]

    def forged(self, tag: str, index: int | None = None) -> str:
        """The custom_id a modified client would send for this decision: this choice's position
        (or its sibling at ``index``) with another action's hash."""
        _, kind, game, since, path = self.custom_id.split(":")[:5]
        steps = [p for p in path.split(".") if p]
        if kind == "a":
            steps = steps[:-1]
        mine = int(self.value.split(":")[0]) if self.value else int(path.split(".")[-1])
        return f"mn:a:{game}:{since}:{'.'.join([*steps, str(mine if index is None else index)])}:{tag}"


def _options(panel: Message) -> list[Opt]:
    """The panel's choices, without the Back button."""
    buttons = [b for b in panel.buttons() if b["custom_id"].startswith("mn:a:")]
    selects = [s for s in panel.selects() if s["custom_id"].startswith("mn:s:")]
    depths = [len(b["custom_id"].split(":")[4].split(".")) for b in buttons]
    depths += [len([p for p in s["custom_id"].split(":")[4].split(".") if p]) + 1 for s in selects]
    depth = max(depths, default=0)
    opts = [
        Opt(str(b.get("label", "")), b["custom_id"])
        for b in buttons
        if not (b["custom_id"].endswith(":m") and len(b["custom_id"].split(":")[4].split(".")) < depth)
    ]
    for select in selects:
        opts += [Opt(str(o["label"]), select["custom_id"], str(o["value"])) for o in select["options"]]
    return opts


async def _press(night: Night, user: User, panel: Message, opt: Opt) -> Interaction:
    if opt.value is None:
        return await night.fake.click(user, panel, opt.custom_id)
    return await night.fake.select(user, panel, opt.custom_id, [opt.value])


async def _go(night: Night, user: User, panel: Message, opt: Opt) -> Message:
    """Press a choice that must be accepted; returns the panel as it is now."""
    ix = await _press(night, user, panel, opt)
    callback = await ix.answered()
    assert callback.type == 7, f"{user.name}: {opt.label!r} refused: {callback.content}"
    assert ix.original is not None
    return ix.original


def _prompt(panel: Message) -> str:
    """The question the panel asks (its first line; notes on why a choice is missing follow)."""
    return panel.content.splitlines()[0].removeprefix("👉 ") if panel.content else ""


async def _refused(night: Night, ix_coro: Awaitable[Interaction], *expected: str) -> str:
    """The answer is an ephemeral refusal whose text is one of ``expected`` (catalogue strings)."""
    ix = await ix_coro
    callback = await ix.answered()
    assert callback.type == 4, f"not refused: {callback.type} {callback.content}"
    assert callback.ephemeral, "a refusal is ephemeral"
    assert callback.content in {f"⚠️ {e}" for e in expected}, callback.content
    return str(callback.content)


def _stale_or_idle(bot: MasqueradeBot, user: User) -> tuple[str, str]:
    return _t(bot, user, "error-stale"), _t(bot, user, "error-nothing-to-do")


# A pick looks at the panel's choices (and the state) and returns one, or None for a random one.
Pick = Callable[[Night, MasqueradeBot, User, Message, list[Opt], State], Opt | None]


def calm(night: Night, bot: MasqueradeBot, user: User, panel: Message, opts: list[Opt], st: State) -> Opt | None:
    """Random, except that no paid action is taken: rounds run on cards alone, so the game
    rarely ends early on roses and every shown action card gets its round."""
    end = _t(bot, user, "grimm-choice-skip-action")
    return next((o for o in opts if o.label == end), None)


async def _turn(night: Night, bot: MasqueradeBot, user: User, rng: random.Random, pick: Pick | None) -> Message:
    """Open the panel and press choices until one action is applied; returns the final panel."""
    panel = await night.panel(user)
    st = await _state(bot, night.game_id)
    for _ in range(8):
        opts = _options(panel)
        assert opts, f"{user.name} is asked something but offered nothing: {panel.content}"
        opt = (pick(night, bot, user, panel, opts, st) if pick else None) or rng.choice(opts)
        panel = await _go(night, user, panel, opt)
        if opt.tag != "m":
            return panel
    raise AssertionError("menu too deep")


def _user(night: Night, seat: int) -> User:
    return night.users[seat]  # seats are numbered in join order: the host, then the joiners


async def _drive(
    night: Night,
    bot: MasqueradeBot,
    rng: random.Random,
    until: Callable[[State], bool],
    pick: Pick | None = None,
) -> State | None:
    """Let whoever is asked act (through their panel) until ``until(state)``; None if the game ended first."""
    rules = bot.services.service.rules(await bot.services.service.game(night.game_id))
    for _ in range(MAX_STEPS):
        st = await _state(bot, night.game_id)
        if st.outcome is not None:
            return None
        if until(st):
            return st
        pending = rules.pending(st)
        assert pending, "nobody is asked anything, yet the game goes on"
        await _turn(night, bot, _user(night, rng.choice(pending).seat), rng, pick)
    raise AssertionError("the situation never came up")


async def _situation(
    night: Night,
    bot: MasqueradeBot,
    players: int,
    rng: random.Random,
    until: Callable[[State], bool],
    pick: Pick | None = None,
    **options: str,
) -> State:
    """Open games (one after the other in the channel) until ``until`` holds in one of them."""
    for _ in range(ATTEMPTS):
        await night.open_game("grimm", players, **options)
        st = await _drive(night, bot, rng, until, pick)
        if st is not None:
            return st
        await night.idle()
    raise AssertionError(f"the situation did not come up in {ATTEMPTS} games")


def _acting(st: State) -> bool:
    return st.outcome is None and not any(r.open for r in st.requests) and masked(st.seats[st.active])


def _unmasked(st: State) -> list[int]:
    return [s for s, seat in enumerate(st.seats) if not masked(seat)]


async def _play_out(night: Night, bot: MasqueradeBot, rng: random.Random) -> Message:
    """Play the current game to its end at random; returns its summary."""
    assert await _drive(night, bot, rng, lambda st: False) is None
    await night.idle()
    log = f"game-{night.game_id}-log.txt"
    return await night.fake.wait_for_message(
        night.channel, lambda m: any(x.filename == log for x in m.attachments), timeout=5
    )


# -- what the public saw ---------------------------------------------------------------------


def _boards(night: Night) -> list[Message]:
    """Every board message of the game in the channel, oldest first (the live one last)."""
    return [
        m
        for m in night.fake.channel_messages(night.channel)
        if m.embeds and str(m.embeds[0].get("title", "")).startswith("Grimm Masquerade — round")
    ]


def _log_messages(night: Night) -> list[Message]:
    """The announcements: public messages without embeds (the board and the summary have embeds)."""
    return [m for m in night.fake.channel_messages(night.channel) if not m.embeds and not m.ephemeral]


def _won_as(name: str, line: str) -> str:
    """The characters a round-win line names for ``name`` (2 players: one line may name two)."""
    won = re.match(rf"{re.escape(name)} wins the round as (.+?)(?: and takes|, taking) the trophy", line)
    return won.group(1) if won else ""


def _public_lines(night: Night, since: Counter[str] | None = None) -> list[str]:
    """The announcements' lines; with ``since`` (a :func:`_mark`), only those that came after it."""
    lines = [line for m in _log_messages(night) for line in m.content.splitlines()]
    return lines if since is None else list((Counter(lines) - since).elements())


async def _mark(night: Night) -> Counter[str]:
    """The lines announced so far, once earlier moves are in: pass it as ``since`` to read only
    what came after (a player may have done the same thing earlier in the game). Lines, not
    messages: an announcement may be added to a message already in the channel."""
    await night.idle()
    return Counter(_public_lines(night))


async def _assert_characters_stay_secret(night: Night, bot: MasqueradeBot, first: int = 0) -> int:
    """G-11: the public channel never ties a player to their character of a round before that
    player is unmasked as it or wins the round as it (the summary, after the game, reveals all).

    Announcements (from channel message ``first`` on: this game's) are read in order, round by
    round ("Round N begins"); a line naming a player together with one of their secret characters
    must be, or share its announcement with, the line revealing exactly that. Every version of the
    board is checked too: a seat's field may name a character only as "Unmasked: …", and only one
    that seat really had. Returns how many such namings were seen (all legitimate)."""
    record = await bot.services.service.game(night.game_id)
    st = await _state(bot, night.game_id)
    assert st.outcome is not None, "check after the game"
    names = {s.seat: s.name for s in record.seats}
    chars = {c: _t(bot, None, f"grimm-character-{c}") for c in CONTENT.character_ids}
    messages = night.fake.channel_messages(night.channel)[first:]

    def reveals(round_no: int, line: str) -> set[tuple[int, int, str]]:
        return {
            (round_no, s, c)
            for s in names
            for c in st.history[round_no - 1].characters[s]
            if line == _t(bot, None, "grimm-event-unmasked", seat=names[s], character_term=chars[c])
            or chars[c] in _won_as(names[s], line)
        }

    seen = 0
    round_no = 0
    revealed: set[tuple[int, int, str]] = set()
    ended = False
    for message in messages:
        if message.embeds or message.ephemeral or ended:
            continue
        lines = _by_round(round_no, message.content.splitlines(), names)
        here = {r for n, line in lines if n for r in reveals(n, line)}
        for n, line in lines:
            ended = ended or any(line.startswith(f"{x} wins the game") for x in names.values())
            if not n:
                continue
            pointer = next((s for s, x in names.items() if line.startswith(f"{x} points the finger at ")), None)
            for s, name in names.items():
                if s == pointer or not _word(name, line):
                    continue  # the accuser's own guess is their choice, not a leak
                for c in st.history[n - 1].characters[s]:
                    if chars[c] in line:
                        assert (n, s, c) in revealed | here, f"round {n}: “{line}” names {name}'s secret {chars[c]}"
                        seen += 1
        revealed |= here
        round_no = lines[-1][0] if lines else round_no
    assert ended, "the end of the game was announced"
    return seen + sum(_board_namings(bot, st, names, chars, embed) for m in messages for embed in _embeds(m))


def _by_round(start: int, lines: list[str], names: dict[int, str]) -> list[tuple[int, str]]:
    """Each line with the round it belongs to; the game's end line is the last one."""
    out, round_no = [], start
    for line in lines:
        begins = re.match(r"Round (\d) begins", line)
        if begins:
            round_no = int(begins.group(1))
        out.append((round_no, line))
        if any(line.startswith(f"{n} wins the game") for n in names.values()):
            break
    return out


def _embeds(message: Message) -> list[JSON]:
    """Every embed of every version of ``message``."""
    return [embed for version in message.history for embed in version.embeds]


def _board_namings(bot: MasqueradeBot, st: State, names: dict[int, str], chars: dict[str, str], embed: JSON) -> int:
    """How many characters a board's seat fields name; each only as "Unmasked: …", and only
    one that seat really had that round (any other embed names none)."""
    title = re.match(r"Grimm Masquerade — round (\d)/", str(embed.get("title", "")))
    if not title:
        return 0
    result = st.history[int(title.group(1)) - 1]
    seen = 0
    for fld in embed.get("fields", []):
        seat = next((s for s, x in names.items() if f"#{s + 1} {x} " in str(fld["name"])), None)
        if seat is None:
            continue
        for line in str(fld["value"]).splitlines():
            for c, name in chars.items():
                if name in line:
                    assert line == _t(bot, None, "grimm-board-unmasked", character=name), line
                    assert c in result.revealed[seat], f"the board shows {name} for {names[seat]}"
                    seen += 1
    return seen


# -- whole games -------------------------------------------------------------------------------


async def _full_game(night: Night, players: int, seed: int, **options: str) -> tuple[State, Message, Message]:
    """Play a whole game at random through the panels and check everything a finished game must be."""
    async with night.bot() as bot:
        board = await night.open_game("grimm", players, **options)
        assert any(x.filename == "board.png" for x in board.attachments), "the evidence board is a picture"
        assert board.embeds[0].get("image", {}).get("url") == "attachment://board.png"
        summary = await night.play_to_end(players, random.Random(seed))
        await night.boards()
        record = await bot.services.service.game(night.game_id)
        assert record.status == "finished"
        assert await bot.services.store.live_in_channel(night.channel.id) is None, "a finished game frees the channel"
        st = await _state(bot, night.game_id)
        assert st.outcome is not None
        # G-8.3: three rounds, or fewer when someone reached 10 roses.
        assert len(st.history) == st.round
        assert st.round == 3 or any(seat.total >= CONTENT.rose_goal for seat in st.seats), st.round
        assert (await bot.services.service.replay(night.game_id)).model_dump() == st.model_dump()
        night.assert_no_leaks(players, await private_texts(bot, night.game_id))
        await _assert_characters_stay_secret(night, bot)
        names = {s.seat: s.name for s in record.seats}
        chars = {c: _t(bot, None, f"grimm-character-{c}") for c in CONTENT.character_ids}
    # The summary: the winners, every score, and every round's characters (now revealed).
    text = summary.text
    assert "Grimm Masquerade — final scores" in text
    for s in st.outcome.winners:
        assert f"#{s + 1} {names[s]}" in text.split("Roses (trophies included)")[0]
    for s, seat in enumerate(st.seats):
        assert f"#{s + 1} {names[s]}: 🌹 {seat.total} " in text
    for result in st.history:
        for s, characters in enumerate(result.characters):
            assert f"#{s + 1} {names[s]}: " + ", ".join(chars[c] for c in characters) in text
    assert any(x.filename.startswith("game-") for x in summary.attachments)
    # The board may have been posted again further down (the old one retired): the newest.
    boards = _boards(night)
    assert boards[0].id == board.id
    final = boards[-1]
    assert not final.buttons(), "the final board has no live buttons"
    assert any(x.filename == "board.png" for x in final.attachments)
    assert "The game is over." in final.text
    night.fake.assert_all_answered()
    return st, summary, final


@pytest.mark.both_stores
async def test_four_player_standard_game(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-2…G-8: a standard 4-player game to its end (3 rounds, or 10 roses)."""
    st, _, _ = await _full_game(await make_night(fake, tmp_path), 4, seed=4)
    assert all(len(r.characters[s]) == 1 for r in st.history for s in range(4))


async def test_two_player_game(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-9: two players, two characters each, six-card draft, the 2-player action deck."""
    night = await make_night(fake, tmp_path)
    st, _, _ = await _full_game(night, 2, seed=2)
    assert all(len(r.characters[s]) == 2 for r in st.history for s in range(2)), "G-9.1: two characters each"
    lines = _public_lines(night)
    shown = [line for line in lines if line.startswith("Action card shown this round: ")]
    assert len(shown) == 2 * st.round
    for banned in ("Peek at the Guest List", "Start the Dance", "Secrets"):
        assert not any(banned in line for line in shown), f"G-9.3: {banned} is not used with 2 players"
    picks = [line for line in lines if " from the row." in line]
    assert len(picks) == 4 * st.round, "G-9.2: two picks each from the row of six"


async def test_five_players_with_bets_treasures_and_abilities(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-10: every advanced variant at once, 5 players, to the end."""
    night = await make_night(fake, tmp_path)
    st, _, _ = await _full_game(night, 5, seed=5, bets="true", treasures="true", abilities="true")
    assert st.options.bets
    assert st.options.treasures
    assert st.options.abilities
    first = _boards(night)[0].history[0]
    opening = "\n".join(t for e in first.embeds for t in (e.get("description", ""), *map(str, e.get("fields", []))))
    assert "Bet cards left: 8" in opening, "G-10.1: the bet deck is on the board"
    # G-10.2: everyone starts with a treasure, which the board's picture draws under each player
    # (tests/test_pictures.py reads it there); the board carries that picture.
    assert any(x.filename == "board.png" for x in first.attachments)
    lines = _public_lines(night)
    if st.round >= 2:
        assert any(" takes the ability " in line for line in lines), "G-10.3: the fewest roses take an ability"
    # G-10.2: each round, every treasure is either spent on an action or worth a rose at the end.
    spent = sum(1 for line in lines if "discarding the treasure and" in line)
    kept = sum(1 for line in lines if " kept the treasure: 1 rose." in line)
    assert spent + kept == 5 * st.round, (spent, kept)


async def test_public_channel_never_names_a_masked_character(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-11.1/G-11.2 across two more whole games (3 and 5 players, each on its own server with its
    own players; the other whole-game tests run the same check): besides the private-text leak
    check, the public log and every board version never tie a player to their character before
    it is revealed."""
    seen = 0
    for players in (3, 5):
        (tmp_path / str(players)).mkdir()
        night = await make_night(fake, tmp_path / str(players))
        async with night.bot() as bot:
            await night.open_game("grimm", players)
            await _play_out(night, bot, random.Random(players))
            await night.boards()
            seen += await _assert_characters_stay_secret(night, bot)
            night.assert_no_leaks(players, await private_texts(bot, night.game_id))
    assert seen, "some characters were revealed (and checked) along the way"
    fake.assert_all_answered()


# -- a restart right after a Dance ---------------------------------------------------------------


async def test_restart_right_after_a_dance(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-5.4: the Dance resolves inside the one action that chooses it (every other player's card
    is picked at random by the engine), so no decision is ever pending mid-Dance. So the bot is
    stopped right after a Dance was chosen and started again: the game carries on from the stored
    state, the panel opened before the Dance answers clearly that it is out of date, and the game
    plays to its end."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(5)

    def dance_shown(st: State) -> bool:
        return _acting(st) and st.stage == "action" and "dance" in st.shown

    async with night.bot() as bot:
        st = await _situation(night, bot, 4, rng, dance_shown, calm, treasures="true")
        for _ in range(100):
            dancer = _user(night, st.active)
            dance = _t(bot, dancer, "grimm-action-dance")
            spare = await night.panel(dancer)  # a second panel, left open on another device
            panel = await night.panel(dancer)
            if any(o.label == dance for o in _options(panel)):
                break
            # G-5.7a: no card would be left to pass; end the turn and wait for the next chance.
            panel = await _go(night, dancer, panel, next(o for o in _options(panel) if o.tag != "m"))
            st = await _drive(night, bot, rng, dance_shown, calm) or await _situation(
                night, bot, 4, rng, dance_shown, calm, treasures="true"
            )
        else:
            raise AssertionError("nobody could dance")
        while True:
            opts = _options(panel)
            opt = next((o for o in opts if o.label == dance), None) or rng.choice(opts)
            panel = await _go(night, dancer, panel, opt)
            if opt.tag != "m":
                break
        after = await _state(bot, night.game_id)
        assert after.version == st.version + 1
        await night.idle()
        announced = [
            m for m in _log_messages(night) if f"{dancer.name} takes the action Start the Dance, " in m.content
        ]
        assert len(announced) == 1
        # Every other player holding a card passed one at the same time, in one announcement
        # (the lines after the Dance's: the turn message also shows the turn's earlier steps).
        lines = announced[0].content.splitlines()
        start = next(i for i, line in enumerate(lines) if "takes the action Start the Dance, " in line)
        gives = [line for line in lines[start + 1 :] if " gives " in line]
        holders = sum(1 for seat in st.seats if (seat.tableau if masked(seat) else seat.hand))
        assert len(gives) == holders, gives
    async with night.bot() as bot:
        assert (await _state(bot, night.game_id)).model_dump() == after.model_dump(), "nothing lost"
        assert (await bot.services.service.replay(night.game_id)).model_dump() == after.model_dump()
        await _refused(night, _press(night, dancer, spare, _options(spare)[0]), *_stale_or_idle(bot, dancer))
        assert await _version(bot, night.game_id) == after.version
        summary = await _play_out(night, bot, rng)
        assert summary.embeds
        st = await _state(bot, night.game_id)
        assert (await bot.services.service.replay(night.game_id)).model_dump() == st.model_dump()
    fake.assert_all_answered()


# -- bad input ---------------------------------------------------------------------------------


async def test_double_click_on_keep_keeps_one_card(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-3.1: "Keep" chosen twice before the panel updated keeps the card once."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        st = await _situation(night, bot, 4, random.Random(1), lambda s: _acting(s) and s.stage == "keep")
        user = _user(night, st.active)
        panel = await night.panel(user)
        keep = next(o for o in _options(panel) if o.tag == action_hash(a.Keep()))
        assert keep.label == _t(bot, user, "grimm-choice-keep")
        before = len(st.seats[st.active].tableau)
        mark = await _mark(night)
        clicks = await asyncio.gather(_press(night, user, panel, keep), _press(night, user, panel, keep))
        callbacks = [await ix.answered() for ix in clicks]
        assert sorted(c.type for c in callbacks) == [4, 7]
        refusal = next(c for c in callbacks if c.type == 4)
        assert refusal.ephemeral
        assert refusal.content in {f"⚠️ {e}" for e in _stale_or_idle(bot, user)}
        after = await _state(bot, night.game_id)
        assert after.version == st.version + 1, "exactly one Keep applied"
        assert (
            after.round != st.round
            or len(after.seats[st.active].tableau) + len(after.seats[st.active].hand) == before + 1
        )
        await night.idle()
        lines = _public_lines(night, since=mark)
        kept = [line for line in lines if line.startswith(f"{user.name} keeps ")]
        assert len(kept) == 1, kept
    fake.assert_all_answered()


async def _name(bot: MasqueradeBot, game_id: int, seat: int) -> str:
    record = await bot.services.service.game(game_id)
    return next(s.name for s in record.seats if s.seat == seat)


async def test_giving_to_an_unmasked_player_is_impossible(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-3.6 / G-6.3: the keep-or-give panel never offers an unmasked player; a forged click for it
    (this decision's id with that action's hash, or a position past the list) is refused, and
    nothing changes."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:

        def ready(s: State) -> bool:
            return _acting(s) and s.stage in ("keep", "give") and bool(_unmasked(s))

        st = await _situation(night, bot, 4, random.Random(2), ready)
        user = _user(night, st.active)
        out = _unmasked(st)[0]
        out_name = await _name(bot, night.game_id, out)
        panel = await night.panel(user)
        opts = _options(panel)
        gives = [o for o in opts if o.tag != action_hash(a.Keep())]
        expected = [s for s in range(4) if s != st.active and masked(st.seats[s])]
        # The second card may also end the turn with it, when an action would follow (G-3.3).
        ends = [True] if st.stage == "give" and action_follows(st.seats[st.active]) else []
        assert sorted(o.tag for o in gives) == sorted(
            action_hash(a.Give(to=s, end_turn=end)) for s in expected for end in [False, *ends]
        )
        assert not any(_word(out_name, o.label) for o in opts), [o.label for o in opts]
        illegal = action_hash(a.Give(to=out))
        stale = _stale_or_idle(bot, user)
        await _refused(night, fake.forged_click(user, panel, gives[0].forged(illegal)), *stale)
        await _refused(night, fake.forged_click(user, panel, gives[0].forged(illegal, index=len(opts))), *stale)
        assert (await _state(bot, night.game_id)).model_dump() == st.model_dump()
        await _go(night, user, panel, gives[0])  # the honest choice still works afterwards
    fake.assert_all_answered()


async def test_point_the_finger_at_an_unmasked_player_is_impossible(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-5.1 / G-6.3: Point the Finger offers neither unmasked players nor unmasked characters; a
    forged accusation of an unmasked player is refused and changes nothing."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:

        def ready(s: State) -> bool:
            return _acting(s) and s.stage == "action" and bool(_unmasked(s))

        st = await _situation(night, bot, 4, random.Random(3), ready)
        user = _user(night, st.active)
        out = _unmasked(st)[0]
        out_name = await _name(bot, night.game_id, out)
        gone = {_t(bot, user, f"grimm-character-{c}") for seat in st.seats for c in seat.unmasked}
        panel = await night.panel(user)
        point = _t(bot, user, "grimm-action-point_finger")
        panel = await _go(night, user, panel, next(o for o in _options(panel) if o.label == point))
        pay = payments(st.seats[st.active])[0]
        if _prompt(panel) == _t(bot, user, "grimm-prompt-pay"):
            panel = await _go(night, user, panel, _options(panel)[0])
        targets_left = [s for s in range(4) if s != st.active and masked(st.seats[s])]
        # Target and character in one select (they fit: at most 3 × 8 options).
        assert _prompt(panel) == _t(bot, user, "grimm-prompt-point")
        named = _options(panel)
        assert named
        assert not any(_word(out_name, o.label) for o in named), [o.label for o in named]
        assert not any(o.label.endswith(f": {g}") for o in named for g in gone), "unmasked characters cannot be named"
        alive = [c for c in CONTENT.character_ids if not any(c in seat.unmasked for seat in st.seats)]
        assert len(named) == len(targets_left) * len(alive)
        notes = panel.content.splitlines()[1:]
        assert f"-# {_t(bot, user, 'grimm-note-broken')}" in notes
        character = next(c for c in CONTENT.character_ids if c not in st.seats[out].unmasked)
        illegal = action_hash(a.PointFinger(pay=pay[0], treasure=pay[1], target=out, character=character))
        await _refused(night, fake.forged_click(user, panel, named[0].forged(illegal)), *_stale_or_idle(bot, user))
        assert (await _state(bot, night.game_id)).model_dump() == st.model_dump()
    fake.assert_all_answered()


async def test_eavesdrop_and_the_evidence_it_asks_for(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-5.2 / G-7.1: Eavesdrop never offers yourself; the player eavesdropped on is asked for a
    token on a character they are not — never their own, one they marked, or an unmasked one.
    Forged clicks for those illegal choices are refused and change nothing."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:

        def ready(s: State) -> bool:
            return _acting(s) and s.stage == "action" and "eavesdrop" in s.shown

        st = await _situation(night, bot, 4, random.Random(6), ready, calm)
        me = st.active
        user = _user(night, me)
        panel = await night.panel(user)
        eavesdrop = _t(bot, user, "grimm-action-eavesdrop")
        panel = await _go(night, user, panel, next(o for o in _options(panel) if o.label == eavesdrop))
        pay = payments(st.seats[me])[0]
        if _prompt(panel) == _t(bot, user, "grimm-prompt-pay"):
            panel = await _go(night, user, panel, _options(panel)[0])
        assert _prompt(panel) == _t(bot, user, "grimm-prompt-targets")
        others = [s for s in range(4) if s != me and masked(st.seats[s])]
        groups = [(s,) for s in others] + list(combinations(others, 2))
        opts = _options(panel)
        assert sorted(o.tag for o in opts) == sorted(
            action_hash(a.Eavesdrop(pay=pay[0], treasure=pay[1], targets=g)) for g in groups
        )
        assert not any(_word(user.name, o.label) for o in opts), "you cannot eavesdrop on yourself"
        for illegal in ((me,), tuple(sorted((me, others[0])))):
            forged = opts[0].forged(action_hash(a.Eavesdrop(pay=pay[0], treasure=pay[1], targets=illegal)))
            await _refused(night, fake.forged_click(user, panel, forged), *_stale_or_idle(bot, user))
        assert (await _state(bot, night.game_id)).model_dump() == st.model_dump()
        # Eavesdrop on one player: they are asked for a token.
        target = others[0]
        single = action_hash(a.Eavesdrop(pay=pay[0], treasure=pay[1], targets=(target,)))
        await _go(night, user, panel, next(o for o in opts if o.tag == single))
        asked = await _state(bot, night.game_id)
        assert asked.requests, "G-5.2: the eavesdropped player is asked (7 tokens, few used: a portrait is free)"
        target_user = _user(night, target)
        evidence = await night.panel(target_user)
        assert _prompt(evidence) == _t(bot, target_user, "grimm-prompt-evidence")
        seat = asked.seats[target]
        gone = {c for s in asked.seats for c in s.unmasked}
        allowed = [c for c in CONTENT.character_ids if c not in seat.characters + seat.marks and c not in gone]
        by_label = {_t(bot, target_user, f"grimm-character-{c}"): c for c in allowed}
        choices = _options(evidence)
        assert {o.label for o in choices} == set(by_label)
        for character in [*seat.characters, *seat.marks, *sorted(gone)]:
            forged = choices[0].forged(action_hash(a.Mark(character=character)))
            await _refused(night, fake.forged_click(target_user, evidence, forged), *_stale_or_idle(bot, target_user))
        # The eavesdropper cannot answer in the target's place.
        board = await night.board()
        await _refused(night, fake.forged_click(user, board, choices[0].custom_id), *_stale_or_idle(bot, user))
        assert (await _state(bot, night.game_id)).model_dump() == asked.model_dump()
        mark = await _mark(night)
        await _go(night, target_user, evidence, choices[0])
        await night.idle()
        marked = _t(bot, None, f"grimm-character-{by_label[choices[0].label]}")
        assert f"{target_user.name} places an evidence token on {marked}." in _public_lines(night, since=mark)
    fake.assert_all_answered()


async def test_no_action_without_a_pair_and_no_second_action(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-3.3: a player whose tableau holds no pair after the cards is offered no action (the turn
    just ends) and a forged action click is refused; a player who took an action cannot take a
    second one with a panel opened before it."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(8)
    async with night.bot() as bot:

        def no_pair(s: State) -> bool:
            seat = s.seats[s.active]
            return _acting(s) and s.stage == "give" and len(set(seat.tableau)) == len(seat.tableau)

        st = await _situation(night, bot, 4, rng, no_pair)
        user = _user(night, st.active)
        panel = await night.panel(user)
        give = _options(panel)[0]
        mark = await _mark(night)
        panel = await _go(night, user, panel, give)
        after = await _state(bot, night.game_id)
        assert after.version == st.version + 1
        if after.round == st.round:
            assert after.active != st.active, "no action stage without a pair: the turn passed"
            assert not _options(panel), "the panel offers nothing more this turn"
            assert panel.content == _t(bot, user, "panel-waiting")
        card = st.seats[st.active].tableau[0] if st.seats[st.active].tableau else "crown"
        target = next(s for s in range(4) if s != st.active)
        forged = give.forged(action_hash(a.PointFinger(pay=card, target=target, character="hansel")))
        await _refused(night, fake.forged_click(user, panel, forged), *_stale_or_idle(bot, user))
        assert await _version(bot, night.game_id) == after.version
        await night.idle()
        lines = _public_lines(night, since=mark)
        assert any(line.startswith(f"{user.name} gives ") for line in lines), "the give was announced"
        assert not any(line.startswith(f"{user.name} takes the action ") for line in lines)

        # A second action in a turn: two panels open at the action prompt; one acts, then the other.
        def action_ready(s: State) -> bool:
            return _acting(s) and s.stage == "action"

        found = await _drive(night, bot, rng, action_ready)
        st = found or await _situation(night, bot, 4, rng, action_ready)
        user = _user(night, st.active)
        first, second = await night.panel(user), await night.panel(user)
        end = _t(bot, user, "grimm-choice-skip-action")
        taken = next(o for o in _options(first) if o.label != end)
        while taken.tag == "m":
            first = await _go(night, user, first, taken)
            taken = rng.choice(_options(first))
        mark = await _mark(night)
        await _go(night, user, first, taken)
        version = await _version(bot, night.game_id)
        assert version == st.version + 1
        for opt in _options(second):
            await _refused(night, _press(night, user, second, opt), *_stale_or_idle(bot, user))
        await _refused(night, fake.forged_click(user, second, taken.custom_id), *_stale_or_idle(bot, user))
        assert await _version(bot, night.game_id) == version
        await night.idle()
        assert any(line.startswith(f"{user.name} takes the action ") for line in _public_lines(night, since=mark))
    fake.assert_all_answered()


async def test_a_button_from_the_previous_round_is_refused(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-2: a panel kept from round 1 does nothing in round 2 — it says it is out of date."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(9)
    async with night.bot() as bot:
        st = await _situation(night, bot, 4, rng, lambda s: _acting(s) and s.stage == "keep" and s.round == 1)
        user = _user(night, st.active)
        old = await night.panel(user)
        assert _options(old)
        later = await _drive(night, bot, rng, lambda s: s.round >= 2)
        assert later is not None, "the game ended in round 1"
        for opt in _options(old):
            await _refused(night, _press(night, user, old, opt), *_stale_or_idle(bot, user))
        assert await _version(bot, night.game_id) == later.version
    fake.assert_all_answered()


# -- fewer clicks, knowing what you know ----------------------------------------------------------


async def test_a_turn_without_an_action_takes_two_choices_on_the_open_panel(fake: FakeDiscord, tmp_path: Path) -> None:
    """G-3.1 / G-3.3: with the panel open, keeping the first card and giving the second with
    "and end turn" is the whole turn — two interactions — though the player holds a pair and
    could have acted. The panel counts the player's own charm to 3 and curse to 2 (G-4.3,
    G-4.1); the give option says what the recipient holds (G-11.1)."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(10)

    def keep_with_a_pair(s: State) -> bool:
        return _acting(s) and s.stage == "keep" and action_follows(s.seats[s.active])

    async with night.bot() as bot:
        st = await _situation(night, bot, 4, rng, keep_with_a_pair)
        for _ in range(20):
            me = st.active
            user = _user(night, me)
            panel = await night.panel(user)
            seat = st.seats[me]
            spec = next(c for c in CONTENT.characters if c.id == seat.characters[0])
            for card, limit in ((spec.boon, 3), (spec.bane, 2)):
                name = _t(bot, user, f"grimm-card-{card}")
                assert f"{CONTENT.icon[card]} {name}: {seat.tableau.count(card)}/{limit} — " in panel.text
            keep = next(o for o in _options(panel) if o.tag == action_hash(a.Keep()))
            mark = await _mark(night)
            panel = await _go(night, user, panel, keep)
            after_keep = await _state(bot, night.game_id)
            if (after_keep.round, after_keep.active, after_keep.stage) == (st.round, me, "give") and masked(
                after_keep.seats[me]
            ):
                break
            # The kept card ended the round or unmasked the player: wait for another chance.
            st = await _drive(night, bot, rng, keep_with_a_pair) or await _situation(
                night, bot, 4, rng, keep_with_a_pair
            )
        else:
            raise AssertionError("no turn went on to its second card")
        to = next(s for s in range(4) if s != me and masked(after_keep.seats[s]))
        end = next(o for o in _options(panel) if o.tag == action_hash(a.Give(to=to, end_turn=True)))
        assert end.label == _t(bot, user, "grimm-choice-to-end", to_seat=await _name(bot, night.game_id, to))
        held = Counter(after_keep.seats[to].tableau)
        icons = " ".join(
            CONTENT.icon[c] + (f"×{held[c]}" if held[c] > 1 else "") for c in CONTENT.artifact_ids if held[c]
        )
        described = next(o["description"] for m in panel.selects() for o in m["options"] if o["value"] == end.value)
        assert described == (
            _t(bot, user, "grimm-desc-holds", cards=icons) if icons else _t(bot, user, "grimm-desc-holds-nothing")
        )
        panel = await _go(night, user, panel, end)
        after = await _state(bot, night.game_id)
        assert after.active != me or after.round != st.round, "two choices, and the turn is over"
        assert panel.content == _t(bot, user, "panel-waiting")
        await night.idle()
        lines = _public_lines(night, since=mark)
        assert any(line.startswith(f"{user.name} gives ") for line in lines), "the give was announced"
        assert not any(line.startswith(f"{user.name} takes the action ") for line in lines)
    fake.assert_all_answered()


# -- the drawn card, seen before it is kept or given -----------------------------------------


async def test_the_turn_message_opens_the_card_choice_with_the_card_seen_privately(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """G-3.1, G-11.2: the turn message offers one control for the drawn card, naming no card;
    another player pressing it is refused; its player gets, privately, the choice with the
    card named (Keep / Give to …), and keeping it there is the second click."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        st = await _situation(night, bot, 3, random.Random(2), lambda s: _acting(s) and s.stage == "keep")
        await night.idle()
        user = _user(night, st.active)
        other = _user(night, (st.active + 1) % 3)
        card = _t(bot, user, f"grimm-card-{st.drawn[-1]}")
        record = await bot.services.service.game(night.game_id)
        decision = bot.services.service.pending_for(record, st, st.active)
        assert decision is not None
        control = f"mn:q:{night.game_id}:{decision.since}:{st.active}::m"
        (turn,) = [m for m in fake.channel_messages(night.channel) if control in [b["custom_id"] for b in m.buttons()]]
        assert [b["label"] for b in turn.buttons() if b["custom_id"] == control] == [_t(bot, None, "grimm-quick-card")]
        assert not [b for b in turn.buttons() if b["custom_id"].startswith("mn:q:") and b["custom_id"] != control], (
            "keeping or giving is never offered blind"
        )
        await _refused(
            night, fake.click(other, turn, custom_id=control), _t(bot, other, "quick-not-yours", seat=user.name)
        )
        opened = await fake.click(user, turn, custom_id=control)
        answer = await opened.answered()
        assert answer.ephemeral, "the card is shown to its player alone"
        panel = opened.original
        assert panel is not None
        assert card in panel.content, "the choice names the card drawn, in its player's language"
        keep = next(o for o in _options(panel) if o.tag == action_hash(a.Keep()))
        assert len(_options(panel)) >= 2, "Keep, and Give to each player who may receive it"
        await (await _press(night, user, panel, keep)).answered()
        assert await _version(bot, night.game_id) == st.version + 1, "kept in the second click"
    fake.assert_all_answered()
