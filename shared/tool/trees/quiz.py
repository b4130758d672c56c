"""`kata quiz`: a random tree, and two questions on alpha-beta: the root's value, and which leaves it never evaluates.

Like Berkeley's alpha-beta practice app: a full tree (depth 3, branching 3:
27 leaves by default) with small integer leaves, numbered 1.. left to right.
Each answer is graded, and a mistake is explained with the search's own steps
(`shared.engine.trace`): the cut that skipped a leaf you missed, the window a
leaf you marked was reached with.
"""

from __future__ import annotations

import json
import math
import random
import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO

from shared.engine.errors import InputError
from shared.engine.trace import leaf_paths, trace
from shared.engine.trees import Path, Tree
from shared.tool.trees.trace import WIDTH

__all__ = [
    "MAX_LEAVES",
    "Round",
    "ask_round",
    "draw_numbered",
    "explain",
    "quiz_tree",
]

MAX_LEAVES = 81  # a bigger tree is not a quiz any more
VALUES = range(10)  # single digits: a compact drawing, and ties, which test the >= in the cuts


def quiz_tree(rng: random.Random, depth: int, branching: int) -> Tree:
    """A full tree: every inner node has `branching` children, every leaf is `depth` moves down."""

    def build(level: int) -> Tree:
        if level == depth:
            return rng.choice(VALUES)
        return [build(level + 1) for _ in range(branching)]

    return build(0)


def draw_numbered(tree: Tree) -> list[str]:
    """The tree as indented lines, leaves numbered 1.. left to right; a node whose children are all leaves
    shows them on its own line (`MAX   #1:3  #2:1  #3:4`)."""
    numbers = {p: k for k, p in enumerate(leaf_paths(tree), start=1)}
    lines: list[str] = []

    def leaf(path: Path, node: Tree) -> str:
        return f"#{numbers[path]}:{node:g}" if not isinstance(node, list) else ""

    stack: list[tuple[Path, Tree, str, str]] = [((), tree, "", "")]  # path, node, prefix of its line, of its children
    while stack:
        path, node, head, rest = stack.pop()
        player = "MAX" if len(path) % 2 == 0 else "MIN"
        if not isinstance(node, list):
            lines.append(head + leaf(path, node))
            continue
        kids = [(*path, i) for i in range(len(node))]
        if all(not isinstance(child, list) for child in node):
            lines.append(head + player + "   " + "  ".join(leaf(k, c) for k, c in zip(kids, node, strict=True)))
            continue
        lines.append(head + player)
        for i in range(len(node) - 1, -1, -1):
            last = i == len(node) - 1
            stack.append((kids[i], node[i], rest + ("└─ " if last else "├─ "), rest + ("   " if last else "│  ")))
    return lines


@dataclass(frozen=True)
class Round:
    """One quiz tree, and how the learner did on it."""

    tree: Tree
    value_right: bool
    leaves_right: bool

    @property
    def right(self) -> bool:
        return self.value_right and self.leaves_right


def _ask(question: str, stdin: TextIO, say: Callable[[str], None], echo: bool) -> str:
    say(question + " ")
    line = stdin.readline()
    if not line:
        say("\n")
        raise InputError(f"input ended before an answer to: {question}")
    if echo:
        say(line if line.endswith("\n") else line + "\n")
    return line.strip()


def _parse_value(text: str) -> int:
    if not re.fullmatch(r"[+-]?\d+", text):
        raise InputError(f"answer {text!r} is not a whole number: type the root's value, e.g. 7")
    return int(text)


def _parse_leaves(text: str, count: int) -> set[int]:
    if text.lower() in ("", "none", "-"):
        return set()
    marked: set[int] = set()
    for word in re.split(r"[\s,]+", text):
        span = re.fullmatch(r"#?(\d+)(?:-#?(\d+))?", word)  # 7, #7, or a range 13-18
        low, high = (int(span[1]), int(span[2] or span[1])) if span else (0, 0)
        if not 1 <= low <= high <= count:
            raise InputError(f"no leaf {word!r}: give leaf numbers 1 to {count}, e.g. 4 5 9 or 13-18, or none")
        marked.update(range(low, high + 1))
    return marked


def _wrap(text: str) -> str:
    pad = " " * (len(text) - len(text.lstrip()) + 2)  # a continuation sits under its own line, indented
    return "\n".join(textwrap.wrap(text, width=WIDTH, subsequent_indent=pad, break_on_hyphens=False)) + "\n"


def tree_lines(tree: Tree, indent: int = 0, width: int = WIDTH) -> list[str]:
    """A tree as compact JSON, one line if it fits in width after indent, else a child a line (JSON still).

    `kata tree` reads the lines pasted as they are: JSON ignores the line breaks.
    """
    flat = json.dumps(tree, separators=(",", ":"))
    if not isinstance(tree, list) or not tree or indent + len(flat) <= width:
        return [flat]
    lines: list[str] = []
    for k, child in enumerate(tree):
        part = tree_lines(child, indent + 1, width - (k == len(tree) - 1))  # room for the closing ]
        if k < len(tree) - 1:
            part[-1] += ","
        lines += part
    lines[-1] += "]"
    return ["[" + lines[0], *(" " + line for line in lines[1:])]


def _over(path: Path, number: dict[Path, int]) -> str:
    """A node named by the leaves it holds, as the drawing numbers them: `#4`, `MIN over #4-#6`, `the root`."""
    if not path:
        return "the root"
    below = [k for p, k in number.items() if p[: len(path)] == path]
    if len(below) == 1 and len(path) == len(next(p for p in number if p[: len(path)] == path)):
        return f"#{below[0]}"
    player = "MAX" if len(path) % 2 == 0 else "MIN"
    return f"{player} over #{min(below)}-#{max(below)}"


def _bound(x: float) -> str:
    return "-∞" if x == -math.inf else "+∞" if x == math.inf else f"{x:g}"


def explain(tree: Tree, value: int, marked: set[int]) -> list[str]:
    """What `kata quiz` and the tree page's predict mode say about an answer, leaves named #1.. left to right.

    The first line says whether the value is right, then one paragraph per cut whose leaves were missed and
    one per leaf marked but evaluated. tree.js's `explain` says the same words (tests/test_shared_site.py).
    """
    t = trace(tree)
    leaves = list(leaf_paths(tree))
    number = {p: k for k, p in enumerate(leaves, start=1)}
    window = {s.path: (s.alpha, s.beta) for s in t.steps if s.event in ("enter", "leaf")}
    out: list[str] = []
    if value == t.value:
        out.append(f"✓ the root's value is {t.value:g}")
    else:
        out.append(f"✗ the root's value is {t.value:g}, not {value}: the largest of what its children return:")
        for s in t.steps:
            if len(s.path) == 1 and s.event == "return":
                out.append(f"  {_over(s.path, number)} returns {s.value:g}")
            elif len(s.path) == 1 and s.event == "cut":
                out.append(f"  {_over(s.path, number)} stops early at {s.value:g}")
            elif len(s.path) == 1 and s.event == "leaf":
                out.append(f"  #{number[s.path]} is worth {s.value:g}")
    truth = {number[p] for p in t.pruned}
    if marked == truth:
        listed = " ".join(f"#{k}" for k in sorted(truth)) or "none: every leaf is evaluated"
        out.append(f"✓ never evaluated: {listed}")
    for cut in (s for s in t.steps if s.event == "cut"):
        missed = sorted(number[p] for p in cut.leaves if number[p] not in marked)
        if not missed:
            continue
        one = len(missed) == 1
        out.append(
            f"✗ {' '.join(f'#{k}' for k in missed)} {'is' if one else 'are'} never evaluated;"
            f" you did not mark {'it' if one else 'them'}:"
        )
        alpha, beta = window[cut.path]
        skipped = " ".join(_over(p, number) for p in cut.pruned)
        node = _over(cut.path, number)
        assert cut.value is not None
        if cut.player == "MIN":
            why = (
                f"{node} finds {cut.value:g} <= α = {_bound(alpha)}: MAX above already has {_bound(alpha)},"
                " so it will never come here"
            )
        else:
            why = (
                f"{node} finds {cut.value:g} >= β = {_bound(beta)}: MIN above can already hold MAX to"
                f" {_bound(beta)}, so it will never come here"
            )
        out.append(f"  ✂ {why}; {skipped} {'is' if len(cut.pruned) == 1 else 'are'} skipped")
    for k in sorted(marked - truth):
        alpha, beta = window[leaves[k - 1]]
        out.append(
            f"✗ #{k} is evaluated, but you marked it; the search gets there with the window"
            f" (α {_bound(alpha)}, β {_bound(beta)}), which no cut above it closes"
        )
    return out


def ask_round(tree: Tree, stdin: TextIO, say: Callable[[str], None], *, echo: bool) -> Round:
    """Show the tree, ask both questions, grade the answers and explain each mistake, naming leaves #N."""
    t = trace(tree)
    leaves = list(leaf_paths(tree))
    number = {p: k for k, p in enumerate(leaves, start=1)}
    for k, line in enumerate(tree_lines(tree, len("tree: "))):
        say(("tree: " if k == 0 else " " * len("tree: ")) + line + "\n")
    for line in draw_numbered(tree):
        say(line + "\n")
    value = _parse_value(_ask("What is the root's value?", stdin, say, echo))
    marked = _parse_leaves(
        _ask("Which leaves does alpha-beta never evaluate? (numbers, or none)", stdin, say, echo), len(leaves)
    )
    for line in explain(tree, value, marked):
        say(_wrap(line))
    value_right = value == t.value
    truth = {number[p] for p in t.pruned}
    return Round(tree, value_right, marked == truth)
