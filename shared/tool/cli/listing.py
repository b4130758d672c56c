"""`kata list`: problems, variants, complexities and declared limits, as a table or as JSON."""

from __future__ import annotations

import argparse
import json

from rich.table import Table
from rich.text import Text

from shared.tool.catalog import all_problems
from shared.tool.cli.common import EXIT_AGREE, Streams, console
from shared.tool.registry import Problem
from shared.tool.tables import print_fitted

__all__ = ["add_arguments", "as_json", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the listing as one JSON object")


def as_json(problems: tuple[Problem, ...]) -> dict[str, object]:
    """`kata list --json`: every problem with its variants' Time, Space and limit."""
    return {
        "problems": [
            {
                "key": p.key,
                "title": p.title,
                "group": p.group,
                "size": p.size_name,
                "variants": [{"name": v.name, "time": v.time, "space": v.space, "limit": v.limit} for v in p.variants],
            }
            for p in problems
        ]
    }


def run(ns: argparse.Namespace, io: Streams) -> int:
    problems = all_problems()
    if ns.json:
        print(json.dumps(as_json(problems)), file=io.stdout)
        return EXIT_AGREE
    out = console(io.stdout)
    wide = out.width >= 120  # room for each technique's words; `kata show` has them all anyway
    table = Table(title="Problems and their variants", title_justify="left")
    # a long title wraps; a variant's name never does: below its width the table becomes one record per row
    table.add_column("variant", min_width=2 + max(len(v.name) for p in problems for v in p.variants))
    for col in ("time", "space"):  # complexities are never cut short: the titles give way instead
        table.add_column(col, no_wrap=True, min_width=max(len(getattr(v, col)) for p in problems for v in p.variants))
    table.add_column("limit", no_wrap=True, justify="right")
    if wide:
        table.add_column("technique", overflow="fold")
    groups = dict.fromkeys(p.group for p in problems)
    for group in groups:
        if group and len(groups) > 1:
            table.add_row(Text(group, style="bold underline"), "", "", "")
        for p in (p for p in problems if p.group == group):
            table.add_row(Text(f"{p.key} {p.title}", style="bold"), "", "", Text(f"in {p.size_name}", style="dim"))
            for v in p.variants:
                table.add_row(f"  {v.name}", v.time, v.space, f"{v.limit:,}", *([v.technique] if wide else []))
            table.add_section()
    print_fitted(out, table)
    return EXIT_AGREE
