"""The `fast` variants: each rewrites its neighbour for CPython, and the judge's stretch can point at it."""

from __future__ import annotations

import random

import pytest

from shared.tool.catalog import all_problems, find_problem
from shared.tool.judge.levels.fast import FAST_HINT, fast_hint
from shared.tool.registry import Problem, Variant
from tests.kit import counted

WITH_FAST = [p for p in all_problems() if any(v.name == "fast" for v in p.variants)]


def neighbours(p: Problem) -> tuple[Variant, Variant]:
    """The variant `fast` rewrites (the one before it in teaching order), and `fast` itself."""
    names = [v.name for v in p.variants]
    i = names.index("fast")
    return p.variants[i - 1], p.variants[i]


def test_the_priority_problems_have_a_fast_variant() -> None:
    """1406, 1872, 464, 375, 294, 1690 and 486, the problems where the kata was at parity or behind, have one."""
    assert {"1406", "1872", "464", "375", "294", "1690", "486"} <= {p.key for p in WITH_FAST}


@pytest.mark.parametrize("p", WITH_FAST, ids=lambda p: p.key)
def test_fast_names_its_neighbour_and_keeps_its_complexity(p: Problem) -> None:
    """`fast` says which variant it rewrites, the one just before it, and declares its Time and Space."""
    before, fast = neighbours(p)
    assert fast.summary.startswith(f"`{before.name}` rewritten for CPython's speed.")
    assert (fast.time, fast.space) == (before.time, before.space)
    assert fast.limit == before.limit


@pytest.mark.parametrize("p", WITH_FAST, ids=lambda p: p.key)
def test_fast_agrees_with_its_neighbour_on_seeded_inputs(p: Problem) -> None:
    """On 30 seeded inputs of sizes up to 12, `fast` gives its neighbour's answer."""
    before, fast = neighbours(p)
    rng = random.Random(24)
    for _ in range(30):
        size = rng.randint(2, min(12, before.limit))
        args = p.parse(p.input_for(before, size, rng))
        assert p.run(fast, args) == p.run(before, args), (p.key, args)


@pytest.mark.parametrize("p", WITH_FAST, ids=lambda p: p.key)
def test_fast_counts_what_its_neighbour_counts(p: Problem) -> None:
    """Same algorithm: on seeded inputs `fast` counts as many nodes (cells, positions) as the variant it rewrites."""
    before, fast = neighbours(p)
    rng = random.Random(2424)
    for _ in range(10):
        raw = p.input_for(before, rng.randint(2, min(12, before.limit)), rng)
        assert counted(p, fast.name, raw) == counted(p, before.name, raw), (p.key, raw)


def test_stretch_names_fast_only_when_the_code_is_much_slower() -> None:
    """A correct answer taking 10 s at n = 1,000 on 1872 is pointed at `fast`; one as quick as fast is not."""
    p = find_problem("1872")
    ref = p.variant("suffix_best")
    hint = fast_hint(p, ref, 1_000, 10.0)
    assert "kata show 1872 fast" in hint
    assert len(hint) <= 76
    assert fast_hint(p, ref, 1_000, 1e-9) == ""
    assert "not yet fast: kata show 1872 fast" in fast_hint(p, p.variant("fast"), 1_000, 10.0)  # a learner's fast
    assert fast_hint(p, p.variant("fast"), 1_000, 1e-9) == ""
    assert fast_hint(find_problem("292"), find_problem("292").variants[-1], 10, 10.0) == ""  # no fast there
    assert FAST_HINT > 1


def test_stretch_does_not_call_a_slower_idea_the_same_idea() -> None:
    """A correct naive is slow by design: its stretch never says "same idea, quicker Python" about fast."""
    p = find_problem("1406")
    assert p.variant("naive").time != p.variant("fast").time
    assert fast_hint(p, p.variant("naive"), 18, 10.0) == ""
