"""Pitfall: a transposition table that forgets the window its values were found in.

Alpha-beta stops searching a position as soon as the position cannot change
the result above it. What it returns then is only a bound: "at least v" after
a cut at a MAX node, "at most v" after a cut at a MIN node. This cache stores
that bound as if it were the position's value, and hands it back the next
time the position is reached, where the window may be wider and the true
value is needed. The result is confidently wrong.

The fix, in `shared.engine.search.memoized_alpha_beta`, is one flag per entry
(EXACT, LOWER, UPPER) and a lookup that trusts a bound only when it already
decides the new window.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from shared.engine.game import Game, Move, State


def window_blind_alpha_beta(game: Game[State, Move], state: State) -> float:
    """Alpha-beta whose cache keys on the state alone and stores every result as exact. WRONG."""
    player = game.to_move(state)
    cache: dict[Hashable, float] = {}

    def value(s: State, alpha: float, beta: float) -> float:
        if s in cache:
            return cache[s]  # the bug: this may be a bound found under a narrower window
        if game.is_terminal(s):
            result = game.utility(s, player)
        else:
            maximizing = game.to_move(s) == player
            result = -math.inf if maximizing else math.inf
            for m in game.actions(s):
                v = value(game.result(s, m), alpha, beta)
                if maximizing:
                    result = max(result, v)
                    alpha = max(alpha, v)
                else:
                    result = min(result, v)
                    beta = min(beta, v)
                if alpha >= beta:
                    break
        cache[s] = result
        return result

    return value(state, -math.inf, math.inf)
