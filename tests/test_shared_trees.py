"""Explicit game trees: the textbook node counts, pruned branches, and refusing bad trees."""

from __future__ import annotations

import json
import random
import sys

import pytest

from shared.engine.errors import InputError
from shared.engine.trees import MAX_DEPTH, Tree, TreeGame, count_nodes, load_tree, parse_tree, random_tree, solve_tree

COUNTS = [
    ("[[7,3],[15],[1,12,20,22]]", 15, 11, 8),
    ("[[3,12,8],[2,100,8],[14,5,2]]", 3, 13, 11),
    ("[[[[10,20],[5]],[[-10]]],[[[7,5],[-8]],[[-7,-5]]]]", -7, 22, 22),
    ("[[[[3,17],[2,12]],[[15],[25,0]]],[[[2,5],[3]],[[2,14]]]]", 3, 26, 17),
    ("[[[[5,6],[7,4,5]],[[3]]],[[[6],[6,9]],[[7]]],[[[5]],[[9,8],[6]]]]", 6, 33, 25),
]


@pytest.mark.parametrize(("text", "value", "minimax_nodes", "alpha_beta_nodes"), COUNTS, ids=[c[0] for c in COUNTS])
def test_node_counts_root_and_leaves_included(
    text: str, value: float, minimax_nodes: int, alpha_beta_nodes: int
) -> None:
    """Minimax and alpha-beta enter exactly the textbook number of nodes, and agree on the value."""
    report = solve_tree(load_tree(text))
    assert (report.value, report.minimax_nodes, report.alpha_beta_nodes) == (value, minimax_nodes, alpha_beta_nodes)


def test_aima_figure_5_2() -> None:
    """AIMA's figure 5.2: value 3, best move the first branch, and the 4 and 6 cut once the 2 is seen."""
    report = solve_tree(load_tree("[[3,12,8],[2,4,6],[14,5,2]]"))
    assert (report.value, report.best_move) == (3, 0)
    assert report.pruned == {(1, 1), (1, 2)}


def test_pruned_branches_are_named_by_path() -> None:
    """In [[7,3],[15],[1,12,20,22]] the last MIN node is cut after its first leaf, 1 < 15."""
    report = solve_tree(load_tree("[[7,3],[15],[1,12,20,22]]"))
    assert report.pruned == {(2, 1), (2, 2), (2, 3)}
    assert report.as_json()["pruned"] == [[2, 1], [2, 2], [2, 3]]


def test_a_leaf_worth_zero_is_a_leaf() -> None:
    """Zero is a number, not an empty node: [[0,5],[0]] is worth 0, and a bare 0 is a one-node tree."""
    assert solve_tree(load_tree("[[0,5],[0]]")).value == 0
    bare = solve_tree(load_tree("0"))
    assert (bare.value, bare.best_move, bare.minimax_nodes) == (0, None, 1)


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("[]", "empty list"),
        ("[[1],[]]", r"tree\[1\] is an empty list"),
        ("[1,[true]]", "boolean true"),
        ('[1,"2"]', "string"),
        ("[1,null]", "null"),
        ("[1,{}]", "object"),
        ("[1,2", "not valid JSON"),
        ("[1e999]", "finite"),
    ],
    ids=[
        "empty root",
        "empty child",
        "boolean leaf",
        "string leaf",
        "null leaf",
        "object leaf",
        "malformed",
        "infinite",
    ],
)
def test_bad_trees_are_refused_in_one_line(text: str, fault: str) -> None:
    """Each malformed tree raises InputError naming the fault, on one line."""
    with pytest.raises(InputError, match=fault) as err:
        load_tree(text)
    assert "\n" not in str(err.value)


def test_trees_deeper_than_allowed_are_refused() -> None:
    """A chain deeper than MAX_DEPTH, or deeper than JSON can even parse, is refused, not crashed on."""
    with pytest.raises(InputError, match="deeper"):
        load_tree("[" * (MAX_DEPTH + 1) + "1" + "]" * (MAX_DEPTH + 1))
    with pytest.raises(InputError, match="deep"):
        load_tree("[" * 100_000 + "]" * 100_000)
    ok = load_tree("[" * MAX_DEPTH + "1" + "]" * MAX_DEPTH)
    assert solve_tree(ok).value == 1
    assert json.dumps(ok).count("[") == MAX_DEPTH


def test_depth_limit_is_exactly_max_depth() -> None:
    """A chain 400 levels deep (the documented MAX_DEPTH) is solved; one level more is refused."""
    assert MAX_DEPTH == 400
    deepest: object = 1
    for _ in range(400):
        deepest = [deepest]
    assert solve_tree(parse_tree(deepest)).value == 1
    with pytest.raises(InputError, match="deeper than 400 levels"):
        parse_tree([deepest])


def test_leaves_up_to_the_largest_float_are_taken() -> None:
    """±1.797e308 (sys.float_info.max) are finite leaves; the drawing needs nothing bigger."""
    assert parse_tree([sys.float_info.max, -sys.float_info.max]) == [sys.float_info.max, -sys.float_info.max]


def test_a_leaf_is_worth_its_negation_to_min() -> None:
    """utility(leaf, MIN) is minus the leaf: the tree is zero-sum."""
    assert (TreeGame([5]).utility((0,), "MAX"), TreeGame([5]).utility((0,), "MIN")) == (5, -5)


def _inner_nodes(tree: Tree) -> list[list[Tree]]:
    """Every list in the tree, the root included."""
    found, stack = [], [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            found.append(node)
            stack.extend(node)
    return found


def _depth(tree: Tree) -> int:
    return 1 + max(map(_depth, tree)) if isinstance(tree, list) else 0


def test_count_nodes_counts_the_root_the_inner_nodes_and_the_leaves() -> None:
    """A leaf is one node, AIMA's figure 5.2 thirteen; a chain 10^4 deep is counted without recursion."""
    assert count_nodes(7) == 1
    assert count_nodes([[3, 12, 8], [2, 4, 6], [14, 5, 2]]) == 13
    chain: Tree = 1
    for _ in range(10_000):
        chain = [chain]
    assert count_nodes(chain) == 10_001


def test_a_random_tree_has_exactly_the_nodes_asked() -> None:
    """Every size from 1 to 80, on several seeds: the generator's size is the node count the limits rely on."""
    for seed in range(5):
        rng = random.Random(seed)
        for size in range(1, 81):
            tree = random_tree(size, rng)
            assert count_nodes(tree) == size, (seed, size)
            assert isinstance(tree, int) == (size == 1)


def test_a_random_tree_is_bushy_like_a_game() -> None:
    """Inner nodes have 2 to `branching` children (a lone child only where one node was left); depth grows as log n."""
    rng = random.Random(3)
    widths: set[int] = set()
    for _ in range(20):
        tree = random_tree(500, rng)
        for node in _inner_nodes(tree):
            widths.add(len(node))
            assert len(node) >= 2 or not isinstance(node[0], list), node
        assert _depth(tree) <= 16
    assert widths == {1, 2, 3}
    wide = {len(node) for node in _inner_nodes(random_tree(500, random.Random(4), branching=5))}
    assert max(wide) == 5


def test_a_random_trees_leaves_are_worth_0_to_values_minus_1() -> None:
    """Leaves are 0..99 by default (both ends reached over many leaves), 0..values-1 when asked."""
    rng = random.Random(8)
    leaves = [x for _ in range(40) for x in _leaves(random_tree(300, rng))]
    assert (min(leaves), max(leaves)) == (0, 99)
    few = [x for _ in range(20) for x in _leaves(random_tree(100, rng, values=4))]
    assert set(few) == {0, 1, 2, 3}


def _leaves(tree: Tree) -> list[float]:
    return (
        [x for node in _inner_nodes(tree) for x in node if not isinstance(x, list)]
        if isinstance(tree, list)
        else [tree]
    )


def test_a_seed_makes_the_same_tree() -> None:
    """The generator is pinned: a seed's tree is the one the seeded sweeps and ladders were measured on."""
    assert random_tree(12, random.Random(2026)) == [[78, 10, [12, 57]], [76, [96, 98]]]
    assert random_tree(12, random.Random(2026), branching=2, values=10) == [[9, [4, [1]]], [9, [9, 7]]]
