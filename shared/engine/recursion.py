"""Deep recursion: the runner gives the stack, so variants need not ask for it.

A learner's top-down solution recurses as deep as its input is long (a memo
over 10^4 stones nests 10^4 calls, and `@cache` puts a C frame between each
two). The judge runs such code in a thread with a big stack and a high
recursion limit; `run_deep` does the same for the tests, `kata solve` and
the bench, so a chapter reads as it would be pasted into LeetCode.

Python 3.12 and 3.13 cap recursion through C code at a few thousand levels
whatever the limit, and `functools.cache`'s wrapper is C code. So on those
versions, while a deep run is in progress, `@cache` and `@lru_cache(None)`
build a wrapper written in Python instead. The judge's child uses the same
wrapper for the whole of its life (`python_caches`), with functools' own
Python twin for a bounded cache, so a learner's `@lru_cache` recursion runs
deep there too.
"""

from __future__ import annotations

import functools
import importlib.util
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

__all__ = [
    "DEEP_LIMIT",
    "STACK_BYTES",
    "python_caches",
    "recursion_limit",
    "run_deep",
]

T = TypeVar("T")

# reserved, not used: pages are touched only as deep as the calls go
STACK_BYTES = 512 * 2**20
# nested calls allowed in run_deep: past any input a variant's limit admits
DEEP_LIMIT = 10**6

_deep_lock = threading.Lock()
# run_deep calls in progress: the last one out restores the recursion limit
_deep_runs = 0
_saved_limit = 0
# typeshed calls it a class
_c_wrapper: Any = getattr(functools, "_lru_cache_wrapper")  # noqa: B009
# what a bounded or typed cache gets: functools' C wrapper, or its Python twin
_bounded_wrapper: Any = _c_wrapper


def _python_wrapper(
    user_function: Callable[..., Any],
    maxsize: int | None,
    typed: bool,
    info: Any,
) -> Any:
    """An unbounded cache in Python: a call through it adds no
    C frame; it is twice as fast as functools' own Python twin.
    Bounded caches keep functools' wrapper (see python_caches)."""
    if maxsize is not None or typed:
        return _bounded_wrapper(user_function, maxsize, typed, info)
    table: dict[object, Any] = {}
    missing = object()
    calls = [0]

    def cached(*args: Any, **kwds: Any) -> Any:
        key = (args, frozenset(kwds.items())) if kwds else args
        found = table.get(key, missing)
        calls[0] += 1
        if found is missing:
            found = table[key] = user_function(*args, **kwds)
        return found

    cached.cache_info = lambda: info(  # type: ignore[attr-defined]
        calls[0] - len(table), len(table), None, len(table)
    )
    cached.cache_clear = table.clear  # type: ignore[attr-defined]
    return cached


def _pure_functools() -> Any:
    """A fresh copy of functools built without its C
    accelerator: its lru_cache wrapper is written in Python."""
    saved = sys.modules.get("_functools")
    # `from _functools import ...` now fails
    sys.modules["_functools"] = None  # type: ignore[assignment]
    try:
        spec = importlib.util.find_spec("functools")
        assert spec is not None
        assert spec.loader is not None
        pure = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(pure)
    finally:
        if saved is None:
            del sys.modules["_functools"]
        else:
            sys.modules["_functools"] = saved
    return pure


def python_caches() -> None:
    """From now on, in this process, every lru_cache
    and cache builds a wrapper written in Python.

    For the judge's child, which runs only the learner's code:
    on 3.12+ a recursion through a C-coded wrapper stops at a
    few thousand levels. A bounded cache gets functools' own
    Python twin, least-recently-used order and all.
    """
    global _bounded_wrapper
    _bounded_wrapper = _pure_functools()._lru_cache_wrapper
    # typeshed calls it a class
    setattr(functools, "_lru_cache_wrapper", _python_wrapper)  # noqa: B010


def _swap_caches(on: bool) -> None:
    if sys.version_info >= (3, 12):  # pragma: no cover - 3.12+
        wrapper = _python_wrapper if on else _c_wrapper
        setattr(functools, "_lru_cache_wrapper", wrapper)  # noqa: B010


@contextmanager
def recursion_limit(depth: int) -> Iterator[None]:
    """Allow at least `depth` nested Python calls
    inside the block, then restore the old limit.

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
    """func(*args, **kwargs) in a thread with a big stack
    and a high recursion limit; its result or its error."""
    global _deep_runs, _saved_limit
    result: list[T] = []
    error: list[BaseException] = []

    def target() -> None:
        try:
            result.append(func(*args, **kwargs))
        # handed to the caller's thread, raised there
        except BaseException as exc:
            error.append(exc)

    with _deep_lock:
        if _deep_runs == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, DEEP_LIMIT))
            _swap_caches(True)
        _deep_runs += 1
        old_size = threading.stack_size(STACK_BYTES)
        try:
            worker = threading.Thread(
                target=target, name="kata-deep", daemon=True
            )
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
                _swap_caches(False)
    if error:
        raise error[0]
    return result[0]
