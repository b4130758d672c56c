"""Output capture in the child: what the learner's code prints is kept, a few lines of it, never shown raw.

The child's file descriptors 0, 1 and 2 lead to /dev/null, and `sys.stdout`
and `sys.stderr` are one Printed: print-debugging works (the first lines of
each job come back with its outcome, cut to a width), and a flood of output
costs nothing but the time to make it. An exception becomes one line here,
cut to MESSAGE_WIDTH, so a 200 MB message never travels.
"""

from __future__ import annotations

import io
from typing import Any

__all__ = ["MESSAGE_WIDTH", "PRINTED_LINES", "PRINTED_WIDTH", "Printed", "clip_text", "one_line"]

PRINTED_LINES = 6  # lines of what the learner's code printed during one job, kept to show...
PRINTED_WIDTH = 200  # ...each cut to this many characters
MESSAGE_WIDTH = 300  # characters of an error message sent back: one line is shown, cut to 50


class Printed(io.TextIOBase):
    """Stands in for sys.stdout and sys.stderr in the child: keeps the first few lines, counts the rest."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.count = 0  # lines begun
        self._open = False  # the last line has no newline yet

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        for i, part in enumerate(text.split("\n")):
            if i > 0:
                self._open = False
            if not part:
                continue
            if self._open:
                if len(self.lines) == self.count:  # the open line is one of those kept
                    self.lines[-1] = (self.lines[-1] + part)[:PRINTED_WIDTH]
            else:
                self.count += 1
                self._open = True
                if len(self.lines) < PRINTED_LINES:
                    self.lines.append(part[:PRINTED_WIDTH])
        return len(text)

    @property
    def encoding(self) -> str:  # type: ignore[override]  # TextIOBase declares it read-only
        return "utf-8"

    @property
    def buffer(self) -> _PrintedBytes:
        """`sys.stdout.buffer.write(b"...")`, as fast-I/O templates do, lands in the same lines."""
        return _PrintedBytes(self)

    def reconfigure(self, **settings: object) -> None:
        """`sys.stdout.reconfigure(...)` changes nothing here: what is kept is kept as text."""

    def take(self) -> tuple[tuple[str, ...], int]:
        """What was printed since the last take, and start afresh."""
        kept = (tuple(self.lines), self.count)
        self.lines, self.count, self._open = [], 0, False
        return kept


class _PrintedBytes(io.RawIOBase):
    """The bytes side of Printed: decoded as UTF-8 (a bad byte shown as such) and kept as text."""

    def __init__(self, text: Printed) -> None:
        self.text = text

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        chunk = bytes(data)
        self.text.write(chunk.decode("utf-8", "backslashreplace"))
        return len(chunk)


def one_line(err: BaseException) -> str:
    """The exception as one line, cut to MESSAGE_WIDTH here in the child: a 200 MB message never travels."""
    if isinstance(err, SystemExit):
        return clip_text(f"called exit({_safe_repr(err.code)})")
    try:
        text = str(err)[: 4 * MESSAGE_WIDTH].strip().splitlines()
    except BaseException:  # a __str__ that raises
        text = []
    name = type(err).__name__[:MESSAGE_WIDTH]
    return clip_text(f"{name}: {text[0]}" if text else name)


def _safe_repr(value: object) -> str:
    try:
        return repr(value)[:MESSAGE_WIDTH]
    except BaseException:
        return f"<{type(value).__name__}>"


def clip_text(text: str) -> str:
    """text cut to MESSAGE_WIDTH characters: what the child may send of any one message."""
    return text[:MESSAGE_WIDTH]
