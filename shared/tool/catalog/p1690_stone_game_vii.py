"""1690 Stone Game VII, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p1690_stone_game_vii import alpha_beta, bottom_up, fast, memoized, naive, prefix_sums
from shared.engine.errors import InputError
from shared.engine.recursion import recursion_limit
from shared.engine.validate import expect_int_list
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant

MAX_STONE = 1000  # LeetCode's bound on stones[i]
MAX_LENGTH = 1000  # LeetCode's bound on len(stones)

State = tuple[int, int, int, int, str]  # (i, j, Alice's score, Bob's score, player to move): stones[i..j] left


class StoneGameVII:
    """The same rules as a `shared.engine.game.Game`, for the generic searches. A move is "L" or "R": which end."""

    PLAYERS = ("Alice", "Bob")

    def __init__(self, stones: Sequence[int]) -> None:
        self.stones = tuple(stones)
        self.prefix = prefix_sums(list(stones))

    def start(self) -> State:
        """The whole row, no score yet, Alice to move."""
        return (0, len(self.stones) - 1, 0, 0, self.PLAYERS[0])

    def to_move(self, state: State) -> str:
        return state[4]

    def actions(self, state: State) -> Sequence[str]:
        return ("L",) if state[0] == state[1] else ("L", "R")

    def result(self, state: State, move: str) -> State:
        i, j, alice, bob, player = state
        lo, hi = (i + 1, j) if move == "L" else (i, j - 1)
        gain = self.prefix[hi + 1] - self.prefix[lo]  # what is left after the removal
        if player == self.PLAYERS[0]:
            return (lo, hi, alice + gain, bob, self.PLAYERS[1])
        return (lo, hi, alice, bob + gain, self.PLAYERS[0])

    def is_terminal(self, state: State) -> bool:
        return state[0] > state[1]

    def utility(self, state: State, player: str) -> float:
        lead = state[2] - state[3]
        return lead if player == self.PLAYERS[0] else -lead


PLAY_LIMIT = 300  # memoized's declared limit: the bot answers every move at once up to here


def play_game(args: Args) -> GameSession[State, str]:
    """`kata play 1690 STONES`: remove an end of the row and score what is left; the higher total wins."""
    stones: list[int] = args["stones"]
    if len(stones) > PLAY_LIMIT:
        raise InputError(f"play takes rows of up to {PLAY_LIMIT} stones, got {len(stones)}")
    game = StoneGameVII(stones)
    prefix = game.prefix
    margins: dict[tuple[int, int], int] = {}  # margin(i, j), as in `memoized`, kept for the whole game

    def margin(i: int, j: int) -> int:
        if i >= j:
            return 0
        if (i, j) not in margins:
            margins[i, j] = max(
                prefix[j + 1] - prefix[i + 1] - margin(i + 1, j), prefix[j] - prefix[i] - margin(i, j - 1)
            )
        return margins[i, j]

    def value(state: State) -> float:
        i, j, alice, bob, player = state
        with recursion_limit(2 * len(stones) + 10):
            return margin(i, j) + (alice - bob if player == game.PLAYERS[0] else bob - alice)

    def draw(state: State) -> str:
        i, j, alice, bob = state[0], state[1], state[2], state[3]
        shown = ""
        for k, stone in enumerate(stones[i : j + 1]):  # as many stones as fit in 80 columns
            if len(shown) + len(str(stone)) > 55:
                shown += f" ... ({j - i + 1 - k} more)"
                break
            shown += f" {stone}"
        return f"  row:{shown or ' (empty)'}\n  Alice: {alice}   Bob: {bob}"

    def parse_move(state: State, text: str) -> str | Refusal:
        end = text.strip().lower()[:1]
        if end not in ("l", "r"):
            return Refusal("type L to remove the left end or R to remove the right end")
        return "L" if state[0] == state[1] else end.upper()

    def describe(state: State, move: str) -> str:
        i, j = state[0], state[1]
        lo, hi = (i + 1, j) if move == "L" else (i, j - 1)
        side, stone = ("left", stones[i]) if move == "L" else ("right", stones[j])
        return f"remove the {side} {stone} and score {prefix[hi + 1] - prefix[lo]}"

    def ending(state: State) -> str:
        return f"Alice has {state[2]}, Bob has {state[3]}"

    return GameSession(
        game,
        game.start(),
        intro="Stone Game VII: remove the left or right end (L or R); score what is left.",
        draw=draw,
        parse_move=parse_move,
        describe=describe,
        ending=ending,
        value=value,
        scored=True,
    )


def parse(raw: object) -> Args:
    """LeetCode's input: 2 to 1000 integers, 1 <= stones[i] <= 1000."""
    return {"stones": expect_int_list(raw, "stones", 1, MAX_STONE, min_len=2, max_len=MAX_LENGTH)}


def generate(size: int, rng: random.Random) -> object:
    """A row of exactly `size` random stones over LeetCode's whole range."""
    if size < 2:
        raise InputError(f"len(stones) must be at least 2, got {size}")
    return [rng.randint(1, MAX_STONE) for _ in range(size)]


PROBLEM = Problem(
    key="1690",
    slug="stone-game-vii",
    title="Stone Game VII",
    param="stones",
    variants=(
        variant(naive, limit=16),
        variant(alpha_beta, limit=24),
        variant(memoized, limit=300),
        variant(bottom_up, limit=MAX_LENGTH),
        variant(fast, limit=MAX_LENGTH),
    ),
    parse=parse,
    size=lambda args: len(args["stones"]),
    size_name="n",  # len(stones), as the docstrings define it
    generate=generate,
    examples=([5, 3, 1, 4, 2], [7, 90, 5, 1, 100, 10, 10, 2]),
    play=play_game,
    group="Row games",
    method="stoneGameVII",
    # LeetCode's row is up to 1000 long, capped by each variant's own limit.
    must_reach={"naive": 16, "alpha_beta": 24, "memoized": 300, "bottom_up": MAX_LENGTH},
)
