"""486 Predict the Winner, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p0486_predict_the_winner import alpha_beta, bottom_up, cutoff, fast, formula, memoized, naive
from shared.engine.errors import InputError
from shared.engine.recursion import recursion_limit
from shared.engine.validate import expect_int_list
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant

MAX_VALUE = 10**7  # LeetCode's bound on each number
MAX_LENGTH = 10**5  # far past every variant's limit; longer rows are refused, not queued for hours


class PredictTheWinner:
    """The same rules as a `shared.engine.game.Game`, for the generic searches.

    State: (i, j, lead, player to move), the row nums[i..j] still on the table and
    lead = player 1's score minus player 2's so far; the game ends when i > j.
    A move is "L" or "R", the end taken.
    """

    PLAYERS = ("player 1", "player 2")

    def __init__(self, nums: Sequence[int]) -> None:
        self.nums = tuple(nums)

    def start(self) -> tuple[int, int, int, str]:
        """The full row, nothing taken, player 1 to move."""
        return (0, len(self.nums) - 1, 0, self.PLAYERS[0])

    def to_move(self, state: tuple[int, int, int, str]) -> str:
        return state[3]

    def actions(self, state: tuple[int, int, int, str]) -> Sequence[str]:
        i, j = state[0], state[1]
        return ("L",) if i == j else ("L", "R")

    def result(self, state: tuple[int, int, int, str], move: str) -> tuple[int, int, int, str]:
        i, j, lead, player = state
        taken = self.nums[i] if move == "L" else self.nums[j]
        gain = taken if player == self.PLAYERS[0] else -taken
        other = self.PLAYERS[1] if player == self.PLAYERS[0] else self.PLAYERS[0]
        return (i + 1, j, lead + gain, other) if move == "L" else (i, j - 1, lead + gain, other)

    def is_terminal(self, state: tuple[int, int, int, str]) -> bool:
        return state[0] > state[1]

    def utility(self, state: tuple[int, int, int, str], player: str) -> float:
        return state[2] if player == self.PLAYERS[0] else -state[2]


PLAY_LIMIT = 1_000  # memoized's declared limit: the bot answers every move at once up to here


def play_game(args: Args) -> GameSession[tuple[int, int, int, str], str]:
    """`kata play 486 NUMS`: take an end of the row in turn; a tie is a draw here (LeetCode gives it to player 1)."""
    nums: list[int] = args["nums"]
    if len(nums) > PLAY_LIMIT:
        raise InputError(f"play takes rows of up to {PLAY_LIMIT} numbers, got {len(nums)}")
    game = PredictTheWinner(nums)
    total = sum(nums)
    margins: dict[tuple[int, int], int] = {}  # margin(i, j), as in `memoized`, kept for the whole game

    def margin(i: int, j: int) -> int:
        if i > j:
            return 0
        if (i, j) not in margins:
            margins[i, j] = max(nums[i] - margin(i + 1, j), nums[j] - margin(i, j - 1))
        return margins[i, j]

    def value(state: tuple[int, int, int, str]) -> float:
        i, j, lead, player = state
        with recursion_limit(2 * len(nums) + 10):
            return margin(i, j) + (lead if player == game.PLAYERS[0] else -lead)

    def scores(state: tuple[int, int, int, str]) -> tuple[int, int]:
        taken = total - sum(nums[state[0] : state[1] + 1])
        return (taken + state[2]) // 2, (taken - state[2]) // 2

    def draw(state: tuple[int, int, int, str]) -> str:
        i, j = state[0], state[1]
        row = " ".join(map(str, nums[i : j + 1])) or "(empty)"
        one, two = scores(state)
        return f"  row: {row}\n  player 1: {one}   player 2: {two}"

    def parse_move(state: tuple[int, int, int, str], text: str) -> str | Refusal:
        end = text.strip().lower()[:1]
        if end not in ("l", "r"):
            return Refusal("type L to take the left end or R to take the right end")
        return "L" if state[0] == state[1] else end.upper()

    def describe(state: tuple[int, int, int, str], move: str) -> str:
        i, j = state[0], state[1]
        return f"take the left end, {nums[i]}" if move == "L" else f"take the right end, {nums[j]}"

    def ending(state: tuple[int, int, int, str]) -> str:
        one, two = scores(state)
        return f"player 1 has {one}, player 2 has {two}"

    return GameSession(
        game,
        game.start(),
        intro="Predict the Winner: take the number at either end of the row (L or R); the higher total wins.",
        draw=draw,
        parse_move=parse_move,
        describe=describe,
        ending=ending,
        value=value,
        scored=True,
    )


def parse(raw: object) -> Args:
    """A non-empty list of integers 0 <= nums[i] <= 10^7, at most 10^5 of them."""
    return {"nums": expect_int_list(raw, "nums", 0, MAX_VALUE, max_len=MAX_LENGTH)}


def generate(size: int, rng: random.Random) -> object:
    """A row of exactly `size` random numbers over LeetCode's whole range."""
    if size < 1:
        raise InputError(f"len(nums) must be at least 1, got {size}")
    return [rng.randint(0, MAX_VALUE) for _ in range(size)]


PROBLEM = Problem(
    key="486",
    slug="predict-the-winner",
    title="Predict the Winner",
    param="nums",
    variants=(
        variant(naive, limit=20),
        variant(alpha_beta, limit=26),
        variant(memoized, limit=1_000),
        variant(bottom_up, limit=2_001),
        variant(fast, limit=2_001),
        variant(cutoff, limit=30),
        variant(formula, limit=2_001),
    ),
    parse=parse,
    size=lambda args: len(args["nums"]),
    size_name="len(nums)",
    generate=generate,
    examples=([1, 5, 2], [1, 5, 233, 7]),
    play=play_game,
    method="predictTheWinner",
    # LeetCode's largest row is 20 long: every variant must get there (naive's limit is 20 too).
    must_reach=dict.fromkeys(("naive", "alpha_beta", "memoized", "bottom_up", "fast", "cutoff", "formula"), 20),
    group="Row games",
)
