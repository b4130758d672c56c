"""`kata bench` on fixed position sets (Connect Four): mean time, mean positions explored, positions per second.

A problem whose hardness depends on the position more than on its size
declares `position_sets`, (name, fewest moves, most moves) triples, and a
`position_set(low, high, count)` that draws the same seeded positions on
every run. Each variant runs the positions of a set that are within its
declared limit, and a row stops at its seconds, where it is, even inside a
position (kata solve's deadline). Time is measured on a plain call;
positions are counted on a second, counted call, so the counting hook never
slows the time. On a terminal a spinner says which variant, set and
position is running.
"""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable
from typing import Any, TextIO

from rich import box
from rich.table import Table

from shared.tool.measure.budget import OutOfTimeError
from shared.tool.measure.timing import run_once
from shared.tool.registry import Problem, Variant
from shared.tool.text import console, seconds

__all__ = ["bench_sets"]


def _one_set(
    problem: Problem, v: Variant, inputs: list[object], max_seconds: float, tell: Callable[[int, int], None]
) -> dict[str, Any]:
    """The means over the set's positions within v's limit, run in order until the row's seconds are spent."""
    within = [args for args in map(problem.parse, inputs) if problem.size(args) <= v.limit]
    row: dict[str, Any] = {"within": len(within), "done": 0, "stopped": False}
    if not within:
        return {**row, "skipped": f"none \u2264 {v.limit}"}
    deadline = time.monotonic() + max_seconds
    spent = total_nodes = 0.0
    for k, args in enumerate(within):
        tell(k + 1, len(within))
        try:
            run = run_once(problem, v, args, deadline=deadline)
        except OutOfTimeError:
            run = None
        if run is None or run.nodes is None:  # stopped in its answer or in its count: the row ends here
            row["stopped"] = True
            break
        spent += run.seconds
        total_nodes += run.nodes
        row["done"] += 1
    done = row["done"]
    if done:
        row.update(seconds=spent / done, nodes=total_nodes / done, rate=total_nodes / spent if spent else None)
    return row


def bench_sets(
    problem: Problem,
    variants: list[Variant],
    count: int,
    max_seconds: float,
    as_json: bool,
    out: TextIO,
    starting: Callable[[str], None] | None = None,
) -> None:
    """Run each variant over each of the problem's position sets; print the table (or JSON). `starting` hears
    of each variant and set as it starts (a progress line where there is no terminal for the spinner)."""
    rows: list[dict[str, Any]] = []
    shown = console(out)
    status = shown.status("bench", spinner="line") if shown.is_terminal and not as_json else None
    with status or contextlib.nullcontext():
        for v in variants:
            for name, low, high in problem.position_sets:
                if starting is not None:
                    starting(f"{v.name}, {name} {low}-{high}")
                inputs = problem.position_set(low, high, count)

                def tell(k: int, of: int, where: str = f"{v.name}, {name} {low}-{high}") -> None:
                    if status is not None:
                        status.update(f"bench {problem.key}: {where}: position {k} of {of}")

                row: dict[str, Any] = {"variant": v.name, "set": name, "moves": f"{low}-{high}", "of": len(inputs)}
                rows.append({**row, **_one_set(problem, v, inputs, max_seconds, tell)})
    if as_json:
        print(json.dumps({"problem": problem.key, "sets": rows}), file=out)
        return
    table = Table(
        title=f"kata bench {problem.key}: means per position, {count} a set",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        caption="done: positions run of those within the variant's limit L (none ≤ L: not one is);"
        " stopped: its seconds ran out",
    )
    for col in ("variant", "moves played", "done", "time", "positions", "per s"):
        table.add_column(col, justify="left" if col in ("variant", "moves played") else "right", no_wrap=True)
    for row in rows:
        where = f"{row['set'].split()[0]} {row['moves']}"  # "middle 14-22"
        if "skipped" in row:
            table.add_row(row["variant"], where, "-", "", row["skipped"], "")
            continue
        done = f"{row['done']}/{row['within']}" + (" stopped" if row["stopped"] else "")
        if not row["done"]:
            table.add_row(row["variant"], where, done, "", "", "")
            continue
        rate = "" if row["rate"] is None else f"{row['rate']:,.0f}"
        table.add_row(row["variant"], where, done, seconds(row["seconds"]), f"{row['nodes']:,.0f}", rate)
    shown.print(table)
