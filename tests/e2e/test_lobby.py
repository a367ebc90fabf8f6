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
