# judge: ordered -> honest
"""An ordered that forgot the order: columns left to right, as in alpha_beta."""

from shared.engine.errors import InputError

MAX_WIDTH = 9
MAX_BITS = 64


def makes_four(grid: list[list[int]], col: int, player: int) -> bool:
    """Would `player` connect four by dropping a stone in column `col` of `grid` (columns, bottom up)?"""
    row = len(grid[col])
    for dc, dr in ((0, 1), (1, 0), (1, 1), (1, -1)):  # column, row, the two diagonals
        run = 1
        for sign in (1, -1):
            c, r = col + sign * dc, row + sign * dr
            while 0 <= c < len(grid) and 0 <= r < len(grid[c]) and grid[c][r] == player:
                run += 1
                c, r = c + sign * dc, r + sign * dr
        if run >= 4:
            return True
    return False


def replay(moves: str, width: int, height: int) -> list[int]:
    """The moves as 0-based columns, or InputError naming the first move the rules refuse."""
    check_board(width, height)
    grid: list[list[int]] = [[] for _ in range(width)]
    played: list[int] = []
    for i, digit in enumerate(moves):
        where = f"move {i + 1} ({digit!r})"
        if not "1" <= digit <= "9" or int(digit) > width:
            raise InputError(f"moves: {where} is not a column: columns are 1 to {width}")
        col = int(digit) - 1
        if len(grid[col]) == height:
            raise InputError(f"moves: {where} overfills column {digit}, which holds {height} stones")
        if i + 1 < len(moves) and makes_four(grid, col, i % 2):
            raise InputError(f"moves: move {i + 2} ({moves[i + 1]!r}) comes after move {i + 1} won the game")
        grid[col].append(i % 2)
        played.append(col)
    return played


def check_board(width: int, height: int) -> None:
    """Refuse a board the rules exclude, in one line."""
    if not 1 <= width <= MAX_WIDTH or height < 1 or width * (height + 1) > MAX_BITS:
        raise InputError(
            f"board {width} x {height} is not allowed: width 1 to {MAX_WIDTH}, height >= 1, "
            f"width * (height + 1) <= {MAX_BITS}"
        )


def ordered(moves: str, width: int = 7, height: int = 6) -> int:
    """Negamax in an alpha-beta window clipped to the score's bounds. Time O(2.5^n), Space O(n), n = empty cells."""
    # A child whose score reaches beta ends the search of its parent, which the opponent will avoid.
    # The rules bound every score: a player who cannot win with this stone wins at best with the
    # next one, (cells - 1 - moved) // 2, so beta shrinks to that and a window it empties is cut.
    cells = width * height
    grid: list[list[int]] = [[] for _ in range(width)]  # grid[c]: column c's stones, bottom up, 0 or 1 by player
    for i, col in enumerate(replay(moves, width, height)):
        grid[col].append(i % 2)

    def negamax(moved: int, alpha: int, beta: int) -> int:
        if moved == cells:
            return 0  # a full board without four
        player = moved % 2
        for col in range(width):
            if len(grid[col]) < height and makes_four(grid, col, player):
                return (cells + 1 - moved) // 2
        most = (cells - 1 - moved) // 2  # no win with this stone: at best with the next one
        if beta > most:
            beta = most
            if alpha >= beta:
                return beta
        for col in range(width):
            if len(grid[col]) < height:
                grid[col].append(player)
                score = -negamax(moved + 1, -beta, -alpha)
                grid[col].pop()
                if score >= beta:
                    return score
                alpha = max(alpha, score)
        return alpha

    return negamax(len(moves), -cells, cells)
