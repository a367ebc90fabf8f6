"""The running service table every game's timeout tests use (``service_table.py``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.engine.service_table import Table, open_table


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    async for opened in open_table(tmp_path):
        yield opened
