"""A fourth game added by one line: the test-only guessing game (``tests/fourth_game``),
named in ``MN_EXTRA_GAMES`` and run by the real bot — the production start-up path, in its
own process — through the fake Discord, with no change to the shared adapter; its private
notes reach its own table through its plugin."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.boot.registry import EXTRA_GAMES_ENV
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import make_night, private_texts
from tests.fourth_game.storage import NoteStore

pytestmark = pytest.mark.e2e

PLUGIN = "tests.fourth_game.plugin"


async def test_fourth_game_plays_end_to_end(fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[:2]
    async with night.bot_process({EXTRA_GAMES_ENV: PLUGIN}) as process:
        # Its rules topics, from the plugin.
        rules = await night.slash(ann, "game rules", game="guess")
        assert rules.original is not None
        assert "Overview" in rules.original.text
        # Its option (a Literal on the engine's Options) is a lobby select like any other's.
        board = await night.open_game("guess", 2, numbers="5")
        assert "Number Guess" in board.text
        rng = random.Random(5)
        # Two picks (at the same time), then a guess each, in turn: four actions.
        for user in (ann, bob, ann, bob):
            assert await night.random_turn(user, rng), f"{user.name} had nothing to do"
        log_name = f"game-{night.game_id}-log.txt"
        summary = await fake.wait_for_message(
            night.channel, lambda m: any(a.filename == log_name for a in m.attachments), timeout=10
        )
        await fake.settle()
        process.terminate()
        assert await asyncio.wait_for(process.wait(), 10) == 0, "SIGTERM exits cleanly"
    assert summary.embeds, "the plugin's summary embed"
    public = "\n".join(t for m in fake.channel_messages(night.channel) for t in m.texts())
    # The public event reached the channel; the private one only its owner's panel.
    assert "has picked a number" in public or "число загадано" in public
    assert "You picked" not in public
    for user in (ann, bob):
        assert "You picked" in fake.all_text_seen_by(user) or "Ваше число" in fake.all_text_seen_by(user)
    # The same database read by an in-process bot with the same one line: the stored game
    # replays to its snapshot and no private event reached anyone else.
    monkeypatch.setenv(EXTRA_GAMES_ENV, PLUGIN)
    async with night.bot() as bot:
        stored = await bot.services.service.game(night.game_id)
        assert stored.status == "finished"
        assert (await bot.services.service.replay(night.game_id)).model_dump() == bot.services.service.state(
            stored
        ).model_dump()
        night.assert_no_leaks(2, await private_texts(bot, night.game_id))
    fake.assert_all_answered()


async def test_fourth_games_notes_are_its_own_private_storage(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A player's note, chosen on their panel, lands in the game's own table (made by its own
    migration) through the storage its plugin names; the other player's panel has its own."""
    monkeypatch.setenv(EXTRA_GAMES_ENV, PLUGIN)
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[:2]
    async with night.bot() as bot:
        await night.open_game("guess", 2, numbers="5")
        panel = await night.panel(ann)
        note = f"mn:gn:{night.game_id}"
        assert [o["value"] for o in panel.select(note)["options"]] == ["1", "2", "3", "4", "5"]
        first = await fake.select(ann, panel, note, ["2"])
        assert "you think they picked 2." in (await first.answered()).content
        second = await fake.select(ann, panel, note, ["4"])
        assert "you think they picked 4 (your note said 2)." in (await second.answered()).content
        bobs = await fake.select(bob, await night.panel(bob), note, ["3"])
        assert (await bobs.answered()).content == "Записано: вы думаете, что загадано 3."  # Bob reads Russian
        notes = bot.services.storage("guess", NoteStore)
        assert (await notes.note(night.game_id, 0), await notes.note(night.game_id, 1)) == ("4", "3")
        state = bot.services.service.state(await bot.services.service.game(night.game_id))
        assert state.version == 0, "a note is no move: the game's version is unchanged"
