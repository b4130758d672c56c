"""`kata play`: a game in the terminal against a problem's perfect bot.

A problem adapts one position of its game to the `Session` protocol (its
`Problem.play` builds one from parsed input); `run` then plays it, the same
loop for every game:

    You move, the bot answers with a reason, until the game is over.
    A move is whatever the session parses ("2 1" in Nim: pile 2, one bead).
    `hint` lists the winning moves, `q` quits; an illegal move is refused
    with the reason and asked again.

`GameSession` is a ready Session for any game written as a `Playable`
`shared.engine.game.Game` without repeated positions (usually on the engine's
`TurnGame` or `ScoredGame`): the problem gives its rules and its words (how a
position is drawn, how a typed move is read and said), and the bot plays a
move of best value, found by the engine's `Solver` on the game's own hooks
(or the chapter's formula when it has one). It plays like a teacher:
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
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TextIO, TypeVar, cast

from shared.engine.game import Game, ScoredGame, TurnGame
from shared.engine.recursion import recursion_limit
from shared.engine.search import Solver, memoized_alpha_beta

__all__ = [
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_STUCK",
    "HINT",
    "MAX_MOVE",
    "MAX_REFUSALS",
    "QUIT",
    "GameResult",
    "GameSession",
    "Playable",
    "Refusal",
    "Session",
    "Words",
    "heap",
    "read_end",
    "readable",
    "row",
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
class GameResult:
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

    def outcome(self) -> GameResult | None:
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


def read_end(text: str, one_left: bool, verb: str = "take", thing: str = "end") -> str | Refusal:
    """ "L" or "R", the end of a row that text starts with (L, left, R, ...); with one item left, either is "L"."""
    end = text.strip().lower()[:1]
    if end not in ("l", "r"):
        return Refusal(f"type L to {verb} the left {thing} or R to {verb} the right {thing}")
    return "L" if one_left else end.upper()


def heap(stones: int) -> str:
    """A heap of stones drawn on one line: the count, then a bead per stone up to 40."""
    return f"  {stones} stone{'s' if stones != 1 else ''} left  " + "o" * min(stones, 40) + "..." * (stones > 40)


def row(values: Sequence[int], width: int = 50) -> str:
    """A row of numbers on one line, as many as fit in `width` characters, then how many more."""
    shown = ""
    for k, value in enumerate(values):
        if len(shown) + len(str(value)) > width:
            return f"{shown} ... ({len(values) - k} more)"
        shown += f" {value}"
    return shown or " (empty)"


def run(session: Session[M], *, cpu_first: bool, stdin: TextIO, stdout: TextIO) -> int:
    """Play one game between a person on stdin/stdout and the bot; return the exit status."""
    try:
        return _play(session, cpu_first=cpu_first, stdin=stdin, stdout=stdout)
    except KeyboardInterrupt:
        print("\nInterrupted: game abandoned.", file=stdout)
        return EXIT_INTERRUPTED


def _play(session: Session[M], *, cpu_first: bool, stdin: TextIO, stdout: TextIO) -> int:
    bot_seat = 0 if cpu_first else 1

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
            _hint(session, say)
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
        return None


def _hint(session: Session[M], say: Callable[..., None]) -> None:
    """The winning moves, and the teacher's move when the session can name it (or the session's own hint)."""
    own = getattr(session, "hint", None)
    if own is not None:  # a session that may not know the value (Connect Four on a clock) words it itself
        say(own())
        return
    winning = session.winning_moves()
    if winning:
        say("Winning moves: " + ", ".join(session.describe(m) for m in winning) + ".")
    else:
        say("No move forces a win against perfect play.")
    best_move_hint = getattr(session, "best_move_hint", None)
    if best_move_hint is not None:
        say(f"Best move: {best_move_hint()}.")


S = TypeVar("S", bound=Hashable)


class Playable(Game[S, M], Protocol):
    """A `shared.engine.game.Game` that a person can play: what a problem's play says about its own game."""

    @property
    def start(self) -> Callable[..., S]:
        """The state at a position given, or (given none) where the game begins."""
        ...

    def intro(self, state: S) -> str:
        """The rules and how to type a move, for a game starting at state."""
        ...

    def draw(self, state: S) -> str:
        """The position, drawn for a terminal (one or more lines)."""
        ...

    def read(self, state: S, text: str) -> M | Refusal:
        """The legal move the typed text names in state, or why it is not one."""
        ...

    def describe(self, state: S, move: M) -> str:
        """A move in words, as an instruction ("take 1 from pile 2")."""
        ...

    def ending(self, state: S) -> str:
        """Why the game is over in state, in a few words."""
        ...


class _HasActions(Protocol):
    def actions(self, state: Any) -> Sequence[Any]: ...


class Words:
    """Defaults for a `Playable`'s words: `rules` opens the game, `over` ends it, a move is a number typed.

    `read` takes a whole number as the move it names when that move is legal
    (`actions`), less `offset` (cells and places are typed from 1); else it
    refuses with `ask`, where {most} is the largest legal move and {position}
    the position.
    """

    rules = ""
    over = ""
    ask = "type a legal move"
    offset = 0

    def intro(self, state: Any) -> str:
        return self.rules

    def ending(self, state: Any) -> str:
        return self.over

    def read(self: _HasActions, state: Any, text: str) -> Any:
        legal = self.actions(state)
        move = int(text) - cast(Words, self).offset if text.isdigit() else None
        if move not in legal:
            return Refusal(cast(Words, self).ask.format(most=max(legal, default=0), position=state[0]))
        return move


class GameSession(Generic[S, M]):
    """A Session for any `Playable` game with no repeated positions.

    The game supplies what is its own (how a position is drawn, how a typed
    move is read and said). The value of a position comes from the engine:
    `shared.engine.search.Solver` for a `TurnGame` or `ScoredGame` (the points
    already won added), `memoized_alpha_beta` for any other game, or `value`
    when the chapter has a faster exact one (a formula). The bot plays a move
    of best value; `hint` lists the moves that keep a forced win.
    """

    def __init__(
        self, game: Playable[S, M], position: object = None, *, value: Callable[[S], float] | None = None
    ) -> None:
        self.game, self.state = game, game.start() if position is None else game.start(position)
        self.first = game.to_move(self.state)  # seat 0's player
        self.scored = isinstance(game, ScoredGame)  # values are margins ("3 ahead"), not just win, draw or loss
        self._value = value or _engine_value(game)
        self._lines: dict[S, tuple[float, int]] = {}  # state -> (value, plies to the end), for timing
        self._timed = True  # False once the game proved too big to time: best value alone then

    def intro(self) -> str:
        return self.game.intro(self.state)

    def draw(self) -> str:
        return self.game.draw(self.state)

    def to_move(self) -> int:
        return 0 if self.game.to_move(self.state) == self.first else 1

    def parse_move(self, text: str) -> M | Refusal:
        return self.game.read(self.state, text)

    def describe(self, move: M) -> str:
        return self.game.describe(self.state, move)

    def apply(self, move: M) -> None:
        self.state = self.game.result(self.state, move)

    def outcome(self) -> GameResult | None:
        if not self.game.is_terminal(self.state):
            return None
        score = self.game.utility(self.state, self.first)
        return GameResult(None if score == 0 else 0 if score > 0 else 1, self.game.ending(self.state))

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
                f"ending {_points(value)} ahead"
                if value > 0
                else "ending level"
                if value == 0
                else f"ending {_points(-value)} behind"
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
                return move, f"with best play from here it ends {_points(best)} ahead"
            if best == 0:
                return move, "with best play from here it ends level"
            return move, f"the best it can do: {_points(-best)} behind if you play perfectly"
        if best > 0:
            if plies == 1:
                return move, "it wins on the spot"
            return move, "it leaves a position you cannot win"
        if best == 0:
            return move, "it holds the draw"
        return move, "every move loses against perfect play; this one makes you find the win"


def _engine_value(game: object) -> Callable[[Any], float]:
    """The value of a state for the player to move, as the engine finds it (the game's class says how)."""
    if isinstance(game, ScoredGame):
        solver = Solver(game)
        # What is still to win does not depend on the points won so far: add them after.
        return lambda state: solver.value(state[0]) + game.lead(state, state[1])
    if isinstance(game, TurnGame):
        positions = Solver(game)
        return lambda state: positions.value(state[0])
    return lambda state: memoized_alpha_beta(cast(Game[Any, Any], game), state).value


class _TooBigError(Exception):
    """The game is too big to time every line: the bot falls back to best value alone."""


def _rank(line: tuple[float, int]) -> tuple[float, int]:
    """Order (value, plies) for the player to move: more value first; then a win sooner, a loss later."""
    value, plies = line
    return (value, -plies if value > 0 else plies if value < 0 else 0)


def _points(value: float) -> str:
    """A margin as a person writes it: 10000000, not 1e+07."""
    return str(int(value)) if value == int(value) else f"{value:g}"


def _moves(count: int) -> str:
    return f"{count} move" if count == 1 else f"{count} moves"
