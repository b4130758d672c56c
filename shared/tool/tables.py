"""Tables that fit the terminal: as a grid where every column has room, else one record per row, never cut.

Columns that must never be cut (a key, a variant's name, a figure) are `no_wrap`, so rich's measure of the
table says how narrow the grid can go. Below that, rich would cut them with an ellipsis (`10…` for 1025); here
each row is printed instead as its first cell followed by `header value` pairs, wrapped between pairs.
"""

from __future__ import annotations

from rich.console import Console, RenderableType
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

__all__ = ["print_fitted", "records"]

_MEASURE = Console(width=1000)  # only asked how text wraps: never prints


def _plain(cell: RenderableType) -> Text:
    if isinstance(cell, Text):
        return cell
    return Text(cell) if isinstance(cell, str) else Text(str(cell))


def records(table: Table, width: int) -> list[Text]:
    """table as rows of at most width columns (where no single value is wider): a row's first cell, then each
    other non-empty cell as `header value`, pairs wrapped under the first cell's end. A row with one cell only
    (a group's name) stands alone; a section's end leaves a blank line."""
    columns = table.columns
    most = width * 2 // 5  # the pairs keep three fifths of the width; a longer first cell takes a row's start
    head = max((n for c in columns[0]._cells if (n := _plain(c).cell_len) + 2 <= most), default=0)
    indent = head + 2
    out: list[Text] = []
    if table.title:
        out.append(_plain(table.title))
    for r, row in enumerate(table.rows):
        cells = [_plain(col._cells[r]) for col in columns]
        filled = [(col, cell) for col, cell in zip(columns, cells, strict=True) if cell.plain.strip()]
        if len(filled) <= 1:  # a group's name, or a key alone
            out.append(filled[0][1] if filled else Text(""))
            continue
        line = cells[0].copy()
        fresh = line.cell_len + 2 <= indent  # the first pair goes at the indent, after the first cell's padding
        if fresh:
            line.append(" " * (indent - line.cell_len))
        pairs = [Text.assemble((f"{col.header}", "dim"), " ", cell) for col, cell in filled if col is not columns[0]]
        for pair in pairs:
            gap = 0 if fresh else 2
            if line.cell_len + gap + pair.cell_len > width and line.cell_len > indent:
                out.append(line)
                line, gap = Text(" " * indent), 0
            line.append(" " * gap)
            fresh = False
            if line.cell_len + pair.cell_len > width:  # wider than a row alone: its words wrap, under the indent
                *whole, pair = pair.wrap(_MEASURE, max(1, width - line.cell_len))
                for part in whole:
                    out.append(Text.assemble(line, part))
                    line = Text(" " * indent)
            line.append_text(pair)
        out.append(line)
        if row.end_section:
            out.append(Text(""))
    return out


def print_fitted(out: Console, table: Table) -> None:
    """Print table as a grid if it fits the console's width without cutting a no_wrap column, else as records."""
    for col in table.columns:  # rich measures a cell by its longest word, whatever its column's no_wrap says
        if col.no_wrap:
            cells = [_plain(cell).cell_len for cell in col._cells] + [_plain(col.header).cell_len]
            col.min_width = max(col.min_width or 0, *cells)
    unbounded = out.options.update_width(10 * out.width)  # else rich caps the minimum at the width it is given
    if Measurement.get(out, unbounded, table).minimum <= out.width:
        out.print(table)
        return
    for line in records(table, out.width):
        out.print(line, overflow="fold")
