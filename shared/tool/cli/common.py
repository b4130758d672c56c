"""What the subcommands share: streams, exit codes, reading text and lines (`inputs` reads a problem's input)."""

from __future__ import annotations

import io
import itertools
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import IO, TextIO

from shared.engine.errors import InputError
from shared.engine.validate import MAX_TEXT
from shared.tool.text import console, fitted, hanging

__all__ = [
    "EXIT_AGREE",
    "EXIT_BAD_INPUT",
    "EXIT_BROKEN_PIPE",
    "EXIT_DISAGREE",
    "EXIT_INTERNAL",
    "EXIT_INTERRUPTED",
    "MAX_READ",
    "ClosedStdin",
    "Heartbeat",
    "Streams",
    "UsageError",
    "console",
    "open_lines",
    "read_all",
    "read_lines",
    "say",
]

EXIT_AGREE, EXIT_DISAGREE, EXIT_BAD_INPUT = 0, 1, 2
EXIT_UNFINISHED = 3  # kata solve stopped at --max-seconds without an answer from every variant
EXIT_INTERNAL = 70  # sysexits' EX_SOFTWARE: a bug in kata itself, never a verdict on the input
EXIT_INTERRUPTED = 130  # the shell's code for Ctrl-C
EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE: what `yes | head -1` reports for yes

MAX_READ = 16 * 2**20  # bytes kata reads from one file or stream before it stops: no input is this big


class UsageError(Exception):
    """argparse's complaint, carried to main() so it is printed as one line."""


@dataclass(frozen=True)
class Streams:
    """Where a subcommand reads and writes: the real streams, or test doubles."""

    stdout: TextIO
    stdin: TextIO
    started: float = field(default_factory=time.monotonic)  # when the command began: a budget counts from here


def say(streams: Streams, text: str) -> None:
    """Print text for a person: each line longer than the terminal continues under its own indentation."""
    width = console(streams.stdout).width
    print("\n".join(row for line in text.split("\n") for row in hanging(line, width)), file=streams.stdout)


class Heartbeat:
    """Progress where there is no terminal for a spinner (a pipe, a file): while one step runs longer than `every`
    seconds with nothing said, a line on stderr names it, again each `every` seconds, so a wait is never silent.
    With `each`, every step is also named as it starts."""

    def __init__(self, prefix: str, width: int, *, every: float = 1.5, each: bool = False) -> None:
        self.prefix, self.width, self.every, self.each = prefix, width, every, each
        self.step, self.started, self.said, self.told = "", time.monotonic(), time.monotonic(), False
        self.done = threading.Event()
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._beat, daemon=True)

    def update(self, step: str, *, since: float | None = None, first_after: float | None = None) -> None:
        """A new step has started (a row was printed before it): the silence is counted from now, or from
        `since` (a monotonic time: the command's start), with the first line due `first_after` seconds after
        it rather than `every`."""
        with self.lock:
            self.step, self.started = step, time.monotonic() if since is None else since
            self.said = self.started - (0.0 if first_after is None else self.every - first_after)
            self.told = self.each or first_after is None  # an early first line names the step: no "still (0 s)"
            if self.each:
                self._say(step)

    def _say(self, text: str) -> None:
        print(fitted(self.prefix + text, self.width), file=sys.stderr, flush=True)

    def _beat(self) -> None:
        while not self.done.wait(min(0.2, self.every / 2)):  # never coarser than the beat it keeps
            with self.lock:
                now = time.monotonic()
                if self.step and now - self.said >= self.every:
                    took = now - self.started
                    self._say(self.step if not self.told and took < 1 else f"still {self.step} ({took:.0f} s)")
                    self.said, self.told = now, True

    def __enter__(self) -> Heartbeat:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.done.set()
        self.thread.join()


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
