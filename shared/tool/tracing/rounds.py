"""913's table in its own shape: the positions (mouse, cat) for each player to move, coloured round by round.

Retrograde analysis colours the end positions first (round 0: the mouse in the hole, the cat on the mouse),
then each position one move before a coloured one, as it takes it off its queue: a position coloured while
(mouse, cat, turn) was taken off is one round later than that one. The round is read from the events alone:
each write of `colour[turn][mouse][cat]` carries the loop's own `mouse`, `cat` and `turn`, the position it
came from. Drawn as two grids, mouse to move and cat to move, mouse down and cat across, each cell its
winner (M, C) and round; a cell not coloured (yet) is a dot, a draw at the end.
"""

from __future__ import annotations

from collections.abc import Sequence

from shared.tool.tracing.recorder import Event

__all__ = ["ROUNDED", "round_cells", "round_lines"]

ROUNDED = ("913",)  # the problems whose table is drawn round by round
WINNERS = {1: "M", 2: "C"}  # LeetCode's MOUSE_WIN and CAT_WIN; DRAW (0) is not a colour
TURNS = ("mouse to move", "cat to move")

Position = tuple[int, int, int]  # (turn, mouse, cat), as the table is indexed


def round_cells(cells: Sequence[Event]) -> dict[Position, tuple[int, int]]:
    """Each coloured position's (winner, round), from the table's writes in order."""
    found: dict[Position, tuple[int, int]] = {}
    for e in cells:
        index = e.get("index", [])
        if len(index) != 3 or e.get("value") not in WINNERS or not all(isinstance(k, int) for k in index):
            continue
        at = e.get("at", {})
        source = (at.get("turn"), at.get("mouse"), at.get("cat"))
        before = found.get(source) if all(isinstance(k, int) for k in source) else None
        found[(index[0], index[1], index[2])] = (e["value"], 0 if before is None else before[1] + 1)
    return found


def round_lines(cells: Sequence[Event], focus: Event | None, width: int) -> list[str]:
    """The two grids side by side (or one under the other where width is short), the focus cell bracketed."""
    coloured = round_cells(cells)
    if not coloured:
        return []
    n = 1 + max(max(m, c) for _, m, c in coloured)
    spot = tuple(focus["index"]) if focus is not None and len(focus.get("index", [])) == 3 else None
    grids = []
    for turn, title in enumerate(TURNS):
        rows = [f"{title:<{4 + 5 * n}}", "    " + "".join(f" c{c:<3}" for c in range(n))]
        for m in range(n):
            row = f"m{m:<3}"
            for c in range(n):
                winner, rnd = coloured.get((turn, m, c), (0, -1))
                text = f"{WINNERS[winner]}{rnd}" if winner else "·"
                row += f"[{text:<3}]" if spot == (turn, m, c) else f" {text:<3} "
            rows.append(row)
        grids.append(rows)
    if 2 * len(grids[0][0]) + 3 <= width:
        return [f"{a:<{len(grids[0][0])}} │ {b}"[:width] for a, b in zip(grids[0], grids[1], strict=True)]
    return [line[:width] for grid in grids for line in grid]
