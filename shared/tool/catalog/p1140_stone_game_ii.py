"""1140 Stone Game II, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p1140_stone_game_ii import alpha_beta, bottom_up, cubic_table, memoized, naive
from shared.engine.errors import InputError
from shared.engine.recursion import recursion_limit
from shared.engine.validate import expect_int_list
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant

MAX_PILE = 10**4  # LeetCode's bound on each pile
MAX_LENGTH = 10**4  # far past every variant's limit; longer rows are refused, not queued for hours


class StoneGameII:
    """The same rules as a `shared.engine.game.Game`, for the generic searches.

    State: (i, m, lead, player to move), piles i.. still on the table, the bound m,
    and lead = Alice's stones minus Bob's so far; the game ends when i = n.
    A move is X, the number of piles taken.
    """

    PLAYERS = ("Alice", "Bob")

    def __init__(self, piles: Sequence[int]) -> None:
        self.piles = tuple(piles)

    def start(self) -> tuple[int, int, int, str]:
        """All piles on the table, M = 1, Alice to move."""
        return (0, 1, 0, self.PLAYERS[0])

    def to_move(self, state: tuple[int, int, int, str]) -> str:
        return state[3]

    def actions(self, state: tuple[int, int, int, str]) -> Sequence[int]:
        i, m = state[0], state[1]
        return range(1, min(2 * m, len(self.piles) - i) + 1)

    def result(self, state: tuple[int, int, int, str], move: int) -> tuple[int, int, int, str]:
        i, m, lead, player = state
        gain = sum(self.piles[i : i + move])
        alice = player == self.PLAYERS[0]
        return (i + move, max(m, move), lead + (gain if alice else -gain), self.PLAYERS[1 if alice else 0])

    def is_terminal(self, state: tuple[int, int, int, str]) -> bool:
        return state[0] == len(self.piles)

    def utility(self, state: tuple[int, int, int, str], player: str) -> float:
        return state[2] if player == self.PLAYERS[0] else -state[2]


PLAY_LIMIT = 300  # memoized's declared limit: the bot answers every move at once up to here


def play_game(args: Args) -> GameSession[tuple[int, int, int, str], int]:
    """`kata play 1140 PILES`: take the next X piles, 1 <= X <= 2M, then M = max(M, X); most stones wins."""
    piles: list[int] = args["piles"]
    if len(piles) > PLAY_LIMIT:
        raise InputError(f"play takes up to {PLAY_LIMIT} piles, got {len(piles)}")
    game = StoneGameII(piles)
    n, total = len(piles), sum(piles)
    margins: dict[tuple[int, int], int] = {}  # what the mover ends ahead from (i, m) on, kept for the whole game

    def margin(i: int, m: int) -> int:
        if i == n:
            return 0
        if (i, m) not in margins:
            margins[i, m] = max(
                sum(piles[i : i + x]) - margin(i + x, max(m, x)) for x in range(1, min(2 * m, n - i) + 1)
            )
        return margins[i, m]

    def value(state: tuple[int, int, int, str]) -> float:
        i, m, lead, player = state
        with recursion_limit(4 * n + 10):
            return margin(i, m) + (lead if player == game.PLAYERS[0] else -lead)

    def scores(state: tuple[int, int, int, str]) -> tuple[int, int]:
        taken = sum(piles[: state[0]])
        return (taken + state[2]) // 2, (taken - state[2]) // 2

    def draw(state: tuple[int, int, int, str]) -> str:
        i, m = state[0], state[1]
        alice, bob = scores(state)
        rest = " ".join(map(str, piles[i:])) or "(none)"
        rule = f"M = {m}: take 1 to {min(2 * m, n - i)}   " if i < n else ""
        return f"  piles left: {rest}\n  {rule}Alice: {alice}   Bob: {bob}"

    def parse_move(state: tuple[int, int, int, str], text: str) -> int | Refusal:
        most = min(2 * state[1], n - state[0])
        if not text.isdigit() or not 1 <= int(text) <= most:
            return Refusal(f"type how many piles to take, 1 to {most}")
        return int(text)

    def describe(state: tuple[int, int, int, str], x: int) -> str:
        gain = sum(piles[state[0] : state[0] + x])
        return f"take the next {x} pile{'s' if x > 1 else ''} ({gain} stones)"

    def ending(state: tuple[int, int, int, str]) -> str:
        alice, bob = scores(state)
        return f"Alice has {alice}, Bob has {bob} (of {total})"

    return GameSession(
        game,
        game.start(),
        intro="Stone Game II: take the next X piles, 1 <= X <= 2M (M starts at 1, then M = max(M, X)).",
        draw=draw,
        parse_move=parse_move,
        describe=describe,
        ending=ending,
        value=value,
        scored=True,
    )


def parse(raw: object) -> Args:
    """A non-empty list of integers 1 <= piles[i] <= 10^4, at most 10^4 of them."""
    return {"piles": expect_int_list(raw, "piles", 1, MAX_PILE, max_len=MAX_LENGTH)}


def generate(size: int, rng: random.Random) -> object:
    """A row of exactly `size` random piles over LeetCode's whole range."""
    if size < 1:
        raise InputError(f"len(piles) must be at least 1, got {size}")
    return [rng.randint(1, MAX_PILE) for _ in range(size)]


PROBLEM = Problem(
    key="1140",
    slug="stone-game-ii",
    title="Stone Game II",
    param="piles",
    variants=(
        variant(naive, limit=20),
        variant(alpha_beta, limit=50),
        variant(memoized, limit=300),
        variant(bottom_up, limit=1_000),
        variant(cubic_table, limit=300),
    ),
    parse=parse,
    size=lambda args: len(args["piles"]),
    size_name="len(piles)",
    generate=generate,
    examples=([2, 7, 9, 4, 4], [1, 2, 3, 4, 5, 100]),
    play=play_game,
    method="stoneGameII",
    # LeetCode's largest row of piles is 100 long, capped by each variant's own limit.
    must_reach={"naive": 20, "alpha_beta": 50, "memoized": 100, "bottom_up": 100, "cubic_table": 100},
    group="Row games",
)
