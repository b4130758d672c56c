"""Retrograde analysis: solving a finite game whose positions can repeat.

Minimax (`shared.engine.search`) recurses from a position into its
children, so it needs every line of play to end. On a game graph with
cycles, such as 913 Cat and Mouse or a chess endgame, a line can go
round forever, and the rules call that a draw. Retrograde analysis works
the other way round: it starts from the positions whose outcome is known
(the terminal ones) and colours positions backwards, one at a time:

- a position is WON for the player to move as soon as one move reaches a
  position lost for them;
- it is LOST once every move has been shown to reach a position won by the
  opponent, so each position keeps a count of its moves not yet refuted,
  and is lost when the count reaches 0;
- whatever is never coloured is a DRAW: the player to move there can always
  reach another uncoloured position (or a drawn end), and the opponent can
  never force the play out of them.

Taking positions from a FIFO queue colours them in order of distance to the
end, so each coloured position also learns how long the game lasts with
best play: the winner takes the fastest win (the first refutation found),
the loser holds out longest (the last move refuted). That is the length
`Verdict.plies` reports, and the line `Retrograde.line` replays.

Any `shared.engine.game.Game` with finitely many reachable states works, as
long as a state names the player to move (who may move twice in a row) and
there are two players. `retrograde` first walks forward from the start to
learn every reachable state and the moves into it, then colours backwards:
Time O(S + E), Space O(S + E) for S reachable states and E moves between them.
With `early_exit` (the default) it stops as soon as the start is coloured;
only a drawn start needs the whole sweep, since a draw is what is left over.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Generic

from shared.engine.game import Game, Move, State

__all__ = [
    "DRAW",
    "LOSS",
    "WIN",
    "Retrograde",
    "UndecidedError",
    "Verdict",
    "retrograde",
]

# A value is always from the point of view of the player to move in that state.
WIN, DRAW, LOSS = 1, 0, -1


class UndecidedError(LookupError):
    """Asked about a state that an early exit left
    uncoloured: it may be won, lost or drawn."""


@dataclass(frozen=True)
class Verdict(Generic[Move]):
    """A state's value for the player to move, how
    long best play lasts, and a move that achieves it."""

    value: int  # WIN, DRAW or LOSS for the player to move
    # Moves to the end with best play (the winner hurries,
    # the loser holds out); 0 at a terminal state; None for a
    # draw that is not terminal, since play need never end.
    plies: int | None
    move: Move | None  # a best move; None at a terminal state


@dataclass
class _Node(Generic[State, Move]):
    """What the backward sweep needs about one reachable state."""

    player: str
    children: list[tuple[Move, State]]
    parents: list[tuple[State, Move]]
    unrefuted: int  # moves not yet shown to reach a state won by the opponent
    verdict: Verdict[Move] | None = None


class Retrograde(Generic[State, Move]):
    """The coloured table of one `retrograde` run:
    a verdict per reachable state, and best lines."""

    def __init__(
        self,
        start: State,
        nodes: dict[State, _Node[State, Move]],
        complete: bool,
        coloured: int,
    ) -> None:
        self.start = start
        # False: the sweep stopped once the start was coloured
        self.complete = complete
        # states taken from the queue and looked
        # back from: with len(self), the work done
        self.coloured = coloured
        self._nodes = nodes

    def __len__(self) -> int:
        """How many states are reachable from the start (the table's size)."""
        return len(self._nodes)

    @property
    def work(self) -> int:
        """The states walked forward and those coloured: what a run cost, in
        the units a table's cells are."""
        return len(self._nodes) + self.coloured

    def __contains__(self, state: object) -> bool:
        """Is state reachable from the start?"""
        return state in self._nodes

    def verdict(self, state: State) -> Verdict[Move]:
        """The value of a reachable state for the player
        to move there, with its length and a best move."""
        node = self._nodes.get(state)
        if node is None:
            raise KeyError(
                f"{state!r} is not reachable from the start {self.start!r}"
            )
        if node.verdict is not None:
            return node.verdict
        if not self.complete:
            raise UndecidedError(
                f"{state!r} was left uncoloured: "
                "the sweep stopped once the start was decided"
            )
        return Verdict(DRAW, None, self._drawing_move(node))

    def value(self, state: State) -> int:
        """WIN, DRAW or LOSS for the player to move in state."""
        return self.verdict(state).value

    def line(self, state: State | None = None) -> list[tuple[State, Move]]:
        """Best play from state (default: the start),
        as the (state, move) pairs played.

        A won or lost line ends on a terminal state after exactly `plies` moves.
        A drawn line stops where a state would repeat (or at a drawn end).
        """
        here = self.start if state is None else state
        seen: set[State] = set()
        played: list[tuple[State, Move]] = []
        while here not in seen:
            seen.add(here)
            move = self.verdict(here).move
            if move is None:
                break
            played.append((here, move))
            here = self._follow(here, move)
        return played

    def end_of_line(self, state: State | None = None) -> State:
        """Where best play from state (default: the start)
        ends: a terminal state, or the first repeated one."""
        here = self.start if state is None else state
        for position, move in self.line(here):
            here = self._follow(position, move)
        return here

    def _follow(self, state: State, move: Move) -> State:
        """The state a move from state leads
        to, as recorded by the forward walk."""
        for m, child in self._nodes[state].children:
            if m == move:
                return child
        raise KeyError(f"{move!r} is not a move from {state!r}")

    def _drawing_move(self, node: _Node[State, Move]) -> Move | None:
        """A move from a drawn state that keeps
        the draw: to a state that nobody has won."""
        for move, child in node.children:
            decided = self._nodes[child].verdict
            if decided is None or decided.value == DRAW:
                return move
        return None


def _explore(
    game: Game[State, Move], start: State
) -> dict[State, _Node[State, Move]]:
    """Walk forward from start: every reachable
    state, with its moves out and the moves into it."""
    nodes: dict[State, _Node[State, Move]] = {
        start: _Node(game.to_move(start), [], [], 0)
    }
    frontier = [start]
    while frontier:
        state = frontier.pop()
        node = nodes[state]
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            if child not in nodes:
                nodes[child] = _Node(game.to_move(child), [], [], 0)
                frontier.append(child)
            node.children.append((move, child))
            nodes[child].parents.append((state, move))
        if not node.children:
            raise ValueError(f"non-terminal state {state!r} has no legal moves")
        node.unrefuted = len(node.children)
    return nodes


def retrograde(
    game: Game[State, Move], start: State, *, early_exit: bool = True
) -> Retrograde[State, Move]:
    """Colour every state reachable from start backwards from the terminal ones.
    Time O(S + E), Space O(S + E)."""
    nodes = _explore(game, start)
    queue: deque[State] = deque()
    for state, node in nodes.items():
        if game.is_terminal(state):
            score = game.utility(state, node.player)
            # a drawn end is simply never coloured, like a drawn cycle
            if score:
                node.verdict = Verdict(WIN if score > 0 else LOSS, 0, None)
                queue.append(state)
    coloured = 0
    while queue and not (early_exit and nodes[start].verdict is not None):
        state = queue.popleft()
        coloured += 1
        node = nodes[state]
        assert node.verdict is not None
        plies = (node.verdict.plies or 0) + 1
        for parent, move in node.parents:
            above = nodes[parent]
            if above.verdict is not None:
                continue
            # The child's value, seen by the parent's
            # player (the same player may move again).
            value = (
                node.verdict.value
                if above.player == node.player
                else -node.verdict.value
            )
            if value == WIN:
                above.verdict = Verdict(WIN, plies, move)
                queue.append(parent)
            else:
                above.unrefuted -= 1
                # this was the last, hence the longest, refutation
                if above.unrefuted == 0:
                    above.verdict = Verdict(LOSS, plies, move)
                    queue.append(parent)
    return Retrograde(start, nodes, complete=not queue, coloured=coloured)
