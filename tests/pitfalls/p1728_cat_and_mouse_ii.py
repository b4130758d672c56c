"""1728 pitfall: a turn cap far below LeetCode's 1000, which its tests accept.

The usual top-down solution memoizes (turn, mouse, cat) and calls the game
for the cat once the turn counter reaches a cap. With the real cap, 1000,
the table has 1000 * 64 * 64 * 2 cells and times out in Python, so posted
solutions shrink it: "68 turns is enough", or rows * cols, or 2 * rows * cols.
The first two are guesses, and LeetCode's tests accept them. A forced win
can take longer: on the 8 x 8 maze pinned in the tests the mouse, one cell a
move, has to walk a winding corridor while the cat, starting behind it,
can only follow; the win takes 71 turns (36 by the mouse), and both caps
call it the cat's.

A sound cap is the number of positions, 2c^2 for c open cells (a forced win
never repeats one), or better, no cap at all: retrograde analysis (the
chapter's `bottom_up`) knows each win's length and never counts turns.
"""

from __future__ import annotations

from problems.p1728_cat_and_mouse_ii import Board


def capped(grid: list[str], catJump: int, mouseJump: int, cap: int) -> bool:
    """WRONG for small caps: memo over (turn, mouse, cat), the cat winning once `cap` turns are played."""
    b = Board(grid, catJump, mouseJump)
    memo: dict[tuple[int, int, int], bool] = {}

    def mouse_wins(turn: int, mouse: int, cat: int) -> bool:
        ended = b.winner(mouse, cat)
        if ended:
            return ended > 0
        if turn == cap:  # "nobody needs more turns than this": a guess
            return False
        key = (turn, mouse, cat)
        if key not in memo:
            if turn % 2 == 0:  # the mouse moves on even turns
                memo[key] = any(mouse_wins(turn + 1, step, cat) for step in b.mouse_moves[mouse])
            else:
                memo[key] = all(mouse_wins(turn + 1, mouse, step) for step in b.cat_moves[cat])
        return memo[key]

    return mouse_wins(0, b.mouse, b.cat)


def capped_at_68(grid: list[str], catJump: int, mouseJump: int) -> bool:
    """WRONG: the cap of 68 turns seen in accepted solutions."""
    return capped(grid, catJump, mouseJump, 68)


def capped_at_rows_times_cols(grid: list[str], catJump: int, mouseJump: int) -> bool:
    """WRONG: a cap of rows * cols turns, also accepted."""
    return capped(grid, catJump, mouseJump, len(grid) * len(grid[0]))
