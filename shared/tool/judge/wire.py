"""The wire between the child and kata: one JSON message per job, of a shape kata checks, never code.

A message is its length (4 bytes, big-endian), then its JSON. The child
cuts each to MAX_MESSAGE bytes before it sends it; the parent refuses a
longer one from its length alone, reads each within a deadline, unpickles
and evaluates nothing, and checks every message against the shapes the child
may send ("ready", "import", "start", "stop", "ok", "error", and the keeper's "exit"). A job's
time is kata's: the child marks the start and the stop of the learner's call, and the parent times
the marks on its own clock, so no clock the learner's code replaces can shorten it.
"""

from __future__ import annotations

import json
import math
import os
import select
import struct
import time
import types
from dataclasses import dataclass
from typing import Any, Literal

from shared.tool.judge.capture import MESSAGE_WIDTH, PRINTED_LINES, PRINTED_WIDTH

__all__ = [
    "ANSWER",
    "BAD_MESSAGE",
    "COUNTS",
    "LINES",
    "MAX_MESSAGE",
    "Channel",
    "JobResult",
    "Status",
    "fits",
    "outcome",
    "send",
]

MAX_MESSAGE = 64 * 2**10  # bytes of one message from the child; a bigger one is refused unread
BAD_MESSAGE = "sent kata a message it did not ask for"

# How a job ended; a typo in a status compared or made is a type error, not a silent mismatch.
Status = Literal["ok", "error", "timeout", "died", "import", "ready", "start", "stop"]


@dataclass(frozen=True)
class JobResult:
    """What came back for one job.

    status: "ok" (value is the job's result), "error" (value: (the exception's type name, one line)),
    "timeout" (value: the seconds waited), "died" (value: how the child ended),
    "import" (the file did not import; value: why, one line).
    seconds: the job's time on kata's clock, between the child's "start" and "stop" marks around the call.
    printed: the first lines the learner's code printed during the job, and how many it printed in all.
    """

    status: Status
    value: Any
    seconds: float = 0.0
    printed: tuple[tuple[str, ...], int] = ((), 0)


# --- the shape of what a job sends back ----------------------------------------------------------
# A template is a type (or a union of types: `str | None`), a tuple of templates (a list of exactly that
# many items), or a one-item list (a list of any length, each item of that template).

ANSWER = (str, str)  # an answer as shown, and the digest of all of it
# calls, distinct states, a function that recursed, calls repeated, the search's nodes, states told only by object
COUNTS = (int, int, str | None, int, int, bool)
LINES = [str]  # lines of text


def _plain(value: object, depth: int = 0) -> bool:
    """Is value plain JSON data: None, bool, int, finite float, str, or a list of those, not deeply nested?"""
    if value is None or isinstance(value, bool | int | str):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list) and depth < 8:
        return all(_plain(item, depth + 1) for item in value)
    return False


def fits(value: object, shape: object) -> bool:
    """Does value (decoded JSON) fit the template shape?"""
    if isinstance(shape, tuple):
        return isinstance(value, list) and len(value) == len(shape) and all(map(fits, value, shape))
    if isinstance(shape, list):
        return isinstance(value, list) and all(fits(item, shape[0]) for item in value)
    if isinstance(shape, type | types.UnionType):
        return isinstance(value, shape) and (shape is bool or not isinstance(value, bool))  # True is no count
    return False


def send(fd: int, message: list[Any]) -> None:
    """One message to the parent: its length, then its JSON; one too big is replaced by a short complaint."""
    try:
        body = json.dumps(message, allow_nan=False).encode("utf-8")
    except (TypeError, ValueError, RecursionError):
        body = b""
    if not body or len(body) > MAX_MESSAGE:
        kind = message[0]
        if kind in ("ok", "error"):
            too = "sent back a value that is not plain JSON data" if not body else "sent back too much data"
            body = json.dumps(["error", "Unsendable", f"your code {too}", *message[-2:]]).encode()
        else:
            body = json.dumps([kind, "(too long to send)"][: len(message)]).encode()
    data = struct.pack(">I", len(body)) + body
    try:
        while data:
            data = data[os.write(fd, data) :]
    except OSError:  # the parent is gone: nothing is listening
        os._exit(0)


class Channel:
    """The parent's end of the pipe: whole messages, each read within a deadline, refused past MAX_MESSAGE."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.buffer = b""
        self.poller = select.poll()
        self.poller.register(fd, select.POLLIN | select.POLLHUP | select.POLLERR)

    def _fill(self, need: int, deadline: float) -> bool | None:
        """Read until `need` bytes are buffered: True; None at the deadline; False when the child closed the pipe."""
        while len(self.buffer) < need:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            if not self.poller.poll(max(1, int(left * 1000))):
                continue
            chunk = os.read(self.fd, min(need - len(self.buffer), 1 << 16))
            if not chunk:
                return False
            self.buffer += chunk
        return True

    def receive(self, timeout: float) -> object:
        """The next message decoded, "timeout", "closed" or "bad" (a message kata will not read)."""
        deadline = time.monotonic() + timeout
        got = self._fill(4, deadline)
        if got is not True:
            return "timeout" if got is None else "closed"
        (size,) = struct.unpack(">I", self.buffer[:4])
        if size > MAX_MESSAGE:
            return "bad"
        got = self._fill(4 + size, deadline)
        if got is not True:
            return "timeout" if got is None else "closed"
        body, self.buffer = self.buffer[4 : 4 + size], self.buffer[4 + size :]
        try:
            return json.loads(body.decode("utf-8"))
        except (ValueError, RecursionError):  # bad UTF-8, not JSON, or an int past Python's digit limit
            return "bad"


def _printed(lines: object, count: object) -> tuple[tuple[str, ...], int] | None:
    if not (isinstance(lines, list) and len(lines) <= PRINTED_LINES and all(isinstance(x, str) for x in lines)):
        return None
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        return None
    return tuple(line[:PRINTED_WIDTH] for line in lines), count


def outcome(message: object, shape: object, seconds: float) -> JobResult | None:
    """The JobResult a message stands for, or None if it is not one of the shapes the child sends.

    seconds is the job's time as kata measured it: the child sends none, so none it could fake is read.
    """
    if not isinstance(message, list) or not message or not isinstance(message[0], str):
        return None
    kind, rest = message[0], message[1:]
    if kind == "ready" and not rest:
        return JobResult("ready", None)
    if kind == "start" and not rest:
        return JobResult("start", None)
    if kind == "stop" and not rest:
        return JobResult("stop", None)
    if kind == "import" and len(rest) == 1 and isinstance(rest[0], str):
        return JobResult("import", rest[0][:MESSAGE_WIDTH])
    if kind == "ok" and len(rest) == 3:
        value, printed = rest[0], _printed(rest[1], rest[2])
        if printed is None or not _plain(value):
            return None
        if shape is not None and not fits(value, shape):
            return JobResult("error", ("Malformed", "your code sent back data of the wrong shape"), seconds, printed)
        return JobResult("ok", value, seconds, printed)
    if kind == "error" and len(rest) == 4:
        name, text, printed = rest[0], rest[1], _printed(rest[2], rest[3])
        if not isinstance(name, str) or not isinstance(text, str) or printed is None:
            return None
        return JobResult("error", (name[:MESSAGE_WIDTH], text[:MESSAGE_WIDTH]), seconds, printed)
    return None
