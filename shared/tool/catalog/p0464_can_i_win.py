"""464 Can I Win, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p0464_can_i_win import (
    MAX_CHOOSABLE,
    MAX_TOTAL,
    alpha_beta,
    alpha_beta_memo,
    bottom_up,
    fast,
    memoized,
    naive,
)
from shared.engine.errors import InputError
from shared.engine.validate import describe, expect_int
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant

State = tuple[int, int, str]  # (taken numbers as a bitmask, total still needed, player to move)
PARAMS = ("maxChoosableInteger", "desiredTotal")


class CanIWin:
    """The same rules as a `shared.engine.game.Game`; a move is the number taken. The game ends at the total."""

    def __init__(self, maxChoosableInteger: int) -> None:  # noqa: N803 (LeetCode's name)
        self.m = maxChoosableInteger

    def to_move(self, state: State) -> str:
        return state[2]

    def actions(self, state: State) -> Sequence[int]:
        return [x for x in range(1, self.m + 1) if not state[0] >> x & 1]

    def result(self, state: State, move: int) -> State:
        return (state[0] | 1 << move, state[1] - move, "friend" if state[2] == "you" else "you")

    def is_terminal(self, state: State) -> bool:
        return state[1] <= 0 or not self.actions(state)

    def utility(self, state: State, player: str) -> float:
        if state[1] > 0:
            return 0  # the pool ran out short of the total: nobody reached it
        return -1 if state[2] == player else 1  # the player who just moved reached it


def play_game(args: Args) -> GameSession[State, int]:
    """`kata play 464 '{"maxChoosableInteger": 10, "desiredTotal": 30}'`: race the bot to the total."""
    m, d = args["maxChoosableInteger"], args["desiredTotal"]
    if d == 0:
        raise InputError("play needs desiredTotal >= 1: a total of 0 is reached before anyone moves")
    if m * (m + 1) // 2 < d:
        raise InputError(f"play needs a reachable total: 1..{m} add up to {m * (m + 1) // 2}, short of {d}")
    memo: dict[int, bool] = {}

    def wins(taken: int, needed: int) -> bool:
        if taken not in memo:
            memo[taken] = any(
                not taken >> x & 1 and (x >= needed or not wins(taken | 1 << x, needed - x)) for x in range(m, 0, -1)
            )
        return memo[taken]

    def value(state: State) -> float:
        return 1 if wins(state[0], state[1]) else -1

    def draw(state: State) -> str:
        pool = " ".join(str(x) for x in range(1, m + 1) if not state[0] >> x & 1)
        return f"  total {d - max(state[1], 0)} of {d}; pool: {pool or '(empty)'}"

    def parse_move(state: State, text: str) -> int | Refusal:
        if not text.isdigit() or not 1 <= int(text) <= m or state[0] >> int(text) & 1:
            return Refusal("type a number still in the pool")
        return int(text)

    return GameSession(
        CanIWin(m),
        (0, d, "you"),
        intro=f"Can I Win: take a number from 1..{m} in turn, no repeats; reach {d} first to win.",
        draw=draw,
        parse_move=parse_move,
        describe=lambda state, x: f"take {x}",
        ending=lambda state: f"the total reached {d}",
        value=value,
    )


def parse(raw: object) -> Args:
    """LeetCode's input, an object {"maxChoosableInteger": 1..20, "desiredTotal": 0..300}."""
    if not isinstance(raw, dict):
        raise InputError(
            f'give an object such as {{"maxChoosableInteger": 10, "desiredTotal": 11}}, got {describe(raw)}'
        )
    if unknown := sorted(set(raw) - set(PARAMS)):
        raise InputError(f"unknown key {unknown[0]!r} (the keys are maxChoosableInteger and desiredTotal)")
    if missing := [k for k in PARAMS if k not in raw]:
        raise InputError(f"missing key {missing[0]!r} (the keys are maxChoosableInteger and desiredTotal)")
    return {
        "maxChoosableInteger": expect_int(raw["maxChoosableInteger"], "maxChoosableInteger", 1, MAX_CHOOSABLE),
        "desiredTotal": expect_int(raw["desiredTotal"], "desiredTotal", 0, MAX_TOTAL),
    }


def generate(size: int, rng: random.Random) -> object:
    """maxChoosableInteger = size, the target the pool's whole sum: every game runs to the last number."""
    return {"maxChoosableInteger": size, "desiredTotal": size * (size + 1) // 2}


def random_input(rng: random.Random, most: int) -> dict[str, int]:
    """A random LeetCode input with maxChoosableInteger <= most, the target anywhere up to a little past the sum."""
    m = rng.randint(1, most)
    return {"maxChoosableInteger": m, "desiredTotal": rng.randint(0, m * (m + 1) // 2 + 3)}


PROBLEM = Problem(
    key="464",
    slug="can-i-win",
    title="Can I Win",
    param="maxChoosableInteger, desiredTotal",
    variants=(
        variant(naive, limit=8),
        variant(alpha_beta, limit=10),
        variant(memoized, limit=14),
        variant(bottom_up, limit=14),
        variant(alpha_beta_memo, limit=MAX_CHOOSABLE),
        variant(fast, limit=MAX_CHOOSABLE),
    ),
    parse=parse,
    size=lambda args: int(args["maxChoosableInteger"]),
    size_name="m",
    generate=generate,
    examples=(
        {"maxChoosableInteger": 10, "desiredTotal": 11},
        {"maxChoosableInteger": 10, "desiredTotal": 0},
        {"maxChoosableInteger": 10, "desiredTotal": 1},
    ),
    reference="alpha_beta_memo",
    play=play_game,
    group="Take-away games",
    method="canIWin",
    must_reach={"alpha_beta_memo": MAX_CHOOSABLE},
)
