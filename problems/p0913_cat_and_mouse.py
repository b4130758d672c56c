"""913. Cat and Mouse (https://leetcode.com/problems/cat-and-mouse/).

Two players share an undirected graph: `graph[a]` lists the nodes joined to
node a. The mouse starts at node 1 and moves first, the cat starts at node 2,
and there is a hole at node 0. They take turns, and each turn the player to
move must travel along one edge. The cat may never enter the hole.

- If the mouse reaches the hole, the mouse wins.
- If the cat ever occupies the mouse's node, the cat wins.
- If a position repeats (both on the same nodes as before, the same player
  to move), the game is a draw.

Both play perfectly. Return 1 if the mouse
wins, 2 if the cat wins, 0 for a draw.

    >>> memoized(graph=[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]])
    0
    >>> memoized(graph=[[1,3],[0],[3],[0,2]])
    1

    Constraints: 3 <= n <= 50 (n = len(graph)), 1 <= len(graph[i]) < n,
    0 <= graph[i][j] < n, graph[i][j] != i, no duplicates in graph[i],
    the graph is undirected (symmetric), and the mouse and the cat can move.

Here n may go past LeetCode's 50: `bottom_up` answers n = 200 in well under
a second.

Why this one is hard: a position is (mouse, cat, player to move), and play
can cycle through positions. Whether revisiting a position is a draw depends
on the path that led there, so a position's value is not a function of the
position alone until the whole game is solved, and the usual memo breaks.

- `naive` and `alpha_beta` play the rules literally: they carry the set of
  positions on the current path and call a repeat a draw. Exact, and
  exponential in the number of positions. naive needs at most 23,935 nodes
  on any of the 723 valid 5-node graphs, and some 6-node graphs take a
  hundred times more. alpha_beta lives on its move order: it tries the
  mouse's moves nearest the hole first and the cat's nearest the mouse;
  in the order the lists come in, it can take as long as naive.
- `memoized` replaces the history by a move budget: with k moves left and no
  winner yet, call it a draw. That is exact once k is at least the longest
  forced win, and no forced win is longer than the number of non-terminal
  positions, 2(n-1)(n-2): the winner's line gets strictly closer to the end
  every move, so it never visits a position twice. It starts from the round
  2n^2 moves, which is more. The famous budget of 2n
  moves is too short from n = 8 on (forced wins of 16 and 17 moves), and
  the draw-on-revisit memo is wrong from n = 6 on: both are kept, named and
  tested, in tests/pitfalls/p0913_cat_and_mouse.py.
- `bottom_up` is retrograde analysis: colour the positions whose winner is
  known (the mouse in the hole, the cat on the mouse), then work backwards.
  A position is won for the player to move once one move reaches a position
  they win; it is lost once every move has been shown to reach a position
  the opponent wins, so each position counts its moves not yet refuted.
  Whatever is never coloured is a draw. That is the rules' answer too: a
  winner who follows the colouring gets strictly closer to the end with each
  move, so no position repeats before it wins, and a side that can draw
  keeps play among uncoloured positions until one repeats. Positions are
  settled in order of how soon the game ends from them, and the sweep stops
  once the start is settled; only a draw needs all of it. The colouring is
  written out inline, with tables indexed by node, because a reader should
  see the whole algorithm in one function and because plain lists are what
  make n = 200 fast.
- `generic` is the same analysis done by the shared solver
  (`shared.engine.retrograde`) on the rules as a `Game`: slower (it first walks
  every position forward and stores every move as a Python object), but it
  serves any finite game with cycles, and it also knows how long the forced
  win is and how it is played, which `--explain` prints.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from shared.engine.retrograde import DRAW as DRAWN
from shared.engine.retrograde import LOSS, WIN, retrograde

HOLE, MOUSE_START, CAT_START = 0, 1, 2
MOUSE_TURN, CAT_TURN = 0, 1
DRAW, MOUSE_WIN, CAT_WIN = 0, 1, 2  # LeetCode's answers
# The searches score a game from the mouse's side, so
# the mouse maximizes: cat win < draw < mouse win.
ANSWER = {+1: MOUSE_WIN, 0: DRAW, -1: CAT_WIN}
UNKNOWN = 2  # a memo cell not yet filled: no score is 2

# (mouse's node, cat's node, MOUSE_TURN or CAT_TURN)
Position = tuple[int, int, int]
START: Position = (MOUSE_START, CAT_START, MOUSE_TURN)


def positions(n: int) -> int:
    """How many non-terminal positions n nodes have:
    mouse and cat apart, off the hole, either to move."""
    return 2 * (n - 1) * (n - 2)


def naive(graph: list[list[int]]) -> int:
    """Minimax over every game, a repeated position ending it in a draw.
    Time O(n^(2n^2)), Space O(n^2), n = nodes."""
    # Each game is a path through at most 2(n-1)(n-2)
    # positions, with fewer than n moves at each.
    on_path: set[Position] = set()

    def score(mouse: int, cat: int, turn: int) -> int:
        if mouse == HOLE:
            return +1
        if mouse == cat:
            return -1
        if (mouse, cat, turn) in on_path:
            return 0  # the position repeats: a draw
        on_path.add((mouse, cat, turn))
        if turn == MOUSE_TURN:
            best = -1
            for step in graph[mouse]:  # every move, even after a win
                best = max(best, score(step, cat, CAT_TURN))
        else:
            best = +1
            for step in graph[cat]:
                if step != HOLE:
                    best = min(best, score(mouse, step, MOUSE_TURN))
        on_path.remove((mouse, cat, turn))
        return best

    return ANSWER[score(MOUSE_START, CAT_START, MOUSE_TURN)]


def steps_from(graph: list[list[int]], source: int, *, cat: bool) -> list[int]:
    """Breadth-first distances from source, never entering
    the hole if cat; len(graph) where unreachable."""
    far = [len(graph)] * len(graph)
    far[source] = 0
    frontier = [source]
    while frontier:
        ahead = []
        for node in frontier:
            for step in graph[node]:
                if far[step] == len(graph) and not (cat and step == HOLE):
                    far[step] = far[node] + 1
                    ahead.append(step)
        frontier = ahead
    return far


def alpha_beta(graph: list[list[int]]) -> int:
    """Alpha-beta minimax, a repeat a draw, likely winners first.
    Time O(n^(2n^2)), Space O(n^2), n = nodes."""
    # Pruning pays only if good moves come first: the mouse tries the
    # nodes nearest the hole, the cat the nodes nearest the mouse. Ties
    # go to the lower node, so the order of the neighbour lists does not
    # matter; in the order given, some 7-node graphs take 10^8 nodes.
    n = len(graph)
    to_hole = steps_from(graph, HOLE, cat=False)
    # the cat's distances
    to_node = [steps_from(graph, node, cat=True) for node in range(n)]
    mouse_moves = [
        sorted(graph[mouse], key=lambda step: (to_hole[step], step))
        for mouse in range(n)
    ]
    on_path: set[Position] = set()

    def score(mouse: int, cat: int, turn: int, alpha: int, beta: int) -> int:
        if mouse == HOLE:
            return +1
        if mouse == cat:
            return -1
        if (mouse, cat, turn) in on_path:
            return 0
        on_path.add((mouse, cat, turn))
        if turn == MOUSE_TURN:
            best = -1
            for step in mouse_moves[mouse]:
                best = max(best, score(step, cat, CAT_TURN, alpha, beta))
                alpha = max(alpha, best)
                # the cat has something at least this good elsewhere
                if alpha >= beta:
                    break
        else:
            best = +1
            near = to_node[mouse]
            for step in sorted(graph[cat], key=lambda step: (near[step], step)):
                if step != HOLE:
                    best = min(
                        best, score(mouse, step, MOUSE_TURN, alpha, beta)
                    )
                    beta = min(beta, best)
                    if alpha >= beta:
                        break
        on_path.remove((mouse, cat, turn))
        return best

    return ANSWER[score(MOUSE_START, CAT_START, MOUSE_TURN, -1, +1)]


def memoized(graph: list[list[int]]) -> int:
    """Minimax memoized on (moves left, turn, mouse, cat).
    Time O(n^3 e), Space O(n^4), n = nodes, e = edges."""
    # Not naive plus a table, as elsewhere: naive's score depends on the
    # path (a repeat is a draw), so no table keyed on the position alone
    # is sound. The move budget stands in for the path (see above).
    # The table has 2n^2 cells for each of the 2n^2 + 1 move
    # budgets; summed over one budget's cells, the moves scanned
    # are 2n * 2e. Allocating the table is itself O(n^4).
    n = len(graph)
    # no forced win is longer than the 2(n-1)(n-2) non-terminal positions
    horizon = 2 * n * n
    # memo[left][turn][mouse][cat]: the score
    # with `left` moves to go, or UNKNOWN.
    memo = [
        [[[UNKNOWN] * n for _ in range(n)] for _ in (MOUSE_TURN, CAT_TURN)]
        for _ in range(horizon + 1)
    ]

    def score(mouse: int, cat: int, turn: int, left: int) -> int:
        if mouse == HOLE:
            return +1
        if mouse == cat:
            return -1
        if left == 0:
            return 0  # nobody can force a win any more: a draw
        known = memo[left][turn][mouse][cat]
        if known != UNKNOWN:
            return known
        if turn == MOUSE_TURN:
            best = -1
            for step in graph[mouse]:
                best = max(best, score(step, cat, CAT_TURN, left - 1))
                # nothing beats a win: the other moves cannot change the value
                if best == +1:
                    break
        else:
            best = +1
            for step in graph[cat]:
                if step != HOLE:
                    best = min(best, score(mouse, step, MOUSE_TURN, left - 1))
                    if best == -1:
                        break
        memo[left][turn][mouse][cat] = best
        return best

    return ANSWER[score(MOUSE_START, CAT_START, MOUSE_TURN, horizon)]


def bottom_up(graph: list[list[int]]) -> int:
    """Retrograde analysis back from the ends, until the start.
    Time O(n e), Space O(n^2), n = nodes, e = edges."""
    # Each position is coloured at most once and then looks at the
    # positions one move earlier: over all positions (mouse, cat)
    # that is 2n * 2e looks. With e <= n(n-1)/2, at most O(n^3).
    n = len(graph)
    # colour[turn][mouse][cat]: MOUSE_WIN or CAT_WIN once
    # known; DRAW while not, and for good at the end.
    colour = [[[DRAW] * n for _ in range(n)] for _ in (MOUSE_TURN, CAT_TURN)]
    # unrefuted[turn][mouse][cat]: moves of the
    # player to move not yet shown to lose.
    cat_moves = [
        sum(1 for step in graph[cat] if step != HOLE) for cat in range(n)
    ]
    unrefuted = [
        [[len(graph[mouse])] * n for mouse in range(n)],
        [list(cat_moves) for _ in range(n)],
    ]
    ends: deque[Position] = deque()
    for cat in range(1, n):
        for turn in (MOUSE_TURN, CAT_TURN):
            colour[turn][HOLE][cat] = MOUSE_WIN
            colour[turn][cat][cat] = CAT_WIN
            ends.extend(((HOLE, cat, turn), (cat, cat, turn)))
    start = colour[MOUSE_TURN][MOUSE_START]
    while ends and start[CAT_START] == DRAW:
        mouse, cat, turn = ends.popleft()
        winner = colour[turn][mouse][cat]
        # Every position one move earlier: its player either
        # wins by moving here, or has one move fewer left.
        if turn == MOUSE_TURN:  # the cat moved here, from a neighbour
            for before in graph[cat]:
                if before == HOLE or colour[CAT_TURN][mouse][before] != DRAW:
                    continue
                unrefuted[CAT_TURN][mouse][before] -= 1
                if winner == CAT_WIN or unrefuted[CAT_TURN][mouse][before] == 0:
                    colour[CAT_TURN][mouse][before] = winner
                    ends.append((mouse, before, CAT_TURN))
        else:  # the mouse moved here, from a neighbour
            for before in graph[mouse]:
                if colour[MOUSE_TURN][before][cat] != DRAW:
                    continue
                unrefuted[MOUSE_TURN][before][cat] -= 1
                if (
                    winner == MOUSE_WIN
                    or unrefuted[MOUSE_TURN][before][cat] == 0
                ):
                    colour[MOUSE_TURN][before][cat] = winner
                    ends.append((before, cat, MOUSE_TURN))
    return start[CAT_START]


# The Game adapter stays in the chapter because a variant
# reads it: `generic` hands these rules to the shared solver.
class CatAndMouse:
    """The rules as a `shared.engine.game.Game`
    over positions (mouse, cat, turn).

    It has cycles, so it is for solvers that colour them draws
    (`shared.engine.retrograde`); a tree search on it would never
    return. `WithHistory` in its tests is the one for tree searches.
    """

    def __init__(self, graph: list[list[int]]) -> None:
        self.graph = graph

    def to_move(self, state: Position) -> str:
        return "mouse" if state[2] == MOUSE_TURN else "cat"

    def actions(self, state: Position) -> Sequence[int]:
        mouse, cat, turn = state
        if turn == MOUSE_TURN:
            return self.graph[mouse]
        return [step for step in self.graph[cat] if step != HOLE]

    def result(self, state: Position, move: int) -> Position:
        mouse, cat, turn = state
        return (
            (move, cat, CAT_TURN)
            if turn == MOUSE_TURN
            else (mouse, move, MOUSE_TURN)
        )

    def is_terminal(self, state: Position) -> bool:
        return state[0] == HOLE or state[0] == state[1]

    def utility(self, state: Position, player: str) -> float:
        winner = "mouse" if state[0] == HOLE else "cat"
        return 1 if player == winner else -1


def generic(graph: list[list[int]]) -> int:
    """The shared retrograde solver on the rules as a Game.
    Time O(n e), Space O(n e), n = nodes, e = edges."""
    # It walks and stores every move between the up to
    # 2n^2 positions: 2n * 2e of them, O(n^3) at most.
    solved = retrograde(CatAndMouse(graph), START)
    return {WIN: MOUSE_WIN, LOSS: CAT_WIN, DRAWN: DRAW}[solved.value(START)]
