"""`kata`: the command line of the kata (also `python -m problems`). It only parses and dispatches.

    kata                          every variant of every problem on LeetCode's examples
    kata list [--json]            problems, variants, complexities, declared limits
    kata solve PROBLEM INPUT      every variant on one input: answer, nodes, seconds
    kata solve PROBLEM --jsonl -  one JSON input per line in, one JSON result per line out
    kata tree TREE                minimax and alpha-beta on an explicit tree, drawn
    kata bench PROBLEM            time and nodes over a ladder of sizes, with fitted growth
    kata show / practice / check  the learner's loop: read, rewrite, be judged
    kata play PROBLEM INPUT       play against the perfect bot
    kata site [--out DIR]         the kata as static pages, offline: variants, charts, a tree to step

Each subcommand is a module of this package with `HELP`, `add_arguments(parser)`
and `run(ns, io)`; `COMMANDS` lists them. Exit status: 0 when the variants
agree, 1 when they disagree, 2 for bad input or usage. A person's mistake gets
one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import NoReturn, TextIO

from shared.engine.errors import InputError
from shared.tool.cli import examples
from shared.tool.cli.common import EXIT_AGREE, EXIT_BAD_INPUT, Streams, UsageError

__all__ = ["COMMANDS", "main"]

# command -> module of this package, in the order `kata --help` lists them
COMMANDS = {
    "list": "listing",
    "solve": "solve",
    "tree": "tree",
    "bench": "bench",
    "show": "show",
    "practice": "practice",
    "check": "check",
    "play": "play",
    "site": "site",
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _build_parser() -> _Parser:
    parser = _Parser(prog="kata", description="Adversarial-search katas, solved several ways side by side.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    for name, module in COMMANDS.items():
        command = importlib.import_module(f"shared.tool.cli.{module}")
        command.add_arguments(sub.add_parser(name, help=command.HELP))
    return parser


def main(argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stdin: TextIO | None = None) -> int:
    """Run `kata` with argv; return the exit status."""
    io = Streams(stdout or sys.stdout, stdin or sys.stdin)
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if not args:
            return examples.run(io)
        ns = _build_parser().parse_args(args)
        if ns.command is None:
            raise UsageError("give a command (see kata --help)")
        return int(importlib.import_module(f"shared.tool.cli.{COMMANDS[ns.command]}").run(ns, io))
    except (InputError, UsageError) as err:
        print(f"kata: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("kata: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_AGREE
