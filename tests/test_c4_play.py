"""`kata play c4`: the teacher bot plays perfectly when it solves, says how it chose, and refuses bad input."""

from __future__ import annotations

import io
import random
import re
import sys
from collections.abc import Callable

import pytest

from problems.connect_four import bitboard, bottom_up, makes_four
from shared.tool.catalog.connect_four import random_position
from shared.tool.cli import main
from shared.tool.play import GameSession, run
from shared.tool.play import connect_four as bot
from shared.tool.play.connect_four import ConnectFour, Hybrid, State, moves_to_end, prints_discs


def kata(*argv: str, stdin: str = "") -> tuple[int, str]:
    """Run kata in-process; return its exit status and what it printed."""
    out = io.StringIO()
    status = main(list(argv), stdout=out, stdin=io.StringIO(stdin))
    return status, out.getvalue()


def c4(
    moves: str, width: int, height: int, *, budget: float = bot.BUDGET, ascii_only: bool = False
) -> GameSession[State, int]:
    """A game of `kata play c4` from `moves` on a board of width x height, against the teacher on `budget` s a turn."""
    game = ConnectFour(width, height, ascii_only=ascii_only)
    return GameSession(game, moves, teacher=Hybrid(game, budget))


def score_after(moves: str, col: int, width: int, height: int, oracle: Callable[[str, int, int], int]) -> int:
    """The score for the player to move at `moves` after dropping in col, by the oracle."""
    grid: list[list[int]] = [[] for _ in range(width)]
    for i, d in enumerate(moves):
        grid[int(d) - 1].append(i % 2)
    if makes_four(grid, col, len(moves) % 2):
        return (width * height + 1 - len(moves)) // 2
    return -oracle(moves + str(col + 1), width, height)


def positions(width: int, height: int, count: int, seed: int) -> list[str]:
    """Seeded random positions, as the bench makes them: nobody has won, no win in one for the mover."""
    rng = random.Random(seed)
    return [random_position(rng.randint(2, width * height - 6), rng, width, height) for _ in range(count)]


@pytest.mark.parametrize(
    ("width", "height", "count"), [(4, 4, 3), pytest.param(4, 4, 6, marks=pytest.mark.slow), (5, 4, 2)]
)
def test_bot_never_plays_a_move_that_lowers_the_score(width: int, height: int, count: int) -> None:
    """On small boards the bot solves in time, and its move keeps the position's exact score (so a win stays won)."""
    for moves in positions(width, height, count, seed=23):
        session = c4(moves, width, height, budget=30)
        col, why = session.bot_move()
        assert why.startswith("solved:"), (moves, why)
        best = max(score_after(moves, c, width, height, bitboard) for c in session.game.actions(session.state))
        assert score_after(moves, col, width, height, bitboard) == best, moves


@pytest.mark.slow
def test_bot_keeps_the_retrograde_oracles_score() -> None:
    """Against `bottom_up` (the retrograde oracle) on 4 x 4: the bot's move scores what the position scores."""
    for moves in positions(4, 4, 4, seed=5):
        session = c4(moves, 4, 4, budget=60)
        col, _ = session.bot_move()
        assert score_after(moves, col, 4, 4, bottom_up) == bottom_up(moves, 4, 4), moves


def test_bot_says_when_it_falls_back_on_the_heuristic() -> None:
    """With no time to solve the empty 7 x 6 board, the bot says its move is the heuristic's guess."""
    session = c4("", 7, 6, budget=0.05)
    col, why = session.bot_move()
    assert 0 <= col < 7
    assert why.startswith("a guess by the heuristic, not solved in 0.05 s"), why


def test_the_bot_takes_a_win_and_blocks_one_when_it_cannot_solve() -> None:
    """On a clock too short to solve, the heuristic still plays four when it can and blocks the open column."""
    assert c4("121212", 7, 6, budget=0.05).bot_move()[0] == 0  # X has three in column 1
    assert c4("12121", 7, 6, budget=0.05).bot_move()[0] == 0  # O must cap them


class FakeClock:
    """perf_counter for the bot's module: time moves only when a step says how long it took."""

    def __init__(self) -> None:
        self.now = 100.0

    def perf_counter(self) -> float:
        return self.now


def test_the_slip_check_and_the_bot_share_one_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The learner's move starts the turn's clock: the slip check, the solver's try and the guess after it spend
    one budget between them, not one each (the bot used to answer 3 s after a move at a 1 s budget)."""
    clock = FakeClock()
    spent: list[tuple[str, float]] = []

    def analysis(self: Hybrid, moves: str, seconds: float) -> None:
        spent.append(("solve", seconds))
        clock.now += seconds  # the solver uses all it is given, and does not finish
        return

    def guess(self: Hybrid, moves: str, seconds: float) -> int:
        spent.append(("guess", seconds))
        clock.now += seconds
        return 3

    monkeypatch.setattr(bot, "time", clock)
    monkeypatch.setattr(Hybrid, "_analysis", analysis)
    monkeypatch.setattr(Hybrid, "_guess", guess)
    session = c4("44", 7, 6, budget=1.0)
    began = clock.now
    assert session.blunder(3) is None
    session.apply(3)
    col, why = session.bot_move()
    assert col == 3
    assert why.startswith("a guess"), why
    assert [name for name, _ in spent] == ["solve", "solve", "guess"]
    assert clock.now - began <= 1.0, spent  # the whole turn, slip check included, within the budget


def test_hint_names_the_best_move_with_its_exact_score() -> None:
    """A solvable hint gives the column and the exact score in moves to the end; a few cells further a weak solve
    proves the column keeps the win; an unsolvable one says heuristic."""
    solved = c4("32132133", 5, 4, budget=10).hint()
    assert "column 2, solved: a win in 6 of your moves (score 1)" in solved, solved
    proven = c4("1421632445764", 7, 6, budget=0.5).hint()  # 29 empty cells: only 5 and 6 win
    assert re.match(r"Column [56], solved weakly: it keeps your win", proven), proven
    guessed = c4("", 7, 6, budget=0.05).hint()
    assert guessed.startswith("A guess: column "), guessed
    assert "Best" not in guessed  # a heuristic's move is never called the best one


def test_a_slip_says_the_worth_before_and_after() -> None:
    """Missing the winning column is called out with both scores, in moves to the end; column 2 alone wins."""
    session = c4("32132133", 5, 4, budget=10)
    assert session.winning_moves() == [1]
    remark = session.blunder(0)
    assert remark is not None
    assert "win in 6 of your moves (score 1)" in remark, remark
    assert "after this move, a draw (score 0)" in remark
    assert session.blunder(1) is None


def test_moves_to_end_reads_pons_scores() -> None:
    """22 - s on 7 x 6 is a win with one's s-th stone: from 4 stones played, score 18 is a win with one's 2nd move."""
    assert moves_to_end(18, 4, 42) == 2
    assert moves_to_end(-15, 11, 42) == (42 + 2 - 11) // 2 - 15


def test_discs_fall_back_to_x_and_o_on_an_ascii_stream() -> None:
    """An ASCII terminal gets X and O; a UTF-8 one the discs."""
    ascii_out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    assert not prints_discs(ascii_out)
    assert prints_discs(io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))
    board = c4("44", 7, 6, ascii_only=True).draw()
    assert board.splitlines()[-1] == " 1 2 3 4 5 6 7"
    assert "X" in board
    assert "O" in board


def test_a_whole_game_on_4_by_4_fits_80_columns_and_refuses_bad_moves() -> None:
    """A scripted game: column 0 and 5, a letter and a full column are refused; every line fits 80 columns."""
    session = c4("", 4, 4, budget=5)
    out = io.StringIO()
    script = "0\n5\nx\n1\nhint\n1\n1\n1\n1\n2\n3\n4\n2\n3\n4\n2\n3\n4\n"
    status = run(session, cpu_first=False, stdin=io.StringIO(script), stdout=out)
    text = out.getvalue()
    assert status == 0
    assert "there is no column 0" in text
    assert "there is no column 5" in text
    assert "type a column's number" in text
    assert "column 1 is full" in text
    assert "Why: solved:" in text
    assert all(len(line) <= 80 for line in text.splitlines())


@pytest.mark.parametrize(
    ("position", "names"),
    [
        ("48", "move 2 ('8')"),
        ("4444444", "overfills column 4"),
        ("12121212", "comes after move 7"),
        ("1212121", "move 7 ('1') wins: a position"),
        ("4a", "'a'"),
    ],
)
def test_bad_start_positions_exit_2_in_one_line(position: str, names: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A column past 7, an overfull column, a move after the win, a game won, a non-digit: one line, exit 2."""
    status, _ = kata("play", "c4", position)
    err = capsys.readouterr().err
    assert status == 2
    assert names in err, err
    assert len(err.strip().splitlines()) == 1, err


def test_budget_flag_is_checked(capsys: pytest.CaptureFixture[str]) -> None:
    """--budget must be positive, and applies only to a bot on a clock."""
    assert kata("play", "c4", "--budget", "0")[0] == 2
    assert kata("play", "ttt", ".........", "--budget", "1")[0] == 2
    status, out = kata("play", "c4", '{"moves": "", "width": 4, "height": 4}', "--budget", "2", stdin="q\n")
    assert status == 0
    assert "within 2 s" in out


# `kata play c4 '{"moves": "32132133", "width": 5, "height": 4}' --budget 10`, typed "hint 1 hint 2 3 4", as it
# printed when the session was hand-written (the engine's GameSession runs it since): every word is pinned.
SLIP_GAME = """\
Connect Four on 5 x 4: drop a stone in a column; four in a row, column or
  diagonal wins. ● moves first, ○ second. Type a column's number, 1 to 5. The
  bot plays perfectly when it can solve the position within 10 s, else it makes
  a guess.
Commands: a move, 'hint' for the winning moves, 'q' to quit.

 · · ○ · ·
 · · ● · ·
 ○ ● ○ · ·
 ● ○ ● · ·
 1 2 3 4 5
Your move: hint
Best move: column 2, solved: a win in 6 of your moves (score 1).
Your move: 1
A slip: the position was worth a win in 6 of your moves (score 1) for you; after
  this move, a draw (score 0).

 · · ○ · ·
 ● · ● · ·
 ○ ● ○ · ·
 ● ○ ● · ·
 1 2 3 4 5
Bot: ○ in column 2. Why: solved: a draw with best play (score 0).

 · · ○ · ·
 ● ○ ● · ·
 ○ ● ○ · ·
 ● ○ ● · ·
 1 2 3 4 5
Your move: hint
Best move: column 2, solved: a draw (score 0).
Your move: 2

 · ● ○ · ·
 ● ○ ● · ·
 ○ ● ○ · ·
 ● ○ ● · ·
 1 2 3 4 5
Bot: ○ in column 4. Why: solved: a draw with best play (score 0).

 · ● ○ · ·
 ● ○ ● · ·
 ○ ● ○ · ·
 ● ○ ● ○ ·
 1 2 3 4 5
Your move: 3
Illegal move: column 3 is full. Try again.
Your move: 4
A slip: the position was worth a draw (score 0) for you; after this move, a loss
  in 1 of the opponent's move (score -4).

 · ● ○ · ·
 ● ○ ● · ·
 ○ ● ○ ● ·
 ● ○ ● ○ ·
 1 2 3 4 5
Bot: ○ in column 1. Why: solved: it wins in 1 of its moves (score 4).

 ○ ● ○ · ·
 ● ○ ● · ·
 ○ ● ○ ● ·
 ● ○ ● ○ ·
 1 2 3 4 5
The bot wins: ○ has four in a line.
"""


def test_a_game_with_hints_slips_and_a_full_column_prints_word_for_word() -> None:
    """The board, the hints, both slips, the refusal, the bot's reasons and the ending, each as pinned."""
    typed = "hint\n1\nhint\n2\n3\n4\n"
    status, out = kata("play", "c4", '{"moves": "32132133", "width": 5, "height": 4}', "--budget", "10", stdin=typed)
    assert status == 0
    assert out == SLIP_GAME


def test_the_learner_wins_and_the_board_fills_with_no_four() -> None:
    """On 5 x 4 the bot, lost, says how soon the learner wins, and it does; on 4 x 1 the full board is a draw."""
    _, out = kata("play", "c4", '{"moves": "3344", "width": 5, "height": 4}', stdin="2\n1\n")
    assert "Why: solved: you win in 1 of your moves if you play\n  perfectly (score -7)." in out
    assert out.endswith(" ● ● ● ● ·\n 1 2 3 4 5\nYou win: ● has four in a line.\n")
    _, out = kata("play", "c4", '{"moves": "12", "width": 4, "height": 1}', stdin="4\n")  # the last column
    assert out.endswith(" ● ○ ○ ●\n 1 2 3 4\nDraw: the board is full with no four.\n")


def test_past_the_solver_the_bot_and_the_hint_say_how_they_chose() -> None:
    """The empty board's guess is the centre column; 29 cells from the end a weak solve proves the bot keeps its win."""
    assert c4("", 7, 6, budget=0.05).hint() == "A guess: column 4, by the heuristic (not solved in 0.05 s)."
    col, why = c4("1421632445764", 7, 6, budget=0.5).bot_move()
    assert col in (4, 5)  # only columns 5 and 6 win
    assert why == "solved weakly: it keeps its win (exact score not searched)"


def test_the_session_draws_discs_where_stdout_can_print_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """`kata play c4` asks stdout's encoding: discs on UTF-8, X and O on ASCII."""
    for encoding, mark in (("utf-8", "●"), ("ascii", "X")):
        monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(io.BytesIO(), encoding=encoding))
        assert mark in bot.session({"moves": "44", "width": 7, "height": 6}).draw()
