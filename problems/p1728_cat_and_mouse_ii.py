"""1728. Cat and Mouse II (https://leetcode.com/problems/cat-and-mouse-ii/).

A grid of rows x cols cells: 'C' the cat, 'M' the mouse, 'F' the food, '.'
floor, '#' wall. The mouse moves first, then they alternate. A move jumps in
one of the four directions, up to `mouseJump` cells for the mouse and up to
`catJump` for the cat, or stays put (a jump of 0). A jump may not pass
through a wall or leave the grid; the mouse may jump over the cat.

- If the cat lands on the mouse's cell (or the mouse on the cat's), it wins.
- If the cat reaches the food first, the cat wins.
- If the mouse reaches the food first, the mouse wins.
- If the mouse cannot reach the food within 1000 turns, the cat wins.

Both play perfectly. Return true if the mouse can win.

    >>> memoized(grid=["####F", "#C...", "M...."], catJump=1, mouseJump=2)
    True
    >>> memoized(grid=["M.C...F"], catJump=1, mouseJump=4)
    True
    >>> memoized(grid=["M.C...F"], catJump=1, mouseJump=3)
    False

    Constraints: 1 <= rows, cols <= 8, grid[i][j] in "CMF.#", exactly one
    'C', one 'M' and one 'F', 1 <= catJump, mouseJump <= 8.

This is 913 Cat and Mouse on a grid: a position is (mouse's cell, cat's
cell, whose turn), at most 2c^2 of them for c open cells (c <= 64), and play
can go round in cycles, since either may stay put. The difference is what a
cycle means. In 913 a repeated position is a draw; here the clock decides:
after 1000 turns (a turn is one move, by either player) the cat has won.

Why retrograde analysis (`bottom_up`) needs no turn counter at all: it
colours positions from the ends backwards, and a position coloured "mouse
wins" at distance d is one where the mouse forces the food in exactly d
turns against the cat's longest defence. Whatever is never coloured the
mouse cannot force, so the cat wins it, as the clock says. The cap matters
only if a forced win took more than 1000 turns; the colouring knows each
win's length, so the chapter checks it rather than assumes it. It never
binds on a grid this size: a forced win never repeats a position (each move
gets strictly closer to the end), so it is shorter than the 2c^2 positions,
and the longest found on the grids tried here is far below 1000.

- `naive` and `alpha_beta` play the rules on the tree of games, the position
  history on the path: a repeat is a win for the cat. That is exact, for the
  same reason: a mouse that can force the food does so without repeating,
  and a cat that can hold out can keep the mouse from it forever.
- `memoized` counts the clock instead of the history: it memoizes
  (turns left, whose turn, mouse, cat), the cat winning when time runs out.
  It starts from min(1000, 2c^2) turns, which is exact: no forced win is
  longer than the positions there are. The caps many accepted solutions use
  instead (68 turns, or rows * cols) are too short on a maze that needs 71:
  tests/pitfalls/p1728_cat_and_mouse_ii.py.
- `bottom_up` is the retrograde colouring written out inline, as in 913.
- `generic` hands the rules as a `Game` to the shared retrograde solver.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from shared.engine.retrograde import WIN, retrograde

MAX_TURNS = 1000  # LeetCode's clock: after this many turns the cat has won
MOUSE_TURN, CAT_TURN = 0, 1
# a memo cell not yet filled; scores are +1 (mouse wins) and -1 (cat wins)
UNKNOWN = 2
# (mouse's cell, cat's cell, MOUSE_TURN or
# CAT_TURN), cells numbered as in `board`
Position = tuple[int, int, int]


class Board:
    """The grid's open cells, numbered row by row, with
    the cells each can jump to and where everyone starts."""

    def __init__(self, grid: list[str], catJump: int, mouseJump: int) -> None:
        # (row, col) -> cell number, for the cells that are not walls
        number: dict[tuple[int, int], int] = {}
        found: dict[str, int] = {}  # "C", "M", "F" -> cell number
        for r, line in enumerate(grid):
            for col, char in enumerate(line):
                if char != "#":
                    number[r, col] = len(number)
                    found[char] = number[r, col]
        self.cells = len(number)
        self.cat, self.mouse, self.food = found["C"], found["M"], found["F"]
        self.places = list(number)  # cell number -> (row, col)
        self.mouse_moves = [
            self._reach(number, r, c, mouseJump) for r, c in self.places
        ]
        self.cat_moves = [
            self._reach(number, r, c, catJump) for r, c in self.places
        ]

    @staticmethod
    def _reach(
        number: dict[tuple[int, int], int], r: int, c: int, jump: int
    ) -> list[int]:
        """The cells a jump of 0..jump in a straight
        line reaches from (r, c), staying put first."""
        reached = [number[r, c]]
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            for step in range(1, jump + 1):
                cell = number.get((r + dr * step, c + dc * step))
                if cell is None:  # a wall or the edge stops the jump
                    break
                reached.append(cell)
        return reached

    def winner(self, mouse: int, cat: int) -> int:
        """+1 if the mouse has won, -1 if the
        cat has, 0 while the game goes on."""
        if mouse == cat or cat == self.food:
            return -1
        return +1 if mouse == self.food else 0


def naive(grid: list[str], catJump: int, mouseJump: int) -> bool:
    """Minimax over every game, a repeat a win for the cat.
    Time O(c^(2c^2)), Space O(c^2), c = open cells."""
    # Each game is a path through at most 2c^2
    # positions, with at most 4 * 8 + 1 moves at each.
    b = Board(grid, catJump, mouseJump)
    on_path: set[Position] = set()

    def score(mouse: int, cat: int, turn: int) -> int:
        ended = b.winner(mouse, cat)
        if ended:
            return ended
        if (mouse, cat, turn) in on_path:
            # the position repeats: the mouse is getting
            # nowhere, and the clock is the cat's
            return -1
        on_path.add((mouse, cat, turn))
        if turn == MOUSE_TURN:
            best = -1
            for step in b.mouse_moves[mouse]:  # every move, even after a win
                best = max(best, score(step, cat, CAT_TURN))
        else:
            best = +1
            for step in b.cat_moves[cat]:
                best = min(best, score(mouse, step, MOUSE_TURN))
        on_path.remove((mouse, cat, turn))
        return best

    return score(b.mouse, b.cat, MOUSE_TURN) > 0


def distances(moves: list[list[int]], source: int) -> list[int]:
    """Fewest moves from source to every cell
    along `moves`; len(moves) where unreachable."""
    far = [len(moves)] * len(moves)
    far[source] = 0
    frontier = [source]
    while frontier:
        ahead = []
        for cell in frontier:
            for step in moves[cell]:
                if far[step] == len(moves):
                    far[step] = far[cell] + 1
                    ahead.append(step)
        frontier = ahead
    return far


def alpha_beta(grid: list[str], catJump: int, mouseJump: int) -> bool:
    """Alpha-beta minimax, a repeat a cat win, likely winners first.
    Time O(c^(2c^2)), Space O(c^2), c = open cells."""
    # With only two values, a cut is "stop at the first
    # winning move"; the order decides how soon it comes.
    # The mouse tries the cells nearest the food first,
    # the cat the cells nearest the food or the mouse.
    b = Board(grid, catJump, mouseJump)
    to_food = distances(b.mouse_moves, b.food)
    cat_to_food = distances(b.cat_moves, b.food)
    mouse_moves = [
        sorted(moves, key=lambda step: to_food[step]) for moves in b.mouse_moves
    ]
    on_path: set[Position] = set()

    def score(mouse: int, cat: int, turn: int, alpha: int, beta: int) -> int:
        ended = b.winner(mouse, cat)
        if ended:
            return ended
        if (mouse, cat, turn) in on_path:
            return -1
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
            for step in sorted(
                b.cat_moves[cat],
                key=lambda step: (step != mouse, cat_to_food[step]),
            ):
                best = min(best, score(mouse, step, MOUSE_TURN, alpha, beta))
                beta = min(beta, best)
                if alpha >= beta:
                    break
        on_path.remove((mouse, cat, turn))
        return best

    return score(b.mouse, b.cat, MOUSE_TURN, -1, +1) > 0


def memoized(grid: list[str], catJump: int, mouseJump: int) -> bool:
    """Minimax memoized on (turns left, turn, mouse, cat).
    Time O(c^4), Space O(c^4), c = open cells."""
    # The table has 2c^2 cells for each of the up to
    # 2c^2 + 1 clocks, each scanning at most 33 moves.
    b = Board(grid, catJump, mouseJump)
    c = b.cells
    # no forced win is longer than the 2c^2 positions: exact, and cheaper
    horizon = min(MAX_TURNS, 2 * c * c)
    # memo[2 * left + turn][mouse * c + cat]: the score with
    # `left` turns to go, or UNKNOWN (flat rows: cheap to make).
    memo = [[UNKNOWN] * (c * c) for _ in range(2 * (horizon + 1))]

    def score(mouse: int, cat: int, turn: int, left: int) -> int:
        ended = b.winner(mouse, cat)
        if ended:
            return ended
        if left == 0:
            return -1  # out of time: the cat wins
        known = memo[2 * left + turn][mouse * c + cat]
        if known != UNKNOWN:
            return known
        if turn == MOUSE_TURN:
            best = -1
            for step in b.mouse_moves[mouse]:
                best = max(best, score(step, cat, CAT_TURN, left - 1))
                # nothing beats a win: the other moves cannot change the value
                if best == +1:
                    break
        else:
            best = +1
            for step in b.cat_moves[cat]:
                best = min(best, score(mouse, step, MOUSE_TURN, left - 1))
                if best == -1:
                    break
        memo[2 * left + turn][mouse * c + cat] = best
        return best

    return score(b.mouse, b.cat, MOUSE_TURN, horizon) > 0


def bottom_up(grid: list[str], catJump: int, mouseJump: int) -> bool:
    """Retrograde analysis back from the ends, until the start.
    Time O(c^2), Space O(c^2), c = open cells."""
    # Each position is coloured at most once and then
    # looks at the at most 33 positions one move earlier.
    b = Board(grid, catJump, mouseJump)
    c = b.cells
    mouse_wins, cat_wins, open_ = +1, -1, 0  # the colours; open_: not known yet
    # colour[turn][mouse][cat], and turns[...]: how many
    # turns the game lasts from there with best play.
    colour = [[[open_] * c for _ in range(c)] for _ in (MOUSE_TURN, CAT_TURN)]
    turns = [[[0] * c for _ in range(c)] for _ in (MOUSE_TURN, CAT_TURN)]
    # unrefuted[turn][mouse][cat]: moves of the player to move not yet shown
    # to lose. Moves are symmetric (a jump from a to b can be made back from
    # b to a), so the positions one move earlier are found the same way.
    unrefuted = [
        [[len(b.mouse_moves[mouse])] * c for mouse in range(c)],
        [[len(b.cat_moves[cat]) for cat in range(c)] for _ in range(c)],
    ]
    ends: deque[Position] = deque()
    for mouse in range(c):
        for cat in range(c):
            ended = b.winner(mouse, cat)
            if ended:
                for turn in (MOUSE_TURN, CAT_TURN):
                    colour[turn][mouse][cat] = ended
                    ends.append((mouse, cat, turn))
    while ends and colour[MOUSE_TURN][b.mouse][b.cat] == open_:
        mouse, cat, turn = ends.popleft()
        winner, length = colour[turn][mouse][cat], turns[turn][mouse][cat] + 1
        # the cat moved here, from a cell it can jump back to
        if turn == MOUSE_TURN:
            for before in b.cat_moves[cat]:
                if colour[CAT_TURN][mouse][before] != open_:
                    continue
                unrefuted[CAT_TURN][mouse][before] -= 1
                if (
                    winner == cat_wins
                    or unrefuted[CAT_TURN][mouse][before] == 0
                ):
                    colour[CAT_TURN][mouse][before] = winner
                    turns[CAT_TURN][mouse][before] = length
                    ends.append((mouse, before, CAT_TURN))
        else:  # the mouse moved here
            for before in b.mouse_moves[mouse]:
                if colour[MOUSE_TURN][before][cat] != open_:
                    continue
                unrefuted[MOUSE_TURN][before][cat] -= 1
                if (
                    winner == mouse_wins
                    or unrefuted[MOUSE_TURN][before][cat] == 0
                ):
                    colour[MOUSE_TURN][before][cat] = winner
                    turns[MOUSE_TURN][before][cat] = length
                    ends.append((before, cat, MOUSE_TURN))
    # Never coloured: the mouse cannot force the food, so the clock
    # runs out for it. A forced win must also beat the clock; on
    # these grids it always does, but the rule is the rule.
    start = (MOUSE_TURN, b.mouse, b.cat)
    return (
        colour[start[0]][start[1]][start[2]] == mouse_wins
        and turns[start[0]][start[1]][start[2]] <= MAX_TURNS
    )


class CatAndMouseII:
    """The rules as a `shared.engine.game.Game` over
    positions (mouse, cat, turn), for the retrograde solver."""

    def __init__(self, b: Board) -> None:
        self.board = b

    def start(self) -> Position:
        return (self.board.mouse, self.board.cat, MOUSE_TURN)

    def to_move(self, state: Position) -> str:
        return "mouse" if state[2] == MOUSE_TURN else "cat"

    def actions(self, state: Position) -> Sequence[int]:
        mouse, cat, turn = state
        return (
            self.board.mouse_moves[mouse]
            if turn == MOUSE_TURN
            else self.board.cat_moves[cat]
        )

    def result(self, state: Position, move: int) -> Position:
        mouse, cat, turn = state
        return (
            (move, cat, CAT_TURN)
            if turn == MOUSE_TURN
            else (mouse, move, MOUSE_TURN)
        )

    def is_terminal(self, state: Position) -> bool:
        return self.board.winner(state[0], state[1]) != 0

    def utility(self, state: Position, player: str) -> float:
        mouse_score = self.board.winner(state[0], state[1])
        return mouse_score if player == "mouse" else -mouse_score


def generic(grid: list[str], catJump: int, mouseJump: int) -> bool:
    """The shared retrograde solver on the rules as a Game.
    Time O(c^2), Space O(c^2), c = open cells."""
    # It walks and stores every move between the up to
    # 2c^2 reachable positions, at most 33 from each.
    game = CatAndMouseII(Board(grid, catJump, mouseJump))
    verdict = retrograde(game, game.start()).verdict(game.start())
    return verdict.value == WIN and (verdict.plies or 0) <= MAX_TURNS
