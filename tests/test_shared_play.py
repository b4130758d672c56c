"""shared.tool.play: the terminal loop of `kata play`, driven through a toy game and text streams."""

from __future__ import annotations

import io
from unittest import mock

import pytest

from shared.engine.game import Rules
from shared.tool.catalog import all_problems
from shared.tool.play import EXIT_INTERRUPTED, EXIT_OK, GameResult, GameSession, Perfect, Refusal, Session, run


class Countdown(Session[int]):
    """A toy game for the loop: a counter starts at `start`, a move subtracts 1 or 2, reaching 0 ends it.

    Whoever reaches 0 wins, or with `draw=True` the game is a draw. From a
    multiple of 3 every move loses; the bot always knows.
    """

    def __init__(self, start: int, *, draw: bool = False) -> None:
        self.count = start
        self.draw_at_zero = draw
        self.plies = 0

    def intro(self) -> str:
        return "Countdown: subtract 1 or 2."

    def draw(self) -> str:
        return f"counter: {self.count}"

    def to_move(self) -> int:
        return self.plies % 2

    def parse_move(self, text: str) -> int | Refusal:
        if text not in {"1", "2"}:
            return Refusal("subtract 1 or 2")
        if int(text) > self.count:
            return Refusal(f"the counter is only {self.count}")
        return int(text)

    def describe(self, move: int) -> str:
        return f"subtract {move}"

    def apply(self, move: int) -> None:
        self.count -= move
        self.plies += 1

    def outcome(self) -> GameResult | None:
        if self.count:
            return None
        if self.draw_at_zero:
            return GameResult(None, "the counter reached 0")
        return GameResult((self.plies - 1) % 2, "the counter reached 0")

    def winning_moves(self) -> list[int]:
        return [m for m in (1, 2) if m <= self.count and (self.count - m) % 3 == 0]

    def bot_move(self) -> tuple[int, str]:
        winning = self.winning_moves()
        if winning:
            return winning[0], "it leaves a multiple of 3"
        return 1, "every move loses"


def play(session: Countdown, script: str, *, cpu_first: bool = False) -> tuple[int, str]:
    """Run a game with `script` as the person's input; return the exit status and the transcript."""
    out = io.StringIO()
    code = run(session, cpu_first=cpu_first, stdin=io.StringIO(script), stdout=out)
    return code, out.getvalue()


def test_long_lines_wrap_at_80_columns_indented() -> None:
    """A rule or a bot's reason longer than 80 columns wraps, the rest indented; a board's spacing is kept."""
    session = Countdown(4)
    session.intro = lambda: "Countdown: " + "subtract one or two from the counter, " * 4  # type: ignore[method-assign]
    session.draw = lambda: "  a   b\n  1   2"  # type: ignore[method-assign]
    _, out = play(session, "q\n")
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 80, out
    assert lines[0].startswith("Countdown: subtract")
    assert lines[1].startswith("  counter")  # the rule's second line, indented
    assert lines[5:7] == ["  a   b", "  1   2"]  # after the rule, the commands and a blank line


def test_person_wins_a_whole_game() -> None:
    """From 4 the person leaves 3, the bot cannot escape, and the end names the person as winner."""
    code, text = play(Countdown(4), "1\n2\n")
    assert code == EXIT_OK
    assert text.rstrip().endswith("You win: the counter reached 0.")
    assert "Bot: subtract 1. Why: every move loses." in text


def test_bot_moving_first_wins_and_says_why() -> None:
    """With cpu_first the bot opens from 5, leaves 3 with its reason, and wins whatever the person plays."""
    code, text = play(Countdown(5), "1\n", cpu_first=True)
    assert code == EXIT_OK
    assert "Bot: subtract 2. Why: it leaves a multiple of 3." in text
    assert text.rstrip().endswith("The bot wins: the counter reached 0.")


def test_illegal_move_is_refused_with_its_reason_and_asked_again() -> None:
    """An illegal move prints the session's reason and the prompt comes back; the game then goes on."""
    code, text = play(Countdown(1), "7\n2\n1\n")
    assert code == EXIT_OK
    assert "Illegal move: subtract 1 or 2. Try again." in text
    assert "Illegal move: the counter is only 1. Try again." in text
    assert text.count("Your move:") == 3
    assert "You win" in text


def test_hint_lists_the_winning_moves() -> None:
    """`hint` prints the session's winning moves in words, and changes nothing."""
    _, text = play(Countdown(4), "hint\nq\n")
    assert "Winning moves: subtract 1." in text
    assert "counter: 4" in text
    assert "counter: 3" not in text


def test_hint_says_when_every_move_loses() -> None:
    """From a lost position `hint` says that no move wins."""
    _, text = play(Countdown(3), "HINT\nq\n")
    assert "No move forces a win against perfect play." in text


def test_quit_ends_the_game_cleanly() -> None:
    """`q` (any case) stops at once with exit 0 and a line saying so; no further move is played."""
    code, text = play(Countdown(4), "Q\n1\n")
    assert code == EXIT_OK
    assert text.rstrip().endswith("You quit: game abandoned.")
    assert "counter: 3" not in text


def test_end_of_input_mid_game_ends_cleanly() -> None:
    """When stdin runs dry before the game ends, the loop says so and returns 0 instead of hanging."""
    code, text = play(Countdown(9), "1\n")
    assert code == EXIT_OK
    assert text.rstrip().endswith("End of input: game abandoned.")


def test_blank_lines_are_ignored() -> None:
    """Empty lines ask again without calling them illegal."""
    _, text = play(Countdown(4), "\n   \n1\n2\n")
    assert "Illegal" not in text
    assert "You win" in text


def test_piped_input_is_echoed_after_the_prompt() -> None:
    """With stdin not a terminal, each line read is echoed, so the transcript shows what was typed."""
    _, text = play(Countdown(4), "1\n1\n")
    assert "Your move: 1\n" in text


def test_a_draw_is_announced_as_a_draw() -> None:
    """An outcome without a winner ends with a draw line."""
    _, text = play(Countdown(2, draw=True), "2\n")
    assert text.rstrip().endswith("Draw: the counter reached 0.")


def test_ctrl_c_returns_130_without_a_traceback() -> None:
    """A KeyboardInterrupt while waiting for input ends the game with the shell's code 130."""

    stdin = mock.Mock(spec=io.StringIO)
    stdin.isatty.return_value = False
    stdin.readline.side_effect = KeyboardInterrupt
    out = io.StringIO()
    code = run(Countdown(4), cpu_first=False, stdin=stdin, stdout=out)
    assert code == EXIT_INTERRUPTED
    assert out.getvalue().rstrip().endswith("Interrupted: game abandoned.")


@pytest.mark.parametrize("cpu_first", [False, True], ids=["person first", "bot first"])
def test_seats_follow_cpu_first(cpu_first: bool) -> None:
    """The bot plays exactly the turns of its seat: the first with cpu_first, else the second."""
    _, text = play(Countdown(6), "1\n1\n1\n1\n", cpu_first=cpu_first)
    first_line = next(line for line in text.splitlines() if line.startswith(("Bot:", "Your move:")))
    assert first_line.startswith("Bot:") == cpu_first


def test_an_over_long_line_is_refused_once_and_the_game_goes_on() -> None:
    """A 5 MB line typed into kata play is one refusal ('at most 40 characters'), not a hundred that end the game."""
    import io

    from shared.tool.catalog import find_problem
    from shared.tool.play import run

    problem = find_problem("292")
    out = io.StringIO()
    stdin = io.StringIO("x" * 5_000_000 + "\n1\nq\n")
    status = run(problem.play(problem.parse(7)), cpu_first=False, stdin=stdin, stdout=out)
    text = out.getvalue()
    assert status == 0
    assert text.count("Illegal move: a move is at most 40 characters") == 1, text[-500:]
    assert "illegal moves in a row" not in text
    assert "6 stones left" in text  # the next line, 1, was played


def test_every_game_is_an_engine_game_run_by_a_game_session() -> None:
    """One way to write a game for `kata play`: its rules a TurnGame or ScoredGame, run by GameSession, with a
    Teacher for a bot (the engine's Perfect, or a game's own, c4's on a clock); no hand-written Session."""
    teachers = {}
    for problem in (p for p in all_problems() if p.playable):
        session = problem.play(problem.parse(problem.examples[-1]))
        assert isinstance(session, GameSession), problem.key
        assert isinstance(session.game, Rules), problem.key
        teachers[problem.key] = type(session.teacher).__name__
    assert teachers.pop("c4") == "Hybrid"
    assert set(teachers.values()) == {Perfect.__name__}, teachers
