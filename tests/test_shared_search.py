"""The generic searches: agreement on random trees, pruning that never changes a value, the bound-flag table."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given
from hypothesis import strategies as st

from shared.engine.search import Bound, alpha_beta, memoized_alpha_beta, minimax
from shared.engine.trees import Tree, TreeGame
from tests.pitfalls.window_blind_cache import window_blind_alpha_beta


class DagGame:
    """A tiny game whose positions are named, so two lines of play can reach the same one."""

    def __init__(self, moves: dict[str, list[str]], leaves: dict[str, float], players: dict[str, str]) -> None:
        self.moves, self.leaves, self.players = moves, leaves, players

    def to_move(self, state: str) -> str:
        return self.players.get(state, "MAX")

    def actions(self, state: str) -> Sequence[str]:
        return self.moves.get(state, [])

    def result(self, state: str, move: str) -> str:
        return move

    def is_terminal(self, state: str) -> bool:
        return state in self.leaves

    def utility(self, state: str, player: str) -> float:
        return self.leaves[state] if player == "MAX" else -self.leaves[state]


# MAX picks A or B; MIN then picks; C is reachable through both. Searching A
# first cuts C off after its first leaf (4 is already worse for MIN than 3),
# so C is only known to be "at least 4". Its true value is 9.
TRANSPOSITION = DagGame(
    moves={"root": ["A", "B"], "A": ["a3", "C"], "B": ["C", "b10"], "C": ["c4", "c9"]},
    leaves={"a3": 3, "b10": 10, "c4": 4, "c9": 9},
    players={"root": "MAX", "A": "MIN", "B": "MIN", "C": "MAX"},
)


def test_pitfall_window_blind_cache_returns_a_bound_as_a_value() -> None:
    """Storing C's cut-off bound (4) as exact makes the root 4; its true value is 9."""
    assert minimax(TRANSPOSITION, "root").value == 9
    assert window_blind_alpha_beta(TRANSPOSITION, "root") == 4


def test_bound_flag_table_gets_the_transposition_right() -> None:
    """The bound-flag table records C as a LOWER bound, re-searches it under B's wider window, and finds 9."""
    result = memoized_alpha_beta(TRANSPOSITION, "root")
    assert result.value == 9
    assert result.pv == ("B", "C", "c9")


def test_bound_names_are_the_three_flags() -> None:
    """A table entry is exact, a lower bound or an upper bound: nothing else."""
    assert {b.value for b in Bound} == {"exact", "lower", "upper"}


leaf = st.integers(-20, 20)
trees = st.recursive(leaf, lambda kids: st.lists(kids, min_size=1, max_size=4), max_leaves=40)


@given(trees)
def test_searches_agree_on_random_trees(tree: Tree) -> None:
    """minimax, alpha-beta and the memoized search find one value and one best first move's value on any tree."""
    game = TreeGame(tree)
    full, cut, cached = minimax(game, ()), alpha_beta(game, ()), memoized_alpha_beta(game, ())
    assert full.value == cut.value == cached.value
    assert cut.nodes <= full.nodes


@given(trees)
def test_principal_variation_leads_to_the_value(tree: Tree) -> None:
    """Playing the principal variation from the root ends on a leaf worth exactly the value."""
    game = TreeGame(tree)
    for search in (minimax, alpha_beta, memoized_alpha_beta):
        result = search(game, ())
        path = tuple(result.pv)
        assert game.is_terminal(path), search.__name__
        assert game.utility(path, "MAX") == result.value, search.__name__


def test_move_order_prunes_more_on_a_sorted_tree() -> None:
    """Trying MAX's best branch first lets alpha-beta skip more of the others."""
    tree: Tree = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    game = TreeGame(tree)
    plain = alpha_beta(game, ())
    best_first = alpha_beta(game, (), order=lambda s, moves: list(reversed(moves)) if len(s) == 0 else moves)
    assert plain.value == best_first.value == 7
    assert best_first.nodes < plain.nodes
