"""877 Stone Game, as the tool sees it: the Game adapter, `kata play`, input parsing and the declaration."""

from __future__ import annotations

import random
from collections.abc import Sequence

from problems.p0877_stone_game import MAX_LENGTH, MAX_PILE, alpha_beta, bottom_up, formula, memoized, naive
from shared.engine.errors import InputError
from shared.engine.recursion import recursion_limit
from shared.engine.validate import expect_int_list
from shared.tool.play import GameSession, Refusal
from shared.tool.registry import Args, Problem, variant

State = tuple[int, int, int, str]  # (i, j, Alice's stones minus Bob's so far, player to move); piles[i..j] remain


class StoneGame:
    """The same rules as a `shared.engine.game.Game`, for the generic searches and `kata play`. A move is "L" or "R"."""

    PLAYERS = ("Alice", "Bob")

    def __init__(self, piles: Sequence[int]) -> None:
        self.piles = tuple(piles)

    def start(self) -> State:
        """The full row, nothing taken, Alice to move."""
        return (0, len(self.piles) - 1, 0, self.PLAYERS[0])

    def to_move(self, state: State) -> str:
        return state[3]

    def actions(self, state: State) -> Sequence[str]:
        return ("L",) if state[0] == state[1] else ("L", "R")

    def result(self, state: State, move: str) -> State:
        i, j, lead, player = state
        taken = self.piles[i] if move == "L" else self.piles[j]
        gain = taken if player == self.PLAYERS[0] else -taken
        other = self.PLAYERS[1] if player == self.PLAYERS[0] else self.PLAYERS[0]
        return (i + 1, j, lead + gain, other) if move == "L" else (i, j - 1, lead + gain, other)

    def is_terminal(self, state: State) -> bool:
        return state[0] > state[1]

    def utility(self, state: State, player: str) -> float:
        return state[2] if player == self.PLAYERS[0] else -state[2]


def play_game(args: Args) -> GameSession[State, str]:
    """`kata play 877 PILES`: take an end pile in turn; the bot plays by the margin table, as `memoized` does."""
    piles: list[int] = args["piles"]
    game = StoneGame(piles)
    total = sum(piles)
    margins: dict[tuple[int, int], int] = {}

    def margin(i: int, j: int) -> int:
        if i > j:
            return 0
        if (i, j) not in margins:
            margins[i, j] = max(piles[i] - margin(i + 1, j), piles[j] - margin(i, j - 1))
        return margins[i, j]

    def value(state: State) -> float:
        i, j, lead, player = state
        with recursion_limit(2 * len(piles) + 10):
            return margin(i, j) + (lead if player == game.PLAYERS[0] else -lead)

    def scores(state: State) -> tuple[int, int]:
        taken = total - sum(piles[state[0] : state[1] + 1])
        return (taken + state[2]) // 2, (taken - state[2]) // 2

    def draw(state: State) -> str:
        row = " ".join(map(str, piles[state[0] : state[1] + 1])) or "(empty)"
        alice, bob = scores(state)
        return f"  piles: {row}\n  Alice: {alice}   Bob: {bob}"

    def parse_move(state: State, text: str) -> str | Refusal:
        end = text.strip().lower()
        if end not in ("l", "r", "left", "right"):
            return Refusal("type L to take the left pile or R to take the right pile")
        return "L" if state[0] == state[1] else end[0].upper()

    def describe(state: State, move: str) -> str:
        return f"take the left pile, {piles[state[0]]}" if move == "L" else f"take the right pile, {piles[state[1]]}"

    def ending(state: State) -> str:
        alice, bob = scores(state)
        return f"Alice has {alice} stones, Bob has {bob}"

    return GameSession(
        game,
        game.start(),
        intro="Stone Game: take the pile at either end (L or R) in turn; more stones wins.",
        draw=draw,
        parse_move=parse_move,
        describe=describe,
        ending=ending,
        value=value,
        scored=True,
    )


def parse(raw: object) -> Args:
    """LeetCode's input: an even number (2 to 500) of piles of 1 to 500 stones, with an odd total."""
    piles = expect_int_list(raw, "piles", 1, MAX_PILE, min_len=2, max_len=MAX_LENGTH)
    if len(piles) % 2:
        raise InputError(f"piles must hold an even number of piles, got {len(piles)}")
    if sum(piles) % 2 == 0:
        raise InputError(f"piles must have an odd total (no ties), got {sum(piles)}")
    return {"piles": piles}


def generate(size: int, rng: random.Random) -> object:
    """A random row of `size` piles over LeetCode's range (one fewer if size is odd), nudged to an odd total."""
    size = max(2, size - size % 2)  # the rules want an even row: odd ladder steps measure the row below
    piles = [rng.randint(1, MAX_PILE) for _ in range(size)]
    if sum(piles) % 2 == 0:
        piles[0] += 1 if piles[0] < MAX_PILE else -1
    return piles


PROBLEM = Problem(
    key="877",
    slug="stone-game",
    title="Stone Game",
    param="piles",
    variants=(
        variant(naive, limit=16),
        variant(alpha_beta, limit=24),
        variant(memoized, limit=MAX_LENGTH),
        variant(bottom_up, limit=MAX_LENGTH),
        variant(formula, limit=MAX_LENGTH),
    ),
    parse=parse,
    size=lambda args: len(args["piles"]),
    size_name="len(piles)",
    generate=generate,
    examples=([5, 3, 4, 5], [3, 7, 2, 3]),
    play=play_game,
    group="Row games",
    method="stoneGame",
    must_reach={"memoized": MAX_LENGTH, "bottom_up": MAX_LENGTH, "formula": MAX_LENGTH},
)
