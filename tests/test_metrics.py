"""The metrics' series, without a bot: shard labels, zeros for what has not happened yet,
and gauges read at scrape time (the served endpoint: tests/e2e/test_metrics.py)."""

from __future__ import annotations

import math
from pathlib import Path

from prometheus_client.parser import text_string_to_metric_families

from bot.core.shards import Shards
from bot.service.metrics import Metrics
from bot.store.db import open_database
from bot.store.gauges import GaugeStore
from tests.store.test_shards import guild_on


def _samples(metrics: Metrics) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(metrics.text().decode())
        for s in family.samples
    }


async def test_a_process_reports_its_own_shards_only(tmp_path: Path) -> None:
    metrics = Metrics(Shards(4, (1, 3)))
    db = await open_database(tmp_path / "db.sqlite3")
    try:
        await metrics.refresh(GaugeStore(db, Shards(4, (1, 3))), [(1, 0.042), (3, math.inf)])
    finally:
        await db.close()
    metrics.interaction(guild_on(3, 4), "/game new", "answered", 0.2)
    metrics.interaction(None, "/game panel", "refused", 0.1)  # a DM: shard 0's connection
    samples = _samples(metrics)
    shards = {dict(labels).get("shard") for _, labels in samples}
    assert shards == {"0", "1", "3"}
    assert samples[("masquerade_games", (("shard", "1"), ("status", "running")))] == 0
    assert samples[("masquerade_outbox_unsent_posts", (("shard", "3"),))] == 0
    assert samples[("masquerade_storage_errors_total", (("kind", "busy"), ("shard", "3")))] == 0
    assert samples[("masquerade_gateway_latency_seconds", (("shard", "1"),))] == 0.042
    assert ("masquerade_gateway_latency_seconds", (("shard", "3"),)) not in samples, "no heartbeat yet: no value"
    key = ("masquerade_interactions_total", (("kind", "/game new"), ("outcome", "answered"), ("shard", "3")))
    assert samples[key] == 1
    assert samples[("masquerade_answer_seconds_count", (("kind", "/game new"), ("shard", "3")))] == 1
