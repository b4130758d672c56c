"""The events of one run as the recorder writes them, within the trace cap: a cost, not an input's size.

A run may make MOST_EVENTS events of note (calls, returns, memo answers,
cuts, cells) and LINES_PER_EVENT lines for each, in MOST_SECONDS of CPU;
past any of them it is stopped (TraceTooLongError), and `kata trace` refuses
it in one line naming the cap. Past READABLE events in all, its `line`
events are counted, no longer kept: a long run keeps what a person steps
through, its calls and cells, and stays a few megabytes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

__all__ = ["LINES_PER_EVENT", "MOST_EVENTS", "MOST_SECONDS", "READABLE", "Event", "EventLog", "TraceTooLongError"]

Event = dict[str, Any]  # one JSON object: {"kind": ..., "step": ..., ...}
MOST_EVENTS = 100_000  # events of note (all but `line`) a run may make before it is stopped: the trace cap
LINES_PER_EVENT = 10  # lines a run may run (kept or not) for each event of its cap: a loop that writes nothing
MOST_SECONDS = 10.0  # and CPU seconds, for work no event sees (a helper's own loop)
# Events past which a run keeps its events of note alone: its `line` events are counted, no longer kept (375's
# first example for naive is 65,610 calls and returns, and 65,612 lines more)
READABLE = 12_000


class TraceTooLongError(Exception):
    """The run made more events than its cap (MOST_EVENTS unless told), or ran too many lines or too long."""

    def __init__(self, most: int, what: str = "events") -> None:
        super().__init__(f"the run made over {most:,} {what}")
        self.most = most
        self.what = what


class EventLog:
    """The events kept so far, and what the run has spent of the cap."""

    def __init__(
        self, most: int, seconds: float = MOST_SECONDS, clock: Callable[[], float] = time.process_time
    ) -> None:
        self.most = most
        self.stopped = False
        self.events: list[Event] = []
        self.noted = 0  # the events of note made: all but `line`
        self.lines_left_out = 0  # `line` events not kept: past READABLE events a run keeps its events of note
        self.lines_run = 0
        # CPU seconds: a busy machine does not stop a run (a learner's, in a child the judge stops on the wall
        # clock, is stopped on the wall clock first: its events so far are sent, not lost with the child)
        self._clock, self._seconds = clock, seconds
        self._until = clock() + seconds

    def add(self, kind: str, fields: dict[str, Any]) -> None:
        """One event (a `line` only once `keeps_line` said so); past the cap the run is stopped."""
        if self.stopped:
            return
        if kind != "line":
            if self.noted >= self.most:
                self._stop(self.most, "events")
            self.noted += 1
        self.events.append({"kind": kind, "step": len(self.events), **fields})

    def keeps_line(self) -> bool:
        """Count a line run, stopping a run past the caps; is its event kept (not past READABLE events)?"""
        if self.stopped:
            return False
        self.lines_run += 1
        if self.lines_run > self.most * LINES_PER_EVENT:
            self._stop(self.most * LINES_PER_EVENT, "lines run")
        if self.lines_run % 4096 == 0 and self._clock() > self._until:
            self._stop(self._seconds, "seconds")
        if self.lines_left_out or len(self.events) >= READABLE:
            self._leave_lines_out()
            return False
        return True

    def _stop(self, most: float, what: str) -> None:
        self.stopped = True  # said once: the frames the error unwinds through record nothing more
        raise TraceTooLongError(int(most), what)

    def _leave_lines_out(self) -> None:
        """Count a line not kept; the first time, drop the lines kept so far and number the rest again."""
        if not self.lines_left_out:
            kept = [e for e in self.events if e["kind"] != "line"]
            self.lines_left_out = len(self.events) - len(kept)
            for k, e in enumerate(kept):
                e["step"] = k
            self.events = kept
        self.lines_left_out += 1
