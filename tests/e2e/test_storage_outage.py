"""The database server goes away under a running bot, then comes back.

PostgreSQL is reached through a small proxy on a Unix socket of the test's own, so the
outage is this bot's alone (the other tests share the server): "stopping" the proxy drops
every connection and refuses new ones, as a stopped server does. Every interaction — every
slash command, autocomplete, component and form the bot makes — is answered in time,
without a traceback ("storage busy", or what needs no storage), the log names the cause
once and summarises the refusals, and play goes on afterwards.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit, urlunsplit

import pytest

from cogs.gamenight import NIGHT_ITEMS
from cogs.table.extension import ADAPTER_ITEMS
from tests.bounds import bounded
from tests.e2e.fakediscord import MEMBER_DEFAULT, Channel, FakeDiscord, Interaction, Message, Permission, Role, User
from tests.e2e.harness import Night, make_night
from tests.e2e.lessons import ended, start
from tests.postgres import fresh_postgres

pytestmark = pytest.mark.e2e

ANSWER_WITHIN = 3.0  # Discord's deadline for the first answer
# Discord's application command option types.
SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, NUMBER = 1, 2, 3, 4, 5, 6, 7, 8, 10


class SocketProxy:
    """Forwards connections from a socket of its own to the server's; ``stop`` drops them
    all and refuses new ones (the socket file is gone), ``start`` listens again."""

    def __init__(self, server_socket: str, own_socket: str) -> None:
        self.server_socket, self.own_socket = server_socket, own_socket
        self._server: asyncio.Server | None = None
        self._pipes: set[asyncio.StreamWriter] = set()

    async def start(self) -> None:
        self._server = await asyncio.start_unix_server(self._serve, path=self.own_socket)

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for writer in list(self._pipes):
            writer.transport.abort()
        self._pipes.clear()
        with contextlib.suppress(FileNotFoundError):
            await asyncio.to_thread(Path(self.own_socket).unlink)

    async def _serve(self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter) -> None:
        server_in, server_out = await asyncio.open_unix_connection(self.server_socket)
        self._pipes |= {client_out, server_out}
        await asyncio.gather(_pipe(client_in, server_out), _pipe(server_in, client_out), return_exceptions=True)
        self._pipes -= {client_out, server_out}


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    finally:
        writer.transport.abort()


def _through(url: str, folder: str) -> tuple[str, str, str]:
    """The URL that reaches the same database through ``folder``'s socket, the server's
    socket path and the proxy's."""
    parts = urlsplit(url)
    query = parse_qs(parts.query)
    host, port = query["host"][0], query["port"][0]
    proxied = urlunsplit(parts._replace(query=urlencode({"host": folder, "port": port})))
    return proxied, f"{host}/.s.PGSQL.{port}", f"{folder}/.s.PGSQL.{port}"


async def test_postgresql_going_away_answers_every_interaction_and_play_resumes(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    async with fresh_postgres() as url:
        # A short folder: a Unix socket's path is limited to about a hundred bytes.
        with tempfile.TemporaryDirectory(prefix="mn-proxy-") as folder:
            proxied, server_socket, own_socket = _through(url, folder)
            proxy = SocketProxy(server_socket, own_socket)
            await proxy.start()
            # Create Events: a planned night's vote is among the components pressed.
            night = await make_night(fake, tmp_path, bot_permissions=int(MEMBER_DEFAULT | Permission.CREATE_EVENTS))
            night.database_url = proxied
            night.settings_overrides["computer_delay_seconds"] = 0  # the practice table's computers
            try:
                async with night.bot():
                    await night.open_game("mascarade", 4)
                    await night.idle()
                    board = await night.board()
                    caplog.clear()
                    await proxy.stop()

                    asked = [
                        await fake.slash(night.users[0], night.channel, "game panel"),
                        await fake.click(night.users[2], board, label="My panel"),
                        await fake.slash(night.mod, night.channel, "mod pause"),
                        await fake.slash(night.users[3], night.channel, "game board"),
                    ]
                    for ix in asked:
                        answer = await asyncio.wait_for(ix.answered(), ANSWER_WITHIN)
                        assert answer.ephemeral
                        assert "storage is busy" in answer.content, answer.content
                    await fake.wait_for(lambda: "storage unavailable" in caplog.text, timeout=5)
                    for _ in range(2):  # the timers keep trying, quietly
                        await night.run_timers()

                    await proxy.start()
                    await night.run_timers()
                    await fake.wait_for(lambda: "storage is back" in caplog.text, timeout=10)
                    panel = await night.panel(night.users[0])
                    assert panel.ephemeral
                    assert "storage" not in panel.content
            finally:
                await proxy.stop()
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert [r.getMessage() for r in warnings if "storage" in r.getMessage()] == [
        next(r.getMessage() for r in warnings if "storage unavailable" in r.getMessage())
    ], "one WARNING line when it goes"
    assert sum("storage is back" in r.getMessage() for r in caplog.records) == 1, "one INFO line when it is back"
    assert not [r for r in caplog.records if r.exc_info], "no traceback"
    fake.assert_all_answered()


# -- every kind of interaction, with the storage away ------------------------------------------

INTERNAL = "something went wrong"  # error-internal: a bug's answer


@dataclass
class Control:
    """One component a user can use: who, on which message, and its payload."""

    user: User
    message: Message
    component: dict[str, Any]

    @property
    def custom_id(self) -> str:
        return str(self.component["custom_id"])

    @property
    def live(self) -> bool:
        """Still on the message (a board retired since, or an edit, took it away)."""
        return any(c.get("custom_id") == self.custom_id for c in [*self.message.buttons(), *self.message.selects()])

    async def use(self, fake: FakeDiscord) -> Interaction:
        if self.component["type"] == 2:
            return await fake.click(self.user, self.message, self.custom_id)
        options = self.component["options"]
        wanted = max(1, int(self.component.get("min_values", 1)))
        return await fake.select(self.user, self.message, self.custom_id, [o["value"] for o in options[:wanted]])


def _controls(fake: FakeDiscord, night: Night, channels: list[Channel]) -> list[Control]:
    """Every enabled component anyone sees now, each with a user who sees it (the owner of an
    ephemeral message, a player of a public one)."""
    found: dict[str, Control] = {}
    for user in [*night.users, night.mod]:
        for channel in channels:
            for message in fake.visible_to(user, channel):
                for component in [*message.buttons(), *message.selects()]:
                    custom_id = component.get("custom_id")
                    if custom_id and not component.get("disabled") and custom_id not in found:
                        found[custom_id] = Control(user, message, component)
    return list(found.values())


def _leaf_commands(commands: list[dict[str, Any]]) -> list[tuple[str, list[dict[str, Any]]]]:
    """("game new", its options) for every command a user can run."""
    leaves = []
    for top in commands:
        subs = [o for o in top.get("options", []) if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        if not subs:
            leaves.append((top["name"], top.get("options", [])))
        for sub in subs:
            if sub["type"] == SUB_COMMAND:
                leaves.append((f"{top['name']} {sub['name']}", sub.get("options", [])))
            else:
                leaves += [(f"{top['name']} {sub['name']} {s['name']}", s.get("options", [])) for s in sub["options"]]
    return leaves


def _value(option: dict[str, Any], night: Night, role: Role) -> object:
    """A value a user could give ``option``."""
    if option.get("choices"):
        return option["choices"][0]["value"]
    return {
        STRING: "x",
        INTEGER: max(1, int(option.get("min_value", 1))),
        BOOLEAN: True,
        USER: night.users[1],
        CHANNEL: night.channel,
        ROLE: role,
        NUMBER: 1.0,
    }[option["type"]]


async def _scene(fake: FakeDiscord, night: Night) -> tuple[list[Channel], list[tuple[User, Interaction]]]:
    """Everything a player can press, laid out before the storage goes: a Mascarade table of
    nine (quick choices in a select; a panel opened at a sub-menu) and one of four (quick
    buttons), a lobby, a Suspicion game played to its end (its notepad, answers, final-guess
    form, summary, replay and the replay shown to the table), and a practice table whose panel
    offers 💡 and "What does … do?" (opened); a caster's request awaits the host's answer; two
    game-night hubs (one lists a running table, one a lobby) and a planned night's vote; lessons
    stopped at each kind of their controls. Returns the channels and the forms left open."""
    games = night.channel
    hall = await fake.add_channel(night.guild, "hall")
    parlour = await fake.add_channel(night.guild, "parlour")
    lounge = await fake.add_channel(night.guild, "lounge")
    forms: list[tuple[User, Interaction]] = []

    night.channel = lounge
    await night.open_game("mascarade", 4)
    # Someone not seated asks to cast it: the host is asked to allow it.
    await (await fake.slash(night.users[12], lounge, "game watch", options={"caster": True})).answered()
    # Game nights: a hub listing a running table (watch), one listing a lobby (join), a plan's vote.
    await (await fake.slash(night.mod, lounge, "gamenight open")).answered()
    night.channel = games

    await night.open_game("mascarade", 9)
    await night.idle()
    for user in night.users[:9]:
        panel = await night.panel(user)
        if panel.selects():
            select = panel.selects()[0]
            opened = await fake.select(user, panel, select["custom_id"], [select["options"][0]["value"]])
            await opened.answered()
            break

    night.channel = hall
    host = night.users[10]
    lobby = (await night.slash(host, "game new", game="mascarade")).original
    assert lobby is not None
    custom = await fake.click(host, lobby, label="Custom set…")
    await custom.answered()
    forms.append((host, custom))
    await (await fake.slash(night.mod, hall, "gamenight open")).answered()
    start = f"<t:{int(night.clock()) + 3600}:F>"
    plan = {"title": "Masks", "start": start, "game": "mascarade", "second": "grimm"}
    await (await fake.slash(night.mod, games, "gamenight plan", options=plan)).answered()

    night.channel = parlour
    ann = night.users[0]
    rng = random.Random(3)
    await night.open_game("suspicion", 2)
    panel = await night.panel(ann)
    await (await fake.click(ann, panel, label="Notepad")).answered()

    async def at_the_guesses() -> bool:
        panel = await night.panel(ann)
        return any(b["custom_id"].startswith("mn:g:") for b in panel.buttons())

    await night.play_until(at_the_guesses, rng, "the final guesses", players=2)
    panel = await night.panel(ann)
    guess = next(b for b in panel.buttons() if b["custom_id"].startswith("mn:g:"))
    form = await fake.click(ann, panel, guess["custom_id"])
    await form.answered()
    forms.append((ann, form))
    summary = await night.play_to_end(2, rng)
    replay = (await (await fake.click(ann, summary, label="Replay")).answered()).message
    assert replay is not None
    show = next(b for b in replay.buttons() if b["custom_id"].startswith("mn:rt:"))
    await (await fake.click(ann, replay, show["custom_id"])).answered()
    await night.idle()

    # A practice table, whose panel offers 💡 (hints).
    den = await fake.add_channel(night.guild, "den")
    night.channel = den
    learner = night.users[11]
    await night.slash(learner, "game practice", game="grimm", players=3, level="casual")
    for _ in range(50):
        await night.idle()
        panel = await night.panel(learner)
        if any(str(b.get("custom_id", "")).startswith("mn:h:") for b in panel.buttons()):
            break
    else:
        raise AssertionError("the practice table's panel never offered 💡")
    # "What does … do?" opened beside the panel: its selects of what is in play.
    glossary = next(b for b in panel.buttons() if str(b.get("custom_id", "")).startswith("mn:wd:"))
    await (await fake.click(learner, panel, glossary["custom_id"])).answered()
    await _lessons(fake, night)
    night.channel = games
    return [games, hall, parlour, lounge, den], forms


# The kinds of control a lesson shows, each at some step: a choice, a pick, Next, a form, the end.
LESSON_CONTROLS = ("mn:t:", "mn:ts:", "mn:tn:", "mn:tf:", "mn:tx:")


async def _lessons(fake: FakeDiscord, night: Night) -> None:
    """Lessons (/game learn) in the current channel, each stopped where one kind of its
    controls shows, one person each."""
    for prefix, user in zip(LESSON_CONTROLS, night.users[4:], strict=False):
        if not await _lesson_showing(fake, night, user, prefix):
            raise AssertionError(f"no lesson shows a {prefix} control")


async def _lesson_showing(fake: FakeDiscord, night: Night, user: User, prefix: str) -> bool:
    for game in ("suspicion", "mascarade", "grimm"):
        learner = await start(fake, night.slash, user, game)
        for _ in bounded(60, f"a lesson of {game} until it shows {prefix}"):
            shown = [str(c.get("custom_id", "")) for c in [*learner.message.buttons(), *learner.message.selects()]]
            if any(custom_id.startswith(prefix) for custom_id in shown):
                return True
            if ended(learner.message):
                break
            await learner.follow()
    return False


async def test_every_command_autocomplete_and_component_is_answered_while_postgresql_is_away(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """With the database unreachable, every slash command, every autocomplete and every kind
    of component and form the bot makes is answered within Discord's 3 s, without a
    traceback: a refusal that says the storage is busy, or what needs no storage (an
    autocomplete offers the built-in rules topics, or nothing). The log names the cause once
    and summarises the refusals."""
    caplog.set_level(logging.INFO)
    async with fresh_postgres() as url:
        with tempfile.TemporaryDirectory(prefix="mn-proxy-") as folder:
            proxied, server_socket, own_socket = _through(url, folder)
            proxy = SocketProxy(server_socket, own_socket)
            await proxy.start()
            # Create Events: a planned night's vote is among the components pressed.
            night = await make_night(fake, tmp_path, bot_permissions=int(MEMBER_DEFAULT | Permission.CREATE_EVENTS))
            night.database_url = proxied
            night.settings_overrides["computer_delay_seconds"] = 0  # the practice table's computers
            role = await fake.add_role(night.guild, "Players")
            try:
                async with night.bot() as bot:
                    channels, forms = await _scene(fake, night)
                    controls = _controls(fake, night, channels)
                    commands = _leaf_commands(fake.commands())
                    caplog.clear()
                    await proxy.stop()
                    began = time.monotonic()

                    sent: list[tuple[str, Interaction]] = []
                    for name, options in commands:
                        values = {o["name"]: _value(o, night, role) for o in options if o.get("required")}
                        ix = await fake.slash(night.mod, night.channel, name, options=values)
                        sent.append((f"/{name}", ix))
                        for option in options:
                            if option.get("autocomplete"):
                                typed = await fake.autocomplete(
                                    night.mod,
                                    night.channel,
                                    name,
                                    {**values, option["name"]: ""},
                                    focused=option["name"],
                                )
                                sent.append((f"/{name} {option['name']} autocomplete", typed))
                    used = set()
                    for control in controls:
                        if control.live:
                            sent.append((control.custom_id, await control.use(fake)))
                            used.add(control.custom_id)
                    for user, opened in forms:
                        assert opened.modal is not None
                        filled: dict[str, str | list[str]] = {
                            str(i["custom_id"]): [str(i["options"][0]["value"])] if i.get("options") else "x"
                            for i in opened.modal.inputs()
                        }
                        submitted = await fake.submit_modal(user, opened, filled)
                        sent.append((opened.modal.custom_id, submitted))

                    answers = {what: await asyncio.wait_for(ix.answered(), ANSWER_WITHIN) for what, ix in sent}
                    await night.idle()
                    elapsed = time.monotonic() - began
                    topics = answers["/game rules topic autocomplete"]
                    assert topics.choices, "the built-in rules topics need no storage"
                    assert answers["/game replay game autocomplete"].choices == []

                    used |= {ix.modal.custom_id for _, ix in forms if ix.modal}
                    items = [
                        *ADAPTER_ITEMS,
                        *NIGHT_ITEMS,
                        *(i for p in bot.services.presentations.values() for i in p.items),
                    ]
                    patterns = [i.__discord_ui_compiled_template__ for i in items]
                    patterns += [pattern for p in bot.services.presentations.values() for pattern, _ in p.forms]
                    missed = [p.pattern for p in patterns if not any(p.fullmatch(c) for c in used)]
                    assert missed == [], f"kinds of component or form this test never pressed: {missed}"
                    assert len(sent) >= 60, len(sent)
                    for user in [*night.users, night.mod]:
                        assert INTERNAL not in fake.all_text_seen_by(user).lower(), f"{user.name} was told of a bug"
                    fake.assert_all_answered()

                    await proxy.start()
                    await night.run_timers()
                    await fake.wait_for(lambda: "storage is back" in caplog.text, timeout=10)
            finally:
                await proxy.stop()
    assert not [r for r in caplog.records if r.exc_info], "no traceback"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], "nothing logged as a bug"
    warned = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING and "storage" in r.getMessage()]
    assert len(warned) == 1, warned
    assert warned[0].startswith("storage unavailable: the "), warned[0]
    assert "(PostgreSQL at " in warned[0]
    refusals = Counter(r.getMessage() for r in caplog.records if " refused: " in r.getMessage())
    assert refusals, "refusals are logged"
    assert max(refusals.values()) <= 1 + int(elapsed // 60), f"a line per refusal instead of a summary: {refusals}"
    # Refusals of one kind share a line (the scene presses some kinds many times).
    assert sum(refusals.values()) < len(sent), f"{sum(refusals.values())} refusal lines for {len(sent)} refusals"
