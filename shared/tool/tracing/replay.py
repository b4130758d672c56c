"""What a trace's events have built by a step, replayed once forward and kept, so that a step costs no more
at the end of a run of 65,000 events than at its start.

A person steps forward one event at a time, or jumps to the next call or the
end: `Replays.at` carries its replay on from the last step asked for. Going
back starts from the nearest checkpoint below (one every CHECKPOINT events),
not from the first event. The search drawn so far is read the same way: its
rows, depth first, are its calls (and the memo answers given without one) in
the order they were made, so the last rows of the tree are the last such
events, found by bisecting their steps instead of walking the whole tree.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field

from shared.tool.tracing.recorder import Event

__all__ = ["CHECKPOINT", "COUNTED", "Replay", "Replays", "summary"]

CHECKPOINT = 4_096  # events between two saved replays: a step back replays at most this many
COUNTED = ("call", "memo", "cut", "cell")


@dataclass
class Replay:
    """What the events up to a step have built: the open calls, the search tree, the values so far."""

    stack: list[Event] = field(default_factory=list)
    nodes: dict[int, Event] = field(default_factory=dict)
    values: dict[int, object] = field(default_factory=dict)
    cuts: dict[int, Event] = field(default_factory=dict)
    cells: list[Event] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(COUNTED, 0))

    @classmethod
    def upto(cls, events: Sequence[Event], step: int) -> Replay:
        """Replay events[0..step], the step included."""
        r = cls()
        for e in events[: step + 1]:
            r.add(e)
        return r

    def add(self, e: Event) -> None:
        """One more event."""
        kind = e["kind"]
        if kind in self.counts:
            self.counts[kind] += int(e.get("fill", 1))
        if kind == "call":
            self.stack.append(e)
            self.nodes[e["id"]] = e
        elif kind == "return":
            self.values[e["id"]] = e["value"]
            if self.stack and self.stack[-1]["id"] == e["id"]:
                self.stack.pop()
        elif kind == "memo" and e.get("id") is not None:
            self.nodes[e["id"]] = {**self.nodes.get(e["id"], e), "memo_of": e["of"]}
        elif kind == "cut":
            self.cuts[e["id"]] = e
        elif kind == "cell":
            self.cells.append(e)

    def copy(self) -> Replay:
        return Replay(
            list(self.stack), dict(self.nodes), dict(self.values), dict(self.cuts), list(self.cells), dict(self.counts)
        )


def summary(counts: dict[str, int]) -> str:
    """The counts line: calls, memo answers, cuts, cells (a fill counting each cell it starts with)."""
    return f"calls {counts['call']}, memo answers {counts['memo']}, cuts {counts['cut']}, cells {counts['cell']}"


class Replays:
    """The replays of one trace's events: the one asked for last, carried on; checkpoints to step back from."""

    def __init__(self, events: Sequence[Event]) -> None:
        self.events = events
        self._at = -1
        self._replay = Replay()
        self._saved: dict[int, Replay] = {}
        # each event's cell in the grid, found once (see `grid.grid_cells`)
        self.known: dict[tuple[int, int], tuple[object, object]] = {}
        # the steps of the tree's rows: each call, and each memo answer given without a call of its own
        self.rows = [
            k for k, e in enumerate(events) if e["kind"] == "call" or (e["kind"] == "memo" and e.get("id") is None)
        ]

    def at(self, step: int) -> Replay:
        """The replay of events[0..step] (shared: read it before asking for another step)."""
        if step < self._at:
            below = [s for s in self._saved if s <= step]
            start = max(below, default=-1)
            self._replay = self._saved[start].copy() if start >= 0 else Replay()
            self._at = start
        for k in range(self._at + 1, step + 1):
            self._replay.add(self.events[k])
            if k % CHECKPOINT == CHECKPOINT - 1 and k not in self._saved:
                self._saved[k] = self._replay.copy()
        self._at = step
        return self._replay

    def tree_rows(self, step: int, room: int) -> list[Event]:
        """The last `room` rows of the search drawn at step, depth first: its latest calls and memo answers."""
        end = bisect.bisect_right(self.rows, step)
        return [self.events[k] for k in self.rows[max(0, end - room) : end]]
