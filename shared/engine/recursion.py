"""Deep top-down recursion, made safe for the length of one call."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["recursion_limit"]


@contextmanager
def recursion_limit(depth: int) -> Iterator[None]:
    """Allow at least `depth` nested Python calls inside the block, then restore the old limit.

    Python 3.11+ runs Python-to-Python calls without growing the C stack, so a
    memoized recursion 10^4 deep is safe once the interpreter's counter allows it.
    """
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, depth + 200))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)
