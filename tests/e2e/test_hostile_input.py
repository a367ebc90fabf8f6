"""Hostile input: whatever an interaction carries, it gets a clear ephemeral answer within
3 s, nothing is logged as a bug, and the database is unchanged.

Three games are open: a Mascarade game running in #games (ann, bob, cat, dan), a Suspicion
lobby in #parlour (fay hosts) and a Mascarade lobby in #hall (gus hosts). Each case sends one
interaction a modified client, an old message or a careless user could produce.
"""

from __future__ import annotations

import contextlib
import logging
import random
import re
import sqlite3
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.e2e.fakediscord import Channel, FakeDiscord, Interaction, Message, User
from tests.e2e.fakediscord.model import embed_texts
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

STALE = "out of date"
NOT_ALLOWED = "not allowed"
ELSEWHERE = "another channel"
HUGE = "9" * 20  # past SQLite's 64-bit integers


@dataclass
class Scene:
    night: Night
    board: Message  # the running Mascarade game's board in #games
    game: int
    parlour: Channel
    suspicion_lobby: Message
    suspicion: int
    hall: Channel
    mascarade_lobby: Message
    mascarade: int

    @property
    def fake(self) -> FakeDiscord:
        return self.night.fake

    @property
    def ann(self) -> User:
        """Seated in the running game, and its host."""
        return self.night.users[0]

    @property
    def fay(self) -> User:
        """Hosts the Suspicion lobby."""
        return self.night.users[5]

    @property
    def gus(self) -> User:
        """Hosts the Mascarade lobby."""
        return self.night.users[6]

    def old_message(self, channel: Channel, custom_id: str, *, select: bool = False) -> Message:
        """A message an earlier version of the bot left in ``channel``, carrying one button
        (or select, with one option "x") whose custom_id this version may not know."""
        if select:
            component = {"type": 3, "custom_id": custom_id, "options": [{"label": "x", "value": "x"}]}
        else:
            component = {"type": 2, "style": 2, "label": "old", "custom_id": custom_id}
        body = {"content": "from an older version", "components": [{"type": 1, "components": [component]}]}
        return self.fake.world.new_message(channel, body, [])

    async def click_old(self, user: User, channel: Channel, custom_id: str) -> Interaction:
        return await self.fake.click(user, self.old_message(channel, custom_id), custom_id)

    async def select_old(self, user: User, channel: Channel, custom_id: str, values: list[str]) -> Interaction:
        message = self.old_message(channel, custom_id, select=True)
        return await self.fake.forged_select(user, message, custom_id, values)


async def _scene(night: Night) -> Scene:
    fake = night.fake
    board = await night.open_game("mascarade", 4)
    parlour = await fake.add_channel(night.guild, "parlour")
    hall = await fake.add_channel(night.guild, "hall")
    lobbies = []
    for host, channel, game in ((night.users[5], parlour, "suspicion"), (night.users[6], hall, "mascarade")):
        ix = await fake.slash(host, channel, "game new", options={"game": game})
        await ix.answered()
        assert ix.original is not None
        lobbies.append(ix.original)
    await night.idle()
    # /game new records its lobby message after answering: wait for that write too.
    await fake.wait_for(lambda: _lobbies_recorded(night.db_path) == 3)
    return Scene(
        night, board, night.game_id, parlour, lobbies[0], _lobby_id(lobbies[0]), hall, lobbies[1], _lobby_id(lobbies[1])
    )


def _lobbies_recorded(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM games WHERE lobby_message_id IS NOT NULL").fetchone()[0])


def _lobby_id(message: Message) -> int:
    return int(next(b["custom_id"] for b in message.buttons() if b["custom_id"].startswith("mn:l:")).split(":")[2])


Send = Callable[[Scene], Awaitable[Interaction]]


@dataclass(frozen=True)
class Case:
    name: str
    send: Send
    says: str

    def __repr__(self) -> str:
        return self.name


def _games(s: Scene) -> Channel:
    return s.night.channel


CASES = [
    # Custom_ids in unknown or older formats, on a message the bot once posted.
    Case("unknown-kind", lambda s: s.click_old(s.ann, _games(s), "mn:zz:1"), STALE),
    Case("act-without-tag", lambda s: s.click_old(s.ann, _games(s), f"mn:a:{s.game}:0:0"), STALE),
    Case("upper-case-tag", lambda s: s.click_old(s.ann, _games(s), f"mn:a:{s.game}:1:0:DEADBEEF"), STALE),
    Case("upper-case-kind", lambda s: s.click_old(s.ann, _games(s), f"MN:P:{s.game}"), STALE),
    Case("trailing-newline", lambda s: s.click_old(s.ann, _games(s), f"mn:p:{s.game}\n"), STALE),
    Case("other-prefix", lambda s: s.click_old(s.ann, _games(s), f"mn2:p:{s.game}"), STALE),
    Case("foreign-prefix", lambda s: s.click_old(s.ann, _games(s), "confirm:delete:7"), STALE),
    Case("sql-tail", lambda s: s.click_old(s.ann, _games(s), f"mn:p:{s.game}' OR 1=1; DROP TABLE games;--"), STALE),
    Case("non-ascii-digit", lambda s: s.click_old(s.ann, _games(s), "mn:p:٣"), STALE),
    # Numbers out of range, before any lookup.
    Case("huge-game", lambda s: s.click_old(s.ann, _games(s), f"mn:p:{HUGE}"), STALE),
    Case("huge-game-act", lambda s: s.click_old(s.ann, _games(s), f"mn:a:{HUGE}:1::m"), STALE),
    Case("huge-version", lambda s: s.click_old(s.ann, _games(s), f"mn:a:{s.game}:{HUGE}::m"), STALE),
    Case("huge-seat", lambda s: s.select_old(s.ann, _games(s), f"mn:nt:{s.game}:{HUGE}", ["x"]), STALE),
    Case("huge-lobby", lambda s: s.click_old(s.ann, _games(s), f"mn:l:{HUGE}:join"), STALE),
    # Ids that are not on the clicked message, or arrive without one.
    Case("not-on-message", lambda s: s.fake.forged_click(s.ann, s.board, f"mn:l:{s.game}:start"), STALE),
    Case(
        "wrong-component-type",
        lambda s: s.fake.forged(
            s.ann, _games(s), {"custom_id": f"mn:p:{s.game}", "component_type": 3, "values": []}, message=s.board
        ),
        STALE,
    ),
    Case(
        "no-message",
        lambda s: s.fake.forged(s.ann, _games(s), {"custom_id": f"mn:p:{s.game}", "component_type": 2}),
        STALE,
    ),
    # Direct messages.
    Case("panel-click-in-dm", lambda s: s.click_old(s.ann, s.fake.dm_channel(s.ann), f"mn:p:{s.game}"), ELSEWHERE),
    Case(
        "dm-without-message",
        lambda s: s.fake.forged(s.ann, s.fake.dm_channel(s.ann), {"custom_id": f"mn:p:{s.game}", "component_type": 2}),
        STALE,
    ),
    Case(
        "form-in-dm",
        lambda s: s.fake.forged_modal(s.gus, s.fake.dm_channel(s.gus), f"mn:csm:{s.mascarade}", {"cards": []}),
        ELSEWHERE,
    ),
    # Other channels, other games, wrong game kinds.
    Case("lobby-of-other-channel", lambda s: s.click_old(s.ann, _games(s), f"mn:l:{s.suspicion}:join"), ELSEWHERE),
    # Another game kind's control: out of date (the game has started; it is not a Suspicion one).
    Case("notepad-on-mascarade", lambda s: s.click_old(s.ann, _games(s), f"mn:np:{s.game}"), STALE),
    Case(
        "guess-form-on-mascarade",
        lambda s: s.fake.forged_modal(s.ann, _games(s), f"mn:gs:{s.game}:1", {f"t{1}": ["x"]}),
        STALE,
    ),
    Case("custom-set-on-suspicion", lambda s: s.click_old(s.fay, s.parlour, f"mn:cs:{s.suspicion}"), STALE),
    Case(
        "custom-set-form-on-suspicion",
        lambda s: s.fake.forged_modal(s.fay, s.parlour, f"mn:csm:{s.suspicion}", {"cards": []}),
        STALE,
    ),
    Case(
        "custom-set-form-after-start",
        lambda s: s.fake.forged_modal(s.ann, _games(s), f"mn:csm:{s.game}", {"cards": []}),
        "already started",
    ),
    # Select values and form fields that were never offered.
    Case(
        "timer-not-offered",
        lambda s: s.fake.forged_select(s.fay, s.suspicion_lobby, f"mn:o:{s.suspicion}:turn_timer", ["30"]),
        NOT_ALLOWED,
    ),
    Case(
        "timer-superscript",
        lambda s: s.fake.forged_select(s.fay, s.suspicion_lobby, f"mn:o:{s.suspicion}:turn_timer", ["²"]),
        NOT_ALLOWED,
    ),
    Case(
        "timer-20-digits",
        lambda s: s.fake.forged_select(s.fay, s.suspicion_lobby, f"mn:o:{s.suspicion}:turn_timer", [HUGE]),
        NOT_ALLOWED,
    ),
    Case(
        "timer-two-values",
        lambda s: s.fake.forged_select(s.fay, s.suspicion_lobby, f"mn:o:{s.suspicion}:turn_timer", ["60", "180"]),
        NOT_ALLOWED,
    ),
    Case(
        "timer-no-value",
        lambda s: s.fake.forged_select(s.fay, s.suspicion_lobby, f"mn:o:{s.suspicion}:turn_timer", []),
        NOT_ALLOWED,
    ),
    Case(
        "option-value-not-offered",
        lambda s: s.fake.forged_select(s.fay, s.suspicion_lobby, f"mn:o:{s.suspicion}:length", ["endless"]),
        NOT_ALLOWED,
    ),
    Case(
        "option-not-shown",
        lambda s: s.fake.forged_select(s.fay, s.suspicion_lobby, f"mn:o:{s.suspicion}:first_seat", ["0"]),
        STALE,
    ),
    Case(
        "panel-select-superscript",
        lambda s: s.select_old(s.ann, _games(s), f"mn:s:{s.game}:1:", ["²:deadbeef"]),
        STALE,
    ),
    Case(
        "card-not-offered",
        lambda s: s.fake.forged_modal(s.gus, s.hall, f"mn:csm:{s.mascarade}", {"cards": ["king", "dragon"]}),
        NOT_ALLOWED,
    ),
    Case(
        "card-twice",
        lambda s: s.fake.forged_modal(s.gus, s.hall, f"mn:csm:{s.mascarade}", {"cards": ["king", "king"]}),
        NOT_ALLOWED,
    ),
    # Forms the bot never showed.
    Case("unknown-form", lambda s: s.fake.forged_modal(s.ann, _games(s), "mn:zz", {}), STALE),
    Case("form-huge-id", lambda s: s.fake.forged_modal(s.ann, _games(s), f"mn:gs:{HUGE}:1", {}), STALE),
    Case("foreign-form", lambda s: s.fake.forged_modal(s.ann, _games(s), "feedback", {"x": ["1"]}), STALE),
]


def dump(path: Path) -> list[str]:
    """Every row of every table, as SQL (a second connection; WAL lets it read anytime)."""
    with sqlite3.connect(path) as conn:
        return list(conn.iterdump())


def failures(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [f"{r.name}: {r.getMessage()}" for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
async def test_hostile_interaction_is_answered_and_changes_nothing(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture, case: Case
) -> None:
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    async with night.bot():
        scene = await _scene(night)
        before = dump(night.db_path)
        ix = await case.send(scene)
        callback = await ix.answered()
        await night.idle()
        assert callback.type == 4, f"{case.name}: answered with a {callback.name}"
        assert callback.ephemeral, f"{case.name}: the answer is ephemeral"
        assert case.says in callback.content.lower(), f"{case.name}: {callback.content!r}"
        after = dump(night.db_path)
        assert after == before, f"{case.name} changed the database: {sorted(set(after) ^ set(before))[:4]}"
    assert not failures(caplog), f"{case.name} logged: {failures(caplog)}"


@pytest.mark.parametrize("command", ["mod skip", "mod pause", "settings show", "settings dm-reminders"])
async def test_refused_command_is_answered_and_logged_as_refusal(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture, command: str
) -> None:
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    options = {"allowed": True} if command == "settings dm-reminders" else None
    async with night.bot():
        await night.open_game("mascarade", 4)
        await night.idle()
        before = dump(night.db_path)
        ix = await fake.slash(night.users[0], night.channel, command, options=options)
        callback = await ix.answered()
        await night.idle()
        assert callback.ephemeral
        assert "moderators" in callback.content.lower(), callback.content
        assert dump(night.db_path) == before
    assert not failures(caplog), failures(caplog)


async def test_a_crafted_extension_outside_discords_range_is_refused(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Discord's client keeps /mod extend within 1–1440 minutes; a crafted request need not."""
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = 600
    async with night.bot():
        await night.open_game("mascarade", 4)
        await night.idle()
        before = dump(night.db_path)
        for minutes in (-1_000_000, 0, 1441):
            ix = await fake.slash(night.mod, night.channel, "mod extend", options={"minutes": minutes})
            callback = await ix.answered()
            assert callback.ephemeral
            assert "between 1 and 1,440 minutes" in callback.content, callback.content
        await night.idle()
        assert dump(night.db_path) == before
    assert not failures(caplog), failures(caplog)


def _rendered(message: Message) -> list[str]:
    """What Discord renders as markdown: content and embeds, every version (labels are plain)."""
    out = []
    for version in message.history:
        out.append(version.content)
        for embed in version.embeds:
            out.extend(embed_texts(embed))
    return [t for t in out if t]


async def test_hostile_names_ping_nobody_and_render_as_typed(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    victim = night.users[12]  # in the server, never playing
    mods = next(r for r in night.guild.roles.values() if r.name == "Mods")
    names = [
        f"<@{victim.id}>",
        f"<@&{mods.id}>",
        "@everyone",
        "@here",
        "[free nitro](https://evil.example)",
        "**loud**",
        "# big",
        "||hidden||",
        "\u202eevil",
    ]
    escaped = [
        "\\[free nitro\\](https://evil.example)",
        "\\*\\*loud\\*\\*",
        "\\# big",
        "\\|\\|hidden\\|\\|",
    ]
    night.users = [await fake.add_user(f"p{i}", global_name=name) for i, name in enumerate(names)]
    players = {u.id for u in night.users}
    async with night.bot():
        await night.open_game("mascarade", len(names))
        rng = random.Random(13)
        for _ in range(3):
            for user in night.users:
                await night.random_turn(user, rng)
        await night.idle()

    sent = [m for m in fake.world.messages.values() if m.author is fake.bot_user]
    public = [m for m in sent if not m.ephemeral]
    assert any(m.mentions.users for m in public), "players are still pinged when it is their turn"
    for message in sent:
        assert message.mentions.users <= players, f"{message!r} pinged {message.mentions.users - players}"
        assert not message.mentions.roles, f"{message!r} pinged a role"
        assert not message.mentions.everyone, f"{message!r} pinged @everyone/@here"
    rendered = "\n".join(t for m in sent for t in _rendered(m))
    for raw in names:
        if raw.startswith("#"):  # a heading only where a line starts
            assert not re.search(rf"(?m)^{re.escape(raw)}", rendered), f"{raw!r} rendered as a heading"
        else:
            assert raw not in rendered, f"{raw!r} rendered as markup"
    for safe in escaped:
        assert safe in rendered, f"{safe!r} missing: names are shown as typed"
    assert "\u202e" not in "\n".join(t for m in sent for t in m.texts()), "a right-to-left override got through"
    assert "evil" in rendered


@contextlib.contextmanager
def write_lock(path: Path) -> Iterator[None]:
    """Another process (a backup, a maintenance script) holds SQLite's write lock: the
    bot's reads go on (WAL), its writes wait for the lock."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        conn.execute("COMMIT")
        conn.close()


async def test_slow_database_defers_then_answers(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    ann, cat, dan = night.users[0], night.users[2], night.users[3]
    async with night.bot():
        ix = await night.slash(ann, "game new", game="mascarade")
        lobby = ix.original
        assert lobby is not None
        await night.idle()
        await fake.wait_for(lambda: _lobbies_recorded(night.db_path) == 1)
        join = next(b["label"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))

        # A button: acknowledged as a deferred update, then the lobby message is edited.
        with write_lock(night.db_path):
            click = await fake.click(cat, lobby, label=join)
            callback = await night.deferred(click)
            assert callback.type == 6, f"expected a deferral, got a {callback.name}"
        await fake.wait_for(lambda: f"<@{cat.id}>" in lobby.text)

        # A command: "thinking…" privately, then a private answer, and the one lobby
        # message is edited (no public copy of the lobby).
        with write_lock(night.db_path):
            command = await fake.slash(dan, night.channel, "game join")
            callback = await night.deferred(command)
            assert callback.type == 5, f"expected a deferral, got a {callback.name}"
            assert callback.ephemeral
        thinking = command.original
        assert thinking is not None
        await fake.wait_for(lambda: not thinking.loading)
        assert thinking.ephemeral
        assert "You took a seat" in thinking.content
        assert not command.followups
        await fake.wait_for(lambda: f"<@{dan.id}>" in lobby.text)
        assert [m for m in fake.channel_messages(night.channel) if m.buttons()] == [lobby]
        await night.idle()
    fake.assert_all_answered()
    assert not failures(caplog), failures(caplog)


async def test_slow_database_posts_a_new_lobby_as_a_public_follow_up_and_keeps_editing_it(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A deferred command is "thinking…" privately; /game new's answer is public, so it goes
    out as a follow-up, the private note says where, and the follow-up is the lobby the bot
    keeps: a /game join edits that message."""
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    ann, cat = night.users[0], night.users[2]
    async with night.bot():
        with write_lock(night.db_path):
            command = await fake.slash(ann, night.channel, "game new", options={"game": "mascarade"})
            callback = await night.deferred(command)
            assert callback.type == 5, f"expected a deferral, got a {callback.name}"
            assert callback.ephemeral
        thinking = command.original
        assert thinking is not None
        await fake.wait_for(lambda: len(command.followups) == 1 and not thinking.loading)
        assert thinking.ephemeral
        assert "my answer is in the channel" in thinking.content
        lobby = command.followups[0]
        assert not lobby.ephemeral
        assert lobby.buttons(), "the lobby's controls are on the public follow-up"
        await fake.wait_for(lambda: _lobbies_recorded(night.db_path) == 1)
        await night.slash(cat, "game join")
        await fake.wait_for(lambda: f"<@{cat.id}>" in lobby.text)
        await night.idle()
    fake.assert_all_answered()
    assert not failures(caplog), failures(caplog)


async def test_slow_database_defers_a_move_then_updates_the_panel(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await night.idle()
        user, panel, choice = await _final_choice(night)
        version = (await bot.services.service.game(night.game_id)).version
        shown = len(panel.history)
        with write_lock(night.db_path):
            click = await fake.click(user, panel, choice)
            callback = await night.deferred(click)
            assert callback.type == 6, f"expected a deferral, got a {callback.name}"
        await fake.wait_for(lambda: len(panel.history) > shown)
        assert (await bot.services.service.game(night.game_id)).version == version + 1
        assert choice not in {b["custom_id"] for b in panel.buttons()}, "the panel shows the next step"
        await night.idle()
    fake.assert_all_answered()
    assert not failures(caplog), failures(caplog)


async def _final_choice(night: Night) -> tuple[User, Message, str]:
    """The player asked to act, a panel showing a final choice (sub-menus opened), and it."""
    for user in night.users[:4]:
        message = await night.panel(user)
        for _ in range(6):
            actions = [b["custom_id"] for b in message.buttons() if b["custom_id"].startswith("mn:a:")]
            selects = [s for s in message.selects() if s["custom_id"].startswith("mn:s:")]
            finals = [c for c in actions if not c.endswith(":m")]
            if finals:
                return user, message, finals[0]
            if selects:
                # A select of choices (a turn's root): open the first sub-menu it offers.
                value = next(o["value"] for o in selects[0]["options"] if o["value"].endswith(":m"))
                ix = await night.fake.select(user, message, selects[0]["custom_id"], [value])
            elif actions:
                ix = await night.fake.click(user, message, actions[0])
            else:
                break
            await ix.answered()
            assert ix.original is not None
            message = ix.original
    raise AssertionError("nobody is asked anything")


async def test_a_flood_of_forged_clicks_is_one_log_line_a_minute_and_never_quotes_them(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Each garbage interaction is answered; the log holds one line per kind and minute, with
    the count once the minute is over, and never the ids (a newline in one would forge a line)."""
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await night.open_game("mascarade", 4)
        board = await night.board()
        await night.idle()
        caplog.clear()
        for n in range(40):
            forged = f"mn:x{n % 7}:{n}\n2026-11-26 14:00:00,000 CRITICAL bot: forged line {n}"
            await (await fake.forged_click(night.users[1], board, forged)).answered()
        await night.idle()
        lines = [r.getMessage() for r in caplog.records if r.name.startswith("cogs.")]
        assert lines == ["interaction other refused: error-stale"], lines
        await night.pass_time(61)
        said = [r.getMessage() for r in caplog.records if "refused" in r.getMessage()]
        assert re.fullmatch(r"interaction other refused: error-stale: 39 more in the last 6\d s", said[-1]), said
    assert "forged line" not in caplog.text
