"""Each variant's trace cap: the largest input it is traced on (in its problem's size), and its table's shape.

A trace writes an event per call, line and cell, and a person steps through
it: a cap keeps a trace to a few thousand events, and a run within it to
well under a second. Above the cap `kata trace` refuses the input in one
line naming the cap. Caps are declared here, per problem, with exceptions
per variant; the test over every chapter checks each chapter's first
traceable example fits.
"""

from __future__ import annotations

from collections.abc import Callable

from shared.engine.errors import InputError
from shared.tool.cases import load_cases
from shared.tool.registry import Problem, Variant

__all__ = ["AXES", "CAPS", "HELD", "NOT_THE_FIRST", "OTHER_UNIT", "first_traceable", "grid_axes", "trace_cap"]

# problem key -> {variant name, or "*" for the rest: the largest size traced}. Chosen so that a random
# input at the cap makes at most about 5,000 events (measured over three seeds per size, see the
# closing note of issue 34), and rounded down.
CAPS: dict[str, dict[str, int]] = {
    "292": {"naive": 10, "alpha_beta": 16, "*": 50},
    "294": {"naive": 9, "alpha_beta": 12, "memoized": 12, "bottom_up": 14, "*": 40},
    "375": {"naive": 7, "alpha_beta": 7, "half_max": 11, "fast": 14, "*": 20},
    "464": {"naive": 5, "alpha_beta": 10, "memoized": 10, "bottom_up": 10, "alpha_beta_memo": 10, "fast": 10, "*": 11},
    "486": {"naive": 10, "alpha_beta": 12, "cutoff": 14, "*": 40},
    "877": {"naive": 10, "alpha_beta": 12, "*": 30},
    "913": {"naive": 5, "memoized": 6, "*": 6},
    "1025": {"naive": 11, "*": 26},
    "1140": {"naive": 9, "alpha_beta": 13, "memoized": 18, "bottom_up": 14, "*": 26},
    "1406": {"naive": 9, "alpha_beta": 11, "*": 30},
    "1510": {"naive": 16, "alpha_beta": 18, "*": 30},
    "1690": {"naive": 8, "alpha_beta": 10, "*": 25},
    "1728": {"naive": 5, "alpha_beta": 7, "memoized": 6, "bottom_up": 10, "*": 20},
    "1872": {"naive": 9, "alpha_beta": 12, "memoized": 20, "*": 30},
    "nim": {"naive": 5, "alpha_beta": 8, "memoized": 13, "bottom_up": 14, "*": 30},
    "ttt": {"naive": 4, "alpha_beta": 5, "memoized": 5, "bottom_up": 4, "symmetry": 5},
    "c4": {"naive": 6, "alpha_beta": 8, "bottom_up": 6, "lower_bounds": 12, "*": 10},
    "bot": {"*": 12},  # its examples have 10 empty cells; at 37, iterative_deepening makes 7,696 events
    "tree": {"*": 40},
}

# The variants that do not trace their chapter's first example, and why: the variant itself refuses it, or its
# run is too long to step through (over about 10,000 events, each page building it and carrying a megabyte).
# A test holds every other variant to its first example.
NOT_THE_FIRST: dict[str, str] = {
    "375 naive": "LeetCode's n = 10 is 32,805 calls; its cap is n <= 7",
    "375 alpha_beta": "LeetCode's n = 10 is 5,063 calls, 43,000 events; its cap is n <= 7",
    "nim naive": "the first example is 1,868 calls, 18,652 events; its cap is 5",
    "ttt symmetry": "the empty board is 765 calls and 1,506 memo answers, 10,371 events; its cap is 5",
    "464 naive": "m = 10 is past naive's own limit of 8",
    "913 naive": "6 nodes is past naive's own limit of 5",
    "1728 naive": "10 open cells is past naive's own limit of 5",
    "1728 alpha_beta": "10 open cells is past alpha_beta's own limit of 9",
    "1728 memoized": "10 open cells is over 16,000 calls (200,000 events); its cap is 6",
    "nim formula": "the first example's rules have extra losing positions: formula declines them",
    "ttt naive": "the empty board is 549,946 calls; its cap is 4 empty cells",
    "ttt alpha_beta": "the empty board is 6,323 calls and 2,910 cuts; its cap is 5 empty cells",
    "ttt memoized": "the empty board is 5,478 calls and 10,690 memo answers; its cap is 5 empty cells",
    "ttt bottom_up": "the empty board's table is 5,478 positions (7 s to trace); its cap is 4 empty cells",
}


# The table variants that declare the cells their table holds, not the writes to it: each cell once, the cells
# its allocation starts with included (`win = [False] * (n + 1)` holds n + 1), a later write to one no new cell.
# The trace counts them so; every other table variant declares its writes (486's one row, overwritten, is the
# triangle of margins it computes).
HELD: dict[str, str] = {
    "292 bottom_up": "the n + 1 heaps win[0..n] it allocates, n of them written again",
    "464 bottom_up": "the 2^m masks it allocates, those in play written again",
    "1406 bottom_up": "margin[0..n], allocated at 0, n of them written again",
    "tree bottom_up": "one value per node, each started at ±inf and folded with its children",
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
    "913 bottom_up": "it declares the two tables it allocates (colour, unrefuted), not the writes of the search",
    "1728 bottom_up": "it declares the tables it allocates, not the writes of the search",
    "913 generic": "the engine's retrograde solver counts its own positions (count_node); it is not traced",
    "1728 generic": "the engine's retrograde solver counts its own positions (count_node); it is not traced",
    "1140 bottom_up": "it declares the cells of row i below half, not the whole rows it allocates",
    "1140 cubic_table": "it declares the cells read (its n^3 work), not the rows written",
    "1406 rolling": "it keeps three margins in a list rebuilt for each stone: every rebuild is a fill of 3",
    "1406 fast": "it keeps its three margins in locals a, b, c: no table to watch",
    "1872 suffix_table": "it declares the n - 1 choices scanned, not the suffix table it fills",
    "1872 suffix_best": "it keeps its running best in a local: no table to watch",
    "1872 fast": "it keeps its running best in a local: no table to watch",
}


def trace_cap(problem: Problem, v: Variant) -> int:
    """The largest size v is traced on: its declared cap, never above its own limit."""
    caps = CAPS.get(problem.key, {})
    return min(v.limit, caps.get(v.name, caps.get("*", 8)))  # 8: a problem added without a cap


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


def traceable(problem: Problem, v: Variant, raw: object) -> bool:
    """Is raw an input v traces: within its cap, and not one it declines?"""
    try:
        args = problem.parse(raw)
    except InputError:
        return False
    return problem.size(args) <= trace_cap(problem, v) and problem.skip_reason(v, args) is None


def traceable_cases(problem: Problem, v: Variant) -> list[object]:
    """The inputs of the problem's case file within v's cap, in the file's order."""
    return [case.input for case in load_cases(problem) if traceable(problem, v, case.input)]


def first_traceable(problem: Problem, v: Variant, shows: Callable[[object], bool] | None = None) -> object:
    """The first of the problem's examples within v's cap, else the first such case of its case file.

    Past the examples, `shows` (given) picks the first case it says shows the technique at work: not one
    the variant settles before any search (464's cases a quick test decides), when the file has another.
    """
    for raw in problem.examples:
        if traceable(problem, v, raw):
            return raw
    cases = traceable_cases(problem, v)
    if not cases:
        raise InputError(f"no example of {problem.key} is within {v.name}'s trace cap; give an INPUT")
    telling = [raw for raw in cases[:12] if shows is None or shows(raw)]
    return telling[0] if telling else cases[0]
