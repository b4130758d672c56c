"""`kata bench` on fixed position sets (Connect Four): mean time, mean positions explored, positions per second.

A problem whose hardness depends on the position more than on its size
declares `position_sets`, (name, fewest moves, most moves) triples, and a
`position_set(low, high, count)` that draws the same seeded positions on
every run. Each variant runs a set only if the set's largest position is
within its declared limit, and stops once it has spent its seconds. Time is
measured on a plain call; positions are counted on a second, counted call,
so the counting hook never slows the time.
"""

from __future__ import annotations

import json
import time
from typing import Any, TextIO

from rich import box
from rich.table import Table

from shared.tool.measure.timing import counting
from shared.tool.registry import Problem, Variant
from shared.tool.text import console, seconds

__all__ = ["bench_sets"]


def _one_set(problem: Problem, v: Variant, inputs: list[object], max_seconds: float) -> dict[str, Any]:
    spent = total_nodes = 0.0
    done = 0
    for raw in inputs:
        args = problem.parse(raw)
        start = time.perf_counter()
        v.func(**args)
        spent += time.perf_counter() - start
        with counting(v, args) as counter:  # the calls of its nested search, as Pons counts positions
            problem.run(v, args)
        total_nodes += counter.nodes or 0
        done += 1
        if spent > max_seconds:
            break
    return {"done": done, "seconds": spent / done, "nodes": total_nodes / done, "rate": total_nodes / spent}


def bench_sets(
    problem: Problem, variants: list[Variant], count: int, max_seconds: float, as_json: bool, out: TextIO
) -> None:
    """Run each variant over each of the problem's position sets; print the table (or JSON)."""
    rows: list[dict[str, Any]] = []
    for v in variants:
        for name, low, high in problem.position_sets:
            inputs = problem.position_set(low, high, count)
            most_empty = max(problem.size(problem.parse(raw)) for raw in inputs)
            row: dict[str, Any] = {"variant": v.name, "set": name, "moves": f"{low}-{high}", "of": len(inputs)}
            if most_empty > v.limit:
                row["skipped"] = f"skip {most_empty} > {v.limit}"
            else:
                row.update(_one_set(problem, v, inputs, max_seconds))
            rows.append(row)
    if as_json:
        print(json.dumps({"problem": problem.key, "sets": rows}), file=out)
        return
    table = Table(
        title=f"kata bench {problem.key}: means per position, {count} a set",
        title_justify="left",
        box=box.SIMPLE_HEAD,
        caption="skip N > L: the set's position with N empty cells is past the variant's limit L",
    )
    for col in ("variant", "moves played", "done", "time", "positions", "per s"):
        wide = {"moves played": 12, "time": 8, "per s": 9}.get(col, len(col))
        table.add_column(col, justify="left" if col in ("variant", "moves played") else "right", min_width=wide)
    for row in rows:
        where = f"{row['set'].split()[0]} {row['moves']}"  # "middle 14-22"
        if "skipped" in row:
            table.add_row(row["variant"], where, "-", "", row["skipped"], "")
            continue
        table.add_row(
            row["variant"],
            where,
            f"{row['done']}/{row['of']}",
            seconds(row["seconds"]),
            f"{row['nodes']:,.0f}",
            f"{row['rate']:,.0f}",
        )
    console(out).print(table)
