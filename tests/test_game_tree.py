"""The engine itself (explicit game trees): every variant on every case, agreement, limits, textbook node counts."""

from __future__ import annotations

import random

import pytest

from problems import game_tree as chapter
from shared.engine.counting import node_counter
from shared.engine.trace import trace
from shared.engine.trees import Tree
from shared.tool.cases import Case
from shared.tool.catalog import game_tree as entry
from shared.tool.registry import Variant
from tests.kit import agree_on_many, case_params, check_case, check_limit, counted, limit_params

PROBLEM = entry.PROBLEM

# The five seed trees of `kata tree`: value, minimax nodes, alpha-beta nodes (the root and the leaves included).
SEEDS = [
    ([[7, 3], [15], [1, 12, 20, 22]], 15, 11, 8),
    ([[3, 12, 8], [2, 100, 8], [14, 5, 2]], 3, 13, 11),
    ([[[[10, 20], [5]], [[-10]]], [[[7, 5], [-8]], [[-7, -5]]]], -7, 22, 22),
    ([[[[3, 17], [2, 12]], [[15], [25, 0]]], [[[2, 5], [3]], [[2, 14]]]], 3, 26, 17),
    ([[[[5, 6], [7, 4, 5]], [[3]]], [[[6], [6, 9]], [[7]]], [[[5]], [[9, 8], [6]]]], 6, 33, 25),
]


@pytest.mark.parametrize(("v", "case"), case_params(PROBLEM))
def test_case(v: Variant, case: Case) -> None:
    """The variant gives the tree's minimax value on the case."""
    check_case(PROBLEM, v, case)


def test_all_variants_agree_on_many_small_trees() -> None:
    """On 250 random trees of 1 to 60 nodes every variant gives naive's value."""
    rng = random.Random(12)
    agree_on_many(PROBLEM, (entry.random_tree(rng.randint(1, 60), rng, values=9) for _ in range(250)), "naive")


@pytest.mark.limit
@pytest.mark.parametrize("v", limit_params(PROBLEM))
def test_variant_meets_budget_at_its_limit(v: Variant) -> None:
    """Each variant solves a random tree of its declared size within the budget, agreeing with naive."""
    check_limit(PROBLEM, v)


@pytest.mark.parametrize(("tree", "value", "full", "pruned"), SEEDS, ids=[str(s[0]) for s in SEEDS])
def test_seed_trees_keep_their_textbook_counts(tree: object, value: int, full: int, pruned: int) -> None:
    """naive enters every node, alpha_beta and negamax exactly AIMA's count: 11/8, 13/11, 22/22, 26/17, 33/25."""
    assert counted(PROBLEM, "naive", tree) == (value, full)
    assert counted(PROBLEM, "alpha_beta", tree) == (value, pruned)
    assert counted(PROBLEM, "negamax", tree) == (value, pruned)


def test_alpha_beta_enters_exactly_the_nodes_the_trace_shows() -> None:
    """On 300 random trees the chapter's alpha_beta and negamax count the nodes `kata tree --steps` enters."""
    rng = random.Random(5)
    for _ in range(300):
        tree = entry.random_tree(rng.randint(1, 40), rng, values=6)
        nodes = trace(tree).nodes
        for search in (chapter.alpha_beta, chapter.negamax):
            with node_counter() as c:
                search(tree)
            assert c.nodes == nodes, (search.__name__, tree)


def test_memoized_solves_a_shared_subtree_once() -> None:
    """A subtree under two parents (a transposition) is searched once by memoized, twice by naive."""
    shared: Tree = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]  # 13 nodes, reached at the same depth twice
    dag: Tree = [[shared, [1]], [shared, [20]]]
    with node_counter() as full:
        assert chapter.naive(dag) == 3
    with node_counter() as memo:
        assert chapter.memoized(dag) == 3
    assert (full.nodes, memo.nodes) == (33, 20)  # 13 nodes once, not twice


def test_random_trees_have_exactly_the_size_asked() -> None:
    """The generator's size is the node count, which the limit tests rely on."""
    rng = random.Random(1)
    for size in [1, 2, 3, 7, 100, 999]:
        assert entry.count_nodes(entry.random_tree(size, rng)) == size
