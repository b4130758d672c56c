"""A trace as text, 80 columns unless told: one line per event (`--print`), and the view of one step.

`event_line` is the single wording of an event: `--print` prints it for each
event in turn, and the stepped view shows the same line for its current step
(a test holds the two to agree). `step_view` adds, for the step, the code with
the current line marked, the call stack with each frame's state, the search
as it has grown so far, and the table in its own shape (see `grid`).
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Sequence

from shared.tool.tracing.boards import board_lines
from shared.tool.tracing.caps import OTHER_UNIT, UNITS
from shared.tool.tracing.grid import draw_grid
from shared.tool.tracing.recorder import Event
from shared.tool.tracing.replay import COUNTED, Replay, summary
from shared.tool.tracing.rounds import ROUNDED, round_lines
from shared.tool.tracing.runs import Source, Trace

__all__ = ["WIDTH", "Replay", "event_line", "print_lines", "step_view"]

WIDTH = 80
MAX_INDENT = 10  # levels; deeper events are drawn at this indent, their depth is in the JSON
CODE_ROWS = 9  # lines of code shown around the current one
TREE_ROWS = 10
STACK_ROWS = 6
MARKS = {"call": "→", "return": "←", "memo": "↺", "cut": "✂", "cell": "▦", "line": "·"}


def _fit(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


_INFINITE = {"inf": "∞", "-inf": "-∞"}  # how plain() wrote them: JSON has no infinity


def _value(value: object) -> str:
    if isinstance(value, str) and value in _INFINITE:
        return _INFINITE[value]
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:39] + "…"


def state_text(state: dict[str, object]) -> str:
    """A call's arguments as the code would write them: `i=1, j=2`."""
    return ", ".join(f"{k}={_value(v)}" for k, v in state.items())


def event_line(e: Event, width: int = WIDTH) -> str:
    """One event as one line: what happened, where, with what."""
    pad = "  " * min(int(e.get("depth") or 0), MAX_INDENT)
    mark = MARKS[e["kind"]]
    kind = e["kind"]
    if kind == "call":
        text = f"{mark} #{e['id']} {e['func']}({state_text(e['state'])})"
    elif kind == "return":
        raised = " raised" if e.get("raised") else f" = {_value(e['value'])}"
        text = f"{mark} #{e['id']} {e['func']}({state_text(e['state'])}){raised}"
    elif kind == "memo":
        # a memo keyed on fewer than the arguments answers for another call: which one is the bug to see
        by = f" {e['func']}({state_text(e['of_state'])})" if "of_state" in e else ""
        source = f"computed by #{e['of']}{by}" if e.get("of") is not None else "computed earlier"
        own = f"#{e['id']} " if e.get("id") is not None else ""
        text = f"{mark} {own}{e['func']}({state_text(e['state'])}) = {_value(e['value'])} from the memo, {source}"
    elif kind == "cut":
        window = ", ".join(f"{'α' if k == 'alpha' else 'β'} = {_value(v)}" for k, v in e["window"].items())
        text = f"{mark} #{e['id']} cut: {e['test']} ({window})"
    elif kind == "cell" and "fill" in e:
        start = [v for _, v in e.get("cells", [])]
        shown = _value(start if len(start) == e["fill"] else [*start, "…"])
        text = f"{mark} {e['table']} filled: {e['fill']} cells {shown}   (line {e['line']})"
    elif kind == "cell":
        index = "".join(f"[{_value(k)}]" for k in e["index"])
        loops = [f"{k}={v}" for k, v in e.get("at", {}).items() if len(k) == 1 and k != "n"][
            :3
        ]  # i, j, m: the loop counters
        where = f"{', '.join(loops)}, " if loops else ""
        text = f"{mark} {e['table']}{index} = {_value(e['value'])}   ({where}line {e['line']})"
    else:
        text = f"{mark} {e['line']:>4}  {e.get('code', '')}"
    return _fit(pad + text, width)


def print_lines(t: Trace, width: int = WIDTH) -> list[str]:
    """The whole trace: a header, one line per event, the answer and the counts."""
    lines = [_fit(f"{t.problem} {t.variant} on {json.dumps(t.raw)}", width), *_instead(t, width)]
    lines.extend(event_line(e, width) for e in t.events)
    lines.append(_fit(_summary(t.events, len(t.events)), width))
    if t.solved is not None:  # a player on a clock: no other run searches as far, so solve counted this one
        said = f"(a player on a clock: kata solve's counter, on this very run, counted {t.solved:,} nodes)"
        lines.extend(textwrap.wrap(said, width, subsequent_indent=" "))
    elif (unit := OTHER_UNIT.get(f"{t.problem} {t.variant}")) is not None:
        lines.extend(textwrap.wrap(f"(kata solve counts another unit: {unit})", width, subsequent_indent=" "))
    elif (declared := UNITS.get(f"{t.problem} {t.variant}")) is not None:
        calls = f"{t.calls:,} calls and " if t.calls else ""
        said = f"(kata solve counts {t.nodes:,} nodes: {calls}{t.cells:,}, {declared[2]})"
        lines.extend(textwrap.wrap(said, width, subsequent_indent=" "))
    if t.lines_left_out:
        lines.append(_fit(f"(a long run: its {t.lines_left_out:,} line events are left out)", width))
    lines.append(_fit(str(t.error) if t.error else f"answer {_value(t.answer)}", width))
    return lines


def _instead(t: Trace, width: int) -> list[str]:
    """Why the trace is not of the chapter's first example, wrapped in parentheses; none when it is."""
    return textwrap.wrap(f"({t.instead})", width, subsequent_indent=" ") if t.instead else []


def _summary(events: Sequence[Event], upto: int) -> str:
    counts = dict.fromkeys(COUNTED, 0)
    for e in events[:upto]:
        if e["kind"] in counts:
            counts[e["kind"]] += int(e.get("fill", 1))
    return summary(counts)


def _tree_lines(t: Trace, r: Replay, step: int, width: int, room: int) -> list[str]:
    """The last rows of the search so far, depth first, a node per call, memo answers as links, cuts marked,
    values filled."""
    out: list[str] = []
    for e in t.replays.tree_rows(step, room):
        pad = "  " * min(int(e["depth"]), MAX_INDENT)
        if e["kind"] == "memo":
            out.append(_fit(f"{pad}↺ ({state_text(e['state'])}) = {_value(e['value'])} → #{e['of']}", width))
            continue
        ident = e["id"]
        value = f" = {_value(r.values[ident])}" if ident in r.values else " …"
        link = f" ↺ #{r.nodes[ident].get('memo_of')}" if "memo_of" in r.nodes.get(ident, {}) else ""
        cut = "  ✂ cut" if ident in r.cuts else ""
        out.append(_fit(f"{pad}#{ident} ({state_text(e['state'])}){value}{link}{cut}", width))
    return out


def _code_lines(sources: Sequence[Source], line: int | None, width: int, room: int = CODE_ROWS) -> list[str]:
    for s in sources:
        if line is not None and s.first <= line < s.first + len(s.lines):
            at = line - s.first
            start = max(0, min(at - room // 2, len(s.lines) - room))
            rows = []
            for k in range(start, min(len(s.lines), start + room)):
                mark = "▶" if k == at else " "
                rows.append(_fit(f"{mark}{s.first + k:4d} {s.lines[k]}", width))
            return rows
    return ["  (no line yet)"]


def _rule(title: str, width: int) -> str:
    return f"─ {title} " + "─" * max(0, width - len(title) - 3)


def _current_line(events: Sequence[Event], step: int) -> int | None:
    """The line the step is at: a return's is its call's own last line (the `return max(...)` that made its
    calls), not the last line run, which a call below it may have run."""
    e = events[step]
    if e["kind"] == "return":
        for x in reversed(events[:step]):
            if x["kind"] == "line" and x.get("id") == e["id"]:
                return int(x["line"])
            if x["kind"] == "call" and x["id"] == e["id"]:
                break  # its own lines were not kept (a long run's): the last line run, as for any step
    for x in reversed(events[: step + 1]):
        if x.get("line") is not None and x["kind"] in ("line", "cut", "call", "cell"):
            return int(x["line"])
    return None


def _board_of(r: Replay, events: Sequence[Event], step: int) -> tuple[str, list[str]] | None:
    """The Connect Four position the step is at, and what it is: the event's own, its call's, or the open call's."""
    e = events[step]
    if "board" in e:
        return (f"board at #{e['id']}" if e["kind"] == "call" else "board of the cell written"), e["board"]
    node = r.nodes.get(e["id"]) if e["kind"] in ("return", "memo", "cut") and e.get("id") is not None else None
    if node is not None and "board" in node:
        return f"board at #{node['id']}", node["board"]
    if r.stack and "board" in r.stack[-1]:
        return f"board at #{r.stack[-1]['id']}", r.stack[-1]["board"]
    last = next((x for x in reversed(r.cells) if "board" in x), None)
    return ("board of the cell written", last["board"]) if last is not None else None


def step_view(t: Trace, step: int, width: int = WIDTH, grid: str | None = None, height: int | None = None) -> list[str]:
    """Everything the stepped view shows at one step, as lines; `event_line` of the step is the last.

    With a height (a terminal's), the code, stack, search and table share what is left of it, so the view
    fits a 24-line terminal without scrolling away its top.
    """
    events = t.events
    e = events[step]
    r = t.replays.at(step)
    board = _board_of(r, events, step)
    drawn = board_lines(board[1], board[0], width) if board is not None else []
    # a board is drawn whole (a cut one hides the bottom rows, where play starts): the others share the rest
    room = max(1 if drawn else 2, (height - 10 - len(drawn)) // (3 if drawn else 4)) if height is not None else None
    rule = "─" * width
    lines = [_fit(f"{t.problem} {t.variant} on {json.dumps(t.raw)}   step {step + 1} of {len(events)}", width)]
    lines.append(_fit(summary(r.counts), width))
    lines.extend(_instead(t, width) if step == 0 else [])
    lines.append(rule)
    lines.extend(_code_lines(t.sources, _current_line(events, step), width, room or CODE_ROWS))
    lines.append(_rule("stack", width))
    frames = [f"#{f['id']} {f['func']}({state_text(f['state'])})" for f in r.stack]
    deep = room or STACK_ROWS
    if len(frames) > deep:
        keep = max(1, deep - 1)  # the open call at least (frames[-0:] would be all of them)
        frames = [f"… {len(frames) - keep} frames below", *frames[len(frames) - keep :]]
    lines.extend(_fit("  " + f, width) for f in frames or ["(no search call open)"])
    tree = _tree_lines(t, r, step, width, room or TREE_ROWS)
    if tree:
        lines.append(_rule("search", width))
        lines.extend(tree)
    table = draw_grid(
        t.problem, t.variant, r.nodes, r.values, [] if t.calls else r.cells, width, grid, e, t.replays.known
    )
    if board is not None:  # Connect Four: the position itself, in its own shape
        lines.extend(drawn)
    elif t.problem in ROUNDED and not t.calls and (rounds := round_lines(r.cells, e, width)):
        lines.append(_rule("table, coloured round by round (winner, round)", width))
        lines.extend(rounds[: (room or len(rounds)) + 1])
    elif table:
        what = "values returned, by state" if t.calls else "table, by cell written"
        lines.append(_rule(what, width))
        lines.extend(table[: (room or len(table)) + 1])
    lines.append(rule)
    if e["kind"] == "cut":  # the cut's reason, in full: the event's own line has room for the test only
        lines.extend(textwrap.wrap("why: " + e["reason"], width, subsequent_indent="     "))
    lines.append(event_line(e, width))
    return lines
