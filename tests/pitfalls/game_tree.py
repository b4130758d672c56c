"""The engine's pitfalls: five alpha-beta searches that each look right, and what each gets wrong.

Every one returns the right value on AIMA's figure 5.2, and most on every
tree. What gives them away is the nodes they enter (learn-ocaml's test):
`shared.tool.trees.checks` counts the calls, finds a small tree where they
differ from AIMA's, and names the slip by its effect.
"""

from __future__ import annotations

import math

from shared.engine.trees import Tree


def strict_cut(tree: Tree) -> float:
    """WRONG: prunes on > instead of >=, so a tie is searched on. Right value, more nodes."""

    def max_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        v = -math.inf
        for child in node:
            v = max(v, min_value(child, alpha, beta))
            if v > beta:  # the bug: v == beta already means MIN will never come here
                return v
            alpha = max(alpha, v)
        return v

    def min_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        v = math.inf
        for child in node:
            v = min(v, max_value(child, alpha, beta))
            if v < alpha:  # the bug, the other way round
                return v
            beta = min(beta, v)
        return v

    return max_value(tree, -math.inf, math.inf)


def root_keeps_full_window(tree: Tree) -> float:
    """WRONG: the root loops over its children itself and gives each (-inf, +inf). Right value, more nodes."""

    def max_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        v = -math.inf
        for child in node:
            v = max(v, min_value(child, alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        v = math.inf
        for child in node:
            v = min(v, max_value(child, alpha, beta))
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    if not isinstance(tree, list):
        return tree
    best = -math.inf
    for child in tree:
        best = max(best, min_value(child, -math.inf, math.inf))  # the bug: alpha should be best so far
    return best


def window_not_passed_down(tree: Tree) -> float:
    """WRONG: each child is searched with a fresh (-inf, +inf), so no cut ever fires. Right value, every node."""

    def max_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        v = -math.inf
        for child in node:
            v = max(v, min_value(child, -math.inf, math.inf))  # the bug: pass (alpha, beta)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        v = math.inf
        for child in node:
            v = min(v, max_value(child, -math.inf, math.inf))  # the bug
            if v <= alpha:
                return v
            beta = min(beta, v)
        return v

    return max_value(tree, -math.inf, math.inf)


def negamax_unswapped(tree: Tree) -> float:
    """WRONG: negamax that negates the window but does not swap it, (-alpha, -beta). Wrong values, too few nodes."""

    def value(node: Tree, sign: int, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return sign * node
        v = -math.inf
        for child in node:
            v = max(v, -value(child, -sign, -alpha, -beta))  # the bug: (-beta, -alpha)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    return value(tree, 1, -math.inf, math.inf)


def negamax_unnegated(tree: Tree) -> float:
    """WRONG: negamax that forgets to negate the child's score: every level plays for itself. Wrong values."""

    def value(node: Tree, sign: int, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return sign * node
        v = -math.inf
        for child in node:
            v = max(v, value(child, -sign, -beta, -alpha))  # the bug: -value(...)
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    return value(tree, 1, -math.inf, math.inf)


def bound_cached_as_exact(tree: Tree) -> float:
    """WRONG: alpha-beta with a cache that stores a cut node's bound as its value. Right on trees, wrong on a DAG."""
    cache: dict[tuple[int, bool], float] = {}  # (id of the subtree, MAX to move) -> value, bound or not

    def max_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        if (id(node), True) in cache:
            return cache[id(node), True]  # the bug: this may be a bound found with another window
        v = -math.inf
        for child in node:
            v = max(v, min_value(child, alpha, beta))
            if v >= beta:
                break
            alpha = max(alpha, v)
        cache[id(node), True] = v
        return v

    def min_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        if (id(node), False) in cache:
            return cache[id(node), False]
        v = math.inf
        for child in node:
            v = min(v, max_value(child, alpha, beta))
            if v <= alpha:
                break
            beta = min(beta, v)
        cache[id(node), False] = v
        return v

    return max_value(tree, -math.inf, math.inf)
