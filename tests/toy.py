"""A toy problem made from CONTRIBUTING.md alone: its files, and the lines that register it.

Take one or two stones from a heap, the last stone wins. It has what a new
problem needs (the Needs list) and what Connect Four has besides: position
sets for `kata bench`, and a game for `kata play` beside play, its bot a plain function.
`tests/test_contributing.py` writes it into a copy of the tree and runs it.
"""

from __future__ import annotations

KEY = "toy"
STEM = "toy_heap"

CHAPTER = '''"""Toy heap: a heap of n stones; a turn takes one or two; whoever takes the last stone wins.

A heap of a multiple of 3 is lost: whatever you take, the other takes the
rest of the three. Every other heap is won by leaving a multiple of 3.

    Constraints: 1 <= n <= 10^4

    >>> memoized(n=3)
    False
    >>> memoized(n=4)
    True

The memo is sound because who wins from a heap does not depend on how it
was reached.
"""

from __future__ import annotations


def naive(n: int) -> bool:
    """Negamax over every line of play. Time O(1.62^n), Space O(n), n = stones."""

    def value(stones: int) -> int:
        if stones == 0:
            return -1
        best = -1
        for take in range(1, min(2, stones) + 1):  # every move, even after a win
            best = max(best, -value(stones - take))
        return best

    return value(n) > 0


def alpha_beta(n: int) -> bool:
    """Negamax with alpha-beta pruning, biggest take first. Time O(1.62^n), Space O(n), n = stones."""

    def value(stones: int, alpha: int, beta: int) -> int:
        if stones == 0:
            return -1
        best = -1
        for take in range(min(2, stones), 0, -1):
            best = max(best, -value(stones - take, -beta, -alpha))
            alpha = max(alpha, best)
            if alpha >= beta:  # a winning move: the other moves cannot do better
                break
        return best

    return value(n, -1, 1) > 0


def memoized(n: int) -> bool:
    """Negamax with a memo table: each heap is solved once. Time O(n), Space O(n), n = stones."""
    memo: dict[int, bool] = {}

    def wins(stones: int) -> bool:
        if stones not in memo:
            memo[stones] = any(not wins(stones - take) for take in range(1, min(2, stones) + 1))
        return memo[stones]

    return wins(n)


def bottom_up(n: int) -> bool:
    """Fill win[0..n] from the empty heap up. Time O(n), Space O(n), n = stones."""
    win = [False]  # win[0]: the player facing an empty heap has lost; a cell is made as it is filled
    for stones in range(1, n + 1):
        win.append(not all(win[max(0, stones - 2) : stones]))
    return win[n]
'''

GAME = '''"""The toy heap for `kata play`: its rules on the engine, its words, and the bot's knowledge."""

from __future__ import annotations

from collections.abc import Sequence

from shared.tool.play.shapes import Heap


class TakeOneOrTwo(Heap):
    """The rules for the engine and for `kata play`: a move takes 1 or 2 stones."""

    over = "the last stone is taken"
    ask = "type how many stones to take, 1 to {most}"
    rules = "Toy heap: take one or two stones; whoever takes the last stone wins."
    players = ("you", "friend")

    def moves(self, n: int) -> Sequence[int]:
        return range(1, min(2, n) + 1)


def bot_value(state: tuple[int, str]) -> float:
    """The bot's knowledge, a plain function: the player to move wins unless the heap is a multiple of 3."""
    return 1 if state[0] % 3 else -1
'''

CATALOGUE_ENTRY = '''"""The toy heap as the tool sees it: its class and its position sets (its game is beside play)."""

from __future__ import annotations

import random
from typing import Any

from problems import toy_heap
from shared.tool.kinds import OneNumber
from shared.tool.play import GameSession, Session
from shared.tool.play.toy_heap import TakeOneOrTwo, bot_value
from shared.tool.registry import Args


class ToyHeap(OneNumber):
    chapter = toy_heap
    key, slug, title = "toy", "toy-heap", "Toy heap: take one or two"
    limits = {"naive": 20, "alpha_beta": 24, "memoized": 500, "bottom_up": 10**4}
    cells = {"bottom_up": lambda args: args["n"] + 1}  # win[0..n]
    group = "Take-away games"
    position_sets = (("small heaps", 1, 12), ("large heaps", 100, 400))

    def position_set(self, low: int, high: int, count: int) -> list[object]:
        """`count` seeded heaps of `low` to `high` stones: the same set on every run."""
        rng = random.Random(low * 1000 + high)
        return [rng.randint(low, high) for _ in range(count)]

    def play(self, args: Args) -> Session[Any]:
        return GameSession(TakeOneOrTwo(), args["n"], value=bot_value)
'''

CASES = """[
  {"description": "three stones are lost: the other takes the rest", "input": 3, "expected": false, "example": true},
  {"description": "four stones: take one and leave three", "input": 4, "expected": true, "example": true},
  {"description": "one stone is taken at once", "input": 1, "expected": true},
  {"description": "two stones are taken at once", "input": 2, "expected": true},
  {"description": "nine stones, a multiple of three, are lost", "input": 9, "expected": false},
  {"description": "three hundred stones are lost", "input": 300, "expected": false},
  {"description": "ten thousand stones: take one and leave a multiple of three", "input": 10000, "expected": true}
]
"""

TESTS = '''"""The toy heap's own tests: its position sets, its bench and its bot."""

from __future__ import annotations

import io

from shared.tool.catalog import find_problem
from shared.tool.measure.bench_sets import bench_sets
from tests.kit import play_script

PROBLEM = find_problem("toy")


def test_the_position_sets_are_the_same_on_every_run() -> None:
    """Each set draws the same seeded heaps, within its range."""
    for _, low, high in PROBLEM.position_sets:
        heaps = PROBLEM.position_set(low, high, 5)
        assert heaps == PROBLEM.position_set(low, high, 5)
        assert all(low <= int(str(h)) <= high for h in heaps)


def test_the_bench_measures_each_set_and_skips_past_a_limit() -> None:
    """kata bench's table names both sets; naive is skipped on the large heaps, past its limit."""
    out = io.StringIO()
    bench_sets(PROBLEM, list(PROBLEM.variants), 2, 1.0, True, out)
    text = out.getvalue()
    assert "small heaps" in text and "large heaps" in text
    assert "skip" in text


def test_the_bot_wins_a_winning_heap() -> None:
    """From 4 stones the bot, moving first, leaves a multiple of three and wins."""
    transcript = play_script(PROBLEM, 4, ["1", "1", "1"], cpu_first=True)
    assert "Bot: take 1 (leaves 3)" in transcript
    assert "The bot wins" in transcript
'''

README_ROW = "| `toy` | Toy heap: take one or two | `n`, e.g. `7` | can the first player win |"

# The files the toy adds, by the Needs and May have paths of CONTRIBUTING.md they fill.
FILES = {
    "problems/<stem>.py": (f"problems/{STEM}.py", CHAPTER),
    "shared/tool/catalog/<stem>.py": (f"shared/tool/catalog/{STEM}.py", CATALOGUE_ENTRY),
    "shared/tool/play/<stem>.py": (f"shared/tool/play/{STEM}.py", GAME),
    "tests/cases/<stem>.json": (f"tests/cases/{STEM}.json", CASES),
    "tests/test_<stem>.py": (f"tests/test_{STEM}.py", TESTS),
}
