"""1406 Stone Game III, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p1406_stone_game_iii import MAX_TAKE, alpha_beta, bottom_up, fast, memoized, naive, rolling
from shared.engine.errors import InputError
from shared.engine.validate import expect_int_list
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant

MAX_VALUE = 1000  # LeetCode's bound on |stoneValue[i]|
MAX_LENGTH = 5 * 10**4  # LeetCode's bound on len(stoneValue)

State = tuple[int, int, str]  # (i, lead, player to move): stones i.. left, lead = Alice's score minus Bob's


class StoneGameIII:
    """The same rules as a `shared.engine.game.Game`, for the generic searches. A move is how many stones to take."""

    PLAYERS = ("Alice", "Bob")

    def __init__(self, values: Sequence[int]) -> None:
        self.values = tuple(values)

    def start(self) -> State:
        """The whole row, no score yet, Alice to move."""
        return (0, 0, self.PLAYERS[0])

    def to_move(self, state: State) -> str:
        return state[2]

    def actions(self, state: State) -> Sequence[int]:
        return range(1, min(MAX_TAKE, len(self.values) - state[0]) + 1)

    def result(self, state: State, move: int) -> State:
        i, lead, player = state
        gain = sum(self.values[i : i + move])
        alice = player == self.PLAYERS[0]
        return (i + move, lead + (gain if alice else -gain), self.PLAYERS[1 if alice else 0])

    def is_terminal(self, state: State) -> bool:
        return state[0] == len(self.values)

    def utility(self, state: State, player: str) -> float:
        return state[1] if player == self.PLAYERS[0] else -state[1]


PLAY_LIMIT = 1_000  # rows longer than this do not fit a terminal anyway


def play_game(args: Args) -> GameSession[State, int]:
    """`kata play 1406 STONES`: take the first 1, 2 or 3 stones in turn; the higher score wins."""
    values: list[int] = args["stoneValue"]
    if len(values) > PLAY_LIMIT:
        raise InputError(f"play takes rows of up to {PLAY_LIMIT} stones, got {len(values)}")
    game = StoneGameIII(values)
    n = len(values)
    margin = [0] * (n + 1)  # margin[i]: what the player to move ends ahead by from stone i on, as in bottom_up
    for i in range(n - 1, -1, -1):
        margin[i] = max(sum(values[i : i + x]) - margin[i + x] for x in range(1, min(MAX_TAKE, n - i) + 1))

    def value(state: State) -> float:
        i, lead, player = state
        return margin[i] + (lead if player == game.PLAYERS[0] else -lead)

    def scores(state: State) -> tuple[int, int]:
        taken = sum(values[: state[0]])
        return (taken + state[1]) // 2, (taken - state[1]) // 2

    def draw(state: State) -> str:
        rest = values[state[0] :]
        shown = ""
        for k, stone in enumerate(rest):  # as many stones as fit in 80 columns
            if len(shown) + len(str(stone)) > 50:
                shown += f" ... ({len(rest) - k} more)"
                break
            shown += f" {stone}"
        alice, bob = scores(state)
        return f"  row:{shown or ' (empty)'}\n  Alice: {alice}   Bob: {bob}"

    def parse_move(state: State, text: str) -> int | Refusal:
        most = min(MAX_TAKE, n - state[0])
        if not text.isdigit() or not 1 <= int(text) <= most:
            return Refusal(f"type how many stones to take, 1 to {most}")
        return int(text)

    def describe(state: State, x: int) -> str:
        gain = sum(values[state[0] : state[0] + x])
        return f"take {x} ({gain} point{'' if abs(gain) == 1 else 's'})"

    def ending(state: State) -> str:
        alice, bob = scores(state)
        return f"Alice has {alice}, Bob has {bob}"

    return GameSession(
        game,
        game.start(),
        intro="Stone Game III: take the first 1, 2 or 3 stones (some are negative).",
        draw=draw,
        parse_move=parse_move,
        describe=describe,
        ending=ending,
        value=value,
        scored=True,
    )


def parse(raw: object) -> Args:
    """LeetCode's input: 1 to 5 * 10^4 integers, -1000 <= stoneValue[i] <= 1000."""
    return {"stoneValue": expect_int_list(raw, "stoneValue", -MAX_VALUE, MAX_VALUE, max_len=MAX_LENGTH)}


def generate(size: int, rng: random.Random) -> object:
    """A row of exactly `size` random stones over LeetCode's whole range."""
    if size < 1:
        raise InputError(f"len(stoneValue) must be at least 1, got {size}")
    return [rng.randint(-MAX_VALUE, MAX_VALUE) for _ in range(size)]


PROBLEM = Problem(
    key="1406",
    slug="stone-game-iii",
    title="Stone Game III",
    param="stoneValue",
    variants=(
        variant(naive, limit=18),
        variant(alpha_beta, limit=30),
        variant(memoized, limit=MAX_LENGTH),
        variant(bottom_up, limit=MAX_LENGTH),
        variant(rolling, limit=MAX_LENGTH),
        variant(fast, limit=MAX_LENGTH),
    ),
    parse=parse,
    size=lambda args: len(args["stoneValue"]),
    size_name="n",  # len(stoneValue), as the docstrings define it; the long name would crowd `kata list`
    generate=generate,
    examples=([1, 2, 3, 7], [1, 2, 3, -9], [1, 2, 3, 6]),
    play=play_game,
    group="Row games",
    method="stoneGameIII",
    # LeetCode's row is up to 5 * 10^4 long: the O(n) variants must get there; the searches, to their limits.
    must_reach={"naive": 18, "alpha_beta": 30, "memoized": MAX_LENGTH, "bottom_up": MAX_LENGTH, "rolling": MAX_LENGTH},
)
