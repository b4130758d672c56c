"""`kata hint`: the next hint for the variant you are writing, one at a time, then a pointer to the reference."""

from __future__ import annotations

import argparse
import textwrap

from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.tool.cases import load_hints
from shared.tool.catalog import find_problem
from shared.tool.cli.common import EXIT_AGREE, Streams, console, say
from shared.tool.learner import record
from shared.tool.registry import Problem

__all__ = ["add_arguments", "run"]

WIDTH = 80


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem")
    parser.add_argument("variant", nargs="?", help="which variant (without it: the variants and their hints)")
    parser.add_argument("--level", type=int, metavar="N", help="show hint N again (1 is the first)")


def _list(problem: Problem, io: Streams) -> int:
    """Each variant of the problem with how many hints it has and how many you have seen."""
    hints = load_hints(problem)
    seen = record.load()
    say(io, f"{problem.key} {problem.title}: hints by variant (seen of all)")
    width = max(len(v.name) for v in problem.variants) + 2
    for v in problem.variants:
        total = len(hints.get(v.name, []))
        shown = seen.get(record.entry_key(problem.key, v.name), record.Progress()).hints
        say(io, f"  {v.name:<{width}}{f'{min(shown, total)} of {total}' if total else 'no hints yet'}")
    first = next((v.name for v in problem.variants if hints.get(v.name)), problem.variants[0].name)
    say(io, f"The next hint for one: kata hint {problem.key} VARIANT (e.g. kata hint {problem.key} {first})")
    return EXIT_AGREE


def run(ns: argparse.Namespace, io: Streams) -> int:

    problem = find_problem(ns.problem)
    if ns.variant is None:
        return _list(problem, io)
    v = problem.variant(ns.variant)
    hints = load_hints(problem).get(v.name)
    if not hints:
        has = ", ".join(load_hints(problem))
        said = f"{problem.key} {v.name} has no hints; {has} have some" if has else f"{problem.key} has no hints yet"
        if len(said) > MESSAGE_ROOM:  # one line in 80 columns: the list goes where it has room
            said = f"{problem.key} {v.name} has no hints; `kata hint {problem.key}` lists those that have"
        raise InputError(said)
    where = f"{problem.key} {v.name}"
    show = f"kata show {problem.key} {v.name}"
    if ns.level is not None and not 1 <= ns.level <= len(hints):
        raise InputError(f"--level must be 1 to {len(hints)} for {where}, got {ns.level}")
    seen = record.load().get(record.entry_key(problem.key, v.name), record.Progress()).hints
    level = ns.level if ns.level is not None else seen + 1
    if level > len(hints):
        say(io, f"All {len(hints)} hints of {where} are shown (--level N shows one again).")
        say(io, f"The reference, to compare with yours: {show}")
        return EXIT_AGREE
    say(io, f"{where}, hint {level} of {len(hints)}:")
    width = min(WIDTH, console(io.stdout).width)
    print(textwrap.fill(hints[level - 1], width - 2, initial_indent="  ", subsequent_indent="  "), file=io.stdout)
    record.note_hint(problem.key, v.name, shown=level)
    if level < len(hints) and seen < len(hints):
        say(io, f"next hint: kata hint {problem.key} {v.name}")
    elif level < len(hints):  # all were seen before: `kata hint` alone would say so, not show the next
        say(io, f"hint {level + 1} again: kata hint {problem.key} {v.name} --level {level + 1}")
    else:
        say(io, f"That was the last hint. The reference: {show}")
    return EXIT_AGREE
