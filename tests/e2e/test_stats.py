"""Statistics, leaderboard, history, full logs and forgetting a player, through the real bot
and the fake Discord."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.boot.app import MasqueradeBot
from bot.core.skill import NEW, Entrant, Skill, counts, rate
from bot.store.db import open_database
from tests.e2e.fakediscord import Callback, Channel, FakeDiscord, User
from tests.e2e.harness import Night, make_night
from tests.store.finished import Finished, insert_finished

pytestmark = pytest.mark.e2e


def _game_number(line: str) -> int:
    """The game id a history line starts with (``#12 · …``)."""
    found = re.match(r"#(\d+) ", line)
    assert found is not None, line
    return int(found[1])


async def _ask(night: Night, who: User, command: str, channel: Channel | None = None, **options: Any) -> Callback:
    ix = await night.fake.slash(who, channel or night.channel, command, options=options or None)
    callback = await ix.answered()
    assert callback.ephemeral, f"/{command} answers only the one who asked"
    return callback


async def _finished_game(night: Night, name: str, seed: int) -> int:
    """ann and bob play a two-player Mascarade to the end in a fresh channel; its id."""
    night.channel = await night.fake.add_channel(night.guild, name)
    await night.open_game("mascarade", 2)
    await night.play_to_end(2, random.Random(seed))
    return night.game_id


async def _ended_game(night: Night, name: str) -> int:
    """ann and bob start a game that a moderator ends (no winner)."""
    night.channel = await night.fake.add_channel(night.guild, name)
    await night.open_game("mascarade", 2)
    ix = await night.fake.slash(night.mod, night.channel, "mod end", options={"reason": "time is up"})
    await ix.answered()
    await night.idle()
    return night.game_id


async def _winners(bot: MasqueradeBot, game_id: int) -> list[int]:
    record = await bot.services.service.game(game_id)
    assert record.status == "finished"
    return [int(w) for w in json.loads(record.winners or "[]")]


async def _seats(bot: MasqueradeBot, game_id: int) -> list[int]:
    record = await bot.services.service.game(game_id)
    return [s.user_id for s in record.seats if not s.removed]


def _expected_ratings(games: list[tuple[list[int], list[int]]]) -> dict[int, Skill]:
    """Each player's rating after these (seats, winners) games in turn, by the rating math."""
    ratings: dict[int, Skill] = {}
    for seats, winners in games:
        entrants = [Entrant(ratings.get(user, NEW), user in winners, kept=True) for user in seats]
        if counts(entrants):
            ratings.update(zip(seats, rate(entrants), strict=True))
    return ratings


def _shown(rating: Skill, locale: str = "en") -> str:
    """A rating's points as the catalogue writes them (1,000 / 1 000): 1000 + 20 (μ − 3σ)."""
    points = round(1000 + 20 * rating.ordinal)
    return f"{points:,}".replace(",", "\u00a0" if locale == "ru" else ",")


def _rating_line(ratings: dict[int, Skill], user: User, provisional: bool = True) -> str:
    """The rating line of /stats' field, if the player has a rating (fewer than ten rated
    games: provisional)."""
    if user.id not in ratings:
        return ""
    return f"\nrating **{_shown(ratings[user.id])}**" + (" (provisional)" if provisional else "")


def _field(callback: Callback, name: str) -> str:
    return str(next(f["value"] for f in callback.embeds[0].get("fields", []) if f["name"] == name))


def _log_text(callback: Callback) -> str:
    assert callback.message is not None
    files = [a for a in callback.message.attachments if a.filename.endswith("-log.txt")]
    assert len(files) == 1, "the log comes as one text file"
    return files[0].data.decode()


@pytest.mark.both_stores
async def test_stats_leaderboard_and_history_count_finished_games(fake: FakeDiscord, tmp_path: Path) -> None:
    """Stats per game; the leaderboard ranks only players with at least three rated games (a
    moderator-ended game rates nobody); history lists finished games newest first, a
    moderator-ended one with no winner."""
    night = await make_night(fake, tmp_path)
    ann, bob, cat = night.users[0], night.users[1], night.users[2]
    async with night.bot() as bot:
        nobody = await _ask(night, ann, "leaderboard")
        assert nobody.embeds[0]["description"] == "Nobody has 3 rated games yet."
        none = await _ask(night, ann, "stats")
        assert none.embeds[0]["description"] == "No finished games yet."
        empty = await _ask(night, ann, "game history")
        assert empty.embeds[0]["description"] == "No finished games yet."

        first = await _finished_game(night, "table-1", seed=21)
        second = await _finished_game(night, "table-2", seed=22)
        too_few = await _ask(night, ann, "leaderboard")
        assert too_few.embeds[0]["description"] == "Nobody has 3 rated games yet.", "two games do not rank"
        third = await _ended_game(night, "table-3")
        # A running game and a cancelled lobby count for nothing.
        night.channel = await fake.add_channel(night.guild, "table-4")
        await night.open_game("mascarade", 2)
        lobby_channel = await fake.add_channel(night.guild, "table-5")
        ix = await fake.slash(cat, lobby_channel, "game new", options={"game": "grimm"})
        await ix.answered()
        await (await fake.slash(cat, lobby_channel, "game cancel")).answered()

        winners = {g: await _winners(bot, g) for g in (first, second, third)}
        assert winners[third] == [], "a moderator's end has no winner"
        wins = {u.id: sum(u.id in w for w in winners.values()) for u in (ann, bob)}
        ratings = _expected_ratings([(await _seats(bot, g), winners[g]) for g in (first, second)])

        for user in (ann, bob):
            rate = round(wins[user.id] / 3 * 100)
            mine = await _ask(night, user, "stats")
            expected = f"3 played · {wins[user.id]} won · {rate}%" + _rating_line(ratings, user)
            if user is bob:  # bob reads Russian
                first_line = _field(mine, "Маскарад").splitlines()[0]
                assert re.sub(r"\D+", " ", first_line).split() == ["3", str(wins[bob.id]), str(rate)]
            else:
                assert mine.embeds[0]["title"] == "ann — games played"
                assert _field(mine, "Mascarade") == expected
            theirs = await _ask(night, cat, "stats", user=user)
            assert theirs.embeds[0]["title"] == f"{user.name} — games played"
            assert _field(theirs, "Mascarade") == expected
        grimm = await _ask(night, ann, "stats", game="grimm")
        assert grimm.embeds[0]["description"] == "No finished games yet."
        cat_stats = await _ask(night, cat, "stats")
        assert cat_stats.embeds[0]["description"] == "No finished games yet.", "a cancelled lobby is no game"

        board = await _ask(night, cat, "leaderboard")
        assert board.embeds[0]["title"] == "Leaderboard — all games"
        assert board.embeds[0]["description"] == "Nobody has 3 rated games yet.", "a moderator's end rates nobody"
        other = await _ask(night, cat, "leaderboard", game="suspicion")
        assert other.embeds[0]["title"] == "Leaderboard — Suspicion"

        history = await _ask(night, cat, "game history")
        assert history.embeds[0]["title"] == "Recent games"
        lines = history.embeds[0]["description"].splitlines()
        assert [_game_number(x) for x in lines] == [third, second, first]
        assert lines[0].startswith(f"#{third} · Mascarade · 2 players · no winner · <t:")
        for game_id, text in ((second, lines[1]), (first, lines[2])):
            mentions = ", ".join(f"<@{w}>" for w in winners[game_id]) or "no winner"
            assert text.startswith(f"#{game_id} · Mascarade · 2 players · {mentions} · <t:"), text


@pytest.mark.both_stores
async def test_leaderboard_and_stats_show_ratings_per_server_and_bot_wide(fake: FakeDiscord, tmp_path: Path) -> None:
    """After finished games: the leaderboard ranks by rating (points: 1000 + 20 (μ − 3σ),
    provisional before ten rated games) with rated games, from three; /stats shows the rating
    and its last changes; both per server, or bot-wide on asking — where only this server's
    players are listed."""
    night = await make_night(fake, tmp_path)
    ann, bob, cat = night.users[0], night.users[1], night.users[2]
    other = await fake.add_guild("Other Night", locale="en-US")
    elsewhere = await fake.add_channel(other, "games")
    for user in (ann, bob):
        await fake.add_member(other, user)
    async with night.bot() as bot:
        here = [await _finished_game(night, f"table-{n}", seed=seed) for n, seed in enumerate((51, 52, 53))]
        games = [(await _seats(bot, g), await _winners(bot, g)) for g in here]
        ratings = _expected_ratings(games)
        assert set(ratings) == {ann.id, bob.id}
        assert all(counts([Entrant(NEW, u in w, True) for u in s]) for s, w in games), "each seed has a winner"

        order = sorted((ann, bob), key=lambda u: (-round(ratings[u.id].ordinal, 10), u.id))
        board = await _ask(night, cat, "leaderboard")
        assert board.embeds[0]["title"] == "Leaderboard — all games"
        footer = board.embeds[0]["footer"]["text"]
        assert footer.startswith("Page 1 · 3 rated games to rank · rating points: 1000 to start")
        assert "μ" not in footer
        assert "σ" not in footer
        assert board.embeds[0]["description"].splitlines() == [
            f"**{i + 1}.** {u.name} — {_shown(ratings[u.id])} (provisional) · Mascarade · 3 games"
            for i, u in enumerate(order)
        ]
        by_game = await _ask(night, cat, "leaderboard", game="mascarade")
        assert by_game.embeds[0]["description"].splitlines() == [
            f"**{i + 1}.** {u.name} — {_shown(ratings[u.id])} (provisional) · 3 games" for i, u in enumerate(order)
        ]
        assert not re.search(r"—\s*[-−]", board.embeds[0]["description"]), "no negative rating is shown"
        page_two = await _ask(night, cat, "leaderboard", page=2)
        assert page_two.embeds[0]["description"] == "Nobody has 3 rated games yet."

        mine = await _ask(night, ann, "stats")
        assert _field(mine, "Mascarade").endswith(_rating_line(ratings, ann))
        assert mine.embeds[0]["footer"]["text"].startswith("This server · rating points: 1000 to start")
        changes = _field(mine, "Last rating changes").splitlines()
        assert [int(re.findall(r"#(\d+)", line)[0]) for line in changes] == here[::-1], "newest first"
        after_each = [_expected_ratings(games[: n + 1])[ann.id] for n in range(3)]
        before, after = _shown(after_each[1]), _shown(after_each[2])
        change = after_each[2].points - after_each[1].points
        sign = "+" if change > 0 else "−" if change < 0 else "±"
        assert changes[0].startswith(f"Mascarade #{here[2]} · {before} → {after} ({sign}{abs(change)}) · <t:")
        russian = await _ask(night, bob, "stats")
        shown_ru = _shown(ratings[bob.id], "ru")
        assert _field(russian, "Маскарад").endswith(f"рейтинг **{shown_ru}** (предварительный)")

        # A fourth game, in another server: bot-wide ratings count it, this server's do not.
        night.channel = elsewhere
        await night.open_game("mascarade", 2)
        await night.play_to_end(2, random.Random(54))
        games.append((await _seats(bot, night.game_id), await _winners(bot, night.game_id)))
        everywhere = _expected_ratings(games)
        night.channel = await fake.add_channel(night.guild, "table-9")
        wide = await _ask(night, cat, "leaderboard", everywhere=True)
        assert wide.embeds[0]["title"] == "Leaderboard — all games (every server)"
        wide_order = sorted((ann, bob), key=lambda u: (-round(everywhere[u.id].ordinal, 10), u.id))
        assert wide.embeds[0]["description"].splitlines() == [
            f"**{i + 1}.** {u.name} — {_shown(everywhere[u.id])} (provisional) · Mascarade · 4 games"
            for i, u in enumerate(wide_order)
        ]
        server = await _ask(night, cat, "leaderboard")
        assert server.embeds[0]["description"] == board.embeds[0]["description"], "this server's games only"
        wide_stats = await _ask(night, ann, "stats", everywhere=True)
        assert _field(wide_stats, "Mascarade").startswith("4 played")
        assert _field(wide_stats, "Mascarade").endswith(_rating_line(everywhere, ann))
        assert wide_stats.embeds[0]["footer"]["text"].startswith("Every server")
        there = await _ask(night, ann, "leaderboard", elsewhere)
        assert there.embeds[0]["description"] == "Nobody has 3 rated games yet.", "one game there"


@pytest.mark.both_stores
async def test_games_finished_before_ratings_are_rated_when_the_bot_starts(fake: FakeDiscord, tmp_path: Path) -> None:
    """A database with finished games no rating took in (an upgrade, or a kill between a game's
    end and its rating): the bot rates them, in finish order, before it serves anyone."""
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[0], night.users[1]
    seats = ((ann.id, None), (bob.id, None))
    games = [
        Finished(1, night.guild.id, seats, winners=(ann.id,), finished_at=300.0),
        Finished(2, night.guild.id, seats, winners=(bob.id,), finished_at=100.0),
        Finished(3, night.guild.id, seats, winners=(ann.id,), finished_at=200.0),
    ]
    db = await open_database(night.database_url or night.db_path)
    for game in games:
        await insert_finished(db, game)
    await db.close()
    async with night.bot() as bot:
        ratings = _expected_ratings(
            [([ann.id, bob.id], list(g.winners)) for g in sorted(games, key=lambda g: g.finished_at)]
        )
        order = sorted((ann, bob), key=lambda u: -ratings[u.id].ordinal)
        board = await _ask(night, ann, "leaderboard", game="mascarade")
        assert board.embeds[0]["description"].splitlines() == [
            f"**{i + 1}.** p{u.id} — {_shown(ratings[u.id])} (provisional) · 3 games" for i, u in enumerate(order)
        ]
        assert await bot.services.service.ratings.rate_pending() == 0, "all rated at start-up"


async def test_game_log_is_only_for_finished_games_of_this_server(fake: FakeDiscord, tmp_path: Path) -> None:
    """/game log: refused while the game runs (its secrets are live); once finished, the whole
    log with the private lines labelled; never for another server's game."""
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[0], night.users[1]
    other = await fake.add_guild("Other Night", locale="en-US")
    elsewhere = await fake.add_channel(other, "games")
    await fake.add_member(other, ann)
    async with night.bot() as bot:
        await night.open_game("mascarade", 2)
        game_id = night.game_id
        running = await _ask(night, ann, "game log", game_id=game_id)
        assert running.content.startswith("⚠️ That log is not available")
        assert running.message is not None
        assert not running.message.attachments, "no secrets of a running game"
        missing = await _ask(night, ann, "game log", game_id=game_id + 1000)
        assert "no longer exists" in missing.content

        await night.play_to_end(2, random.Random(5))
        english = await _ask(night, ann, "game log", game_id=game_id)
        assert english.content == f"Full log of game #{game_id} (Mascarade)"
        text = _log_text(english)
        events = await bot.services.store.all_events(game_id)
        private = [e for e in events if e.audience]  # an empty audience: the table's signals, never shown
        assert private, "a Mascarade game has private events"
        labelled = [x for x in text.splitlines() if x.startswith(("[private to ann]", "[private to bob]"))]
        assert len(labelled) == len(private), "every private line is in, labelled with who saw it"
        assert len(text.splitlines()) == len([e for e in events if e.audience != ()]), "signals are not lines"
        russian = await _ask(night, bob, "game log", game_id=game_id)
        expected = f"Полный журнал игры №\u00a0{game_id} (Маскарад)"
        assert russian.content == expected, "answers follow the reader's language"

        foreign = await _ask(night, ann, "game log", elsewhere, game_id=game_id)
        assert foreign.content.startswith("⚠️ That log is not available")


@pytest.mark.both_stores
async def test_forget_me_deletes_stats_and_replaces_the_name_in_logs(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[0], night.users[1]
    async with night.bot() as bot:
        game_id = await _finished_game(night, "table-1", seed=31)
        winners = await _winners(bot, game_id)
        before = _log_text(await _ask(night, bob, "game log", game_id=game_id))
        assert re.search(r"\bann\b", before), "ann's name is in the log before she asks to be forgotten"
        stats = await _ask(night, ann, "stats")
        assert _field(stats, "Mascarade").startswith("1 played")

        done = await _ask(night, ann, "privacy forget-me")
        assert (
            done.content
            == "Done: your statistics, ratings and lessons are deleted and your name is removed from 1 stored game."
        )

        gone = await _ask(night, ann, "stats")
        assert gone.embeds[0]["description"] == "No finished games yet."
        asked_by_other = await _ask(night, bob, "stats", user=ann)
        assert asked_by_other.embeds[0]["description"] == "Завершённых игр пока нет."  # bob reads Russian
        after = _log_text(await _ask(night, bob, "game log", game_id=game_id))
        assert not re.search(r"\bann\b", after), "ann's name is gone from the log"
        assert "—" in after, "her seat is still there, nameless"
        assert re.search(r"\bbob\b", after), "the other player is untouched"
        history = (await _ask(night, bob, "game history")).embeds[0]["description"]
        assert f"<@{ann.id}>" not in history
        if bob.id in winners:
            assert f"<@{bob.id}>" in history
        bob_stats = await _ask(night, bob, "stats", user=bob)
        assert _field(bob_stats, "Маскарад").startswith("сыграно 1 "), "bob's own stats stay"
        reads = bot.services.stats
        for everywhere in (False, True):
            assert await reads.rating_history(night.guild.id, ann.id, everywhere=everywhere) == []
            assert len(await reads.rating_history(night.guild.id, bob.id, everywhere=everywhere)) == 1
        assert "рейтинг" in _field(bob_stats, "Маскарад"), "bob's rating stays"
        again = await _ask(night, ann, "privacy forget-me")
        assert "0 stored games" in again.content


async def test_forget_me_works_in_direct_messages(fake: FakeDiscord, tmp_path: Path) -> None:
    """/privacy forget-me is the one command meant to work in a DM (a player who left the
    server can still ask)."""
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    async with night.bot():
        await _finished_game(night, "table-1", seed=41)
        ix = await fake.slash(ann, fake.dm_channel(ann), "privacy forget-me")
        callback = await ix.answered()
        assert callback.ephemeral
        assert (
            callback.content
            == "Done: your statistics, ratings and lessons are deleted and your name is removed from 1 stored game."
        )
        stats = await _ask(night, ann, "stats")
        assert stats.embeds[0]["description"] == "No finished games yet."
        # Other stats commands still need a server.
        refused = await fake.slash(ann, fake.dm_channel(ann), "stats")
        assert "not in direct messages" in (await refused.answered()).content
