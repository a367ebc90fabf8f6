"""Grimm Masquerade G-10.1 through the real bot: the bet card offered at the unmasking.

Players only press what their panels show; the database and ``bot.service.games`` are only read.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cogs.grimm.rules import State
from cogs.grimm.rules.table import masked
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import make_night
from tests.e2e.test_grimm import _drive, _go, _mark, _options, _prompt, _public_lines, _situation, _state, _t, _user

pytestmark = pytest.mark.e2e


def _bet_offer(st: State) -> bool:
    return any(r.kind == "bet" and r.open for r in st.requests)


async def test_g10_1_an_unmasked_player_is_offered_a_bet_card_at_once(fake: FakeDiscord, tmp_path: Path) -> None:
    """Unmasked on someone else's turn (or their own), a player is asked at once: the board says
    whom the table waits for, they are pinged, their panel offers a bet card or "Not now", the
    active player's panel waits; the card taken is theirs and play goes on."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(12)
    async with night.bot() as bot:
        st = await _situation(night, bot, 4, rng, _bet_offer, bets="true")
        seat = next(r.seat for r in st.requests if r.kind == "bet" and r.open)
        assert not masked(st.seats[seat])
        user = _user(night, seat)
        await night.boards()
        board = await night.board()
        name = next(s.name for s in (await bot.services.service.game(night.game_id)).seats if s.seat == seat)
        what = _t(bot, None, "grimm-decision-bet")
        waiting = _t(bot, None, "grimm-board-waiting", player=f"#{seat + 1} {name}", what=what)
        assert waiting in board.text
        log = [m for m in fake.channel_messages(night.channel) if not m.embeds and not m.ephemeral]
        assert f"<@{user.id}>" in log[-1].content, "the unmasked player is pinged"
        if st.active != seat:
            active = await night.panel(_user(night, st.active))
            assert not _options(active), "the table waits for the answer"

        panel = await night.panel(user)
        assert _prompt(panel) == _t(bot, user, "grimm-prompt-bet-now")
        opts = _options(panel)
        later = _t(bot, user, "grimm-choice-bet-later")
        # One select: every bet card still in the deck, and "Not now" (one click either way).
        bets = {_t(bot, user, f"grimm-character-{c}") for c in st.bet_deck}
        assert [o.label for o in opts].count(later) == 1
        assert {o.label for o in opts} == bets | {later}
        cards = [o for o in opts if o.label != later]
        assert len(cards) == len(st.bet_deck)
        mark = await _mark(night)
        await _go(night, user, panel, cards[0])

        after = await _state(bot, night.game_id)
        assert after.version == st.version + 1
        assert len(after.seats[seat].bets) == len(st.seats[seat].bets) + 1
        assert not after.seats[seat].bet_pick
        assert _t(bot, user, "grimm-panel-bets") in (await night.panel(user)).text
        await night.idle()
        assert f"{user.name} takes a bet card." in _public_lines(night, since=mark)
        # Play goes on: the next decision is someone else's, or this player's own turn.
        later_state = await _drive(night, bot, rng, lambda s: s.version > after.version + 2)
        assert later_state is None or not later_state.seats[seat].bet_pick
    fake.assert_all_answered()
