"""464 Can I Win, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems import p0464_can_i_win as chapter
from problems.p0464_can_i_win import MAX_CHOOSABLE, MAX_TOTAL
from shared.engine.errors import InputError
from shared.engine.game import TurnGame
from shared.engine.validate import expect_int, expect_object
from shared.tool.play import GameSession, Words
from shared.tool.registry import Args, Input, declare, variant

PARAMS = ("maxChoosableInteger", "desiredTotal")
Pool = tuple[int, int]  # (the numbers taken, as a bitmask; the total still needed)


class CanIWin(Words, TurnGame[Pool, int]):
    """464's rules for the engine and for `kata play`; a move is the number taken. The game ends at the total."""

    players = ("you", "friend")
    ask = "type a number still in the pool"

    def __init__(self, maxChoosableInteger: int, desiredTotal: int = 0) -> None:  # noqa: N803 (LeetCode's names)
        self.m, self.total = maxChoosableInteger, desiredTotal

    def moves(self, pool: Pool) -> Sequence[int]:
        return [x for x in range(1, self.m + 1) if not pool[0] >> x & 1]

    def play(self, pool: Pool, x: int) -> Pool:
        return (pool[0] | 1 << x, pool[1] - x)

    def score(self, pool: Pool) -> float | None:
        if pool[1] <= 0:
            return -1  # the player who just moved reached the total
        return None if self.moves(pool) else 0  # the pool ran out short of the total: nobody reached it

    def intro(self, state: tuple[Pool, str]) -> str:
        return f"Can I Win: take a number from 1..{self.m} in turn, no repeats; reach {self.total} first to win."

    def draw(self, state: tuple[Pool, str]) -> str:
        pool = " ".join(map(str, self.moves(state[0])))
        return f"  total {self.total - max(state[0][1], 0)} of {self.total}; pool: {pool or '(empty)'}"

    def describe(self, state: tuple[Pool, str], x: int) -> str:
        return f"take {x}"

    def ending(self, state: tuple[Pool, str]) -> str:
        return f"the total reached {self.total}"


def play_game(args: Args) -> GameSession[tuple[Pool, str], int]:
    """`kata play 464 '{"maxChoosableInteger": 10, "desiredTotal": 30}'`: race the bot to the total."""
    m, d = args["maxChoosableInteger"], args["desiredTotal"]
    if d == 0:
        raise InputError("play needs desiredTotal >= 1: a total of 0 is reached before anyone moves")
    if m * (m + 1) // 2 < d:
        raise InputError(f"play needs a reachable total: 1..{m} add up to {m * (m + 1) // 2}, short of {d}")
    return GameSession(CanIWin(m, d), (0, d))


def parse(raw: object) -> Args:
    """LeetCode's input, an object {"maxChoosableInteger": 1..20, "desiredTotal": 0..300}."""
    raw = expect_object(raw, PARAMS)
    return {
        "maxChoosableInteger": expect_int(raw["maxChoosableInteger"], "maxChoosableInteger", 1, MAX_CHOOSABLE),
        "desiredTotal": expect_int(raw["desiredTotal"], "desiredTotal", 0, MAX_TOTAL),
    }


def generate(size: int, rng: random.Random) -> object:
    """maxChoosableInteger = size, the target the pool's whole sum: every game runs to the last number."""
    return {"maxChoosableInteger": size, "desiredTotal": size * (size + 1) // 2}


def hard_total(size: int, rng: random.Random) -> object:
    """The pool's sum less 5m/4, a deep search (at the whole sum endgame's count answers at the root)."""
    return {"maxChoosableInteger": size, "desiredTotal": max(1, size * (size + 1) // 2 - 5 * size // 4)}


def masks(args: Args) -> int | None:
    """bottom_up's cells, one per mask of taken numbers: 2^m; none where `settled` answers first."""
    m, total = args["maxChoosableInteger"], args["desiredTotal"]
    return None if chapter.settled(m, total) is not None else 2**m


PROBLEM = declare(
    chapter,
    Input(parse, generate, lambda args: int(args["maxChoosableInteger"]), "m"),
    {
        "naive": 8,
        "alpha_beta": 10,
        "memoized": 14,
        "bottom_up": 14,
        "endgame": variant(chapter.endgame, limit=MAX_CHOOSABLE, generate=hard_total),
        "fast": variant(chapter.fast, limit=MAX_CHOOSABLE, generate=hard_total),
    },
    rest=MAX_CHOOSABLE,
    examples=(
        {"maxChoosableInteger": 10, "desiredTotal": 11},
        {"maxChoosableInteger": 10, "desiredTotal": 0},
        {"maxChoosableInteger": 10, "desiredTotal": 1},
    ),
    reference="alpha_beta_memo",
    play=play_game,
    group="Take-away games",
    cells={"bottom_up": masks},
    method="canIWin",
)
