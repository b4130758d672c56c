"""The engine itself (an explicit game tree), as the tool sees it: parsing, random trees, the declaration."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from problems import game_tree
from shared.engine.trees import Tree, count_nodes, parse_tree, random_tree
from shared.tool.registry import Args, Problem, Variant


class GameTreeProblem(Problem):
    chapter = game_tree
    key, slug, title, size_name = "tree", "game-tree", "Game tree: the engine itself", "nodes"
    rest = 4_000  # nodes: every variant is linear; a small limit keeps the suite's ladders cheap
    reference, group = "naive", "The engine itself"
    cells = {"bottom_up": lambda args: count_nodes(args["tree"])}  # one value per node of the table
    units = {"bottom_up": ("held", (), "one value per node, each started at ±inf, once")}

    def parse(self, raw: object) -> Args:
        """A nested-list tree: numbers at the leaves, non-empty lists inside, at most MAX_DEPTH deep."""
        return {"tree": parse_tree(raw)}

    def generate(self, size: int, rng: random.Random) -> object:
        """A random tree of exactly `size` nodes."""
        return random_tree(size, rng)

    def draw(self, v: Variant, size: int, rng: random.Random) -> object:
        """A random tree of `size` nodes, 2 to 4 children a node, its leaves of 3, 10 or 100 values: ties too, where
        a cut's `>` and `>=` part."""
        return random_tree(size, rng, branching=rng.randint(2, 4), values=rng.choice((3, 10, 100)))

    def size(self, args: Args) -> int:
        return count_nodes(args["tree"])

    def extra_checks(self, name: str, func: Callable[..., Any], count_calls: Callable[..., int]) -> list[str]:
        """An alpha-beta must enter exactly AIMA's nodes (trees.checks)."""
        from shared.tool.trees.checks import check_alpha_beta  # the judge's alone: `kata list` need not load it

        return check_alpha_beta(name, func, count_calls) if name in ("alpha_beta", "negamax") else []

    def memo_probe(self) -> tuple[Args, ...]:
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
