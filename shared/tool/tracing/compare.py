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
from collections.abc import Iterator
from dataclasses import dataclass

from shared.tool.tracing.boards import board_lines
from shared.tool.tracing.recorder import Event
from shared.tool.tracing.runs import Trace
from shared.tool.tracing.stepper import beside_lines
from shared.tool.tracing.views import event_line, state_text

__all__ = [
    "Difference",
    "children",
    "first_cell_difference",
    "first_difference",
    "heading",
    "own_line",
    "report_difference",
]

BESIDE_ROWS = 24  # rows of the side-by-side view shown above the first difference
SEARCH = ("call", "return", "memo", "cut")  # what is shown side by side: the searches, not their setup


@dataclass(frozen=True)
class Difference:
    """Where yours parts from the reference: your return event, and the reference's value for the same call."""

    step: int
    yours: Event
    reference: Event


def _key(e: Event, dropped: frozenset[int] = frozenset()) -> str:
    return json.dumps([v for k, v in enumerate(e["state"].values()) if k not in dropped])


def _threaded(events: list[Event]) -> frozenset[int]:
    """The positions of the arguments every call passes unchanged (a learner's `dp(piles, i, m)` threads the
    input through): not part of the state, so `dp(piles, 0, 1)` sits where the reference's `margin(0, 1)` does."""
    states = [list(e["state"].values()) for e in events if e["kind"] == "call"]
    if len(states) < 2 or len({len(s) for s in states}) != 1:
        return frozenset()
    # a list only: an int the same in every call may be state that never changes (m never raised: the bug)
    same = (k for k in range(len(states[0])) if isinstance(states[0][k], list | dict))
    return frozenset(k for k in same if all(s[k] == states[0][k] for s in states))


Place = int  # a place in the search, numbered by a table both traces share (see `_places`)


def _places(events: list[Event], places: dict[tuple[Place, str], Place]) -> list[tuple[int, Place, Event]]:
    """Each value given (a return, or a memo answer made without a call) with its place in the search.

    A place is the path of keys from the root; each is numbered once, as (its parent's number, its own key),
    in places, which the traces compared share: a path 10,000 calls deep (a recursion that never ends) is
    neither copied nor hashed whole at each call.
    """
    dropped = _threaded(events)
    place: dict[int | None, Place] = {None: 0}
    seen: dict[tuple[Place, str], int] = {}
    found: list[tuple[int, Place, Event]] = []
    for k, e in enumerate(events):
        fresh = e["kind"] == "call" or (e["kind"] == "memo" and e.get("id") is None)
        if fresh:
            above = place.get(e["parent"], 0)
            key = _key(e, dropped)
            nth = seen.get((above, key), 0)
            seen[(above, key)] = nth + 1
            here = places.setdefault((above, f"{key}#{nth}"), len(places) + 1)
            if e["kind"] == "call":
                place[e["id"]] = here
            else:
                found.append((k, here, e))
        elif e["kind"] == "return" and not e.get("raised") and e["id"] in place:
            found.append((k, place[e["id"]], e))
    return found


def _both(yours: Trace, reference: Trace) -> tuple[list[tuple[int, Place, Event]], dict[Place, Event]]:
    places: dict[tuple[Place, str], Place] = {}
    theirs = {where: e for _, where, e in _places(reference.events, places)}
    return _places(yours.events, places), theirs


def first_difference(yours: Trace, reference: Trace) -> Difference | None:
    """Your first value that the reference gives otherwise at the same place in the search; None if none."""
    mine, theirs = _both(yours, reference)
    for k, where, e in sorted(mine, key=lambda found: found[0]):
        other = theirs.get(where)
        if other is not None and other["value"] != e["value"]:
            return Difference(k, e, other)
    return None


def shared_places(yours: Trace, reference: Trace, upto: int | None = None) -> tuple[int, int]:
    """How many values both traces give at the same place (before your step upto), and how many of those agree:
    none shared, and 'no value differs' would say nothing; most differing, and yours likely computes another
    quantity."""
    mine, theirs = _both(yours, reference)
    upto = len(yours.events) if upto is None else upto
    both = [(e["value"], theirs[where]["value"]) for k, where, e in mine if where in theirs and k < upto]
    return len(both), sum(1 for a, b in both if a == b)


def first_cell_difference(yours: Trace, reference: Trace) -> Difference | None:
    """For a table (yours makes no call): the cell, at its last write, whose value the reference's search gives
    otherwise for the same arguments (`dp[i][j]` beside `margin(i, j)`); the first such cell to be final."""
    theirs: dict[str, Event] = {}
    for e in reference.events:
        if e["kind"] == "return" and not e.get("raised"):
            theirs.setdefault(_key(e), e)
    final: dict[str, tuple[int, Event]] = {}
    for k, e in enumerate(yours.events):
        if e["kind"] == "cell" and "fill" not in e and e["index"]:
            final[json.dumps(e["index"])] = (k, e)  # a cell written twice counts at its last write
    for k, e in sorted(final.values(), key=lambda pair: pair[0]):
        other = theirs.get(json.dumps(e["index"]))
        if other is not None and other["value"] != e["value"]:
            return Difference(k, e, other)
    return None


def _cut(t: Trace, upto: int) -> Trace:
    return Trace(t.problem, t.variant, t.raw, t.answer, t.events[: upto + 1], t.sources, t.error)


def children(t: Trace, e: Event) -> str:
    """The arguments of the calls (and memo answers) made from e's call, in order; e's own if it made none."""
    if e["kind"] != "return":
        return "nothing (the memo answered)"
    made = [
        x for x in t.events if x["kind"] in ("call", "memo") and x.get("parent") == e["id"] and x.get("id") != e["id"]
    ]
    if not made:
        return "nothing"
    dropped = _threaded(t.events)  # the input every call passes along says nothing here
    shown = "; ".join(
        f"({', '.join(json.dumps(v) for k, v in enumerate(x['state'].values()) if k not in dropped)})" for x in made[:6]
    )
    return shown + ("; …" if len(made) > 6 else "")


def report_difference(
    yours: Trace, reference: Trace, found: Difference | None, width: int, *, same_answer: bool = True
) -> list[str]:
    """Both traces side by side up to the first difference, then the call, both values and your code there;
    same_answer: False when your answer is not one the reference allows (None for a bool: `return` forgotten)."""
    lines = heading(yours, reference, width)
    shared, agreeing = shared_places(yours, reference)
    if found is None:
        return lines + _no_difference(yours, reference, (shared, agreeing), width, same_answer)
    e, theirs = found.yours, found.reference
    if e["kind"] == "cell":
        return [*lines, *_cell_report(yours, found, width), *_cells_needed(yours, reference, found, width)]
    lines.extend(_beside(yours, reference, found, width))
    lines.append(f"first call whose value differs, at your step {found.step}:"[:width])
    lines.append("  yours      " + event_line({**e, "depth": 0}, width - 13))
    lines.append("  reference  " + event_line({**theirs, "depth": 0}, width - 13))
    lines.append(f"  same arguments ({state_text(e['state'])}), other value"[:width])
    for who, trace, ev in (("yours", yours, e), ("reference", reference, theirs)):
        lines.append(f"  {who + ' called':<23}{children(trace, ev)}"[:width])
    for who, trace, upto in (("your", yours, found.step), ("reference's", reference, int(theirs["step"]))):
        last = next((x for x in reversed(trace.events[:upto]) if x["kind"] == "line"), None)
        if last is not None:
            lines.append(f"  {who + ' last line':<23}{last['line']}  {last.get('code', '')}"[:width])
    lines.append(f"  yours agrees with the reference at {agreeing} of the {shared} calls both made"[:width])
    lines.extend(_board_at(reference, theirs, width))
    ran = list(dict.fromkeys((x["line"], x.get("code", "")) for x in yours.events[: found.step] if own_line(x, e)))
    if ran:  # what the call did with the values its children gave it: where a wrong formula shows
        lines.append(f"  the lines your #{e['id']} ran:"[:width])
        lines.extend(_fit(f"    {line:>4}  {code}", width) for line, code in ran[-6:])
    _, agreed = shared_places(yours, reference, found.step)  # all agree before the first that differs
    # most differ, but a dozen agreed before the first that does: the values after it inherit its error
    if not agreed or (2 * agreeing < shared and agreed < 3):
        first = "your very first value differs" if not agreeing else "most of your values differ"
        lines.append(f"  {first}: if yours computes another quantity than the"[:width])
        lines.append(f"  reference's, read it with kata show {yours.problem} {reference.variant}"[:width])
        lines.extend(_root_line(yours, width))
    return lines + _other_key(yours, width)


def _root_line(yours: Trace, width: int) -> list[str]:
    """Where your search began: a window or a state meant otherwise than the reference's (a half-open
    `margin(0, len(nums) - 1)`) shows in the line that makes the first call."""
    first = next((k for k, e in enumerate(yours.events) if e["kind"] == "call"), None)
    line = next((e for e in reversed(yours.events[: first or 0]) if e["kind"] == "line"), None)
    if first is None or line is None:
        return []
    root = yours.events[first]
    return [
        _fit(f"  your search began with {root['func']}({state_text(root['state'])}), at", width),
        _fit(f"    {line['line']:>4}  {line.get('code', '')}", width),
    ]


def _no_difference(
    yours: Trace, reference: Trace, compared: tuple[int, int], width: int, same_answer: bool
) -> list[str]:
    """What to say when no value of yours differs where both searched: how yours ended, where each search
    started, or that yours made no search at all."""
    shared, agreeing = compared
    lines: list[str] = []
    if yours.error:  # no answer: nothing to agree with, only what was compared before it ended
        same = next(_same_call(yours), None)
        if same is not None:
            lines.append(_fit(f"  {same} calls itself with the same arguments: it never ends", width))
        if shared:
            lines.append(f"  before it ended, {agreeing} of its {shared} values were the reference's too"[:width])
        return lines
    if yours.calls and not shared:
        ours = next(e for e in yours.events if e["kind"] == "call")
        root = next((e for e in reference.events if e["kind"] == "call"), None)
        lines.append("no call of yours sits where one of the reference's does: yours start"[:width])
        lines.append(_fit(f"  {ours['func']}({state_text(ours['state'])})", width))
        if root is not None:
            lines.append(_fit(f"  the reference {root['func']}({state_text(root['state'])})", width))
        else:  # 464's unreachable total: settled before any search, a check yours lacks
            lines.append("  the reference makes no call here: it answers before searching"[:width])
        if root is not None:  # states in other words (913's move count against its turn and moves left)
            beside = f"--beside {reference.variant.split()[0]}"
            lines.append(f"  to step both side by side: {beside}, not --until-differs"[:width])
        return lines
    if not same_answer:
        if shared:  # the values agree: the answer is made from the root's value, where the first call is made
            lines.append("your answer differs, yet every call of yours has the reference's value:"[:width])
            said = _root_line(yours, width)
            return lines + [line.replace("your search began with", "your answer is made from") for line in said]
        lines.append("your answer is not the reference's, and yours made no call to compare"[:width])
        if not yours.calls and not shared:  # a shortcut (a parity, a greedy): no search to step beside
            searched = f"the reference makes {reference.calls:,}"
            lines.append(f"  yours neither calls itself nor fills a table; {searched}"[:width])
            lines.append(f"  calls: read its idea with kata show {yours.problem} {reference.variant}"[:width])
        return lines
    lines.append("every call both searched has the same value in both"[:width])
    return lines


def _beside(yours: Trace, reference: Trace, found: Difference, width: int) -> list[str]:
    """Both searches side by side, up to the first difference: the rows just before it (a search of 3,000 calls
    is no page)."""
    side = beside_lines(_cut(yours, found.step), _cut(reference, found.reference["step"]), width, SEARCH)[:-3]
    if len(side) <= 2 + BESIDE_ROWS:
        return side
    hidden = len(side) - 2 - BESIDE_ROWS
    return [*side[:2], f"(… {hidden:,} rows above: --print shows them all)", *side[-BESIDE_ROWS:]]


def _board_at(reference: Trace, theirs: Event, width: int) -> list[str]:
    """The Connect Four board at the reference's call that differs (its state is `moved` alone: the board is
    what tells a missed four)."""
    call = next((x for x in reference.events if x["kind"] == "call" and x["id"] == theirs.get("id")), None)
    if call is None or "board" not in call:
        return []
    return ["  " + line for line in board_lines(call["board"], f"the board at #{call['id']}", width - 2)]


def _other_key(yours: Trace, width: int) -> list[str]:
    """Your memo's first answer for a call with other arguments than the one that computed it (`memo[i]` in a
    `dfs(i, m)`): when values differ, the likeliest reason, said whatever the first differing call is."""
    for e in yours.events:
        if e["kind"] == "memo" and "of_state" in e:
            return [
                _fit(f"  your memo answered {e['func']}({state_text(e['state'])}) with the value", width),
                _fit(f"  #{e['of']} {e['func']}({state_text(e['of_state'])}) computed: does your memo's key", width),
                "  hold every argument its value depends on?"[:width],
            ]
    return []


def heading(yours: Trace, reference: Trace, width: int) -> list[str]:
    """The input, your answer (or how your run ended without one) and the reference's: the input on a line of
    its own when the three do not fit one (`maxChoosableInteger = 3, desiredTotal = 4` cut to `{"maxCh…` said
    nothing)."""
    given = json.dumps(yours.raw)
    said = f"yours {yours.error}" if yours.error else f"yours answers {json.dumps(yours.answer)}"
    theirs = f"the reference {reference.variant} answers {json.dumps(reference.answer)}"
    if len(f"{yours.problem} on {given}: {said}") <= width:
        return [f"{yours.problem} on {given}: {said}", _fit(theirs, width)]
    return [_fit(f"{yours.problem} on {given}", width), _fit(said, width), _fit(theirs, width)]


def _same_call(t: Trace) -> Iterator[str]:
    """The calls made by their own parent with the same arguments (`return memoized(nums)`): endless."""
    calls = {e["id"]: e for e in t.events if e["kind"] == "call"}
    for e in calls.values():
        above = calls.get(e.get("parent"))
        if above is not None and (above["func"], above["state"]) == (e["func"], e["state"]):
            yield f"{e['func']}({state_text(e['state'])})"


def _cell_report(yours: Trace, found: Difference, width: int) -> list[str]:
    """A table's first wrong cell: its write, the reference's call with the same arguments, your line there."""
    e, theirs = found.yours, found.reference
    index = "".join(f"[{json.dumps(k)}]" for k in e["index"])
    lines = [f"first cell whose value differs, at your step {found.step}:"]
    lines.append("  yours      " + event_line({**e, "depth": 0}, width - 13))
    lines.append("  reference  " + event_line({**theirs, "depth": 0}, width - 13))
    lines.append(f"  {e['table']}{index} is the reference's {theirs['func']}({state_text(theirs['state'])})")
    lines.append(_fit(f"  your line  {e['line']}  {_code(yours, e['line'])}", width))
    reads = [x for x in yours.events[: found.step] if x["kind"] == "cell" and "fill" not in x][-3:]
    if reads:
        lines.append("  cells written just before it:")
        lines.extend("    " + event_line({**x, "depth": 0}, width - 4) for x in reads)
    return [line[:width] for line in lines]


def own_line(x: Event, e: Event) -> bool:
    """Is x a line run by e's own call (not by a call below it)?"""
    return x["kind"] == "line" and x.get("id") == e.get("id") and e["kind"] == "return"


def _fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


def _code(t: Trace, line: int) -> str:
    for s in t.sources:
        if s.first <= line < s.first + len(s.lines):
            return s.lines[line - s.first].strip()
    return ""


def _cells_needed(yours: Trace, reference: Trace, found: Difference, width: int) -> list[str]:
    """The cells your wrong cell needs, as the reference's call needs its children's values: what each held when
    your cell was written (one not yet written is a table filled in the wrong order)."""
    theirs, table = found.reference, found.yours["table"]
    values = {x["id"]: x["value"] for x in reference.events if x["kind"] == "return" and not x.get("raised")}
    needs = [
        (list(x["state"].values()), x["value"] if x["kind"] == "memo" else values.get(x["id"]))
        for x in reference.events
        if x["kind"] in ("call", "memo") and x.get("parent") == theirs["id"] and x.get("id") != theirs["id"]
    ]
    writes: dict[str, list[tuple[int, object]]] = {}
    for k, x in enumerate(yours.events):
        if x["kind"] == "cell" and "fill" not in x and x["table"] == table:
            writes.setdefault(json.dumps(x["index"]), []).append((k, x["value"]))
    lines = []
    for index, value in list(dict.fromkeys((json.dumps(i), json.dumps(v)) for i, v in needs))[:4]:
        cell = table + "".join(f"[{json.dumps(k)}]" for k in json.loads(index))
        before = [v for k, v in writes.get(index, []) if k < found.step]
        after = [k for k, _ in writes.get(index, []) if k > found.step]
        if before:
            held = f"= {json.dumps(before[-1])}" + ("" if json.dumps(before[-1]) == value else f" (reference {value})")
        else:
            held = "not written yet" + (f": yours writes it at step {after[0]}" if after else "")
        lines.append(_fit(f"    {cell} {held}", width))
    if not lines:
        return []
    call = f"{theirs['func']}({state_text(theirs['state'])})"
    return [_fit(f"  what the reference's {call} needs, in your table then:", width), *lines]
