"""`kata`: the command line of the kata (also `python -m problems`). It only parses and dispatches.

    kata                          every variant of every problem on LeetCode's examples
    kata list [--json]            problems, variants, complexities, declared limits
    kata solve PROBLEM INPUT      every variant on one input: answer, nodes, seconds
    kata solve PROBLEM --jsonl -  one JSON input per line in, one JSON result per line out
    kata tree TREE                minimax and alpha-beta on an explicit tree, drawn
    kata tree TREE --steps        alpha-beta step by step: windows, returns, cuts and why
    kata quiz                     which leaves does alpha-beta skip? a random tree, graded
    kata bench PROBLEM            time and nodes over a ladder of sizes, with fitted growth
    kata show / practice / check  the learner's loop: read, rewrite, be judged
    kata hint / status            one hint at a time; what you have done and what is due
    kata play PROBLEM INPUT       play against the perfect bot
    kata site [--out DIR]         the kata as static pages, offline: variants, charts, a tree to step
    kata serve [--port N]         the same pages, served on 127.0.0.1 until Ctrl-C

Each subcommand is a module of this package with `HELP`, `add_arguments(parser)`
and `run(ns, io)`; `COMMANDS` lists them. Exit status: 0 when the variants
agree, 1 when they disagree, 2 for bad input, usage or a failed write (a full
disk), 70 for a bug in kata itself, 130 on Ctrl-C, 141 when the reader of the
output goes away (`kata ... | head -1`). Every failure is one line on stderr,
never a traceback; KATA_DEBUG=1 adds the traceback of kata's own bugs.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import importlib
import io
import os
import sys
import traceback
from collections.abc import Sequence
from typing import NoReturn, TextIO

from shared.engine.errors import InputError
from shared.tool.cli import examples
from shared.tool.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_BROKEN_PIPE,
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    ClosedStdin,
    Streams,
    UsageError,
)
from shared.tool.text import register_ascii_fallback

__all__ = ["COMMANDS", "main"]

# command -> module of this package, in the order `kata --help` lists them
COMMANDS = {
    "list": "listing",
    "solve": "solve",
    "tree": "tree",
    "quiz": "quiz",
    "bench": "bench",
    "show": "show",
    "practice": "practice",
    "check": "check",
    "hint": "hint",
    "status": "status",
    "play": "play",
    "site": "site",
    "serve": "serve",
}


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        unknown = message.removeprefix("unrecognized arguments: ").split() if "unrecognized" in message else []
        if any(set(arg) <= {"+", "-"} for arg in unknown):  # 294's "-++" reads as a flag to argparse
            message += " (an input starting with '-' goes after --, e.g. kata solve 294 -- -++)"
        raise UsageError(message)


def _build_parser() -> _Parser:
    parser = _Parser(prog="kata", description="Adversarial-search katas, solved several ways side by side.")
    sub = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=_Parser
    )  # not {list,solve,...}: 88 columns
    for name, module in COMMANDS.items():
        command = importlib.import_module(f"shared.tool.cli.{module}")
        command.add_arguments(sub.add_parser(name, help=command.HELP))
    return parser


def _dispatch(args: list[str], io: Streams) -> int:
    for i, arg in enumerate(args, start=1):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            raise UsageError(f"argument {i} is not valid UTF-8 text") from None
    if not args:
        return examples.run(io)
    ns = _build_parser().parse_args(args)
    if ns.command is None:
        raise UsageError("give a command (see kata --help)")
    return int(importlib.import_module(f"shared.tool.cli.{COMMANDS[ns.command]}").run(ns, io))


def _quiet_stdout(stdout: TextIO) -> None:
    """After a broken pipe, point the real stdout at /dev/null so Python's own final flush stays quiet."""
    if stdout is sys.__stdout__ and stdout is not None:
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), stdout.fileno())


def main(argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stdin: TextIO | None = None) -> int:
    """Run `kata` with argv; return the exit status."""
    out = stdout or sys.stdout
    if out is None:  # `kata ... >&-`: Python has no stdout at all
        print("kata: stdout is closed; nowhere to write", file=sys.stderr)
        return EXIT_BAD_INPUT
    if isinstance(out, io.TextIOWrapper) and out.errors == "strict":  # PYTHONIOENCODING=ascii: spell, never fail
        with contextlib.suppress(ValueError, OSError):
            out.reconfigure(errors=register_ascii_fallback())
    streams = Streams(out, stdin or sys.stdin or ClosedStdin())
    try:
        status = _dispatch(list(sys.argv[1:] if argv is None else argv), streams)
        out.flush()  # a full disk shows here, while kata can still say so
        return status
    except (InputError, UsageError) as err:
        print(f"kata: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("kata: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _quiet_stdout(out)
        return EXIT_BROKEN_PIPE
    except OSError as err:  # reading a named file is refused where it is opened; what is left is writing
        if err.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO) and err.filename is None:
            print(f"kata: cannot write the output: {err.strerror}", file=sys.stderr)
        else:
            print(f"kata: {err.strerror or err}" + (f": {err.filename}" if err.filename else ""), file=sys.stderr)
        _quiet_stdout(out)
        return EXIT_BAD_INPUT
    except Exception as err:
        if os.environ.get("KATA_DEBUG"):
            traceback.print_exc()
        reason = " ".join(str(err).split())[:120]
        print(
            f"kata: internal error, {type(err).__name__}: {reason} (set KATA_DEBUG=1 for the traceback)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
