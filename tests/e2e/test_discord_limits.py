"""The bot stays inside Discord's limits where they bite hardest.

Every e2e test is a limits test already (the ``fake`` fixture fails one whose bot sent what
Discord refuses); these add the cases the other games never reach: the widest tables with
the longest names, and a panel used long after its interaction token expired.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import LOCALES, Translator
from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.fakediscord.limits import TOKEN_LIFETIME, message_errors
from tests.e2e.harness import NAMES, Night, make_night
from tests.registry import CATALOG, RULES, plugin

pytestmark = pytest.mark.e2e

#: A 32-character display name (Discord's longest) that markdown escaping doubles.
LONGEST_NAME = "*_" * 16


def _embeds_errors(embeds: list[Any]) -> list[str]:
    return message_errors({"embeds": [e.to_dict() for e in embeds]}).paths()


@pytest.mark.every_game
@pytest.mark.parametrize("game", sorted(RULES))
def test_boards_panels_and_summaries_fit_with_the_most_players_and_longest_names(game: str) -> None:
    """Random games at the largest table, every name as long as Discord allows and doubled by
    markdown escaping, in every locale: board, every panel and the summary stay in limits."""
    rules = RULES[game]
    show = plugin(game).presentation()
    catalog = CATALOG
    translators = [Translator(catalog, locale, lambda seat: LONGEST_NAME) for locale in LOCALES]
    options = rules.options_model()
    players = rules.player_range(options)[1]
    for seed in range(3):
        rng = random.Random(seed)
        state, _ = rules.setup(players, seed, options)
        for step in bounded(rules, f"{game}, seed {seed}"):
            if state.finished:
                break
            decision = rng.choice(rules.pending(state))
            state, _ = rules.apply(state, decision.seat, rng.choice(rules.legal_actions(state, decision.seat)))
            if step % 5 and not state.finished:
                continue
            for t in translators:
                assert _embeds_errors(show.board_embeds(rules.view(state, None), t)) == [], (seed, step, t.locale)
                for seat in range(players):
                    assert _embeds_errors([show.panel_embed(rules.view(state, seat), t)]) == [], (seed, step, seat)
        for t in translators:
            assert _embeds_errors([show.summary_embed(state, t)]) == [], (seed, t.locale)


async def _widest_night(fake: FakeDiscord, tmp_path: Path) -> Night:
    """A Russian server where every player has the longest name markdown can double."""
    base = await make_night(fake, tmp_path)
    guild = await fake.add_guild("Ночь", locale="ru")
    channel = await fake.add_channel(guild, "игры")
    users = [
        await fake.add_user(f"{name}-long", locale="ru", global_name=LONGEST_NAME, guilds=[guild]) for name in NAMES
    ]
    return Night(fake, guild, channel, users, base.mod, base.db_path)


async def test_thirteen_players_with_the_longest_names_stay_within_limits(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await _widest_night(fake, tmp_path)
    rng = random.Random(13)
    async with night.bot():
        await night.open_game("mascarade", 13)
        for _ in range(2):
            for user in night.users:
                await night.random_turn(user, rng)
        await night.slash(night.users[0], "game board")
        await night.idle()
        board = await night.board()
    assert "\\*\\_" * 16 in board.text, "the board shows every name in full, escaped"
    assert fake.invalid == []
    night.fake.assert_all_answered()


def _panel_choices(panel: Message) -> list[dict[str, Any]]:
    """A panel's choices: its action buttons and its select of choices."""
    return [c for c in panel.all_components() if c.get("custom_id", "").startswith(("mn:a:", "mn:s:"))]


async def test_a_panel_left_open_past_its_token_still_answers(fake: FakeDiscord, tmp_path: Path) -> None:
    """A click is a new interaction with a fresh token: the bot answers it by updating the
    clicked panel, never through the old token (which Discord refuses after 15 minutes)."""
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await night.open_game("mascarade", 4)
        panels = {user.name: await night.panel(user) for user in night.users[:4]}
        acting = next(name for name, panel in panels.items() if _panel_choices(panel))
        panel = panels[acting]
        fake.advance(TOKEN_LIFETIME + 5 * 60)
        user = next(u for u in night.users if u.name == acting)
        component = _panel_choices(panel)[0]
        if component["type"] == 2:
            click = await fake.click(user, panel, component["custom_id"])
        else:
            click = await fake.select(user, panel, component["custom_id"], [component["options"][0]["value"]])
        assert (await click.answered()).type == 7
        await night.idle()
    assert fake.invalid == []
    assert not any(r.status == 401 for r in fake.requests), "nothing went through an expired token"
