"""How the tool writes values and durations for a person: one line, cut to fit."""

from __future__ import annotations

import json

__all__ = ["clip", "seconds"]


def clip(value: object, width: int = 40) -> str:
    """Value as LeetCode's JSON would print it, on one line, cut to `width` characters with '...'."""
    try:
        text = value if isinstance(value, str) else json.dumps(value)
    except (TypeError, ValueError):  # not JSON at all (a learner's lambda): say what it is
        text = f"<{type(value).__name__}>"
    except RecursionError:
        text = "<nested too deeply to show>"
    text = " ".join(text.split())
    return text if len(text) <= width else text[: max(0, width - 3)] + "..."


def seconds(s: float) -> str:
    """A duration with a unit that keeps two or three significant figures."""
    if s < 1e-5:
        return f"{s * 1e6:.1f} µs"
    return f"{s * 1e6:.0f} µs" if s < 1e-3 else f"{s * 1e3:.1f} ms" if s < 1 else f"{s:.2f} s"
