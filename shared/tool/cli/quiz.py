"""`kata quiz`: alpha-beta drills on random trees, graded, with the steps behind every mistake."""

from __future__ import annotations

import argparse
import random

from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, Streams, UsageError, console
from shared.tool.text import hanging
from shared.tool.trees.quiz import MAX_LEAVES, ask_round, quiz_tree

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=None, help="replay the same trees (default: a new seed, printed)")
    parser.add_argument("--depth", type=int, default=3, help="moves from the root to every leaf (1-6, default 3)")
    parser.add_argument("--branching", type=int, default=3, help="children of every inner node (2-9, default 3)")
    parser.add_argument("--rounds", type=int, default=1, help="trees in a row, with a score (1-100, default 1)")


def _check(ns: argparse.Namespace) -> None:
    for name, low, high in (("depth", 1, 6), ("branching", 2, 9), ("rounds", 1, 100)):
        value = getattr(ns, name)
        if not low <= value <= high:
            raise UsageError(f"--{name} {value} is out of range: choose {low} to {high}")
    leaves = ns.branching**ns.depth
    if leaves > MAX_LEAVES:
        raise UsageError(
            f"--depth {ns.depth} --branching {ns.branching} make {leaves} leaves; at most {MAX_LEAVES} "
            "(the default, depth 3 and branching 3, makes 27)"
        )


def run(ns: argparse.Namespace, io: Streams) -> int:
    _check(ns)
    seed = ns.seed if ns.seed is not None else random.SystemRandom().randrange(10**6)
    rng = random.Random(seed)
    echo = not io.stdin.isatty()  # piped answers are echoed, so the transcript reads like a session

    width = console(io.stdout).width

    def say(text: str) -> None:
        """Write text, each line too long for the terminal continued under its own indentation."""
        io.stdout.write("\n".join(row for line in text.split("\n") for row in hanging(line, width)))
        io.stdout.flush()

    # The seed first: a quiz ended early (Ctrl-D, a closed pipe) has still said how to ask it again.
    if ns.seed is None:
        say(f"seed {seed} (kata quiz --seed {seed} asks the same again)\n")
    right = 0
    for k in range(1, ns.rounds + 1):
        if ns.rounds > 1 and k > 1:
            say(f"\nround {k} of {ns.rounds}\n")
        right += ask_round(quiz_tree(rng, ns.depth, ns.branching), io.stdin, say, echo=echo).right
    if ns.rounds > 1:
        say(f"\nscore: {right} of {ns.rounds} trees right\n")
    return EXIT_AGREE if right == ns.rounds else EXIT_DISAGREE
