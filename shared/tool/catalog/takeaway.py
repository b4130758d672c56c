"""The take-away games as the tool sees them: 292, 294, 464, 1025, 1510, each a `Problem`.

Their games for `kata play` are in `shared.tool.play.takeaway`; the bot is
the engine's solver on the game, or the chapter's formula (`bot`).
"""

from __future__ import annotations

import random
from math import isqrt
from typing import Any

from problems import p0292_nim_game, p0294_flip_game_ii, p0464_can_i_win, p1025_divisor_game, p1510_stone_game_iv
from problems.p0294_flip_game_ii import flips
from shared.engine.errors import InputError
from shared.engine.validate import describe, expect_str
from shared.tool.kinds import OneNumber
from shared.tool.play import GameSession, Session
from shared.tool.play.takeaway import CanIWin, DivisorGame, FlipGame, NimGame, SquareGame
from shared.tool.registry import Args, Problem, Variant, reachable

TAKE_AWAY = "Take-away games"


class P0292(OneNumber):
    chapter = p0292_nim_game
    limits = {"naive": 22, "alpha_beta": 36, "memoized": 10**5, "bottom_up": 10**6}
    cells = {"bottom_up": lambda args: args["n"] + 1}  # heaps 0..n
    units = {"bottom_up": ("held", (), "the n + 1 heaps win[0..n] it allocates, each once")}
    must_reach = {"memoized": 10**4}  # LeetCode's n goes to 2^31 - 1: only the formula gets there
    reference, group, method, game, bot = "formula", TAKE_AWAY, "canWinNim", NimGame, "formula"


def splits(args: Args) -> int:
    """294's Grundy tables' unit: the k - 1 splits of each run length k = 2 .. the longest run."""
    longest = max(len(run) for run in str(args["currentState"]).split("-"))
    return longest * (longest - 1) // 2


class P0294(Problem):
    chapter = p0294_flip_game_ii
    limits = {"naive": 13, "alpha_beta": 18, "memoized": 20, "bottom_up": 20}
    # bottom_up's cells: the strings reachable from the start; the Grundy tables': the splits of each run.
    cells = {"bottom_up": lambda args: reachable(args["currentState"], flips), "sprague_grundy": splits, "fast": splits}
    reference, group, method, bare_string = "sprague_grundy", TAKE_AWAY, "canWin", True
    game, bot = FlipGame, "sprague_grundy"
    units = {"sprague_grundy": ("assigns", ("reached.add",), "the splits examined: `reached.add` once a split")}
    other_unit = {"fast": "it declares the splits examined (its O(n^2) work), each examined in C: map(xor, ...)"}

    def parse(self, raw: object) -> Args:
        """LeetCode's input: a string of '+' and '-', its length within LeetCode's bounds."""
        state = expect_str(raw, "currentState")
        least, most = self.bounds["len(currentState)"]
        if not least <= len(state) <= most:
            raise InputError(f"currentState must hold {least} to {most} characters, got {len(state)}")
        if bad := next((c for c in state if c not in "+-"), None):
            raise InputError(f"currentState may hold only '+' and '-', got {describe(bad)}")
        return {"currentState": state}

    def generate(self, size: int, rng: random.Random) -> object:
        """`size` pluses: one run, the longest game of that length (every search's worst case found so far)."""
        return "+" * size

    def draw(self, v: Variant, size: int, rng: random.Random) -> object:
        """`size` characters, '-' among the '+' at a rate drawn each time: one run, or several runs to add up."""
        minus = rng.choice((0.0, 0.2, 0.4))
        return "".join("-" if rng.random() < minus else "+" for _ in range(size))


def hard_total(size: int, rng: random.Random) -> object:
    """The pool's sum less 5m/4, a deep search (at the whole sum endgame's count answers at the root)."""
    return {"maxChoosableInteger": size, "desiredTotal": max(1, size * (size + 1) // 2 - 5 * size // 4)}


def masks(args: Args) -> int | None:
    """464's bottom_up cells, one per mask of taken numbers: 2^m; none where `settled` answers first."""
    m, total = args["maxChoosableInteger"], args["desiredTotal"]
    return None if p0464_can_i_win.settled(m, total) is not None else 2**m


class P0464(Problem):
    chapter = p0464_can_i_win
    limits = {"naive": 8, "alpha_beta": 10, "memoized": 14, "bottom_up": 14}
    generators = dict.fromkeys(("endgame", "fast"), hard_total)
    size_name, cells = "m", {"bottom_up": masks}
    units = {"bottom_up": ("held", (), "the 2^m masks it allocates, each once")}
    reference, group, method = "alpha_beta_memo", TAKE_AWAY, "canIWin"

    def generate(self, size: int, rng: random.Random) -> object:
        """maxChoosableInteger = size, the target the pool's whole sum: every game runs to the last number."""
        return {"maxChoosableInteger": size, "desiredTotal": size * (size + 1) // 2}

    def draw(self, v: Variant, size: int, rng: random.Random) -> object:
        """maxChoosableInteger = size and a total anywhere: 0, 1, within one pick, where the order of play matters,
        the whole sum (where it cannot), past it (nobody reaches it), within LeetCode's bounds."""
        whole, most = size * (size + 1) // 2, self.bounds["desiredTotal"][1]
        matters = rng.randint(size + 1, max(size + 1, whole - 1))  # past one pick, short of the whole sum
        total = rng.choice((0, 1, rng.randint(1, size), matters, matters, whole, whole + rng.randint(1, size)))
        return {"maxChoosableInteger": size, "desiredTotal": min(total, most)}

    def play(self, args: Args) -> Session[Any]:
        """`kata play 464 '{"maxChoosableInteger": 10, "desiredTotal": 30}'`: race the bot to the total."""
        m, d = args["maxChoosableInteger"], args["desiredTotal"]
        if d == 0:
            raise InputError("play needs desiredTotal >= 1: a total of 0 is reached before anyone moves")
        if m * (m + 1) // 2 < d:
            raise InputError(f"play needs a reachable total: 1..{m} add up to {m * (m + 1) // 2}, short of {d}")
        return GameSession(CanIWin(m, d), (0, d))


def trials(args: Args) -> int:
    """1025's bottom_up cells with their trial divisions: 1 + isqrt(b) for each board b = 1 .. n."""
    return sum(1 + isqrt(board) for board in range(1, args["n"] + 1))


class P1025(OneNumber):
    chapter = p1025_divisor_game
    limits, cells = {"naive": 18, "alpha_beta": 44}, {"bottom_up": trials}
    reference, group, method, game, bot = "formula", TAKE_AWAY, "divisorGame", DivisorGame, "formula"


def marks(args: Args) -> int:
    """1510's bottom_up cells win[0..n], and the marks each lost heap makes on the heaps a square above it."""
    n: int = args["n"]
    win = [False] * (n + 1)
    made = 0
    for stones in range(n + 1):
        if not win[stones]:
            for k in range(1, isqrt(n - stones) + 1):
                win[stones + k * k] = True
            made += isqrt(n - stones)
    return n + 1 + made


class P1510(OneNumber):
    chapter = p1510_stone_game_iv
    limits = {"naive": 26, "alpha_beta": 30, "memoized": 3_000}
    cells = {"bottom_up": marks}
    group, method, game = TAKE_AWAY, "winnerSquareGame", SquareGame
