"""The bot plays like a teacher: quickest win, slowest loss, a hint that names the best move, slips called out."""

from __future__ import annotations

import io
from typing import Any

from shared.tool.catalog import find_problem
from shared.tool.play import Session, run


def play(key: str, args: dict[str, Any]) -> Session[Any]:
    """The session the problem starts for `kata play` on args."""
    return find_problem(key).play(args)


def transcript(session: Session[Any], typed: str) -> str:
    """Play typed lines against a session, the person moving first; return what was printed."""
    out = io.StringIO()
    run(session, cpu_first=False, stdin=io.StringIO(typed), stdout=out)
    return out.getvalue()


def test_the_bot_holding_two_in_a_row_completes_it() -> None:
    """X holds the bottom row's two: a win elsewhere comes first in reading order, but the bot takes the row now."""
    session = play("ttt", {"board": "OO....XX."})
    assert session.winning_moves()[0] == 2  # a bot taking any winning move would play cell 3 and win later
    move, why = session.bot_move()
    assert move == 8
    assert why == "it wins on the spot"


def test_a_lost_bot_makes_the_slowest_loss() -> None:
    """O cannot save the game, but blocks X's row: losing in four moves rather than at once."""
    session = play("ttt", {"board": ".....O.XX"})
    assert session.winning_moves() == []
    move, _ = session.bot_move()
    assert move == 6


def test_hint_names_the_best_move_and_where_it_leads() -> None:
    """`hint` still lists the winning moves, then names the teacher's move and its worth in moves."""
    text = transcript(play("ttt", {"board": "XX.OO...."}), "hint\nq\n")
    assert "Winning moves: X in cell 3." in text
    assert "Best move: X in cell 3: a win in 1 move for you." in text


def test_hint_names_the_best_move_in_a_lost_position_too() -> None:
    """With no winning move, `hint` says so and still names the move that holds out longest."""
    text = transcript(play("292", {"n": 8}), "hint\nq\n")
    assert "No move forces a win against perfect play." in text
    assert "Best move: take 1 stone: a loss in 4 moves for you." in text


def test_hint_in_a_scored_game_gives_the_margin() -> None:
    """In 486 the worth of the best move is how far ahead it ends."""
    text = transcript(play("486", {"nums": [1, 5, 233, 7]}), "hint\nq\n")
    assert "Best move: take the left end, 1: ending 222 ahead for you." in text


def test_a_blunder_is_called_out_with_the_worth_before_and_after() -> None:
    """Taking 1 from 7 stones throws the win away; the remark says so, and a good move gets none."""
    slip = transcript(play("292", {"n": 7}), "1\nq\n")
    assert "A slip: the position was worth a win for you; after this move, a loss." in slip
    good = transcript(play("292", {"n": 7}), "3\nq\n")
    assert "A slip" not in good


def test_a_game_too_big_to_time_still_gets_a_best_move() -> None:
    """100,000 stones are past what the bot times move by move: it plays and hints by value alone."""
    session = play("292", {"n": 100_000})
    assert session.bot_move()[0] == 1
    assert "Best move: take 1 stone: a loss for you." in transcript(session, "hint\nq\n")


def test_the_bead_game_session_hints_and_calls_out_slips_too() -> None:
    """The Nim variant's session, on piles numbered as the player sees them, names the best move and calls out slips."""
    text = transcript(play("nim", find_problem("nim").parse([1, 2, 3, 2])), "hint\n1 1\nq\n")
    assert "Best move: take 1 from pile 2: a win in 6 moves for you." in text
    assert "A slip: the position was worth a win for you; after this move, a loss." in text


def test_a_big_margin_is_written_in_full() -> None:
    """A margin of ten million reads 9999998, not 1e+07."""
    text = transcript(play("486", {"nums": [10_000_000, 1, 3]}), "hint\nq\n")
    assert "Best move: take the left end, 10000000: ending 9999998 ahead for you." in text
