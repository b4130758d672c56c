"""Checks turning raw JSON into arguments, or saying in one line why not.

JSON has no integer type of its own: `true` and `7.0` are not integers here,
because LeetCode's inputs never are.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from shared.engine.errors import InputError

__all__ = [
    "MAX_DIGITS",
    "MAX_TEXT",
    "describe",
    "expect_int",
    "expect_int_list",
    "expect_object",
    "expect_str",
    "loads",
]

# digits in one JSON integer: LeetCode's fit
# in 19, Python's int() gives up past 4,300
MAX_DIGITS = 100
# characters in one JSON input; a bigger one is not a kata input
MAX_TEXT = 1_000_000


def _bounded_int(digits: str) -> int:
    count = len(digits.lstrip("-"))
    if count > MAX_DIGITS:
        raise InputError(
            f"an integer of {count:,} digits; at most {MAX_DIGITS} are read"
        )
    return int(digits)


def _unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    """A JSON object as a dict; a key given twice is
    refused (JSON would quietly keep the last value)."""
    found: dict[str, object] = {}
    for key, value in pairs:
        if key in found:
            shown = key if len(key) <= 20 else key[:17] + "..."
            raise InputError(
                f"the key {json.dumps(shown)} twice; give each parameter once"
            )
        found[key] = value
    return found


def loads(text: str, what: str) -> object:
    """JSON text as a value, bounded in length and digits
    (one line naming `what` if not); RecursionError passes."""
    if len(text) > MAX_TEXT:
        raise InputError(
            f"{what} is {len(text):,} characters long; "
            f"at most {MAX_TEXT:,} are read"
        )
    try:
        return json.loads(
            text, parse_int=_bounded_int, object_pairs_hook=_unique_keys
        )
    except InputError as err:
        raise InputError(f"{what} has {err}") from None


def describe(value: object) -> str:
    """Name a JSON value for an error message, briefly."""
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if value is None:
        return "null"
    if isinstance(value, int):
        return (
            f"the integer {value}"
            if abs(value) < 10**24
            else "an integer of more than 24 digits"
        )
    if isinstance(value, float):
        return f"the number {value!r}"
    if isinstance(value, str):
        shown = value if len(value) <= 20 else value[:17] + "..."
        return f"the string {shown!r}"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def expect_int(value: object, name: str, lo: int, hi: int | None = None) -> int:
    """Return value if it is an integer in
    [lo, hi]; otherwise raise InputError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(f"{name} must be an integer, got {describe(value)}")
    if value < lo or (hi is not None and value > hi):
        allowed = f"{lo} <= {name}" + (f" <= {hi}" if hi is not None else "")
        digits = len(str(abs(value)))
        # one line in 80 columns: a long number is named by its length
        said = f" = {value}" if digits <= 12 else f", a {digits}-digit integer,"
        raise InputError(f"{name}{said} is out of range ({allowed})")
    return value


def expect_int_list(
    value: object,
    name: str,
    lo: int,
    hi: int | None = None,
    *,
    min_len: int = 1,
    max_len: int | None = None,
) -> list[int]:
    """Return value if it is a list of
    integers in [lo, hi] of allowed length."""
    if not isinstance(value, list):
        raise InputError(
            f"{name} must be a list of integers, got {describe(value)}"
        )
    if len(value) < min_len:
        raise InputError(
            f"{name} must hold at least {min_len} number(s), got {len(value)}"
        )
    if max_len is not None and len(value) > max_len:
        raise InputError(
            f"{name} may hold at most {max_len} numbers, got {len(value)}"
        )
    for i, item in enumerate(value):
        expect_int(item, f"{name}[{i}]", lo, hi)
    return list(value)


def expect_object(
    value: object,
    keys: Sequence[str],
    optional: Sequence[str] = (),
    *,
    shape: str = "an object",
) -> dict[str, object]:
    """Return value if it is an object holding every key of
    `keys`, perhaps some of `optional`, and nothing else."""
    allowed = ", ".join([*keys, *optional])
    if not isinstance(value, dict):
        raise InputError(f"give {shape} of {allowed}, not {describe(value)}")
    if unknown := sorted(set(value) - {*keys, *optional}):
        shown = unknown[0] if len(unknown[0]) <= 20 else unknown[0][:17] + "..."
        raise InputError(f"unknown key {shown!r} (keys: {allowed})")
    if missing := [key for key in keys if key not in value]:
        raise InputError(f"missing key {missing[0]!r} (keys: {allowed})")
    return value


def expect_str(value: object, name: str) -> str:
    """Return value if it is a string; otherwise raise InputError."""
    if not isinstance(value, str):
        raise InputError(f"{name} must be a string, got {describe(value)}")
    return value
