"""1872 Stone Game VIII, as the tool sees it: the Game adapter, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p1872_stone_game_viii import (
    alpha_beta,
    bottom_up,
    fast,
    memoized,
    naive,
    prefix_sums,
    suffix_best,
    suffix_table,
)
from shared.engine.errors import InputError
from shared.engine.validate import expect_int_list
from shared.tool.registry import Args, Problem, variant

MAX_STONE = 10**4  # LeetCode's bound on |stones[i]|
MAX_LENGTH = 10**5  # LeetCode's bound on len(stones)

State = tuple[int, int, str]  # (i, lead, player to move): stones 0..i-1 merged into the leftmost, lead = Alice - Bob


class StoneGameVIII:
    """The same rules as a `shared.engine.game.Game`, for the generic searches. A move is x, the stones removed.

    The row in state (i, ...) is [stones[0] + ... + stones[i-1], stones[i], ..., stones[n-1]]:
    n - i + 1 stones, the first of them the stone put back (at the start, i = 1, just stones[0]).
    """

    PLAYERS = ("Alice", "Bob")

    def __init__(self, stones: Sequence[int]) -> None:
        self.prefix = prefix_sums(list(stones))
        self.n = len(stones)

    def start(self) -> State:
        """The whole row, no score yet, Alice to move."""
        return (1, 0, self.PLAYERS[0])

    def to_move(self, state: State) -> str:
        return state[2]

    def actions(self, state: State) -> Sequence[int]:
        return range(2, self.n - state[0] + 2)  # x > 1, up to the whole row of n - i + 1 stones

    def result(self, state: State, move: int) -> State:
        i, lead, player = state
        reached = i + move - 1  # the new leftmost stone holds stones[0..reached-1]
        gain = self.prefix[reached]
        alice = player == self.PLAYERS[0]
        return (reached, lead + (gain if alice else -gain), self.PLAYERS[1 if alice else 0])

    def is_terminal(self, state: State) -> bool:
        return state[0] == self.n

    def utility(self, state: State, player: str) -> float:
        return state[1] if player == self.PLAYERS[0] else -state[1]


def parse(raw: object) -> Args:
    """LeetCode's input: 2 to 10^5 integers, -10^4 <= stones[i] <= 10^4."""
    return {"stones": expect_int_list(raw, "stones", -MAX_STONE, MAX_STONE, min_len=2, max_len=MAX_LENGTH)}


def generate(size: int, rng: random.Random) -> object:
    """A row of exactly `size` random stones over LeetCode's whole range."""
    if size < 2:
        raise InputError(f"len(stones) must be at least 2, got {size}")
    return [rng.randint(-MAX_STONE, MAX_STONE) for _ in range(size)]


PROBLEM = Problem(
    key="1872",
    slug="stone-game-viii",
    title="Stone Game VIII",
    param="stones",
    variants=(
        variant(naive, limit=18),
        variant(alpha_beta, limit=22),
        variant(memoized, limit=500),
        variant(bottom_up, limit=1_000),
        variant(suffix_table, limit=MAX_LENGTH),
        variant(suffix_best, limit=MAX_LENGTH),
        variant(fast, limit=MAX_LENGTH),
    ),
    parse=parse,
    size=lambda args: len(args["stones"]),
    size_name="n",  # len(stones), as the docstrings define it
    generate=generate,
    examples=([-1, 2, -3, 4, -5], [7, -6, 5, 10, 5, -2, -6], [-10, -12]),
    group="Row games",
    method="stoneGameVIII",
    # LeetCode's row is up to 10^5 long, capped by each variant's own limit.
    must_reach={
        "naive": 18,
        "alpha_beta": 22,
        "memoized": 500,
        "bottom_up": 1_000,
        "suffix_table": MAX_LENGTH,
        "suffix_best": MAX_LENGTH,
    },
)
