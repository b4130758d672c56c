"""Connect Four players that look right and are not: each must fail the judge's floor for its idea."""

from __future__ import annotations

import random

from problems.connect_four_players import WIN, Board, evaluate, start


def greedy_misses_the_block(moves: str, width: int = 7, height: int = 6, budget: float = 1.0) -> int:
    """Wins at once when it can, else plays at random: the block is forgotten. Time O(w), Space O(w)."""
    board = start(moves, width, height)
    for col in board.winning_columns():
        return col + 1
    return random.Random(moves).choice(board.legal()) + 1


def side_blind_evaluation(board: Board) -> int:
    """The evaluation as the first player sees it, whoever is to move."""
    return evaluate(board) if board.moved % 2 == 0 else -evaluate(board)


def depth_limited_side_blind(moves: str, width: int = 7, height: int = 6, budget: float = 1.0, depth: int = 4) -> int:
    """Alpha-beta to a fixed depth whose leaves are scored for the first player. Time O(w^d), Space O(d)."""
    board = start(moves, width, height)

    def negamax(board: Board, depth: int, alpha: int, beta: int) -> int:
        if board.can_win():
            return WIN - board.moved
        if board.moved == board.cells - 1:
            return 0
        if depth == 0:
            return side_blind_evaluation(board)
        for col in board.legal():
            child = board.copy()
            child.play(col)
            alpha = max(alpha, -negamax(child, depth - 1, -beta, -alpha))
            if alpha >= beta:
                break
        return alpha

    for col in board.winning_columns():
        return col + 1
    best, alpha = board.legal()[0], -2 * WIN
    for col in board.legal():
        child = board.copy()
        child.play(col)
        score = -negamax(child, depth - 1, -2 * WIN, -alpha)
        if score > alpha:
            best, alpha = col, score
    return best + 1


def mcts_never_expands(moves: str, width: int = 7, height: int = 6, budget: float = 1.0) -> int:
    """UCT that selects and plays out but never adds the child it chose: the tree stays a root. Time O(p n)."""
    from problems.connect_four_players import EXPLORE, Clock, Node

    board = start(moves, width, height)
    deadline = Clock(budget)
    rng = random.Random(moves)
    root = Node(board.legal(), None)
    while not deadline.over():
        node, path, here = root, [root], board.copy()
        while not node.untried and node.children:
            col = node.select(EXPLORE)
            node = node.children[col]
            here.play(col)
            path.append(node)
        value = 0.5
        mover = here.moved % 2
        while here.moved < here.cells:
            col = rng.choice(here.legal())
            if here.wins_at(col):
                value = 1.0 if here.moved % 2 == mover else 0.0
                break
            here.play(col)
        for visited in reversed(path):
            visited.visits += 1
            visited.wins += 1 - value
            value = 1 - value
    if not root.children:
        return root.untried[-1] + 1
    return max(root.children.items(), key=lambda item: item[1].visits)[0] + 1
