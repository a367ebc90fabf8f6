"""A finished game's replay through the real bot and the fake Discord: opened from the
command (and its autocomplete), stepped, jumped, shown to the table; and never for a game
that is not over, nor for another server's."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.boot.registry import EXTRA_GAMES_ENV
from bot.engine.core import BaseState
from bot.i18n import Translator
from cogs.mascarade.rules import State
from cogs.suspicion.rules import State as SuspicionState
from cogs.suspicion.rules.terms import guest_term
from tests.e2e.fakediscord import Channel, FakeDiscord, Message
from tests.e2e.fakediscord.interactions import Interaction
from tests.e2e.harness import make_night

pytestmark = pytest.mark.e2e

NOT_OVER = "has not finished"
OTHER_SERVER = "Only finished games of this server"


def replay_text(message: Message) -> str:
    return "\n".join(message.texts(all_versions=False))


def field(message: Message, name: str) -> str:
    fields = [f for e in message.embeds for f in e.get("fields", []) if f["name"] == name]
    assert len(fields) == 1, f"one field {name!r}"
    return str(fields[0]["value"])


def secrets_field(message: Message) -> str:
    return field(message, "Who held what")


def crafted_controls(fake: FakeDiscord, channel: Channel, game: int) -> Message:
    """A message of the bot's in ``channel`` carrying every replay control for ``game``."""
    ids = [f"mn:rp:{game}:0:e", f"mn:rp:{game}:1:o", f"mn:rp:{game}:0:o", f"mn:rt:{game}:0"]
    buttons = [{"type": 2, "style": 2, "label": str(n), "custom_id": custom_id} for n, custom_id in enumerate(ids)]
    jump = {"type": 3, "custom_id": f"mn:rj:{game}:e", "options": [{"label": "0", "value": "0"}]}
    rows = [{"type": 1, "components": buttons}, {"type": 1, "components": [jump]}]
    return fake.world.new_message(channel, {"content": "crafted", "components": rows}, [])


async def refused(asked: Interaction, reason: str) -> None:
    callback = await asked.answered()
    assert callback.ephemeral, "a refusal is told to the one who asked only"
    assert reason in callback.content, callback.content


@pytest.mark.both_stores
async def test_a_finished_game_is_replayed_step_by_step_and_shown_to_the_table(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    bob, cat = night.users[1:3]
    async with night.bot() as bot:
        await night.open_game("mascarade", 2)
        summary = await night.play_to_end(2, random.Random(4))
        game = night.game_id
        steps = await bot.services.service.replay_steps(game)
        last = len(steps) - 1

        typed = await fake.autocomplete(cat, night.channel, "game replay", {"game": str(game)}, focused="game")
        choices = (await typed.answered()).choices
        assert [c["value"] for c in choices] == [game], "the finished game is offered by its number"
        assert f"#{game} · Mascarade · 2 players" in choices[0]["name"]

        from_summary = await fake.click(cat, summary, label="Replay")
        summary_copy = (await from_summary.answered()).message
        assert summary_copy is not None
        assert summary_copy.ephemeral, "the summary's Replay button opens the presser's own copy"
        assert "The deal" in replay_text(summary_copy)

        opened = await night.slash(cat, "game replay", game=game)
        replay = opened.original
        assert replay is not None
        assert replay.ephemeral, "a replay opens for the one who asked, a spectator too"
        assert "The deal" in replay_text(replay)
        assert [a.filename for a in replay.attachments] == ["replay.png"], "the board's picture at the deal"
        assert secrets_field(replay) == held_cards(bot, steps[0].state), "who held which card at the deal"

        forward = await fake.click(cat, replay, custom_id=f"mn:rp:{game}:1:e")
        assert (await forward.answered()).type == 7, "▶ steps the same message"
        assert f"Step 1 of {last}" in replay_text(replay)
        assert [a.filename for a in replay.attachments] == ["replay.png"], "each step has its picture"
        assert secrets_field(replay) == held_cards(bot, steps[1].state)

        jump = replay.select(f"mn:rj:{game}:e")
        turn = jump["options"][-1]
        jumped = await fake.select(cat, replay, f"mn:rj:{game}:e", [turn["value"]])
        assert (await jumped.answered()).type == 7, "the jump steps the same message"
        # The step names the turn it was played in: the board drawn after it may be a turn on.
        assert f"Step {turn['value']} of {last} · played in {turn['label'].lower()}" in replay_text(replay)
        at = int(turn["value"])
        assert secrets_field(replay) == held_cards(bot, steps[at].state)

        shown = await fake.click(cat, replay, label="Show to the table")
        answer = await shown.answered()
        assert not answer.ephemeral, "the table sees it"
        public = answer.message
        assert public is not None
        assert public in fake.channel_messages(night.channel)
        assert f"Step {at} of {last}" in replay_text(public), "the step that was shown"
        assert all(b["custom_id"].endswith(":o") for b in public.buttons()), "its controls open one's own copy"
        assert "Show to the table" not in [b.get("label") for b in public.buttons()]

        back = await fake.click(bob, public, custom_id=f"mn:rp:{game}:{at - 1}:o")
        own = await back.answered()
        assert own.ephemeral, "bob steps a copy of his own"
        assert own.message is not None
        assert f"Шаг {at - 1} из {last}" in replay_text(own.message), "in his language (the table's is English)"
        assert len(public.versions) == 1, "the shared replay never moves under the table's eyes"
    async with night.bot():
        after_restart = await fake.click(cat, replay, custom_id=f"mn:rp:{game}:{at - 1}:e")
        assert (await after_restart.answered()).type == 7, "its controls work after a restart"
        assert f"Step {at - 1} of {last}" in replay_text(replay)
    fake.assert_all_answered()


def held_cards(bot: MasqueradeBot, state: BaseState) -> str:
    """Who held which card in a Mascarade ``state``, as the replay says it."""
    assert isinstance(state, State)
    t = Translator(bot.services.catalog, "en", lambda seat: ("ann", "bob")[seat])
    lines = []
    for seat in state.order:
        cards = sorted(state.slots[i].card for i in state.owned(seat))
        lines.append(f"{t.seat(seat)}: " + ", ".join(t(f"mascarade-card-{c}") for c in cards))
    return "\n".join(lines)


@pytest.mark.both_stores
async def test_no_replay_of_a_game_not_over_nor_of_another_server(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    async with night.bot():
        lobby = await night.slash(ann, "game new", game="grimm")
        lobby_game = int(lobby.original.buttons()[0]["custom_id"].split(":")[2]) if lobby.original else 0
        await refused(await night.slash(ann, "game replay", game=lobby_game), NOT_OVER)
        cancel = await night.slash(ann, "game cancel")
        assert cancel.callback is not None

        board = await night.open_game("grimm", 3)
        running = night.game_id
        await refused(await night.slash(ann, "game replay", game=running), NOT_OVER)
        for forged in (f"mn:rp:{running}:0:e", f"mn:rt:{running}:0"):
            click = await fake.forged_click(ann, board, forged)
            await refused(click, "out of date")  # not on the message: discord.py never runs it
        # A message of the bot's that does carry them (as a replay's would): the control's
        # own check refuses.
        crafted = crafted_controls(fake, night.channel, running)
        for custom_id in (f"mn:rp:{running}:0:e", f"mn:rp:{running}:1:o", f"mn:rt:{running}:0"):
            await refused(await fake.click(ann, crafted, custom_id=custom_id), NOT_OVER)
        await refused(await fake.select(ann, crafted, f"mn:rj:{running}:e", ["0"]), NOT_OVER)
        typed = await fake.autocomplete(ann, night.channel, "game replay", {"game": ""}, focused="game")
        assert (await typed.answered()).choices == [], "a running game is never offered"

        paused = await fake.slash(night.mod, night.channel, "mod pause")
        await paused.answered()
        await refused(await night.slash(ann, "game replay", game=running), NOT_OVER)
        await refused(await fake.click(ann, crafted, custom_id=f"mn:rp:{running}:0:e"), NOT_OVER)

        ended = await fake.slash(night.mod, night.channel, "mod end", options={"reason": "time is up"})
        await ended.answered()
        await night.idle()
        await night.execute("UPDATE games SET guild_id = ? WHERE id = ?", (night.guild.id + 1, running))
        await refused(await night.slash(ann, "game replay", game=running), OTHER_SERVER)
        await refused(await fake.click(ann, crafted, custom_id=f"mn:rp:{running}:0:o"), OTHER_SERVER)
        seen = fake.all_text_seen_by(ann)
        assert "Who held what" not in seen
    fake.assert_all_answered()


async def test_a_suspicion_replay_tells_every_answer_and_who_was_which_guest(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    cat = night.users[2]
    async with night.bot() as bot:
        await night.open_game("suspicion", 2)
        await night.play_to_end(2, random.Random(2))
        game = night.game_id
        steps = await bot.services.service.replay_steps(game)
        asked = next(s for s in steps if any(e.text.key == "suspicion-event-answer" for e in s.events))
        answer = next(e for e in asked.events if e.text.key == "suspicion-event-answer")
        assert answer.to is not None

        opened = await night.slash(cat, "game replay", game=game)
        replay = opened.original
        assert replay is not None
        jump = replay.select(f"mn:rj:{game}:e")
        start = max(int(o["value"]) for o in jump["options"] if int(o["value"]) <= asked.number)
        jumped = await fake.select(cat, replay, jump["custom_id"], [str(start)])
        await jumped.answered()
        for step in range(start + 1, asked.number + 1):
            forward = await fake.click(cat, replay, custom_id=f"mn:rp:{game}:{step}:e")
            await forward.answered()
        assert f"Step {asked.number} of" in replay_text(replay)

        t = Translator(bot.services.catalog, "en", lambda seat: ("ann", "bob")[seat])
        told = field(replay, "Told privately at this step")
        assert f"[private to {t.seat(answer.to[0])}] {t.text(answer.text)}" in told, "the yes/no answer"
        state = asked.state
        assert isinstance(state, SuspicionState)
        held = field(replay, "Who held what")
        for seat, secrets in enumerate(state.secrets):
            assert f"{t.seat(seat)}: **{t(guest_term(secrets.guest))}**" in held, "which guest each player was"
    fake.assert_all_answered()


async def test_a_game_without_secrets_lines_is_replayed_with_its_picture_and_private_events(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fourth game names no secrets (no ``replay_secrets``): its replay shows its board's
    picture, like every game's, and the step's private events, without "who held what"."""
    monkeypatch.setenv(EXTRA_GAMES_ENV, "tests.fourth_game.plugin")
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[:2]
    async with night.bot():
        await night.open_game("guess", 2, numbers="5")
        rng = random.Random(5)
        for user in (ann, bob, ann, bob):
            assert await night.random_turn(user, rng), f"{user.name} had nothing to do"
        await night.idle()
        opened = await night.slash(ann, "game replay", game=night.game_id)
        replay = opened.original
        assert replay is not None
        assert [a.filename for a in replay.attachments] == ["replay.png"], "its board's picture"
        assert "Number Guess" in replay_text(replay), "its name"
        forward = await fake.click(ann, replay, custom_id=f"mn:rp:{night.game_id}:1:e")
        await forward.answered()
        assert "You picked" in field(replay, "Told privately at this step")
        assert "Who held what" not in replay_text(replay)
    fake.assert_all_answered()
