"""A learner's trace beside the reference's, stopped at the first call whose value differs.

Calls are matched by where they sit in the search: the chain of arguments'
values from the root down (not their names: a learner's `dp(l, r)` is the
reference's `margin(i, j)`), the k-th sibling with the same arguments
matching the k-th. A memo answer sits where the call it saved would have.
The first of the learner's values whose place the reference also reached,
with another value, is where the two part.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from shared.tool.tracing.recorder import Event
from shared.tool.tracing.runs import Trace
from shared.tool.tracing.stepper import beside_lines
from shared.tool.tracing.views import event_line, state_text

__all__ = ["Difference", "first_difference", "report_difference"]

SEARCH = ("call", "return", "memo", "cut")  # what is shown side by side: the searches, not their setup


@dataclass(frozen=True)
class Difference:
    """Where yours parts from the reference: your return event, and the reference's value for the same call."""

    step: int
    yours: Event
    reference: Event


def _key(e: Event) -> str:
    return json.dumps(list(e["state"].values()))


def _places(events: list[Event]) -> list[tuple[int, tuple[str, ...], Event]]:
    """Each value given (a return, or a memo answer made without a call) with its place in the search."""
    place: dict[int | None, tuple[str, ...]] = {None: ()}
    seen: dict[tuple[str, ...], int] = {}
    found: list[tuple[int, tuple[str, ...], Event]] = []
    for k, e in enumerate(events):
        fresh = e["kind"] == "call" or (e["kind"] == "memo" and e.get("id") is None)
        if fresh:
            above = place.get(e["parent"], ())
            key = (*above, _key(e))
            nth = seen.get(key, 0)
            seen[key] = nth + 1
            here = (*above, f"{_key(e)}#{nth}")
            if e["kind"] == "call":
                place[e["id"]] = here
            else:
                found.append((k, here, e))
        elif e["kind"] == "return" and not e.get("raised") and e["id"] in place:
            found.append((k, place[e["id"]], e))
    return found


def first_difference(yours: Trace, reference: Trace) -> Difference | None:
    """Your first value that the reference gives otherwise at the same place in the search; None if none."""
    theirs = {where: e for _, where, e in _places(reference.events)}
    for k, where, e in sorted(_places(yours.events)):
        other = theirs.get(where)
        if other is not None and other["value"] != e["value"]:
            return Difference(k, e, other)
    return None


def _cut(t: Trace, upto: int) -> Trace:
    return Trace(t.problem, t.variant, t.raw, t.answer, t.events[: upto + 1], t.sources, t.error)


def _children(t: Trace, e: Event) -> str:
    """The arguments of the calls (and memo answers) made from e's call, in order; e's own if it made none."""
    if e["kind"] != "return":
        return "nothing (the memo answered)"
    made = [
        x for x in t.events if x["kind"] in ("call", "memo") and x.get("parent") == e["id"] and x.get("id") != e["id"]
    ]
    if not made:
        return "nothing"
    shown = "; ".join(f"({', '.join(json.dumps(v) for v in x['state'].values())})" for x in made[:6])
    return shown + ("; …" if len(made) > 6 else "")


def report_difference(yours: Trace, reference: Trace, found: Difference | None, width: int) -> list[str]:
    """Both traces side by side up to the first difference, then the call, both values and your code there."""
    given = json.dumps(yours.raw)
    given = given if len(given) <= 24 else given[:23] + "…"
    lines = [f"{yours.problem} on {given}: yours answers {json.dumps(yours.answer)}"[:width]]
    lines.append(f"the reference {reference.variant} answers {json.dumps(reference.answer)}"[:width])
    if yours.error:
        lines.append(f"yours stopped: {yours.error}"[:width])
    if found is None:
        lines.append("every call both searched has the same value in both"[:width])
        return lines
    lines.extend(beside_lines(_cut(yours, found.step), _cut(reference, found.reference["step"]), width, SEARCH)[:-3])
    e, theirs = found.yours, found.reference
    lines.append(f"first call whose value differs, at your step {found.step}:"[:width])
    lines.append("  yours      " + event_line({**e, "depth": 0}, width - 13))
    lines.append("  reference  " + event_line({**theirs, "depth": 0}, width - 13))
    lines.append(f"  same arguments ({state_text(e['state'])}), other value"[:width])
    for who, trace, ev in (("yours", yours, e), ("reference", reference, theirs)):
        lines.append(f"  {who + ' called':<23}{_children(trace, ev)}"[:width])
    for who, trace, upto in (("your", yours, found.step), ("reference's", reference, int(theirs["step"]))):
        last = next((x for x in reversed(trace.events[:upto]) if x["kind"] == "line"), None)
        if last is not None:
            lines.append(f"  {who + ' last line':<23}{last['line']}  {last.get('code', '')}"[:width])
    if not any(x["kind"] in ("return", "memo") for x in yours.events[: found.step]):
        lines.append("  your very first value differs: if yours computes another quantity than the"[:width])
        lines.append(f"  reference's, read it with kata show {yours.problem} {reference.variant}"[:width])
    return lines
