"""shared/engine/recursion.py: the limit inside the block, and the old one restored after it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from shared.engine.recursion import _c_wrapper, _python_wrapper, recursion_limit, run_deep


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


def test_run_deep_runs_a_cached_recursion_far_past_the_default_stack() -> None:
    """@cache puts a C frame between two calls; 10^5 of them fit the runner's stack, and the old limit comes back."""
    from functools import cache

    def deepest(n: int) -> int:  # the chapters' shape: the cache is made inside the call, under the runner
        @cache
        def depth(k: int) -> int:
            return 0 if k == 0 else 1 + depth(k - 1)

        return depth(n)

    old = sys.getrecursionlimit()
    assert run_deep(deepest, 100_000) == 100_000
    assert sys.getrecursionlimit() == old


def test_run_deep_raises_the_error_in_the_caller() -> None:
    """An error inside the runner's thread reaches the caller as itself, not as a silent None."""
    import pytest

    def broken() -> int:
        raise KeyError("inside")

    with pytest.raises(KeyError, match="inside"):
        run_deep(broken)


def test_only_an_unbounded_untyped_cache_gets_the_python_wrapper() -> None:
    """On 3.12+ run_deep makes @cache a Python wrapper (no C frame a call); @lru_cache(maxsize) and typed keep C's."""
    import functools

    calls: list[int] = []

    def square(k: int) -> int:
        calls.append(k)
        return k * k

    info = functools._CacheInfo
    cached = _python_wrapper(square, None, False, info)
    assert not isinstance(cached, _c_wrapper)
    assert [cached(3), cached(3), cached(4), cached(k=3), cached(k=3)] == [9, 9, 16, 9, 9]
    assert calls == [3, 4, 3]  # a call already made is answered from the table, keywords apart from positions
    assert cached.cache_info() == info(hits=2, misses=3, maxsize=None, currsize=3)  # what functools' own reports
    cached.cache_clear()
    assert cached(3) == 9
    assert calls == [3, 4, 3, 3]
    assert isinstance(_python_wrapper(square, 128, False, info), _c_wrapper)
    assert isinstance(_python_wrapper(square, None, True, info), _c_wrapper)


ROOT = Path(__file__).resolve().parents[1]  # the tree under test (a mutation run's copy, too)
PYTHON_CACHES = """
import functools, sys
from shared.engine.recursion import _c_wrapper, python_caches
accelerator = sys.modules["_functools"]
python_caches()
assert sys.modules["_functools"] is accelerator, "the C accelerator is put back for everyone else"
square = functools.cache(lambda k: k * k)
assert not isinstance(square, _c_wrapper) and square(3) == 9 and square(3) == 9
assert square.cache_info().hits == 1
recent = functools.lru_cache(maxsize=2)(lambda k: k * k)
assert not isinstance(recent, _c_wrapper), "a bounded cache gets functools' Python twin"
assert [recent(k) for k in (1, 2, 1, 3, 2)] == [1, 4, 1, 9, 4]
assert recent.cache_info().misses == 4, "least recently used: 2 went when 3 came"
print("ok")
"""


def test_python_caches_gives_every_cache_a_python_wrapper_and_puts_the_accelerator_back() -> None:
    """The judge's child calls it once: its own process, so here a fresh interpreter."""
    done = subprocess.run([sys.executable, "-c", PYTHON_CACHES], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert (done.returncode, done.stdout, done.stderr) == (0, "ok\n", "")
