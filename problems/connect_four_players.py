"""Connect Four players: choosing a move under a clock, one idea per variant.

The rules are Connect Four's (the c4 chapter states them): two players drop
stones in turn into the columns of an upright board `width` wide and
`height` high (7 x 6 by default); four of one player's stones in a row,
column or diagonal win; a full board without four is a draw. A position is
the columns played so far, 1-based, one digit each: `moves = "4453"`.

A solver answers what a position is worth; a player answers which column to
play now, within `budget` seconds, and returns it 1-based, as the move string
writes it. A perfect solver in Python needs minutes for an opening, so a
player that must answer in a second searches part of the tree and guesses
the rest. Each variant below adds one idea to the one before it:

    random_legal         any column that is not full
    greedy               + win at once if it can, else block the opponent's win
    depth_limited        + alpha-beta to a fixed depth over an evaluation
    iterative_deepening  + the same depth after depth until the clock runs out
    mcts                 another idea: random games from the position, counted
    mcts_solver          + games that stop once a short search knows their end
    hybrid               + the exact solver where the empty cells let it finish,
                           else a weak solve (win, draw or loss) of the
                           heuristic's move

    >>> greedy("445566")       # three in a row on the bottom: complete it
    3
    >>> greedy("44557")        # their 4 5 _ 7 on the bottom: block it
    6
    >>> depth_limited("4455")  # an open three in the making: both ends win
    3

The evaluation (depth_limited onwards) counts threats: an empty cell that
would complete four for one player. Allis showed that in Connect Four a
threat's row matters more than its number: when the board fills up with
nobody giving way, the first player gets the odd rows (1, 3, 5 from the
bottom) and the second the even rows, so a first player's threat on an odd
row tends to win the endgame by itself, and a second player's on an even
row. A deeper search cannot see this: on an opening with 30 empty cells the
threat decides the game some twenty plies beyond any horizon a second of
Python reaches. So the evaluation weights a threat on its owner's parity
several times one on the other parity, and the centre columns, which take
part in the most lines of four, a little.

A budget counts the player's own CPU time (`Clock`): on an idle machine that
is the wall time, and on a busy one a move is not weakened while it gets most
of a core, which is what lets the judge hold each idea to a floor of strength;
a move never runs past its budget in wall time, busy machine or not.

`kata bench bot` scores every player against the exact values: the share
of positions where its move keeps the outcome (win, draw or loss) and the
exact score, and a round-robin tournament (problems/README.md).
"""

from __future__ import annotations

import math
import random
import time
from typing import Self

from shared.engine.errors import InputError

MAX_WIDTH = 9  # a column is one digit
MAX_BITS = 64  # width * (height + 1): the boards Connect Four's chapter allows
WIN = 1000  # a won position's worth to the evaluation, above any threat count
DEPTH = 4  # depth_limited's fixed depth, in plies
# The share of the budget a clocked player plans to use: the rest pays for
# setting up and answering.
SAFETY = 0.8
# The share of the budget in wall time past which a move stops, however little
# CPU it got.
WALL = 0.9


def clock() -> float:
    """The player's own CPU time, in seconds: a budget counts its thinking,
    not a busy machine's waits."""
    return time.thread_time()


class Clock:
    """A move's deadline: `share` of the budget in the player's CPU time, and
    never past WALL of it in wall time.

    CPU time makes a move as strong on a busy machine as on an idle one; the
    cap in wall time keeps the promise to whoever waits for the move when the
    machine is too busy for both.
    """

    def __init__(self, budget: float, share: float = SAFETY) -> None:
        self.share = share
        self.cpu = clock() + share * budget
        self.wall = time.perf_counter() + WALL * budget

    def over(self) -> bool:
        """Has the move's time run out?"""
        return clock() > self.cpu or time.perf_counter() > self.wall

    def left(self) -> float:
        """The budget not yet spent, in seconds, by the stricter clock."""
        return max(
            0.0,
            min(
                (self.cpu - clock()) / self.share,
                (self.wall - time.perf_counter()) / WALL,
            ),
        )


class OutOfTimeError(Exception):
    """The clock ran out inside a search: the caller keeps what it had."""


class Board:
    """A position as two bitboards, Pons-style: `mask` holds every stone,
    `current` the mover's.

    Column c owns bits c*(height+1) .. c*(height+1) + height - 1, plus one
    empty bit on top so that no line of four runs from one column into the
    next.
    """

    def __init__(self, width: int, height: int) -> None:
        if (
            not 1 <= width <= MAX_WIDTH
            or height < 1
            or width * (height + 1) > MAX_BITS
        ):
            raise InputError(
                f"board {width} x {height} not allowed: width 1-{MAX_WIDTH},"
                f" height >= 1, width*(height+1) <= {MAX_BITS}"
            )
        self.width, self.height = width, height
        self.cells = width * height
        h1 = height + 1
        self.bottom = [1 << (c * h1) for c in range(width)]
        self.top = [1 << (c * h1 + height - 1) for c in range(width)]
        self.column = [((1 << height) - 1) << (c * h1) for c in range(width)]
        self.full = sum(self.column)
        self.bottom_row = sum(self.bottom)
        # Rows 1, 3, 5 ... counted from the bottom: where the first player's
        # threats count (Allis).
        self.odd_rows = sum(self.bottom_row << r for r in range(0, height, 2))
        self.even_rows = self.full ^ self.odd_rows
        # Centre first: 3 2 4 1 5 0 6 on 7 columns.
        self.order = [
            width // 2 + (1 - 2 * (i % 2)) * (i + 1) // 2 for i in range(width)
        ]
        # The centre weight: a stone in the middle column counts twice, one
        # beside it once.
        self.middle = self.column[width // 2]
        self.inner = sum(
            self.column[c]
            for c in range(max(0, width // 2 - 1), min(width, width // 2 + 2))
        )
        # Up a column, along a row, the two diagonals.
        self.shifts = (1, h1, height, height + 2)
        self.current = self.mask = self.moved = 0

    def can_play(self, col: int) -> bool:
        """Has column col (0-based) room for a stone?"""
        return not self.mask & self.top[col]

    def legal(self) -> list[int]:
        """The columns with room, centre first."""
        return [c for c in self.order if not self.mask & self.top[c]]

    def play(self, col: int) -> None:
        """Drop the mover's stone in column col; the opponent moves next."""
        self.current ^= self.mask
        self.mask |= self.mask + self.bottom[col]
        self.moved += 1

    def copy(self) -> Self:
        """Another board in the same position."""
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        return twin

    def four(self, stones: int) -> bool:
        """Do these stones hold four in a row?"""
        for s in self.shifts:
            pairs = stones & (stones >> s)
            if pairs & (pairs >> 2 * s):
                return True
        return False

    def lines_through(self) -> dict[int, list[int]]:
        """Each cell's bit -> the lines of four that pass through it, each as
        the bits of its four cells."""
        cells = [c for c in range(self.full.bit_length()) if self.full >> c & 1]
        lines: dict[int, list[int]] = {1 << cell: [] for cell in cells}
        for cell in cells:
            for s in self.shifts:
                for first in range(max(cell % s, cell - 3 * s), cell + 1, s):
                    line = sum(1 << (first + k * s) for k in range(4))
                    if line & self.full == line:
                        lines[1 << cell].append(line)
        return lines

    def wins_at(self, col: int) -> bool:
        """Would the mover connect four by playing column col?"""
        return self.four(
            self.current | ((self.mask + self.bottom[col]) & self.column[col])
        )

    def threats(self, stones: int, mask: int) -> int:
        """The empty cells (of `mask`'s board) where these stones would complete
        four: open and split threes."""
        h = self.height
        r = (stones << 1) & (stones << 2) & (stones << 3)  # three stacked below
        for s in (h + 1, h, h + 2):
            pair = (stones << s) & (stones << 2 * s)
            r |= pair & (stones << 3 * s)
            r |= pair & (stones >> s)
            pair = (stones >> s) & (stones >> 2 * s)
            r |= pair & (stones << s)
            r |= pair & (stones >> 3 * s)
        return r & (self.full ^ mask)

    def playable(self) -> int:
        """The cells where a stone lands now, one per open column."""
        return (self.mask + self.bottom_row) & self.full

    def can_win(self) -> int:
        """The cells where the mover connects four at once (0: none)."""
        return self.threats(self.current, self.mask) & self.playable()

    def winning_columns(self) -> list[int]:
        """The columns where the mover connects four at once, centre first."""
        wins = self.can_win()
        return [c for c in self.order if wins & self.column[c]]

    def blocking_columns(self) -> list[int]:
        """The columns where the opponent connects four unless the mover
        blocks."""
        theirs = self.threats(self.current ^ self.mask, self.mask)
        theirs &= self.playable()
        return [c for c in self.order if theirs & self.column[c]]


def start(moves: str, width: int, height: int) -> Board:
    """The board after the moves, or InputError naming the first move the rules
    refuse (a win ends the game)."""
    board = Board(width, height)
    for i, digit in enumerate(moves):
        where = f"move {i + 1} ({digit!r})"
        if not "1" <= digit <= "9" or int(digit) > width:
            raise InputError(
                f"moves: {where} is not a column: columns are 1 to {width}"
            )
        col = int(digit) - 1
        if not board.can_play(col):
            raise InputError(
                f"moves: {where} overfills column {digit},"
                f" which holds {height} stones"
            )
        if board.wins_at(col):
            raise InputError(
                f"moves: {where} wins: a player needs a game still going"
            )
        board.play(col)
    if board.moved == board.cells:
        raise InputError(
            "moves: the board is full: a player needs an empty cell"
        )
    return board


def evaluate(board: Board) -> int:
    """The position's worth to the player to move: threats on their owner's rows
    count most, then the centre."""
    mine, theirs = board.current, board.current ^ board.mask
    # The player to move is the first player when an even number of stones is
    # down: odd rows are theirs.
    my_rows, their_rows = (
        (board.odd_rows, board.even_rows)
        if board.moved % 2 == 0
        else (board.even_rows, board.odd_rows)
    )
    my_threats = board.threats(mine, board.mask)
    their_threats = board.threats(theirs, board.mask)
    score = 8 * (my_threats & my_rows).bit_count()
    score -= 8 * (their_threats & their_rows).bit_count()
    score += 3 * (my_threats & their_rows).bit_count()
    score -= 3 * (their_threats & my_rows).bit_count()
    for centre in (board.middle, board.inner):
        score += (mine & centre).bit_count() - (theirs & centre).bit_count()
    return score


def random_legal(
    moves: str, width: int = 7, height: int = 6, budget: float = 1.0
) -> int:
    """A random column that is not full. Time O(w), Space O(w), w = width."""
    board = start(moves, width, height)
    return random.Random(moves).choice(board.legal()) + 1


def greedy(
    moves: str, width: int = 7, height: int = 6, budget: float = 1.0
) -> int:
    """Win at once if it can, else block the win of the opponent, else random.
    Time O(w), Space O(w), w = width."""
    board = start(moves, width, height)
    for col in board.winning_columns() or board.blocking_columns():
        return col + 1
    return random.Random(moves).choice(board.legal()) + 1


def depth_limited(
    moves: str,
    width: int = 7,
    height: int = 6,
    budget: float = 1.0,
    depth: int = DEPTH,
) -> int:
    """Alpha-beta to a fixed depth over the threat evaluation.
    Time O(w^d), Space O(d), w = width, d = depth."""
    # Inside `depth` plies a win is seen exactly, scored WIN minus the stones
    # played (a sooner win scores more, a later loss less); past them the
    # evaluation guesses, from the mover's side.
    board = start(moves, width, height)

    def negamax(board: Board, depth: int, alpha: int, beta: int) -> int:
        if board.can_win():
            return WIN - board.moved
        if board.moved == board.cells - 1:
            return 0  # the last stone cannot make four: a draw
        if depth == 0:
            return evaluate(board)
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


def iterative_deepening(
    moves: str, width: int = 7, height: int = 6, budget: float = 1.0
) -> int:
    """Alpha-beta one ply deeper each time until the clock stops it.
    Time O(b), Space O(b), b = positions in budget."""
    # Each depth's search stores every position's best column, and the next,
    # deeper one tries it first: alpha-beta cuts most when the best move comes
    # first, so the re-searched shallow plies cost little. The clock stops a
    # search in the middle; the last finished depth's move stands.
    board = start(moves, width, height)
    deadline = Clock(budget)
    best_first: dict[int, int] = {}  # position key -> its last best column
    explored = 0

    def negamax(board: Board, depth: int, alpha: int, beta: int) -> int:
        nonlocal explored
        explored += 1
        if explored % 64 == 0 and deadline.over():
            raise OutOfTimeError
        if board.can_win():
            return WIN - board.moved
        if board.moved == board.cells - 1:
            return 0  # the last stone cannot make four: a draw
        if depth == 0:
            return evaluate(board)
        key = board.current + board.mask
        order = board.legal()
        if key in best_first:
            order.remove(best_first[key])
            order.insert(0, best_first[key])
        best = order[0]
        for col in order:
            child = board.copy()
            child.play(col)
            score = -negamax(child, depth - 1, -beta, -alpha)
            if score > alpha:
                best, alpha = col, score
                if alpha >= beta:
                    break
        best_first[key] = best
        return alpha

    for col in board.winning_columns():
        return col + 1
    move = board.legal()[0]
    for depth in range(1, board.cells - board.moved + 1):
        try:
            score = negamax(board, depth, -2 * WIN, 2 * WIN)
        except OutOfTimeError:
            break
        # Not there when one cell is left: nothing to choose.
        move = best_first.get(board.current + board.mask, move)
        if abs(score) >= WIN - board.cells:
            # a win or a loss is proven: deeper searches only see it again
            break
    return move + 1


# UCT's weight on the less-tried child: sqrt(2) in theory, but fewer tries of
# the weaker columns buy more here. Against iterative_deepening at 0.05 s, 60
# games from 30 seeded openings (seed 2000), colours swapped: 0.25, 0.35, 0.5,
# 0.7, 1.0 and 1.4 scored 18, 23.5, 28, 27, 24 and 21 points.
EXPLORE = 0.5
# mcts_solver's weight: its playouts are more often right, so a child's few
# tries say more and a wider search pays (1.0 keeps 31 of the 33 decisive
# openings at 0.25 s, 0.5 keeps 28).
SOLVER_EXPLORE = 1.0
# Rounds of MCTS between two looks at the clock, which costs as much as a few
# playout moves.
ROUNDS = 16


class Node:
    """A position in the search tree: its visits, and the wins of the player who
    moved into it."""

    __slots__ = (
        "children",
        "end",
        "mean",
        "spread",
        "untried",
        "visits",
        "wins",
    )

    def __init__(self, untried: list[int], end: float | None) -> None:
        self.children: dict[int, Node] = {}
        self.untried = untried  # columns not yet expanded
        # The result for the player to move here when the game is over.
        self.end = end
        self.visits = 0
        self.wins = 0.0
        # wins / visits and 1 / sqrt(visits), kept as a round passes: select()
        # reads them for every child on every round.
        self.mean = self.spread = 0.0

    def select(self, explore: float) -> int:
        """The column of the child with the highest UCT bound: its win rate,
        plus `explore` times more the less it has been tried."""
        # The same for every child: computed once.
        scale = explore * math.sqrt(math.log(self.visits))
        bound = max(
            self.children.items(),
            key=lambda item: item[1].mean + scale * item[1].spread,
        )
        return bound[0]


def mcts(
    moves: str, width: int = 7, height: int = 6, budget: float = 1.0
) -> int:
    """UCT tree search over random playouts.
    Time O(p n), Space O(p), p = playouts in budget, n = empty cells."""
    # Each round walks down the tree by the UCT bound, adds one child, plays
    # random moves from it to the end, and counts the result on the way back up
    # (1 win, 1/2 draw, 0 loss). The column played is the one visited most: the
    # search goes where the wins are. The playout is the inner loop, and the
    # more playouts the surer the counts: it plays on the two players' stones
    # as plain integers, keeps the open columns in one list and checks only
    # the lines of four through the stone just dropped, so a random move costs
    # a few integer operations and no new object.
    board = start(moves, width, height)
    deadline = Clock(budget)
    rand = random.Random(moves).random
    bottom, column, top = board.bottom, board.column, board.top
    order, lines = board.order, board.lines_through()

    def children(mask: int) -> list[int]:
        # Popped from the end: the centre, which takes part in the most lines,
        # is tried first.
        return [c for c in reversed(order) if not mask & top[c]]

    def playout(current: int, mask: int) -> float:
        """Random moves to the end: 1 if the player to move now wins, 1/2 a
        draw, 0 a loss."""
        cols = [c for c in range(width) if not mask & top[c]]
        mine, theirs = current, current ^ mask
        result = 1.0  # the first player to move's result if the mover now wins
        while cols:
            i = int(rand() * len(cols))
            col = cols[i]
            stone = (mask + bottom[col]) & column[col]
            mask |= stone
            mine |= stone
            for line in lines[stone]:
                if mine & line == line:
                    return result
            mine, theirs, result = theirs, mine, 1.0 - result
            if stone & top[col]:  # full: the last open column takes its place
                cols[i] = cols[-1]
                cols.pop()
        return 0.5

    root = Node(children(board.mask), None)
    rounds = 0
    while rounds % ROUNDS or not deadline.over():
        rounds += 1
        node, path, current, mask = root, [root], board.current, board.mask
        while not node.untried and node.children:
            col = node.select(EXPLORE)
            node = node.children[col]
            current, mask = current ^ mask, mask | (mask + bottom[col])
            path.append(node)
        if node.untried:
            col = node.untried.pop()
            stone = (mask + bottom[col]) & column[col]
            won = board.four(current | stone)
            current, mask = current ^ mask, mask | stone
            full = mask == board.full
            node.children[col] = node = Node(
                [] if won or full else children(mask),
                0.0 if won else 0.5 if full else None,
            )
            path.append(node)
        value = node.end if node.end is not None else playout(current, mask)
        for visited in reversed(path):
            value = 1 - value  # for the player who moved into it
            visited.visits += 1
            visited.wins += value
            visited.mean = visited.wins / visited.visits
            visited.spread = visited.visits**-0.5
    if not root.children:
        return root.untried[-1] + 1
    return max(root.children.items(), key=lambda item: item[1].visits)[0] + 1


def mcts_solver(
    moves: str, width: int = 7, height: int = 6, budget: float = 1.0
) -> int:
    """UCT whose playouts stop where a one-ply search knows the end.
    Time O(p n w), Space O(p), as mcts, w = width."""
    # A random playout misses a win in one half the time, so it reports the
    # wrong result of many positions whose end a glance shows: a mover who can
    # connect four has won; one facing two of the opponent's wins has lost; one
    # facing a single win must block it. Stopping there makes each playout a
    # little dearer and much more often right; a tree node that glance settles
    # is an end of the tree, counted the same on every visit.
    board = start(moves, width, height)
    deadline = Clock(budget)
    rng = random.Random(moves)
    bottom, column, top = board.bottom, board.column, board.top
    threats, bottom_row, full = board.threats, board.bottom_row, board.full

    def known(current: int, mask: int) -> float | None:
        """The mover's result when a glance settles it: 1 a win in one, 0 two
        wins to block, 1/2 a full board."""
        playable = (mask + bottom_row) & full
        if threats(current, mask) & playable:
            return 1.0
        forced = threats(current ^ mask, mask) & playable
        if forced.bit_count() > 1:
            return 0.0  # two wins to block: one stays open
        if mask == full:
            return 0.5
        return None

    def blocks(current: int, mask: int) -> list[int]:
        forced = threats(current ^ mask, mask) & (mask + bottom_row) & full
        return [c for c in range(width) if forced & column[c]]

    def children(current: int, mask: int) -> list[int]:
        cols = blocks(current, mask) or [
            c for c in range(width) if not mask & top[c]
        ]
        rng.shuffle(cols)
        return cols

    def playout(current: int, mask: int) -> float:
        """Random moves, a forced block when one is due, until a glance knows
        the end: the first mover's result."""
        cols = [c for c in range(width) if not mask & top[c]]
        result = 1.0  # the first player to move's result if the mover now wins
        while True:  # known(), with the opponent's wins kept for the block
            playable = (mask + bottom_row) & full
            if threats(current, mask) & playable:
                return result
            forced = threats(current ^ mask, mask) & playable
            if forced.bit_count() > 1:
                return 1.0 - result
            if mask == full:
                return 0.5
            col = (
                next(c for c in cols if forced & column[c])
                if forced
                else cols[int(rng.random() * len(cols))]
            )
            stone = (mask + bottom[col]) & column[col]
            current, mask, result = current ^ mask, mask | stone, 1.0 - result
            if stone & top[col]:
                cols.remove(col)

    if known(board.current, board.mask) == 1.0:
        return board.winning_columns()[0] + 1
    root = Node(children(board.current, board.mask), None)
    rounds = 0
    while rounds % ROUNDS or not deadline.over():
        rounds += 1
        node, path, current, mask = root, [root], board.current, board.mask
        while not node.untried and node.children:
            col = node.select(SOLVER_EXPLORE)
            node = node.children[col]
            current, mask = current ^ mask, mask | (mask + bottom[col])
            path.append(node)
        if node.untried:
            col = node.untried.pop()
            current, mask = current ^ mask, mask | (mask + bottom[col])
            end = known(current, mask)
            node.children[col] = node = Node(
                [] if end is not None else children(current, mask), end
            )
            path.append(node)
        value = node.end if node.end is not None else playout(current, mask)
        for visited in reversed(path):
            value = 1 - value  # for the player who moved into it
            visited.visits += 1
            visited.wins += value
            visited.mean = visited.wins / visited.visits
            visited.spread = visited.visits**-0.5
    if not root.children:
        return root.untried[-1] + 1
    return max(root.children.items(), key=lambda item: item[1].visits)[0] + 1


def hybrid(
    moves: str, width: int = 7, height: int = 6, budget: float = 1.0
) -> int:
    """Exact when the empty cells allow, else a weak solve of
    iterative_deepening's move. Time O(b), Space O(b)."""
    # How long a perfect solve takes grows with the empty cells, about 1.5 times
    # a cell (the c4 chapter's null_window), so the empty cells say beforehand
    # whether it fits (`solvable`). A few cells past that edge the heuristic
    # guesses in a fifth of the budget, and a weak solve (win, draw or loss
    # only, which is all keeping the outcome needs, and far cheaper) spends the
    # rest proving the guess, replacing a guess it proves lost, or finding a win
    # the guess missed. Further out it would never finish: the heuristic gets
    # the whole budget.
    board = start(moves, width, height)
    deadline = Clock(budget)
    if solvable(board, budget, SOLVABLE):
        try:
            return Solver(board, Clock(budget / 2)).best_move() + 1
        except OutOfTimeError:
            pass
    if not solvable(board, budget, WEAK_SOLVABLE):
        return iterative_deepening(moves, width, height, deadline.left())
    guess = iterative_deepening(moves, width, height, GUESS * deadline.left())
    guess -= 1
    return Solver(board, deadline).keeping_move(guess) + 1


# Empty cells the exact solver finishes within a fraction of a second on
# 7 x 6 (kata bench bot).
SOLVABLE = 24
# Empty cells the weak solve finishes within a second often enough to be worth
# trying.
WEAK_SOLVABLE = 32
# How many more empty cells twice the time lets a solver finish.
CELLS_PER_DOUBLING = 2
# The share of hybrid's budget the heuristic guesses in, before a weak solve.
GUESS = 0.2


def solvable(board: Board, budget: float, cells: int) -> bool:
    """Can a solver that finishes `cells` empty cells in a second be expected to
    finish within budget?"""
    reach = cells + CELLS_PER_DOUBLING * math.log2(max(budget, 1e-3))
    return board.cells - board.moved <= reach


class Solver:
    """Pons' perfect solver (his parts 5 to 10) on a clock, raising
    OutOfTimeError past the deadline (None: none).

    Negamax over null windows with a table of upper bounds, never a move that
    lets the opponent win at once, and moves ordered by the wins-in-one they
    create. Scores are the c4 chapter's: a win with the k-th stone on the board
    scores (cells + 2 - k) // 2.
    """

    def __init__(self, board: Board, deadline: Clock | None = None) -> None:
        self.board = board
        # keeping_move's outcome when it proved one: 1 win, 0 draw, -1 loss
        self.proven: int | None = None
        cells, full, bottom_row = board.cells, board.full, board.bottom_row
        # Positions searched so far, as Pons counts them to compare his ideas.
        self.explored = 0
        # position key -> an upper bound its search proved, kept between
        # searches
        upper: dict[int, int] = {}

        def non_losing(current: int, mask: int) -> int:
            """The cells the mover may play without letting the opponent win at
            once (0: none)."""
            possible = (mask + bottom_row) & full
            theirs = board.threats(current ^ mask, mask)
            forced = possible & theirs
            if forced:
                if forced.bit_count() > 1:
                    return 0  # two wins to block
                possible = forced
            return possible & ~(theirs >> 1)  # not under a win of theirs

        def negamax(
            current: int, mask: int, moved: int, alpha: int, beta: int
        ) -> int:
            self.explored += 1
            if (
                self.explored % 64 == 0
                and deadline is not None
                and deadline.over()
            ):
                raise OutOfTimeError
            possible = non_losing(current, mask)
            if not possible:
                # The opponent wins with their next stone.
                return -((cells - moved) // 2)
            if moved >= cells - 2:
                return 0
            low = -((cells - 2 - moved) // 2)
            if alpha < low:
                alpha = low
                if alpha >= beta:
                    return alpha
            high = min(
                (cells - 1 - moved) // 2, upper.get(current + mask, cells)
            )
            if beta > high:
                beta = high
                if alpha >= beta:
                    return beta
            # (minus the wins-in-one it makes, centre rank, the move)
            tried: list[tuple[int, int, int]] = []
            for col in board.order:
                move = possible & board.column[col]
                if move:
                    made = board.threats(current | move, mask | move)
                    tried.append((-made.bit_count(), len(tried), move))
            tried.sort()
            for _, _, move in tried:
                score = -negamax(
                    current ^ mask, mask | move, moved + 1, -beta, -alpha
                )
                if score >= beta:
                    return score
                alpha = max(alpha, score)
            upper[current + mask] = alpha
            return alpha

        self.non_losing, self.negamax = non_losing, negamax

    def score(self, current: int, mask: int, moved: int) -> int:
        """The exact score for the player to move, bisected by null windows
        probing near 0 first."""
        board, cells = self.board, self.board.cells
        if moved == cells:
            return 0
        playable = (mask + board.bottom_row) & board.full
        if board.threats(current, mask) & playable:
            # A win at once: the search assumes there is none.
            return (cells + 1 - moved) // 2
        low, high = -((cells - moved) // 2), (cells + 1 - moved) // 2
        while low < high:
            probe = low + (high - low) // 2
            if probe <= 0 and int(low / 2) < probe:
                probe = int(low / 2)
            elif probe >= 0 and int(high / 2) > probe:
                probe = int(high / 2)
            found = self.negamax(current, mask, moved, probe, probe + 1)
            if found <= probe:
                high = found
            else:
                low = found
        return low

    def best_move(self) -> int:
        """A column (0-based) of the best exact score: the position's score
        first, then a move that keeps it."""
        board = self.board
        wins = board.winning_columns()
        if wins:
            return wins[0]
        current, mask, moved = board.current, board.mask, board.moved
        score = self.score(current, mask, moved)
        possible = self.non_losing(current, mask)
        for col in board.order:
            move = possible & board.column[col]
            child = current ^ mask, mask | move, moved + 1
            if move and -self.negamax(*child, -score, -score + 1) >= score:
                return col
        return board.legal()[0]  # every move loses at once

    def keeping_move(self, guess: int) -> int:
        """A column (0-based) proven to keep the outcome, or as near as the
        clock allows, trying `guess` first.

        A weak solve: only win, draw or loss, so every search has the window
        -1..1 and cuts far more than the exact score's bisection. Each move
        proven to lose is dropped for the next in order; when the clock runs
        out, the best move proven so far stands, else the one being searched
        (guess first: it is the heuristic's choice).
        """
        board = self.board
        wins = board.winning_columns()
        self.proven = 1 if wins else None
        if wins:
            return wins[0]
        current, mask, moved = board.current, board.mask, board.moved
        possible = self.non_losing(current, mask)
        order = [guess] + [c for c in board.order if c != guess]
        safe = [c for c in order if possible & board.column[c]]
        if not safe:
            self.proven = -1
            # Every move loses at once.
            return guess if board.can_play(guess) else board.legal()[0]
        best, alpha = safe[0], -1
        try:
            for col in safe:
                if alpha < 0 and col != best:
                    # The moves before it are proven lost: this one may not.
                    best = col
                move = possible & board.column[col]
                score = -self.negamax(
                    current ^ mask, mask | move, moved + 1, -1, -alpha
                )
                if score >= 1:
                    self.proven = 1
                    return col
                if score > alpha:
                    best, alpha = col, score
        except OutOfTimeError:
            return best
        # Every move searched: a draw at best (0), or every one lost (-1).
        self.proven = alpha
        return best

    def scores(self) -> list[int | None]:
        """Each column's exact score for the player to move (Pons' `-a`), None
        for a full column."""
        board = self.board
        found: list[int | None] = []
        for col in range(board.width):
            if not board.can_play(col):
                found.append(None)
            elif board.wins_at(col):
                found.append((board.cells + 1 - board.moved) // 2)
            else:
                move = (board.mask + board.bottom[col]) & board.column[col]
                child = board.current ^ board.mask, board.mask | move
                found.append(-self.score(*child, board.moved + 1))
        return found
