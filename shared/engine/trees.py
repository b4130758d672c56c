"""Explicit game trees, written as nested JSON lists.

A number is a leaf (0 included), a list is an inner node holding its
children, and the root is MAX. `[[3,12,8],[2,4,6],[14,5,2]]` is AIMA's
figure 5.2: MAX picks a branch, MIN picks a leaf, and the value is 3.

A tree is solved by the same engine as every game (`shared.engine.search`),
through `TreeGame`; node counts include the root and the leaves.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from shared.engine.errors import InputError
from shared.engine.recursion import recursion_limit
from shared.engine.search import alpha_beta, minimax
from shared.engine.validate import describe, loads

__all__ = [
    "MAX_DEPTH",
    "Path",
    "Tree",
    "TreeGame",
    "TreeReport",
    "count_nodes",
    "load_tree",
    "parse_tree",
    "random_tree",
    "solve_tree",
]

Tree = float | list["Tree"]
Path = tuple[int, ...]  # child indices from the root; () is the root itself

MAX_DEPTH = 400  # deeper trees are refused: recursion past this is not a kata


def parse_tree(raw: object) -> Tree:
    """Check that raw JSON is a game tree: numbers
    at the leaves, non-empty lists inside."""
    stack: list[tuple[object, Path]] = [(raw, ())]
    while stack:
        node, path = stack.pop()
        where = "tree" + "".join(f"[{i}]" for i in path)
        if len(path) > MAX_DEPTH:
            raise InputError(f"tree is nested deeper than {MAX_DEPTH} levels")
        if isinstance(node, list):
            if not node:
                raise InputError(
                    f"{where} is an empty list; "
                    "an inner node needs at least one child"
                )
            stack.extend((child, (*path, i)) for i, child in enumerate(node))
        elif isinstance(node, bool) or not isinstance(node, (int, float)):
            raise InputError(
                f"{where} must be a number or a list of subtrees, "
                f"got {describe(node)}"
            )
        # past 1.8e308 an int cannot be drawn
        elif not -sys.float_info.max <= node <= sys.float_info.max:
            raise InputError(
                f"{where} must be a finite number within ±1.8e308, "
                f"got {describe(node)}"
            )
    return raw  # type: ignore[return-value]  # checked above, node by node


def load_tree(text: str) -> Tree:
    """Parse a tree from JSON text, refusing
    malformed or absurdly deep input in one line."""
    try:
        raw = loads(text, "tree")
    except RecursionError:
        raise InputError(
            f"tree is nested deeper than {MAX_DEPTH} levels"
        ) from None
    except json.JSONDecodeError as err:
        raise InputError(f"tree is not valid JSON: {err}") from None
    return parse_tree(raw)


class TreeGame:
    """An explicit tree as a Game: states
    are paths, even depths are MAX's turns."""

    def __init__(self, tree: Tree) -> None:
        self.nodes: dict[Path, Tree] = {}
        stack: list[tuple[Tree, Path]] = [(tree, ())]
        while stack:
            node, path = stack.pop()
            self.nodes[path] = node
            if isinstance(node, list):
                stack.extend(
                    (child, (*path, i)) for i, child in enumerate(node)
                )

    def to_move(self, state: Path) -> str:
        return "MAX" if len(state) % 2 == 0 else "MIN"

    def actions(self, state: Path) -> Sequence[int]:
        node = self.nodes[state]
        return range(len(node)) if isinstance(node, list) else ()

    def result(self, state: Path, move: int) -> Path:
        return (*state, move)

    def is_terminal(self, state: Path) -> bool:
        return not isinstance(self.nodes[state], list)

    def utility(self, state: Path, player: str) -> float:
        leaf = self.nodes[state]
        assert not isinstance(leaf, list)
        return leaf if player == "MAX" else -leaf


@dataclass(frozen=True)
class TreeReport:
    """Both searches on one tree, and which branches alpha-beta cut."""

    value: float
    best_move: int | None
    pv: Path
    minimax_nodes: int
    alpha_beta_nodes: int
    pruned: frozenset[Path]

    def as_json(self) -> dict[str, object]:
        """The report in the CLI's --json shape."""
        return {
            "minimax": {"value": self.value, "nodes": self.minimax_nodes},
            "alpha_beta": {"value": self.value, "nodes": self.alpha_beta_nodes},
            "best_move": self.best_move,
            "principal_variation": list(self.pv),
            "pruned": sorted(list(p) for p in self.pruned),
        }


def solve_tree(tree: Tree) -> TreeReport:
    """Run minimax and alpha-beta on an explicit tree and compare them."""
    game = TreeGame(tree)
    with recursion_limit(MAX_DEPTH + 50):
        full = minimax(game, ())
        cut = alpha_beta(game, (), record_pruned=True)
    if (
        full.value != cut.value
    ):  # pragma: no cover - would be a bug in shared.engine.search
        raise AssertionError(
            f"alpha-beta {cut.value} disagrees with minimax {full.value}"
        )
    return TreeReport(
        value=full.value,
        best_move=full.move,
        pv=tuple(full.pv),
        minimax_nodes=full.nodes,
        alpha_beta_nodes=cut.nodes,
        pruned=frozenset((*state, move) for state, move in cut.pruned),
    )


def count_nodes(tree: Tree) -> int:
    """Nodes in the tree, the root and the leaves
    included (no recursion: trees may be deep)."""
    total, stack = 0, [tree]
    while stack:
        node = stack.pop()
        total += 1
        if isinstance(node, list):
            stack.extend(node)
    return total


def random_tree(
    size: int, rng: random.Random, *, branching: int = 3, values: int = 100
) -> Tree:
    """A tree of exactly `size` nodes, bushy like a game's: each
    inner node shares its budget among up to `branching` children
    (so the depth grows as log n), leaves worth 0..values-1."""
    if size <= 1:
        return rng.randrange(values)
    root: list[Tree] = []
    # Work list: (the list to fill, nodes it may still spend below itself).
    todo: list[tuple[list[Tree], int]] = [(root, size - 1)]
    while todo:
        parent, budget = todo.pop()
        kids = min(budget, rng.randint(2, branching)) if budget > 1 else 1
        cuts = (
            sorted(rng.sample(range(1, budget), kids - 1)) if kids > 1 else []
        )
        for share in (
            b - a for a, b in zip([0, *cuts], [*cuts, budget], strict=True)
        ):
            if share == 1:
                parent.append(rng.randrange(values))
            else:
                child: list[Tree] = []
                parent.append(child)
                todo.append((child, share - 1))
    return root
