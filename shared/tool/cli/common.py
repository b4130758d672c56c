"""What the subcommands share: streams, exit codes, reading JSON input, a problem's own flags."""

from __future__ import annotations

import argparse
import errno
import io
import itertools
import json
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import IO, TextIO

from rich.console import Console

from shared.engine.errors import InputError
from shared.engine.validate import MAX_TEXT, loads
from shared.tool.catalog import all_problems
from shared.tool.registry import CliOption, Problem, Variant
from shared.tool.text import hanging

__all__ = [
    "EXIT_AGREE",
    "EXIT_BAD_INPUT",
    "EXIT_BROKEN_PIPE",
    "EXIT_DISAGREE",
    "EXIT_INTERNAL",
    "EXIT_INTERRUPTED",
    "MAX_READ",
    "ClosedStdin",
    "Streams",
    "UsageError",
    "add_problem_options",
    "console",
    "merge_options",
    "open_lines",
    "pick_variants",
    "read_all",
    "read_json",
    "read_lines",
    "say",
]

EXIT_AGREE, EXIT_DISAGREE, EXIT_BAD_INPUT = 0, 1, 2
EXIT_INTERNAL = 70  # sysexits' EX_SOFTWARE: a bug in kata itself, never a verdict on the input
EXIT_INTERRUPTED = 130  # the shell's code for Ctrl-C
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE: what `yes | head -1` reports for yes

NARROWEST = 20  # columns kata lays out for at the least, whatever COLUMNS says
WIDEST = 500  # ... and at the most: COLUMNS=1000000 would have a page laid out 10^6 columns wide
MAX_READ = 16 * 2**20  # bytes kata reads from one file or stream before it stops: no input is this big


class UsageError(Exception):
    """argparse's complaint, carried to main() so it is printed as one line."""


@dataclass(frozen=True)
class Streams:
    """Where a subcommand reads and writes: the real streams, or test doubles."""

    stdout: TextIO
    stdin: TextIO


class _Console(Console):
    def on_broken_pipe(self) -> None:
        """Leave a broken pipe to main(), which exits 141 as Unix tools do (rich's own exits 1: "disagree")."""
        self.quiet = True
        raise BrokenPipeError(errno.EPIPE, "Broken pipe")


def console(stream: TextIO) -> Console:
    """A console that drops colour when NO_COLOR is set or the stream is not a terminal."""
    out = _Console(file=stream, no_color="NO_COLOR" in os.environ, highlight=False, soft_wrap=False)
    out.width = min(max(out.width, NARROWEST), WIDEST)  # COLUMNS=1 is a typo: rich would print a character a line
    return out


def say(streams: Streams, text: str) -> None:
    """Print text for a person: each line longer than the terminal continues under its own indentation."""
    width = console(streams.stdout).width
    print("\n".join(row for line in text.split("\n") for row in hanging(line, width)), file=streams.stdout)


class ClosedStdin(io.StringIO):
    """Stands in for a closed stdin (`kata ... <&-`): reading it is a person's mistake, said in one line."""

    def _closed(self) -> InputError:
        return InputError("stdin is closed; give the input as an argument or pipe it in")

    def read(self, size: int | None = -1, /) -> str:
        raise self._closed()

    def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]  # typeshed: _IOBase says bytes
        raise self._closed()


def _decode(data: bytes | str, what: str) -> str:
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise InputError(f"{what} is not valid UTF-8 (byte 0x{data[err.start]:02x} at byte {err.start + 1})") from None


def _binary(stream: TextIO) -> IO[bytes] | TextIO:
    """The bytes under a text stream where there are some (a real stdin), so kata decodes them itself."""
    buffer: IO[bytes] | None = getattr(stream, "buffer", None)
    return stream if buffer is None else buffer


def read_all(stream: TextIO, what: str) -> str:
    """A whole stream as text, refused in one line if it is bigger than MAX_READ or not UTF-8."""
    try:
        data = _binary(stream).read(MAX_READ + 1)
    except OSError as err:
        raise InputError(f"cannot read {what}: {err.strerror}") from None
    if len(data) > MAX_READ:
        raise InputError(f"{what} is over {MAX_READ // 2**20} MB; kata reads no more of it")
    return _decode(data, what).removeprefix("\ufeff")  # a byte-order mark some editors write


def _readline(source: IO[bytes] | TextIO, what: str) -> bytes | str:
    try:
        return source.readline(MAX_TEXT + 1)
    except OSError as err:
        raise InputError(f"cannot read {what}: {err.strerror}") from None


def _ends_line(chunk: bytes | str) -> bool:
    return chunk.endswith(b"\n") if isinstance(chunk, bytes) else chunk.endswith("\n")


def read_lines(source: IO[bytes] | TextIO, what: str) -> Iterator[tuple[int, str | InputError]]:
    """Each line with its number: its text, or why it cannot be read (too long, not UTF-8).

    A bad line is reported and reading goes on; past MAX_READ in all, InputError stops the reading.
    """
    total = 0
    for number in itertools.count(1):
        line = _readline(source, what)
        if not line:
            return
        total += len(line)
        long = len(line) > MAX_TEXT
        rest = line
        while long and rest and not _ends_line(rest) and total <= MAX_READ:  # skip the rest of a long line
            rest = _readline(source, what)
            total += len(rest)
        if total > MAX_READ:
            raise InputError(f"{what} is over {MAX_READ // 2**20} MB; kata reads no more of it")
        if long:
            yield number, InputError(f"line {number} is longer than {MAX_TEXT:,} characters")
            continue
        try:
            text = _decode(line, f"line {number}")
        except InputError as err:
            yield number, err
        else:
            yield number, text.removeprefix("\ufeff") if number == 1 else text


def open_lines(path: str, stdin: TextIO) -> IO[bytes] | TextIO:
    """FILE for read_lines: stdin's bytes for '-', else the file in binary; one line if it cannot be opened."""
    if path == "-":
        return _binary(stdin)
    try:
        return open(path, "rb")
    except OSError as err:
        raise InputError(f"cannot read {path}: {err.strerror}") from None


def read_json(text: str, problem: Problem) -> object:
    """INPUT as JSON, or as a bare string where the problem takes one (`kata solve ttt X.O......`)."""
    try:
        return loads(text, "INPUT")
    except RecursionError:
        raise InputError("INPUT is nested too deeply to read") from None
    except json.JSONDecodeError as err:
        if problem.bare_string and text.strip() and not text.lstrip().startswith(("[", "{", '"')):
            return text.strip()
        raise InputError(f"INPUT is not valid JSON: {err.msg} at column {err.colno}") from None


def _problem_options() -> dict[str, tuple[CliOption, list[Problem]]]:
    """Every problem-specific flag, with the problems that declare it."""
    found: dict[str, tuple[CliOption, list[Problem]]] = {}
    for p in all_problems():
        for opt in p.options:
            found.setdefault(opt.flag, (opt, []))[1].append(p)
    return found


def add_problem_options(parser: argparse.ArgumentParser) -> None:
    """Add every problem's own flags (`--losing JSON`, `--normal`), each saying which problems take it."""
    for flag, (opt, owners) in _problem_options().items():
        where = ", ".join(p.key for p in owners)
        if opt.takes_json:
            parser.add_argument(flag, dest=f"opt_{opt.key}", metavar="JSON", help=f"{opt.help} ({where})")
        else:
            parser.add_argument(
                flag, dest=f"opt_{opt.key}", action="store_true", default=None, help=f"{opt.help} ({where})"
            )


def merge_options(problem: Problem, raw: object, ns: argparse.Namespace) -> object:
    """Fold the problem's own flags into its input, as its `parse` expects (see CliOption)."""
    given = {
        opt.key: (opt, getattr(ns, f"opt_{opt.key}"))
        for opt, _ in _problem_options().values()
        if getattr(ns, f"opt_{opt.key}", None) is not None
    }
    if not given:
        return raw
    merged: dict[str, object] = dict(raw) if isinstance(raw, dict) else {problem.param: raw}
    for key, (opt, value) in given.items():
        if opt not in problem.options:
            raise InputError(f"{opt.flag} does not apply to problem {problem.key}")
        merged[key] = read_json(value, problem) if opt.takes_json else True
    return merged


def pick_variants(problem: Problem, names: Sequence[str] | None) -> list[Variant]:
    """The named variants in the order given, or all of them in teaching order."""
    return [problem.variant(n) for n in names] if names else list(problem.variants)
