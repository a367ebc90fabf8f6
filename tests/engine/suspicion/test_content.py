"""The shipped component data validates, and the cross-checks refuse broken data."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from bot.i18n import LOCALES
from cogs.suspicion.rules import CONTENT_FILE, Content
from tests.engine.suspicion.conftest import CONTENT
from tests.registry import CATALOG

RAW: dict[str, Any] = json.loads(CONTENT_FILE.read_text("utf-8"))


def broken(change: Any) -> None:
    data = json.loads(json.dumps(RAW))
    change(data)
    with pytest.raises(ValidationError):
        Content.model_validate(data)


def test_shipped_content_validates() -> None:
    assert len(CONTENT.guests) == 10
    assert len(CONTENT.rooms) == 12
    assert len(CONTENT.doors) == 17
    assert len(CONTENT.cards) == 28


def test_s1_2_gems_per_room_as_printed() -> None:
    rows = [[set(CONTENT.room_by_id[f"r{r}c{c}"].gems) for c in range(4)] for r in range(3)]
    assert rows == [
        [{"ruby"}, {"ruby", "diamond"}, {"emerald", "diamond"}, {"ruby", "emerald"}],
        [{"emerald", "diamond"}, {"ruby", "emerald"}, {"ruby", "diamond"}, {"diamond"}],
        [{"ruby", "diamond"}, {"emerald"}, {"ruby", "emerald"}, {"emerald", "diamond"}],
    ]


def test_s4_1_sight_is_row_or_column() -> None:
    assert CONTENT.sees("r0c0", "r0c3")
    assert CONTENT.sees("r0c2", "r2c2")
    assert CONTENT.sees("r1c1", "r1c1")
    assert not CONTENT.sees("r0c0", "r1c1")


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["doors"].pop(),
        lambda d: d["doors"].__setitem__(0, ["r0c0", "r1c1"]),
        lambda d: d["cards"].pop(),
        lambda d: d["cards"][0].__setitem__("actions", ["search", "search"]),
        lambda d: d["cards"][0].__setitem__("actions", ["tip:ruby", "ask:remy"]),
        lambda d: d["rooms"][0].__setitem__("gems", []),
        lambda d: d["rooms"][5].__setitem__("inner", False),
        lambda d: d["dice"]["A"].__setitem__(0, "nadia"),
        lambda d: d["guests"].pop(),
        lambda d: d["length_delta"].__setitem__("long", 4),
    ],
)
def test_cross_checks_refuse_broken_data(change: Any) -> None:
    broken(change)


def test_every_content_name_is_in_both_catalogues() -> None:
    catalog = CATALOG
    keys = [f"suspicion-guest-{g}" for g in CONTENT.guest_ids]
    keys += [f"suspicion-guest-abbr-{g}" for g in CONTENT.guest_ids]
    keys += [f"suspicion-room-{r.id}" for r in CONTENT.rooms]
    keys += [f"suspicion-gem-{g}" for g in CONTENT.gems]
    keys += [f"suspicion-gems-{g}" for g in CONTENT.gems]
    keys += [f"suspicion-card-{c.number}" for c in CONTENT.cards]
    for locale in LOCALES:
        assert [k for k in keys if not catalog.has(locale, k)] == []


def half_key(kind: str, gem: str | None, guest: str | None) -> str:
    return f"suspicion-action-{kind}" + (f"-{gem or guest}" if gem or guest else "")


def test_card_names_match_the_card_data() -> None:
    """A card's catalogue name is built from its two halves, in both languages."""
    catalog = CATALOG
    for locale in LOCALES:
        for card in CONTENT.cards:
            a, b = (catalog.get(locale, half_key(h.kind, h.gem, h.guest)) for h in card.actions)
            assert catalog.get(locale, f"suspicion-card-{card.number}").endswith(f"{a} + {b}")


def test_importing_the_engine_never_imports_discord() -> None:
    code = "import cogs.suspicion.rules, sys; assert 'discord' not in sys.modules"
    root = Path(__file__).resolve().parents[3]
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root)
