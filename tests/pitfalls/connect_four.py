"""Connect Four pitfalls: a table that forgets it holds bounds, and a win scored one stone late.

- Exact table: `memoized` storing what a pruned search returned as the
  position's score, and returning it on the next visit. A search that failed
  low returns alpha, a bound; met again with another window, the position
  answers that bound as if it were its value.
- Off by one: a win scored (cells - moved) // 2 instead of (cells + 1 - moved) // 2
  (counting the stones before the winning one). Where an odd number of cells
  is empty the win looks one stone later than it is, and the loss one earlier.
"""

from __future__ import annotations

from collections.abc import Callable

from problems.connect_four import center_first, replay


def _solver(exact_table: bool, win_offset: int) -> Callable[..., int]:
    """`memoized` with one of the two slips switched on."""

    def solve(moves: str, width: int = 7, height: int = 6) -> int:
        cells = width * height
        order = center_first(width)
        h1 = height + 1
        bottom = [1 << (c * h1) for c in range(width)]
        top = [1 << (c * h1 + height - 1) for c in range(width)]
        column = [((1 << height) - 1) << (c * h1) for c in range(width)]
        shifts = (1, h1, height, height + 2)
        current = mask = 0
        for col in replay(moves, width, height):
            current ^= mask
            mask |= mask + bottom[col]
        table: dict[int, int] = {}

        def negamax(current: int, mask: int, moved: int, alpha: int, beta: int) -> int:
            if moved == cells:
                return 0
            for col in range(width):
                if not mask & top[col]:
                    stones = current | ((mask + bottom[col]) & column[col])
                    for shift in shifts:
                        pairs = stones & (stones >> shift)
                        if pairs & (pairs >> 2 * shift):
                            return (cells + win_offset - moved) // 2
            key = current + mask
            if exact_table and key in table:
                return table[key]  # the bug: a bound answered as the score
            most = (cells - 1 - moved) // 2
            if key in table:
                most = min(most, table[key])
            if beta > most:
                beta = most
                if alpha >= beta:
                    return beta
            for col in order:
                if not mask & top[col]:
                    score = -negamax(current ^ mask, mask | (mask + bottom[col]), moved + 1, -beta, -alpha)
                    if score >= beta:
                        return score
                    alpha = max(alpha, score)
            table[key] = alpha
            return alpha

        return negamax(current, mask, len(moves), -cells, cells)

    return solve


exact_table = _solver(exact_table=True, win_offset=1)
exact_table.__doc__ = "WRONG: memoized, but a table hit returns the stored bound as the exact score."
win_one_late = _solver(exact_table=False, win_offset=0)
win_one_late.__doc__ = "WRONG: memoized, with a win scored (cells - moved) // 2, one stone late on odd empties."
