"""The trace stepped with keys: → or n next, ← or p back, c next call, g first, G last, ? predict, q quit.

`frames` turns keys into the views shown, one per key, so that what the
terminal shows can be tested without one. Beside another variant, both
advance one event of note (a call, a return, a memo answer, a cut, a cell)
per key, each with its counts, so the one that does less work finishes first.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from typing import TextIO

from shared.tool.tracing.predict import NOTED, ask
from shared.tool.tracing.recorder import Event
from shared.tool.tracing.runs import Trace
from shared.tool.tracing.views import _summary, event_line, step_view

__all__ = ["HELP_LINE", "beside_lines", "frames", "keys_from", "step_through"]

HELP_LINE = "→/n next  ←/p back  c call  g/G first/last  ? predict  q quit"
_ARROWS = {"C": "next", "D": "back", "A": "back", "B": "next"}
_KEYS = {
    "n": "next",
    " ": "next",
    "\r": "next",
    "\n": "next",
    "p": "back",
    "b": "back",
    "q": "quit",
    "\x03": "quit",
    "\x04": "quit",
    "g": "first",
    "G": "last",
    "c": "call",
    "?": "predict",
}


def keys_from(stdin: TextIO) -> Iterator[str]:
    """Key names read from a terminal one key at a time (raw mode while reading, restored after)."""
    import termios  # here: only a terminal is read key by key, and Windows has no termios
    import tty  # (as above)

    fd = stdin.fileno()
    saved = termios.tcgetattr(fd)
    try:
        tty.setcbreak(fd)
        while True:
            char = os.read(fd, 1).decode("utf-8", "replace")
            if not char:
                return
            if char == "\x1b":
                seq = os.read(fd, 2).decode("utf-8", "replace")
                yield _ARROWS.get(seq[-1:], "none") if seq.startswith("[") else "quit"
                continue
            yield _KEYS.get(char, char)  # any other key as itself: an answer to a question
    finally:
        with contextlib.suppress(termios.error):
            termios.tcsetattr(fd, termios.TCSADRAIN, saved)


def _move(events: list[Event], step: int, key: str) -> int:
    last = len(events) - 1
    if key == "next":
        return min(last, step + 1)
    if key == "back":
        return max(0, step - 1)
    if key == "first":
        return 0
    if key == "last":
        return last
    if key == "call":
        return next((k for k in range(step + 1, len(events)) if events[k]["kind"] == "call"), last)
    return step


def frames(t: Trace, keys: Iterator[str], width: int, height: int | None = None) -> Iterator[tuple[int, list[str]]]:
    """The view of each step the keys lead to, starting at step 0; stops at q or when the keys end."""
    if not t.events:
        return
    step = 0
    yield step, step_view(t, step, width, height=height)
    for key in keys:
        if key == "quit":
            return
        step = _move(t.events, step, key)
        yield step, step_view(t, step, width, height=height)


def _noted(t: Trace, kinds: tuple[str, ...]) -> list[int]:
    return [k for k, e in enumerate(t.events) if e["kind"] in kinds]


def beside_lines(left: Trace, right: Trace, width: int, kinds: tuple[str, ...] = NOTED) -> list[str]:
    """Two variants' events of note side by side, one row each per step, counts running on both sides."""
    half = (width - 3) // 2
    a, b = _noted(left, kinds), _noted(right, kinds)
    head = f"{left.variant:<{half}} │ {right.variant}"
    rows = [head[:width], "─" * width]
    for k in range(max(len(a), len(b))):
        cells = []
        for trace, picks in ((left, a), (right, b)):
            if k < len(picks):
                e = trace.events[picks[k]]
                cells.append(event_line({**e, "depth": min(int(e.get("depth") or 0), 3)}, half))
            else:
                cells.append("(done)")
        rows.append(f"{cells[0]:<{half}} │ {cells[1]}"[:width])
    rows.append("─" * width)
    for trace in (left, right):
        rows.append(f"{trace.variant}: {_summary(trace.events, len(trace.events))}"[:width])
    return rows


BESIDE_ROWS = 18  # rows of the two columns shown at once when stepped


def beside_view(left: Trace, right: Trace, row: int, width: int) -> list[str]:
    """The two columns up to row `row` (the last BESIDE_ROWS of them), with both counts as of that row."""
    rows = beside_lines(left, right, width)
    body = rows[2 : len(rows) - 3]
    shown = body[max(0, row + 1 - BESIDE_ROWS) : row + 1]
    counts = []
    for trace in (left, right):
        picks = _noted(trace, NOTED)
        upto = picks[min(row, len(picks) - 1)] + 1 if picks else 0
        counts.append(f"{trace.variant}: {_summary(trace.events, upto)}"[:width])
    return [*rows[:2], *shown, "─" * width, *counts, f"row {row + 1} of {len(body)}"]


def _step_beside(left: Trace, right: Trace, keys: Iterator[str], out: TextIO, width: int) -> None:
    last = max(len(_noted(left, NOTED)), len(_noted(right, NOTED))) - 1
    row = 0
    while True:
        out.write("\x1b[2J\x1b[H")
        print("\n".join(beside_view(left, right, row, width)), file=out)
        print(HELP_LINE.replace("  c call", "").replace("  ? predict", "")[:width], file=out, flush=True)
        key = next(keys, "quit")
        if key == "quit":
            return
        moves = {"next": row + 1, "back": row - 1, "first": 0, "last": last}
        row = max(0, min(last, moves.get(key, row)))


def step_through(
    t: Trace,
    keys: Iterator[str],
    out: TextIO,
    width: int,
    *,
    beside: Trace | None = None,
    clear: bool = False,
    answers: Iterator[str] | None = None,
) -> None:
    """Show each view the keys lead to (clearing the screen between them on a terminal)."""
    if beside is not None and not clear:
        print("\n".join(beside_lines(t, beside, width)), file=out)
        return
    if beside is not None:
        _step_beside(t, beside, iter(keys), out, width)
        return
    current = [0]  # the step shown, for a question asked with `?`
    height = shutil.get_terminal_size().lines - 1 if clear else None  # the help line below the view
    for step, lines in frames(t, _with_predict(iter(keys), t, out, current, answers), width, height):
        current[0] = step
        if clear:
            out.write("\x1b[2J\x1b[H")
        print("\n".join(lines), file=out)
        print(HELP_LINE[:width], file=out, flush=True)


def _with_predict(
    keys: Iterator[str], t: Trace, out: TextIO, current: list[int], answers: Iterator[str] | None
) -> Iterator[str]:
    """Keys, with `?` turned into a question at the current step and a jump to what it asked about."""
    for key in keys:
        if key != "predict":
            yield key
            continue
        step = current[0]
        source = answers if answers is not None else keys
        target = ask(t, step, out, source)
        print("(any key: on to it)", file=out, flush=True)
        next(source, "")
        for _ in range(max(0, target - step)):
            yield "next"
