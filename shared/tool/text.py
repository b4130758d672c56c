"""How the tool writes values and durations for a person: one line, cut to fit."""

from __future__ import annotations

import json
import unicodedata

__all__ = ["clip", "clip_printed", "escaped", "seconds"]


def clip(value: object, width: int = 40) -> str:
    """Value as LeetCode's JSON would print it, on one line, cut to `width` characters with '...'."""
    try:
        text = value if isinstance(value, str) else json.dumps(value)
    except (TypeError, ValueError):  # not JSON at all (a learner's lambda): say what it is
        text = f"<{type(value).__name__}>"
    except RecursionError:
        text = "<nested too deeply to show>"
    return _cut(_escaped(" ".join(text.split())), width)


def clip_printed(line: str, width: int) -> str:
    """A line some code printed, as it looked: spacing kept (a table's columns line up), tabs expanded,
    control characters escaped (an ANSI escape would recolour or clear the learner's terminal), cut to width."""
    return _cut(_escaped(line.expandtabs(4)), width)


def escaped(text: str) -> str:
    """text with every character a terminal would act on shown as its escape: safe to print whatever its source."""
    return _escaped(text)


def _escaped(text: str) -> str:
    """Each character a terminal would act on rather than show (ESC, NUL, a right-to-left override) as its escape."""
    if text.isprintable():  # the usual case, at C speed: a shown input can be a million characters
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _columns(c: str) -> int:
    """How many terminal columns a printable character takes: 2 for a wide (CJK) one, 0 for a combining mark."""
    return 0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1


def _cut(text: str, width: int) -> str:
    """text if it fits in width columns, else as much as fits before '...'."""
    if text.isascii():
        return text if len(text) <= width else text[: max(0, width - 3)] + "..."
    if sum(_columns(c) for c in text) <= width:
        return text
    room, used = max(0, width - 3), 0
    for end, c in enumerate(text):
        used += _columns(c)
        if used > room:
            return text[:end] + "..."
    return text


def seconds(s: float) -> str:
    """A duration with a unit that keeps two or three significant figures."""
    if s < 1e-5:
        return f"{s * 1e6:.1f} µs"
    return f"{s * 1e6:.0f} µs" if s < 1e-3 else f"{s * 1e3:.1f} ms" if s < 1 else f"{s:.2f} s"
