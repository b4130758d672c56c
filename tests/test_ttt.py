"""Tic-tac-toe: the engine's yardstick figures, every variant on every case, and agreement."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from problems import ttt as chapter
from shared.engine.counting import node_counter
from shared.engine.search import alpha_beta, memoized_alpha_beta, minimax
from shared.tool.catalog import find_problem
from shared.tool.measure.timing import counting
from shared.tool.play import ttt as games
from tests.kit import assert_agree, counted, play_script, sweep

PROBLEM = find_problem("ttt")
EMPTY_BOARD = "........."


@pytest.mark.parametrize(
    ("name", "nodes"),
    [
        pytest.param("naive", 549_946, marks=pytest.mark.slow),  # by default: test_naive_figures_one_move_in
        ("memoized", 5_478),
        ("bottom_up", 5_478),
        ("symmetry", 765),
    ],
)
def test_known_figures_from_the_empty_board(name: str, nodes: int) -> None:
    """From the empty board: minimax enters 549,946 nodes, 5,478 distinct positions, 765 up to symmetry; value 0."""
    with counting(PROBLEM.variant(name), {"board": EMPTY_BOARD}) as counter:
        value = PROBLEM.variant(name).func(EMPTY_BOARD)
    assert (value, counter.nodes) == (0, nodes)


# naive's tree from each first move: X in a corner, on an edge, in the centre. With the root,
# 1 + 4 x 59,705 + 4 x 63,905 + 55,505 = 549,946, the figure from the empty board (under --slow).
@pytest.mark.parametrize(
    ("board", "nodes"),
    [
        pytest.param("X........", 59_705, marks=pytest.mark.slow),
        pytest.param(".X.......", 63_905, marks=pytest.mark.slow),
        ("....X....", 55_505),  # the smallest of the three, a tenth of the whole tree
    ],
    ids=["corner", "edge", "centre"],
)
def test_naive_figures_one_move_in(board: str, nodes: int) -> None:
    """After X's first move naive walks every node of that subtree, to a draw."""
    with node_counter(chapter) as counter:
        value = chapter.naive(board)
    assert (value, counter.nodes) == (0, nodes)


class ScoredGames(games.TicTacToe):
    """The same rules, counting how many finished games minimax scores."""

    finished = 0

    def utility(self, state: tuple[str, str], player: str) -> float:
        self.finished += 1
        return super().utility(state, player)


@pytest.mark.slow  # the whole tree once more (naive's own figure test walks it already): pytest --slow
def test_shared_minimax_enters_549946_nodes_and_scores_255168_games() -> None:
    """The generic minimax walks exactly naive's tree: 549,946 nodes, 255,168 of them finished games, value 0."""
    game = ScoredGames()
    result = minimax(game, game.start(EMPTY_BOARD))
    assert (result.value, result.nodes, game.finished) == (0, 549_946, 255_168)
    assert len(result.pv) == 9, "a perfectly played game fills the board"


def test_pruning_enters_far_fewer_nodes() -> None:
    """alpha_beta reaches the same value from the empty board with under 5% of naive's nodes."""
    with node_counter(chapter) as counter:
        assert chapter.alpha_beta(EMPTY_BOARD) == 0
    assert counter.nodes is not None
    assert counter.nodes < 549_946 // 20


@settings(max_examples=sweep(15, 100))
@given(seed=st.integers(0, 2**32 - 1), empty=st.integers(0, 7))
def test_all_variants_agree_on_reachable_boards(seed: int, empty: int) -> None:
    """On any board reachable in play (up to 7 empty cells: the fuller ones are the limit test's), all agree."""
    assert_agree(PROBLEM, PROBLEM.generate(empty, random.Random(seed)))


@settings(max_examples=sweep(20, 60))
@given(seed=st.integers(0, 2**32 - 1), empty=st.integers(0, 6))
def test_shared_searches_agree_with_the_variants(seed: int, empty: int) -> None:
    """minimax, alpha-beta and the bound-flag table agree with memoized on random boards."""
    board = str(PROBLEM.generate(empty, random.Random(seed)))
    want = chapter.memoized(board)
    game = games.TicTacToe()
    for search in (minimax, alpha_beta, memoized_alpha_beta):
        assert search(game, game.start(board)).value == want, search.__name__


@pytest.mark.parametrize(
    ("board", "fault"),
    [
        ("XX", "9 characters"),
        ("XXXXXXXXX", "X moves first"),
        ("XXXOOO...", "both X and O"),
        ("XXXOO.O..", "O moving after X already won"),
        ("OOOXX.XX.", "X moving after O already won"),
        ("xo.......", "only X, O"),
    ],
    ids=["too short", "too many X", "both won", "O moved after X won", "X moved after O won", "lower case"],
)
def test_unreachable_boards_are_refused(board: str, fault: str) -> None:
    """A board that play cannot reach is refused with a message naming the fault."""
    from shared.engine.errors import InputError

    with pytest.raises(InputError, match=fault):
        PROBLEM.parse(board)


def test_pitfall_window_blind_cache_misjudges_a_drawn_board() -> None:
    """A cache that stores alpha-beta bounds as exact calls a drawn board won; the bound-flag table does not."""
    from tests.pitfalls.window_blind_cache import window_blind_alpha_beta

    board = "...XXOO.."  # X to move; every variant says draw
    game = games.TicTacToe()
    assert chapter.memoized(board) == 0
    assert window_blind_alpha_beta(game, game.start(board)) == 1
    assert memoized_alpha_beta(game, game.start(board)).value == 0
    assert window_blind_alpha_beta(game, game.start(EMPTY_BOARD)) == 0, "right on the empty board: the bug hides"


def test_play_the_bot_never_loses_from_the_empty_board() -> None:
    """Moving first against a player who always takes the lowest free cell, the bot wins or draws."""

    transcript = play_script(PROBLEM, EMPTY_BOARD, [str(i) for i in range(1, 10)] * 2, cpu_first=True)
    assert "You win" not in transcript
    assert ("The bot wins" in transcript) or ("Draw" in transcript)
    assert "Illegal move: cell" in transcript, "the script's taken cells are refused and retried"


def test_alpha_beta_enters_pinned_node_counts() -> None:
    """Measured on the code as it stands, with the root window (-1, 1): 6,323 nodes from the empty board.

    A window wider than the values' range (-1 to 1) cuts later: one at (-2, 1) enters 6,387, one at (-1, 2) 7,211.
    """
    boards = [EMPTY_BOARD, "XX.OO....", "XX.OO.X.."]
    got = [counted(PROBLEM, "alpha_beta", board) for board in boards]
    assert got == [(0, 6_323), (1, 2), (1, 15)]


def test_canonical_names_a_family_by_its_least_image() -> None:
    """The eight images of an X in a corner name the family by the least string: the X in the last corner."""
    corners = ["X........", "..X......", "......X..", "........X"]
    assert {chapter.canonical(board) for board in corners} == {"........X"}
    assert chapter.canonical(".X.......") == ".......X.", "an edge is another family"
