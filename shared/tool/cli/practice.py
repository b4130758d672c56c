"""`kata practice`: write a stub of one variant into practice/, to rewrite it yourself."""

from __future__ import annotations

import argparse

from shared.tool.cli.common import EXIT_AGREE, Streams
from shared.tool.registry import find_problem

__all__ = ["HELP", "add_arguments", "run"]

HELP = "write a stub of a variant into practice/ to rewrite it yourself"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem")
    parser.add_argument("variant")
    parser.add_argument("--force", action="store_true", help="reset an existing attempt (a backup is kept)")


def run(ns: argparse.Namespace, io: Streams) -> int:
    from shared.tool.practice import write_stub

    problem = find_problem(ns.problem)
    v = problem.variant(ns.variant)
    print(write_stub(problem, v, force=ns.force), file=io.stdout)
    print(f"next: write {v.name}() there, then run: kata check {problem.key} {v.name}", file=io.stdout)
    return EXIT_AGREE
