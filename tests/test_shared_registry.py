"""The registry, cases, counting and complexity parsing that every problem relies on."""

from __future__ import annotations

import subprocess
import sys

import pytest

from shared.engine.counting import count_node, node_counter
from shared.engine.errors import InputError
from shared.tool.cases import load_cases
from shared.tool.complexity import Growth, parse_growth
from shared.tool.registry import REQUIRED_VARIANTS, all_problems, find_problem, parse_complexity, variant
from tests.conftest import ROOT

PROBLEMS = all_problems()
KEYS = [p.key for p in PROBLEMS]


def test_every_problem_has_the_four_required_variants_in_teaching_order() -> None:
    """naive, alpha_beta, memoized and bottom_up exist in that order, before any extra."""
    for p in PROBLEMS:
        names = [v.name for v in p.variants]
        assert names[:4] == list(REQUIRED_VARIANTS), p.key


@pytest.mark.parametrize("p", PROBLEMS, ids=[f"problem {i}" for i in range(len(PROBLEMS))])
def test_cases_and_examples_are_valid_inputs(p: object) -> None:
    """Every case input and every built-in example passes its problem's own input checks."""
    from shared.tool.registry import Problem

    assert isinstance(p, Problem)
    cases = load_cases(p)
    assert len(cases) >= 3
    for case in cases:
        p.parse(case.input)
    for raw in p.examples:
        p.parse(raw)


def test_problems_are_found_by_key_slug_and_module() -> None:
    """`kata solve` accepts a problem's key, LeetCode slug or module name alike."""
    for p in PROBLEMS:
        assert find_problem(p.key) is p
        assert find_problem(p.slug) is p
        assert find_problem(p.stem) is p
    with pytest.raises(InputError, match="unknown problem"):
        find_problem("no-such-problem")


def test_complexity_is_read_from_the_docstring() -> None:
    """Time and Space come from the variant's own docstring, nested parentheses included."""
    assert parse_complexity("Scan. Time O(n log(n)), Space O(1), n = len(nums).") == ("O(n log(n))", "O(1)")

    def undocumented(n: int) -> bool:
        """Says nothing about cost."""
        return n > 0

    with pytest.raises(ValueError, match="Time O"):
        variant(undocumented, limit=1)


@pytest.mark.parametrize(
    ("declared", "growth"),
    [
        ("O(1)", Growth("polynomial")),
        ("O(n)", Growth("polynomial", degree=1)),
        ("O(n^2)", Growth("polynomial", degree=2)),
        ("O(n^2 log n)", Growth("polynomial", degree=2, logs=1)),
        ("O(1.84^n)", Growth("exponential", base=1.84)),
        ("O(b!)", Growth("factorial", degree=1.0)),
        ("O(sqrt(b!))", Growth("factorial", degree=0.5)),
    ],
)
def test_declared_growth_is_parsed(declared: str, growth: Growth) -> None:
    """The declared complexities the variants use are understood as polynomial, exponential or factorial."""
    assert parse_growth(declared) == growth


def test_node_counters_nest_and_are_inert_outside() -> None:
    """count_node adds only to the innermost open counter, and does nothing when none is open."""
    count_node(5)
    with node_counter() as outer:
        count_node()
        with node_counter() as inner:
            count_node(3)
        count_node()
    assert (outer.nodes, inner.nodes) == (2, 3)
    with node_counter() as silent:
        pass
    assert silent.nodes is None


def test_dash_k_with_a_problem_key_selects_only_that_problems_tests() -> None:
    """`pytest -k 292` (and every other key) selects only tests from that problem's own module."""
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "--numprocesses=0"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    assert len(ids) > 50, done.stdout[-2000:]
    for p in PROBLEMS:
        module = f"tests/test_{p.stem}.py::"
        # "tree" also names the engine's own tests (kata tree, the shared searches): `-k game_tree` is exact.
        needle = p.stem if p.key == "tree" else p.key
        selected = [i for i in ids if needle.lower() in i.lower()]
        assert any(i.startswith(module) for i in selected), f"-k {p.key} selects none of {module}"
        # The generic complexity check of this problem's variants is this problem's too.
        own_complexity = f"tests/test_shared_complexity.py::test_counted_growth_matches_the_declared_time[{p.stem}."
        strays = [i for i in selected if not i.startswith((module, own_complexity))]
        if p.key == "nim":  # "nim" is inside 292's name (Nim Game) and inside "minimax"; `-k nim_variant` is exact
            strays = [i for i in strays if "p0292_nim_game" not in i and "minimax" not in i.lower()]
        assert not strays, f"-k {p.key} also selects {strays[:3]}"
