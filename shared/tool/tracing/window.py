"""A learner's alpha-beta held to what alpha-beta promises, call by call, against the exact values of a search
without a window (the reference's `memoized`).

Two alpha-beta searches return bounds wherever they cut, each from its own
window (±1, ±2, ±inf at the root), so their values cannot be set side by side.
What every correct one keeps is this: a value strictly inside the window it
was called with is the state's exact value; one at or below alpha is at least
the exact value (fail low); one at or above beta is at most it (fail high).
The first return of yours that breaks this is where your search went wrong.

Your state is matched to the reference's by value (`b` is its `board`), the
two arguments left are your window, and each of your functions is read from
the side whose exact value it matches most often: a negamax scores for the
player to move, AIMA's `max_value` and `min_value` both for the root's player.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from itertools import combinations

from shared.tool.tracing.compare import children, own_line
from shared.tool.tracing.recorder import Event
from shared.tool.tracing.runs import Trace
from shared.tool.tracing.views import event_line

__all__ = ["Broken", "broken_promise", "broken_report", "windowed"]

PROBE = 400  # calls of yours read to match your arguments to the reference's state


@dataclass(frozen=True)
class Broken:
    """Your first return that breaks alpha-beta's promise: the return, its window, the exact value it is held to."""

    step: int
    event: Event
    low: float
    high: float
    exact: object  # on your function's side
    side: int  # +1: your function scores as the reference does; -1: for the other player


def _exact(reference: Trace) -> dict[str, object]:
    values: dict[str, object] = {}
    for e in reference.events:
        if e["kind"] in ("return", "memo") and not e.get("raised"):
            values.setdefault(json.dumps(list(e["state"].values())), e["value"])
    return values


def windowed(yours: Trace, reference: Trace) -> tuple[tuple[int, ...], tuple[int, int]] | None:
    """The positions of your arguments that are the reference's state, and of the two that are your window
    (low, high); None if your calls take no window beside a state the reference knows."""
    exact = _exact(reference)
    calls = [list(e["state"].values()) for e in yours.events[: PROBE * 8] if e["kind"] == "call"][:PROBE]
    sizes = {len(s) for s in calls}
    widths = {len(json.loads(k)) for k in list(exact)[:1]}
    if len(sizes) != 1 or len(widths) != 1:
        return None
    size, width = sizes.pop(), widths.pop()
    if size != width + 2:
        return None
    best = max(
        combinations(range(size), width),
        key=lambda at: sum(json.dumps([s[k] for k in at]) in exact for s in calls),
    )
    rest = tuple(k for k in range(size) if k not in best)
    if not any(json.dumps([s[k] for k in best]) in exact for s in calls):
        return None
    names = next(list(e["state"]) for e in yours.events if e["kind"] == "call")
    if not _window_names(names[rest[0]], names[rest[1]]) or any(_number(s[k]) is None for s in calls for k in rest):
        return None
    return best, (rest[0], rest[1])


WINDOWS = {("a", "b"), ("lo", "hi"), ("low", "high"), ("lower", "upper"), ("α", "β"), ("l", "u")}


def _window_names(low: str, high: str) -> bool:
    """Do two arguments' names say a window (alpha and beta, lo and hi), not two more numbers of the state?"""
    low, high = low.lower().strip("_"), high.lower().strip("_")
    return ("alpha" in low and "beta" in high) or (low, high) in WINDOWS


def _number(v: object) -> float | None:
    """A number of the trace's: an int, a float, or an infinity (written "inf", "-inf": a window of ±inf)."""
    if v in ("inf", "-inf"):
        return float(str(v))
    return float(v) if isinstance(v, int | float) and not isinstance(v, bool) else None


def broken_promise(yours: Trace, reference: Trace) -> Broken | None:
    """Your first return that breaks alpha-beta's promise; None if none does or yours takes no window."""
    found = windowed(yours, reference)
    if found is None:
        return None
    at, (lo, hi) = found
    exact = _exact(reference)
    calls = {e["id"]: e for e in yours.events if e["kind"] == "call"}
    checked: list[tuple[int, Event, float, float, float]] = []
    for k, e in enumerate(yours.events):
        call = calls.get(e.get("id")) if e["kind"] == "return" and not e.get("raised") else None
        if call is None:
            continue
        state = list(call["state"].values())
        true, v = _number(exact.get(json.dumps([state[j] for j in at]))), _number(e["value"])
        if true is not None and v is not None:
            low, high = _number(state[lo]), _number(state[hi])
            if low is not None and high is not None:
                checked.append((k, e, low, high, true))
    sides: dict[str, int] = {}
    for func in {e["func"] for _, e, _, _, _ in checked}:
        inside = [(e["value"], t) for _, e, low, high, t in checked if e["func"] == func and low < e["value"] < high]
        votes = Counter(side for v, t in inside for side in (1, -1) if v == side * t)
        sides[func] = -1 if votes[-1] > votes[1] else 1
    for k, e, low, high, true in checked:
        side = sides[e["func"]]
        v, held = float(e["value"]), side * true
        if (low < v < high and v != held) or (v <= low and held > v) or (v >= high and held < v):
            return Broken(k, e, low, high, _plain(held), side)
    return None


def _plain(x: float) -> object:
    """x as the trace shows it: 2 for 2.0, inf for a window of ±inf."""
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    return int(x) if x == int(x) else x


def broken_report(yours: Trace, reference: Trace, broken: Broken, width: int) -> list[str]:
    """Your first return that breaks the promise: the rule it breaks, the exact value, your call's lines."""
    e, v = broken.event, _plain(float(broken.event["value"]))
    low_high = broken.low >= broken.high  # a window passed down unswapped: what every call below then reads
    low, high = _plain(broken.low), _plain(broken.high)
    if broken.low < float(e["value"]) < broken.high:
        rule = f"inside its window ({low}, {high}) a value is exact: {v} is not {broken.exact}"
    elif float(e["value"]) <= broken.low:
        rule = f"at or below alpha = {low} a value may be above the exact, not below: {v} < {broken.exact}"
    else:
        rule = f"at or above beta = {high} a value may be below the exact, not above: {v} > {broken.exact}"
    lines = [
        "yours searches with a window: each value it returns is held to alpha-beta's",
        f"promise, against the exact values of the reference {reference.variant}'s calls.",
        *([f"(your {e['func']} scores for the other player: its exact values negated)"] if broken.side < 0 else []),
        f"first call that breaks it, at your step {broken.step}:",
        "  " + event_line({**e, "depth": 0}, width - 2),
        f"  {rule}",
        *([f"  its window is empty (alpha {low} >= beta {high}): negamax passes (-beta, -alpha)"] if low_high else []),
        f"  {'yours called':<23}{children(yours, e)}",
    ]
    ran = list(dict.fromkeys((x["line"], x.get("code", "")) for x in yours.events[: broken.step] if own_line(x, e)))
    if ran:  # the loop that cut, or the bound it moved: where a wrong window shows
        lines.append(f"  the lines your #{e['id']} ran:")
        lines.extend(f"    {line:>4}  {code}" for line, code in ran[-8:])
    return [line if len(line) <= width else line[: width - 1] + "…" for line in lines]
