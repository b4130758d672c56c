"""`kata play`: a game against a bot that plays perfectly (on c4, when it solves the position in time)."""

from __future__ import annotations

import argparse

from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli.common import Streams
from shared.tool.cli.inputs import add_problem_options, merge_options, read_json
from shared.tool.play import run as play

__all__ = ["add_arguments", "run"]

MAX_BUDGET = 600.0  # seconds a move may take: a typo of 1e9 must not freeze the game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem")
    parser.add_argument("input", nargs="?", default='""', help="the starting position, as for solve (default: empty)")
    parser.add_argument("--cpu-first", action="store_true", help="the bot moves first")
    parser.add_argument("--budget", type=float, default=None, help="seconds the bot may think per move (c4)")
    add_problem_options(parser)


def run(ns: argparse.Namespace, io: Streams) -> int:

    problem = find_problem(ns.problem)
    if not problem.playable:
        # One line within 80 columns: thirteen keys do not fit beside the words, so the list wraps to a count.
        keys = [p.key for p in all_problems() if p.playable]
        listed = f"problem {problem.key} cannot be played (playable: {', '.join(keys) or 'none yet'})"
        if len(listed) > MESSAGE_ROOM:
            listed = f"problem {problem.key} cannot be played; try {', '.join(keys[:4])} or {len(keys) - 4} more"
        raise InputError(listed)
    raw = merge_options(problem, read_json(ns.input, problem), ns)
    session = problem.play(problem.parse(raw))
    if ns.budget is not None:
        if session.budget is None:
            raise InputError(f"--budget does not apply to problem {problem.key}: its bot does not search on a clock")
        if not 0 < ns.budget <= MAX_BUDGET:
            raise InputError(f"--budget must be more than 0 and at most {MAX_BUDGET:g} seconds, got {ns.budget:g}")
        session.budget = ns.budget
    return int(play(session, cpu_first=ns.cpu_first, stdin=io.stdin, stdout=io.stdout))
