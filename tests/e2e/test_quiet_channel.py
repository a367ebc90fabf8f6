"""The table at human pace: a quiet channel, a board that stays in view,
visible timers.

Complete four-player games of each game are played through the panels (random choices,
fixed seeds: the game's seed is fixed too, so the same games are played every run); the
channel is then counted as Discord shows it, every version of every message included.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.boot.app import MasqueradeBot
from cogs.mascarade.rules.actions import Announce, Pass, Swap
from cogs.table.turn_plan import BOARD_SCROLL
from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import Night, make_night
from tests.e2e.test_timeouts import _choose, _mascarade_to_turn_5, _state

pytestmark = pytest.mark.e2e

# New public messages per player-turn a whole game may cost (boards and summary included).
BUDGET = 1.2
SEEDS = {"mascarade": 4, "grimm": 5, "suspicion": 9}


def _fix_seed(bot: MasqueradeBot, seed: int) -> None:
    """Test set-up: the next games are dealt from ``seed`` (the service draws game seeds
    from a source of its own)."""
    bot.services.service.deals = random.Random(seed)


def _posts(night: Night, since: Message) -> list[Message]:
    """The bot's public messages after ``since`` (the lobby: it has controls of its own until
    the lobby stops offering them once the game starts)."""
    me = night.fake.bot_user.id
    return [m for m in night.fake.channel_messages(night.channel) if m.author.id == me and m.id > since.id]


def _notifying(night: Night, since: Message) -> list[Message]:
    """The bot's public posts after ``since`` that notified someone, deleted calls included."""
    me = night.fake.bot_user.id
    posted = night.fake.channel_messages(night.channel, include_deleted=True)
    return [m for m in posted if m.author.id == me and m.id > since.id and m.mentions.users]


def _repings(posts: list[Message]) -> int:
    """Messages that notified someone whom the previous notifying message notified alone."""
    pings = [m.mentions.users for m in posts if m.mentions.users]
    return sum(1 for before, now in itertools.pairwise(pings) if len(before) == 1 and before <= now)


def _most_live(posts: list[Message]) -> int:
    """The most messages carrying components at any one moment, from every version's time."""
    versions = sorted((v.at, m.id, bool(v.components)) for m in posts for v in m.versions)
    live: dict[int, bool] = {}
    most = 0
    for _, message_id, has_components in versions:
        live[message_id] = has_components
        most = max(most, sum(live.values()))
    return most


def _is_board(message: Message) -> bool:
    first = message.versions[0]
    return bool(first.embeds) and "mn:p:" in json.dumps(first.components)


async def _played(bot: MasqueradeBot, game_id: int) -> list[Any]:
    """Where the game was after each of its actions (``Engine.progress``), from a replay."""
    service = bot.services.service
    record = await service.game(game_id)
    rules = service.rules(record)
    state, _ = rules.setup(len(record.seats), record.seed, service.options(record))
    seen = [rules.progress(state)]
    for seat, kind, action in await bot.services.store.actions(game_id):
        assert seat is not None
        if kind == "remove":
            state, _ = rules.remove_seat(state, seat)
        else:
            state, _ = rules.apply(state, seat, rules.parse_action(json.loads(action)))
        seen.append(rules.progress(state))
    return seen


def _lobby(night: Night) -> Message:
    return min(night.fake.channel_messages(night.channel), key=lambda m: m.id)


@pytest.mark.parametrize("game", sorted(SEEDS))
async def test_a_whole_game_keeps_the_channel_quiet(fake: FakeDiscord, tmp_path: Path, game: str) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        _fix_seed(bot, SEEDS[game])
        await night.open_game(game, 4)
        lobby = _lobby(night)
        await night.play_to_end(4, random.Random(SEEDS[game]))
        await night.boards()
        await night.idle()
        progress = await _played(bot, night.game_id)
        record = await bot.services.service.game(night.game_id)
        outcome = bot.services.service.state(record).outcome
        assert outcome is not None
        winners = [s.name for s in record.seats if s.seat in outcome.winners]
    turns = len({p.turn for p in progress if p.owner is not None})
    posts = _posts(night, lobby)
    pings = _notifying(night, lobby)
    assert turns >= 20, "a whole game"
    assert len(posts) <= BUDGET * turns, (len(posts), turns)
    assert pings, "players are still told when they must act"
    assert _repings(pings) == 0
    summary, game_posts = posts[-1], posts[:-1]
    assert _most_live(game_posts) <= 2, "the board and the current turn message only"
    assert [b["custom_id"] for b in summary.buttons()] == [f"mn:rp:{night.game_id}:0:o", f"mn:rm:{night.game_id}"], (
        "the summary offers Replay and Rematch"
    )
    (ended,) = [m for m in posts if m.content.startswith("🏁")]
    assert all(f"{name}" in ended.content.splitlines()[0] for name in winners), "the turn message names the winners"
    assert not [m for m in game_posts if m.buttons()], "once the game is over, only the summary has controls"
    rounds = {p.round for p in progress if p.round is not None}
    boards = [m for m in posts if _is_board(m)]
    posted_in = {r for r in rounds for b in boards if f"round {r}/" in b.versions[0].embeds[0].get("title", "")}
    assert posted_in == rounds, "a board is posted again at every round change"


async def test_a_board_pushed_up_by_chatter_comes_back_at_the_next_turn(fake: FakeDiscord, tmp_path: Path) -> None:
    """Messages of anyone count (the bot reads none of them); the board is posted again at a
    turn boundary, below the chatter and above the new turn message, and the old one retired."""
    night = await make_night(fake, tmp_path)
    async with night.bot():
        board = await night.open_game("mascarade", 4)
        await night.idle()
        chatter = [await fake.say(night.users[5], night.channel, f"hm, {n}") for n in range(BOARD_SCROLL)]
        await night.idle()
        assert (await night.board()).id == board.id, "never in the middle of the chatter"
        rng = random.Random(1)
        assert any([await night.random_turn(user, rng) for user in night.users[:4]])
        await night.idle()
        moved = await night.board()
    assert moved.id > chatter[-1].id, "posted again below the chatter"
    assert not fake.message(board.id).buttons(), "the old board is retired"
    after = [m for m in fake.channel_messages(night.channel) if m.id > moved.id]
    assert after, "the turn message follows the board"
    assert all(not m.embeds for m in after)
    assert _most_live(_posts(night, _lobby(night))) <= 2


async def test_the_deadline_counts_down_on_the_turn_message_the_board_and_the_panel(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 600
    async with night.bot() as bot:
        await night.open_game("suspicion", 4)
        rng = random.Random(3)
        for _ in range(2):  # at the start, and after a move (a new deadline)
            await night.boards()
            await night.idle()
            record = await bot.services.service.game(night.game_id)
            assert record.deadline_at is not None
            stamp = f"<t:{int(record.deadline_at)}:R>"
            turn = [m for m in _posts(night, _lobby(night)) if m.buttons() and not m.embeds][-1]
            assert stamp in turn.content.splitlines()[0], "whose turn, and until when"
            assert stamp in (await night.board()).content
            acting = [s.user_id for s in record.seats if f"<@{s.user_id}>" in turn.content.splitlines()[0]]
            user = next(u for u in night.users if u.id == acting[0])
            assert stamp in (await night.panel(user)).content.splitlines()[0]
            assert await night.random_turn(user, rng)


async def test_the_half_time_reminder_edits_the_turn_message_and_calls_whoever_must_act(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """An edit notifies nobody, so the warning is also a short call to the player it warns,
    deleted once they have acted."""
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 600
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await night.idle()
        posts = _posts(night, _lobby(night))
        turn = [m for m in posts if m.buttons() and not m.embeds][-1]
        record = await bot.services.service.game(night.game_id)
        assert record.deadline_at is not None
        (acting,) = turn.mentions.users
        await night.pass_time(300)  # half time
        reminder = await fake.wait_for(
            lambda: next((line for line in turn.content.splitlines() if "time is running out" in line), None),
            timeout=1,
        )
        assert f"<t:{int(record.deadline_at)}:R>" in reminder
        assert str(acting) in reminder, "it names whoever must act"
        await night.idle()
        (call,) = _posts(night, _lobby(night))[len(posts) :]
        assert call.mentions.users == {acting}, "the warning notifies the player it warns, and only them"
        assert call.content.startswith("⏰")
        assert f"<t:{int(record.deadline_at)}:R>" in call.content
        assert not call.buttons()
        state = await _state(bot, night)
        await _choose(night, bot, state.current, lambda a: isinstance(a, Swap))
        await night.idle()
        assert fake.message(call.id).deleted, "gone once they acted"
        assert not any("seconds left" in m.text for m in fake.channel_messages(night.channel))


async def test_a_mascarade_claim_calls_each_answerer_when_their_answer_falls_due(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """The worked example: X claims → the turn message is edited, and a short call notifies
    the first answerer alone; each answer deletes that call and calls the next answerer
    (M-5.2: one at a time, clockwise); the resolution edits the turn message; the next
    player's turn is a new turn message that pings them alone, and the old one is retired."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await _mascarade_to_turn_5(night, bot, lambda s, a: not a.swap)  # preparatory turns, no swaps
        state = await _state(bot, night)
        claimant, following = state.current, state.left_of(state.current)
        await night.idle()
        lobby = _lobby(night)
        turn = _posts(night, lobby)[-1]
        await _choose(night, bot, claimant, lambda a: isinstance(a, Announce) and a.character == "king")
        await night.idle()
        calls: list[Message] = []
        for _ in bounded(13, "a contest asks each other player once"):
            if (state := await _state(bot, night)).phase != "contest":
                break
            assert state.claim is not None
            answerer = night.users[state.claim.waiting[0]].id
            call = _posts(night, lobby)[-1]
            assert call.id != turn.id
            assert call.content.startswith("🔔")
            assert call.mentions.users == {answerer}, "only the answerer now due"
            assert all(fake.message(c.id).deleted for c in calls), "earlier calls are gone"
            assert f"waiting for <@{answerer}>" in turn.content.splitlines()[0]
            calls.append(call)
            await _choose(night, bot, state.claim.waiting[0], lambda a: isinstance(a, Pass))
            await night.idle()
        assert len(calls) == 3, "one call per answerer"
        assert all(fake.message(c.id).deleted for c in calls)
        assert "King" in turn.content, "the claim and its resolution are in the claim's turn message"
        new_turn = _posts(night, lobby)[-1]
        assert new_turn.id != turn.id
        assert new_turn.content.startswith(f"▶ <@{night.users[following].id}>'s turn")
        assert new_turn.mentions.users == {night.users[following].id}
        assert not turn.buttons(), "the old turn message is retired"


async def test_a_dm_reminder_shows_the_countdown_not_a_number_of_seconds(fake: FakeDiscord, tmp_path: Path) -> None:
    """The DM sent at half time (server allows it, player opted in) carries the deadline as
    a countdown that stays true however late it is read."""
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 600
    async with night.bot() as bot:
        await (await night.slash(night.mod, "settings dm-reminders", allowed=True)).answered()
        for user in night.users[:4]:
            await (await night.slash(user, "game reminders", on=True)).answered()
        await night.open_game("mascarade", 4)
        await night.idle()
        record = await bot.services.service.game(night.game_id)
        assert record.deadline_at is not None
        acting = next(u for u in night.users if u.id == bot.services.table.to_act(record)[0])
        await night.pass_time(300)  # half time
        reminder = await fake.wait_for(lambda: next(iter(fake.dm_messages(acting)), None), timeout=1)
        assert f"<t:{int(record.deadline_at)}:R>" in reminder.text
        assert f"<#{night.channel.id}>" in reminder.text
        assert "second" not in reminder.text
