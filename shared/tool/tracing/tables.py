"""A table as the recorder watches it: a copy to diff against, the cells that changed, the lists inside it."""

from __future__ import annotations

from typing import Any

__all__ = ["DEPTH", "MOST_SHOWN", "diff", "empty", "hold", "ids_inside", "put", "size", "snap"]

DEPTH = 5  # levels of nesting copied and diffed: 913's memo[left][turn][mouse][cat] is 4

_MISSING = object()


def snap(value: object, depth: int = 0) -> object:
    if isinstance(value, list) and depth < DEPTH:
        return [snap(v, depth + 1) for v in value]
    if isinstance(value, dict) and depth < DEPTH:
        return {k: snap(v, depth + 1) for k, v in value.items()}
    if isinstance(value, bytearray):
        return bytes(value)
    return value


def size(value: object) -> int:
    if isinstance(value, list | dict):
        items = value.values() if isinstance(value, dict) else value
        return len(value) + sum(size(v) for v in items if isinstance(v, list | dict))
    return len(value) if isinstance(value, bytearray) else 1


def diff(old: object, new: object, index: list[object], out: list[tuple[list[object], object]]) -> None:
    """The cells of new that differ from old (a list, dict or bytes snapshot), with their index paths."""
    if isinstance(new, list | bytes) and isinstance(old, list | bytes):
        keys: Any = range(len(new))
    elif isinstance(new, dict) and isinstance(old, dict):
        keys = new.keys()
    else:
        return
    for k in keys:
        was = old[k] if (k in old if isinstance(old, dict) else k < len(old)) else _MISSING
        now = new[k]
        if isinstance(now, list | dict) and isinstance(was, list | dict):
            diff(was, now, [*index, k], out)
        elif was is _MISSING or not (was is now or (type(was) is type(now) and was == now)):
            out.append(([*index, k], now))


MOST_SHOWN = 2_000  # cells of a fill listed in its event, for the views to draw; `fill` counts them all


def empty(snap: object) -> object:
    """A table of snap's shape with no cell in it: what a fill is diffed against."""
    if isinstance(snap, list):
        return [empty(v) if isinstance(v, list | dict) else _MISSING for v in snap]
    if isinstance(snap, dict):
        return {k: empty(v) if isinstance(v, list | dict) else _MISSING for k, v in snap.items()}
    return b"" if isinstance(snap, bytes) else _MISSING


def ids_inside(values: dict[str, object], ident: int) -> set[int]:
    """The ids of the lists and dicts inside the local whose id is ident, DEPTH deep (not its own)."""
    table = next((v for v in values.values() if id(v) == ident), None)
    found: set[int] = set()

    def walk(value: object, depth: int) -> None:
        items = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        for v in items:
            if isinstance(v, list | dict | bytearray) and depth < DEPTH:
                found.add(id(v))
                walk(v, depth + 1)

    walk(table, 0)
    return found


def put(copy: object, path: list[object], value: object) -> bool:
    """Set the cell at path in a table's copy to a copy of value; False if the copy does not reach it."""
    if not path or len(path) > DEPTH:
        return False
    for k in path[:-1]:
        try:
            copy = copy[k]  # type: ignore[index]
        except (KeyError, IndexError, TypeError):
            return False
        if not isinstance(copy, list | dict):
            return False
    try:
        copy[path[-1]] = snap(value, len(path))  # type: ignore[index]
    except (IndexError, TypeError):
        return False
    return True


def hold(held: set[tuple[object, ...]], found: list[tuple[list[object], object]]) -> None:
    """Add the cells found to the ones a table has held: a cell written twice, or allocated then written, is one."""
    for index, _ in found:
        try:
            held.add(tuple(index))
        except TypeError:  # an unhashable key cannot be a dict's: a list index path always hashes
            held.add(tuple(map(repr, index)))
