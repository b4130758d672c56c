"""913 Cat and Mouse: the two shortcuts most published solutions take, and why they are wrong.

Both are written plainly, the way they are usually posted, and both are
right on LeetCode's two examples. The counterexamples below were found by
trying every graph, smallest first (tests/test_p0913_cat_and_mouse.py pins
them); the right answers come from the variants in
problems/p0913_cat_and_mouse.py, which agree with the literal rules.

1. `draw_on_revisit`: a memoized search that writes "draw" into the memo
   when it enters a position, so that running into the position again, on
   a cycle, reads as a draw. That draw is a fact about one path: the
   position was still being worked out. The memo keeps it, and every value
   computed from it, as a fact about the position, and another path that
   meets the position later trusts it. It is right on every graph with up
   to 5 nodes and first fails on 6: on [[2],[3,4],[0,5],[1,4],[1,3,5],[2,4]]
   the cat wins in 6 moves, and it says draw. (44 of the 26,640 valid 6-node
   graphs fail, none with fewer than 6 edges, and this is the first of the
   6-edge ones in order; what it answers depends on the order of the
   neighbour lists, here ascending.) On the 11-node graph
   [[6],[4],[9],[5],[1,5],[3,4,6],[0,5,10],[8,9,10],[7],[2,7],[6,7]] the
   mouse wins in 7, and it says draw again.

2. `draw_after_2n_moves`: a memoized search over (moves made, mouse, cat)
   that calls the game a draw once 2n moves have been made, checked before
   the winner. The bound is a guess: the longest forced win can be longer.
   It is exact on every graph with up to 7 nodes (the longest forced wins
   there take 1, 3, 5, 8 and 12 moves for n = 3..7) and first fails on 8,
   where forced wins take up to 17 moves. Of the 8-node graphs, 240 with 11
   edges hold a cat win in 16 moves (= 2n: the limit is checked before the
   winner, so even a win on move 2n is lost) and 120 with 16 edges a mouse
   win in 17. The first of each in order are pinned in the tests:
   [[3],[3,4,5],[3,6],[0,1,2,7],[1,5,6],[1,4,7],[2,4,7],[3,5,6]] (cat in 16)
   and [[2,3,4],[3,5,6,7],[0,3,5,6],[0,1,2,4,5],[0,3,6,7],[1,2,3,7],
   [1,2,4,7],[1,4,5,6]] (mouse in 17); it calls both draws. A correct bound
   is the number of non-terminal positions, 2(n-1)(n-2), since a forced win
   never repeats a position (see `memoized` in the problem module).
"""

from __future__ import annotations

from problems.p0913_cat_and_mouse import CAT_START, CAT_TURN, CAT_WIN, DRAW, HOLE, MOUSE_START, MOUSE_TURN, MOUSE_WIN


def draw_on_revisit(graph: list[list[int]]) -> int:
    """WRONG: a memo that marks a position a draw while it is being explored, and keeps what follows from that."""
    memo: dict[tuple[int, int, int], int] = {}

    def result(mouse: int, cat: int, turn: int) -> int:
        if mouse == HOLE:
            return MOUSE_WIN
        if mouse == cat:
            return CAT_WIN
        key = (mouse, cat, turn)
        if key in memo:
            return memo[key]
        memo[key] = DRAW  # "we are on a cycle if we come back here": true of this path only
        if turn == MOUSE_TURN:
            outcome = CAT_WIN
            for step in graph[mouse]:
                found = result(step, cat, CAT_TURN)
                if found == MOUSE_WIN:
                    outcome = MOUSE_WIN
                    break
                if found == DRAW:
                    outcome = DRAW
        else:
            outcome = MOUSE_WIN
            for step in graph[cat]:
                if step == HOLE:
                    continue
                found = result(mouse, step, MOUSE_TURN)
                if found == CAT_WIN:
                    outcome = CAT_WIN
                    break
                if found == DRAW:
                    outcome = DRAW
        memo[key] = outcome
        return outcome

    return result(MOUSE_START, CAT_START, MOUSE_TURN)


def draw_after_2n_moves(graph: list[list[int]]) -> int:
    """WRONG: a memo over (moves made, mouse, cat) that calls the game a draw after 2n moves."""
    n = len(graph)
    memo: dict[tuple[int, int, int], int] = {}

    def result(moves: int, mouse: int, cat: int) -> int:
        if moves == 2 * n:  # "nobody needs more than 2n moves": not so
            return DRAW
        if mouse == HOLE:
            return MOUSE_WIN
        if mouse == cat:
            return CAT_WIN
        key = (moves, mouse, cat)
        if key in memo:
            return memo[key]
        if moves % 2 == 0:  # the mouse moves first
            outcome = CAT_WIN
            for step in graph[mouse]:
                found = result(moves + 1, step, cat)
                if found == MOUSE_WIN:
                    outcome = MOUSE_WIN
                    break
                if found == DRAW:
                    outcome = DRAW
        else:
            outcome = MOUSE_WIN
            for step in graph[cat]:
                if step == HOLE:
                    continue
                found = result(moves + 1, mouse, step)
                if found == CAT_WIN:
                    outcome = CAT_WIN
                    break
                if found == DRAW:
                    outcome = DRAW
        memo[key] = outcome
        return outcome

    return result(0, MOUSE_START, CAT_START)
