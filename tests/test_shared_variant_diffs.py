"""Adjacent variants differ by their idea alone: the size of each `kata show --diff` in teaching order, measured.

A chapter teaches by difference: `kata show KEY --diff naive memoized` should
show the memo and nothing else. These tests count the changed lines (added
plus removed, no context) of each pair, from the same sources `kata show`
prints, a docstring or a comment block counted as the one line it would be
on a wider page, and list the largest pairs when one is over its limit.
"""

from __future__ import annotations

import difflib
from itertools import pairwise

from shared.tool.catalog import all_problems
from shared.tool.show import variant_source

# The largest adjacent pairs are a top-down search followed by a table (memoized -> bottom_up) in the
# cat-and-mouse chapters, where retrograde analysis replaces the recursion and both functions change in
# full: 85 lines for two functions of 37 and 52. A pair past 90 rewrites more than the two longest
# variants of the kata, so some variant no longer reads as the next step after the one before it.
ADJACENT_MOST = 90
# Pairs that are not one step of the ladder, each for its reason; each must still need the exemption.
NOT_A_NEXT_STEP = {
    "c4 lower_bounds -> bottom_up": "the retrograde oracle closes the chapter: it replaces the search, not extends it",
    "bot iterative_deepening -> mcts": "another family: random games counted, not a search over an evaluation",
    "bot mcts_solver -> hybrid": "hybrid builds on iterative_deepening and the exact solver, not on the playouts",
}

# One idea added to the same search: the memo (`@cache`, or a dict checked on entry), the symmetry key.
# Besides the idea's own lines, a diff carries the def line and the docstring (2 lines each way) and the
# measured-growth comment naive has and the memo does not need: 10 covers that, and no rewritten base case.
MEMO_MOST = 10
MEMO_PAIRS = (("naive", "memoized"), ("memoized", "symmetry"), ("alpha_beta", "alpha_beta_memo"))
# Chapters whose memo is deliberately not the naive search plus a table, each for the reason its chapter gives.
NOT_NAIVE_PLUS_A_TABLE = {
    "913": "a repeated position is a draw, so naive depends on the path; the memo keys on a move budget",
    "1728": "as 913: the path-dependent naive cannot be cached, the memo keys on the turns left",
    "tree": "nested lists are unhashable: the memo keys on identity, and a hit is not a node",
    "c4": "the memo is a table of bounds on a pruned bitboard search (Pons' part 5), not @cache on naive",
}


def _prose_joined(source: str) -> list[str]:
    """source's lines with its docstring, and each block of whole-line comments, joined into one line: prose
    wrapped to fit 80 columns is one sentence or paragraph to a reader, and one change to a diff."""
    lines: list[str] = []
    in_doc = seen_doc = False
    for line in source.splitlines():
        text = line.strip()
        joins = in_doc or (
            text.startswith("#") and lines and lines[-1].strip().startswith("#") and _indent(line) == _indent(lines[-1])
        )
        if joins:
            lines[-1] += " " + text.lstrip("# ")
        else:
            lines.append(line)
        if text.startswith('"""') and not seen_doc:  # the docstring: the first string, under the def
            seen_doc = True
            in_doc = not text.endswith('"""') or text == '"""'
        elif in_doc and text.endswith('"""'):
            in_doc = False
    return lines


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _changed(problem_key: str, a: str, b: str) -> int:
    problem = next(p for p in all_problems() if p.key == problem_key)
    old, new = (_prose_joined(variant_source(problem.variant(name))) for name in (a, b))
    diff = difflib.unified_diff(old, new, lineterm="", n=0)
    return sum(1 for line in diff if line[:1] in "+-" and not line.startswith(("+++", "---")))


def _largest(sizes: dict[str, int], most: int) -> str:
    ranked = sorted(sizes.items(), key=lambda item: -item[1])
    return "; ".join(f"{pair}: {size}" for pair, size in ranked[:8]) + f" (limit {most})"


def test_adjacent_variants_in_teaching_order_stay_within_the_limit() -> None:
    """No variant rewrites more than ADJACENT_MOST lines of the one before it in its chapter."""
    sizes = {}
    for p in all_problems():
        names = [v.name for v in p.variants]
        for a, b in pairwise(names):
            sizes[f"{p.key} {a} -> {b}"] = _changed(p.key, a, b)
    assert len(sizes) >= 60, "every chapter has its variants in order"
    exempt = {pair: sizes.pop(pair) for pair in NOT_A_NEXT_STEP}
    assert max(sizes.values()) <= ADJACENT_MOST, _largest(sizes, ADJACENT_MOST)
    stale = [pair for pair, size in exempt.items() if size <= ADJACENT_MOST]
    assert not stale, f"{stale} now read as one step: drop them from NOT_A_NEXT_STEP"


def test_a_memo_adds_the_memo_and_nothing_else() -> None:
    """naive -> memoized (and memoized -> symmetry, alpha_beta -> alpha_beta_memo) change at most MEMO_MOST lines.

    The chapters listed as not naive plus a table are exempt, and must still need it: an exemption
    that is no longer over the limit is stale and fails too.
    """
    sizes: dict[str, int] = {}
    exempt: dict[str, int] = {}
    for p in all_problems():
        names = {v.name for v in p.variants}
        for a, b in MEMO_PAIRS:
            if a in names and b in names:
                (exempt if p.key in NOT_NAIVE_PLUS_A_TABLE else sizes)[f"{p.key} {a} -> {b}"] = _changed(p.key, a, b)
    assert len(sizes) >= 15, "most chapters have a naive and a memoized"
    assert max(sizes.values()) <= MEMO_MOST, _largest(sizes, MEMO_MOST)
    stale = [pair for pair, size in exempt.items() if size <= MEMO_MOST]
    assert not stale, f"{stale} now read as naive plus a table: drop them from NOT_NAIVE_PLUS_A_TABLE"
