"""Quick buttons on the turn message and open panels edited in place, played
with the test-only fourth game (``tests/fourth_game``), whose menus flag quick choices,
descriptions and notes; the real games' quick choices are checked in ``test_clicks.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.boot.registry import EXTRA_GAMES_ENV
from tests.e2e.clicks import open_fourth_game
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

PLUGIN = "tests.fourth_game.plugin"
QUICK = "mn:q:"


@pytest.fixture(autouse=True)
def _fourth_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(EXTRA_GAMES_ENV, PLUGIN)


def quick_post(night: Night) -> Message:
    """The newest public message carrying quick buttons."""
    posts = [m for m in night.fake.channel_messages(night.channel) if quick_labels(m)]
    assert posts, "no public message carries quick buttons"
    return posts[-1]


def quick_labels(message: Message) -> list[str]:
    return [str(b["label"]) for b in message.buttons() if b.get("custom_id", "").startswith(QUICK)]


async def version(bot: MasqueradeBot, night: Night) -> int:
    return int((await bot.services.service.game(night.game_id)).version)


async def refused(night: Night, user: User, message: Message, label: str) -> str:
    """``user`` presses ``label``: an ephemeral refusal, nothing changed."""
    ix = await night.fake.click(user, message, label=label)
    answer = await ix.answered()
    assert answer.ephemeral, f"{label}: the refusal is private"
    assert answer.type == 4, f"{label}: refused with a message, not {answer.name}"
    return answer.content


async def test_quick_buttons_only_for_their_seat(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, bob, spectator = night.users[0], night.users[1], night.users[5]
    async with night.bot() as bot:
        await open_fourth_game(night, bot, numbers="5")
        await night.idle()
        # Both pick at once: "pick for me" reveals nothing, so it is on the turn message,
        # once per seat, each labelled with its player's name.
        post = quick_post(night)
        assert quick_labels(post) == ["ann: Pick for me", "bob: Pick for me"]
        anns = post.button("ann: Pick for me")["custom_id"]
        before = await version(bot, night)
        # bob (Russian client) is told whose button it is; a spectator that they do not play.
        assert "ann" in await refused(night, bob, post, "ann: Pick for me")
        assert "not playing" in await refused(night, spectator, post, "ann: Pick for me")
        assert await version(bot, night) == before, "refusals change nothing"
        # ann presses hers: applied, and the number picked for her (her secret) is shown to
        # her alone, in her panel.
        pressed = await fake.click(ann, post, label="ann: Pick for me")
        answer = await pressed.answered()
        assert (answer.type, answer.ephemeral) == (4, True), "the pick is shown privately"
        assert "You picked" in answer.content
        assert await version(bot, night) == before + 1
        assert not any("You picked" in t for m in fake.channel_messages(night.channel) for t in m.texts())
        await night.idle()
        # bob picks through his panel; the guessing begins with ann.
        await pick_in_panel(night, bob)
        await night.idle()
        # Her button left the turn message when she pressed it; a client still showing it
        # (an old copy of the message) is told it is out of date, and nothing changes.
        assert "ann: Pick for me" not in quick_labels(post)
        guessing = await version(bot, night)
        stale = await fake.forged_click(ann, post, anns)
        answer = await stale.answered()
        assert answer.ephemeral
        assert "out of date" in answer.content
        # Her guesses are quick (one seat deciding: no name), the higher ones a sub-menu.
        post = quick_post(night)
        assert quick_labels(post) == ["1", "2", "3", "Higher…"]
        assert "ann" in await refused(night, bob, post, "2")
        assert await version(bot, night) == guessing
        # The sub-menu opens ann's panel there, privately.
        opened = await fake.click(ann, post, label="Higher…")
        answer = await opened.answered()
        assert answer.type == 4
        assert answer.ephemeral
        panel = opened.original
        assert panel is not None
        assert [b["label"] for b in panel.buttons() if b["custom_id"].startswith("mn:a:")][:2] == ["4", "5"]
        click = await fake.click(ann, panel, label="4")
        assert (await click.answered()).type == 7
        await night.idle()
        # bob guesses from the channel with one click; the game ends.
        # A game without turns keeps one turn message, edited; bob, due now, was called.
        last = quick_post(night)
        assert quick_labels(last) == ["1", "2", "3", "Higher…"]
        assert [
            m.content[:1]
            for m in fake.channel_messages(night.channel, include_deleted=True)
            if m.mentions.users == {bob.id}
        ][-1] == "🔔"
        pressed = await fake.click(bob, last, label="1")
        assert (await pressed.answered()).type == 6
        await night.idle()
        assert night.summary() is not None
        assert bot.services.panels.games_in_memory == 0, "an ended game's panels are forgotten"
    fake.assert_all_answered()


async def pick_in_panel(night: Night, user: User, value: str = "0") -> Message:
    """Open the panel and pick from its select (the picks carry descriptions)."""
    panel = await night.panel(user)
    select = next(s for s in panel.selects() if s["custom_id"].startswith("mn:s:"))
    assert all(o.get("description") for o in select["options"]), "each pick says what it does"
    chosen = next(o["value"] for o in select["options"] if o["value"].startswith(f"{value}:"))
    ix = await night.fake.select(user, panel, select["custom_id"], [chosen])
    assert (await ix.answered()).type == 7
    return panel


async def test_open_panel_follows_the_next_decision_privately(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[:2]
    async with night.bot() as bot:
        await open_fourth_game(night, bot)
        await night.idle()
        panel = await pick_in_panel(night, ann, "1")
        assert "You picked 2" in panel.text
        shown = len(panel.history)
        await pick_in_panel(night, bob)
        await night.idle()
        # ann is asked to guess: the panel she has open now shows it, still hers alone.
        assert len(panel.history) > shown, "ann's open panel was edited"
        assert panel.ephemeral_to == ann.id
        assert "Guess the other player's number." in panel.text
        assert "There is no passing" in panel.text, "the menu's note is shown"
        guesses = [b for b in panel.buttons() if b["custom_id"].startswith("mn:a:")]
        assert [b["label"] for b in guesses] == ["1", "2", "3"]
        assert panel not in fake.visible_to(bob, night.channel)
        assert "Your number: 2" not in fake.all_text_seen_by(bob)
        public = "\n".join(t for m in fake.channel_messages(night.channel) for t in m.texts())
        assert "Your number: 2" not in public
        # And it works: she guesses from it.
        click = await fake.click(ann, panel, label="3")
        assert (await click.answered()).type == 7
        await night.idle()
        # bob's panel (opened to pick, then waiting) follows to his guess too.
        bobs = [m for m in fake.visible_to(bob, night.channel) if m.ephemeral and "mn:a:" in str(m.buttons())]
        assert bobs, "bob's open panel shows his guess"
        assert bot.services.panels.followed(night.game_id, 1)
    fake.assert_all_answered()


async def test_expired_or_dismissed_panels_are_left_alone(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[:2]
    async with night.bot() as bot:
        await open_fourth_game(night, bot)
        await night.idle()
        dismissed = await pick_in_panel(night, ann)
        # ann dismisses her panel ("Dismiss message"): the edit finds it gone, quietly.
        dismissed.deleted = True
        await pick_in_panel(night, bob)
        await night.idle()
        assert not bot.services.panels.followed(night.game_id, 0), "a dismissed panel is forgotten"
        # ann opens a fresh panel and guesses; bob's panel is 15 minutes old by then.
        fresh = await night.panel(ann)
        fake.advance(15 * 60 + 1)
        bobs = [m for m in fake.visible_to(bob, night.channel) if m.ephemeral]
        shown = {m.id: len(m.history) for m in bobs}
        click = await fake.click(ann, fresh, label="1")
        assert (await click.answered()).type == 7
        await night.idle()
        assert {m.id: len(m.history) for m in bobs} == shown, "an expired token edits nothing"
        assert not bot.services.panels.followed(night.game_id, 1)
        # "My panel" as before.
        again = await night.panel(bob)
        assert any(b["custom_id"].startswith("mn:a:") for b in again.buttons())
    fake.assert_all_answered()
