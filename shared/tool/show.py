"""`kata show`: a problem's variants side by side, highlighted, fitted to the terminal.

Columns when every variant fits its share of the width, one below another when
they don't; `--diff A B` prints what B changes from A. Colour follows the
terminal: none when NO_COLOR is set or the output is not a terminal.
"""

from __future__ import annotations

import difflib
import inspect
import textwrap
from collections.abc import Sequence

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.syntax import Syntax
from rich.table import Table
from rich.text import Text

from shared.tool.registry import Problem, Variant

__all__ = ["diff_variants", "print_show", "render_variants", "variant_source"]

THEME = "ansi_dark"  # uses the terminal's own palette, so it reads on dark and light backgrounds
GUTTER = 4  # a panel's borders and padding, in columns


def variant_source(v: Variant) -> str:
    """The variant's own source: the function as written in its chapter, dedented."""
    return textwrap.dedent(inspect.getsource(v.func)).rstrip() + "\n"


def _panel(v: Variant, width: int | None) -> Panel:
    code = Syntax(variant_source(v), "python", theme=THEME, word_wrap=True, background_color="default")
    title = Text.assemble((v.name, "bold"), f"  Time {v.time}  Space {v.space}")
    return Panel(code, title=title, title_align="left", width=width, expand=width is not None)


def render_variants(problem: Problem, variants: Sequence[Variant], width: int) -> RenderableType:
    """Side by side if each variant's longest line fits its column; otherwise stacked full width."""
    heading = Text(f"{problem.key} {problem.title}: {len(variants)} variant(s)", style="bold")
    column = width // len(variants)
    lines = [line for v in variants for line in variant_source(v).splitlines()]
    too_long = sum(len(line) + GUTTER > column for line in lines)
    # Columns while at most one line in five has to wrap (a long docstring, say); else full width.
    if len(variants) > 1 and too_long * 5 <= len(lines):
        grid = Table.grid(expand=False)
        for _ in variants:
            grid.add_column(width=column)
        grid.add_row(*(_panel(v, column) for v in variants))
        return Group(heading, grid)
    return Group(heading, *(_panel(v, width) for v in variants))


def diff_variants(a: Variant, b: Variant) -> RenderableType:
    """What b changes from a, as a unified diff of their sources."""
    lines = difflib.unified_diff(
        variant_source(a).splitlines(keepends=True),
        variant_source(b).splitlines(keepends=True),
        fromfile=f"{a.name}  (Time {a.time}, Space {a.space})",
        tofile=f"{b.name}  (Time {b.time}, Space {b.space})",
        n=3,
    )
    text = "".join(lines) or f"{a.name} and {b.name} have the same source\n"
    return Syntax(text, "diff", theme=THEME, word_wrap=True, background_color="default")


def print_show(console: Console, problem: Problem, variants: Sequence[Variant]) -> None:
    """Print the variants for a reader, at the console's width."""
    console.print(render_variants(problem, variants, console.width))
