"""Generic adversarial searches over any `shared.engine.game.Game`.

All three follow AIMA's minimax and alpha-beta (Russell & Norvig, 4th ed.,
figures 5.3 and 5.7): the value is from the point of view of the player to
move at the root, MAX nodes are that player's turns, MIN nodes the other's.
Each returns the value, the best move, the principal variation and how many
nodes it entered (the root and terminal positions included).

- `minimax`: every node of the tree.
- `alpha_beta`: prunes a branch once it cannot change the root's value;
  an optional `order` tries promising moves first, which prunes more.
- `memoized_alpha_beta`: alpha-beta plus a transposition table. A pruned
  search does not learn a position's value, only a bound on it, so each
  entry records whether its value is EXACT, a LOWER bound or an UPPER bound,
  and a later visit trusts it only as far as the flag allows. A table that
  stores bounds as exact values returns wrong answers (see
  tests/pitfalls/window_blind_cache.py).
- `Solver`: the value of a position of a `TurnGame` or `ScoredGame` for the
  player to move, by negamax on the position alone (the points already won
  do not change what is still to win), each position solved once and kept
  for the solver's life: the bot of `kata play` asks it at every move.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Generic

from shared.engine.game import Game, Move, Position, Rules, State

__all__ = [
    "Bound",
    "SearchResult",
    "Solver",
    "TableEntry",
    "alpha_beta",
    "memoized_alpha_beta",
    "minimax",
]

Line = tuple[Move, ...]


@dataclass(frozen=True)
class SearchResult(Generic[State, Move]):
    """What a search found: value for the root's
    player, best move, principal variation."""

    value: float
    move: Move | None
    pv: tuple[Move, ...]
    nodes: int
    # (state, move) pairs that alpha-beta never entered; filled only on request.
    pruned: tuple[tuple[State, Move], ...] = field(default=())


def _no_moves(state: object) -> ValueError:
    return ValueError(f"non-terminal state {state!r} has no legal moves")


def minimax(game: Game[State, Move], state: State) -> SearchResult[State, Move]:
    """Plain minimax: enter every node of the game tree.
    Time O(b^d), Space O(d)."""
    player = game.to_move(state)
    nodes = 0

    def value(s: State) -> tuple[float, Line[Move]]:
        nonlocal nodes
        nodes += 1
        if game.is_terminal(s):
            return game.utility(s, player), ()
        maximizing = game.to_move(s) == player
        best: tuple[float, Line[Move]] | None = None
        for m in game.actions(s):
            v, line = value(game.result(s, m))
            if best is None or (v > best[0] if maximizing else v < best[0]):
                best = (v, (m, *line))
        if best is None:
            raise _no_moves(s)
        return best

    v, line = value(state)
    return SearchResult(v, line[0] if line else None, line, nodes)


def alpha_beta(
    game: Game[State, Move],
    state: State,
    *,
    order: Callable[[State, Sequence[Move]], Sequence[Move]] | None = None,
    record_pruned: bool = False,
) -> SearchResult[State, Move]:
    """Minimax with alpha-beta pruning (fail-soft).
    Time O(b^d) worst, O(b^(d/2)) best-ordered, Space O(d)."""
    player = game.to_move(state)
    nodes = 0
    pruned: list[tuple[State, Move]] = []

    def value(s: State, alpha: float, beta: float) -> tuple[float, Line[Move]]:
        nonlocal nodes
        nodes += 1
        if game.is_terminal(s):
            return game.utility(s, player), ()
        maximizing = game.to_move(s) == player
        moves = game.actions(s)
        if order is not None:
            moves = order(s, moves)
        best_v = -math.inf if maximizing else math.inf
        best_line: Line[Move] | None = None
        for i, m in enumerate(moves):
            v, line = value(game.result(s, m), alpha, beta)
            if best_line is None or (v > best_v if maximizing else v < best_v):
                best_v, best_line = v, (m, *line)
            if maximizing:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
            if alpha >= beta:
                if record_pruned:
                    pruned.extend((s, rest) for rest in moves[i + 1 :])
                break
        if best_line is None:
            raise _no_moves(s)
        return best_v, best_line

    v, line = value(state, -math.inf, math.inf)
    return SearchResult(
        v, line[0] if line else None, line, nodes, tuple(pruned)
    )


class Bound(Enum):
    """How far a stored value can be trusted."""

    EXACT = "exact"
    LOWER = "lower"  # the true value is at least this (the search failed high)
    UPPER = "upper"  # the true value is at most this (the search failed low)


@dataclass(frozen=True)
class TableEntry(Generic[Move]):
    """One transposition-table slot: a value,
    how far it holds, and the line behind it."""

    value: float
    bound: Bound
    line: tuple[Move, ...]


def memoized_alpha_beta(
    game: Game[State, Move],
    state: State,
    *,
    order: Callable[[State, Sequence[Move]], Sequence[Move]] | None = None,
) -> SearchResult[State, Move]:
    """Alpha-beta with a bound-flag transposition table.
    Time O(b^d) worst, Space O(states seen)."""
    player = game.to_move(state)
    nodes = 0
    table: dict[State, TableEntry[Move]] = {}

    def value(s: State, alpha: float, beta: float) -> tuple[float, Line[Move]]:
        nonlocal nodes
        nodes += 1
        entry = table.get(s)
        if entry is not None:
            if entry.bound is Bound.EXACT:
                return entry.value, entry.line
            if entry.bound is Bound.LOWER:
                alpha = max(alpha, entry.value)
            else:
                beta = min(beta, entry.value)
            if alpha >= beta:
                return entry.value, entry.line
        if game.is_terminal(s):
            u = game.utility(s, player)
            table[s] = TableEntry(u, Bound.EXACT, ())
            return u, ()
        window = (alpha, beta)
        maximizing = game.to_move(s) == player
        moves = game.actions(s)
        if order is not None:
            moves = order(s, moves)
        best_v = -math.inf if maximizing else math.inf
        best_line: Line[Move] | None = None
        for m in moves:
            v, line = value(game.result(s, m), alpha, beta)
            if best_line is None or (v > best_v if maximizing else v < best_v):
                best_v, best_line = v, (m, *line)
            if maximizing:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
            if alpha >= beta:
                break
        if best_line is None:
            raise _no_moves(s)
        if best_v <= window[0]:
            bound = Bound.UPPER
        elif best_v >= window[1]:
            bound = Bound.LOWER
        else:
            bound = Bound.EXACT
        table[s] = TableEntry(best_v, bound, best_line)
        return best_v, best_line

    v, line = value(state, -math.inf, math.inf)
    return SearchResult(v, line[0] if line else None, line, nodes)


class Solver(Generic[Position, Move]):
    """Values of positions for the player to
    move, from a game's hooks, each solved once.
    Time O(positions x moves)."""

    def __init__(self, game: Rules[Position, Move]) -> None:
        self.game = game
        # position -> its exact value; lives as long as the solver
        self.table: dict[Position, float] = {}

    def value(self, position: Position) -> float:
        """What the player to move ends with (or ahead by)
        from position, both playing perfectly."""
        table = self.table
        known = table.get(position)
        if known is not None:
            return known
        game = self.game
        ceiling, play, gain, score, ordered = (
            game.ceiling,
            game.play,
            game.gain,
            game.score,
            game.ordered,
        )
        end = score(position)
        if end is not None:
            table[position] = end
            return end
        # An explicit stack, not recursion: a heap of 10^5 stones is a line
        # of 10^5 positions. The position being solved is in locals; each
        # one above it waits on the stack with the move that led down.
        stack: list[tuple[Position, Iterator[Move], float, Move, Position]] = []
        here, moves, best = position, iter(ordered(position)), -math.inf
        while True:
            descended = False
            for move in moves if best < ceiling else ():
                child = play(here, move)
                worth = table.get(child)
                if worth is None:
                    worth = score(child)
                    if worth is None:
                        stack.append((here, moves, best, move, child))
                        here, moves, best = (
                            child,
                            iter(ordered(child)),
                            -math.inf,
                        )
                        descended = True
                        break
                    table[child] = worth
                worth = gain(here, move) - worth
                if worth > best:
                    best = worth
                    if best >= ceiling:
                        break
            if descended:
                continue
            table[here] = best
            if not stack:
                return best
            solved = best
            here, moves, best, move, _ = stack.pop()
            best = max(best, gain(here, move) - solved)
