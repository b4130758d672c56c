"""`kata practice`: write a stub of one variant into practice/, to rewrite it yourself."""

from __future__ import annotations

import argparse

from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.tool.catalog import find_problem
from shared.tool.cli.common import EXIT_AGREE, Streams, say
from shared.tool.learner import record
from shared.tool.learner.practice import write_stub

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem")
    parser.add_argument("variant")
    restart = parser.add_mutually_exclusive_group()
    restart.add_argument("--force", action="store_true", help="reset an existing attempt (a backup is kept)")
    restart.add_argument("--again", action="store_true", help="rewrite a passed variant for review (a backup is kept)")


def run(ns: argparse.Namespace, io: Streams) -> int:

    problem = find_problem(ns.problem)
    v = problem.variant(ns.variant)
    if ns.again:
        entry = record.load().get(record.entry_key(problem.key, v.name))
        if entry is None or entry.state != record.PASSING:
            state = entry.state if entry else record.NOT_STARTED
            said = f"--again reviews a passed variant; {problem.key} {v.name} is {state}"
            # one line in 80 columns: the way out where it fits
            raise InputError(said + "; --force resets" * (len(said) + 16 <= MESSAGE_ROOM))
    say(io, write_stub(problem, v, force=ns.force, again=ns.again))
    entry = record.note_practice(problem.key, v.name, restart=ns.force or ns.again)
    if ns.again and entry is not None:
        say(io, f"attempt {entry.attempts}: rewrite {v.name}() from memory, without peeking")
    say(io, f"next: write {v.name}() there, then run: kata check {problem.key} {v.name}")
    return EXIT_AGREE
