"""The engine itself (an explicit game tree), as the tool sees it: parsing, random trees, the declaration."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from problems import game_tree as chapter
from shared.engine.trees import Tree, count_nodes, parse_tree, random_tree
from shared.tool.registry import Args, Input, declare
from shared.tool.trees.checks import check_alpha_beta

# count_nodes and random_tree live in the engine (shared.engine.trees), where tree_checks takes them too.
__all__ = ["PROBLEM", "count_nodes", "extra_checks", "generate", "parse", "random_tree", "shared_subtrees"]

LIMIT = 4_000  # nodes: every variant is linear; a small limit keeps the suite's ladders cheap


def parse(raw: object) -> Args:
    """A nested-list tree: numbers at the leaves, non-empty lists inside, at most MAX_DEPTH deep."""
    return {"tree": parse_tree(raw)}


def extra_checks(name: str, func: Callable[..., Any], count_calls: Callable[[Callable[[], object]], int]) -> list[str]:
    """The judge's checks beyond the answer: an alpha-beta must enter exactly AIMA's nodes (trees.checks)."""
    return check_alpha_beta(name, func, count_calls) if name in ("alpha_beta", "negamax") else []


def shared_subtrees() -> tuple[Args, ...]:
    """Three trees 10 levels deep whose inner nodes each hold one subtree object twice (`s = [...]; [s, 7, s]`).

    A memo keyed by the subtree enters each level once; one written and never read enters 2^10 paths.
    """
    rng = random.Random(913)
    trees = []
    for _ in range(3):
        node: Tree = [rng.randrange(100) for _ in range(3)]
        for _ in range(10):
            node = [node, rng.randrange(100), node]
        trees.append({"tree": node})
    return tuple(trees)


def generate(size: int, rng: random.Random) -> object:
    """A random tree of exactly `size` nodes."""
    return random_tree(size, rng)


PROBLEM = declare(
    chapter,
    Input(parse, generate, lambda args: count_nodes(args["tree"]), "nodes"),
    {},
    rest=LIMIT,
    key="tree",
    slug="game-tree",
    title="Game tree: the engine itself",
    examples=([[3, 12, 8], [2, 4, 6], [14, 5, 2]], [[7, 3], [15], [1, 12, 20, 22]], 5),
    reference="naive",
    group="The engine itself",
    extra_checks=extra_checks,
    memo_probe=shared_subtrees,
    cells={"bottom_up": lambda args: count_nodes(args["tree"])},  # one value per node of the table
)
