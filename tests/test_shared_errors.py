"""shared/engine/errors.py: a refusal is one line of kata's, and MESSAGE_ROOM is the room it has."""

from __future__ import annotations

import pytest

from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.tool.catalog import find_problem
from shared.tool.registry import REQUIRED_VARIANTS


def test_the_room_is_what_is_left_of_80_columns_after_kata_s_prefix() -> None:
    """kata prints a refusal as `kata: ` and the message; a message of MESSAGE_ROOM columns ends at 80."""
    assert len("kata: ") + MESSAGE_ROOM == 80


def test_the_variant_list_is_given_whenever_it_fits_the_room_of_a_line() -> None:
    """A one-letter key with the four required variants: typos of every length put its listing on both sides
    of the 74-column room, where the whole list is given or only the nearest name."""
    p = find_problem("1510")
    short = p.but(key="t", variants=tuple(v for v in p.variants if v.name in REQUIRED_VARIANTS))
    names = ", ".join(v.name for v in short.variants)
    sizes = set()
    for k in range(1, 17):
        listed = f"t has no variant {'x' * k!r} (choose from {names})"
        sizes.add(len(listed))
        with pytest.raises(InputError) as refused:
            short.variant("x" * k)
        assert len(f"kata: {refused.value}") <= 80, refused.value
        assert (str(refused.value) == listed) == (len(listed) <= 74), (k, refused.value)
    assert {74, 75} <= sizes  # both edges of the room were tried
