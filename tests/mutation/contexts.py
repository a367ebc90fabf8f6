"""A pytest plugin for the mutation run's recording pass: under ``coverage run``, each test's
lines are recorded under its node id (coverage.py's dynamic contexts), and each test's time
is written as JSON to the file named by ``MN_MUTATION_TIMES``. The runner then plants a
mutant and runs only the tests that executed its line, quickest first.

    coverage run --source cogs/grimm/rules -m pytest -p tests.mutation.contexts …

Loaded only by ``tests/mutation/run.py`` (pytest does not collect it: it has no tests).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import coverage
import pytest

_times: dict[str, float] = {}


def _switch(context: str) -> None:
    current = coverage.Coverage.current()
    if current is not None:
        current.switch_context(context)


def pytest_runtest_setup(item: pytest.Item) -> None:
    _switch(item.nodeid)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _times[report.nodeid] = _times.get(report.nodeid, 0.0) + report.duration
    # A fixture's teardown still counts for its test; what runs between tests, for nobody.
    if report.when == "teardown":
        _switch("")


def pytest_sessionfinish(session: pytest.Session) -> None:
    del session
    path = os.environ.get("MN_MUTATION_TIMES")
    if path:
        Path(path).write_text(json.dumps(_times, indent=0), encoding="utf-8")
