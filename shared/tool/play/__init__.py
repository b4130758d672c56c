"""`kata play`: a game in the terminal against a problem's perfect bot.

A problem adapts one position of its game to the `Session` protocol (its
`Problem.play` hook builds one from parsed input); `run` then plays it, the
same loop for every game:

    You move, the bot answers with a reason, until the game is over.
    A move is whatever the session parses ("2 1" in Nim: pile 2, one bead).
    `hint` lists the winning moves, `q` quits; an illegal move is refused
    with the reason and asked again.

`GameSession` is the Session of every game here, written as a `Playable`
`shared.engine.game.Game` without repeated positions (usually on the engine's
`TurnGame` or `ScoredGame`): the problem gives its rules and its words (how a
position is drawn, how a typed move is read and said), and a `Teacher` plays
against the learner: its move and why, the hint, the remark on a slip. The
default teacher, `Perfect`, plays a move of best value, found by the engine's
`Solver` on the game's own hooks (or the chapter's formula when it has one),
like a teacher: among moves of equal value it takes the quickest win and
makes the slowest loss (so it completes its own two in a row, and blocks
yours when lost); `hint` also names the best move and what it leads to; a
move that throws value away is called out with what the position was worth
before and after. Connect Four, too big to solve on every move, brings its
own teacher on a clock (`connect_four.Hybrid`). A bare Session without
`hint()` and `blunder(move)` gets the plain list of winning moves and no remark.

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

The package: `loop` (the Session protocol and `run`), `session`
(`GameSession`, `Teacher`, `Perfect` and the words games share), `shapes` (a heap, a row: shapes
several problems play on), the problems' games (`takeaway`, `rows`,
`nim_variant`, `ttt`, `connect_four`: each problem's `play` hook starts
one).
"""

from shared.tool.play.loop import (
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_STUCK,
    HINT,
    MAX_MOVE,
    MAX_REFUSALS,
    QUIT,
    GameResult,
    Refusal,
    Session,
    readable,
    run,
)
from shared.tool.play.session import GameSession, Perfect, Playable, Teacher, Words
from shared.tool.play.shapes import heap, read_end, row

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
    "Perfect",
    "Playable",
    "Refusal",
    "Session",
    "Teacher",
    "Words",
    "heap",
    "read_end",
    "readable",
    "row",
    "run",
]
