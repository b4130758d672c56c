"""The loop of `kata play`: the `Session` protocol a game in progress offers, and `run`, which plays one."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TextIO, TypeVar

from rich.console import Console

from shared.tool.text import hanging

__all__ = [
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_STUCK",
    "HINT",
    "MAX_MOVE",
    "MAX_REFUSALS",
    "QUIT",
    "GameResult",
    "Refusal",
    "Session",
    "readable",
    "run",
]

EXIT_OK = 0
EXIT_STUCK = 2  # bad input: a script kept sending moves that are not legal
EXIT_INTERRUPTED = 130  # the shell's code for Ctrl-C
MAX_MOVE = 40  # characters in a typed move; no game's move is longer
WIDTH = 80  # what a line of the game may take; a longer one (a rule, a bot's reason) wraps, indented
NARROWEST = 20  # columns laid out for at the least, as the rest of kata (COLUMNS=1 is a typo)
MAX_REFUSALS = 100  # illegal moves in a row from a script (not a terminal) before the game is abandoned
QUIT = frozenset({"q", "quit", "exit"})
HINT = frozenset({"hint", "h", "?"})

M = TypeVar("M")


@dataclass(frozen=True)
class Refusal:
    """Why typed text is not a legal move here, in a few words ("pile 3 is empty")."""

    reason: str


@dataclass(frozen=True)
class GameResult:
    """How a game ended: the winning seat (None for a draw) and why, in a few words."""

    winner: int | None
    reason: str


class Session(Generic[M]):
    """One game in progress, from the point of view of the rules, not of who sits where.

    A game says its rules through the first nine methods; the last two and `budget` are optional,
    with defaults here: a session without them gets the plain hint, no remark on a slip, no --budget.
    """

    budget: float | None = None  # seconds the bot may think per move, where it searches on a clock (c4)

    def intro(self) -> str:
        """The rules and how to type a move, shown once before the first move."""
        raise NotImplementedError

    def draw(self) -> str:
        """The current position, drawn for a terminal (one or more lines)."""
        raise NotImplementedError

    def to_move(self) -> int:
        """Whose turn it is: seat 0 (who moved first) or seat 1."""
        raise NotImplementedError

    def parse_move(self, text: str) -> M | Refusal:
        """The legal move the text names, or why it is not one."""
        raise NotImplementedError

    def describe(self, move: M) -> str:
        """A move in words, as an instruction ("take 1 from pile 2")."""
        raise NotImplementedError

    def apply(self, move: M) -> None:
        """Play a legal move for the player to move."""
        raise NotImplementedError

    def outcome(self) -> GameResult | None:
        """How the game ended, or None while it goes on."""
        raise NotImplementedError

    def winning_moves(self) -> list[M]:
        """The moves that force a win for the player to move (empty if there are none)."""
        raise NotImplementedError

    def bot_move(self) -> tuple[M, str]:
        """The perfect player's move and why ("it leaves a position you cannot win")."""
        raise NotImplementedError

    def hint(self) -> str | None:
        """The session's own words for `hint` (the best move and what it leads to), or None: the winning moves."""
        return None

    def blunder(self, move: M) -> str | None:
        """What the position was worth before and after move, when the player had something better; else None."""
        return None


def readable(text: str) -> Refusal | None:
    """Why typed text cannot be a move in any game (too long, not plain ASCII), or None if it might be."""
    if len(text) > MAX_MOVE:
        return Refusal(f"a move is at most {MAX_MOVE} characters")
    if not text.isascii() or not text.isprintable():
        return Refusal("type plain ASCII digits and letters")
    return None


def run(session: Session[M], *, cpu_first: bool, stdin: TextIO, stdout: TextIO) -> int:
    """Play one game between a person on stdin/stdout and the bot; return the exit status."""
    try:
        return _play(session, cpu_first=cpu_first, stdin=stdin, stdout=stdout)
    except KeyboardInterrupt:
        print("\nInterrupted: game abandoned.", file=stdout)
        return EXIT_INTERRUPTED


def _play(session: Session[M], *, cpu_first: bool, stdin: TextIO, stdout: TextIO) -> int:
    bot_seat = 0 if cpu_first else 1

    # The terminal's width (COLUMNS), at most WIDTH: a rule or a reason wraps between words, under its indentation.
    width = max(NARROWEST, min(WIDTH, Console(file=stdout).width))

    def say(text: str = "") -> None:
        lines = [part for line in text.split("\n") for part in hanging(line, width)]
        print("\n".join(lines), file=stdout, flush=True)

    say(session.intro())
    say("Commands: a move, 'hint' for the winning moves, 'q' to quit.")
    while (end := session.outcome()) is None:
        say()
        say(session.draw())
        if session.to_move() == bot_seat:
            move, why = session.bot_move()
            said = session.describe(move)  # before the move: "the right end" means the end it took
            session.apply(move)
            say(f"Bot: {said}. Why: {why}.")
        elif (stop := _your_turn(session, stdin, stdout, say)) is not None:
            return stop
    say()
    say(session.draw())
    if end.winner is None:
        say(f"Draw: {end.reason}.")
    elif end.winner == bot_seat:
        say(f"The bot wins: {end.reason}.")
    else:
        say(f"You win: {end.reason}.")
    return EXIT_OK


def _your_turn(session: Session[M], stdin: TextIO, stdout: TextIO, say: Callable[..., None]) -> int | None:
    """Read lines until one is a legal move, and play it (None); or the exit status when the game stops here."""
    echo = not stdin.isatty()
    refused = 0
    while True:
        if echo and refused >= MAX_REFUSALS:
            say(f"{MAX_REFUSALS} illegal moves in a row: game abandoned.")
            print(f"kata: play: {MAX_REFUSALS} illegal moves in a row, game abandoned", file=sys.stderr)
            return EXIT_STUCK
        stdout.write("Your move: ")
        stdout.flush()
        line = stdin.readline(4 * MAX_MOVE)
        if len(line) == 4 * MAX_MOVE and not line.endswith("\n"):
            _drop_rest_of_line(stdin)  # one over-long line is one refusal, however long (a 5 MB paste)
        if not line:
            say()
            say("End of input: game abandoned.")
            return EXIT_OK
        text = line.strip()
        if echo:
            say(text[: 2 * MAX_MOVE] if text.isprintable() else repr(text[:MAX_MOVE]))
        if not text:
            continue
        if text.lower() in QUIT:
            say("You quit: game abandoned.")
            return EXIT_OK
        if text.lower() in HINT:
            _hint(session, say)
            continue
        parsed = readable(text) or session.parse_move(text)
        if isinstance(parsed, Refusal):
            say(f"Illegal move: {parsed.reason}. Try again.")
            refused += 1
            continue
        remark = session.blunder(parsed)
        session.apply(parsed)
        if remark:
            say(f"A slip: {remark}.")
        return None


MAX_DROPPED = 64 * 2**20  # characters of one over-long line read and dropped before giving up on its end


def _drop_rest_of_line(stdin: TextIO) -> None:
    """Read and drop the rest of the current line, in pieces, up to its end, the end of input or MAX_DROPPED."""
    dropped = 0
    while dropped < MAX_DROPPED:
        piece = stdin.readline(64 * 1024)
        dropped += len(piece)
        if not piece or piece.endswith("\n"):
            return


def _hint(session: Session[M], say: Callable[..., None]) -> None:
    """The session's own words for `hint` (a `GameSession`'s teacher's), or else the winning moves."""
    own = session.hint()
    if own is not None:
        say(own)
        return
    winning = session.winning_moves()
    if winning:
        say("Winning moves: " + ", ".join(session.describe(m) for m in winning) + ".")
    else:
        say("No move forces a win against perfect play.")
