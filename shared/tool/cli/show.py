"""`kata show`: a problem's variants side by side, one pair as a diff, or yours beside the reference."""

from __future__ import annotations

import argparse
from dataclasses import replace

from shared.engine.errors import InputError
from shared.tool.cli.common import EXIT_AGREE, Streams, console, pick_variants
from shared.tool.registry import find_problem

__all__ = ["HELP", "add_arguments", "run"]

HELP = "read a problem's variants side by side"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem")
    parser.add_argument("variants", nargs="*", metavar="VARIANT", help="which variants (default: all)")
    parser.add_argument("--diff", nargs=2, metavar=("A", "B"), help="show what variant B changes from variant A")
    parser.add_argument("--practice", action="store_true", help="show your practice/ version beside the reference")


def run(ns: argparse.Namespace, io: Streams) -> int:
    from shared.tool.practice import load_practice
    from shared.tool.show import diff_variants, print_show

    problem = find_problem(ns.problem)
    out = console(io.stdout)
    if ns.diff:
        if ns.variants:
            raise InputError("give either VARIANT names or --diff A B, not both")
        a, b = (problem.variant(name) for name in ns.diff)
        if ns.practice:
            b = load_practice(problem, [b.name])[0]
        out.print(diff_variants(a, b))
        return EXIT_AGREE
    chosen = pick_variants(problem, ns.variants)
    if ns.practice:
        mine = load_practice(problem, [v.name for v in chosen] if ns.variants else None)
        chosen = [x for v in mine for x in (problem.variant(v.name), replace(v, name=f"{v.name} (yours)"))]
    print_show(out, problem, chosen)
    return EXIT_AGREE
