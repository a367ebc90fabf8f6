"""💡 in a lesson (``/game learn``) through the real bot and the fake Discord: every step that
asks the learner something offers it (a sub-menu open too), and no other step does; pressing
it answers the learner alone, in a new ephemeral message, with one of their legal choices
named as the lesson's menu draws it and the reason — and changes nothing: not the lesson's
progress, not the lesson's message, nothing public. A 💡 for a step the lesson has passed is
refused as out of date."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.i18n.names import markdown_name
from bot.service.computers import COMPUTER_MARK
from cogs.table.hints import CHOICE_SEPARATOR, choice_path
from cogs.table.menus import paginated
from tests.bounds import bounded
from tests.e2e.fakediscord import Channel, FakeDiscord, User
from tests.e2e.harness import make_night
from tests.e2e.lessons import HINT, Learner, ended, hint_buttons, start
from tests.registry import plugin

pytestmark = pytest.mark.e2e

GAMES = sorted(game for game in ("mascarade", "grimm", "suspicion") if plugin(game).hints is not None)


def _channel_state(fake: FakeDiscord, channel: Channel) -> list[tuple[int, int, bool]]:
    """Every message of the channel anyone can see, with how many versions it had."""
    return [(m.id, len(m.versions), m.deleted) for m in fake.channel_messages(channel, include_deleted=True)]


def _names(bot: MasqueradeBot, game: str, learner: User) -> dict[int, str]:
    """The lesson's seats as its messages name them: the learner, and the game's computer
    players' names at the others (English)."""
    tutorial = bot.services.tutorials.lessons[game].tutorial
    pool = iter(bot.services.computers.pool(game, "en"))
    return {
        seat: markdown_name(learner.name if seat == tutorial.learner else f"{COMPUTER_MARK} {next(pool)}")
        for seat in range(tutorial.players)
    }


async def _press_hint(fake: FakeDiscord, bot: MasqueradeBot, learner: Learner, game: str) -> None:
    """Press the lesson message's 💡 and check the answer and that nothing changed."""
    user = learner.user
    tutorials = bot.services.tutorials
    stored = await tutorials.store.get(user.id, game)
    assert stored is not None
    (custom_id,) = hint_buttons(learner.message)
    assert custom_id == f"{HINT}{game}:{stored.step}", "the button carries the step it is for"
    message, versions = learner.message, len(learner.message.versions)

    pressed = await fake.click(user, message, custom_id)
    answer = await pressed.answered()
    assert answer.type == 4, f"a new message beside the lesson's, not {answer.name}"
    assert answer.ephemeral, "the hint is the learner's alone"

    # The move it names is a legal choice of the learner's, named as the lesson's menu draws it.
    shown = await tutorials.current(user.id, game)
    lesson, state = shown.lesson, shown.shown.state
    seat = lesson.tutorial.learner
    hint = bot.services.hints.lesson(shown)
    assert hint.action in lesson.rules.legal_actions(state, seat)
    names = _names(bot, game, user)
    render = bot.catalog.render
    assert render("en", hint.reason.line, names.__getitem__) in answer.content, "with its reason"
    for detail in hint.reason.details:
        assert render("en", detail, names.__getitem__) in answer.content
    forms = {f.kind for f in bot.services.presentations[game].lesson_forms}
    if not any(d.kind in forms for d in lesson.rules.pending(state) if d.seat == seat):
        menu = lesson.rules.menu(state, seat)
        assert menu is not None
        path = choice_path(paginated(menu), hint.action)
        assert path is not None, f"{hint.action!r} is a choice of the lesson's menu"
        labels = CHOICE_SEPARATOR.join(render("en", choice.label, names.__getitem__) for choice in path)
        assert labels in answer.content, f"the answer names the choice as the menu does: {labels!r}"

    # Nothing was played: the lesson is where it was, its message as it was.
    assert await tutorials.store.get(user.id, game) == stored, "the lesson did not move"
    assert len(message.versions) == versions, "the lesson's message was not edited"


@pytest.mark.parametrize("game", GAMES)
async def test_a_lessons_hint_answers_the_learner_alone_and_changes_nothing(
    fake: FakeDiscord, tmp_path: Path, game: str
) -> None:
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    before = _channel_state(fake, night.channel)
    pressed = 0
    async with night.bot() as bot:
        lesson = bot.services.tutorials.lessons[game]
        learner = await start(fake, night.slash, ann, game)
        for _ in bounded(60, "the clicks of a lesson"):
            if ended(learner.message):
                break
            stored = await bot.services.tutorials.store.get(ann.id, game)
            assert stored is not None
            asks = lesson.tutorial.steps[stored.step].suggest is not None
            assert bool(hint_buttons(learner.message)) == asks, f"step {stored.step + 1}: 💡 only where it asks"
            if asks:
                await _press_hint(fake, bot, learner, game)
                pressed += 1
            await learner.follow()
        assert ended(learner.message), "the lesson goes on to its end after the hints"
        assert not hint_buttons(learner.message), "the end asks nothing"
    assert pressed >= 3
    assert _channel_state(fake, night.channel) == before, "nothing public was posted or edited"
    fake.assert_all_answered()


async def test_a_hint_for_a_step_the_lesson_has_passed_is_refused(fake: FakeDiscord, tmp_path: Path) -> None:
    """A second copy of the lesson (``/game learn`` again) still shows the step the first one
    has moved past: its 💡 is refused as out of date and changes nothing."""
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    async with night.bot() as bot:
        first = await start(fake, night.slash, ann, "grimm")
        copy = await start(fake, night.slash, ann, "grimm")
        (behind,) = hint_buttons(copy.message)
        await first.follow()
        stored = await bot.services.tutorials.store.get(ann.id, "grimm")
        assert stored is not None
        assert behind != f"{HINT}grimm:{stored.step}", "the lesson moved on"

        pressed = await fake.click(ann, copy.message, behind)
        answer = await pressed.answered()
        assert answer.ephemeral
        assert answer.content.startswith("⚠️"), answer.content
        assert "passed" in answer.content, answer.content
        assert await bot.services.tutorials.store.get(ann.id, "grimm") == stored
    fake.assert_all_answered()
