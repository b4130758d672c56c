"""functools' caches, swapped for the length of a trace with twins that say which call they answer for.

A `@cache` hit runs no Python code of the variant: functools' wrapper is C,
and the hook sees nothing. So while a trace runs, `functools.cache` and
`functools.lru_cache` (and the names a module imported them under, and any
cache a module already built at import) are twins written here: the same
keys, the same answers, a bounded cache still evicting least recently used
first, and on a hit they tell the recorder which earlier call computed the
value. Everything is put back when the trace ends, whatever happens.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Iterator, MutableMapping
from contextlib import contextmanager
from itertools import combinations
from typing import Any, Protocol

__all__ = ["ANY", "MemoSink", "memo_keys", "swapped_caches"]


class MemoSink(Protocol):
    """What the twins report to: the id the next search call will get, and each hit."""

    def next_call(self, func: Callable[..., Any]) -> int | None: ...

    def memo_hit(self, func: Callable[..., Any], args: tuple[Any, ...], value: object, of: int | None) -> None: ...


ANY = object()  # memo_keys: a call that recursed stores its value, whatever it returned


def memo_keys(args: tuple[Any, ...], memo: dict[Any, Any], value: object = ANY) -> Iterator[object]:
    """The keys of a call's arguments that memo holds: all of them as a tuple (or the lone one alone) first,
    then fewer, the larger first (`memo[i]` in a `dfs(i, m)`; `memo[i, m]` in a `dfs(piles, i, m)` threading
    the input). A key of fewer holding another value than the call returned is not its memo (a base case)."""
    wanted = [args, args[0]] if len(args) == 1 else [args]
    for size in range(len(args) - 1, 0, -1):
        wanted.extend(sub if size > 1 else sub[0] for sub in combinations(args, size))
    given: list[object] = []
    for k, key in enumerate(wanted):
        try:
            if key not in memo or (k >= 1 + (len(args) == 1) and value is not ANY and memo[key] != value):
                continue
        except TypeError:  # a list among them: not a key
            continue
        if key not in given:  # `dfs(2, 2)`: its two keys of one are one key
            given.append(key)
            yield key


def _twin(sink: MemoSink, user_function: Callable[..., Any], maxsize: int | None) -> Callable[..., Any]:
    table: OrderedDict[object, Any] = OrderedDict()
    computed_by: dict[object, int | None] = {}
    hits = [0]

    def cached(*args: Any, **kwds: Any) -> Any:
        key = (args, frozenset(kwds.items())) if kwds else args
        if key in table:
            table.move_to_end(key)
            hits[0] += 1
            value = table[key]
            sink.memo_hit(user_function, args, value, computed_by.get(key))
            return value
        first = sink.next_call(user_function)
        value = user_function(*args, **kwds)
        table[key], computed_by[key] = value, first
        if maxsize is not None and len(table) > maxsize:
            old, _ = table.popitem(last=False)
            computed_by.pop(old, None)
        return value

    def cache_info() -> Any:
        return functools._CacheInfo(hits[0], len(computed_by), maxsize, len(table))

    def cache_clear() -> None:
        table.clear()
        computed_by.clear()

    functools.update_wrapper(cached, user_function)
    cached.cache_info = cache_info  # type: ignore[attr-defined]
    cached.cache_clear = cache_clear  # type: ignore[attr-defined]
    return cached


def _is_cache(value: object) -> bool:
    return callable(value) and hasattr(value, "cache_info") and hasattr(value, "__wrapped__")


@contextmanager
def swapped_caches(sink: MemoSink, namespaces: list[dict[str, Any]]) -> Iterator[None]:
    """Inside the block, every cache functools would make, or the namespaces hold, is a twin reporting to sink."""
    real_cache, real_lru = functools.cache, functools.lru_cache

    def cache(user_function: Callable[..., Any]) -> Callable[..., Any]:
        return _twin(sink, user_function, None)

    def lru_cache(maxsize: Any = 128, typed: bool = False) -> Any:
        if callable(maxsize):  # @lru_cache with no parentheses
            return _twin(sink, maxsize, 128)
        return lambda f: _twin(sink, f, maxsize)

    undo: list[tuple[MutableMapping[str, Any] | type, str, object]] = []

    def put(where: MutableMapping[str, Any] | type, key: str, new: object, old: object) -> None:
        undo.append((where, key, old))
        if isinstance(where, type):
            setattr(where, key, new)
        else:
            where[key] = new

    put(vars(functools), "cache", cache, real_cache)
    put(vars(functools), "lru_cache", lru_cache, real_lru)
    try:
        for space in namespaces:
            for key, value in list(space.items()):
                if value is real_cache:
                    put(space, key, cache, value)
                elif value is real_lru:
                    put(space, key, lru_cache, value)
                elif _is_cache(value):  # built at import: `@cache` on a module-level function
                    put(space, key, _twin(sink, getattr(value, "__wrapped__"), None), value)  # noqa: B009
                elif isinstance(value, type) and value.__module__ == space.get("__name__"):
                    for attr, member in list(vars(value).items()):
                        if _is_cache(member):  # `@cache` on a method of class Solution
                            put(value, attr, _twin(sink, getattr(member, "__wrapped__"), None), member)  # noqa: B009
        yield
    finally:
        for where, key, old in reversed(undo):
            if isinstance(where, type):
                setattr(where, key, old)
            else:
                where[key] = old
