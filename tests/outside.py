"""Counting, from outside, the calls a chapter makes to one builtin: retrograde's positions are its queue's poplefts.

A table variant's cells are declared (`Variant.cells`); what it does after
filling them (colouring positions until the start is known) is read here,
with a profile hook that sees calls of C functions, on every Python the kata
supports, the same way.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable
from types import FrameType
from typing import Any

__all__ = ["poplefts"]


def poplefts(func: Callable[..., Any], *args: Any) -> tuple[Any, int]:
    """func(*args)'s answer, and how many times it took an item from the front of a deque."""
    taken = 0

    def hook(frame: FrameType, event: str, arg: object) -> None:
        nonlocal taken
        if (
            event == "c_call"
            and getattr(arg, "__name__", "") == "popleft"
            and isinstance(getattr(arg, "__self__", None), deque)
        ):
            taken += 1

    old = sys.getprofile()
    sys.setprofile(hook)
    try:
        answer = func(*args)
    finally:
        sys.setprofile(old)
    return answer, taken
