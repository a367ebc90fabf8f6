"""/game learn through the real bot and the fake Discord: each lesson played to its end in
English and in Russian, a lesson that strays from the coach, a lesson across a kill -9, and
lessons beside a running game and an open lobby. Nothing public is posted at any point (the
channel's messages, every version of them, are compared before and after), until the learner
presses one of the end's buttons."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.boot.app import MasqueradeBot
from bot.service.computers import COMPUTER_MARK
from bot.store.records import GameStatus
from tests.bounds import bounded
from tests.e2e.fakediscord import Channel, FakeDiscord, Message, User
from tests.e2e.harness import kill, make_night
from tests.e2e.lessons import MARK, Learner, coach_line, ended, start, suggested
from tests.engine.lessons_doc import documented

pytestmark = pytest.mark.e2e

GAMES = ["mascarade", "grimm", "suspicion"]
# A lesson takes at most this many clicks (docs/tutorials.md counts them).
MOST_CLICKS = 40
# How much of each coach line is compared: its first words.
FIRST_WORDS = 8
_STEP = re.compile(r"([0-9]+) (?:of|из) ([0-9]+)")


def _channel_state(fake: FakeDiscord, channel: Channel) -> list[tuple[int, int, bool]]:
    """Every message of the channel anyone can see, with how many versions it had."""
    return [(m.id, len(m.versions), m.deleted) for m in fake.channel_messages(channel, include_deleted=True)]


def _step(message: Message) -> int:
    found = _STEP.search(message.content.splitlines()[0])
    assert found is not None, message.content
    return int(found[1])


def _expected_coach(bot: MasqueradeBot, game: str, locale: str, learner: str) -> dict[int, str]:
    """Each step's coach line as the lesson says it when the learner follows the coach, by
    step number (from 1), rendered from the catalogue with the names and numbers of its moment."""
    lesson = bot.services.tutorials.lessons[game]
    tutorial = lesson.tutorial
    pool = iter(bot.services.computers.pool(game, locale))
    names = {
        f"seat{seat}": learner if seat == tutorial.learner else f"{COMPUTER_MARK} {next(pool)}"
        for seat in range(tutorial.players)
    }
    lines: dict[int, str] = {}
    progress = lesson.begin()
    for _ in bounded(len(tutorial.steps) + 1, "the steps of a lesson"):
        shown = lesson.show(progress)
        key = f"{game}-tutorial-{lesson.step(progress).coach}"
        lines[progress.step + 1] = bot.catalog.get(locale, key, {**lesson.facts(shown.state), **names})
        if progress.step == tutorial.last:
            return lines
        suggestion = lesson.step(progress).suggest
        progress = lesson.read_on(shown) if suggestion is None else lesson.choose(shown, suggestion)[0]
    raise AssertionError("unreachable")


def _first_words(line: str) -> list[str]:
    return line.split()[:FIRST_WORDS]


async def _finish(learner: Learner, steps: dict[int, str]) -> None:
    """Follow the coach to the end, keeping each step's coach line by its number."""
    for _ in bounded(60, "the clicks of a lesson"):
        steps[_step(learner.message)] = coach_line(learner.message)
        if ended(learner.message):
            return
        await learner.follow()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("who", [0, 1], ids=["en", "ru"])
async def test_a_lesson_followed_to_its_end_teaches_every_listed_rule(
    fake: FakeDiscord, tmp_path: Path, game: str, who: int
) -> None:
    night = await make_night(fake, tmp_path)
    user = night.users[who]  # ann's Discord speaks English, bob's Russian
    locale = "ru" if who else "en"
    before = _channel_state(fake, night.channel)
    async with night.bot() as bot:
        learner = await start(fake, night.slash, user, game)
        seen: dict[int, str] = {}
        await _finish(learner, seen)
        expected = _expected_coach(bot, game, locale, user.name)
        stored = await bot.services.tutorials.store.get(user.id, game)
    assert stored is not None
    assert stored.finished
    assert sorted(seen) == sorted(expected), "every step was shown, in order, once the lesson moved on"
    for step, line in expected.items():
        assert _first_words(seen[step]) == _first_words(line), f"step {step}"
    listed = [rule for _, _, ids in documented()[game] for rule in ids]
    assert set(listed) <= set(stored.reached), f"never reached: {set(listed) - set(stored.reached)}"
    assert learner.clicks <= MOST_CLICKS
    print(f"{game} ({locale}): {len(seen)} steps, {learner.clicks} clicks")
    assert _channel_state(fake, night.channel) == before, "nothing public was posted or edited"
    fake.assert_all_answered()


def _unmarked_option(message: Message) -> tuple[str, str, str | None]:
    """A choice the coach does not point at, at the level shown (no sub-menu, no Back)."""
    for select in message.selects():
        for option in select.get("options", []):
            if (option.get("emoji") or {}).get("name") != MARK and not option["value"].endswith(":m"):
                return "select", select["custom_id"], option["value"]
    for button in message.buttons():
        custom_id = button.get("custom_id", "")
        if custom_id.startswith("mn:t:") and not custom_id.endswith(":m") and not button.get("emoji"):
            return "click", custom_id, None
    raise AssertionError(f"no other choice on {message.content!r}")


def _other_pick(select: dict[str, Any]) -> str:
    """In a form: a pick the coach does not mark."""
    return str(next(o["value"] for o in select["options"] if (o.get("emoji") or {}).get("name") != MARK))


# Per game, the steps (by their coach line's name) where the learner strays, and what the
# lesson answers: ✅ a choice played as it is, 🔁 one explained and offered again.
STRAYS: dict[str, dict[str, str]] = {
    "mascarade": {"queen": "✅", "judge": "🔁"},
    "grimm": {"give": "🔁", "action": "🔁"},
    "suspicion": {"deal": "🔁", "guess": "✅"},
}


@pytest.mark.parametrize("game", GAMES)
async def test_a_lesson_that_strays_from_the_coach_still_finishes(fake: FakeDiscord, tmp_path: Path, game: str) -> None:
    night = await make_night(fake, tmp_path)
    before = _channel_state(fake, night.channel)
    strayed: list[str] = []
    async with night.bot() as bot:
        lesson = bot.services.tutorials.lessons[game]
        learner = await start(fake, night.slash, night.users[0], game)
        for _ in bounded(60, "the clicks of a lesson"):
            if ended(learner.message):
                break
            coach = lesson.tutorial.steps[_step(learner.message) - 1].coach
            answer = STRAYS[game].get(coach)
            kind, custom_id, _value = suggested(learner.message)
            if answer is None or coach in strayed or custom_id.endswith(":m"):
                await learner.follow()
                continue
            strayed.append(coach)
            step = _step(learner.message)
            if kind == "form":
                await learner.press("form", custom_id, None, pick=_other_pick)
            else:
                await learner.press(*_unmarked_option(learner.message))
            marks = [line[:1] for line in learner.message.content.splitlines() if line[:1] in ("✅", "🔁")]
            assert marks == [answer], f"{coach}: {learner.message.content}"
            assert _step(learner.message) == (step if answer == "🔁" else step + 1)
    assert sorted(strayed) == sorted(STRAYS[game])
    assert ended(learner.message)
    assert _channel_state(fake, night.channel) == before


async def test_a_lesson_resumes_where_it_stopped_after_the_bot_is_killed(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    user = night.users[0]
    before = _channel_state(fake, night.channel)
    async with night.bot_process() as process:
        learner = await start(fake, night.slash, user, "suspicion")
        for _ in range(4):
            await learner.follow()
        stopped_at = _step(learner.message)
        await kill(process)
    old = learner.message
    async with night.bot():
        # The lesson again: reopened at the step where it stopped, saying so.
        again = await start(fake, night.slash, user, "suspicion")
        assert _step(again.message) == stopped_at
        assert "Welcome back" in again.message.content
        # The message from before the kill still works: its next step.
        await learner.follow()
        assert _step(learner.message) == stopped_at + 1
        # The reopened copy is now behind the lesson: a click on it shows where the lesson is.
        await again.follow()
        assert _step(again.message) == stopped_at + 1
        assert "behind the lesson" in again.message.content
        await again.finish()
    assert old.ephemeral
    assert ended(again.message)
    assert _channel_state(fake, night.channel) == before
    fake.assert_all_answered()


async def test_a_lesson_left_for_an_hour_goes_on_from_its_message(fake: FakeDiscord, tmp_path: Path) -> None:
    """Each click is answered with its own token: an hour after the message was sent, it still
    moves the lesson on (only an edit without a click would need the first token)."""
    night = await make_night(fake, tmp_path)
    async with night.bot():
        learner = await start(fake, night.slash, night.users[0], "grimm")
        await learner.follow()
        await night.pass_time(3600)
        await learner.follow()
        assert _step(learner.message) == 3
    fake.assert_all_answered()


async def test_forged_choices_in_a_lesson_are_refused_and_change_nothing(fake: FakeDiscord, tmp_path: Path) -> None:
    """A value the select never offered, a choice whose action changed, a form the lesson is
    not asking, someone else's lesson step: a short private reason each, and the lesson stays
    where it was."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        learner = await start(fake, night.slash, night.users[0], "suspicion")
        _kind, select, _value = suggested(learner.message)
        before = await bot.services.tutorials.store.get(night.users[0].id, "suspicion")
        forged = [
            await fake.forged_select(night.users[0], learner.message, select, ["99:deadbeef"]),
            await fake.forged_select(night.users[0], learner.message, select, ["0:deadbeef"]),
            await fake.forged_select(night.users[0], learner.message, select, ["nonsense"]),
            await fake.forged_modal(night.users[0], night.channel, "mn:tfs:suspicion:0", {"t1": ["lily"]}),
            await fake.forged_modal(night.users[1], night.channel, "mn:tfs:suspicion:0", {"t1": ["lily"]}),
        ]
        for ix in forged:
            answer = await ix.answered()
            assert answer.ephemeral, ix.label
            assert answer.content.startswith("⚠️"), f"{ix.label}: {answer.content}"
        assert await bot.services.tutorials.store.get(night.users[0].id, "suspicion") == before
    fake.assert_all_answered()


async def _lobby(fake: FakeDiscord, host: User, channel: Channel) -> Message:
    opened = await fake.slash(host, channel, "game new", options={"game": "mascarade"})
    await opened.answered()
    assert opened.original is not None
    return opened.original


async def test_lessons_beside_a_running_game_and_an_open_lobby_touch_neither(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    lobby_channel = await fake.add_channel(night.guild, "lobby")
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await night.idle()
        playing = await bot.services.service.game(night.game_id)
        lobby = await _lobby(fake, night.users[5], lobby_channel)
        # The bot's start-up look at its games (it edits their lobbies) and the board's last
        # refresh (at most one edit a second) are done: from here the channels must not change.
        await night.run_timers()
        await bot.services.table.flush()
        game_channel, lobby_before = _channel_state(fake, night.channel), _channel_state(fake, lobby_channel)

        # A seated player learns another game in the running game's channel.
        beside_game = await start(fake, night.slash, night.users[0], "grimm")
        await beside_game.finish()

        # Someone learns in the lobby's channel: the end offers to join it.
        async def slash_in_lobby(user: User, command: str, **options: Any) -> Any:
            ix = await fake.slash(user, lobby_channel, command, options=options or None)
            await ix.answered()
            return ix

        beside_lobby = await start(fake, slash_in_lobby, night.users[4], "grimm")
        await beside_lobby.finish()
        await night.idle()
        assert _channel_state(fake, night.channel) == game_channel
        assert _channel_state(fake, lobby_channel) == lobby_before
        after = await bot.services.service.game(night.game_id)
        assert (after.version, after.status) == (playing.version, GameStatus.RUNNING), "the game was not touched"
        assert not any(b.get("custom_id", "").endswith(":join") for b in beside_game.message.buttons())

        join = beside_lobby.message.button(custom_id="mn:tx:grimm:join")
        joined = await fake.click(night.users[4], beside_lobby.message, join["custom_id"])
        answer = await joined.answered()
        assert answer.ephemeral
        await night.idle()
        record = await bot.services.store.live_in_channel(lobby_channel.id)
        assert record is not None
        assert record.seat_of(night.users[4].id) is not None, "the end's button took a seat in the lobby"
        assert f"<@{night.users[4].id}>" in lobby.text, "the lobby message shows them seated"


async def test_the_end_of_a_lesson_opens_a_practice_table_here(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        learner = await start(fake, night.slash, night.users[0], "grimm")
        await learner.finish()
        assert _channel_state(fake, night.channel) == []
        practice = learner.message.button(custom_id="mn:tx:grimm:practice")
        opened = await fake.click(night.users[0], learner.message, practice["custom_id"])
        answer = await opened.answered()
        assert not answer.ephemeral, "the practice table is the channel's"
        await night.idle()
        record = await bot.services.store.live_in_channel(night.channel.id)
        tutorial = bot.services.tutorials.lessons["grimm"].tutorial
    assert record is not None
    assert record.game == "grimm"
    assert len(record.seats) == tutorial.players
    assert [s.computer is None for s in record.seats].count(True) == 1


async def test_a_lesson_again_starts_it_over(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        learner = await start(fake, night.slash, night.users[0], "mascarade")
        await learner.follow()
        await learner.follow()
        assert _step(learner.message) > 1
        over = await start(fake, night.slash, night.users[0], "mascarade", again=True)
        assert _step(over.message) == 1
        assert "Welcome back" not in over.message.content
