"""Hints (💡) through the real bot and the fake Discord: at a practice table of every game with
hints, the panel offers 💡; pressing it answers the presser alone, names one of their legal
choices as the panel draws it, with the reason, and changes nothing — no move, no public
message or edit. A normal table offers no 💡 (and refuses a forged one) until its host allows
hints with /game hints, which the lobby shows."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.store.records import GameStatus
from cogs.table.hints import CHOICE_SEPARATOR, choice_path
from cogs.table.menus import paginated
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night
from tests.registry import RULES, plugin

pytestmark = pytest.mark.e2e

GAMES = sorted(game for game in ("mascarade", "grimm", "suspicion") if plugin(game).hints is not None)
HINT = "mn:h:"
IDLE_POLLS = 3000  # a minute of polls for the computers' moves (a loaded machine)


def hint_buttons(panel: Message) -> list[str]:
    return [str(b["custom_id"]) for b in panel.buttons() if str(b.get("custom_id", "")).startswith(HINT)]


def public_state(fake: FakeDiscord, night: Night) -> list[tuple[int, int]]:
    """Every public message of the channel (deleted ones too) and how many versions it had."""
    return [(m.id, len(m.history)) for m in fake.channel_messages(night.channel, include_deleted=True)]


async def person_asked(night: Night, bot: MasqueradeBot, seat: int) -> None:
    """Until the computers have moved and ``seat`` is asked something."""
    services = bot.services
    for _ in range(IDLE_POLLS):
        record = await services.service.game(night.game_id)
        assert record.status == GameStatus.RUNNING, "the game is still on"
        asked = services.service.pending_for(record, services.service.state(record), seat)
        if not services.computers.waiting(record) and asked is not None:
            await night.idle()
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"seat {seat} was never asked anything")


async def press_hint(fake: FakeDiscord, night: Night, bot: MasqueradeBot, user: User, seat: int) -> str:
    """Open ``user``'s panel, press 💡, check the answer; returns its text."""
    service = bot.services.service
    panel = await night.panel(user)
    (custom_id,) = hint_buttons(panel)
    record = await service.game(night.game_id)
    state = service.state(record)
    decision = service.pending_for(record, state, seat)
    assert decision is not None
    assert custom_id == f"{HINT}{record.id}:{decision.since}", "the button carries the decision it is for"
    await bot.services.table.flush()  # the board's last refresh, which may wait out its interval
    await night.idle()
    before = public_state(fake, night)

    pressed = await fake.click(user, panel, custom_id)
    answer = await pressed.answered()
    assert answer.ephemeral, "the hint is the presser's alone"
    await bot.services.table.flush()
    await night.idle()

    # The move it names is a legal choice of the decision, named as the panel draws it.
    hint = await bot.services.hints.hint(record, seat, decision.since)
    rules = RULES[record.game]
    assert hint.action in rules.legal_actions(state, seat)
    names = {s.seat: s.name for s in record.seats}
    render = bot.catalog.render
    assert render("en", hint.reason.line, names.__getitem__) in answer.content, "with its reason"
    menu = service.menu(record, state, seat)
    custom = bot.services.presentations[record.game].panel_items
    if menu is not None and (custom is None or hint.action.kind != "guess"):
        path = choice_path(paginated(menu), hint.action)
        assert path is not None, f"{hint.action!r} is a choice of the panel"
        labels = CHOICE_SEPARATOR.join(render("en", choice.label, names.__getitem__) for choice in path)
        assert labels in answer.content, f"the answer names the choice as the panel does: {labels!r}"

    # Pressing it acted on nothing and told the table nothing.
    after = await service.game(night.game_id)
    assert after.version == record.version, "no move was made"
    assert service.pending_for(after, service.state(after), seat) == decision, "the player still chooses"
    assert public_state(fake, night) == before, "no public message was posted or edited"
    public = "\n".join(t for m in fake.channel_messages(night.channel, include_deleted=True) for t in m.texts())
    assert not [line for line in answer.content.splitlines()[1:] if line in public], "no line of it went public"
    return answer.content


@pytest.mark.parametrize("game", GAMES)
async def test_a_hint_at_a_practice_table_is_private_legal_and_changes_nothing(
    fake: FakeDiscord, tmp_path: Path, game: str
) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["computer_delay_seconds"] = 0
    ann = night.users[0]
    async with night.bot() as bot:
        most = RULES[game].player_range(RULES[game].options_model())[1]
        started = await night.slash(ann, "game practice", game=game, players=min(4, most), level="casual")
        assert started.original is not None
        assert "Hints: **on**" in str(started.original.embeds), "the table says it offers hints (and is not rated)"
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        assert record.hints, "a practice table offers hints by default"
        night.game_id = record.id
        rng = random.Random(game)
        for _ in range(3):  # a few decisions, not only the first
            await person_asked(night, bot, 0)
            await press_hint(fake, night, bot, ann, 0)
            assert await night.random_turn(ann, rng), "ann still makes her own move"
    fake.assert_all_answered()


async def test_hints_are_offered_only_where_the_host_allowed_them(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, cat = night.users[0], night.users[2]  # both read English
    async with night.bot() as bot:
        # A normal table: no 💡, and a forged one is refused.
        board = await night.open_game("grimm", 3)
        assert board is not None
        record = await bot.services.service.game(night.game_id)
        assert not record.hints, "hints are off by default"
        asked = bot.services.service.pending(record, bot.services.service.state(record))[0]
        user = night.users[asked.seat]
        panel = await night.panel(user)
        assert not hint_buttons(panel), "no 💡 at a table whose host did not allow hints"
        # A message carrying the button (a forged panel): the bot trusts the table, not the click.
        button = {"type": 2, "style": 2, "label": "Hint", "custom_id": f"{HINT}{record.id}:{asked.since}"}
        crafted = fake.world.new_message(night.channel, {"components": [{"type": 1, "components": [button]}]}, [])
        forged = await fake.click(user, crafted, label="Hint")
        refusal = await forged.answered()
        assert refusal.ephemeral
        assert "not offered" in refusal.content, refusal.content

        # Another channel: the host allows hints in the lobby, which says so and that the
        # game is not rated; the started game offers 💡 to whoever is asked something.
        night.channel = await fake.add_channel(night.guild, "games-with-hints")
        opened = await night.slash(ann, "game new", game="grimm")
        lobby = opened.original
        assert lobby is not None
        assert "Hints: **off**" in str(lobby.embeds)
        refused = await night.slash(cat, "game hints", allowed=True)
        assert refused.callback is not None
        assert "Only the host" in refused.callback.content
        allowed = await night.slash(ann, "game hints", allowed=True)
        assert allowed.callback is not None
        assert allowed.callback.ephemeral
        assert await fake.wait_for(lambda: "Hints: **on**" in str(fake.message(lobby.id).embeds)), "the lobby says so"
        assert "not rated" in str(fake.message(lobby.id).embeds)
        game_id = (await bot.services.store.live_in_channel(night.channel.id)).id  # type: ignore[union-attr]
        night.game_id = game_id
        for joiner in night.users[1:3]:
            await (await fake.click(joiner, lobby, label="Join")).answered()
        await (await fake.click(ann, lobby, label="Start")).answered()
        await night.idle()
        record = await bot.services.service.game(game_id)
        assert record.hints
        late = await night.slash(ann, "game hints", allowed=False)
        assert late.callback is not None
        assert "already started" in late.callback.content, "hints are settled before the start"
        asked = bot.services.service.pending(record, bot.services.service.state(record))[0]
        content = await press_hint(fake, night, bot, night.users[asked.seat], asked.seat)
        others = [u for i, u in enumerate(night.users[:3]) if i != asked.seat]
        for other in others:
            seen = fake.all_text_seen_by(other)
            assert not [line for line in content.splitlines()[1:] if line and line in seen], "only the presser saw it"
    fake.assert_all_answered()
