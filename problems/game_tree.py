"""The engine itself: minimax and alpha-beta on an explicit game tree.

Every chapter of the kata stands on one search. Here it is with the game taken
away: the tree is given as nested lists. A number is a leaf, the game's final
score for MAX; a list is a position, its children the positions its moves
lead to. The root is MAX's turn, the levels alternate, and the answer is the
root's minimax value: what MAX can guarantee against a MIN who plays
perfectly.

    >>> memoized(tree=[[3,12,8],[2,4,6],[14,5,2]])  # AIMA's figure 5.2:
    ... # MIN holds the branches to 3, 2 and 2
    3
    >>> memoized(tree=[[7,3],[15],[1,12,20,22]])
    15
    >>> memoized(tree=5)  # a lone leaf is a whole game
    5

`alpha_beta` follows AIMA's figure 5.7 line by line. Each node gets a window
(α, β) from its parent: α is what MAX can already secure higher up the path,
β what MIN can. A MAX node stops as soon as its value v >= β (MIN above will
never let play reach it), a MIN node as soon as v <= α:

    max_value(node, α, β):                min_value mirrors it:
        a leaf: return its number             v starts at +∞, takes the min,
        v = -∞                                returns once v <= α,
        for each child, left to right:        else lowers β to v
            v = max(v, min_value(child, α, β))
            if v >= β: return v
            α = max(α, v)
        return v

`kata tree TREE --steps` prints that search step by step, and `kata quiz`
asks you which leaves it never looks at.

n = nodes in the tree (leaves included), d = its depth.
"""

from __future__ import annotations

import math

from shared.engine.trees import Tree


def naive(tree: Tree) -> float:
    """Minimax: MAX and MIN take turns down every branch.
    Time O(n), Space O(d)."""

    def max_value(node: Tree) -> float:
        if not isinstance(node, list):  # a leaf: the score itself
            return node
        v = -math.inf
        for child in node:
            v = max(v, min_value(child))
        return v

    def min_value(node: Tree) -> float:
        if not isinstance(node, list):
            return node
        v = math.inf
        for child in node:
            v = min(v, max_value(child))
        return v

    return max_value(tree)


def alpha_beta(tree: Tree) -> float:
    """Alpha-beta pruning as in AIMA's figure 5.7.
    Time O(n), O(sqrt(n)) best-ordered, Space O(d)."""

    def max_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        v = -math.inf
        for child in node:
            v = max(v, min_value(child, alpha, beta))
            if v >= beta:  # MIN above will never let play come here
                return v
            alpha = max(alpha, v)
        return v

    def min_value(node: Tree, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return node
        v = math.inf
        for child in node:
            v = min(v, max_value(child, alpha, beta))
            if v <= alpha:  # MAX above will never let play come here
                return v
            beta = min(beta, v)
        return v

    return max_value(tree, -math.inf, math.inf)


def memoized(tree: Tree) -> float:
    """Minimax with a memo table keyed by subtree
    identity: a shared subtree is solved once.
    Time O(n), Space O(n)."""
    # Why identity, and why it rarely pays here: in a game, one position is
    # reached by several move orders (a transposition), and a table solves it
    # once. In nested lists that means one list object under several parents,
    # which a tree built in Python can have (`s = [3, 5]; tree = [[s, 2], [s,
    # 9]]`) but one read from JSON never has: there every key is new and this is
    # `naive` plus a table. Equal-looking subtrees are not merged on purpose:
    # comparing them costs their size, a real game's position key is O(1).
    # The side to move is part of the key: the same subtree
    # is worth one thing to MAX and another to MIN.
    memo: dict[tuple[int, bool], float] = {}

    def max_value(node: Tree) -> float:
        if not isinstance(node, list):
            return node
        if (id(node), True) not in memo:
            v = -math.inf
            for child in node:
                v = max(v, min_value(child))
            memo[id(node), True] = v
        return memo[id(node), True]

    def min_value(node: Tree) -> float:
        if not isinstance(node, list):
            return node
        if (id(node), False) not in memo:
            v = math.inf
            for child in node:
                v = min(v, max_value(child))
            memo[id(node), False] = v
        return memo[id(node), False]

    return max_value(tree)


def bottom_up(tree: Tree) -> float:
    """Fill a table of node values from the leaves up, no recursion.
    Time O(n), Space O(n)."""
    # nodes[i] = (subtree, index of its parent, MAX to move?);
    # a breadth-first walk, so a parent precedes its children.
    nodes: list[tuple[Tree, int, bool]] = [(tree, -1, True)]
    # the list grows while it is read
    for i, (node, _, is_max) in enumerate(nodes):
        if isinstance(node, list):
            nodes.extend((child, i, not is_max) for child in node)
    # value[i] starts as the worst case for the
    # player to move and takes in each child's value.
    value = [-math.inf if is_max else math.inf for _, _, is_max in nodes]
    for i in range(len(nodes) - 1, -1, -1):  # children before parents
        node, parent, _ = nodes[i]
        if not isinstance(node, list):
            value[i] = node
        if parent >= 0:
            better = max if nodes[parent][2] else min
            value[parent] = better(value[parent], value[i])
    return value[0]


def negamax(tree: Tree) -> float:
    """Alpha-beta in negamax form: negate the value, swap the window.
    Time O(n), Space O(d)."""

    # sign is +1 where MAX moves and -1 where MIN does:
    # value() scores a node for the player to move there.
    def value(node: Tree, sign: int, alpha: float, beta: float) -> float:
        if not isinstance(node, list):
            return sign * node
        v = -math.inf
        for child in node:
            v = max(v, -value(child, -sign, -beta, -alpha))
            if v >= beta:  # the player above will never let play come here
                return v
            alpha = max(alpha, v)
        return v

    return value(tree, 1, -math.inf, math.inf)
