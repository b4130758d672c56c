"""1510 Stone Game IV, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

from collections.abc import Sequence
from math import isqrt

from problems import p1510_stone_game_iv as chapter
from problems.p1510_stone_game_iv import MAX_N
from shared.tool.catalog.common import Heap, number
from shared.tool.play import GameSession
from shared.tool.registry import Args, declare


class SquareGame(Heap):
    """1510's rules for the engine and for `kata play`: a move takes a square number of stones; who cannot, loses."""

    rules = "Stone Game IV: a turn takes a square number of stones; who cannot move loses."
    over = "the heap is empty"
    ask = "type a square number of stones, 1, 4, 9, ... up to {most}"

    players = ("Alice", "Bob")

    def moves(self, stones: int) -> Sequence[int]:
        return [k * k for k in range(1, isqrt(stones) + 1)]

    def ordered(self, stones: int) -> Sequence[int]:
        return self.moves(stones)[::-1]  # biggest take first: the solver meets a lost heap soon (10^5 in 0.01 s)


def marks(args: Args) -> int:
    """bottom_up's cells win[0..n], and the marks each lost heap makes on the heaps a square above it."""
    n: int = args["n"]
    win = [False] * (n + 1)
    made = 0
    for stones in range(n + 1):
        if not win[stones]:
            for k in range(1, isqrt(n - stones) + 1):
                win[stones + k * k] = True
            made += isqrt(n - stones)
    return n + 1 + made


PROBLEM = declare(
    chapter,
    number("n", 1, MAX_N),
    {"naive": 26, "alpha_beta": 30, "memoized": 3_000},
    rest=MAX_N,
    examples=(1, 2, 4),
    play=lambda args: GameSession(SquareGame(), args["n"]),
    group="Take-away games",
    cells={"bottom_up": marks},
    method="winnerSquareGame",
)
