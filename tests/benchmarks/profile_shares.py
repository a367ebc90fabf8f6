"""Who spends the event loop's CPU: a profile's time summed by package.

    MN_BENCH_PROFILE=/tmp/prof.out MN_BENCH_PROFILE_CPU=1 \\
        python -m tests.benchmarks.bench_targets --skip open,resume
    python -m tests.benchmarks.profile_shares /tmp/prof.out [--per N]

Each function's own time goes to its package (``discord``, ``aiohttp``, ``fluent``…), or to
our module (``bot/i18n``, ``cogs/table``…). A built-in (``isinstance``, ``str.join``) or a
plain helper of the standard library (``json``, ``copy``) belongs to whoever called it: its
time is shared among its callers, in proportion to the time it spent under each. The last
line sums what the bot pays for whatever it sends and receives: discord.py, aiohttp and what
they stand on (yarl, multidict, asyncio). ``--per N``: also each share in milliseconds per interaction, for a
profile of ``N`` interactions (the benchmark prints how many it answered); profiled times
are about twice the real ones, the shares are what compares.
"""

from __future__ import annotations

import argparse
import pstats
from collections import defaultdict

#: discord.py and what it stands on: their cost follows from the requests and frames.
LIBRARY = frozenset({"discord", "aiohttp", "yarl", "multidict", "propcache", "frozenlist", "asyncio"})


def owner(filename: str) -> str | None:
    """The package (or our module) a profiled function's file belongs to; ``None`` for a
    built-in or the standard library's plain helpers (``json``, ``copy``, ``contextlib``…),
    whose time is their callers'."""
    if filename == "~":
        return None
    if "site-packages/" in filename:
        return filename.split("site-packages/", 1)[1].split("/", 1)[0]
    for ours in ("/bot/", "/cogs/", "/tests/"):
        if ours in filename:
            parts = filename.rsplit(ours, 1)[1].split("/")
            module = parts[0] if len(parts) > 1 else parts[0].removesuffix(".py")
            return f"{ours.strip('/')}/{module}"
    if "/asyncio/" in filename:
        return "asyncio"
    return None


Function = tuple[str, int, str]


def shares(stats: pstats.Stats) -> dict[str, float]:
    """Seconds of own time per owner. A function without one hands its own time up to its
    callers, in proportion to the time it spent under each, until one has an owner."""
    table = stats.stats  # type: ignore[attr-defined]  # pstats keeps it untyped
    seconds: defaultdict[str, float] = defaultdict(float)

    def charge(function: Function, spent: float, depth: int) -> None:
        who = owner(function[0])
        if who is not None:
            seconds[who] += spent
            return
        callers = table[function][4] if function in table else {}
        under = sum(timing[3] for caller, timing in callers.items() if caller != function)
        if not under or depth > 20:
            seconds["built-ins and the standard library"] += spent
            return
        for caller, timing in callers.items():
            if caller != function:
                charge(caller, spent * timing[3] / under, depth + 1)

    for function, (_cc, _nc, own, _cumulative, _callers) in table.items():
        charge(function, own, 0)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("profile", help="cProfile stats written by the benchmark (MN_BENCH_PROFILE)")
    parser.add_argument("--per", type=int, default=0, help="interactions in the profiled span")
    parser.add_argument("--top", type=int, default=25, help="owners listed")
    args = parser.parse_args()
    seconds = shares(pstats.Stats(args.profile))
    total = sum(seconds.values())
    print(f"profiled: {total:.2f} s of the event loop's thread")
    for who, spent in sorted(seconds.items(), key=lambda item: -item[1])[: args.top]:
        per = f"  {1000 * spent / args.per:6.2f} ms per interaction" if args.per else ""
        print(f"  {100 * spent / total:5.1f} %  {spent:7.3f} s{per}  {who}")
    library = sum(spent for who, spent in seconds.items() if who in LIBRARY)
    per = f", {1000 * library / args.per:.2f} ms per interaction" if args.per else ""
    print(f"discord.py, aiohttp and what they stand on: {100 * library / total:.1f} %{per}")


if __name__ == "__main__":
    main()
