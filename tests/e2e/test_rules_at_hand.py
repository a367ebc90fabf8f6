"""The rules at the moment they matter, through the real bot: a Mascarade claim is answered
knowing the claimed power and the stakes (the announcer read them before announcing); a Grimm
draft pick is made in the panel, under the player's character, never from the channel; a
Suspicion question says what "can see" means, and a choice that takes the bank's last gem of a
kind says it ends the game. The turn message says what its buttons do, and nothing secret."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from cogs.mascarade.rules.actions import Announce
from tests.bounds import bounded
from tests.e2e.clicks import Clicks
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night
from tests.e2e.test_glossary import assert_names_nobody, explain, offered, open_glossary

pytestmark = pytest.mark.e2e


SAID = {
    "en": {
        "stakes": "you too, if you bluffed",
        "power": "The King’s power: Take 3 coins from the bank.",
        "doubt": "or doubt {}",
        "courthouse": "into the courthouse",
        "sight": "a guest sees every guest in its row and its column",
        "last gem": "taking it ends the game at once",
    },
    "ru": {
        "stakes": "и вы тоже, если блефовали",
        "power": "Способность персонажа «Король» — Взять из банка 3 монеты.",
        "doubt": "или не верите игроку {}",
        "courthouse": "во Дворец Правосудия",
        "sight": "ость видит всех гостей в своём ряду и своём столбце",
        "last gem": "если взять его, игра сразу закончится",
    },
}


def lang(user: User) -> str:
    return user.locale.split("-")[0]


def turn_message(night: Night) -> Message:
    """The current turn message: the newest public message with quick controls."""
    posts = [m for m in night.fake.channel_messages(night.channel) if any("mn:q:" in str(c) for c in m.buttons())]
    posts += [
        m for m in night.fake.channel_messages(night.channel) if any("mn:q:" in s["custom_id"] for s in m.selects())
    ]
    assert posts, "no turn message with quick controls"
    return max(posts, key=lambda m: int(m.id))


def panel_lines(panel: Message) -> str:
    """What a panel says above its controls, and every option's description."""
    described = [str(o.get("description", "")) for s in panel.selects() for o in s["options"]]
    return "\n".join([panel.content, *described])


async def test_mascarade_a_claim_is_answered_knowing_the_power_and_the_stakes(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        clicks = Clicks(night, bot)
        await night.open_game("mascarade", 4)
        await clicks.play_until(lambda asked: bool(asked) and asked[0].kind == "turn")
        await night.idle()
        # The turn message says what its buttons do (the rules, nobody's card).
        assert "only the swapper knows" in turn_message(night).content
        (turn,) = await clicks.asked()
        announcer = await clicks.user(turn.seat)
        panel = await clicks.open_panel(turn.seat)
        assert SAID[lang(announcer)]["stakes"] in panel.content, "the announcer reads the stakes first"
        await clicks.in_panel(
            turn.seat, panel, lambda action: isinstance(action, Announce) and action.character == "king"
        )
        await night.idle()
        (answer,) = await clicks.asked()
        assert answer.kind == "contest"
        # The turn message's line for Pass and Contest, public (the table's language).
        line = turn_message(night).content
        assert "Contest: claim the King too" in line
        assert "each impostor pays 1 coin" in line
        # The one answering reads the power and what a contest costs, privately.
        said = SAID[lang(await clicks.user(answer.seat))]
        shown = (await clicks.open_panel(answer.seat)).content
        assert said["power"] in shown
        assert said["doubt"].format(announcer.name) in shown
        assert said["courthouse"] in shown
    fake.assert_all_answered()


async def test_grimm_a_draft_pick_is_made_under_ones_character(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        clicks = Clicks(night, bot)
        await night.open_game("grimm", 3)
        await night.idle()
        (draft,) = await clicks.asked()
        assert draft.kind == "draft"
        user = await clicks.user(draft.seat)
        post = turn_message(night)
        # One button for the draft: no pick is ever made from the channel.
        quick = [b["label"] for b in post.buttons() if str(b.get("custom_id", "")).startswith("mn:q:")]
        assert quick == ["Choose from the row…"]
        assert "opens your panel, with your character" in post.content
        before = await clicks.version()
        pressed = await fake.click(user, post, label="Choose from the row…")
        answer = await pressed.answered()
        assert answer.ephemeral
        assert await clicks.version() == before, "pressing it picks nothing"
        panel = pressed.original
        assert panel is not None
        # The player's character is on top; every pick says what it would be to them.
        record, game_state = await clicks.game()
        state: Any = game_state
        character = bot.services.catalog.get("en", f"grimm-character-{state.seats[draft.seat].characters[0]}")
        assert character in str(panel.embeds)
        (row,) = [s for s in panel.selects() if s["custom_id"].startswith("mn:s:")]
        assert all(o.get("description") for o in row["options"])
        assert "Everyone sees what you take" in panel.content
        assert record.game == "grimm"
        # Picked there: the game moves on by one action.
        await clicks.follow(user, panel, draft.since, [0], 0)
        assert await clicks.version() == before + 1
    fake.assert_all_answered()


async def test_grimm_explains_what_is_in_play(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    async with night.bot():
        await night.open_game("grimm", 3)
        listed = await open_glossary(night, ann)
        groups = offered(listed)
        assert list(groups) == ["Characters", "Artifacts", "Actions this round", "Turns, tokens and roses"]
        assert len(groups["Characters"]) == len(groups["Artifacts"]) == 8
        assert groups["Actions this round"][0] == "action-point_finger"
        assert len(groups["Actions this round"]) == 3, "Point the Finger and the two shown this round"
        finger = await explain(night, ann, listed, "action-point_finger")
        assert "place a token on the character you named" in finger
        give = await explain(night, ann, listed, "give")
        assert "win them the round" in give
        assert_names_nobody(night, [listed.content, finger, give])
    fake.assert_all_answered()


async def test_suspicion_explains_what_is_in_play(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    async with night.bot():
        await night.open_game("suspicion", 3)
        listed = await open_glossary(night, ann)
        groups = offered(listed)
        assert list(groups) == ["How it works", "The cards’ actions", "Rooms of the villa", "Guests"]
        assert len(groups["Rooms of the villa"]) == 12
        assert len(groups["Guests"]) == 10
        sight = await explain(night, ann, listed, "sight")
        assert "same row or the same column" in sight
        room = await explain(night, ann, listed, "room-r0c0")
        assert "row 1 and column A" in room
        assert_names_nobody(night, [sight, room])
    fake.assert_all_answered()


async def test_suspicion_the_last_gem_of_a_kind_is_announced_before_it_is_taken(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """Two players and the shortest bank: played until a choice would take the bank's last
    gem of a kind; that choice says it ends the game, in the player's panel."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        clicks = Clicks(night, bot)
        await night.open_game("suspicion", 2, length="short2")
        warned = sight = False
        for _ in bounded(400, "a question, and a choice that takes the last gem of a kind"):
            await night.idle()
            (asked, *_) = await clicks.asked()
            menu = await clicks.menu(asked.seat)
            if not sight and any(note.key.startswith("suspicion-note-sight") for note in menu.notes):
                shown = (await clicks.open_panel(asked.seat)).content
                assert SAID[lang(await clicks.user(asked.seat))]["sight"] in shown
                sight = True
            if any(_warns(choice) for choice in menu.choices):
                panel = await clicks.open_panel(asked.seat)
                assert SAID[lang(await clicks.user(asked.seat))]["last gem"] in panel_lines(panel)
                warned = True
            if warned and sight:
                break
            await clicks.in_panel(asked.seat, await clicks.open_panel(asked.seat), _not_ending(menu))
    fake.assert_all_answered()


def _not_ending(menu: Any) -> Any:
    """Any choice but one that would end the game now (the loop is looking for the warning)."""
    ending = [c.action for c in menu.choices if _warns(c)]
    return lambda action: action not in ending


def _warns(choice: Any) -> bool:
    return choice.description is not None and choice.description.key == "suspicion-desc-last-gem"
