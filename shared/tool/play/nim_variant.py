"""Nim with extra losing positions for `kata play` and `kata solve nim --explain`: its rules on the engine, its words.

`NimVariant` is the chapter's rules for the engine's solver, on canonical
positions (every ordering of the piles is one position); `NimPlay` is the
same game on the piles as a person sees them, numbered, its values read from
`NimVariant`'s solver. `explain` plays a line of perfect play out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from problems.nim_variant import DEFAULT_LOSING, State, canonical, children, extra_losing, verdict
from shared.engine.game import TurnGame
from shared.engine.search import Solver
from shared.tool.play.loop import Refusal
from shared.tool.play.session import GameSession, Words

__all__ = ["NimPlay", "NimVariant", "explain", "say_rules"]


Judged = tuple[State, bool]  # a canonical position, and whether a move led into it (a start is never judged)


Piles = tuple[tuple[int, ...], bool]  # the piles as the player sees them, numbered, and whether a move led here


Move = tuple[int, int]  # (index of the pile, beads taken)


class NimVariant(TurnGame[Judged, Judged]):
    """The chapter's rules for the engine: a move is named by the position it leaves, and moving into one is judged."""

    def __init__(self, losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> None:
        self.ends = extra_losing(losing)
        self.normal = normal

    def moves(self, position: Judged) -> Sequence[Judged]:
        return [(child, True) for child in children(position[0])]

    def play(self, position: Judged, move: Judged) -> Judged:
        return move

    def score(self, position: Judged) -> float | None:
        won = verdict(position[0], self.ends, self.normal) if position[1] else None
        return None if won is None else -1 if won else 1  # the player to move is the one the mover beat, or not


class NimPlay(Words, TurnGame[Piles, Move]):
    """The same rules on the piles as a person sees them, for `kata play`; values come from `NimVariant`'s solver."""

    def __init__(self, losing: Sequence[Sequence[int]] = DEFAULT_LOSING, normal: bool = False) -> None:
        self.losing, self.normal, self.positions = losing, normal, NimVariant(losing, normal)
        self.solver = Solver(self.positions)  # one table of canonical positions for the whole game

    def value(self, state: tuple[Piles, str]) -> float:
        """What the player to move ends with, both playing perfectly (every ordering of the piles is one position)."""
        return self.solver.value((canonical(state[0][0]), state[0][1]))

    def moves(self, position: Piles) -> Sequence[Move]:
        return [(i, take) for i, size in enumerate(position[0]) for take in range(1, size + 1)]

    def play(self, position: Piles, move: Move) -> Piles:
        piles, (i, take) = list(position[0]), move
        piles[i] -= take
        return (tuple(piles), True)

    def score(self, position: Piles) -> float | None:
        return self.positions.score((canonical(position[0]), position[1]))

    def intro(self, state: tuple[Piles, str]) -> str:
        return "\n".join(
            [
                "Nim with extra losing positions: a move takes one or more beads from one pile,",
                "and whoever moves into a losing position loses.",
                *say_rules(self.losing, self.normal),
                "Type a move as the pile number and how many beads, e.g. '2 1'.",
            ]
        )

    def draw(self, state: tuple[Piles, str]) -> str:
        piles = state[0][0]
        width = len(str(len(piles)))
        return "\n".join(f"  pile {i:>{width}} | {'o' * n:<{max(piles)}} {n}" for i, n in enumerate(piles, 1))

    def read(self, state: tuple[Piles, str], text: str) -> Move | Refusal:
        words, piles = text.replace(",", " ").split(), state[0][0]
        if len(words) != 2 or not all(w.isdigit() for w in words):
            return Refusal("type the pile number and how many beads, e.g. '2 1'")
        pile, take = int(words[0]), int(words[1])
        if not 1 <= pile <= len(piles):
            return Refusal(f"there is no pile {pile} (piles are numbered 1 to {len(piles)})")
        size = piles[pile - 1]
        if size == 0:
            return Refusal(f"pile {pile} is empty")
        if take == 0:
            return Refusal("take at least one bead")
        if take > size:
            return Refusal(f"pile {pile} has only {size} bead{'s' if size > 1 else ''}")
        return (pile - 1, take)

    def describe(self, state: tuple[Piles, str], move: Move) -> str:
        return f"take {move[1]} from pile {move[0] + 1}"

    def ending(self, state: tuple[Piles, str]) -> str:
        if left := canonical(state[0][0]):
            return f"the last move left {list(left)}, a losing position"
        return "the last move took the last bead, " + (
            "which wins (normal play)" if self.normal else "which loses (misere)"
        )


def say_rules(losing: Sequence[Sequence[int]], normal: bool) -> list[str]:
    """The rule set as two short sentences."""
    extra = sorted(extra_losing(losing), key=lambda s: (len(s), s))
    empty = "wins (normal play)" if normal else "loses (misere)"
    shown = ", ".join(str(list(s)) for s in extra) if extra else "none"
    return [f"Moving into the empty board {empty}.", f"Extra losing positions: {shown}."]


def line(session: GameSession[tuple[Piles, str], Move]) -> list[tuple[str, list[int]]]:
    """Play the game out, the bot's move on both sides: each move in words, with the piles it leaves."""
    played = []
    while session.outcome() is None:
        move, _ = session.bot_move()
        said = session.describe(move)
        session.apply(move)
        played.append((said, list(session.state[0][0])))
    return played


def explain(session: GameSession[tuple[Piles, str], Move]) -> str:
    """`kata solve nim --explain`: the rules, the winning moves (or that every move loses), a line of perfect play."""
    game, piles = cast(NimPlay, session.game), list(session.state[0][0])
    lines = [" ".join(say_rules(game.losing, game.normal))]
    if winners := session.winning_moves():
        said = ", ".join(session.describe(m) for m in winners)
        lines.append(f"{piles}: the player to move wins. Winning moves: {said}.")
    else:
        lines.append(f"{piles}: the player to move loses: every move loses against perfect play.")
    lines.append("A line of perfect play (the winner wins soonest; the loser holds out longest):")
    played = line(session)
    for ply, (said, after) in enumerate(played, 1):
        lines.append(f"  {ply:>2}. {'first player ' if ply % 2 else 'second player'}  {said} -> {after}")
    mover = 0 if len(played) % 2 else 1
    end = session.outcome()
    result = "wins" if end is not None and end.winner == mover else "loses"
    lines.append(f"The {('first', 'second')[mover]} player {result}: {end.reason if end else ''}.")
    return "\n".join(lines)
