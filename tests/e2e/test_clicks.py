"""What a decision costs in clicks, measured through the real bot and the fake
Discord: the shortest way the screen offers, every interaction counted (tests/e2e/clicks.py).

Targets, with the panel already open: Mascarade swap ≤ 2 interactions, peek 1, announce ≤ 2;
passing on a claim 1 click from the channel; a whole Suspicion turn ≤ 6; a Grimm turn without
an action ≤ 2. The flatter menus and the quick choices come with each game's own branch: a
target the current menus miss is skipped with what was measured, not guessed, and a quick
choice a target relies on is checked once the game's engine flags quick choices at all.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.boot.registry import EXTRA_GAMES_ENV
from bot.engine.text import text
from bot.i18n import Translator
from cogs.grimm.rules import actions as grimm
from cogs.mascarade.rules.actions import Announce, Pass, Peek, Swap
from cogs.mascarade.rules.state import State as MascaradeState
from cogs.mascarade.rules.table import card_term
from cogs.suspicion.rules.actions import Roll
from tests.bounds import bounded
from tests.e2e.clicks import Clicks, engine_flags_quick, open_fourth_game
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

TURN_KINDS = frozenset(("prep", "turn"))
GRIMM_TURN_STARTS = frozenset(("humble", "devious", "keep"))


def meet(game: str, measured: dict[str, tuple[int, int]]) -> None:
    """Every target (what → (count, target)) is met; the message says what was measured."""
    over = [f"{what} {count} > {target}" for what, (count, target) in measured.items() if count > target]
    assert not over, f"{game}: {', '.join(over)} interactions"


def quick_paths(clicks: Clicks, seat: int, since: int) -> set[int]:
    """The root choices offered to ``seat`` on the turn message for the decision opened at
    ``since``: its quick buttons and the options of its quick selects."""
    prefix = f"mn:q:{clicks.night.game_id}:{since}:{seat}:"
    messages = clicks.night.fake.channel_messages(clicks.night.channel)
    buttons = {
        int(str(b["custom_id"]).split(":")[5])
        for m in messages
        for b in m.buttons()
        if str(b.get("custom_id", "")).startswith(prefix)
    }
    options = {
        int(str(o["value"]).split(":")[0])
        for m in messages
        for select in m.selects()
        if str(select["custom_id"]).startswith(f"{prefix}s")
        for o in select["options"]
    }
    return buttons | options


async def test_fourth_game_clicks(fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The quick choices and the open panel at work: each decision of the guessing game
    takes one interaction, or two for a number in its "Higher…" sub-menu."""
    monkeypatch.setenv(EXTRA_GAMES_ENV, "tests.fourth_game.plugin")
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        clicks = Clicks(night, bot)
        await open_fourth_game(night, bot, numbers="5")
        panel = await clicks.open_panel(0)
        assert await clicks.in_panel(0, panel, lambda a: a.number == 2) == 1, "a pick: one option of a select"
        assert (await clicks.from_channel(1, lambda a: a.number is None))[0] == 1, "pick for me: one click"
        # ann guesses first; her panel was open, and now shows her guess.
        assert await clicks.in_panel(0, panel, lambda a: a.number == 5) == 2, "Higher…, then 5"
        count, opened = await clicks.from_channel(1, lambda a: a.number == 2)
        assert (count, opened) == (1, None), "a guess from the channel: one click, no new message"
    fake.assert_all_answered()


async def _mascarade(night: Night, clicks: Clicks) -> dict[str, tuple[int, int]]:
    await night.open_game("mascarade", 4)
    asked = await clicks.asked()
    seat = asked[0].seat
    swap = await clicks.in_panel(seat, await clicks.open_panel(seat), lambda a: isinstance(a, Swap) and a.swap)
    # M-2.1: the other preparatory turns, then a full turn.
    await clicks.play_until(lambda asked: bool(asked) and asked[0].kind == "turn")
    seat = (await clicks.asked())[0].seat
    peek = await clicks.in_panel(seat, await clicks.open_panel(seat), lambda a: isinstance(a, Peek))
    await clicks.play_until(lambda asked: bool(asked) and asked[0].kind == "turn")
    seat = (await clicks.asked())[0].seat
    announce = await clicks.in_panel(seat, await clicks.open_panel(seat), lambda a: isinstance(a, Announce))
    passes = []
    for _ in bounded(13, "a contest asks each other player once"):
        if not (asked := await clicks.asked()) or asked[0].kind != "contest":
            break
        passes.append((await clicks.from_channel(asked[0].seat, lambda a: isinstance(a, Pass)))[0])
    assert passes, "a claim is answered by the others"
    return {"swap": (swap, 2), "peek": (peek, 1), "announce": (announce, 2), "pass on a claim": (max(passes), 1)}


async def test_mascarade_clicks(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        measured = await _mascarade(night, Clicks(night, bot))
    fake.assert_all_answered()
    meet("mascarade", measured)


async def test_mascarade_contest_answers_are_quick(fake: FakeDiscord, tmp_path: Path) -> None:
    assert engine_flags_quick("mascarade")
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        clicks = Clicks(night, bot)
        await night.open_game("mascarade", 4)
        await clicks.play_until(lambda asked: bool(asked) and asked[0].kind == "turn")
        seat = (await clicks.asked())[0].seat
        await clicks.in_panel(seat, await clicks.open_panel(seat), lambda a: isinstance(a, Announce))
        await night.idle()
        answer = (await clicks.asked())[0]
        assert answer.kind == "contest"
        offered = quick_paths(clicks, answer.seat, answer.since)
        menu = await clicks.menu(answer.seat)
        assert offered == set(range(len(menu.choices))), "Pass and Contest are public buttons for the answerer"


def quick_select(clicks: Clicks, seat: int, since: int) -> tuple[Message, dict[str, Any]]:
    """The turn message and its quick select for ``seat``'s decision opened at ``since``."""
    prefix = f"mn:q:{clicks.night.game_id}:{since}:{seat}:s"
    for message in reversed(clicks.night.fake.channel_messages(clicks.night.channel)):
        for select in message.selects():
            if str(select["custom_id"]).startswith(prefix):
                return message, select
    raise AssertionError(f"no quick select for seat {seat}")


async def test_mascarade_peek_from_the_turn_message_shows_the_card_privately(fake: FakeDiscord, tmp_path: Path) -> None:
    """A turn's choices are one public select on the turn message (too many for buttons).
    Someone else picking from it is refused privately; the player's look answers with their
    panel, to them alone, naming the card; picking again from the same select is out of date."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        clicks = Clicks(night, bot)
        await night.open_game("mascarade", 5)
        await clicks.play_until(lambda asked: bool(asked) and asked[0].kind == "turn")
        await night.idle()
        turn = (await clicks.asked())[0]
        message, select = quick_select(clicks, turn.seat, turn.since)
        menu = await clicks.menu(turn.seat)
        look = next(i for i, c in enumerate(menu.choices) if isinstance(c.action, Peek))
        value = next(o["value"] for o in select["options"] if o["value"].startswith(f"{look}:"))
        assert all("description" not in o or not o["description"] for o in select["options"]), "labels only"
        player, other = await clicks.user(turn.seat), await clicks.user((turn.seat + 1) % 5)
        version = await clicks.version()
        refused = await (await fake.select(other, message, select["custom_id"], [value])).answered()
        assert (refused.type, refused.ephemeral) == (4, True)
        assert player.name in refused.content
        assert await clicks.version() == version, "a refusal changes nothing"
        looked = await fake.select(player, message, select["custom_id"], [value])
        answer = await looked.answered()
        assert (answer.type, answer.ephemeral) == (4, True), "the card is shown privately"
        assert looked.original is not None
        assert looked.original.ephemeral_to == player.id
        _, state = await clicks.game()
        assert isinstance(state, MascaradeState)
        (card,) = {slot.card for slot in state.slots if slot.owner == turn.seat}
        t = Translator(bot.catalog, player.locale[:2], str)  # the player's own language
        name = t.text(text(card_term(card)))
        assert name in answer.content
        await night.idle()
        public = [t for m in fake.channel_messages(night.channel) for t in m.texts()]
        assert not any(answer.content.split("\n")[0] in t for t in public), "never publicly"
        assert await clicks.version() == version + 1
        # The turn message has moved on; a client still showing the old select sends it again.
        again = await (await fake.forged_select(player, message, select["custom_id"], [value])).answered()
        assert (again.type, again.ephemeral) == (4, True)
        assert t("error-stale") in again.content
        assert await clicks.version() == version + 1, "a second pick changes nothing"
    fake.assert_all_answered()


async def _suspicion_turn(night: Night, clicks: Clicks) -> int:
    await night.open_game("suspicion", 4)
    seat = (await clicks.asked())[0].seat
    return await clicks.whole_turn(seat, await clicks.open_panel(seat))


async def test_suspicion_clicks(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        turn = await _suspicion_turn(night, Clicks(night, bot))
    fake.assert_all_answered()
    assert turn <= 6, f"a whole turn took {turn} interactions"


async def test_suspicion_moves_begin_on_the_turn_message(fake: FakeDiscord, tmp_path: Path) -> None:
    """The dice are rolled as the turn begins; the moves are public, so the turn message
    offers them (a select when there are many): one pick there makes the first move and
    answers with the player's panel, privately, at the second. The cards in hand are never
    on the turn message."""
    assert engine_flags_quick("suspicion")
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        clicks = Clicks(night, bot)
        await night.open_game("suspicion", 4)
        await night.idle()
        first = (await clicks.asked())[0]
        assert first.kind == "move", "the turn opens on the moves"
        menu = await clicks.menu(first.seat)
        assert not any(isinstance(c.action, Roll) for c in menu.choices)
        assert quick_paths(clicks, first.seat, first.since) == set(range(len(menu.choices))), "every move"
        count, panel = await clicks.from_channel(first.seat)
        assert count == 1, "one pick on the turn message"
        assert panel is not None, "the panel, at the next step"
        assert panel.ephemeral, "privately"
        assert any(str(c.get("custom_id", "")).startswith("mn:") for c in panel.buttons() + panel.selects())
        await clicks.play_until(lambda asked: bool(asked) and asked[0].kind == "play")
        await night.idle()
        play = (await clicks.asked())[0]
        assert quick_paths(clicks, play.seat, play.since) == set(), "the cards in hand stay private"
    fake.assert_all_answered()


def _no_action(kind: str, action: Any) -> bool:
    return kind != "action" or isinstance(action, grimm.Skip)


async def _grimm_turn_start(night: Night, clicks: Clicks) -> int:
    """Through the draft to the first turn; returns the seat whose turn it is."""
    await night.open_game("grimm", 4)
    await clicks.play_until(lambda asked: bool(asked) and asked[0].kind in GRIMM_TURN_STARTS)
    return (await clicks.asked())[0].seat


async def test_grimm_clicks(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        clicks = Clicks(night, bot)
        seat = await _grimm_turn_start(night, clicks)
        turn = await clicks.whole_turn(seat, await clicks.open_panel(seat), _no_action)
    fake.assert_all_answered()
    meet("grimm", {"a turn without an action": (turn, 2)})


async def test_grimm_end_turn_is_quick(fake: FakeDiscord, tmp_path: Path) -> None:
    assert engine_flags_quick("grimm")
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        clicks = Clicks(night, bot)
        await _grimm_turn_start(night, clicks)
        await clicks.play_until(lambda asked: bool(asked) and asked[0].kind == "action")
        await night.idle()
        action = (await clicks.asked())[0]
        menu = await clicks.menu(action.seat)
        ends = {i for i, c in enumerate(menu.choices) if isinstance(c.action, grimm.Skip)}
        assert ends, "ending the turn is a choice of its own"
        assert ends <= quick_paths(clicks, action.seat, action.since), "End turn is a public button"
