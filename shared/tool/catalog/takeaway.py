"""The take-away games as the tool sees them: 292, 294, 464, 1025, 1510, each a `Problem` and its game for play.

A problem's class says what it is (chapter, LeetCode's bounds and method
name, each variant's limit); its game for `kata play` is written on the
engine (`shared.engine.game.TurnGame`, or `Heap` for one heap of stones),
and the bot is the engine's solver on that game, or the chapter's formula.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import isqrt
from typing import Any

from problems import p0292_nim_game, p0294_flip_game_ii, p0464_can_i_win, p1025_divisor_game, p1510_stone_game_iv
from shared.engine.errors import InputError
from shared.engine.game import TurnGame
from shared.engine.validate import describe, expect_int, expect_object, expect_str
from shared.tool.play import GameSession, Session, Words
from shared.tool.play.shapes import Heap
from shared.tool.registry import Args, OneNumber, Problem, variant

TAKE_AWAY = "Take-away games"


class NimGame(Heap):
    """292's rules for the engine and for `kata play`: a heap of n stones, a move takes 1 to 3, the last stone wins.

    How a catalogue game is written (see `shared.engine.game`): the rules
    are the `TurnGame` hooks, `moves` here and `play` in `Heap` (n - take);
    who cannot move loses, the default `score` (464 overrides it for a draw,
    ttt for a line). The rest is what `kata play` shows: `Words` (`rules` or
    `intro`, `over`, `ask`), `draw` and `describe`. The searches, the bot,
    `hint` and the slips all come from these methods.
    """

    over = "the last stone is taken"
    ask = "type how many stones to take, 1 to {most}"
    players = ("you", "friend")

    def moves(self, n: int) -> Sequence[int]:
        return range(1, min(p0292_nim_game.MAX_TAKE, n) + 1)

    def intro(self, state: tuple[int, str]) -> str:
        return f"Nim: {state[0]} stones; a turn takes 1, 2 or 3; whoever takes the last stone wins."

    def describe(self, state: tuple[int, str], take: int) -> str:
        return f"take {take} stone{'s' if take > 1 else ''}"


class P0292(OneNumber):
    chapter = p0292_nim_game
    high = 2**31 - 1
    limits = {"naive": 22, "alpha_beta": 36, "memoized": 10**5, "bottom_up": 10**6, "formula": 2**31 - 1}
    cells = {"bottom_up": lambda args: args["n"] + 1}  # heaps 0..n
    must_reach = {"memoized": 10**4}  # LeetCode's n goes to 2^31 - 1: only the formula gets there
    reference, group, method = "formula", TAKE_AWAY, "canWinNim"

    def play(self, args: Args) -> Session[Any]:
        formula = p0292_nim_game.formula
        return GameSession(NimGame(), args["n"], value=lambda state: 1 if formula(state[0]) else -1)


class FlipGame(Words, TurnGame[str, int]):
    """294's rules for the engine and for `kata play`: a move flips "++" at an index to "--"; who cannot flip loses."""

    rules = "Flip Game II: a turn flips two adjacent ++ to --; who cannot flip loses."
    over = "no ++ is left to flip"
    ask = "type the position where a ++ starts, counting from 1"
    offset = 1  # places are typed from 1
    players = ("you", "friend")

    def moves(self, s: str) -> Sequence[int]:
        return [i for i in range(len(s) - 1) if s[i : i + 2] == "++"]

    def play(self, s: str, i: int) -> str:
        return s[:i] + "--" + s[i + 2 :]

    def draw(self, state: tuple[str, str]) -> str:
        s = state[0]
        ones = "".join(str((i + 1) % 10) for i in range(len(s)))
        tens = "".join(str((i + 1) // 10) if (i + 1) % 10 == 0 else " " for i in range(len(s)))
        return f"  {s}\n  {ones}" + (f"\n  {tens.rstrip()}" if len(s) >= 10 else "")

    def describe(self, state: tuple[str, str], i: int) -> str:
        return f"flip {i + 1} and {i + 2}"


def reachable(args: Args) -> int:
    """294's bottom_up cells: the distinct strings reachable from the start, itself included."""
    layer, count = {str(args["currentState"])}, 1
    while layer:
        layer = {child for state in layer for child in p0294_flip_game_ii.flips(state)}
        count += len(layer)
    return count


def splits(args: Args) -> int:
    """294's Grundy tables' unit: the k - 1 splits of each run length k = 2 .. the longest run."""
    longest = max(len(run) for run in str(args["currentState"]).split("-"))
    return longest * (longest - 1) // 2


class P0294(Problem):
    chapter = p0294_flip_game_ii
    most = 60  # LeetCode's bound on len(currentState)
    limits = {"naive": 13, "alpha_beta": 18, "memoized": 20, "bottom_up": 20}
    rest = most
    cells = {"bottom_up": reachable, "sprague_grundy": splits, "fast": splits}
    reference, group, method, bare_string = "sprague_grundy", TAKE_AWAY, "canWin", True

    def parse(self, raw: object) -> Args:
        """LeetCode's input: a string of 1 to 60 characters, each '+' or '-'."""
        state = expect_str(raw, "currentState")
        if not 1 <= len(state) <= self.most:
            raise InputError(f"currentState must hold 1 to {self.most} characters, got {len(state)}")
        if bad := next((c for c in state if c not in "+-"), None):
            raise InputError(f"currentState may hold only '+' and '-', got {describe(bad)}")
        return {"currentState": state}

    def generate(self, size: int, rng: random.Random) -> object:
        """`size` pluses: one run, the longest game of that length (every search's worst case found so far)."""
        return "+" * size

    def size(self, args: Args) -> int:
        return len(args["currentState"])

    def play(self, args: Args) -> Session[Any]:
        grundy = p0294_flip_game_ii.sprague_grundy
        return GameSession(FlipGame(), args["currentState"], value=lambda s: 1 if grundy(s[0]) else -1)


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


def hard_total(size: int, rng: random.Random) -> object:
    """The pool's sum less 5m/4, a deep search (at the whole sum endgame's count answers at the root)."""
    return {"maxChoosableInteger": size, "desiredTotal": max(1, size * (size + 1) // 2 - 5 * size // 4)}


def masks(args: Args) -> int | None:
    """464's bottom_up cells, one per mask of taken numbers: 2^m; none where `settled` answers first."""
    m, total = args["maxChoosableInteger"], args["desiredTotal"]
    return None if p0464_can_i_win.settled(m, total) is not None else 2**m


class P0464(Problem):
    chapter = p0464_can_i_win
    most_choosable, most_total = 20, 300  # LeetCode's bounds
    limits = {
        "naive": 8,
        "alpha_beta": 10,
        "memoized": 14,
        "bottom_up": 14,
        "endgame": variant(p0464_can_i_win.endgame, limit=most_choosable, generate=hard_total),
        "fast": variant(p0464_can_i_win.fast, limit=most_choosable, generate=hard_total),
    }
    rest, size_name, cells = most_choosable, "m", {"bottom_up": masks}
    reference, group, method = "alpha_beta_memo", TAKE_AWAY, "canIWin"

    def parse(self, raw: object) -> Args:
        """LeetCode's input, an object {"maxChoosableInteger": 1..20, "desiredTotal": 0..300}."""
        raw = expect_object(raw, ("maxChoosableInteger", "desiredTotal"))
        return {
            "maxChoosableInteger": expect_int(
                raw["maxChoosableInteger"], "maxChoosableInteger", 1, self.most_choosable
            ),
            "desiredTotal": expect_int(raw["desiredTotal"], "desiredTotal", 0, self.most_total),
        }

    def generate(self, size: int, rng: random.Random) -> object:
        """maxChoosableInteger = size, the target the pool's whole sum: every game runs to the last number."""
        return {"maxChoosableInteger": size, "desiredTotal": size * (size + 1) // 2}

    def size(self, args: Args) -> int:
        return int(args["maxChoosableInteger"])

    def play(self, args: Args) -> Session[Any]:
        """`kata play 464 '{"maxChoosableInteger": 10, "desiredTotal": 30}'`: race the bot to the total."""
        m, d = args["maxChoosableInteger"], args["desiredTotal"]
        if d == 0:
            raise InputError("play needs desiredTotal >= 1: a total of 0 is reached before anyone moves")
        if m * (m + 1) // 2 < d:
            raise InputError(f"play needs a reachable total: 1..{m} add up to {m * (m + 1) // 2}, short of {d}")
        return GameSession(CanIWin(m, d), (0, d))


class DivisorGame(Heap):
    """1025's rules for the engine and for `kata play`: subtract a divisor x < n; who faces 1 cannot move and loses."""

    rules = "Divisor Game: in turn, subtract a divisor x < board; who faces 1 loses."
    over = "1 is on the board and has no divisor to take"
    ask = "type a divisor x of {position} with 0 < x < {position}"
    players = ("Alice", "Bob")
    verb = "subtract"

    def moves(self, n: int) -> Sequence[int]:
        return p1025_divisor_game.divisors(n)

    def draw(self, state: tuple[int, str]) -> str:
        moves = p1025_divisor_game.divisors(state[0])
        shown = ", ".join(map(str, moves[:12])) + (", ..." if len(moves) > 12 else "")
        return f"  board: {state[0]}   moves: {shown or 'none'}"


def trials(args: Args) -> int:
    """1025's bottom_up cells with their trial divisions: 1 + isqrt(b) for each board b = 1 .. n."""
    return sum(1 + isqrt(board) for board in range(1, args["n"] + 1))


class P1025(OneNumber):
    chapter = p1025_divisor_game
    high = 1000  # LeetCode's bound on n
    limits, rest, cells = {"naive": 18, "alpha_beta": 44}, high, {"bottom_up": trials}
    reference, group, method = "formula", TAKE_AWAY, "divisorGame"

    def play(self, args: Args) -> Session[Any]:
        formula = p1025_divisor_game.formula
        return GameSession(DivisorGame(), args["n"], value=lambda state: 1 if formula(state[0]) else -1)


class SquareGame(Heap):
    """1510's rules for the engine and for `kata play`: a move takes a square number of stones; who cannot, loses."""

    rules = "Stone Game IV: a turn takes a square number of stones; who cannot move loses."
    over = "the heap is empty"
    ask = "type a square number of stones, 1, 4, 9, ... up to {most}"
    players = ("Alice", "Bob")

    def moves(self, stones: int) -> Sequence[int]:
        return [k * k for k in range(1, isqrt(stones) + 1)]

    def ordered(self, stones: int) -> Sequence[int]:
        return self.moves(stones)[::-1]  # biggest take first: the solver meets a lost heap soon (10^5 in 0.01 s)


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
    high = 10**5  # LeetCode's bound on n
    limits, rest = {"naive": 26, "alpha_beta": 30, "memoized": 3_000}, high
    cells = {"bottom_up": marks}
    group, method = TAKE_AWAY, "winnerSquareGame"

    def play(self, args: Args) -> Session[Any]:
        return GameSession(SquareGame(), args["n"])
