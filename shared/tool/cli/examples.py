"""`kata` with no arguments: the main job, every variant of every problem on LeetCode's examples.

One row per example, grouped by family, so sixteen problems stay readable:
the answer, how many variants agree on it, and the nodes entered by the most
thorough variant and the least (named). `kata solve KEY INPUT` has the detail.
"""

from __future__ import annotations

import json

from rich import box
from rich.table import Table
from rich.text import Text

from shared.tool.catalog import all_problems
from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, Streams, console
from shared.tool.measure.solving import Solved, solve_one
from shared.tool.tables import print_fitted
from shared.tool.text import clip, seconds

__all__ = ["run"]


def _nodes(s: Solved) -> str:
    """The widest and the narrowest search, by nodes entered: "549,946 → 765 symmetry"."""
    counted = sorted(((r.nodes, name) for name, r in s.runs.items() if r.nodes is not None), reverse=True)
    if not counted:
        return "-"
    most, (least, name) = counted[0][0], counted[-1]
    return f"{most:,}" if most == least else f"{most:,} → {least:,} {name}"


def run(io: Streams) -> int:
    """Print one row per example, grouped; exit 1 if the variants disagree anywhere."""
    out = console(io.stdout)
    table = Table(
        title="Every variant on LeetCode's examples", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False
    )
    keys = max(len(p.key) for p in all_problems())
    for col in ("key", "input", "answer", "agree", "nodes: most → fewest", "time"):
        wide = 7 if col == "time" else keys if col == "key" else len(col)  # "22.4 ms" and "1025" whole, never "10…"
        table.add_column(col, justify="right" if col == "time" else "left", no_wrap=True, min_width=wide)
    solved: list[Solved] = []
    problems = all_problems()
    groups = dict.fromkeys(p.group for p in problems)
    for group in groups:
        if group and len(groups) > 1:
            table.add_row("", Text(group, style="bold"))  # under input: a long name would widen the key column
        for p in (p for p in problems if p.group == group):
            for i, raw in enumerate(p.examples):
                s = solve_one(p, raw, p.variants)
                solved.append(s)
                answers = {json.dumps(r.answer) for r in s.runs.values()}
                ran = len(s.runs) + len(s.errors)
                agree = (
                    Text(f"{len(s.runs)}/{ran}", style="green")
                    if s.agree
                    else Text(f"NO: {', '.join(sorted(answers)) or 'errors'}", style="bold red")
                )
                answer = next(iter(answers)) if len(answers) == 1 else "?"
                total = sum(r.seconds for r in s.runs.values())
                shown = ", ".join(json.dumps(v) for v in raw.values()) if isinstance(raw, dict) else raw  # values only
                table.add_row(p.key if i == 0 else "", clip(shown, 16), answer, agree, _nodes(s), seconds(total))
        table.add_section()
    print_fitted(out, table)
    for s in solved:
        for name, why in s.errors.items():
            out.print(Text(f"{s.problem.key} {clip(s.raw, 30)}: {name} failed: {why}", style="red"))
    bad = sum(not s.agree for s in solved)
    summary = f"{len(solved)} inputs, " + ("all variants agree" if not bad else f"{bad} with disagreement")
    out.print(Text(summary, style="green" if not bad else "bold red"))
    out.print("Try next: kata list, kata show 292, kata practice 292 memoized")
    return EXIT_AGREE if not bad else EXIT_DISAGREE
