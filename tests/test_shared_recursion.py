"""shared/engine/recursion.py: the limit inside the block, and the old one restored after it."""

from __future__ import annotations

import sys

from shared.engine.recursion import recursion_limit


def test_the_limit_is_raised_to_depth_plus_200_then_restored() -> None:
    """Past the current limit, the block allows depth + 200 calls; afterwards the old limit is back."""
    old = sys.getrecursionlimit()
    with recursion_limit(old + 500):
        assert sys.getrecursionlimit() == old + 700
    assert sys.getrecursionlimit() == old


def test_the_limit_is_never_lowered() -> None:
    """A depth below the current limit leaves it as it is, inside the block and after it, even on an error."""
    old = sys.getrecursionlimit()
    try:
        with recursion_limit(10):
            assert sys.getrecursionlimit() == old
            raise KeyError("inside")
    except KeyError:
        pass
    assert sys.getrecursionlimit() == old
