"""`kata play`: a game in the terminal against a problem's perfect bot.

A problem adapts one position of its game to the `Session` protocol (its
`Problem.play` builds one from parsed input); `run` then plays it, the same
loop for every game:

    You move, the bot answers with a reason, until the game is over.
    A move is whatever the session parses ("2 1" in Nim: pile 2, one bead).
    `hint` lists the winning moves, `q` quits; an illegal move is refused
    with the reason and asked again.

`GameSession` is a ready Session for any game written as a `shared.engine.game.Game`
without repeated positions (292, 486, 1140, tic-tac-toe): the problem gives
its drawing and move reading, and the bot plays a move of best value, found
by the problem's own memo or by the shared engine. It plays like a teacher:
among moves of equal value it takes the quickest win and makes the slowest
loss (so it completes its own two in a row, and blocks yours when lost);
`hint` also names the best move and what it leads to; a move that throws
value away is called out with what the position was worth before and after.
A session offers the last two through the optional `best_move_hint()` and
`blunder(move)`; a session without them gets the plain hint and no remark.

Seats are numbered from the starting position: seat 0 moves first, seat 1
second (`--cpu-first` gives seat 0 to the bot). Output is plain text, so a
script can drive the game through stdin and read stdout. When stdin is not a
terminal each line read is echoed, so the transcript reads like a session.

`run` returns the exit status: 0 when the game ends, when the player types
`q`, and when stdin ends before the game does (a line says so); 130 on
Ctrl-C. It never leaves a traceback for a person to read: a typed line is
read up to MAX_MOVE characters, and only short plain-ASCII text reaches a
session's `parse_move` (so `²`, which `str.isdigit` accepts and `int` refuses,
never does). A script that sends MAX_REFUSALS illegal moves in a row is
stopped: it is not going to find a legal one.
"""

from __future__ import annotations

import sys
import textwrap
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Generic, Protocol, TextIO, TypeVar

from shared.engine.game import Game
from shared.engine.recursion import recursion_limit
from shared.engine.search import memoized_alpha_beta

__all__ = [
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_STUCK",
    "HINT",
    "MAX_MOVE",
    "MAX_REFUSALS",
    "QUIT",
    "GameSession",
    "Outcome",
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
MAX_REFUSALS = 100  # illegal moves in a row from a script (not a terminal) before the game is abandoned
QUIT = frozenset({"q", "quit", "exit"})
TEMPO_STATES = 20_000  # positions the bot may explore to time its wins and losses; past that, any best move
TEMPO_DEPTH = 400  # plies deep, for the same reason (and the stack)
HINT = frozenset({"hint", "h", "?"})

M = TypeVar("M")


@dataclass(frozen=True)
class Refusal:
    """Why typed text is not a legal move here, in a few words ("pile 3 is empty")."""

    reason: str


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winning seat (None for a draw) and why, in a few words."""

    winner: int | None
    reason: str


class Session(Protocol[M]):
    """One game in progress, from the point of view of the rules, not of who sits where."""

    def intro(self) -> str:
        """The rules and how to type a move, shown once before the first move."""
        ...

    def draw(self) -> str:
        """The current position, drawn for a terminal (one or more lines)."""
        ...

    def to_move(self) -> int:
        """Whose turn it is: seat 0 (who moved first) or seat 1."""
        ...

    def parse_move(self, text: str) -> M | Refusal:
        """The legal move the text names, or why it is not one."""
        ...

    def describe(self, move: M) -> str:
        """A move in words, as an instruction ("take 1 from pile 2")."""
        ...

    def apply(self, move: M) -> None:
        """Play a legal move for the player to move."""
        ...

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        ...

    def winning_moves(self) -> list[M]:
        """The moves that force a win for the player to move (empty if there are none)."""
        ...

    def bot_move(self) -> tuple[M, str]:
        """The perfect player's move and why ("it leaves a position you cannot win")."""
        ...


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
    echo = not stdin.isatty()

    def say(text: str = "") -> None:
        lines = [
            part for line in text.split("\n") for part in textwrap.wrap(line, WIDTH, subsequent_indent="  ") or [""]
        ]
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
            continue
        refused = 0
        while True:
            if echo and refused >= MAX_REFUSALS:
                say(f"{MAX_REFUSALS} illegal moves in a row: game abandoned.")
                print(f"kata: play: {MAX_REFUSALS} illegal moves in a row, game abandoned", file=sys.stderr)
                return EXIT_STUCK
            stdout.write("Your move: ")
            stdout.flush()
            line = stdin.readline(4 * MAX_MOVE)
            while line and not line.endswith("\n") and len(line) == 4 * MAX_MOVE:  # too long: drop the rest
                rest = stdin.readline(4 * MAX_MOVE)
                if not rest or rest.endswith("\n") or refused >= MAX_REFUSALS:
                    break
                refused += 1
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
                winning = session.winning_moves()
                if winning:
                    say("Winning moves: " + ", ".join(session.describe(m) for m in winning) + ".")
                else:
                    say("No move forces a win against perfect play.")
                best_move_hint = getattr(session, "best_move_hint", None)
                if best_move_hint is not None:
                    say(f"Best move: {best_move_hint()}.")
                continue
            parsed = readable(text) or session.parse_move(text)
            if isinstance(parsed, Refusal):
                say(f"Illegal move: {parsed.reason}. Try again.")
                refused += 1
                continue
            blunder = getattr(session, "blunder", None)
            remark = blunder(parsed) if blunder is not None else None
            session.apply(parsed)
            if remark:
                say(f"A slip: {remark}.")
            break
    say()
    say(session.draw())
    if end.winner is None:
        say(f"Draw: {end.reason}.")
    elif end.winner == bot_seat:
        say(f"The bot wins: {end.reason}.")
    else:
        say(f"You win: {end.reason}.")
    return EXIT_OK


S = TypeVar("S", bound=Hashable)


class GameSession(Generic[S, M]):
    """A Session for any two-player zero-sum `shared.engine.game.Game` with no repeated positions.

    The problem supplies what is its own (how a position is drawn, how a typed
    move is read and said) and, if it has a faster one than the engine, the
    value of a position for the player to move. The bot plays a move of best
    value; `hint` lists the moves that keep a forced win.
    """

    def __init__(
        self,
        game: Game[S, M],
        state: S,
        *,
        intro: str,
        draw: Callable[[S], str],
        parse_move: Callable[[S, str], M | Refusal],
        describe: Callable[[S, M], str],
        ending: Callable[[S], str],
        value: Callable[[S], float] | None = None,
        scored: bool = False,
    ) -> None:
        self.game, self.state = game, state
        self.first = game.to_move(state)  # seat 0's player
        self._intro, self._draw, self._parse, self._describe, self._ending = intro, draw, parse_move, describe, ending
        self._value = value or (lambda s: memoized_alpha_beta(game, s).value)
        self.scored = scored  # values are margins ("3 ahead"), not just win, draw or loss
        self._lines: dict[S, tuple[float, int]] = {}  # state -> (value, plies to the end), for timing
        self._timed = True  # False once the game proved too big to time: best value alone then

    def intro(self) -> str:
        return self._intro

    def draw(self) -> str:
        return self._draw(self.state)

    def to_move(self) -> int:
        return 0 if self.game.to_move(self.state) == self.first else 1

    def parse_move(self, text: str) -> M | Refusal:
        return self._parse(self.state, text)

    def describe(self, move: M) -> str:
        return self._describe(self.state, move)

    def apply(self, move: M) -> None:
        self.state = self.game.result(self.state, move)

    def outcome(self) -> Outcome | None:
        if not self.game.is_terminal(self.state):
            return None
        score = self.game.utility(self.state, self.first)
        return Outcome(None if score == 0 else 0 if score > 0 else 1, self._ending(self.state))

    def _after(self, move: M) -> float:
        """What the player to move ends with, both playing perfectly, after this move."""
        mover = self.game.to_move(self.state)
        child = self.game.result(self.state, move)
        if self.game.is_terminal(child):
            return self.game.utility(child, mover)
        value = self._value(child)
        return value if self.game.to_move(child) == mover else -value

    def winning_moves(self) -> list[M]:
        return [m for m in self.game.actions(self.state) if self._after(m) > 0]

    def _line_after(self, state: S, move: M, depth: int) -> tuple[float, int]:
        """Value for the player to move at state, and plies to the end, after move; both sides teach."""
        mover = self.game.to_move(state)
        child = self.game.result(state, move)
        if self.game.is_terminal(child):
            return self.game.utility(child, mover), 1
        known = self._lines.get(child)
        if known is None:
            if len(self._lines) >= TEMPO_STATES or depth >= TEMPO_DEPTH:
                raise _TooBigError
            known = max((self._line_after(child, m, depth + 1) for m in self.game.actions(child)), key=_rank)
            self._lines[child] = known
        value, plies = known
        return (value if self.game.to_move(child) == mover else -value), plies + 1

    def _choices(self) -> list[tuple[float, int | None, M]]:
        """Each legal move with its value for the player to move and, when the game is small enough, its plies."""
        moves = list(self.game.actions(self.state))
        if self._timed:
            try:
                with recursion_limit(4 * TEMPO_DEPTH):  # each ply nests a call and a generator
                    return [(*self._line_after(self.state, m, 0), m) for m in moves]
            except _TooBigError:
                self._timed = False
                self._lines.clear()
        return [(self._after(m), None, m) for m in moves]

    def _best(self) -> tuple[float, int | None, M]:
        return max(self._choices(), key=lambda c: _rank((c[0], c[1] or 0)))

    def _worth(self, value: float, plies: int | None) -> str:
        """What a value means for the player it belongs to, in words."""
        if self.scored:
            return (
                f"ending {value:g} ahead"
                if value > 0
                else "ending level"
                if value == 0
                else f"ending {-value:g} behind"
            )
        within = f" in {_moves(plies)}" if plies is not None else ""
        return f"a win{within}" if value > 0 else "a draw" if value == 0 else f"a loss{within}"

    def best_move_hint(self) -> str:
        """The move a teacher would play here, and what it leads to with best play on both sides."""
        value, plies, move = self._best()
        return f"{self.describe(move)}: {self._worth(value, plies)} for you"

    def blunder(self, move: M) -> str | None:
        """Had the player to move something better than move? Say what the position was worth before and after."""
        best = max(self._after(m) for m in self.game.actions(self.state))
        after = self._after(move)
        if after >= best:
            return None
        return f"the position was worth {self._worth(best, None)} for you; after this move, {self._worth(after, None)}"

    def bot_move(self) -> tuple[M, str]:
        best, plies, move = self._best()
        if self.scored:
            if best > 0:
                return move, f"with best play from here it ends {best:g} ahead"
            if best == 0:
                return move, "with best play from here it ends level"
            return move, f"the best it can do: {-best:g} behind if you play perfectly"
        if best > 0:
            if plies == 1:
                return move, "it wins on the spot"
            return move, "it leaves a position you cannot win"
        if best == 0:
            return move, "it holds the draw"
        return move, "every move loses against perfect play; this one makes you find the win"


class _TooBigError(Exception):
    """The game is too big to time every line: the bot falls back to best value alone."""


def _rank(line: tuple[float, int]) -> tuple[float, int]:
    """Order (value, plies) for the player to move: more value first; then a win sooner, a loss later."""
    value, plies = line
    return (value, -plies if value > 0 else plies if value < 0 else 0)


def _moves(count: int) -> str:
    return f"{count} move" if count == 1 else f"{count} moves"
