"""1510 Stone Game IV, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import isqrt

from problems.p1510_stone_game_iv import MAX_N, alpha_beta, bottom_up, memoized, naive
from shared.engine.game import TurnGame
from shared.engine.validate import expect_int
from shared.tool.play import GameSession, Refusal, heap
from shared.tool.registry import Args, Problem, variant


class SquareGame(TurnGame[int, int]):
    """1510's rules for the engine and for `kata play`: a move takes a square number of stones; who cannot, loses."""

    players = ("Alice", "Bob")

    def moves(self, stones: int) -> Sequence[int]:
        return [k * k for k in range(1, isqrt(stones) + 1)]

    def ordered(self, stones: int) -> Sequence[int]:
        return self.moves(stones)[::-1]  # biggest take first: the solver meets a lost heap soon (10^5 in 0.01 s)

    def play(self, stones: int, take: int) -> int:
        return stones - take

    def intro(self, state: tuple[int, str]) -> str:
        return "Stone Game IV: a turn takes a square number of stones; who cannot move loses."

    def draw(self, state: tuple[int, str]) -> str:
        return heap(state[0])

    def read(self, state: tuple[int, str], text: str) -> int | Refusal:
        if not text.isdigit() or int(text) not in self.moves(state[0]):
            return Refusal(f"type a square number of stones, 1, 4, 9, ... up to {isqrt(state[0]) ** 2}")
        return int(text)

    def describe(self, state: tuple[int, str], take: int) -> str:
        return f"take {take} (leaves {state[0] - take})"

    def ending(self, state: tuple[int, str]) -> str:
        return "the heap is empty"


def play_game(args: Args) -> GameSession[tuple[int, str], int]:
    """`kata play 1510 N`: take a square number of stones in turn against the perfect bot."""
    game = SquareGame()
    return GameSession(game, game.start(args["n"]))


def parse(raw: object) -> Args:
    """LeetCode's input: one integer n, 1 <= n <= 10^5."""
    return {"n": expect_int(raw, "n", 1, MAX_N)}


def generate(size: int, rng: random.Random) -> object:
    """A heap of exactly `size` stones (the size is the input)."""
    return size


PROBLEM = Problem(
    key="1510",
    slug="stone-game-iv",
    title="Stone Game IV",
    param="n",
    variants=(
        variant(naive, limit=26),
        variant(alpha_beta, limit=30),
        variant(memoized, limit=3_000),
        variant(bottom_up, limit=MAX_N),
    ),
    parse=parse,
    size=lambda args: int(args["n"]),
    size_name="n",
    generate=generate,
    examples=(1, 2, 4),
    play=play_game,
    group="Take-away games",
    method="winnerSquareGame",
    must_reach={"bottom_up": MAX_N},
)
