"""`kata` with no arguments: the main job, every variant of every problem on LeetCode's examples."""

from __future__ import annotations

import json

from rich.table import Table
from rich.text import Text

from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, Streams, console
from shared.tool.registry import all_problems
from shared.tool.solving import solve_one
from shared.tool.text import clip, seconds

__all__ = ["run"]


def run(io: Streams) -> int:
    """Print one table of every variant on every example; exit 1 if any disagree."""
    out = console(io.stdout)
    table = Table(title="Every variant on LeetCode's examples", title_justify="left")
    for col in ("problem", "input", "variant", "answer", "agree", "nodes", "time"):
        table.add_column(col, justify="right" if col in ("nodes", "time") else "left")
    solved = []
    for p in all_problems():
        for raw in p.examples:
            s = solve_one(p, raw, p.variants)
            solved.append(s)
            mark = Text("yes", style="green") if s.agree else Text("NO", style="bold red")
            for i, (name, r) in enumerate(s.runs.items()):
                nodes = "-" if r.nodes is None else f"{r.nodes:,}"
                first = i == 0
                key, shown = (p.key, clip(raw, 28)) if first else ("", "")
                table.add_row(key, shown, name, json.dumps(r.answer), mark, nodes, seconds(r.seconds))
            for name, why in s.errors.items():
                table.add_row("", "", name, Text(why, style="red"), mark, "", "")
            table.add_section()
    out.print(table)
    bad = sum(not s.agree for s in solved)
    summary = f"{len(solved)} inputs, " + ("all variants agree" if not bad else f"{bad} with disagreement")
    out.print(Text(summary, style="green" if not bad else "bold red"))
    out.print("Try next: kata list, kata show 292, kata practice 292 memoized")
    return EXIT_AGREE if not bad else EXIT_DISAGREE
