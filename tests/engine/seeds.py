"""The conformance harness's base seed: ``MN_SEED`` if given (to replay a failure), else new
on every run. Under pytest-xdist every worker derives it from the run's shared id, so all
workers play the same games and collect the same test ids (which name the seed)."""

from __future__ import annotations

import os
import random


def _base_seed() -> int:
    if "MN_SEED" in os.environ:
        return int(os.environ["MN_SEED"])
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run:
        return int(run, 16) % 10**9
    return random.SystemRandom().randrange(10**9)


BASE_SEED = _base_seed()
