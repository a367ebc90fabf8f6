"""The shipped deployment files keep their essentials (Docker cannot run here): the image runs
unprivileged on a pinned Python with a volume for the games and a health check that follows
the event loop; compose checks every bot process; systemd watches the bot's own pings."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _instructions(dockerfile: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments), continuation lines joined, comments dropped."""
    joined = re.sub(r"\\\n", " ", dockerfile)
    found = []
    for line in joined.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            keyword, _, rest = line.partition(" ")
            found.append((keyword.upper(), rest.strip()))
    return found


def test_the_image_is_pinned_unprivileged_with_a_volume_and_a_health_check() -> None:
    steps = _instructions((ROOT / "Dockerfile").read_text(encoding="utf-8"))
    (base,) = [args for keyword, args in steps if keyword == "FROM"]
    assert re.fullmatch(r"python:3\.\d+\.\d+-slim(-\w+)?", base), f"Python pinned to a patch release: {base}"
    users = [args for keyword, args in steps if keyword == "USER"]
    assert users, "USER set"
    assert users[-1] not in ("root", "0"), "the bot does not run as root"
    assert steps.index(("USER", users[-1])) > max(i for i, (k, _) in enumerate(steps) if k == "RUN"), (
        "every RUN (installs) before dropping privileges"
    )
    (healthcheck,) = [args for keyword, args in steps if keyword == "HEALTHCHECK"]
    assert '["python", "-m", "bot.ops.health"]' in healthcheck
    volumes = [args for keyword, args in steps if keyword == "VOLUME"]
    assert volumes == ['["/data"]']
    env = " ".join(args for keyword, args in steps if keyword == "ENV")
    assert "DATABASE_PATH=/data/" in env, "the SQLite file is on the volume"
    (command,) = [args for keyword, args in steps if keyword == "CMD"]
    assert command == '["python", "-m", "bot"]'


def test_the_image_has_the_library_pillow_shapes_names_with() -> None:
    """Pillow's wheels load FriBiDi from the system; a slim image has none, and without it the
    pictures draw Indic, Thai and Arabic names unshaped (data/fonts/README.md)."""
    steps = _instructions((ROOT / "Dockerfile").read_text(encoding="utf-8"))
    runs = [args for keyword, args in steps if keyword == "RUN"]
    assert any(re.search(r"apt-get install .*\blibfribidi0\b", args) for args in runs), "libfribidi0 installed"


def test_every_bot_process_in_compose_has_the_health_check() -> None:
    compose = (ROOT / "compose.yaml").read_text(encoding="utf-8")
    anchor = compose.split("x-bot: &bot", 1)[1].split("\nservices:", 1)[0]
    assert 'test: ["CMD", "python", "-m", "bot.ops.health"]' in anchor
    bots = re.findall(r"^  (bot-\d+):\n    <<: \*bot$", compose, flags=re.MULTILINE)
    assert bots == ["bot-0", "bot-1"], "each bot process takes the shared definition, health check included"


def test_systemd_waits_for_ready_and_watches_the_event_loop() -> None:
    unit = (ROOT / "deploy" / "masquerade-night.service").read_text(encoding="utf-8")
    settings = dict(line.split("=", 1) for line in unit.splitlines() if "=" in line and not line.startswith("#"))
    assert settings["Type"] == "notify"
    assert int(settings["WatchdogSec"]) >= 2 * 5, "at least two of the bot's default 5 s heartbeats per period"
    assert settings["Restart"] in ("on-failure", "always", "on-watchdog")
    assert shlex.split(settings["ExecStart"])[1:] == ["-m", "bot"]


def test_every_bot_process_in_compose_sends_its_rest_requests_through_the_shared_proxy() -> None:
    compose = (ROOT / "compose.yaml").read_text(encoding="utf-8")
    environment = compose.split("x-bot-environment: &bot-environment", 1)[1].split("\nx-bot:", 1)[0]
    (base,) = re.findall(r"^  DISCORD_API_BASE: (\S+)$", environment, flags=re.MULTILINE)
    assert base == "http://rest-proxy:8080/api/v10"
    proxy = compose.split("\n  rest-proxy:\n", 1)[1].split("\n\n", 1)[0]
    image = re.search(r"image: (\S+)", proxy)
    assert image is not None
    assert re.fullmatch(r"ghcr\.io/germanoeich/nirn-proxy:v\d+\.\d+\.\d+", image[1]), "a pinned release"
    assert 'PORT: "8080"' in proxy
    assert "ports:" not in proxy, "the proxy is not published outside the project's network"
    anchor = compose.split("x-bot: &bot", 1)[1].split("\nservices:", 1)[0]
    assert "rest-proxy:" in anchor, "the bots start after the proxy"
