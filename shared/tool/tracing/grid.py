"""The memo or the table of a trace, drawn in its own shape, the cell filled last in brackets.

A memoized search fills one cell per state it returns from (its arguments
name the cell); a table variant fills the cells its hook saw written. Where
the problem names the two coordinates (486's (i, j), 1140's (i, m)), the
cells are laid out on them; a table indexed twice (`stones[i][m]`) is laid
out on its indices; anything else (464's masks, 913's positions, Connect
Four's keys) is listed state by state, in the order filled.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from shared.tool.tracing.caps import grid_axes
from shared.tool.tracing.recorder import Event

__all__ = ["draw_grid", "grid_cells"]

Cell = tuple[object, object]  # (row, column), or ("", a state's text) for a list
MAX_ROWS = 12
CELL = 5  # characters a value takes in a cell


def _short(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    text = {"true": "T", "false": "F", "null": "·"}.get(text, text)
    return text if len(text) <= CELL else text[: CELL - 1] + "…"


def _ints(state: Mapping[str, object]) -> list[int]:
    return [v for v in state.values() if isinstance(v, int) and not isinstance(v, bool)]


MASKS = ("taken", "mask", "used")  # a state named so is a set of numbers as bits: 464's, a learner's bitmask


def _mask_text(state: Mapping[str, object]) -> str:
    return ", ".join(
        f"{k}={v:b}" if k in MASKS and isinstance(v, int) else f"{k}={json.dumps(v)}" for k, v in state.items()
    )


def _where(state: Mapping[str, object], axes: tuple[str, str] | None, index: Sequence[object] = ()) -> Cell:
    if not index and any(k in MASKS for k in state):
        return "", _mask_text(state)
    if len(index) == 2:
        return index[0], index[1]
    if axes is not None and all(a in state for a in axes):
        return state[axes[0]], state[axes[1]]
    if len(index) == 1:
        return 0, index[0]
    ints = _ints(state)
    if len(ints) == len(state) and 1 <= len(ints) <= 2:
        return (ints[0], ints[1]) if len(ints) == 2 else (0, ints[0])
    return "", ", ".join(f"{k}={json.dumps(v)}" for k, v in state.items())


def grid_cells(
    problem: str,
    variant: str,
    nodes: Mapping[int, Event],
    values: Mapping[int, object],
    cells: Sequence[Event],
    known: dict[tuple[int, int], Cell] | None = None,
) -> dict[Cell, object]:
    """The cells filled so far, in the order filled: a search's returned states, or a table's writes.

    `known` keeps each event's cell, found once (by the event's id and the cell's place in it): a view of a
    late step of a long run reads tens of thousands of them."""
    axes = grid_axes(problem)
    known = {} if known is None else known
    filled: dict[Cell, object] = {}
    if cells:
        for e in cells:
            for k, (index, value) in enumerate(e.get("cells", [[e["index"], e["value"]]])):  # a fill: every cell
                where = known.get((id(e), k))
                if where is None:
                    where = known[id(e), k] = _where(e.get("at", {}), axes, index)
                filled.pop(where, None)
                filled[where] = value
        return filled
    for ident, value in values.items():
        node = nodes.get(ident)
        if node is not None:
            where = known.get((id(node), -1))
            if where is None:
                where = known[id(node), -1] = _where(node["state"], axes)
            filled.pop(where, None)
            filled[where] = value
    return filled


def draw_grid(
    problem: str,
    variant: str,
    nodes: Mapping[int, Event],
    values: Mapping[int, object],
    cells: Sequence[Event],
    width: int,
    shape: str | None = None,
    focus: Event | None = None,
    known: dict[tuple[int, int], Cell] | None = None,
) -> list[str]:
    """The table so far as lines within width, the cell the step is about (else the last filled) in brackets."""
    filled = grid_cells(problem, variant, nodes, values, cells, known)
    if not filled:
        return []
    last = next(reversed(filled))
    if focus is not None and focus["kind"] in ("memo", "return", "cell"):
        axes = grid_axes(problem)
        spot = _where(focus.get("at", {}), axes, focus["index"]) if focus["kind"] == "cell" else None
        spot = spot if spot is not None else _where(focus["state"], axes)
        last = spot if spot in filled else last
    if any(row == "" for row, _ in filled) or shape == "list":
        rows = [f"{'▶' if key == last else ' '} {col} → {_short(v)}" for key, v in filled.items() for _, col in [key]]
        rows = rows[-MAX_ROWS:]
        return [r if len(r) <= width else r[: width - 1] + "…" for r in rows]
    row_keys = sorted({r for r, _ in filled}, key=_order)
    col_keys = sorted({c for _, c in filled}, key=_order)
    room = max(1, (width - 6) // (CELL + 2))
    col_keys = col_keys[:room]
    head = "     " + "".join(f"{_short(c):>{CELL + 2}}" for c in col_keys)
    out = [head[:width]]
    for r in row_keys[:MAX_ROWS]:
        cells_text = ""
        for c in col_keys:
            v = filled.get((r, c))
            text = "" if (r, c) not in filled else _short(v)
            text = f"[{text}]" if (r, c) == last else f" {text} "
            cells_text += f"{text:>{CELL + 2}}"
        out.append(f"{_short(r):>4} {cells_text}"[:width])
    return out


def _order(key: object) -> tuple[int, str]:
    return (0, f"{key:012d}") if isinstance(key, int) and key >= 0 else (1, json.dumps(key))
