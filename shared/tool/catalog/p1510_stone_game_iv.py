"""1510 Stone Game IV, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import isqrt

from problems.p1510_stone_game_iv import MAX_N, alpha_beta, bottom_up, memoized, naive
from shared.engine.validate import expect_int
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant


class SquareGame:
    """The same rules as a `shared.engine.game.Game`, for the generic searches. State: (stones, player to move)."""

    def to_move(self, state: tuple[int, str]) -> str:
        return state[1]

    def actions(self, state: tuple[int, str]) -> Sequence[int]:
        return [k * k for k in range(1, isqrt(state[0]) + 1)]

    def result(self, state: tuple[int, str], move: int) -> tuple[int, str]:
        return (state[0] - move, "Bob" if state[1] == "Alice" else "Alice")

    def is_terminal(self, state: tuple[int, str]) -> bool:
        return state[0] == 0

    def utility(self, state: tuple[int, str], player: str) -> float:
        return -1 if state[1] == player else 1


def lost_heaps(n: int) -> list[bool]:
    """lost[s] for every heap s <= n, the way `bottom_up` fills it: the bot's whole knowledge, made once."""
    win = [False] * (n + 1)
    for stones in range(n + 1):
        if not win[stones]:
            for k in range(1, isqrt(n - stones) + 1):
                win[stones + k * k] = True
    return [not w for w in win]


def play_game(args: Args) -> GameSession[tuple[int, str], int]:
    """`kata play 1510 N`: take a square number of stones in turn against the perfect bot."""
    lost = lost_heaps(args["n"])

    def draw(state: tuple[int, str]) -> str:
        stones = state[0]
        return f"  {stones} stone{'s' if stones != 1 else ''} left  " + "o" * min(stones, 40) + "..." * (stones > 40)

    def parse_move(state: tuple[int, str], text: str) -> int | Refusal:
        if not text.isdigit() or int(text) < 1 or isqrt(int(text)) ** 2 != int(text) or int(text) > state[0]:
            most = isqrt(state[0]) ** 2
            return Refusal(f"type a square number of stones, 1, 4, 9, ... up to {most}")
        return int(text)

    return GameSession(
        SquareGame(),
        (args["n"], "Alice"),
        intro="Stone Game IV: a turn takes a square number of stones; who cannot move loses.",
        draw=draw,
        parse_move=parse_move,
        describe=lambda state, take: f"take {take} (leaves {state[0] - take})",
        ending=lambda state: "the heap is empty",
        value=lambda state: -1 if lost[state[0]] else 1,
    )


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
