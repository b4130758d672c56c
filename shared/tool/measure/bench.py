"""Measuring variants over a ladder of sizes: seconds, nodes, and the growth fitted to them."""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from shared.engine.errors import InputError
from shared.tool.measure.complexity import describe_fit, parse_growth
from shared.tool.measure.timing import Run, measure, run_once
from shared.tool.registry import Args, Problem, Variant
from shared.tool.text import seconds

__all__ = [
    "BENCH_DIR",
    "BenchRow",
    "bench_path",
    "bench_rows",
    "bench_variant",
    "ladder",
    "load_bench",
    "markdown_table",
    "save_bench",
]

# Saved measurements, checked in and shipped with the package: `kata bench P --save` refreshes one,
# `kata site` draws its growth charts from them without measuring again.
BENCH_DIR = Path(__file__).resolve().parent.parent / "site" / "bench"


def ladder(limit: int, stepwise: bool, points: int | None = 8) -> list[int]:
    """Sizes up to `limit` to measure a variant at, ending at `limit`.

    A stepwise (exponential) class climbs size by size: every size, or with
    `points` given that many evenly spaced over the upper half. Otherwise the
    sizes are geometric and odd (a parity shortcut, such as 486's even rows,
    would hide the worst case): doubling from 3, or `points` of them from limit/1000.
    """
    if stepwise or limit <= (points or 0):
        if points is None:
            return list(range(1, limit + 1))
        low = max(1, limit // 2) if stepwise and limit > points else 1
        step = max(1, (limit - low) // (points - 1))
        sizes = list(range(low, limit + 1, step))
    elif points is None:
        sizes = sorted({min(limit, 2**k + 1) for k in range(1, 64)})
    else:
        low = max(1, limit // 1000)
        sizes = sorted({min(limit, round(low * (limit / low) ** (k / (points - 1))) | 1) for k in range(points)})
    if sizes[-1] != limit:
        sizes.append(limit)
    return sizes


@dataclass
class BenchRow:
    """One variant's measurements over its ladder."""

    variant: Variant
    points: list[tuple[int, Run]] = field(default_factory=list)
    stopped: str = ""

    def fit(self) -> str:
        """The growth of nodes (or, where none are counted, seconds) over the upper half, in the declared form."""
        growth = parse_growth(self.variant.time)
        counted = all(r.nodes for _, r in self.points)
        data = [(float(s), float(r.nodes if counted and r.nodes else r.seconds)) for s, r in self.points]
        top = data[len(data) // 2 :] if len(data) >= 4 else data
        measured = describe_fit(growth, top)
        return measured if counted else f"{measured} (s)"

    def as_json(self) -> dict[str, object]:
        """What `kata bench --json` prints for this variant."""
        return {
            "variant": self.variant.name,
            "declared": self.variant.time,
            "fitted": self.fit(),
            "points": [{"size": s, "seconds": r.seconds, "nodes": r.nodes} for s, r in self.points],
        }


HARDEST_OF = 8  # an exponential variant is measured on the hardest of this many random inputs per size


def _input(problem: Problem, v: Variant, size: int, stepwise: bool) -> Args | None:
    """The input v is measured on at `size`: a random one, or for an exponential variant the one of
    HARDEST_OF on which it enters the most nodes (a random input can end the game at once and hide the
    growth: 913's naive enters 27 nodes on one 5-node graph and 2 million on a 6-node one), drawn from the
    problem's `hard` generator where it has one."""
    found: list[tuple[int, int, Args]] = []
    for k in range(HARDEST_OF if stepwise else 1):
        try:
            rng = random.Random(size + 7919 * k)
            hard = problem.hard(size, rng) if stepwise else None
            args = problem.parse(problem.input_for(v, size, rng) if hard is None else hard)
        except InputError:
            return None  # below the problem's smallest input (913's graphs have at least 3 nodes)
        if not stepwise:
            return args
        if size <= v.limit and problem.skip_reason(v, args):
            continue
        found.append((run_once(problem, v, args).nodes or 0, -k, args))
    return (
        max(found, key=lambda f: f[:2])[2] if found else problem.parse(problem.input_for(v, size, random.Random(size)))
    )


def bench_variant(
    problem: Problem, v: Variant, max_seconds: float, on_point: Callable[[str], None] | None = None
) -> BenchRow:
    """Measure v over its ladder, stopping once max_seconds are spent.

    An exponential variant goes on past its limit, a size at a time, while time remains and the last run
    was quick: where it blows up is what its line should show.
    """
    row = BenchRow(v)
    spent = 0.0
    stepwise = parse_growth(v.time).stepwise
    for size in ladder(v.limit, stepwise) + (list(range(v.limit + 1, 2 * v.limit + 1)) if stepwise else []):
        if size > v.limit and (spent > max_seconds or not row.points or row.points[-1][1].seconds > max_seconds / 20):
            break  # past the limit only while it is cheap: a run there may take far longer than the last
        start = time.perf_counter()
        args = _input(problem, v, size, stepwise)
        if args is None:
            continue
        if size <= v.limit and (declined := problem.skip_reason(v, args)):
            row.stopped = f"skipped: {declined}"
            break
        run = measure(problem, v, args, repeats=5, max_seconds=max(0.2, max_seconds / 10))
        spent += time.perf_counter() - start
        row.points.append((size, run))
        if on_point:
            on_point(f"{problem.key} {v.name} {problem.size_name}={size:,}")
        if spent > max_seconds and size < v.limit:
            row.stopped = f"stopped after {spent:.1f} s (--max-seconds {max_seconds:g})"
            break
    return row


def bench_path(problem: Problem, directory: Path | None = None) -> Path:
    """Where a problem's saved measurements live."""
    return (directory or BENCH_DIR) / f"{problem.stem}.json"


def save_bench(
    problem: Problem, measured: Mapping[str, object], max_seconds: float, directory: Path | None = None
) -> Path:
    """Write `kata bench --json`'s object (plus the budget it ran under) to the problem's bench file.

    Variants measured now replace their old rows; the others keep theirs (`--variant naive --save`
    refreshes one line of the chart). Rows follow the problem's teaching order. Written to a temporary
    file and renamed over the old one, so an interrupted run never leaves a half-written file.
    """
    path = bench_path(problem, directory)
    rows = {
        str(row["variant"]): row for source in (load_bench(problem, directory), measured) for row in bench_rows(source)
    }
    order = [v.name for v in problem.variants]
    ranked = sorted(rows, key=lambda name: order.index(name) if name in order else len(order))
    saved = {"problem": problem.key, "max_seconds": max_seconds, "variants": [rows[name] for name in ranked]}
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(saved, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, path)
    return path


def load_bench(problem: Problem, directory: Path | None = None) -> dict[str, object] | None:
    """A problem's saved measurements, or None when there is no readable file for it."""
    try:
        raw = json.loads(bench_path(problem, directory).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(raw, dict) or not isinstance(raw.get("variants"), list):
        return None
    return raw


def bench_rows(measured: Mapping[str, object] | None) -> list[dict[str, object]]:
    """The per-variant rows of a bench object, each naming its variant; the malformed ones left out."""
    found = measured.get("variants") if measured else None
    return [
        row
        for row in (found if isinstance(found, list) else [])
        if isinstance(row, dict) and isinstance(row.get("variant"), str)
    ]


def markdown_table(problems: Sequence[Problem], directory: Path | None = None) -> str:
    """The saved measurements as one Markdown table: each variant at the largest size of its ladder.

    This is how the project's measured tables are written (`kata bench --markdown`), so the figures a
    document shows are regenerated from the bench files, never copied into it by hand.
    """
    lines = ["| problem | variant | declared | fitted | at | nodes | time |", "|---|---|---|---|---|---|---|"]
    for problem in problems:
        for row in bench_rows(load_bench(problem, directory)):
            points = row.get("points")
            last = points[-1] if isinstance(points, list) and points and isinstance(points[-1], dict) else {}
            size, secs, nodes = last.get("size"), last.get("seconds"), last.get("nodes")
            at = f"{problem.size_name} = {size:,}" if isinstance(size, int) else ""
            counted = f"{nodes:,}" if isinstance(nodes, int) else ""
            took = seconds(secs) if isinstance(secs, int | float) else ""
            cells = [problem.key, row["variant"], row.get("declared", ""), row.get("fitted", ""), at, counted, took]
            lines.append("| " + " | ".join(str(cell) for cell in cells) + " |")
    return "\n".join(lines) + "\n"
