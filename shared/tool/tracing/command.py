"""What `kata trace` does once its arguments are read: trace, then print, step, compare or write JSON lines."""

from __future__ import annotations

import argparse
import json

from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, Streams, console, read_json
from shared.tool.tracing.caps import first_traceable
from shared.tool.tracing.compare import first_difference, report_difference
from shared.tool.tracing.link import case_input
from shared.tool.tracing.runs import Trace, trace_variant
from shared.tool.tracing.stepper import keys_from, step_through
from shared.tool.tracing.views import print_lines

__all__ = ["trace_command"]


def _yours(ns: argparse.Namespace, raw: object) -> Trace:
    # imported here: the judge's sandbox takes ~0.4 s to load, and only --file needs it
    from shared.tool.tracing.learner import trace_learner

    problem = find_problem(ns.problem)
    return trace_learner(problem, problem.variant(ns.variant), ns.file, raw)


def trace_command(ns: argparse.Namespace, io: Streams) -> int:
    """Run `kata trace` on parsed arguments; the exit status."""
    problem = find_problem(ns.problem)
    v = problem.variant(ns.variant)
    if ns.json and ns.whole:
        raise InputError("give --print or --json, not both")
    if ns.until_differs and ns.file is None:
        raise InputError("--until-differs compares your file with the reference: give --file PATH")
    if ns.case is not None and ns.input is not None:
        raise InputError("give INPUT or --case N, not both")
    if ns.case is not None:
        raw = case_input(problem, ns.case)
    else:
        raw = read_json(ns.input, problem) if ns.input is not None else first_traceable(problem, v)
    t = _yours(ns, raw) if ns.file is not None else trace_variant(problem, v, raw)
    beside = None
    if ns.beside is not None or ns.until_differs:
        beside = trace_variant(problem, problem.variant(ns.beside) if ns.beside else v, raw)
    width = console(io.stdout).width
    if ns.until_differs and beside is not None:
        found = first_difference(t, beside)
        print("\n".join(report_difference(t, beside, found, width)), file=io.stdout)
        return EXIT_AGREE if found is None else EXIT_DISAGREE
    if ns.json:
        for e in t.events:
            print(json.dumps(e, ensure_ascii=False), file=io.stdout)
        return EXIT_AGREE
    interactive = not ns.whole and io.stdin.isatty() and io.stdout.isatty()
    if not interactive and beside is None:
        print("\n".join(print_lines(t, width)), file=io.stdout)
        return EXIT_AGREE
    keys = keys_from(io.stdin) if interactive else iter(())
    step_through(t, keys, io.stdout, width, beside=beside, clear=interactive)
    return EXIT_AGREE
