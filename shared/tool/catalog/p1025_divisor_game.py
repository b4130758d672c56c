"""1025 Divisor Game, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from collections.abc import Sequence
from math import isqrt

from problems import p1025_divisor_game as chapter
from problems.p1025_divisor_game import MAX_N, divisors, formula
from shared.tool.catalog.common import Heap, number
from shared.tool.play import GameSession
from shared.tool.registry import Args, declare


class DivisorGame(Heap):
    """1025's rules for the engine and for `kata play`: subtract a divisor x < n; who faces 1 cannot move and loses."""

    rules = "Divisor Game: in turn, subtract a divisor x < board; who faces 1 loses."
    over = "1 is on the board and has no divisor to take"
    ask = "type a divisor x of {position} with 0 < x < {position}"

    players = ("Alice", "Bob")
    verb = "subtract"

    def moves(self, n: int) -> Sequence[int]:
        return divisors(n)

    def draw(self, state: tuple[int, str]) -> str:
        moves = divisors(state[0])
        shown = ", ".join(map(str, moves[:12])) + (", ..." if len(moves) > 12 else "")
        return f"  board: {state[0]}   moves: {shown or 'none'}"


def trials(args: Args) -> int:
    """bottom_up's cells with their trial divisions: 1 + isqrt(b) for each board b = 1 .. n."""
    return sum(1 + isqrt(board) for board in range(1, args["n"] + 1))


PROBLEM = declare(
    chapter,
    number("n", 1, MAX_N),
    {"naive": 18, "alpha_beta": 44},
    rest=MAX_N,
    examples=(2, 3),
    reference="formula",
    play=lambda args: GameSession(DivisorGame(), args["n"], value=lambda state: 1 if formula(state[0]) else -1),
    group="Take-away games",
    cells={"bottom_up": trials},
    method="divisorGame",
)
