"""`kata`: the command line of the kata (also `python -m problems`). It only parses and dispatches.

    kata                          every variant of every problem on LeetCode's examples
    kata list [--json]            problems, variants, complexities, declared limits
    kata solve PROBLEM INPUT      every variant on one input: answer, nodes, seconds
    kata solve PROBLEM --jsonl -  one JSON input per line in, one JSON result per line out
    kata tree TREE                minimax and alpha-beta on an explicit tree, drawn
    kata tree TREE --steps        alpha-beta step by step: windows, returns, cuts and why
    kata quiz                     which leaves does alpha-beta skip? a random tree, graded
    kata trace PROBLEM VARIANT    watch a variant run: its calls, memo, cuts, table, step by step
    kata bench PROBLEM            time and nodes over a ladder of sizes, with fitted growth
    kata show / practice / check  the learner's loop: read, rewrite, be judged
    kata hint / status            one hint at a time; what you have done and what is due
    kata play PROBLEM INPUT       play a bot: perfect (c4: when it solves in time)
    kata site [--out DIR]         the kata as static pages, offline: variants, charts, a tree to step
    kata serve [--port N]         the same pages, served on 127.0.0.1 until Ctrl-C
    kata help [COMMAND]           this list, or one command's options; kata --version

Each subcommand is a module of this package with `add_arguments(parser)` and
`run(ns, io)`; `COMMANDS` maps each command to its module and its line of help,
and a module is imported only when its command runs. Exit status: 0 when the variants
agree, 1 when they disagree, 2 for bad input, usage or a failed write (a full
disk), 70 for a bug in kata itself, 130 on Ctrl-C (129 on SIGHUP, a closed
terminal; 143 on SIGTERM, a CI timeout: each ends a check as Ctrl-C does, its
processes gone), 141 when the reader of the output goes away (`kata ... |
head -1`). Every failure is one line on stderr, never a traceback;
KATA_DEBUG=1 adds the traceback of kata's own bugs.
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import errno
import functools
import importlib
import io
import os
import signal
import sys
import threading
import traceback
from collections.abc import Iterator, Sequence
from typing import NamedTuple, NoReturn, TextIO

from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.tool.cli.common import (
    EXIT_BAD_INPUT,
    EXIT_BROKEN_PIPE,
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    ClosedStdin,
    Streams,
    UsageError,
)
from shared.tool.text import console, escaped, fitted

__all__ = ["COMMANDS", "Command", "help_text", "main"]


class Command(NamedTuple):
    """A subcommand: the module of this package that runs it, and its line in `kata --help`."""

    module: str
    help: str


# command -> its module and its help, in the order `kata --help` lists them (as pip's table): a module is
# imported only when its command runs, so `kata --help` imports none and `kata list` only what it lists.
COMMANDS = {
    "list": Command("listing", "problems, variants, complexities and declared limits"),
    "solve": Command("solve", "run every variant on one input (or one per line with --jsonl)"),
    "tree": Command("tree", "minimax and alpha-beta on an explicit game tree"),
    "quiz": Command("quiz", "quiz yourself on alpha-beta: a random tree, its value, the leaves never evaluated"),
    "trace": Command("trace", "watch a variant run step by step: calls, memo answers, cuts, table cells"),
    "bench": Command("bench", "time and nodes over a ladder of sizes, with the fitted growth"),
    "show": Command("show", "read a problem's variants side by side"),
    "practice": Command("practice", "write a stub of a variant into practice/ to rewrite it yourself"),
    "check": Command(
        "check", "judge your practice/ versions: correct, honest to their names, fast, and how far they stretch"
    ),
    "hint": Command("hint", "the next hint for a variant: the state, the idea, the trap"),
    "status": Command("status", "your practice so far: states, hints, stretch, next review (--due: what is due today)"),
    "play": Command("play", "play a game against a bot that plays perfectly (c4: when it solves in time)"),
    "site": Command("site", "build the kata's pages: open index.html from the folder, no network needed"),
    "serve": Command("serve", "build the kata's pages and serve them at http://127.0.0.1:PORT until Ctrl-C"),
    "help": Command("help", "this list, or one command's options: kata help solve"),
}


class _Stopped(BaseException):
    """A SIGHUP or SIGTERM, raised where kata is, so that every `finally` (the judge's sweep) runs."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _stop(signum: int, frame: object) -> None:
    raise _Stopped(signum)


@contextlib.contextmanager
def _stoppable() -> Iterator[None]:
    """SIGHUP and SIGTERM end kata as Ctrl-C does, while main() runs (in the main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    old = {sig: signal.signal(sig, _stop) for sig in (signal.SIGHUP, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        unknown = message.removeprefix("unrecognized arguments: ").split() if "unrecognized" in message else []
        if any(set(arg) <= {"+", "-"} for arg in unknown):  # 294's "-++" reads as a flag to argparse
            message += " (an input starting with '-' goes after --, e.g. kata solve 294 -- -++)"
        if len(message) > MESSAGE_ROOM and " (choose from " in message:  # 15 commands would take two lines
            message = message.split(" (choose from ")[0] + " (kata help lists them)"
        raise UsageError(message)


# Built once per process and command: a test suite calls main() a thousand times. parse_args leaves the parser
# as it was, and help text reads $COLUMNS when it is printed.
@functools.cache
def _build_parser(command: str | None) -> tuple[_Parser, dict[str, _Parser]]:
    """kata's parser and each command's, with the arguments of `command` alone (its module imported)."""
    parser = _Parser(prog="kata", description="Adversarial-search katas, solved several ways side by side.")
    # metavar COMMAND, not {list,solve,...}: that would take 88 columns
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    parser.add_argument("--version", action=_Version, nargs=0, help="show program's version number and exit")
    commands = {}
    for name, (module, summary) in COMMANDS.items():
        commands[name] = sub.add_parser(name, help=summary)
        if name == command:
            importlib.import_module(f"{__name__}.{module}").add_arguments(commands[name])
    return parser, commands


class _Version(argparse.Action):
    """argparse's version action, reading the version only when asked: the metadata costs 20 ms every call."""

    def __call__(self, parser: argparse.ArgumentParser, *args: object, **kwargs: object) -> NoReturn:
        print(f"kata {_version()}", file=sys.stdout, flush=True)
        parser.exit()


def _version() -> str:
    """The installed distribution's version (pyproject's), or 'unknown' when kata runs from a bare checkout."""
    import importlib.metadata  # here, not at the top: 20 ms that only --version needs

    try:
        return importlib.metadata.version("minimax-kata")
    except importlib.metadata.PackageNotFoundError:
        return "unknown (not installed: pip install -e .)"


def help_text(command: str | None) -> str:
    """`kata --help`, or one command's `--help`: what `kata help [COMMAND]` prints."""
    if command is None:
        return _build_parser(None)[0].format_help()
    if command not in COMMANDS:
        raise UsageError(f"no command {command!r} (kata help lists them)")
    return _build_parser(command)[1][command].format_help()


def _dispatch(args: list[str], io: Streams) -> int:
    for i, arg in enumerate(args, start=1):
        try:  # as the OS gave it: under LC_ALL=POSIX with PYTHONUTF8=0 a UTF-8 name arrives surrogate-escaped
            os.fsencode(arg).decode("utf-8")
        except UnicodeError:
            raise UsageError(f"argument {i} is not valid UTF-8 text") from None
    if not args:
        return int(importlib.import_module(f"{__name__}.examples").run(io))
    command = next((arg for arg in args if not arg.startswith("-")), None)
    ns = _build_parser(command if command in COMMANDS else None)[0].parse_args(args)
    if ns.command is None:
        raise UsageError("give a command (see kata --help)")
    return int(importlib.import_module(f"{__name__}.{COMMANDS[ns.command].module}").run(ns, io))


# What kata's own non-ASCII characters become on a stream that cannot show them (PYTHONIOENCODING=ascii, a
# latin-1 terminal); any other character is shown as its escape.
FALLBACKS = {
    "\u2702": "x",  # ✂ a cut
    "\u00b5": "u",  # µ in µs
    "\u2026": "...",
    "\u2192": "->",
    "\u2190": "<-",
    "\u2264": "<=",
    "\u2265": ">=",
    "\u00d7": "x",
    "\u2212": "-",
    "\u2013": "-",
    "\u2014": "--",
    "\u2502": "|",
    "\u2500": "-",
    "\u00b7": ".",
    "\u2713": "ok",
    "\u2717": "X",
    "\u2248": "~",
    "\u221e": "inf",
    "\u03b1": "alpha",
    "\u03b2": "beta",
    "\u2260": "!=",
}


def _fallback(err: UnicodeError) -> tuple[str, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    bad = err.object[err.start : err.end]
    return "".join(FALLBACKS.get(c, c.encode("unicode_escape").decode("ascii")) for c in bad), err.end


codecs.register_error("kata-fallback", _fallback)


def _plain_streams(*streams: TextIO) -> None:
    """On a stream whose encoding cannot show kata's ✂ or µ, write ASCII stand-ins rather than fail."""
    for stream in streams or (sys.stdout, sys.stderr):
        try:
            "\u2702\u00b5".encode(stream.encoding or "utf-8")
        except UnicodeEncodeError:
            with contextlib.suppress(AttributeError, ValueError, io.UnsupportedOperation):
                stream.reconfigure(errors="kata-fallback")  # type: ignore[union-attr]
        except (AttributeError, LookupError):
            continue


def _quiet_stdout(stdout: TextIO) -> None:
    """After a broken pipe, point the real stdout at /dev/null so Python's own final flush stays quiet."""
    if stdout is sys.__stdout__ and stdout is not None:
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), stdout.fileno())


def _refuse(message: str) -> None:
    """One line on stderr, "kata: " and the message, fitted to the terminal's width (a long path loses its middle).
    A message too long even so stays one line: a refusal is read, and grepped, as one line."""
    print(fitted(f"kata: {message}", console(sys.stderr).width), file=sys.stderr)


def main(argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stdin: TextIO | None = None) -> int:
    """Run `kata` with argv; return the exit status."""
    _plain_streams()
    out = stdout or sys.stdout
    if out is None:  # `kata ... >&-`: Python has no stdout at all
        print("kata: stdout is closed; nowhere to write", file=sys.stderr)
        return EXIT_BAD_INPUT
    if out is not sys.stdout:  # a stream handed in (a test's) gets the same stand-ins
        _plain_streams(out)
    streams = Streams(out, stdin or sys.stdin or ClosedStdin())
    try:
        with _stoppable():
            status = _dispatch(list(sys.argv[1:] if argv is None else argv), streams)
            out.flush()  # a full disk shows here, while kata can still say so
        return status
    except _Stopped as stopped:
        print(f"kata: stopped by {signal.Signals(stopped.signum).name}", file=sys.stderr)
        return 128 + stopped.signum
    except (InputError, UsageError) as err:
        _refuse(str(err))  # it may quote a file name or a learner's line
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
            named = f": {os.fsdecode(err.filename)}" if isinstance(err.filename, str | bytes) else ""
            _refuse(f"{err.strerror or err}{named}")
        _quiet_stdout(out)
        return EXIT_BAD_INPUT
    except Exception as err:
        if os.environ.get("KATA_DEBUG"):
            traceback.print_exc()
        reason = escaped(" ".join(str(err).split())[:120])
        print(
            f"kata: internal error, {type(err).__name__}: {reason} (set KATA_DEBUG=1 for the traceback)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
