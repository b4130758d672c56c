"""Connect Four: from plain minimax to a perfect solver, one idea per variant.

Two players drop stones in turn into the columns of an upright board
`width` wide and `height` high (7 x 6 by default); a stone falls to the
lowest free cell of its column. Four of one player's stones in a row,
column, or diagonal win; a full board without four is a draw.

A position is the sequence of columns played so far, 1-based, one digit
each (Pascal Pons' notation): `moves = "4453"` is four stones on a 7-wide
board, the first in the middle column. Any board with width <= 9 and
width * (height + 1) <= 64 is allowed (the bitboards below use height + 1
bits a column, and small boards make the tests exact).

The answer is the position's score for the player to move, both sides
playing perfectly, winning as soon as possible and losing as late as
possible. A draw scores 0. A win scores (width * height + 2 - k) // 2, k
the number of stones on the board once the winning stone is played; a loss
scores minus the winner's score. On 7 x 6 a win with one's s-th stone
scores 22 - s. With `moved` stones on the board and `cells` = width *
height, the player to move scores (cells + 1 - moved) // 2 by winning at
once, and no position scores outside +-(cells + 1 - moved) // 2.

Its third stone in column 3 or 6 gives the first player an open three on
the bottom row, and its fourth stone wins (22 - 4):

>>> lower_bounds("4455")
18
>>> lower_bounds("44455554221")
-15
>>> lower_bounds("", 4, 4), lower_bounds("", 5, 4)  # draws, as Tromp's
(0, 0)

Pons' `4453` scores -2 (the opponent wins with its 20th stone), which takes
`lower_bounds` minutes, past the budget of `kata solve`; the tests check it
under --slow.

The board part below is what every variant shares, as Pons' `Position`
class is: the checks of a move string, the board as columns of stones
(`naive` to `ordered`) and as two integers (`bitboard` on). Every search
variant walks the tree with one nested function, `negamax`, whose calls are
the explored positions that `kata solve --json` and `kata bench` count (Pons
counts the same way). Each variant adds one idea to the one before it, as
in Pons' tutorial "Solving Connect 4" (parts 2 to 12), and `kata show c4
--diff A B` shows that idea alone; `kata bench c4` measures what each idea
buys on seeded position sets.
"""

from __future__ import annotations

import gc
from array import array
from collections.abc import Callable

from shared.engine.errors import InputError

# The board, shared by every variant -------------------------------------------

MAX_WIDTH = 9  # a column is one digit
# width * (height + 1): what Pons' 64-bit
# bitboards hold; kept for the same positions
MAX_BITS = 64
# fixed_table's slots: the prime just above 2^23, as Pons' table
TABLE_SLOTS = 8_388_617


def check_board(width: int, height: int) -> None:
    """Refuse a board the rules exclude, in one line."""
    if (
        not 1 <= width <= MAX_WIDTH
        or height < 1
        or width * (height + 1) > MAX_BITS
    ):
        raise InputError(
            f"board {width} x {height} not allowed: width 1-{MAX_WIDTH}, "
            f"height >= 1, width*(height+1) <= {MAX_BITS}"
        )


def makes_four(grid: list[list[int]], col: int, player: int) -> bool:
    """Would `player` connect four by dropping a stone
    in column `col` of `grid` (columns, bottom up)?"""
    row = len(grid[col])
    # column, row, the two diagonals
    for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):
        run = 1
        for sign in (1, -1):
            c, r = col + sign * dc, row + sign * dr
            while (
                0 <= c < len(grid)
                and 0 <= r < len(grid[c])
                and grid[c][r] == player
            ):
                run += 1
                c, r = c + sign * dc, r + sign * dr
        if run >= 4:
            return True
    return False


def replay(moves: str, width: int, height: int) -> list[int]:
    """The moves as 0-based columns, or InputError naming
    the first move the rules refuse (a win ends the game)."""
    check_board(width, height)
    grid: list[list[int]] = [[] for _ in range(width)]
    played: list[int] = []
    for i, digit in enumerate(moves):
        where = f"move {i + 1} ({digit!r})"
        if not "1" <= digit <= "9" or int(digit) > width:
            raise InputError(
                f"moves: {where} is not a column: columns are 1 to {width}"
            )
        col = int(digit) - 1
        if len(grid[col]) == height:
            raise InputError(
                f"moves: {where} overfills column {digit}, "
                f"which holds {height} stones"
            )
        if makes_four(grid, col, i % 2):
            if i + 1 < len(moves):
                raise InputError(
                    f"moves: move {i + 2} ({moves[i + 1]!r}) comes after "
                    f"move {i + 1} won the game"
                )
            raise InputError(
                f"moves: {where} wins: "
                "a position to score has no four on the board"
            )
        grid[col].append(i % 2)
        played.append(col)
    return played


def center_first(width: int) -> list[int]:
    """The columns, 0-based, from the middle
    outwards: 3 2 4 1 5 0 6 on 7 columns."""
    return [width // 2 + (1 - 2 * (i % 2)) * (i + 1) // 2 for i in range(width)]


def prime_at_least(n: int) -> int:
    """The smallest prime >= n: a table's number
    of slots, so that keys spread over them."""
    while n < 2 or any(n % d == 0 for d in range(2, int(n**0.5) + 1)):
        n += 1
    return n


def stacked(moves: str, width: int, height: int) -> list[list[int]]:
    """The board after `moves` as its columns' stones,
    bottom up: 0 the first player's, 1 the second's."""
    grid: list[list[int]] = [[] for _ in range(width)]
    for i, col in enumerate(replay(moves, width, height)):
        grid[col].append(i % 2)
    return grid


def can_win_now(grid: list[list[int]], height: int, player: int) -> bool:
    """Can `player` complete four with one stone?"""
    return any(
        len(stones) < height and makes_four(grid, col, player)
        for col, stones in enumerate(grid)
    )


class Position:
    """The board as two integers, Pons' bitboard,
    with the masks that play and test a move.

    Column c owns bits c*(height+1) to c*(height+1) + height - 1, plus one
    bit on top that stays empty, so that no line runs from one column into
    the next. `mask` holds every stone, `current` the stones of the player to
    move. Playing column c adds mask's lowest empty bit there, `(mask +
    bottom[c]) & column[c]`, and the opponent's stones, `current ^ mask`,
    become the stones to move. `current + mask` names a position uniquely:
    the tables' key.
    """

    def __init__(self, moves: str, width: int = 7, height: int = 6) -> None:
        h1 = height + 1  # bits per column: its cells and the empty one on top
        self.cells, self.moved, self.order = (
            width * height,
            len(moves),
            center_first(width),
        )
        self.bottom = [1 << (c * h1) for c in range(width)]
        self.top = [1 << (c * h1 + height - 1) for c in range(width)]
        self.column = [((1 << height) - 1) << (c * h1) for c in range(width)]
        self.bottom_row, self.board = sum(self.bottom), sum(self.column)
        self.bits = width * h1  # a key is below 2^bits
        # along a row and the two diagonals (a column's is 1)
        self.lines = (h1, height, height + 2)
        self.current = self.mask = 0
        for col in replay(moves, width, height):
            self.current ^= self.mask
            self.mask |= self.mask + self.bottom[col]

    def spots(self, stones: int, mask: int) -> int:
        """The empty cells where `stones` would complete
        four: three of them in line with the cell."""
        # three below the cell
        found = (stones << 1) & (stones << 2) & (stones << 3)
        # three in line on either side, or two on one side and one on the other
        for shift in self.lines:
            pair = (stones << shift) & (stones << 2 * shift)
            found |= pair & ((stones << 3 * shift) | (stones >> shift))
            pair = (stones >> shift) & (stones >> 2 * shift)
            found |= pair & ((stones >> 3 * shift) | (stones << shift))
        return found & (self.board ^ mask)

    def can_win_now(self, current: int, mask: int) -> bool:
        """Can the player to move, holding
        `current`, complete four with one stone?"""
        return bool(self.spots(current, mask) & (mask + self.bottom_row))


# The variants, one idea each --------------------------------------------------


def naive(moves: str, width: int = 7, height: int = 6) -> int:
    """Negamax over every line of play.
    Time O(4^n), Space O(n), n = empty cells."""
    # The game ends at a win, so a position where the player to
    # move can complete four is scored at once; otherwise every
    # column is tried and every line is followed to its end.
    cells = width * height
    grid = stacked(moves, width, height)

    def negamax(moved: int) -> int:
        if moved == cells:
            return 0  # a full board without four
        if can_win_now(grid, height, moved % 2):
            return (cells + 1 - moved) // 2
        best = -cells
        for col in range(width):
            if len(grid[col]) < height:
                grid[col].append(moved % 2)
                best = max(best, -negamax(moved + 1))
                grid[col].pop()
        return best

    return negamax(len(moves))


def alpha_beta(moves: str, width: int = 7, height: int = 6) -> int:
    """Negamax in an alpha-beta window clipped to the score's bounds.
    Time O(2.5^n), Space O(n), n = empty cells."""
    # A child whose score reaches beta ends the search
    # of its parent, which the opponent will avoid.
    # The rules bound every score: a player who cannot win with this
    # stone wins at best with the next one, (cells - 1 - moved) //
    # 2, so beta shrinks to that and a window it empties is cut.
    cells = width * height
    grid = stacked(moves, width, height)

    def negamax(moved: int, alpha: int, beta: int) -> int:
        if moved == cells:
            return 0  # a full board without four
        if can_win_now(grid, height, moved % 2):
            return (cells + 1 - moved) // 2
        # no win with this stone: at best with the next one
        most = (cells - 1 - moved) // 2
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        for col in range(width):
            if len(grid[col]) < height:
                grid[col].append(moved % 2)
                score = -negamax(moved + 1, -beta, -alpha)
                grid[col].pop()
                if score >= beta:
                    return score
                alpha = max(alpha, score)
        return alpha

    return negamax(len(moves), -cells, cells)


def ordered(moves: str, width: int = 7, height: int = 6) -> int:
    """Alpha-beta trying the centre columns first.
    Time O(2^n), Space O(n), n = empty cells."""
    # A central stone takes part in more lines of four than
    # an edge one, so the best move is usually central;
    # alpha-beta cuts most when the best move comes first.
    cells = width * height
    order = center_first(width)
    grid = stacked(moves, width, height)

    def negamax(moved: int, alpha: int, beta: int) -> int:
        if moved == cells:
            return 0  # a full board without four
        if can_win_now(grid, height, moved % 2):
            return (cells + 1 - moved) // 2
        # no win with this stone: at best with the next one
        most = (cells - 1 - moved) // 2
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        for col in order:
            if len(grid[col]) < height:
                grid[col].append(moved % 2)
                score = -negamax(moved + 1, -beta, -alpha)
                grid[col].pop()
                if score >= beta:
                    return score
                alpha = max(alpha, score)
        return alpha

    return negamax(len(moves), -cells, cells)


def bitboard(moves: str, width: int = 7, height: int = 6) -> int:
    """Ordered alpha-beta on two integers, four found by shifts.
    Time O(2^n), Space O(n), n = empty cells."""
    # The position is two integers (Position): a move is one
    # addition and a test for four a few shifts of the whole board,
    # where the lists took a loop per cell. Same tree as `ordered`,
    # each position several times cheaper to make and test.
    p = Position(moves, width, height)

    def negamax(
        current: int, mask: int, moved: int, alpha: int, beta: int
    ) -> int:
        if moved == p.cells:
            return 0  # a full board without four
        if p.can_win_now(current, mask):
            return (p.cells + 1 - moved) // 2
        # no win with this stone: at best with the next one
        most = (p.cells - 1 - moved) // 2
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        for col in p.order:
            if not mask & p.top[col]:
                score = -negamax(
                    current ^ mask,
                    mask | (mask + p.bottom[col]),
                    moved + 1,
                    -beta,
                    -alpha,
                )
                if score >= beta:
                    return score
                alpha = max(alpha, score)
        return alpha

    return negamax(p.current, p.mask, p.moved, -p.cells, p.cells)


def memoized(moves: str, width: int = 7, height: int = 6) -> int:
    """Alpha-beta with a table of upper bounds.
    Time O(1.5^n), Space O(1.5^n), n = empty cells."""
    # Many move orders reach the same position (4 then 5 then 3, or 3
    # then 5 then 4). A search that fails low proved only that the score
    # is at most alpha, not what it is, so the table keeps that upper
    # bound and a later visit narrows its beta with it. Storing it as
    # the exact score would be wrong (tests/pitfalls/connect_four.py); a
    # cut, which proves a lower bound, is not stored here.
    p = Position(moves, width, height)
    # position key -> a proven upper bound on its score
    upper: dict[int, int] = {}

    def negamax(
        current: int, mask: int, moved: int, alpha: int, beta: int
    ) -> int:
        if moved == p.cells:
            return 0  # a full board without four
        if p.can_win_now(current, mask):
            return (p.cells + 1 - moved) // 2
        key = current + mask
        # no win with this stone: at best with the next one
        most = (p.cells - 1 - moved) // 2
        if key in upper:
            most = min(most, upper[key])
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        for col in p.order:
            if not mask & p.top[col]:
                score = -negamax(
                    current ^ mask,
                    mask | (mask + p.bottom[col]),
                    moved + 1,
                    -beta,
                    -alpha,
                )
                if score >= beta:
                    return score
                alpha = max(alpha, score)
        upper[key] = alpha
        return alpha

    return negamax(p.current, p.mask, p.moved, -p.cells, p.cells)


def null_window(moves: str, width: int = 7, height: int = 6) -> int:
    """Memoized alpha-beta bisecting the score by null windows.
    Time O(1.5^n), Space O(1.5^n), n = empty cells."""
    # A window (probe, probe + 1) only asks "is the score above probe?", and
    # a narrow window cuts far more than a wide one. Each answer halves the
    # range of scores still possible, and the table, kept between probes,
    # lets each probe reuse what the ones before proved. Probing near 0 first
    # (then near the range's ends) settles the many even positions soonest.
    p = Position(moves, width, height)
    # position key -> a proven upper bound on its score
    upper: dict[int, int] = {}

    def negamax(
        current: int, mask: int, moved: int, alpha: int, beta: int
    ) -> int:
        if moved == p.cells:
            return 0  # a full board without four
        if p.can_win_now(current, mask):
            return (p.cells + 1 - moved) // 2
        key = current + mask
        # no win with this stone: at best with the next one
        most = (p.cells - 1 - moved) // 2
        if key in upper:
            most = min(most, upper[key])
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        for col in p.order:
            if not mask & p.top[col]:
                score = -negamax(
                    current ^ mask,
                    mask | (mask + p.bottom[col]),
                    moved + 1,
                    -beta,
                    -alpha,
                )
                if score >= beta:
                    return score
                alpha = max(alpha, score)
        upper[key] = alpha
        return alpha

    low, high = -((p.cells - p.moved) // 2), (p.cells + 1 - p.moved) // 2
    while low < high:
        probe = low + (high - low) // 2
        if probe <= 0 and int(low / 2) < probe:
            probe = int(low / 2)
        elif probe >= 0 and int(high / 2) > probe:
            probe = int(high / 2)
        score = negamax(p.current, p.mask, p.moved, probe, probe + 1)
        if score <= probe:
            high = score
        else:
            low = score
    return low


def no_losing_moves(moves: str, width: int = 7, height: int = 6) -> int:
    """Null windows, never playing a move lost at once.
    Time O(1.5^n), Space O(1.5^n), n = empty cells."""
    # If the player to move can win at once, that is the answer (checked
    # once, before the search; inside it no position offers an immediate
    # win, because no move ever leaves one). Otherwise a move that lets
    # the opponent complete four next turn is never worth a search:
    # where the opponent already has a spot we can play, we must block
    # it (two such spots: lost next turn), and we never play just under
    # one of their spots. A position with a safe move cannot be lost
    # before the opponent's second stone from now, which raises alpha.
    p = Position(moves, width, height)
    # position key -> a proven upper bound on its score
    upper: dict[int, int] = {}

    def negamax(
        current: int, mask: int, moved: int, alpha: int, beta: int
    ) -> int:
        # The player to move cannot win at once (see above).
        # where the opponent would complete four
        theirs = p.spots(current ^ mask, mask)
        playable = (mask + p.bottom_row) & p.board
        forced = playable & theirs
        if forced:
            if forced & (forced - 1):
                # two spots to block: lost with their next stone
                return -((p.cells - moved) // 2)
            playable = forced
        playable &= ~(theirs >> 1)  # a stone under their spot lets them play it
        if not playable:
            return -((p.cells - moved) // 2)
        if moved >= p.cells - 2:
            # a safe move, and at most one stone after it that cannot win
            return 0
        key = current + mask
        # a safe move: not lost before their second stone
        least = -((p.cells - 2 - moved) // 2)
        if alpha < least:
            alpha = least
            if alpha >= beta:
                return alpha
        # no win with this stone: at best with the next one
        most = (p.cells - 1 - moved) // 2
        if key in upper:
            most = min(most, upper[key])
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        for col in p.order:
            move = playable & p.column[col]
            if move:
                score = -negamax(
                    current ^ mask, mask | move, moved + 1, -beta, -alpha
                )
                if score >= beta:
                    return score
                alpha = max(alpha, score)
        upper[key] = alpha
        return alpha

    if p.can_win_now(p.current, p.mask):
        return (p.cells + 1 - p.moved) // 2
    low, high = -((p.cells - p.moved) // 2), (p.cells + 1 - p.moved) // 2
    while low < high:
        probe = low + (high - low) // 2
        if probe <= 0 and int(low / 2) < probe:
            probe = int(low / 2)
        elif probe >= 0 and int(high / 2) > probe:
            probe = int(high / 2)
        score = negamax(p.current, p.mask, p.moved, probe, probe + 1)
        if score <= probe:
            high = score
        else:
            low = score
    return low


def threat_order(moves: str, width: int = 7, height: int = 6) -> int:
    """Safe moves tried by the spots of four they make.
    Time O(1.5^n), Space O(1.5^n), n = empty cells."""
    # A move that leaves many cells where one more stone would complete four
    # tends to be strong: each such spot constrains the opponent. Counting
    # them costs a few shifts per move, and trying the best-looking move
    # first is what lets alpha-beta cut; ties keep the centre-first order.
    p = Position(moves, width, height)
    # position key -> a proven upper bound on its score
    upper: dict[int, int] = {}

    def negamax(
        current: int, mask: int, moved: int, alpha: int, beta: int
    ) -> int:
        # The player to move cannot win at once (see no_losing_moves).
        # where the opponent would complete four
        theirs = p.spots(current ^ mask, mask)
        playable = (mask + p.bottom_row) & p.board
        forced = playable & theirs
        if forced:
            if forced & (forced - 1):
                # two spots to block: lost with their next stone
                return -((p.cells - moved) // 2)
            playable = forced
        playable &= ~(theirs >> 1)  # a stone under their spot lets them play it
        if not playable:
            return -((p.cells - moved) // 2)
        if moved >= p.cells - 2:
            # a safe move, and at most one stone after it that cannot win
            return 0
        key = current + mask
        # a safe move: not lost before their second stone
        least = -((p.cells - 2 - moved) // 2)
        if alpha < least:
            alpha = least
            if alpha >= beta:
                return alpha
        # no win with this stone: at best with the next one
        most = (p.cells - 1 - moved) // 2
        if key in upper:
            most = min(most, upper[key])
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        several = playable & (playable - 1)
        # one move: nothing to order
        ranked = [] if several else [(0, 0, playable)]
        for rank, col in enumerate(p.order if several else ()):
            move = playable & p.column[col]
            if move:
                ranked.append(
                    (
                        p.spots(current | move, mask | move).bit_count(),
                        -rank,
                        move,
                    )
                )
        ranked.sort(reverse=True)
        for _, _, move in ranked:
            score = -negamax(
                current ^ mask, mask | move, moved + 1, -beta, -alpha
            )
            if score >= beta:
                return score
            alpha = max(alpha, score)
        upper[key] = alpha
        return alpha

    if p.can_win_now(p.current, p.mask):
        return (p.cells + 1 - p.moved) // 2
    low, high = -((p.cells - p.moved) // 2), (p.cells + 1 - p.moved) // 2
    while low < high:
        probe = low + (high - low) // 2
        if probe <= 0 and int(low / 2) < probe:
            probe = int(low / 2)
        elif probe >= 0 and int(high / 2) > probe:
            probe = int(high / 2)
        score = negamax(p.current, p.mask, p.moved, probe, probe + 1)
        if score <= probe:
            high = score
        else:
            low = score
    return low


def fixed_table(moves: str, width: int = 7, height: int = 6) -> int:
    """Threat order with a fixed-size table that overwrites.
    Time O(1.5^n), Space O(n) + 42 MB, n = empty cells."""
    # A dict of every position met grows without end (4453 fills 3 GB). Pons
    # keeps a table of a fixed number of slots instead: a position goes to
    # slot key % slots, and a newcomer overwrites whatever was there, which
    # costs at most a search again later. A slot keeps the key's last 32 bits
    # in 4 bytes, not a Python int of 32: the number of slots is odd, so key %
    # slots and key % 2^32 name the key (the Chinese remainder theorem) while
    # key < slots * 2^32, and 7 x 6's keys have 49 bits. The bound takes one
    # byte: 2^23 slots fill 42 MB whatever the position. A search from n empty
    # cells meets far fewer than 2^(n+4) positions, so it gets no more slots.
    p = Position(moves, width, height)
    slots = prime_at_least(min(TABLE_SLOTS, 1 << (p.cells - p.moved + 4)))
    # the key's last bits that, with its slot, name it
    bits = 32 if slots << 32 >= 1 << p.bits else 64
    # slot -> the last bits of its position's key
    keys = array("I" if bits == 32 else "Q", [0]) * slots
    # slot -> 64 + a proven upper bound on its position's score (0: none)
    upper = bytearray(slots)
    span = 1 << bits  # key % span: its last bits, as key % slots is its slot

    def negamax(
        current: int, mask: int, moved: int, alpha: int, beta: int
    ) -> int:
        # The player to move cannot win at once (see no_losing_moves).
        # where the opponent would complete four
        theirs = p.spots(current ^ mask, mask)
        playable = (mask + p.bottom_row) & p.board
        forced = playable & theirs
        if forced:
            if forced & (forced - 1):
                # two spots to block: lost with their next stone
                return -((p.cells - moved) // 2)
            playable = forced
        playable &= ~(theirs >> 1)  # a stone under their spot lets them play it
        if not playable:
            return -((p.cells - moved) // 2)
        if moved >= p.cells - 2:
            # a safe move, and at most one stone after it that cannot win
            return 0
        key = current + mask
        slot, kept = key % slots, key % span
        # a safe move: not lost before their second stone
        least = -((p.cells - 2 - moved) // 2)
        if alpha < least:
            alpha = least
            if alpha >= beta:
                return alpha
        # no win with this stone: at best with the next one
        most = (p.cells - 1 - moved) // 2
        if keys[slot] == kept and upper[slot]:
            most = min(most, upper[slot] - 64)
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        several = playable & (playable - 1)
        # one move: nothing to order
        ranked = [] if several else [(0, 0, playable)]
        for rank, col in enumerate(p.order if several else ()):
            move = playable & p.column[col]
            if move:
                ranked.append(
                    (
                        p.spots(current | move, mask | move).bit_count(),
                        -rank,
                        move,
                    )
                )
        ranked.sort(reverse=True)
        for _, _, move in ranked:
            score = -negamax(
                current ^ mask, mask | move, moved + 1, -beta, -alpha
            )
            if score >= beta:
                return score
            alpha = max(alpha, score)
        # overwrites: the newest position keeps the slot
        keys[slot], upper[slot] = kept, alpha + 64
        return alpha

    if p.can_win_now(p.current, p.mask):
        return (p.cells + 1 - p.moved) // 2
    low, high = -((p.cells - p.moved) // 2), (p.cells + 1 - p.moved) // 2
    while low < high:
        probe = low + (high - low) // 2
        if probe <= 0 and int(low / 2) < probe:
            probe = int(low / 2)
        elif probe >= 0 and int(high / 2) > probe:
            probe = int(high / 2)
        score = negamax(p.current, p.mask, p.moved, probe, probe + 1)
        if score <= probe:
            high = score
        else:
            low = score
    return low


def lower_bounds(
    moves: str, width: int = 7, height: int = 6, weak: bool = False
) -> int:
    """The fixed table keeping lower bounds too.
    Time O(1.5^n), Space O(n) + 50 MB, n = empty cells."""
    # A cut proves the score is at least the child's score that
    # reached beta. Null-window probes cut all the time, and the next
    # probe, with a higher window, meets the same positions again;
    # keeping that lower bound (one byte more a slot) lets it raise
    # alpha there at once instead of searching again. `weak` asks only
    # win, draw or loss (1, 0, -1), Pons' -w: the probes start from
    # the window -1..1, which two null windows settle, and stop there.
    p = Position(moves, width, height)
    slots = prime_at_least(min(TABLE_SLOTS, 1 << (p.cells - p.moved + 4)))
    # the key's last bits that, with its slot, name it
    bits = 32 if slots << 32 >= 1 << p.bits else 64
    # slot -> the last bits of its position's key
    keys = array("I" if bits == 32 else "Q", [0]) * slots
    # slot -> 64 + a proven upper bound on its position's score (0: none)
    upper = bytearray(slots)
    # slot -> 64 + a proven lower bound on its position's score (0: none)
    lower = bytearray(slots)
    span = 1 << bits  # key % span: its last bits, as key % slots is its slot

    def negamax(
        current: int, mask: int, moved: int, alpha: int, beta: int
    ) -> int:
        # The player to move cannot win at once (see no_losing_moves).
        # where the opponent would complete four
        theirs = p.spots(current ^ mask, mask)
        playable = (mask + p.bottom_row) & p.board
        forced = playable & theirs
        if forced:
            if forced & (forced - 1):
                # two spots to block: lost with their next stone
                return -((p.cells - moved) // 2)
            playable = forced
        playable &= ~(theirs >> 1)  # a stone under their spot lets them play it
        if not playable:
            return -((p.cells - moved) // 2)
        if moved >= p.cells - 2:
            # a safe move, and at most one stone after it that cannot win
            return 0
        key = current + mask
        slot, kept = key % slots, key % span
        # a safe move: not lost before their second stone
        least = -((p.cells - 2 - moved) // 2)
        if keys[slot] == kept and lower[slot]:
            least = max(least, lower[slot] - 64)
        if alpha < least:
            alpha = least
            if alpha >= beta:
                return alpha
        # no win with this stone: at best with the next one
        most = (p.cells - 1 - moved) // 2
        if keys[slot] == kept and upper[slot]:
            most = min(most, upper[slot] - 64)
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        several = playable & (playable - 1)
        # one move: nothing to order
        ranked = [] if several else [(0, 0, playable)]
        for rank, col in enumerate(p.order if several else ()):
            move = playable & p.column[col]
            if move:
                ranked.append(
                    (
                        p.spots(current | move, mask | move).bit_count(),
                        -rank,
                        move,
                    )
                )
        ranked.sort(reverse=True)
        for _, _, move in ranked:
            score = -negamax(
                current ^ mask, mask | move, moved + 1, -beta, -alpha
            )
            if score >= beta:
                if keys[slot] != kept:
                    # overwrites: the newest position keeps the slot
                    keys[slot], upper[slot] = kept, 0
                lower[slot] = score + 64
                return score
            alpha = max(alpha, score)
        if keys[slot] != kept:
            keys[slot], lower[slot] = kept, 0
        upper[slot] = alpha + 64
        return alpha

    if p.can_win_now(p.current, p.mask):
        return 1 if weak else (p.cells + 1 - p.moved) // 2
    low, high = (
        (-1, 1)
        if weak
        else (-((p.cells - p.moved) // 2), (p.cells + 1 - p.moved) // 2)
    )
    while low < high:
        probe = low + (high - low) // 2
        if probe <= 0 and int(low / 2) < probe:
            probe = int(low / 2)
        elif probe >= 0 and int(high / 2) > probe:
            probe = int(high / 2)
        score = negamax(p.current, p.mask, p.moved, probe, probe + 1)
        if score <= probe:
            high = score
        else:
            low = score
    return min(low, 1) if weak else low


def bottom_up(moves: str, width: int = 7, height: int = 6) -> int:
    """Retrograde analysis of every reachable position.
    Time O(2^n), Space O(2^n), n = empty cells."""
    # Layer k holds the positions k stones after the input, reached by moves
    # that do not win (a winning move ends the game and is scored where it is
    # made). A position's score needs only those of the next layer, so the
    # layers are scored from the last one back, with no search and no window:
    # the exact oracle the tests hold every search variant to, on small boards.
    p = Position(moves, width, height)
    layers = [{(p.current, p.mask)}]
    while layers[-1]:
        ahead = set()
        for current, mask in layers[-1]:
            wins = p.spots(current, mask)
            for col in range(width):
                # 0 in a full column
                move = (mask + p.bottom[col]) & p.column[col]
                if move and not move & wins:
                    ahead.add((current ^ mask, mask | move))
        layers.append(ahead)
    # position key -> score, for the layer after the one being scored
    later: dict[int, int] = {}
    for moved, layer in reversed(list(enumerate(layers[:-1], start=p.moved))):
        scores: dict[int, int] = {}
        for current, mask in layer:
            if p.can_win_now(current, mask):
                # no score is higher
                scores[current + mask] = (p.cells + 1 - moved) // 2
                continue
            best = 0 if moved == p.cells else -p.cells  # a full board is a draw
            for col in range(width):
                move = (mask + p.bottom[col]) & p.column[col]
                if move:
                    best = max(best, -later[(current ^ mask) + (mask | move)])
            scores[current + mask] = best
        later = scores
    return later[p.current + p.mask]


# Every move's score, as Pons' solver prints with -a ---------------------------


def analyze(
    moves: str,
    width: int = 7,
    height: int = 6,
    solve: Callable[[str, int, int], int] = lower_bounds,
) -> list[int | None]:
    """The score of playing each column, None for a full
    one: a win at once, or minus the score after the move.

    >>> analyze("46444541467521536616631772575375")  # 4-6 full; only 3 wins
    [-5, -5, 2, None, None, None, -5]
    """
    p = Position(moves, width, height)
    wins = p.spots(p.current, p.mask)
    scores: list[int | None] = []
    for col in range(width):
        move = (p.mask + p.bottom[col]) & p.column[col]  # 0 in a full column
        if not move:
            scores.append(None)
        elif move & wins:
            scores.append((p.cells + 1 - p.moved) // 2)
        else:
            scores.append(-solve(moves + str(col + 1), width, height))
            # the search's negamax refers to itself:
            # free that cycle, and its table, now
            gc.collect()
    return scores
