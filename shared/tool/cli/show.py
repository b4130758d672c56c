"""`kata show`: a problem's variants side by side, one pair as a diff, or yours beside the reference."""

from __future__ import annotations

import argparse

from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from shared.tool.cli.common import EXIT_AGREE, Streams, console
from shared.tool.cli.inputs import pick_variants
from shared.tool.learner.practice import practice_sources
from shared.tool.paste import paste
from shared.tool.registry import Problem, Variant
from shared.tool.show import Shown, Yours, diff_variants, print_show
from shared.tool.text import CONTINUED, escaped, mark_for

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem")
    parser.add_argument("variants", nargs="*", metavar="VARIANT", help="which variants (default: all)")
    parser.add_argument("--diff", nargs=2, metavar=("A", "B"), help="show what variant B changes from variant A")
    parser.add_argument("--practice", action="store_true", help="show your practice/ version beside the reference")
    parser.add_argument(
        "--leetcode",
        action="store_true",
        help="print one VARIANT as code that runs alone: LeetCode's class Solution (a plain function off LeetCode)",
    )


def run(ns: argparse.Namespace, io: Streams) -> int:
    problem = find_problem(ns.problem)
    if ns.leetcode:
        return _paste(problem, ns, io)
    out = console(io.stdout)
    if ns.diff:
        if ns.variants:
            raise InputError("give either VARIANT names or --diff A B, not both")
        a, b = (problem.variant(name) for name in ns.diff)
        theirs: Shown = _yours(b, practice_sources(problem, [b.name])[b.name]) if ns.practice else b
        # Each row fits already: rich would only divide every row again (print copies the Text, so the flag
        # goes here, not on it).
        out.print(diff_variants(a, theirs, out.width, mark_for(out.encoding, CONTINUED)), no_wrap=True)
        return EXIT_AGREE
    chosen: list[Shown] = list(pick_variants(problem, ns.variants))
    if ns.practice:
        mine = practice_sources(problem, [v.name for v in chosen] if ns.variants else None)
        chosen = [
            x for name, source in mine.items() for x in (problem.variant(name), _yours(problem.variant(name), source))
        ]
    print_show(out, problem, chosen)
    return EXIT_AGREE


def _paste(problem: Problem, ns: argparse.Namespace, io: Streams) -> int:
    """The variant as code to copy: written as it is, never wrapped or coloured, so it runs exactly as printed."""
    if ns.diff or ns.practice:
        raise InputError("--leetcode prints one variant as it pastes: not with --diff or --practice")
    if len(ns.variants) != 1:
        names = ", ".join(v.name for v in problem.variants)
        hint = names if len(names) <= 40 else "`kata list` names them"
        raise InputError(f"--leetcode prints one variant: give its name ({hint})")
    io.stdout.write(paste(problem, problem.variant(ns.variants[0])))
    return EXIT_AGREE


def _yours(ref: Variant, source: str) -> Yours:
    """The learner's version of ref, labelled as theirs and carrying the reference's declared cost."""
    # The learner's file, shown escaped line by line: an ESC or a right-to-left mark in it is no command.
    shown = "\n".join(escaped(line.expandtabs(4)) for line in source.split("\n"))
    return Yours(f"{ref.name} (yours)", ref.time, ref.space, shown)
