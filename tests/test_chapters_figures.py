"""Figures the chapters' prose states, pinned: change the code or the text, and one of these fails.

Growth bases ("1.4 is measured, not derived") are held by the complexity test
(tests/test_shared_complexity.py); ttt's node counts by tests/test_ttt.py. The
rest are here.
"""

from __future__ import annotations

import inspect
import math

import pytest

from problems import p0294_flip_game_ii as flip_game
from problems import p0375_guess_number_higher_or_lower_ii as guess
from problems import p1510_stone_game_iv as stone_game_iv
from shared.tool.catalog import find_problem
from shared.tool.measure.timing import run_once


def _fibonacci(k: int) -> int:
    a, b = 0, 1
    for _ in range(k):
        a, b = b, a + b
    return a


def test_294_a_string_memo_meets_fibonacci_many_strings() -> None:
    """294's text: from n pluses a memo meets F(n + 1) strings, 10,946 at 20, 3.5 million at 32, over 10^12 at 60."""
    p = find_problem("294")
    for n in [*range(1, 13), 20]:  # 13 to 19 too would double the cost and pin nothing the rest does not
        assert run_once(p, p.variant("memoized"), {"currentState": "+" * n}, timed=False).nodes == _fibonacci(n + 1)
    assert _fibonacci(21) == 10_946
    assert round(_fibonacci(33) / 1e6, 1) == 3.5
    assert _fibonacci(61) > 10**12
    assert 1.6 < _fibonacci(33) / _fibonacci(32) < 1.62  # "about 1.62 times more per plus"
    assert "10,946 at 20, 3.5 million at 32" in " ".join((flip_game.__doc__ or "").split())


def test_1510_few_heaps_are_lost_and_bottom_up_marks_from_them() -> None:
    """1510's bottom_up comment: 2,781 of the first 10^5 heaps are lost, and they make 0.64 million marks."""
    n = 10**5
    cells = find_problem("1510").variant("bottom_up").cells
    assert cells is not None
    marks = (cells({"n": n}) or 0) - (n + 1)
    win = [False] * (n + 1)
    for stones in range(n + 1):
        if not win[stones]:
            for k in range(1, math.isqrt(n - stones) + 1):
                win[stones + k * k] = True
    lost = win.count(False)
    assert (lost, round(marks / 1e6, 2)) == (2_781, 0.64)
    assert all(stone_game_iv.bottom_up(k) == win[k] for k in (1, 2, 4, 5, 7, 17, 34, 1000))
    text = " ".join(inspect.getsource(stone_game_iv.bottom_up).replace("#", "").split())
    assert "(2,781 of the first 10^5)" in text
    assert "0.64 million marks at 10^5" in text


def test_375_the_best_first_guess_for_10_is_7() -> None:
    """375's text: the best first guess sits above the middle, 7 for n = 10 (at a cost of 16, as memoized says)."""
    from functools import cache

    @cache
    def cost(lo: int, hi: int) -> int:
        return 0 if lo >= hi else min(x + max(cost(lo, x - 1), cost(x + 1, hi)) for x in range(lo, hi + 1))

    assert guess.memoized(10) == cost(1, 10) == 16
    assert [x for x in range(1, 11) if x + max(cost(1, x - 1), cost(x + 1, 10)) == 16] == [7]
    assert "(7 for n = 10)" in (guess.__doc__ or "")


def test_1510_naive_enters_the_tree_its_comment_counts() -> None:
    """1510's naive comment: the tree has T(n) = 1 + T(n-1) + T(n-4) + T(n-9) + ... nodes."""
    from functools import cache

    @cache
    def tree(n: int) -> int:
        return 1 + sum(tree(n - k * k) for k in range(1, math.isqrt(n) + 1))

    p = find_problem("1510")
    assert [run_once(p, p.variant("naive"), {"n": n}, timed=False).nodes for n in range(1, 16)] == [
        tree(n) for n in range(1, 16)
    ]


def test_294_alpha_beta_and_naive_on_all_plus_strings() -> None:
    """294's alpha_beta comment: on all-plus strings it enters 13,396 nodes at n = 18, naive 4.7 million (the
    text said ~10^6 before this test)."""
    from functools import cache

    p = find_problem("294")

    @cache
    def tree(runs: tuple[int, ...]) -> int:  # naive's tree from a string of runs of pluses: 1 + its children's
        children = 0
        for i, run in enumerate(runs):
            rest = runs[:i] + runs[i + 1 :]
            for left in range(run - 1):
                children += tree(tuple(sorted((*rest, left, run - 2 - left))))
        return 1 + children

    for n in range(1, 11):
        assert run_once(p, p.variant("naive"), {"currentState": "+" * n}, timed=False).nodes == tree((n,))
    assert run_once(p, p.variant("alpha_beta"), {"currentState": "+" * 18}, timed=False).nodes == 13_396
    assert round(tree((18,)) / 1e6, 1) == 4.7


@pytest.mark.slow
def test_913_naive_on_every_5_node_graph() -> None:
    """913's text: naive needs at most 23,935 nodes on any of the 723 valid 5-node graphs (each edge set tried)."""
    import itertools

    from shared.engine.errors import InputError

    p = find_problem("913")
    pairs = list(itertools.combinations(range(5), 2))
    most, valid = 0, 0
    for mask in range(1 << len(pairs)):
        graph: list[list[int]] = [[] for _ in range(5)]
        for k, (a, b) in enumerate(pairs):
            if mask >> k & 1:
                graph[a].append(b)
                graph[b].append(a)
        try:
            args = p.parse(graph)
        except InputError:
            continue
        valid += 1
        most = max(most, run_once(p, p.variant("naive"), args, timed=False).nodes or 0)
    assert (valid, most) == (723, 23_935)
