"""The generic searches: agreement on random trees, pruning that never changes a value, the bound-flag table."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from shared.engine.search import Bound, Solver, alpha_beta, memoized_alpha_beta, minimax
from shared.engine.trees import Tree, TreeGame
from tests.kit import sweep
from tests.pitfalls.window_blind_cache import window_blind_alpha_beta
from tests.test_shared_game import Fork, Subtraction, TakeAnEnd


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


@settings(max_examples=sweep(30, 100))  # hypothesis' own 100 under --slow
@given(trees)
def test_searches_agree_on_random_trees(tree: Tree) -> None:
    """minimax, alpha-beta and the memoized search find one value and one best first move's value on any tree."""
    game = TreeGame(tree)
    full, cut, cached = minimax(game, ()), alpha_beta(game, ()), memoized_alpha_beta(game, ())
    assert full.value == cut.value == cached.value
    assert cut.nodes <= full.nodes


@settings(max_examples=sweep(30, 100))  # hypothesis' own 100 under --slow
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


# --- exact figures: what mutation testing showed unpinned (node counts, cut points, tie-breaks, the table) ---

ties = st.recursive(st.integers(0, 2), lambda kids: st.lists(kids, min_size=1, max_size=3), max_leaves=30)


def _reference_alpha_beta(tree: Tree) -> tuple[float, tuple[int, ...], int, list[tuple[tuple[int, ...], int]]]:
    """Fail-soft alpha-beta written out on the nested lists: value, line, nodes entered, cut (path, move) pairs."""
    nodes = 0
    cuts: list[tuple[tuple[int, ...], int]] = []

    def value(node: Tree, path: tuple[int, ...], alpha: float, beta: float) -> tuple[float, tuple[int, ...]]:
        nonlocal nodes
        nodes += 1
        if not isinstance(node, list):
            return node, ()
        maximizing = len(path) % 2 == 0
        best: tuple[float, tuple[int, ...]] | None = None
        for i, child in enumerate(node):
            v, line = value(child, (*path, i), alpha, beta)
            if best is None or (v > best[0] if maximizing else v < best[0]):
                best = (v, (i, *line))
            alpha, beta = (max(alpha, v), beta) if maximizing else (alpha, min(beta, v))
            if alpha >= beta:
                cuts.extend((path, j) for j in range(i + 1, len(node)))
                break
        assert best is not None
        return best

    v, line = value(tree, (), float("-inf"), float("inf"))
    return v, line, nodes, cuts


def _first_best_line(tree: Tree, depth: int = 0) -> tuple[int, ...]:
    """Minimax's principal variation written out: at each node the first child of best value."""
    if not isinstance(tree, list):
        return ()
    values = [_minimax_value(child, depth + 1) for child in tree]
    best = max(values) if depth % 2 == 0 else min(values)
    i = values.index(best)
    return (i, *_first_best_line(tree[i], depth + 1))


def _minimax_value(tree: Tree, depth: int) -> float:
    if not isinstance(tree, list):
        return tree
    values = [_minimax_value(child, depth + 1) for child in tree]
    return max(values) if depth % 2 == 0 else min(values)


@settings(max_examples=sweep(30, 100))  # hypothesis' own 100 under --slow
@given(ties)
def test_alpha_beta_enters_and_cuts_exactly_what_the_algorithm_says(tree: Tree) -> None:
    """On trees full of ties: value, line (first best kept), nodes and cuts as written out, for all three searches."""
    game = TreeGame(tree)
    value, line, nodes, cuts = _reference_alpha_beta(tree)
    got = alpha_beta(game, (), record_pruned=True)
    assert (got.value, tuple(got.pv), got.nodes, list(got.pruned)) == (value, line, nodes, cuts)
    full = minimax(game, ())
    assert (full.value, tuple(full.pv), full.nodes) == (value, _first_best_line(tree), len(game.nodes))
    cached = memoized_alpha_beta(game, ())  # a tree has no transpositions: the table is never hit
    assert (cached.value, tuple(cached.pv), cached.nodes) == (value, line, nodes)


@st.composite
def dag_games(draw: st.DrawFn) -> DagGame:
    """A small game with transpositions: positions 0..n-1, moves only to higher positions, ties among leaves."""
    n = draw(st.integers(4, 9))
    moves: dict[str, list[str]] = {}
    for i in range(n - 2, -1, -1):
        later = [f"p{j}" for j in range(i + 1, n)]
        if i == 0 or draw(st.booleans()) or i == n - 2:
            moves[f"p{i}"] = draw(st.lists(st.sampled_from(later), min_size=1, max_size=3, unique=True))
    reached = {"p0"} | {m for ms in moves.values() for m in ms}
    leaves = {p: float(draw(st.integers(-1, 1))) for p in reached if p not in moves}
    players = {p: draw(st.sampled_from(["MAX", "MIN"])) for p in moves}
    return DagGame(moves, leaves, players)


@settings(max_examples=sweep(50, 100))
@given(dag_games())
def test_the_table_never_changes_the_value_on_transpositions(game: DagGame) -> None:
    """With positions reached along several lines, the bound-flag table gives minimax's value and a line to it."""
    full, cached = minimax(game, "p0"), memoized_alpha_beta(game, "p0")
    assert cached.value == full.value
    state = "p0"
    for move in cached.pv:
        state = game.result(state, move)
    assert game.is_terminal(state)
    assert game.utility(state, game.to_move("p0")) == cached.value


def test_node_counts_are_pinned_on_the_transposition() -> None:
    """The documented transposition (value 9, through B): minimax enters all 11 nodes, alpha-beta and the table 10."""
    figures = [(s(TRANSPOSITION, "root").value, s(TRANSPOSITION, "root").nodes) for s in (minimax, alpha_beta)]
    cached = memoized_alpha_beta(TRANSPOSITION, "root")
    assert (figures, cached.value, cached.nodes) == ([(9, 11), (9, 10)], 9, 10)


def _mirror(game: DagGame) -> DagGame:
    """The same game seen from the other side: sides swapped, leaves negated, and a "top" position above
    "root" whose one move hands the root over. The search maximises for whoever moves first, so each
    node that maximised now minimises: a lower bound becomes an upper one. Top's value is minus root's."""
    swap = {"MAX": "MIN", "MIN": "MAX"}
    players = {state: swap[side] for state, side in game.players.items()}
    return DagGame(
        {**game.moves, "top": ["root"]},
        {leaf: -v for leaf, v in game.leaves.items()},
        {**players, "top": game.players["root"]},
    )


# C is first searched where MAX already holds 5 (P took p5), so M is cut after
# m5 and C is only known to be "at most 5". Under Y the window is wider (X is
# worth 0) and C's true value, 2, decides the root: a table that stored C's
# bound as exact would make the root 5.
FAIL_LOW_AT_ALPHA = DagGame(
    moves={"root": ["X", "Y"], "X": ["P", "x0"], "P": ["p5", "C"], "C": ["M"], "M": ["m5", "m2"], "Y": ["C", "y9"]},
    leaves={"x0": 0, "p5": 5, "m5": 5, "m2": 2, "y9": 9},
    players={"root": "MAX", "X": "MIN", "P": "MAX", "C": "MAX", "M": "MIN", "Y": "MIN"},
)

# The root (MIN) holds 4 after r4. C fails high on c4 under X1 and is stored as
# "at least 4"; under X2 the same window makes that bound a cut-off by itself,
# so the table answers C without entering c4 again.
CUT_BY_STORED_BOUND = DagGame(
    moves={"root": ["r4", "X1", "X2"], "X1": ["C"], "X2": ["C"], "C": ["c4", "c9"]},
    leaves={"r4": 4, "c4": 4, "c9": 9},
    players={"root": "MIN", "X1": "MAX", "X2": "MAX", "C": "MAX"},
)


def test_a_fail_low_equal_to_alpha_is_stored_as_a_bound_not_a_value() -> None:
    """A value equal to alpha is only an upper bound (and equal to beta a lower one): the root is 2, not 5."""
    game, mirrored = FAIL_LOW_AT_ALPHA, _mirror(FAIL_LOW_AT_ALPHA)
    assert (minimax(game, "root").value, minimax(mirrored, "top").value) == (2, -2)
    cached, dual = memoized_alpha_beta(game, "root"), memoized_alpha_beta(mirrored, "top")
    assert (cached.value, cached.pv, cached.nodes) == (2, ("Y", "C", "M", "m2"), 14)
    assert (dual.value, dual.pv, dual.nodes) == (-2, ("root", "Y", "C", "M", "m2"), 15)


def test_a_stored_bound_that_meets_the_window_cuts_without_searching() -> None:
    """The second visit to C is answered by its stored bound alone: 7 nodes, where searching C again makes 8 or more."""
    game, mirrored = CUT_BY_STORED_BOUND, _mirror(CUT_BY_STORED_BOUND)
    assert (minimax(game, "root").value, minimax(mirrored, "top").value) == (-4, 4)  # MIN moves first: -4 to it
    cached, dual = memoized_alpha_beta(game, "root"), memoized_alpha_beta(mirrored, "top")
    assert (cached.value, cached.pv, cached.nodes) == (-4, ("r4",), 7)
    assert (dual.value, dual.pv, dual.nodes) == (4, ("root", "r4"), 8)


def test_the_solver_values_positions_as_the_searches_do() -> None:
    """Solver values heaps as the searches do (exact, though it stops at a win); 10^5 stones need no deep stack."""
    solver = Solver(Subtraction())
    assert [solver.value(n) for n in range(9)] == [-1, 1, 1, 1, -1, 1, 1, 1, -1]
    assert solver.value(100_000) == -1
    assert solver.value(100_003) == 1
    for n in range(12):
        state = Subtraction().start(n)
        assert solver.value(n) == memoized_alpha_beta(Subtraction(), state).value, n


@settings(max_examples=sweep(30, 100))  # hypothesis' own 100 under --slow
@given(st.lists(st.integers(-9, 9), max_size=7))
def test_the_solver_finds_the_margin_of_a_scored_game(row: list[int]) -> None:
    """On a row, the searches' value (the lead when the row is gone) is the Solver's margin from the start."""
    game = TakeAnEnd()
    assert minimax(game, game.start(tuple(row))).value == Solver(game).value(tuple(row))


class Trap(Fork):
    """From the root, "trap" leaves the other player a move, but only into a lost position; "far" is the other way."""

    def moves(self, position: str) -> Sequence[str]:
        return {"root": ["trap", "far"], "trap": ["won"], "won": ["lost"], "far": ["lost"]}.get(position, [])


def test_the_solver_stops_at_a_win_and_stays_exact() -> None:
    """With a win worth the ceiling found, the other moves are not tried; every value it keeps is exact."""
    for game in (Fork(), Trap()):  # the win found at once, and found after a search below it
        stopped = Solver(game)
        assert stopped.value("root") == 1
        assert "far" not in stopped.table, type(game).__name__
    solver = Solver(Subtraction())
    assert solver.value(5) == 1
    assert all(solver.table[n] == (-1 if n % 4 == 0 else 1) for n in solver.table)
