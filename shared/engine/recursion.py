"""Deep recursion: the runner gives the stack, so the variants need not ask for it.

A learner's top-down solution recurses as deep as its input is long (a memo
over 10^4 stones nests 10^4 calls, and `@cache` puts a C frame between each
two). The judge runs such code in a thread with a big stack and a high
recursion limit; `run_deep` does the same for the tests, `kata solve` and
the bench, so a chapter reads as it would be pasted into LeetCode.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

__all__ = ["DEEP_LIMIT", "STACK_BYTES", "recursion_limit", "run_deep"]

T = TypeVar("T")

STACK_BYTES = 512 * 2**20  # reserved, not used: pages are touched only as deep as the calls go
DEEP_LIMIT = 10**6  # nested calls allowed in run_deep: past any input a variant's limit admits

_deep_lock = threading.Lock()
_deep_runs = 0  # run_deep calls in progress: the last one out restores the recursion limit
_saved_limit = 0


@contextmanager
def recursion_limit(depth: int) -> Iterator[None]:
    """Allow at least `depth` nested Python calls inside the block, then restore the old limit.

    For the tool's own deep walks (trees, traces). Python 3.11+ runs
    Python-to-Python calls without growing the C stack, so plain recursion
    10^4 deep is safe once the interpreter's counter allows it.
    """
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, depth + 200))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


def run_deep(func: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
    """func(*args, **kwargs) in a thread with a big stack and a high recursion limit; its result or its error."""
    global _deep_runs, _saved_limit
    result: list[T] = []
    error: list[BaseException] = []

    def target() -> None:
        try:
            result.append(func(*args, **kwargs))
        except BaseException as exc:  # handed to the caller's thread, raised there
            error.append(exc)

    with _deep_lock:
        if _deep_runs == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, DEEP_LIMIT))
        _deep_runs += 1
        old_size = threading.stack_size(STACK_BYTES)
        try:
            worker = threading.Thread(target=target, name="kata-deep", daemon=True)
            worker.start()
        finally:
            threading.stack_size(old_size)
    try:
        worker.join()
    finally:
        with _deep_lock:
            _deep_runs -= 1
            if _deep_runs == 0:
                sys.setrecursionlimit(_saved_limit)
    if error:
        raise error[0]
    return result[0]
