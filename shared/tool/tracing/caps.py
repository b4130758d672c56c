"""What the trace says of each chapter's variants: which trace another input than the first example, why;
what unit `kata solve` counts where it is not the calls and the table's writes; the axes of a table.

A trace's cap is a cost, not a size (see `recorder.MOST_EVENTS`): a run is traced when it makes at most
100,000 events of note (calls, returns, memo answers, cuts, cells), and its `line` events are kept up to
12,000 events in all. A run past the cap is refused in one line naming it. So a chapter's first example
is traced whenever its run is within the cap, however large the input looks: a size says the worst case,
and a first example is often far cheaper than a random input of its size.
"""

from __future__ import annotations

from shared.engine.errors import InputError
from shared.tool.cases import load_cases
from shared.tool.registry import Problem

__all__ = ["AXES", "NOT_THE_FIRST", "OTHER_UNIT", "UNITS", "grid_axes", "traceable_cases"]

# The variants that do not trace their chapter's first example, and why (`kata trace` says it in one line and
# traces the next example): the variant itself declines it, or its run passes the trace cap. A test holds every
# other variant to its first example.
NOT_THE_FIRST: dict[str, str] = {
    "nim formula": "the first example's rules have extra losing positions: formula declines them",
    "ttt naive": "the empty board is 549,946 calls, 1.1 million events: past the cap of 100,000",
    "1728 naive": "10 open cells, twice its limit of 5: its tree passes the cap of 100,000 events",
}


# The variants whose declared nodes are not their calls and the writes to their table, and how the trace counts
# the same unit from outside: `--print` says it under the counts, and a test holds the trace to kata solve's nodes.
#   ("held", tables): the cells of these tables (none named: the ones it answers from), each once, the cells an
#       allocation starts with included (`win = [False] * (n + 1)` holds n + 1; a later write is no new cell);
#   ("assigns", names): the statements assigning them, `x` a binding of x and `x[]` a store into a cell of x:
#       its work, where it keeps a margin in a local or declares fewer cells than it allocates.
UNITS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "292 bottom_up": ("held", (), "the n + 1 heaps win[0..n] it allocates, each once"),
    "464 bottom_up": ("held", (), "the 2^m masks it allocates, each once"),
    "1406 bottom_up": ("held", (), "margin[0..n], allocated at 0, each once"),
    "tree bottom_up": ("held", (), "one value per node, each started at ±inf, once"),
    "913 bottom_up": ("held", ("colour", "unrefuted"), "the cells of the two tables it allocates, each once"),
    "1728 bottom_up": ("held", ("colour", "turns", "unrefuted"), "the cells of its three tables, each once"),
    "1140 bottom_up": ("assigns", ("row[]", "stones[]"), "each row's cells below half, and the row: its stores"),
    "1406 rolling": ("assigns", ("after",), "margin[0..n]: `after` bound at the start and once a stone"),
    "1406 fast": ("assigns", ("a",), "margin[0..n]: `a` bound at the start and once a stone"),
    "1872 suffix_table": ("assigns", ("margin[]",), "the n - 1 margins it stores, not the n + 1 allocated"),
    "1872 suffix_best": ("assigns", ("best",), "the n - 1 margins, each bound to `best` in turn"),
}

# The variants whose declared node count (`kata solve`'s) is not a count of what the code writes, each with the
# reason; `--print` says it under the counts. The trace still shows every write; it is solve's unit that differs.
# A test holds every other variant to calls + cells == nodes, and these to differing.
OTHER_UNIT: dict[str, str] = {
    "294 sprague_grundy": "it declares the splits examined (its O(n^2) work), not the Grundy cells written",
    "294 fast": "it declares the splits examined (its O(n^2) work), not the Grundy cells written",
    "375 bottom_up": "it declares the guesses tried (its n^3 work), not the n^2 cells written",
    "375 half_max": "it declares the guesses tried (its n^3 work), not the n^2 cells written",
    "375 fast": "it declares the guesses tried (its n^3 work); its table lives in two lists of columns",
    "913 generic": "the engine's retrograde solver counts its own positions (count_node); it is not traced",
    "1728 generic": "the engine's retrograde solver counts its own positions (count_node); it is not traced",
    "1140 cubic_table": "it declares the cells read (its n^3 work), not the rows written",
    "1872 fast": "its margins are candidates `t` kept only when they beat `best`: no statement runs once each",
}


# problem key -> the two arguments (or loop variables) that name a cell of its memo or table
AXES: dict[str, tuple[str, str]] = {
    "486": ("i", "j"),
    "877": ("i", "j"),
    "1690": ("i", "j"),
    "375": ("lo", "hi"),
    "1140": ("i", "m"),
}


def grid_axes(key: str) -> tuple[str, str] | None:
    """The coordinates a problem's table is laid out on, or None: laid out by its indices, or listed."""
    return AXES.get(key)


def traceable_cases(problem: Problem) -> list[object]:
    """The inputs of the problem's case file that parse, in the file's order."""
    found = []
    for case in load_cases(problem):
        try:
            problem.parse(case.input)
        except InputError:
            continue
        found.append(case.input)
    return found
