"""shared/engine/validate.py: each check's edges and the exact one-line message it gives."""

from __future__ import annotations

import pytest

from shared.engine.errors import InputError
from shared.engine.validate import (
    MAX_DIGITS,
    MAX_TEXT,
    describe,
    expect_int,
    expect_int_list,
    expect_object,
    expect_str,
    loads,
)


def refusal(call: object, *args: object, **kwargs: object) -> str:
    """The message of the InputError that call(*args, **kwargs) raises."""
    with pytest.raises(InputError) as caught:
        call(*args, **kwargs)  # type: ignore[operator]
    return str(caught.value)


def test_loads_reads_integers_up_to_the_digit_bound() -> None:
    """100 digits (a sign not counted) are read; 101 are refused, naming the count."""
    assert MAX_DIGITS == 100
    assert loads("9" * 100, "n") == int("9" * 100)
    assert loads("-" + "9" * 100, "n") == -int("9" * 100)
    assert loads("[1, -2]", "row") == [1, -2]
    assert refusal(loads, "9" * 101, "n") == "n has an integer of 101 digits; at most 100 are read"


def test_loads_reads_text_up_to_the_length_bound() -> None:
    """1,000,000 characters are read; one more is refused, naming the length."""
    assert MAX_TEXT == 1_000_000
    assert loads(" " * (MAX_TEXT - 1) + "7", "input") == 7
    message = refusal(loads, " " * MAX_TEXT + "7", "input")
    assert message == "input is 1,000,001 characters long; at most 1,000,000 are read"


def test_describe_names_each_kind_of_value() -> None:
    """Booleans, null, integers, numbers, strings, lists and objects each get their own short name."""
    assert describe(True) == "the boolean true"
    assert describe(False) == "the boolean false"
    assert describe(None) == "null"
    assert describe(0) == "the integer 0"
    assert describe(10**24 - 1) == f"the integer {10**24 - 1}"
    assert describe(-(10**24) + 1) == f"the integer {-(10**24) + 1}"
    assert describe(10**24) == "an integer of more than 24 digits"
    assert describe(2.5) == "the number 2.5"
    assert describe("a" * 20) == f"the string {'a' * 20!r}"
    assert describe("a" * 21) == f"the string {'a' * 17 + '...'!r}"
    assert describe([1, 2]) == "a list of 2"
    assert describe({}) == "an object"
    assert describe((1,)) == "tuple"


def test_expect_int_takes_integers_in_range_only() -> None:
    """The edges lo and hi are allowed; past them, a boolean or a fraction, the message says what is allowed."""
    assert expect_int(0, "n", 0, 3) == 0
    assert expect_int(3, "n", 0, 3) == 3
    assert expect_int(10**9, "n", 0) == 10**9
    assert refusal(expect_int, 4, "n", 0, 3) == "n = 4 is out of range (0 <= n <= 3)"
    assert refusal(expect_int, -1, "n", 0, 3) == "n = -1 is out of range (0 <= n <= 3)"
    assert refusal(expect_int, -1, "n", 0) == "n = -1 is out of range (0 <= n)"
    assert refusal(expect_int, True, "n", 0) == "n must be an integer, got the boolean true"
    assert refusal(expect_int, 1.0, "n", 0) == "n must be an integer, got the number 1.0"


def test_an_out_of_range_integer_is_shown_up_to_12_digits_then_named_by_its_length() -> None:
    """So the refusal stays one line in 80 columns however long the number; a sign is not a digit."""
    assert refusal(expect_int, -(10**12 - 1), "n", 0) == "n = -999999999999 is out of range (0 <= n)"
    assert refusal(expect_int, 10**12, "n", 0, 3) == "n, a 13-digit integer, is out of range (0 <= n <= 3)"


def test_expect_int_list_checks_type_length_and_items() -> None:
    """At least one item by default, min_len and max_len as edges, each item named by its index."""
    assert expect_int_list([1], "a", 0) == [1]
    assert expect_int_list([], "a", 0, min_len=0) == []
    assert expect_int_list([1, 2], "a", 0, 5, min_len=2, max_len=2) == [1, 2]
    assert refusal(expect_int_list, [], "a", 0) == "a must hold at least 1 number(s), got 0"
    assert refusal(expect_int_list, [1], "a", 0, min_len=2) == "a must hold at least 2 number(s), got 1"
    assert refusal(expect_int_list, [1, 2, 3], "a", 0, max_len=2) == "a may hold at most 2 numbers, got 3"
    assert refusal(expect_int_list, "12", "a", 0) == "a must be a list of integers, got the string '12'"
    assert refusal(expect_int_list, [1, 9], "a", 0, 5) == "a[1] = 9 is out of range (0 <= a[1] <= 5)"


def test_expect_str_takes_strings_only() -> None:
    """A string passes unchanged; anything else is refused with its name."""
    assert expect_str("L", "move") == "L"
    assert refusal(expect_str, 7, "move") == "move must be a string, got the integer 7"


@pytest.mark.parametrize(
    ("raw", "fault"),
    [
        ([1, 2], "give an object of m, total, normal, not a list of 2"),
        ({"m": 1, "total": 2, "colour": 3}, "unknown key 'colour' \\(keys: m, total, normal\\)"),
        ({"m": 1, "normal": True}, "missing key 'total' \\(keys: m, total, normal\\)"),
    ],
    ids=["a list", "an unknown key", "a missing key"],
)
def test_expect_object_names_the_keys_it_takes(raw: object, fault: str) -> None:
    """An object input is refused in one line naming what was wrong and every key it takes."""
    with pytest.raises(InputError, match=fault):
        expect_object(raw, ["m", "total"], ["normal"])


def test_expect_object_takes_the_required_keys_with_or_without_the_optional() -> None:
    """Every required key, and any of the optional ones, is an object it returns as given."""
    assert expect_object({"m": 1, "total": 2}, ["m", "total"], ["normal"]) == {"m": 1, "total": 2}
    assert expect_object({"total": 2, "normal": False, "m": 1}, ["m", "total"], ["normal"])["normal"] is False


def test_a_key_given_twice_is_refused_by_name_shortened_past_20_characters() -> None:
    """JSON keeps the last of two equal keys without a word; loads refuses them, naming a long key by its start."""
    assert refusal(loads, '{"n": 1, "n": 2}', "input") == 'input has the key "n" twice; give each parameter once'
    assert loads('{"n": 1, "m": 2}', "input") == {"n": 1, "m": 2}
    twenty, longer = "k" * 20, "k" * 21
    assert (
        refusal(loads, f'{{"{twenty}": 1, "{twenty}": 2}}', "input")
        == f'input has the key "{twenty}" twice; give each parameter once'
    )
    shown = "k" * 17 + "..."
    assert (
        refusal(loads, f'{{"{longer}": 1, "{longer}": 2}}', "input")
        == f'input has the key "{shown}" twice; give each parameter once'
    )


def test_an_unknown_key_is_named_whole_up_to_20_characters_then_by_its_start() -> None:
    """The refusal of an unknown key stays one short line however long the key."""
    assert refusal(expect_object, {"k" * 20: 1}, ["n"]) == f"unknown key '{'k' * 20}' (keys: n)"
    assert refusal(expect_object, {"k" * 21: 1}, ["n"]) == f"unknown key '{'k' * 17}...' (keys: n)"
