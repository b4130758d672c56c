"""The engine itself (explicit game trees): every variant on every case, agreement, limits, textbook node counts."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from types import FrameType

import pytest

from problems import game_tree as chapter
from shared.engine.counting import node_counter
from shared.engine.trace import trace
from shared.engine.trees import Tree, count_nodes, random_tree
from shared.tool.catalog import find_problem
from tests.kit import agree_on_many, counted
from tests.pitfalls import game_tree as pitfalls

PROBLEM = find_problem("tree")

# The five seed trees of `kata tree`: value, minimax nodes, alpha-beta nodes (the root and the leaves included).
SEEDS = [
    ([[7, 3], [15], [1, 12, 20, 22]], 15, 11, 8),
    ([[3, 12, 8], [2, 100, 8], [14, 5, 2]], 3, 13, 11),
    ([[[[10, 20], [5]], [[-10]]], [[[7, 5], [-8]], [[-7, -5]]]], -7, 22, 22),
    ([[[[3, 17], [2, 12]], [[15], [25, 0]]], [[[2, 5], [3]], [[2, 14]]]], 3, 26, 17),
    ([[[[5, 6], [7, 4, 5]], [[3]]], [[[6], [6, 9]], [[7]]], [[[5]], [[9, 8], [6]]]], 6, 33, 25),
]


def test_all_variants_agree_on_many_small_trees() -> None:
    """On 150 random trees of 1 to 60 nodes every variant gives naive's value."""
    rng = random.Random(12)
    agree_on_many(PROBLEM, (random_tree(rng.randint(1, 60), rng, values=9) for _ in range(150)), "naive")


@pytest.mark.parametrize(("tree", "value", "full", "pruned"), SEEDS, ids=[str(s[0]) for s in SEEDS])
def test_seed_trees_keep_their_textbook_counts(tree: object, value: int, full: int, pruned: int) -> None:
    """naive enters every node, alpha_beta and negamax exactly AIMA's count: 11/8, 13/11, 22/22, 26/17, 33/25."""
    assert counted(PROBLEM, "naive", tree) == (value, full)
    assert counted(PROBLEM, "alpha_beta", tree) == (value, pruned)
    assert counted(PROBLEM, "negamax", tree) == (value, pruned)


def test_alpha_beta_enters_exactly_the_nodes_the_trace_shows() -> None:
    """On 150 random trees the chapter's alpha_beta and negamax count the nodes `kata tree --steps` enters."""
    rng = random.Random(5)
    for _ in range(150):
        tree = random_tree(rng.randint(1, 40), rng, values=6)
        nodes = trace(tree).nodes
        for search in (chapter.alpha_beta, chapter.negamax):
            with node_counter(chapter) as c:
                search(tree)
            assert c.nodes == nodes, (search.__name__, tree)


def test_memoized_solves_a_shared_subtree_once() -> None:
    """A subtree under two parents (a transposition) is searched once by memoized, twice by naive.

    The second visit is still one call, a look in the table, as a learner's dict memo is counted.
    """
    shared: Tree = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]  # 13 nodes, reached at the same depth twice
    dag: Tree = [[shared, [1]], [shared, [20]]]
    with node_counter(chapter) as full:
        assert chapter.naive(dag) == 3
    with node_counter(chapter) as memo:
        assert chapter.memoized(dag) == 3
    assert (full.nodes, memo.nodes) == (33, 21)  # 13 nodes once, then one call that finds them in the table


def test_random_trees_have_exactly_the_size_asked() -> None:
    """The generator's size is the node count, which the limit tests rely on."""
    rng = random.Random(1)
    for size in [1, 2, 3, 7, 100, 999]:
        assert count_nodes(random_tree(size, rng)) == size


def count_calls_in(func: Callable[..., object]) -> Callable[[Callable[[], object]], int]:
    """A stand-in for the judge's counter: calls made to functions defined in func's own file."""
    filename = func.__code__.co_filename

    def count_calls(thunk: Callable[[], object]) -> int:
        calls = 0

        def profile(frame: FrameType, event: str, arg: object) -> None:
            nonlocal calls
            if event == "call" and frame.f_code.co_filename == filename:
                calls += 1

        sys.setprofile(profile)
        try:
            thunk()
        finally:
            sys.setprofile(None)
        return calls

    return count_calls


@pytest.mark.parametrize("name", ["alpha_beta", "negamax"])
def test_the_reference_passes_the_node_count_check(name: str) -> None:
    """The chapter's alpha_beta and negamax enter exactly AIMA's nodes on every tree extra_checks tries."""
    func = PROBLEM.variant(name).func
    assert PROBLEM.extra_checks(name, func, count_calls_in(func)) == []


# Each pitfall: a small tree where it is visibly wrong, as (value, calls it makes, calls the same code shape
# makes when right: the root's loop costs no call of its own in root_keeps_full_window), and the slip named.
PITFALLS = [
    (pitfalls.strict_cut, [3, [3, 0]], (3, 6, 5), "pruning on > where AIMA has >="),
    (pitfalls.root_keeps_full_window, [0, [0, 0]], (0, 5, 4), "the root does not raise α"),
    (pitfalls.window_not_passed_down, [0, [0, 0]], (0, 6, 5), "the window is not passed down"),
    (pitfalls.negamax_unswapped, [[0, 0]], (0, 4, 5), "negated but not swapped"),
    (pitfalls.negamax_unnegated, [1], (-1, 3, 3), "forgets to negate"),
]


@pytest.mark.parametrize(("wrong", "tree", "counts", "slip"), PITFALLS, ids=[p[0].__name__ for p in PITFALLS])
def test_each_pitfall_is_wrong_and_caught_by_name(
    wrong: Callable[[Tree], float], tree: Tree, counts: tuple[float, int, int], slip: str
) -> None:
    """The pitfall's value or calls differ from a right search's on its tree, and extra_checks names the slip."""
    value, calls, right_calls = counts
    count_calls = count_calls_in(wrong)
    assert (wrong(tree), count_calls(lambda: wrong(tree))) == (value, calls)
    assert (value, calls) != (chapter.naive(tree), right_calls)
    lines = PROBLEM.extra_checks("alpha_beta", wrong, count_calls)
    assert lines, f"{wrong.__name__} slipped through"
    assert slip in " ".join(" ".join(lines).split()), lines
    assert max(map(len, lines)) <= 72  # the judge indents them by 8


def test_a_cache_that_stores_bounds_as_exact_is_caught_on_a_shared_subtree() -> None:
    """Right on every plain tree (nothing repeats), wrong where one subtree is reached twice: s = [0,2]."""
    wrong = pitfalls.bound_cached_as_exact
    s: Tree = [0, 2]
    assert (wrong([[0, s], [s]]), chapter.alpha_beta([[0, s], [s]])) == (0, 2)
    lines = PROBLEM.extra_checks("alpha_beta", wrong, count_calls_in(wrong))
    text = " ".join(" ".join(lines).split())
    assert "s = [0,2]; tree = [[0,s],[s]]" in text
    assert "stores a cut node's bound as its exact value" in text
