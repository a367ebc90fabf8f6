"""Lobby and session flows through the real bot (issue 2 §2, §5)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import make_night

pytestmark = pytest.mark.e2e


async def test_new_lobby_join_start_posts_a_board(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        board = await night.open_game("mascarade", 4)
        assert board.embeds
        assert not fake.unanswered()


async def test_commands_sync_only_when_changed(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)

    def syncs() -> int:
        return sum(1 for r in fake.requests if r.method == "PUT" and r.path.endswith("/commands"))

    async with night.bot():
        pass
    assert syncs() == 1, "the first start syncs the command tree"
    async with night.bot():
        pass
    assert syncs() == 1, "an unchanged tree is not synced again (its hash is kept)"
    names = {c["name"] for c in fake.commands()}
    assert {"game", "mod", "settings", "stats", "leaderboard", "privacy"} <= names
    game = next(c for c in fake.commands() if c["name"] == "game")
    assert game["name_localizations"]["ru"] == "игра"


async def test_dev_guild_sync(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["dev_guild_id"] = night.guild.id
    async with night.bot():
        pass
    assert any(c["name"] == "game" for c in fake.commands(night.guild))


async def test_languages_follow_the_user_and_the_server(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    bob = night.users[1]  # Discord in Russian
    async with night.bot():
        # Russian command names work, and bob's ephemeral answers are in Russian.
        ix = await fake.slash(bob, night.channel, "игра правила", options={"game": "mascarade"})
        rules = await ix.answered()
        assert rules.ephemeral
        assert "Маскарад" in str(rules.embeds)
        # Public messages follow the server's setting, whoever opens the lobby.
        await night.slash(night.mod, "settings language", language="ru")
        lobby = await night.slash(night.users[0], "game new", game="mascarade")
        assert lobby.original is not None
        assert "Сесть за стол" in lobby.original.text


async def test_rules_help_by_topic(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        listing = await (await night.slash(night.users[0], "game rules", game="suspicion")).answered()
        assert listing.ephemeral
        assert "`" in str(listing.embeds), "the topics are listed"
        topic = await (await night.slash(night.users[0], "game rules", game="grimm", topic="overview")).answered()
        assert topic.ephemeral
        assert len(str(topic.embeds)) > 100
        assert "docs/rulings.md" in str(topic.embeds), "the rulings are named where the rulebook is silent"


async def test_reposting_the_board_retires_the_old_one(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        old = await night.open_game("mascarade", 4)
        await night.slash(night.users[1], "game board")
        await fake.wait_for(lambda: not old.buttons())  # the old board's buttons are gone
        await bot.services.table.flush()
        new = await night.board()
        assert new is not old
        assert "moved" in old.text
        assert new.buttons()
