"""The metrics' series, without a bot: shard labels, zeros for what has not happened yet,
gauges read at scrape time, the process's own series, kinds bounded to the bot's own, and
the shipped Grafana dashboard querying only names the bot serves (the served endpoint:
tests/e2e/test_metrics.py)."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path
from typing import Any

from prometheus_client.parser import text_string_to_metric_families

from bot.core.shards import Shards
from bot.service.metrics import GatewayReading, Metrics
from bot.store.db import open_database
from bot.store.gauges import GaugeStore
from tests.store.test_shards import guild_on

ROOT = Path(__file__).resolve().parents[1]
DASHBOARD = ROOT / "deploy" / "grafana-dashboard.json"


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
        await metrics.refresh(GaugeStore(db, Shards(4, (1, 3))))
    finally:
        await db.close()
    metrics.read_gateway([GatewayReading(1, True, 0.042, 3.0), GatewayReading(3, False, math.inf, None)])
    metrics.interaction(guild_on(3, 4), "/game new", "answered", 0.2)
    metrics.interaction(None, "/game panel", "refused", 0.1)  # a DM: shard 0's connection
    samples = _samples(metrics)
    shards = {dict(labels).get("shard") for name, labels in samples if name.startswith("masquerade_")}
    assert shards == {"0", "1", "3"}
    assert samples[("masquerade_games", (("shard", "1"), ("status", "running")))] == 0
    assert samples[("masquerade_outbox_unsent_posts", (("shard", "3"),))] == 0
    assert samples[("masquerade_storage_errors_total", (("kind", "busy"), ("shard", "3")))] == 0
    assert samples[("masquerade_gateway_latency_seconds", (("shard", "1"),))] == 0.042
    assert ("masquerade_gateway_latency_seconds", (("shard", "3"),)) not in samples, "no session: no value"
    assert samples[("masquerade_gateway_connected", (("shard", "3"),))] == 0
    assert samples[("masquerade_gateway_last_event_seconds", (("shard", "1"),))] == 3.0
    key = ("masquerade_interactions_total", (("kind", "/game new"), ("outcome", "answered"), ("shard", "3")))
    assert samples[key] == 1
    assert samples[("masquerade_answer_seconds_count", (("kind", "/game new"), ("shard", "3")))] == 1


def test_gateway_state_clears_the_latency_of_a_connection_without_a_session() -> None:
    metrics = Metrics(None)
    metrics.read_gateway([GatewayReading(0, True, 0.05, 1.5)])
    assert _samples(metrics)[("masquerade_gateway_latency_seconds", (("shard", "0"),))] == 0.05
    metrics.read_gateway([GatewayReading(0, False, 0.05, 40.0)])  # discord.py keeps its last value
    samples = _samples(metrics)
    assert ("masquerade_gateway_latency_seconds", (("shard", "0"),)) not in samples, "no stale latency"
    assert samples[("masquerade_gateway_connected", (("shard", "0"),))] == 0
    assert samples[("masquerade_gateway_last_event_seconds", (("shard", "0"),))] == 40.0
    metrics.read_gateway([GatewayReading(0, True, 0.07, 0.1)])
    samples = _samples(metrics)
    assert samples[("masquerade_gateway_connected", (("shard", "0"),))] == 1
    assert samples[("masquerade_gateway_latency_seconds", (("shard", "0"),))] == 0.07


def test_the_process_series_operators_graph_first_are_served() -> None:
    names = {name for name, _ in _samples(Metrics(None))}
    for name in ("process_resident_memory_bytes", "process_cpu_seconds_total", "process_open_fds", "python_info"):
        assert name in names, name


def test_games_are_counted_per_game_from_zero() -> None:
    metrics = Metrics(Shards(2, (0, 1)))
    metrics.games_known(["mascarade", "grimm"])
    metrics.started(guild_on(1, 2), "grimm")
    metrics.finished(guild_on(1, 2), "grimm")
    metrics.timed_out(guild_on(0, 2), "mascarade")
    metrics.computer_moved(guild_on(0, 2), "mascarade")
    samples = _samples(metrics)
    assert samples[("masquerade_games_started_total", (("game", "grimm"), ("shard", "1")))] == 1
    assert samples[("masquerade_games_finished_total", (("game", "grimm"), ("shard", "1")))] == 1
    assert samples[("masquerade_games_abandoned_total", (("game", "grimm"), ("shard", "1")))] == 0
    assert samples[("masquerade_games_started_total", (("game", "mascarade"), ("shard", "0")))] == 0
    assert samples[("masquerade_timeouts_total", (("game", "mascarade"), ("shard", "0")))] == 1
    assert samples[("masquerade_computer_moves_total", (("game", "mascarade"), ("shard", "0")))] == 1


def test_only_the_bots_own_component_ids_are_kinds() -> None:
    """A forged click may carry any id: under its own prefix, thousands of ids would make
    thousands of series. Only an id one of the bot's items or forms takes is a kind."""
    metrics = Metrics(None)
    metrics.register_components([re.compile(r"mn:a:(?P<g>[0-9]{1,18})"), re.compile(r"mn:n(?P<w>[tos]):[0-9]+")])
    assert metrics.component_kind("mn:a:12") == "mn:a"
    assert metrics.component_kind("mn:nt:3") == "mn:nt"
    forged = {metrics.component_kind(f"mn:{a}{b}:1") for a in "abcdefghij" for b in "xyz"}
    assert forged == {"other"}
    assert metrics.component_kind("mn:a:12:extra") == "other"
    assert metrics.component_kind("garbage\nline") == "other"


def _queried_names(expr: str) -> set[str]:
    """The metric names a PromQL expression selects (functions and labels left out)."""
    without_labels = re.sub(r"\{[^}]*\}", "", expr)
    without_ranges = re.sub(r"\[[^]]*\]", "", without_labels)
    words = set(re.findall(r"[a-zA-Z_:][a-zA-Z0-9_:]*", without_ranges))
    return {w for w in words if w.startswith(("masquerade_", "process_", "python_"))}


def _served_names(metrics: Metrics) -> set[str]:
    """Every sample name the registry serves, series not yet labelled included."""
    suffixes = {"counter": ("_total",), "histogram": ("_bucket", "_count", "_sum"), "gauge": ("",), "info": ("_info",)}
    names = set()
    for family in metrics.registry.collect():
        names |= {family.name + suffix for suffix in suffixes.get(family.type, ("",))}
        names |= {sample.name for sample in family.samples}
    return names


def _panels(dashboard: dict[str, Any]) -> list[dict[str, Any]]:
    found = []
    for panel in dashboard["panels"]:
        found.append(panel)
        found += panel.get("panels", [])
    return found


def test_every_name_the_grafana_dashboard_queries_is_served() -> None:
    dashboard = json.loads(DASHBOARD.read_text(encoding="utf-8"))
    served = _served_names(Metrics(None))
    queried: set[str] = set()
    for panel in _panels(dashboard):
        for target in panel.get("targets", []):
            names = _queried_names(target["expr"])
            assert names, f"{panel['title']}: queries none of the bot's metrics: {target['expr']}"
            queried |= names
    assert queried - served == set(), f"the dashboard queries names the bot does not serve: {queried - served}"
    bot_series = {n for n in served if n.startswith("masquerade_") and not n.endswith(("_created", "_count", "_sum"))}
    unused = {n for n in bot_series if n not in queried and not n.endswith("_bucket")}
    assert unused == set(), f"series no panel shows: {unused}"


ALERTS = ROOT / "deploy" / "prometheus-alerts.yml"
OPERATIONS = ROOT / "docs" / "operations.md"


def test_every_alert_queries_served_names_and_is_explained_in_the_operations_page() -> None:
    rules = ALERTS.read_text(encoding="utf-8")
    names = re.findall(r"^      - alert: (\w+)$", rules, flags=re.MULTILINE)
    exprs = re.findall(r"^        expr: (.+)$", rules, flags=re.MULTILINE)
    assert names, "alerts found"
    assert len(exprs) == len(names), "one expression per alert, on one line"
    served = _served_names(Metrics(None))
    for name, expr in zip(names, exprs, strict=True):
        assert _queried_names(expr) <= served, f"{name} queries names the bot does not serve: {expr}"
    explained = OPERATIONS.read_text(encoding="utf-8")
    assert [n for n in names if f"**{n}**" not in explained] == [], "docs/operations.md says what each alert means"
