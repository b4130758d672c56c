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
from shared.tool.catalog import PROBLEMS
from shared.tool.registry import Problem, TraceUnit

__all__ = ["AXES", "NOT_THE_FIRST", "OTHER_UNIT", "UNITS", "grid_axes", "traceable_cases"]

# Each fact is the problem's own, declared on its class in shared/tool/catalog/ (see `Problem.not_the_first`,
# `units`, `other_unit`, `axes`): a new problem declares its own and changes no module here. Gathered here by
# "KEY VARIANT", as `kata trace` and its tests read them.
#
# not_the_first: the variants that do not trace their chapter's first example, and why (`kata trace` says it in
# one line and traces the next example): the variant itself declines it, or its run passes the trace cap. A test
# holds every other variant to its first example.
NOT_THE_FIRST: dict[str, str] = {f"{p.key} {name}": why for p in PROBLEMS for name, why in p.not_the_first.items()}

# units: the variants whose declared nodes are not their calls and the writes to their table, and how the trace
# counts the same unit from outside: `--print` says it under the counts, and a test holds the trace to kata solve's
# nodes.
#   ("held", tables): the cells of these tables (none named: the ones it answers from), each once, the cells an
#       allocation starts with included (`win = [False] * (n + 1)` holds n + 1; a later write is no new cell);
#   ("assigns", names): the statements assigning them, `x` a binding of x and `x[]` a store into a cell of x,
#       `x.add` a statement calling x's method add (294's `reached.add(g)`, once a split), and `yield` each value
#       a generator expression of the variant yields (375's guesses inside `min(...)`): its work, where it keeps a
#       margin in a local, declares fewer cells than it allocates, or declares work done inside an expression.
UNITS: dict[str, TraceUnit] = {f"{p.key} {name}": unit for p in PROBLEMS for name, unit in p.units.items()}

# other_unit: the variants whose declared node count (`kata solve`'s) is not a count of what the code writes, each
# with the reason; `--print` says it under the counts. The trace still shows every write; it is solve's unit that
# differs. A test holds every other variant to calls + cells == nodes, and these to differing.
OTHER_UNIT: dict[str, str] = {f"{p.key} {name}": why for p in PROBLEMS for name, why in p.other_unit.items()}

# axes: problem key -> the two arguments (or loop variables) that name a cell of its memo or table
AXES: dict[str, tuple[str, str]] = {p.key: p.axes for p in PROBLEMS if p.axes is not None}


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
