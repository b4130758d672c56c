"""`kata solve c4 --analyze` and `--weak`: Pons' -a (each column's score) and -w (win, draw or loss).

Both run each chosen variant another way (the problem's `analyze` or `weak`),
under the same --max-seconds as a plain solve. --weak runs the strong solve
too, so that each row shows the positions both explored.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Sequence
from typing import Any

from rich.table import Table
from rich.text import Text

from shared.engine.errors import InputError
from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, EXIT_UNFINISHED, Streams, console
from shared.tool.cli.solve import heading, print_solved, unfinished_line
from shared.tool.measure.solving import Solved, solve_one
from shared.tool.registry import Args, Problem, Variant
from shared.tool.tables import print_fitted
from shared.tool.text import clip, hanging, seconds

__all__ = ["columns", "run_mode"]


def columns(scores: list[int | None]) -> str:
    """Each column's score, right-aligned in three, `x` for a full column: ` -5 -5  2  x  x  x -5`."""
    return "".join(f"{'x' if score is None else score:>3}" for score in scores)


def _hook(problem: Problem, name: str) -> Callable[[Variant, Args], Any]:
    hook: Callable[[Variant, Args], Any] | None = getattr(problem, name, None)
    if hook is None:
        raise InputError(f"--{name} is not available for problem {problem.key}: only c4 has it")
    return hook


def run_mode(
    problem: Problem, raw: object, variants: Sequence[Variant], ns: argparse.Namespace, io: Streams, max_seconds: float
) -> int:
    """--analyze or --weak on one input: a table (or JSON), and exit 3 if --max-seconds stopped a variant."""
    if ns.analyze and ns.weak:
        raise InputError("give --analyze or --weak, not both")
    if ns.explain:
        raise InputError("--explain goes with a plain solve, not --analyze or --weak")
    started = io.started
    left = max(0.1, max_seconds - (time.monotonic() - started))
    mode = solve_one(problem, raw, variants, max_seconds=left, call=_hook(problem, "analyze" if ns.analyze else "weak"))
    strong = None
    if ns.weak and mode.runs:  # the strong solve beside it, in what time is left
        chosen = [v for v in variants if v.name in mode.runs]
        strong = solve_one(problem, raw, chosen, max_seconds=max(0.1, started + max_seconds - time.monotonic()))
    late = mode.unfinished or (strong is not None and strong.unfinished)
    if ns.json:
        print(json.dumps(_as_json(mode, strong, ns.analyze)), file=io.stdout)
    else:
        out = console(io.stdout)
        for line in hanging(heading(problem, raw), out.width) if strong is None else []:
            out.print(line)
        if mode.runs or mode.errors:
            if strong is None:
                print_solved(mode, out, columns, words=False)
                out.print(Text(f"the scores of columns 1 to {mode.args['width']}; x: a full column", style="dim"))
            else:
                _print_weak(mode, strong, out)
        for s in (mode, strong):
            if s is not None and s.unfinished:
                for line in hanging(unfinished_line(s, max_seconds), out.width):
                    out.print(line)
    if late:
        return EXIT_UNFINISHED
    return EXIT_AGREE if mode.agree else EXIT_DISAGREE


def _as_json(mode: Solved, strong: Solved | None, analyze: bool) -> dict[str, object]:
    """The solve's JSON with each result's answer also as "scores" (--analyze) or beside the strong one (--weak)."""
    obj = mode.as_json()
    for result in obj["results"]:  # type: ignore[attr-defined]
        name = result["variant"]
        if analyze and "answer" in result:
            result["scores"] = result.pop("answer")
        elif strong is not None and name in strong.runs:
            result["strong"] = {"answer": strong.runs[name].answer, "nodes": strong.runs[name].nodes}
    return obj


def _print_weak(weak: Solved, strong: Solved, out: Any) -> None:
    """One row a variant: the weak answer and its positions, the strong score and its positions."""
    p = weak.problem
    title = f"{p.key}: {p.param} = {clip(weak.args[p.param], 40)}; weak: 1 win, 0 draw, -1 loss"
    table = Table(title=title, title_justify="left")
    for col in ("variant", "weak", "nodes", "time", "strong", "nodes "):
        table.add_column(col, justify="left" if col == "variant" else "right", no_wrap=True)
    for v in p.variants:
        if v.name in weak.runs:
            r, s = weak.runs[v.name], strong.runs.get(v.name)
            table.add_row(
                v.name,
                str(r.answer),
                "-" if r.nodes is None else f"{r.nodes:,}",
                seconds(r.seconds),
                "" if s is None else str(s.answer),
                "" if s is None or s.nodes is None else f"{s.nodes:,}",
            )
    print_fitted(out, table)
    if weak.skipped:
        names = ", ".join(weak.skipped)
        for line in hanging(f"{len(weak.skipped)} skipped (no weak mode, or past their limit): {names}", out.width):
            out.print(Text(line, style="dim"))
