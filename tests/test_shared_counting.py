"""shared/engine/counting.py: which code is a node, and what a count reports (the chapters pin the figures)."""

from __future__ import annotations

import sys
import types

from shared.engine.counting import count_node, nested_code, node_counter
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.engine.trees import TreeGame, parse_tree

FAKE = "kata_counting_fixture"

SOURCE = '''
from shared.engine.counting import count_node


def search_helper(n):
    def walk(k):
        return 0 if k == 0 else 1 + walk(k - 1)

    return walk(n)


def formula(n):
    """Names search_helper, a function of its own module: its nested walk is a node."""
    return search_helper(n)


def reporting(n):
    def cells(k):
        count_node(k)
        return k

    return cells(n)


def recursive(n):
    return 0 if n == 0 else recursive(n - 1)


def make():
    """A factory whose variant names it back: following `make` finds the variant's own code nested in it."""

    def made(n):
        return 0 if n == 0 else make()(n - 1)

    return made


def outer_search(n):
    def down(k):
        return 0 if k == 0 else down(k - 1)

    return down(n)


def inner_search(n):
    def step(k):
        return 0 if k == 0 else step(k - 1)

    return step(n)
'''


def _module() -> types.ModuleType:
    module = types.ModuleType(FAKE)
    sys.modules[FAKE] = module
    exec(compile(SOURCE, f"<{FAKE}>", "exec"), module.__dict__)
    return module


def test_a_function_its_variant_names_in_the_same_module_is_searched_for_nodes() -> None:
    """formula names search_helper: walk, nested in it, is a node; only functions of the variant's own module count."""
    module = _module()
    try:
        found = {code.co_name for code in nested_code(module.formula)}
        assert found == {"walk"}
        elsewhere = types.FunctionType(module.formula.__code__, {"search_helper": module.search_helper}, "formula")
        elsewhere.__module__ = "somewhere_else"
        assert nested_code(elsewhere) == frozenset()  # its module's namespace is not the one search_helper is in
    finally:
        del sys.modules[FAKE]


def test_a_nested_function_that_reports_cells_is_not_also_counted_as_a_call() -> None:
    """A def that calls count_node counts its own work: counting its calls too would count twice."""
    module = _module()
    try:
        assert nested_code(module.reporting) == frozenset()
        with node_counter(module.reporting) as counter:
            module.reporting(5)
        assert counter.nodes == 5
    finally:
        del sys.modules[FAKE]


def test_the_variants_own_call_is_not_a_node() -> None:
    """A recursive variant's own code is left out: the calls it makes of itself are what nested code would be."""
    module = _module()
    try:
        assert module.recursive.__code__ not in nested_code(module.recursive)
        made = module.make()
        assert made.__code__ not in nested_code(made)  # found through make, and still left out
        assert {code.co_name for code in nested_code(module)} == {
            "walk",
            "made",
            "down",
            "step",
        }  # not cells: it reports
    finally:
        del sys.modules[FAKE]


def test_count_node_adds_to_the_innermost_counter_only() -> None:
    """A measurement inside another sees its own nodes; the outer one is not charged for them."""
    with node_counter() as outer:
        count_node(2)
        with node_counter() as inner:
            count_node(3)
        count_node()
    assert (outer.nodes, inner.nodes) == (3, 3)


def test_a_counter_inside_another_counts_its_own_code_and_the_outer_keeps_counting() -> None:
    """An inner node_counter with code of its own: the outer's hook serves both (3.12+: re-armed for the inner)."""
    module = _module()
    try:
        with node_counter(module.outer_search) as outer:
            module.outer_search(3)  # down: 4 calls
            module.inner_search(5)  # step is no node of the outer's: on 3.12+ its hook switches step off
            with node_counter(module.inner_search) as inner:
                module.inner_search(5)  # step: 6 calls, the inner's
            module.outer_search(2)  # down: 3 more
        assert (outer.nodes, inner.nodes) == (7, 6)
    finally:
        del sys.modules[FAKE]


def test_the_engines_searches_are_counted_from_outside_as_their_results_say() -> None:
    """minimax, alpha_beta and the memoized alpha-beta report nothing themselves: watched, each counts its nodes."""
    tree = parse_tree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])  # AIMA's figure 5.2
    for search in (minimax, alpha_beta, memoized_alpha_beta):
        with node_counter(search) as counter:
            result = search(TreeGame(tree), ())
        assert counter.nodes == result.nodes, search.__name__
