"""`kata check tree alpha_beta` beyond the answer: does your alpha-beta enter exactly the nodes AIMA's does?

learn-ocaml grades a student's alpha-beta by the nodes it examines, and when
it examines more (or fewer) than required, shows a small tree where it does.
This does the same without touching the learner's code: the judge counts the
calls the learner's file makes to its own functions (`count_calls`), and
three trees where no search can prune calibrate what one node costs in calls
("calls = c + a per inner node + b per leaf"). On random trees, small first,
the learner's calls must equal what AIMA's alpha-beta would make written that
way; the first tree where they differ is shrunk to a smallest one, and shown
with both counts and AIMA's steps.

The classic slips are named by their effect: the counts (and values) are held
against the reference search with each slip switched on, and one that matches
on every tree tried is named. A cache that stores a cut node's bound as exact
shows only on a tree whose subtrees are shared (a transposition), so a few
such trees are tried too, where only the value is judged.
"""

from __future__ import annotations

import json
import math
import random
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from shared.engine.trace import trace
from shared.engine.trees import Path, Tree, random_tree
from shared.tool.trees.trace import WIDTH, render_trace

__all__ = ["SLIPS", "Slip", "check_alpha_beta", "count_search"]

Learner = Callable[[Tree], Any]
CountCalls = Callable[[Callable[[], object]], int]

TREES = 200  # random trees tried, 1 to 30 nodes
SHARED_TREES = 300  # trees with a subtree under two parents, for the cache slip
SHRINK_BUDGET = 400  # learner runs the shrinker may spend
LINE = WIDTH - 8  # the judge prints these lines 8 columns in


@dataclass(frozen=True)
class Slip:
    """A classic mistake, as a switch on the reference search: what it is and what it does."""

    name: str
    strict: bool = False  # prune on > instead of >=
    root_full_window: bool = False  # the root gives every child (-inf, +inf): it never raises alpha for them
    fresh_window: bool = False  # every child gets (-inf, +inf): the window is never passed down
    unswapped: bool = False  # negamax passes (-alpha, -beta) instead of (-beta, -alpha)
    unnegated: bool = False  # negamax takes the child's score without negating it


SLIPS = (
    Slip("pruning on > where AIMA has >=: a tie (v == β at MAX, v == α at MIN) must cut", strict=True),
    Slip("the root does not raise α between its children: each of them starts from (-∞, +∞)", root_full_window=True),
    Slip("the window is not passed down: every child starts from (-∞, +∞), so nothing is ever cut", fresh_window=True),
    Slip("negamax passes the window down negated but not swapped: (-α, -β) instead of (-β, -α)", unswapped=True),
    Slip("negamax forgets to negate the child's score", unnegated=True),
)
EXACT = Slip("AIMA's alpha-beta")


@dataclass(frozen=True)
class Count:
    """One search of a tree: its value for MAX, and the inner nodes and leaves it entered."""

    value: float
    inner: int
    leaves: int


def count_search(tree: Tree, slip: Slip = EXACT) -> Count:
    """AIMA's alpha-beta in negamax form (the same nodes as figure 5.7), with one slip switched on or none."""
    inner = leaves = 0

    def value(node: Tree, depth: int, sign: int, alpha: float, beta: float) -> float:
        nonlocal inner, leaves
        if not isinstance(node, list):
            leaves += 1
            return sign * node
        inner += 1
        v = -math.inf
        for child in node:
            if slip.fresh_window or (slip.root_full_window and depth == 0):
                low, high = -math.inf, math.inf
            elif slip.unswapped:
                low, high = -alpha, -beta
            else:
                low, high = -beta, -alpha
            got = value(child, depth + 1, -sign, low, high)
            v = max(v, got if slip.unnegated else -got)
            if v > beta if slip.strict else v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    root = value(tree, 0, 1, -math.inf, math.inf)
    return Count(root, inner, leaves)


@dataclass(frozen=True)
class Calibration:
    """What the learner's code spends in calls: c per search, a per inner node, b per leaf."""

    c: int
    a: int
    b: int

    def calls(self, count: Count) -> int:
        return self.c + self.a * count.inner + self.b * count.leaves

    def nodes(self, calls: int) -> int | None:
        """Nodes entered, read back from calls, when every node costs the same; else None."""
        if self.a != self.b or self.a <= 0 or (calls - self.c) % self.a:
            return None
        return (calls - self.c) // self.a


def _calibrate(func: Learner, count_calls: CountCalls) -> Calibration | None:
    """Calls on three trees no search can prune: [5] (1 inner, 1 leaf), [5,6] (1, 2), [[5]] (2, 1)."""

    def calls_on(tree: Tree) -> int:
        return count_calls(lambda: func(tree))

    one, two_leaves, two_inner = calls_on([5]), calls_on([5, 6]), calls_on([[5]])
    b, a = two_leaves - one, two_inner - one
    c = one - a - b
    if a < 0 or b < 0 or a + b == 0:
        return None
    return Calibration(c, a, b)


def _random_tree(rng: random.Random, nodes: int) -> Tree:
    return random_tree(nodes, rng, values=4)  # few values: ties, and equal subtrees, are common


def _fmt(tree: Tree) -> str:
    return json.dumps(tree, separators=(",", ":"))


def _paths(tree: Tree) -> list[tuple[Path, Tree]]:
    out: list[tuple[Path, Tree]] = [((), tree)]
    for path, node in out:
        if isinstance(node, list):
            out.extend(((*path, i), child) for i, child in enumerate(node))
    return out


def _smaller(tree: Tree) -> list[Tree]:
    """Trees one step simpler: a node replaced by one of its children, a child dropped, a leaf brought towards 0."""
    out: list[Tree] = []
    for path, node in _paths(tree):
        if isinstance(node, list):
            out.extend(_replace(tree, path, child) for child in node)
            if len(node) > 1:
                out.extend(_replace(tree, path, node[:i] + node[i + 1 :]) for i in range(len(node)))
        elif node != 0:
            out.append(_replace(tree, path, 0))
            if abs(node) > 1:
                out.append(_replace(tree, path, node - 1 if node > 0 else node + 1))
    return out


def _replace(tree: Tree, path: Path, new: Tree) -> Tree:
    if not path:
        return json.loads(json.dumps(new))  # type: ignore[no-any-return]
    copy: Tree = json.loads(json.dumps(tree))
    node = copy
    for i in path[:-1]:
        assert isinstance(node, list)
        node = node[i]
    assert isinstance(node, list)
    node[path[-1]] = json.loads(json.dumps(new))
    return copy


def _shrink(tree: Tree, fails: Callable[[Tree], bool]) -> Tree:
    """Greedy: take the first simpler tree that still fails, until none does or the budget is spent."""
    budget = SHRINK_BUDGET
    progress = True
    while progress and budget > 0:
        progress = False
        for candidate in _smaller(tree):
            budget -= 1
            if fails(candidate):
                tree, progress = candidate, True
                break
            if budget <= 0:
                break
    return tree


def _run(func: Learner, count_calls: CountCalls, tree: Tree) -> tuple[Any, int] | None:
    """The learner's answer and its calls on tree, or None if it raised."""
    box: list[Any] = []
    try:
        calls = count_calls(lambda: box.append(func(tree)))
    except Exception:  # the learner's code may raise anything; the case matrix reports exceptions
        return None
    return box[0], calls


def check_alpha_beta(name: str, func: Learner, count_calls: CountCalls) -> list[str]:
    """Failure lines for a learner's alpha-beta (empty: it enters exactly AIMA's nodes on every tree tried)."""
    rng = random.Random(2018)  # fixed: the same trees for every learner, a failure can be replayed
    cal = _calibrate(func, count_calls)  # None: calls do not grow with the nodes (an explicit stack?), values only
    seen: list[tuple[Tree, Any, int]] = []
    first_wrong: Tree | None = None
    for k in range(TREES):
        tree = _random_tree(rng, 1 + k * 30 // TREES)  # small first
        got = _run(func, count_calls, tree)
        if got is None:
            return [f"{name} raised an exception on the tree {_fmt(tree)}"]
        seen.append((tree, *got))
        want = count_search(tree)
        if first_wrong is None and (got[0] != want.value or (cal is not None and got[1] != cal.calls(want))):
            first_wrong = tree
    if first_wrong is not None:
        return _fit(_explain(name, func, count_calls, cal, first_wrong, seen))
    return _fit(_shared_subtrees(name, func, rng))


def _fit(lines: list[str]) -> list[str]:
    """Each line wrapped under its own indent (+4) to fit 80 columns below the judge's 8-column indent."""
    out: list[str] = []
    for line in lines:
        pad = " " * (len(line) - len(line.lstrip()) + 4)
        out.extend(textwrap.wrap(line, width=LINE, subsequent_indent=pad, break_on_hyphens=False) or [""])
    return out


def _explain(
    name: str, func: Learner, count_calls: CountCalls, cal: Calibration | None, tree: Tree, seen: list[Any]
) -> list[str]:
    def fails(t: Tree) -> bool:
        got = _run(func, count_calls, t)
        if got is None:
            return False
        want = count_search(t)
        return bool(got[0] != want.value or (cal is not None and got[1] != cal.calls(want)))

    small = _shrink(tree, fails)
    got = _run(func, count_calls, small)
    assert got is not None
    want = count_search(small)
    seen.append((small, *got))
    value, calls = got
    text = _fmt(small)
    lines = []
    if value != want.value:
        lines.append(f"value: your {name} returns {value!r} on {text}, whose minimax value is {want.value:g}")
    if cal is not None and calls != cal.calls(want):
        entered = want.inner + want.leaves
        yours = cal.nodes(calls)
        more = "more" if calls > cal.calls(want) else "fewer"
        lines.append(f"nodes: your {name} enters {more} nodes than AIMA's alpha-beta on {text}")
        # Counted in the learner's own calls: their code may call a helper per node, or wrap the search once.
        lines.append(
            f"  AIMA's enters {entered} nodes here ({want.inner} inner, {want.leaves} leaves); code shaped like"
            f" yours would make {cal.calls(want)} calls for that, and yours made {calls}"
            + (f" (about {yours} nodes)" if yours is not None and yours != entered else "")
        )
    slip = _matching_slip(seen, cal)
    if slip is not None:
        lines.append(f"  the effect is that of a classic slip: {slip.name}")
    lines.append(f"  AIMA's steps (kata tree '{text}' --steps):")
    lines.extend("    " + line for line in render_trace(trace(small))[1:])
    return lines


def _matching_slip(seen: list[tuple[Tree, Any, int]], cal: Calibration | None) -> Slip | None:
    """The classic slip whose values (and counts, when countable) match the learner's on every tree tried."""
    for slip in SLIPS:
        counts = [count_search(tree, slip) for tree, _, _ in seen]
        if all(
            value == c.value and (cal is None or calls == cal.calls(c))
            for (_, value, calls), c in zip(seen, counts, strict=True)
        ):
            return slip
    return None


def _shared_subtrees(name: str, func: Learner, rng: random.Random) -> list[str]:
    """Values on trees where one MAX subtree s hangs under both of the root's MIN children (a transposition).

    Smallest first, from s = [0,2]; tree = [[0,s],[s]]: the first visit of s is cut at once (0 >= β = 0), so
    it learns only "at least 0"; the second visit needs its true value, 2.
    """
    candidates: list[tuple[Tree, Tree]] = []
    s: Tree = [0, 2]
    smallest: Tree = [[0, s], [s]]
    candidates.append((smallest, s))
    for _ in range(SHARED_TREES):
        s = _random_tree(rng, rng.randint(3, 7))
        if not isinstance(s, list):
            continue
        first: list[Tree] = [s, *(rng.randrange(5) for _ in range(rng.randint(0, 2)))]
        second: list[Tree] = [*(rng.randrange(5) for _ in range(rng.randint(0, 2))), s]
        rng.shuffle(first)
        rng.shuffle(second)
        candidates.append(([first, second], s))
    candidates.sort(key=lambda pair: len(_fmt_shared(*pair)))
    for tree, s in candidates:
        want = count_search(tree).value
        try:
            got = func(tree)
        except Exception:  # the learner's code may raise anything
            return [f"{name} raised an exception on s = {_fmt(s)}; tree = {_fmt_shared(tree, s)}"]
        if got != want:
            return [
                f"value: your {name} returns {got!r} where the minimax value is {want:g}, on a tree that reaches "
                f"one subtree twice (a transposition): s = {_fmt(s)}; tree = {_fmt_shared(tree, s)}",
                "  the effect is that of a classic slip: a cache that stores a cut node's bound as its exact value "
                "(after a cut a value is only a bound: keep whether it is exact, a lower or an upper bound)",
            ]
    return []


def _fmt_shared(tree: Tree, shared: Tree) -> str:
    if tree is shared:
        return "s"
    if isinstance(tree, list):
        return "[" + ",".join(_fmt_shared(child, shared) for child in tree) + "]"
    return f"{tree:g}"
