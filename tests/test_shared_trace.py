"""The alpha-beta trace (`kata tree --steps`): checked step by step against an alpha-beta written here another way."""

from __future__ import annotations

import io
import json
import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.engine.trace import fmt_bound, leaf_paths, minimax_value, trace
from shared.engine.trees import Path, Tree, load_tree
from shared.tool.cli import main
from shared.tool.trees.trace import WIDTH, render_trace
from tests.kit import sweep

# What the two searches must agree on: each node entered, in order, with its window (MAX's view, ±inf for null).
Visit = tuple[Path, float, float]


def independent_alpha_beta(tree: Tree) -> tuple[float, list[Visit], set[Path]]:
    """Negamax alpha-beta on an explicit stack, no recursion: value, nodes entered with their windows, leaves skipped.

    Written apart from shared.engine.trace on purpose: one function for both
    players (scores from the mover's side, the window negated and swapped on
    the way down), frames on a list instead of the call stack.
    """
    visits: list[Visit] = []
    # A frame: path, node, sign (+1 MAX, -1 MIN), alpha, beta (mover's view), best so far, next child.
    stack: list[list[Any]] = [[(), tree, 1, -math.inf, math.inf, -math.inf, 0]]
    returned: float | None = None
    while True:
        frame = stack[-1]
        path, node, sign, alpha, beta, best, nxt = frame
        if nxt == 0 and returned is None:  # first time here: the node is entered
            low, high = (alpha, beta) if sign == 1 else (-beta, -alpha)
            visits.append((path, low, high))
            if not isinstance(node, list):
                returned = sign * node
                stack.pop()
                if not stack:
                    break
                continue
        if returned is not None:  # a child just returned its score, from its mover's side
            best = max(best, -returned)
            alpha = max(alpha, best)
            returned = None
            frame[3], frame[5] = alpha, best
            if best >= beta or nxt == len(node):  # cut, or no child left
                returned = best
                stack.pop()
                if not stack:
                    break
                continue
        frame[6] = nxt + 1
        stack.append([(*path, nxt), node[nxt], -sign, -beta, -alpha, -math.inf, 0])
    assert returned is not None
    entered = {p for p, _, _ in visits}
    skipped = {leaf for leaf in leaf_paths(tree) if leaf not in entered}
    return returned, visits, skipped


def visits_of(tree: Tree) -> tuple[float, list[Visit], set[Path]]:
    """The same three things read off shared.engine.trace's steps."""
    t = trace(tree)
    visits = [(s.path, s.alpha, s.beta) for s in t.steps if s.event in ("enter", "leaf")]
    return t.value, visits, set(t.pruned)


def decode(code: bytes) -> Tree:
    """A small tree from bytes, read in pre-order: the root and each byte >= 128 open a node of 1-4 children.

    Other bytes are leaves worth -4..4 (few values, so ties test the >= in the cuts). Hypothesis draws one
    byte string per tree, far cheaper than a recursive strategy, and shrinks it towards fewer, smaller leaves.
    """
    stream = iter(code)

    def node(depth: int) -> Tree:
        b = next(stream, None)
        if b is None:
            return 0
        if depth == 0 or (b >= 128 and depth < 4):
            return [node(depth + 1) for _ in range(b % 4 + 1)]
        return b % 9 - 4

    return node(0)


trees = st.binary(min_size=1, max_size=30).map(decode)


@settings(max_examples=sweep(100, 300))
@given(tree=trees)
def test_trace_agrees_with_an_independent_alpha_beta(tree: Tree) -> None:
    """On random small trees: the same value, nodes in the same order, the same windows, the same cuts."""
    assert visits_of(tree) == independent_alpha_beta(tree)


@pytest.mark.slow
@settings(max_examples=3000)
@given(tree=trees)
def test_trace_agrees_with_an_independent_alpha_beta_on_thousands_of_trees(tree: Tree) -> None:
    """The same, on ten times as many trees."""
    assert visits_of(tree) == independent_alpha_beta(tree)


@settings(max_examples=sweep(100, 300))
@given(tree=trees)
def test_cuts_skip_exactly_the_leaves_never_evaluated(tree: Tree) -> None:
    """Each cut names its skipped children and their leaves; together they are the leaves never entered."""
    t = trace(tree)
    cut_leaves = [leaf for s in t.steps if s.event == "cut" for leaf in s.leaves]
    for s in t.steps:
        if s.event == "cut":
            assert s.pruned, "a cut with nothing skipped"
            assert list(s.leaves) == [leaf for p in s.pruned for leaf in leaf_paths(tree, p)]
    assert sorted(cut_leaves) == list(t.pruned)
    entered = {s.path for s in t.steps}
    assert set(t.pruned) == {leaf for leaf in leaf_paths(tree) if leaf not in entered}


@settings(max_examples=sweep(100, 300))
@given(tree=trees)
def test_best_first_order_finds_the_same_value_and_counts_both_orders(tree: Tree) -> None:
    """Trying children best first gives the same value; each trace reports both orders' node counts.

    Best first is not always fewer nodes: the best child may be a big subtree where a small one also refutes.
    """
    given_order, best = trace(tree), trace(tree, "best")
    assert best.value == given_order.value
    assert (given_order.nodes, best.nodes) == (given_order.given_nodes, given_order.best_nodes)
    assert (best.given_nodes, best.best_nodes) == (given_order.given_nodes, given_order.best_nodes)


def test_the_cli_prints_the_same_trace_as_the_function() -> None:
    """`kata tree TREE --steps --json` prints trace(tree).as_json(), which the independent search confirms."""
    text = "[[[[5,6],[7,4,5]],[[3]]],[[[6],[6,9]],[[7]]],[[[5]],[[9,8],[6]]]]"
    out = io.StringIO()
    assert main(["tree", text, "--steps", "--json"], stdout=out) == 0
    printed = json.loads(out.getvalue())
    tree = load_tree(text)
    assert printed == json.loads(json.dumps(trace(tree).as_json()))
    value, visits, skipped = independent_alpha_beta(tree)
    got = [
        (
            tuple(s["path"]),
            -math.inf if s["alpha"] is None else s["alpha"],
            math.inf if s["beta"] is None else s["beta"],
        )
        for s in printed["steps"]
        if s["event"] in ("enter", "leaf")
    ]
    assert (printed["value"], got, {tuple(p) for p in printed["pruned"]}) == (value, visits, skipped)
    assert printed["nodes"] == {"minimax": 33, "given_order": 25, "best_order": 18}


def test_a_cut_says_why_in_words() -> None:
    """The issue's example: MIN node [2] is cut at its first leaf, 1 <= α = 15, which MAX got from [1]."""
    t = trace(load_tree("[[7,3],[15],[1,12,20,22]]"))
    (cut,) = [s for s in t.steps if s.event == "cut"]
    assert cut.as_json() == {
        "event": "cut",
        "kind": "cut",
        "path": [2],
        "player": "MIN",
        "value": 1,
        "pruned": [[2, 1], [2, 2], [2, 3]],
        "leaves": [[2, 1], [2, 2], [2, 3]],
        "reason": "MIN node [2] has 1 <= α = 15, which MAX at the root already has from [1]: "
        "MAX will never come here, so [2,1], [2,2], [2,3] are skipped",
    }
    assert t.as_json()["pruned"] == [[2, 1], [2, 2], [2, 3]]


def test_aima_figure_5_2_step_by_step() -> None:
    """Figure 5.2's search, as the text view prints it: the 4 and 6 are skipped once the 2 is seen."""
    lines = render_trace(trace(load_tree("[[3,12,8],[2,4,6],[14,5,2]]")))
    assert "  enter MIN [1]   (α 3, β +∞)" in lines
    assert "  cut at MIN [1], returns 2: 2 leaves skipped" in lines
    assert lines[-3:] == [
        "value 3",
        "never evaluated: [1,1] [1,2]",
        "nodes entered: minimax 13, alpha-beta left to right 11, best first 9",
    ]


@pytest.mark.parametrize(
    "text",
    [
        "[[3,12,8],[2,4,6],[14,5,2]]",
        "[" * 30 + "1,2" + "]" * 30,
        json.dumps([[[[[[[[[[[[[[[[1.23456789e300, -2.5e-7], 3]]]]]]]]]]]]], 9]]),
        "7",
    ],
    ids=["figure 5.2", "thirty deep", "long numbers deep down", "a lone leaf"],
)
def test_the_text_view_fits_80_columns(text: str) -> None:
    """`kata tree TREE --steps` never prints a line wider than 80 columns, whatever the depth or the numbers."""
    out = io.StringIO()
    assert main(["tree", text, "--steps"], stdout=out) == 0
    assert max(map(len, out.getvalue().splitlines())) <= WIDTH


def test_order_without_steps_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    """--order only means something for --steps: exit 2, one line saying so."""
    assert main(["tree", "[1,2]", "--order", "best"], stdout=io.StringIO()) == 2
    assert capsys.readouterr().err.strip().count("\n") == 0


def test_minimax_value_on_small_trees() -> None:
    """The explicit-stack minimax: a leaf is its own value; MAX and MIN alternate level by level."""

    assert minimax_value(7) == 7
    assert minimax_value([[3, 5], [2, 9]]) == 3
    assert minimax_value([[3, 5], [2, 9]], maximizing=False) == 5
    assert minimax_value([1, [4, [2, 8]], 0]) == 4
    assert minimax_value([[[6, 1], 5], [[0, 7], [4]]]) == 5


def test_fmt_bound_spells_out_the_infinities() -> None:
    """-∞ and +∞ by their sign; a finite bound like a node value."""

    assert (fmt_bound(-math.inf), fmt_bound(math.inf), fmt_bound(0.0), fmt_bound(-3.0)) == ("-∞", "+∞", "0", "-3")


def test_cut_reasons_name_an_inner_owner_and_a_single_skip() -> None:
    """A bound set below the root names its owner by path; one skipped child takes "is", not "are"."""
    t = trace([[[3, 5], [6, 9]], [1, 2]])
    assert [s.reason for s in t.steps if s.event == "cut"] == [
        "MAX node [0,1] has 6 >= β = 5, which MIN at [0] already has from [0,0]: "
        "MIN will never come here, so [0,1,1] is skipped",
        "MIN node [1] has 1 <= α = 5, which MAX at the root already has from [0]: "
        "MAX will never come here, so [1,1] is skipped",
    ]


def test_cut_reasons_name_the_bound_the_search_got_first() -> None:
    """A deep owner is named by its own path; a tie keeps the ancestor's bound (MAX's alpha, MIN's beta)."""
    reasons: dict[str, Tree] = {
        "deep": [[[[3, 4], [1, 9]]]],
        "alpha tie": [[5], [[[5], [4, 7]]]],
        "beta tie": [[[5], [[[5], [6, 2]]]]],
    }
    assert {k: [s.reason for s in trace(tree).steps if s.event == "cut"] for k, tree in reasons.items()} == {
        "deep": [
            "MIN node [0,0,1] has 1 <= α = 3, which MAX at [0,0] already has from [0,0,0]: "
            "MAX will never come here, so [0,0,1,1] is skipped"
        ],
        "alpha tie": [
            "MIN node [1,0,1] has 4 <= α = 5, which MAX at the root already has from [0]: "
            "MAX will never come here, so [1,0,1,1] is skipped"
        ],
        "beta tie": [
            "MAX node [0,1,0,1] has 6 >= β = 5, which MIN at [0] already has from [0,0]: "
            "MIN will never come here, so [0,1,0,1,1] is skipped"
        ],
    }


def test_best_first_values_max_nodes_by_their_best_child() -> None:
    """Under a MIN node, best first tries the MAX child worth 5 (not the one whose worst leaf is 1) first."""
    t = trace([[[1, 9], [5, 5]]], "best")
    assert [s.path for s in t.steps if s.event in ("enter", "leaf")] == [
        (),
        (0,),
        (0, 1),
        (0, 1, 0),
        (0, 1, 1),
        (0, 0),
        (0, 0, 1),
    ]
    assert (t.best_nodes, t.given_nodes) == (7, 8)
