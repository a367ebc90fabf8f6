"""``METRICS_PORT``: the bot serves Prometheus' text format at ``/metrics``, and every
listed series is there after a few interactions through the fake Discord — interactions by
kind (forged ids counted as ``other``) and outcome, the answer latency histogram, games by
status, the outbox's backlog, storage errors, the gateway's latency, games started, finished
and abandoned, timeouts and computer moves, each per shard, and the process's own. Unset,
nothing listens."""

from __future__ import annotations

import asyncio
import random
import socket
import sqlite3
import sys
import time
from pathlib import Path

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families
from prometheus_client.samples import Sample

from bot.boot.app import MasqueradeBot
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import bot_env, make_night
from tests.e2e.test_computer_players import fast, play_out

pytestmark = pytest.mark.e2e


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def _scrape(port: int) -> dict[str, list[Sample]]:
    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}/metrics") as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith("text/plain")
        text = await response.text()
    return {family.name: family.samples for family in text_string_to_metric_families(text)}


def _value(samples: list[Sample], name: str, **labels: str) -> float:
    found = [s.value for s in samples if s.name == name and all(s.labels.get(k) == v for k, v in labels.items())]
    assert len(found) == 1, (name, labels, samples)
    return found[0]


async def test_metrics_serve_every_listed_series(fake: FakeDiscord, tmp_path: Path) -> None:
    fake.gateway.heartbeat_interval_ms = 300  # an acknowledged heartbeat soon: a latency to show
    night = await make_night(fake, tmp_path)
    port = _free_port()
    night.settings_overrides["metrics_port"] = port
    async with night.bot():
        await night.open_game("mascarade", 4)
        await night.panel(night.users[1])
        refused = await night.slash(night.users[6], "game join")  # the game has started
        assert refused.callback is not None
        board = await night.board()
        for forged in ("mn:zz:1", "mn:ab:1", "mn:a:1\nforged"):  # any prefix a modified client makes up
            await (await fake.forged_click(night.users[1], board, forged)).answered()
        await night.idle()
        # Another process holds the write lock beyond the bot's busy timeout: a write is
        # answered "storage busy", and counted.
        lock = sqlite3.connect(night.db_path, isolation_level=None)
        lock.execute("BEGIN IMMEDIATE")
        try:
            busy = await night.slash(night.users[7], "game reminders", on=False)
            assert busy.callback is not None
            deadline = time.monotonic() + 20
            # Deferred after 1.5 s: the answer replaces the "thinking…" message. Real time,
            # justly: the "busy" answer comes when SQLite's busy timeout, inside the library,
            # gives up on the lock.
            while busy.original is None or "busy" not in busy.original.content:
                assert time.monotonic() < deadline, "the storage-busy answer never came"
                await asyncio.sleep(0.1)
        finally:
            lock.execute("COMMIT")
            lock.close()
        deadline = time.monotonic() + 10
        while True:
            families = await _scrape(port)
            latency = families.get("masquerade_gateway_latency_seconds", [])
            if latency or time.monotonic() > deadline:
                break
            # Real time, justly: the latency is measured on the gateway's heartbeats, which
            # discord.py sends on its own interval.
            await asyncio.sleep(0.2)

    interactions = families["masquerade_interactions"]
    assert _value(interactions, "masquerade_interactions_total", shard="0", kind="/game new", outcome="answered") == 1
    assert _value(interactions, "masquerade_interactions_total", kind="mn:l", outcome="answered") == 4  # 3 joins, start
    assert _value(interactions, "masquerade_interactions_total", kind="/game panel", outcome="answered") == 1
    assert _value(interactions, "masquerade_interactions_total", kind="/game join", outcome="refused") == 1
    assert _value(interactions, "masquerade_interactions_total", kind="/game reminders", outcome="storage") == 1

    answers = families["masquerade_answer_seconds"]
    assert _value(answers, "masquerade_answer_seconds_count", shard="0", kind="mn:l") == 4
    assert _value(answers, "masquerade_answer_seconds_bucket", kind="mn:l", le="+Inf") == 4
    assert _value(answers, "masquerade_answer_seconds_bucket", kind="/game reminders", le="3.0") == 0, "5 s busy"

    assert _value(interactions, "masquerade_interactions_total", kind="other", outcome="refused") == 3
    kinds = {s.labels["kind"] for s in interactions}
    assert not {k for k in kinds if k.startswith("mn:") and k not in ("mn:l", "mn:p")}, kinds

    started = families["masquerade_games_started"]
    assert _value(started, "masquerade_games_started_total", shard="0", game="mascarade") == 1
    assert _value(started, "masquerade_games_started_total", shard="0", game="grimm") == 0, "every game from 0"
    finished = families["masquerade_games_finished"]
    assert _value(finished, "masquerade_games_finished_total", shard="0", game="mascarade") == 0
    assert "process_resident_memory_bytes" in families

    errors = families["masquerade_storage_errors"]
    assert _value(errors, "masquerade_storage_errors_total", shard="0", kind="busy") == 1
    assert _value(errors, "masquerade_storage_errors_total", shard="0", kind="full") == 0, "a series from the start"

    games = families["masquerade_games"]
    assert _value(games, "masquerade_games", shard="0", status="running") == 1
    assert _value(games, "masquerade_games", shard="0", status="lobby") == 0
    assert _value(games, "masquerade_games", shard="0", status="paused") == 0

    assert _value(families["masquerade_outbox_unsent_posts"], "masquerade_outbox_unsent_posts", shard="0") == 0
    gateway = _value(families["masquerade_gateway_latency_seconds"], "masquerade_gateway_latency_seconds", shard="0")
    assert 0 <= gateway < 5


async def test_without_metrics_port_nothing_listens(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        assert bot.settings.metrics_port is None
        assert bot._metrics_server is None


async def test_a_metrics_port_in_use_stops_start_up_with_one_line(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.e2e.launcher",
            cwd=tmp_path,
            env={**bot_env(fake, night.db_path), "METRICS_PORT": str(port)},
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, err = await asyncio.wait_for(process.communicate(), 60)
    lines = [line for line in (out + err).decode().splitlines() if line.strip()]
    assert process.returncode == 2
    assert lines == [
        "masquerade-night: configuration error: METRICS_PORT: cannot listen on "
        f"127.0.0.1:{port} (address already in use); set METRICS_PORT to a free port, or leave it empty."
    ]


def _counted(bot: MasqueradeBot, name: str, game: str) -> float:
    samples = [
        s
        for family in text_string_to_metric_families(bot.metrics.text().decode())
        for s in family.samples
        if s.name == name and s.labels.get("game") == game
    ]
    assert len(samples) == 1, (name, game, samples)
    return samples[0].value


async def test_games_are_counted_as_they_start_finish_time_out_and_are_abandoned(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """A practice table played to its end (its computer players' moves counted), a table
    whose player runs out of time, and one a moderator ends."""
    night = fast(await make_night(fake, tmp_path))
    night.settings_overrides["turn_timer_seconds"] = 60
    games = night.channel
    async with night.bot() as bot:
        await night.slash(night.users[0], "game practice", game="mascarade", players=3, level="casual")
        record = await bot.services.store.live_in_channel(games.id)
        assert record is not None
        night.game_id = record.id
        await play_out(night, bot, night.users[:1], random.Random(8))
        assert _counted(bot, "masquerade_games_finished_total", "mascarade") == 1
        assert _counted(bot, "masquerade_computer_moves_total", "mascarade") > 0
        assert _counted(bot, "masquerade_timeouts_total", "mascarade") == 0

        night.channel = await fake.add_channel(night.guild, "hall")
        await night.open_game("mascarade", 4)
        await night.pass_time(61)
        assert _counted(bot, "masquerade_timeouts_total", "mascarade") == 1
        await night.slash(night.mod, "mod end", reason="closing time")
        assert _counted(bot, "masquerade_games_abandoned_total", "mascarade") == 1
        assert _counted(bot, "masquerade_games_started_total", "mascarade") == 2
        assert _counted(bot, "masquerade_games_finished_total", "mascarade") == 1, "an end by a moderator is no finish"
        assert _counted(bot, "masquerade_games_started_total", "grimm") == 0
