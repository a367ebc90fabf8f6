"""The primer through the real bot: the first time a person takes a seat at a game they have
never finished here, they are told it privately (three lines and where to learn more), once
per person and game — a second seat, a restart, another lobby do not repeat it; a person who
finished a game of it is not told. The public messages of a table point to the same places."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.e2e.fakediscord import FakeDiscord, Interaction, Message, User
from tests.e2e.harness import Night, _label, make_night

pytestmark = pytest.mark.e2e

PRIMER = {"en": "Here it is in three lines", "ru": "Вот суть в трёх строках"}
RULES = {"en": "`/game rules`", "ru": "`/игра правила`"}


def primers(ix: Interaction, locale: str = "en") -> list[Message]:
    """The messages of an interaction (its answer and follow-ups) that tell the primer."""
    return [m for m in ix.messages() if PRIMER[locale] in m.content]


async def join_by_button(night: Night, user: User, lobby: Message) -> Interaction:
    ix = await night.fake.click(user, lobby, label=_label(lobby, "join"))
    await ix.answered()
    await night.idle()
    return ix


async def leave_by_button(night: Night, user: User, lobby: Message) -> None:
    ix = await night.fake.click(user, lobby, label=_label(lobby, "leave"))
    await ix.answered()


async def test_the_primer_is_told_once_per_person_and_game(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    host, ann, cleo = night.users[0], night.users[2], night.users[3]
    async with night.bot():
        opened = await night.slash(host, "game new", game="mascarade")
        await night.idle()
        lobby = opened.original
        assert lobby is not None
        # The host took the first seat: told in a private follow-up; the lobby is public.
        (told,) = primers(opened)
        assert told.ephemeral
        assert not lobby.ephemeral
        assert PRIMER["en"] not in lobby.content
        assert "Goal:" in told.content
        assert "A turn:" in told.content
        assert "Your secrets:" in told.content
        assert RULES["en"] in told.content
        assert "What does … do?" in told.content
        # The lobby itself points to the rules, in one line, for everyone.
        assert RULES["en"] in str(lobby.embeds)
        # Ann joins with the button: the lobby is edited, the primer comes privately.
        joined = await join_by_button(night, ann, lobby)
        (told,) = primers(joined)
        assert told.ephemeral
        assert not told.embeds
        # She leaves and sits down again: not told twice.
        await leave_by_button(night, ann, lobby)
        assert primers(await join_by_button(night, ann, lobby)) == []
        # Cleo joins with the command: the primer comes with its private answer.
        by_command = await night.slash(cleo, "game join")
        answer = await by_command.answered()
        assert answer.ephemeral
        assert "You took a seat" in answer.content
        assert PRIMER["en"] in answer.content
        # Another game is another primer.
        await night.slash(host, "game cancel")
        grimm = await night.slash(host, "game new", game="grimm")
        await night.idle()
        assert len(primers(grimm)) == 1
        await night.slash(host, "game cancel")
    # After a restart, nobody is told Mascarade's primer again.
    async with night.bot():
        opened = await night.slash(host, "game new", game="mascarade")
        await night.idle()
        lobby = opened.original
        assert lobby is not None
        assert primers(opened) == []
        assert primers(await join_by_button(night, ann, lobby)) == []
    fake.assert_all_answered()


async def test_the_primer_speaks_the_readers_language_and_the_start_points_to_the_rules(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    bob = night.users[1]  # Discord in Russian
    async with night.bot():
        board = await night.open_game("suspicion", 3)
        assert board.embeds
        joined = [ix for ix in fake.interactions if ix.user == bob]
        (told,) = [m for ix in joined for m in primers(ix, "ru")]
        assert told.ephemeral
        assert RULES["ru"] in told.content
        assert "Цель." in told.content
        # The started lobby and the first turn message name the rules (the table's language).
        public = [m.content for m in fake.channel_messages(night.channel)]
        started = next(text for text in public if "The game has started" in text)
        assert RULES["en"] in started
        await night.idle()
        first_turn = next(m for m in fake.channel_messages(night.channel) if "'s turn" in m.content)
        assert RULES["en"] in first_turn.content
        # Only the first: the turn messages after it do not repeat it.
        rng = random.Random(1)

        def turns() -> list[Message]:
            return [m for m in fake.channel_messages(night.channel) if "'s turn" in m.content]

        async def second_turn() -> bool:
            return len(turns()) >= 2

        await night.play_until(second_turn, rng, "a second turn message", players=3)
        assert [RULES["en"] in m.content for m in turns()[:2]] == [True, False]
