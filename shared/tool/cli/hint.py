"""`kata hint`: the next hint for the variant you are writing, one at a time, then a pointer to the reference."""

from __future__ import annotations

import argparse
import textwrap

from shared.engine.errors import InputError
from shared.tool.cli.common import EXIT_AGREE, Streams
from shared.tool.registry import find_problem

__all__ = ["HELP", "add_arguments", "run"]

HELP = "the next hint for a variant: the state, the idea, the trap"
WIDTH = 80


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem")
    parser.add_argument("variant")
    parser.add_argument("--level", type=int, metavar="N", help="show hint N again (1 is the first)")


def run(ns: argparse.Namespace, io: Streams) -> int:
    from shared.tool import record
    from shared.tool.cases import load_hints

    problem = find_problem(ns.problem)
    v = problem.variant(ns.variant)
    hints = load_hints(problem).get(v.name)
    if not hints:
        has = ", ".join(load_hints(problem)) or "none of its variants"
        raise InputError(f"{problem.key} {v.name} has no hints yet (hints exist for {has})")
    where = f"{problem.key} {v.name}"
    show = f"kata show {problem.key} {v.name}"
    if ns.level is not None and not 1 <= ns.level <= len(hints):
        raise InputError(f"--level must be 1 to {len(hints)} for {where}, got {ns.level}")
    seen = record.load().get(record.entry_key(problem.key, v.name), record.Entry()).hints
    level = ns.level if ns.level is not None else seen + 1
    if level > len(hints):
        print(f"All {len(hints)} hints of {where} are shown (--level N shows one again).", file=io.stdout)
        print(f"The reference, to compare with yours: {show}", file=io.stdout)
        return EXIT_AGREE
    print(f"{where}, hint {level} of {len(hints)}:", file=io.stdout)
    print(textwrap.fill(hints[level - 1], WIDTH - 2, initial_indent="  ", subsequent_indent="  "), file=io.stdout)
    record.note_hint(problem.key, v.name, shown=level)
    if level < len(hints) and seen < len(hints):
        print(f"next hint: kata hint {problem.key} {v.name}", file=io.stdout)
    elif level < len(hints):  # all were seen before: `kata hint` alone would say so, not show the next
        print(f"hint {level + 1} again: kata hint {problem.key} {v.name} --level {level + 1}", file=io.stdout)
    else:
        print(f"That was the last hint. The reference: {show}", file=io.stdout)
    return EXIT_AGREE
