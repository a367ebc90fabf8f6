"""Lobby and session flows through the real bot."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cogs.table.lobby import option_line
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, _label, kill, make_night

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
    # Every option has its Russian name too (the fake refused any that breaks Discord's rules).
    unnamed = [
        f"/{command['name']} {' '.join(path)}"
        for command in fake.commands()
        for path, option in _options(command)
        if not (option.get("name_localizations") or {}).get("ru")
    ]
    assert not unnamed
    rules = next(o for o in game["options"] if o["name"] == "rules")
    assert {o["name"]: o["name_localizations"]["ru"] for o in rules["options"]} == {"game": "игра", "topic": "тема"}


def _options(entry: dict[str, Any], path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], dict[str, Any]]]:
    """Every option of a command's leaves, with the subcommand path to it."""
    for option in entry.get("options") or []:
        if option.get("type") in (1, 2):
            yield from _options(option, (*path, option["name"]))
        else:
            yield (*path, option["name"]), option


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
        assert "`тема`" in str(rules.embeds), "the list names the option as bob's client shows it"
        assert "overview" not in str(rules.embeds), "and its topics by their Russian titles"
        # He types the options by their Russian names, and a topic by its title.
        ix = await fake.slash(bob, night.channel, "игра правила", options={"игра": "grimm", "тема": "раскрытые"})
        assert "Если вас раскрыли" in str((await ix.answered()).embeds)
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
        assert '"Bot rulings"' in str(topic.embeds), "the footer points at the rulings where the rulebook is silent"
        for game in ("mascarade", "grimm", "suspicion"):
            rulings = await (await night.slash(night.users[0], "game rules", game=game, topic="bot")).answered()
            assert "Bot rulings" in str(rulings.embeds), f"{game} explains its own rulings in Discord"
            assert "ran out" in str(rulings.embeds) or "runs out" in str(rulings.embeds), "timeouts are among them"


async def test_reposting_the_board_retires_the_old_one(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        old = await night.open_game("mascarade", 4)
        await night.idle()
        # While the board is in view, /game board points at it and posts nothing.
        before = len(fake.channel_messages(night.channel))
        pointed = await night.slash(night.users[2], "game board")
        assert pointed.original is not None
        assert pointed.original.ephemeral
        assert str(old.id) in pointed.original.content
        assert len(fake.channel_messages(night.channel)) == before
        for n in range(3):  # chat pushes it away
            await fake.say(night.users[5], night.channel, f"so, {n}")
        await night.idle()
        await night.slash(night.users[1], "game board")
        await fake.wait_for(lambda: not old.buttons())  # the old board's buttons are gone
        await night.boards()
        new = await night.board()
        assert new is not old
        assert "moved" in old.text
        assert new.buttons()


def _lobby_controls(fake: FakeDiscord, night: Night) -> list[Message]:
    """The channel's public messages carrying a lobby button or option select."""
    return [
        m
        for m in fake.channel_messages(night.channel)
        if any(str(c.get("custom_id", "")).startswith(("mn:l:", "mn:o:")) for c in m.all_components())
    ]


async def _seated(fake: FakeDiscord, lobby: Message, seated: list[User], gone: list[User]) -> None:
    """The lobby message (edited after the answer) lists exactly these players."""

    def shows() -> bool:
        text = fake.message(lobby.id).text
        return all(f"<@{u.id}>" in text for u in seated) and not any(f"<@{u.id}>" in text for u in gone)

    await fake.wait_for(shows)


async def test_slash_commands_and_buttons_edit_the_one_lobby_message(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    host, bob, cat, dan = night.users[:4]
    async with night.bot():
        lobby = (await night.slash(host, "game new", game="mascarade")).original
        assert lobby is not None
        join, leave = _label(lobby, "join"), _label(lobby, "leave")
        steps: list[tuple[User, str, list[User], list[User]]] = [
            (bob, "/join", [host, bob], []),
            (cat, "join", [host, bob, cat], []),
            (cat, "/leave", [host, bob], [cat]),
            (cat, "/join", [host, bob, cat], []),
            (dan, "join", [host, bob, cat, dan], []),
            (dan, "leave", [host, bob, cat], [dan]),
        ]
        for user, op, seated, gone in steps:
            if op.startswith("/"):
                ix = await night.slash(user, f"game {op[1:]}")
                assert ix.original is not None
                assert ix.original.ephemeral, f"/game {op[1:]} answers privately"
                assert not ix.followups
            else:
                click = await fake.click(user, lobby, label=join if op == "join" else leave)
                assert (await click.answered()).type == 7, "a lobby button edits the lobby message"
            await _seated(fake, lobby, seated, gone)
            assert fake.channel_messages(night.channel) == [lobby], f"{op}: the lobby is the only public message"
            assert _lobby_controls(fake, night) == [lobby]
        # Refusals change nothing and post nothing.
        await _refused_privately(fake, night, bob, "game start")
        await _refused_privately(fake, night, bob, "game join")
        assert fake.channel_messages(night.channel) == [lobby]

        start = await night.slash(host, "game start")
        assert start.original is not None
        assert start.original.ephemeral
        board = await night.board()
        await fake.wait_for(lambda: not fake.message(lobby.id).all_components())
        started = fake.message(lobby.id)
        assert "The game has started" in started.text
        assert not started.embeds, "a started lobby is one short line"
        assert _lobby_controls(fake, night) == []
        assert board.buttons()
        assert not fake.unanswered()


async def _refused_privately(fake: FakeDiscord, night: Night, user: User, command: str) -> None:
    answer = await (await fake.slash(user, night.channel, command)).answered()
    assert answer.ephemeral
    assert answer.content.startswith("⚠️")


async def test_a_lobby_started_or_cancelled_by_a_button_keeps_no_controls(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await night.open_game("mascarade", 4)  # joined and started with the lobby's buttons
        started = fake.channel_messages(night.channel)[0]
        assert not started.all_components()
        # One line, and one more saying where a newcomer learns the game.
        said, learn = started.text.split("\n")
        assert said == "The game has started! The board is below."
        assert "`/game rules`" in learn
        assert _lobby_controls(fake, night) == []

        night.channel = await fake.add_channel(night.guild, "table-2")
        lobby = (await night.slash(night.users[0], "game new", game="grimm")).original
        assert lobby is not None
        cancel = await night.slash(night.users[0], "game cancel")
        assert cancel.original is not None
        assert cancel.original.ephemeral
        await fake.wait_for(lambda: not fake.message(lobby.id).all_components())
        assert fake.message(lobby.id).text == "The lobby was cancelled."
        assert fake.channel_messages(night.channel) == [lobby]


async def test_an_option_reads_its_label_once(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        lobby = (await night.slash(night.users[0], "game new", game="grimm")).original
        assert lobby is not None
        assert "Bets: **off**" in lobby.text
        assert "Special abilities: **on**" in lobby.text or "Special abilities: **off**" in lobby.text
        assert "Bets: **Bets" not in lobby.text
        # The select still names the option in the value it shows once chosen.
        bets = next(s for s in lobby.selects() if s["custom_id"].endswith(":bets"))
        assert {o["label"] for o in bets["options"]} == {"Bets: on (3+ players)", "Bets: off"}


@pytest.mark.parametrize(
    ("label", "value", "line"),
    [
        ("Bets", "Bets: off", "Bets: **off**"),
        ("Special abilities", "Abilities: on", "Special abilities: **on**"),
        ("Карты пари", "Пари: нет", "Карты пари: **нет**"),
        ("Game length", "Quick: 1 fewer gem of each kind", "Game length: **Quick: 1 fewer gem of each kind**"),
        ("Turn timer", "3 minutes", "Turn timer: **3 minutes**"),
        ("Edition", "Edition:", "Edition: **Edition:**"),
    ],
)
def test_option_line_says_the_label_once(label: str, value: str, line: str) -> None:
    assert option_line(label, value) == line


async def test_a_crash_between_the_start_and_the_lobby_edit_leaves_no_live_lobby(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    host, bob = night.users[:2]
    async with night.bot_process() as process:
        lobby = (await night.slash(host, "game new", game="mascarade")).original
        assert lobby is not None
        await night.slash(bob, "game join")
        await fake.wait_for(lambda: f"<@{bob.id}>" in fake.message(lobby.id).text)
        held = fake.block("PATCH /channels/*/messages/*")  # the lobby's edit, after the answer
        start = await night.slash(host, "game start")
        assert start.original is not None
        assert start.original.ephemeral
        await held.wait_held()
        await kill(process)
    fake.unblock()
    assert _lobby_controls(fake, night) == [lobby], "the crash left the lobby's buttons live"
    async with night.bot():
        await fake.wait_for(lambda: not _lobby_controls(fake, night), timeout=10)
        assert "The game has started" in fake.message(lobby.id).text
        assert (await night.board()).buttons()
