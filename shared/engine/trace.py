"""Alpha-beta on an explicit tree, step by step.

What `kata tree --steps` prints and `kata quiz` grades.

The search is AIMA's (Russell & Norvig, 4th ed., figure 5.7) on a nested-list
tree (`shared.engine.trees`): the root is MAX, levels alternate, children are
tried left to right (or best first with `order="best"`). Each node receives
the window (α, β) of its parent; a MAX node stops once its value v >= β, a MIN
node once v <= α, and a node returns v itself (a bound when it stopped early).

`trace(tree).as_json()` is the shape `kata tree TREE --steps --json` prints and
the browser replay reads. It is stable; add keys, never rename them:

    {"value": 3,
     "order": "given",                  # or "best": children tried best first
     "nodes": {"minimax": 13, "given_order": 11, "best_order": 11},
     "steps": [
       {"event": "enter", "kind": "enter", "path": [], "player": "MAX",
        "alpha": null, "beta": null},
       {"event": "leaf", "kind": "leaf", "path": [0, 0], "value": 3,
        "alpha": null, "beta": null},
       {"event": "return", "kind": "return", "path": [0], "value": 3},
       {"event": "cut", "kind": "cut", "path": [1], "value": 2,
        "pruned": [[1, 1], [1, 2]], "leaves": [[1, 1], [1, 2]],
        "reason": "MIN node [1] has 2 <= α = 3, set by ..."},
       ...],
     "pruned": [[1, 1], [1, 2]]}  # every leaf never evaluated, left to right

- A path lists child indices from the root; `[]` is the root. `null` stands for
  -∞ as α and for +∞ as β.
- `event` and `kind` carry the same word (issue 12 says `event`, the replay page
  was briefed with `kind`); one of them may be dropped once both readers agree.
- Steps come in visiting order: `enter` when an inner node is entered (with the
  window it got), `leaf` when a leaf is evaluated (with the window it got),
  `return` when an inner node gives its value to its parent, `cut` when an
  inner node stops early. A cut node sends no `return`: its `cut` step carries
  the value it returns, the children it skipped (`pruned`) and the leaves under
  them (`leaves`).
- `nodes` counts the nodes entered, the root and the leaves included.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal

from shared.engine.recursion import recursion_limit
from shared.engine.trees import MAX_DEPTH, Path, Tree

__all__ = [
    "Order",
    "Step",
    "Trace",
    "fmt_bound",
    "fmt_path",
    "leaf_paths",
    "minimax_value",
    "subtree",
    "trace",
]

Order = Literal["given", "best"]


def fmt_path(path: Path) -> str:
    """A path as the text shows it: `[2,1]`, and `root` for the root."""
    return "[" + ",".join(map(str, path)) + "]" if path else "root"


def fmt_num(x: float) -> str:
    """A node value: integers without a decimal point."""
    return f"{x:g}"


def fmt_bound(x: float) -> str:
    """α or β: -∞ and +∞ spelt out."""
    if math.isinf(x):
        return "-∞" if x < 0 else "+∞"
    return fmt_num(x)


def _json_bound(x: float) -> float | None:
    return None if math.isinf(x) else x


def subtree(tree: Tree, path: Path) -> Tree:
    """The node at path."""
    node = tree
    for i in path:
        assert isinstance(node, list)
        node = node[i]
    return node


def leaf_paths(tree: Tree, path: Path = ()) -> Iterator[Path]:
    """The paths of the leaves under path, left
    to right (no recursion: trees may be deep)."""
    stack = [(subtree(tree, path), path)]
    while stack:
        node, at = stack.pop()
        if isinstance(node, list):
            stack.extend(
                (child, (*at, i))
                for i, child in reversed(list(enumerate(node)))
            )
        else:
            yield at


def minimax_value(tree: Tree, maximizing: bool = True) -> float:
    """The plain minimax value of a subtree, computed
    without recursion (post-order over an explicit stack)."""
    # Each frame: node, is MAX, children's values so far.
    stack: list[tuple[Tree, bool, list[float]]] = [(tree, maximizing, [])]
    result = 0.0
    while stack:
        node, is_max, done = stack[-1]
        if not isinstance(node, list):
            stack.pop()
            value: float = node
        elif len(done) < len(node):
            stack.append((node[len(done)], not is_max, []))
            continue
        else:
            stack.pop()
            value = max(done) if is_max else min(done)
        if stack:
            stack[-1][2].append(value)
        else:
            result = value
    return result


@dataclass(frozen=True)
class Step:
    """One event of the search; see the module docstring for the JSON shape."""

    event: Literal["enter", "leaf", "return", "cut"]
    path: Path
    player: str = ""  # "MAX" or "MIN" for enter / return / cut
    value: float | None = None  # leaf, return, cut
    alpha: float = -math.inf  # the window the node got (enter, leaf)
    beta: float = math.inf
    pruned: tuple[Path, ...] = ()  # cut: the children skipped
    leaves: tuple[Path, ...] = ()  # cut: the leaves under them
    reason: str = ""  # cut: why, in words

    def as_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "event": self.event,
            "kind": self.event,
            "path": list(self.path),
        }
        if self.player:
            out["player"] = self.player
        if self.value is not None:
            out["value"] = self.value
        if self.event in ("enter", "leaf"):
            out["alpha"] = _json_bound(self.alpha)
            out["beta"] = _json_bound(self.beta)
        if self.event == "cut":
            out["pruned"] = [list(p) for p in self.pruned]
            out["leaves"] = [list(p) for p in self.leaves]
            out["reason"] = self.reason
        return out


@dataclass(frozen=True)
class Trace:
    """The steps of one alpha-beta search, its
    value, and the leaves it never evaluated."""

    value: float
    order: Order
    steps: tuple[Step, ...]
    pruned: tuple[Path, ...]  # leaves never evaluated, left to right
    minimax_nodes: int
    given_nodes: int  # nodes entered trying children left to right
    best_nodes: int  # ... and trying them best first

    @property
    def nodes(self) -> int:
        """Nodes this trace entered (the root and the leaves included)."""
        return sum(1 for s in self.steps if s.event in ("enter", "leaf"))

    def as_json(self) -> dict[str, object]:
        """The trace in `kata tree --steps
        --json`'s shape (module docstring)."""
        return {
            "value": self.value,
            "order": self.order,
            "nodes": {
                "minimax": self.minimax_nodes,
                "given_order": self.given_nodes,
                "best_order": self.best_nodes,
            },
            "steps": [s.as_json() for s in self.steps],
            "pruned": [list(p) for p in self.pruned],
        }


@dataclass
class _Bound:
    """α or β as the search carries it: the
    value, and the child whose return set it."""

    value: float
    set_by: Path | None = None  # None: still ±∞, set by nobody


@dataclass
class _Search:
    tree: Tree
    order: Order
    steps: list[Step] = field(default_factory=list)
    # every node's minimax value, for order="best"
    values: dict[Path, float] | None = None

    def children(
        self, node: list[Tree], path: Path, maximizing: bool
    ) -> list[int]:
        indices = list(range(len(node)))
        if self.order == "best":
            # Best first for the player to move: a stable
            # sort, so ties keep their left-to-right order.
            if self.values is None:
                self.values = _values_by_path(self.tree)
            values = self.values
            indices.sort(
                key=lambda i: (
                    -values[(*path, i)] if maximizing else values[(*path, i)]
                )
            )
        return indices

    def cut(
        self, path: Path, v: float, bound: _Bound, skipped: tuple[Path, ...]
    ) -> Step:
        """The cut at path: the children skipped, their leaves, and why."""
        maximizing = len(path) % 2 == 0
        leaves = tuple(
            leaf for p in skipped for leaf in leaf_paths(self.tree, p)
        )
        reason = _reason(path, maximizing, v, bound, skipped)
        player = "MAX" if maximizing else "MIN"
        return Step(
            "cut",
            path,
            player,
            value=v,
            pruned=skipped,
            leaves=leaves,
            reason=reason,
        )

    def value(self, path: Path, alpha: _Bound, beta: _Bound) -> float:
        node = subtree(self.tree, path)
        if not isinstance(node, list):
            self.steps.append(
                Step(
                    "leaf", path, value=node, alpha=alpha.value, beta=beta.value
                )
            )
            return node
        maximizing = len(path) % 2 == 0
        player = "MAX" if maximizing else "MIN"
        self.steps.append(
            Step("enter", path, player, alpha=alpha.value, beta=beta.value)
        )
        alpha, beta = (
            _Bound(alpha.value, alpha.set_by),
            _Bound(beta.value, beta.set_by),
        )
        v = -math.inf if maximizing else math.inf
        order = self.children(node, path, maximizing)
        for k, i in enumerate(order):
            child = (*path, i)
            got = self.value(child, alpha, beta)
            v = max(v, got) if maximizing else min(v, got)
            if (maximizing and v >= beta.value) or (
                not maximizing and v <= alpha.value
            ):
                skipped = tuple((*path, j) for j in order[k + 1 :])
                if skipped:
                    bound = alpha if not maximizing else beta
                    self.steps.append(self.cut(path, v, bound, skipped))
                    return v
                # the last child: nothing left to
                # skip, so it is an ordinary return
                break
            if maximizing and v > alpha.value:
                alpha = _Bound(v, child)
            elif not maximizing and v < beta.value:
                beta = _Bound(v, child)
        self.steps.append(Step("return", path, player, value=v))
        return v


def _reason(
    path: Path,
    maximizing: bool,
    v: float,
    bound: _Bound,
    skipped: tuple[Path, ...],
) -> str:
    """Why a node stopped early, in words:
    whose bound it crossed and what that means."""
    names = ", ".join(map(fmt_path, skipped))
    verb = "is" if len(skipped) == 1 else "are"
    # an infinite bound is never crossed by a finite value
    assert bound.set_by is not None
    owner = (
        "the root" if len(bound.set_by) == 1 else fmt_path(bound.set_by[:-1])
    )
    if maximizing:
        return (
            f"MAX node {fmt_path(path)} has {fmt_num(v)} "
            f">= β = {fmt_num(bound.value)}, which MIN at {owner} "
            f"already has from {fmt_path(bound.set_by)}: "
            f"MIN will never come here, so {names} {verb} skipped"
        )
    return (
        f"MIN node {fmt_path(path)} has {fmt_num(v)} "
        f"<= α = {fmt_num(bound.value)}, which MAX at {owner} "
        f"already has from {fmt_path(bound.set_by)}: "
        f"MAX will never come here, so {names} {verb} skipped"
    )


def _run(tree: Tree, order: Order) -> tuple[float, list[Step]]:
    search = _Search(tree, order)
    with recursion_limit(MAX_DEPTH + 50):
        value = search.value((), _Bound(-math.inf), _Bound(math.inf))
    return value, search.steps


def trace(tree: Tree, order: Order = "given") -> Trace:
    """Alpha-beta on a nested-list tree (root MAX), every
    step recorded; `order="best"` tries best children first."""
    value, steps = _run(tree, order)
    other = _run(tree, "best" if order == "given" else "given")[1]
    counts = {
        order: _entered(steps),
        ("best" if order == "given" else "given"): _entered(other),
    }
    pruned = tuple(leaf for s in steps if s.event == "cut" for leaf in s.leaves)
    return Trace(
        value=value,
        order=order,
        steps=tuple(steps),
        pruned=tuple(sorted(pruned)),
        minimax_nodes=sum(1 for _ in _all_nodes(tree)),
        given_nodes=counts["given"],
        best_nodes=counts["best"],
    )


def _values_by_path(tree: Tree) -> dict[Path, float]:
    """Every node's minimax value, keyed by path: one
    pass, children before parents (no recursion)."""
    order: list[tuple[Path, Tree]] = [((), tree)]  # parents before children
    for path, node in order:  # grows while it is read: a breadth-first walk
        if isinstance(node, list):
            order.extend(((*path, i), child) for i, child in enumerate(node))
    values: dict[Path, float] = {}
    for path, node in reversed(order):
        if isinstance(node, list):
            kids = [values[(*path, i)] for i in range(len(node))]
            values[path] = max(kids) if len(path) % 2 == 0 else min(kids)
        else:
            values[path] = node
    return values


def _entered(steps: list[Step]) -> int:
    return sum(1 for s in steps if s.event in ("enter", "leaf"))


def _all_nodes(tree: Tree) -> Iterator[Tree]:
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, list):
            stack.extend(node)
