"""Shows the conformance harness's base seed (see ``tests/engine/seeds.py``) in the header."""

from __future__ import annotations

import pytest

from tests.engine.seeds import BASE_SEED


def pytest_report_header(config: pytest.Config) -> str:
    return f"conformance harness: MN_SEED={BASE_SEED}"
