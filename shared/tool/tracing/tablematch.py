"""A learner's table beside the reference `bottom_up`'s, when no cell of it is named like a call of the
memoized search (913's `results[mouse][cat][turn]` beside the retrograde `colour[turn][mouse][cat]`).

Each table is read to its end (what it was filled with, then each write), the
two are lined up by the order of indices that makes the most cells agree, and
the first of yours to differ is shown: a wrong write at the step it was made,
or, where yours never wrote the cell the reference did (a retrograde count
that never reaches 0), the one the reference wrote first, with your other
tables' cells at the same index (the count that stopped short).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import permutations

from shared.tool.tracing.recorder import Event
from shared.tool.tracing.runs import Trace

__all__ = ["TableDifference", "final_tables", "first_table_difference", "table_report"]

Index = tuple[object, ...]
Cell = tuple[object, int | None, int]  # its value at the end, the step of its last write (None: never written), line
Tables = dict[str, dict[Index, Cell]]


@dataclass(frozen=True)
class TableDifference:
    """Your table's first cell whose value the reference's table holds otherwise, and how the tables line up."""

    table: str
    index: Index
    cell: Cell
    ref_table: str
    ref_index: Index
    ref_cell: Cell
    order: tuple[int, ...]  # the reference's index is (yours[order[0]], yours[order[1]], ...)
    shared: int
    agreeing: int


def final_tables(events: list[Event]) -> Tables:
    """Each table's cells at the end of the run: a fill starts it afresh (a new list bound), a write sets a cell."""
    tables: Tables = {}
    for k, e in enumerate(events):
        if e["kind"] != "cell":
            continue
        if "fill" in e:
            tables[e["table"]] = {tuple(index): (value, None, e["line"]) for index, value in e.get("cells", [])}
        elif e["index"]:
            tables.setdefault(e["table"], {})[tuple(e["index"])] = (e["value"], k, e["line"])
    return tables


def _rank(cells: dict[Index, Cell]) -> int | None:
    ranks = {len(index) for index in cells}
    return ranks.pop() if len(ranks) == 1 else None


def _lined_up(mine: dict[Index, Cell], theirs: dict[Index, Cell], order: tuple[int, ...]) -> tuple[int, int]:
    shared = agreeing = 0
    for index, (value, _, _) in mine.items():
        other = theirs.get(tuple(index[k] for k in order))
        if other is not None:
            shared += 1
            agreeing += _same(value, other[0])
    return shared, agreeing


def _same(a: object, b: object) -> bool:
    return json.dumps(a) == json.dumps(b) or (type(a) in (bool, int) and type(b) in (bool, int) and a == b)


def first_table_difference(yours: Trace, reference: Trace) -> TableDifference | None:
    """Your first cell that differs from the reference's table lined up with it; None if none lines up (fewer
    than half their shared cells agree under every order of indices) or none differs."""
    mine, theirs = final_tables(yours.events), final_tables(reference.events)
    best: tuple[int, int, str, str, tuple[int, ...]] | None = None
    for name, cells in mine.items():
        rank = _rank(cells)
        for ref_name, ref_cells in theirs.items():
            if rank is None or rank != _rank(ref_cells):
                continue
            for order in permutations(range(rank)):
                shared, agreeing = _lined_up(cells, ref_cells, order)
                if 2 * agreeing > shared and (best is None or (agreeing, shared) > best[:2]):
                    best = (agreeing, shared, name, ref_name, order)
    if best is None:
        return None
    agreeing, shared, name, ref_name, order = best
    differing = []
    for index, cell in mine[name].items():
        ref_index = tuple(index[k] for k in order)
        other = theirs[ref_name].get(ref_index)
        if other is not None and not _same(cell[0], other[0]):
            differing.append((index, cell, ref_index, other))
    if not differing:
        return None
    # a wrong write of yours first, in the order you made them; else the cell the reference wrote first
    written = [d for d in differing if d[1][1] is not None]
    index, cell, ref_index, other = (
        min(written, key=lambda d: d[1][1] or 0) if written else min(differing, key=lambda d: d[3][1] or 0)
    )
    return TableDifference(name, index, cell, ref_name, ref_index, other, order, shared, agreeing)


def _at(table: str, index: Index) -> str:
    return table + "".join(f"[{json.dumps(k)}]" for k in index)


def _code(t: Trace, line: int) -> str:
    for s in t.sources:
        if s.first <= line < s.first + len(s.lines):
            return s.lines[line - s.first].strip()
    return ""


def _said(who: str, t: Trace, table: str, index: Index, cell: Cell) -> str:
    value, step, line = cell
    if step is None:
        return f"{who} {_at(table, index)} = {json.dumps(value)}, never written (filled at line {line})"
    return f"{who} {_at(table, index)} = {json.dumps(value)}, at step {step}, line {line}: {_code(t, line)}"


def table_report(yours: Trace, reference: Trace, found: TableDifference, width: int) -> list[str]:
    """How the tables line up, the first cell that differs on both sides, and your other tables there."""
    names = "".join(f"[{chr(ord('a') + k)}]" for k in range(len(found.index)))
    theirs = "".join(f"[{chr(ord('a') + k)}]" for k in found.order)
    lines = [
        f"your {found.table}{names} is the reference {reference.variant}'s {found.ref_table}{theirs}:",
        f"  {found.agreeing} of their {found.shared} cells agree at the end; the first that differs:",
        _said("  yours     ", yours, found.table, found.index, found.cell),
        _said("  reference ", reference, found.ref_table, found.ref_index, found.ref_cell),
    ]
    for who, t, table, index in (
        ("your", yours, found.table, found.index),
        ("the reference's", reference, found.ref_table, found.ref_index),
    ):  # a count kept beside the table (retrograde's moves left unrefuted): where one stopped short
        others = [(n, c[index]) for n, c in final_tables(t.events).items() if n != table and index in c]
        if others:
            lines.append(f"  {who} other tables there, at the end:")
            lines.extend(f"    {_at(n, index)} = {json.dumps(c[0])}" for n, c in others[:3])
    if found.cell[1] is None:
        lines.append(f"  yours never decided {_at(found.table, found.index)}: what should have written it?")
    return [line if len(line) <= width else line[: width - 1] + "…" for line in lines]
