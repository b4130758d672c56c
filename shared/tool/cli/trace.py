"""`kata trace`: watch one variant run on a small input: its code, its calls, its memo and its table."""

from __future__ import annotations

import argparse
import json

from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, Streams, console, read_json

__all__ = ["HELP", "add_arguments", "run"]

HELP = "watch a variant run step by step: calls, memo answers, cuts, table cells"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", help="a problem key such as 486 (see kata list)")
    parser.add_argument("variant", help="the variant to trace, e.g. memoized")
    parser.add_argument("input", nargs="?", help="LeetCode-shaped JSON (default: the first example within the cap)")
    parser.add_argument("--file", metavar="PATH", help="trace your file's VARIANT instead, in the judge's sandbox")
    parser.add_argument("--print", dest="whole", action="store_true", help="print the whole trace, one line an event")
    parser.add_argument("--json", action="store_true", help="one JSON object an event, each with its kind")
    parser.add_argument("--beside", metavar="VARIANT", help="step another variant on the same input beside it")
    parser.add_argument(
        "--until-differs", action="store_true", help="with --file: stop at the first call whose value differs"
    )


def run(ns: argparse.Namespace, io: Streams) -> int:
    # imported here: every `kata` command builds this parser, and only `trace` needs the recorder
    from shared.tool.tracing.caps import first_traceable
    from shared.tool.tracing.runs import trace_variant
    from shared.tool.tracing.views import print_lines

    problem = find_problem(ns.problem)
    v = problem.variant(ns.variant)
    if ns.json and ns.whole:
        raise InputError("give --print or --json, not both")
    raw = read_json(ns.input, problem) if ns.input is not None else first_traceable(problem, v)
    if ns.file is not None:
        from shared.tool.tracing.learner import trace_learner

        t = trace_learner(problem, v, ns.file, raw)
    else:
        t = trace_variant(problem, v, raw)
    beside = None
    if ns.beside is not None or ns.until_differs:
        other = problem.variant(ns.beside) if ns.beside else v
        beside = trace_variant(problem, other, raw)
    width = console(io.stdout).width
    if ns.until_differs:
        from shared.tool.tracing.compare import first_difference, report_difference

        if beside is None or ns.file is None:
            raise InputError("--until-differs compares your file (--file) with the reference: give --file")
        found = first_difference(t, beside)
        for line in report_difference(t, beside, found, width):
            print(line, file=io.stdout)
        return EXIT_AGREE if found is None else EXIT_DISAGREE
    if ns.json:
        for e in t.events:
            print(json.dumps(e, ensure_ascii=False), file=io.stdout)
        return EXIT_AGREE
    interactive = not ns.whole and io.stdin.isatty() and io.stdout.isatty()
    if not interactive and beside is None:
        print("\n".join(print_lines(t, width)), file=io.stdout)
        return EXIT_AGREE
    from shared.tool.tracing.stepper import keys_from, step_through

    keys = keys_from(io.stdin) if interactive else iter(())
    step_through(t, keys, io.stdout, width, beside=beside, clear=interactive)
    return EXIT_AGREE
