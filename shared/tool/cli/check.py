"""`kata check`: judge your practice/ versions of a problem's variants."""

from __future__ import annotations

import argparse

from rich.text import Text

from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, Streams, console
from shared.tool.registry import find_problem

__all__ = ["HELP", "add_arguments", "run"]

HELP = "run a problem's tests against your practice/ versions"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem")
    parser.add_argument("variants", nargs="*", metavar="VARIANT", help="which of your variants (default: all written)")


def run(ns: argparse.Namespace, io: Streams) -> int:
    from shared.tool.practice import check_variant, load_practice
    from shared.tool.record import note_check

    problem = find_problem(ns.problem)
    out = console(io.stdout)
    all_ok = True
    for v in load_practice(problem, ns.variants or None):
        out.print(Text(f"{problem.key} {v.name} (yours), target Time {v.time}, Space {v.space}", style="bold"))
        passed = failed = 0
        for verdict in check_variant(problem, v):
            if verdict.skipped:
                out.print(Text(f"  -  {verdict.label}: {verdict.detail}", style="dim"))
                continue
            mark, style = ("ok  ", "green") if verdict.ok else ("FAIL", "bold red")
            line = Text.assemble(("  " + mark, style), f" {verdict.label}")
            if verdict.detail:
                line.append(f"\n        {verdict.detail}", style="" if verdict.ok else "red")
            out.print(line)
            passed, failed = passed + verdict.ok, failed + (not verdict.ok)
        all_ok = all_ok and failed == 0
        note_check(problem.key, v.name, passed=failed == 0)
        out.print(Text(f"  {passed} passed, {failed} failed", style="green" if not failed else "bold red"))
    return EXIT_AGREE if all_ok else EXIT_DISAGREE
