"""The take-away games for `kata play`: 292, 294, 464, 1025 and 1510's rules on the engine, with their words.

How a game for `kata play` is written (see `shared.engine.game`): the rules
are the `TurnGame` hooks, `moves` and `play` (`Heap` plays n - take); who
cannot move loses, the default `score` (464 overrides it for a draw, ttt for
a line). The rest is what `kata play` shows: `Words` (`rules` or `intro`,
`over`, `ask`), `draw` and `describe`. The searches, the bot, `hint` and the
slips all come from these methods. A problem's `play` hook starts one in a
`GameSession`.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import isqrt

from problems import p0292_nim_game, p1025_divisor_game
from shared.engine.game import TurnGame
from shared.tool.play.session import Words
from shared.tool.play.shapes import Heap

__all__ = ["CanIWin", "DivisorGame", "FlipGame", "NimGame", "SquareGame"]


class NimGame(Heap):
    """292's rules for the engine and for `kata play`: a heap of n stones, a move takes 1 to 3, the last stone wins."""

    over = "the last stone is taken"
    ask = "type how many stones to take, 1 to {most}"
    players = ("you", "friend")

    def moves(self, n: int) -> Sequence[int]:
        return range(1, min(p0292_nim_game.MAX_TAKE, n) + 1)

    def intro(self, state: tuple[int, str]) -> str:
        return f"Nim: {state[0]} stones; a turn takes 1, 2 or 3; whoever takes the last stone wins."

    def describe(self, state: tuple[int, str], take: int) -> str:
        return f"take {take} stone{'s' if take > 1 else ''}"


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
