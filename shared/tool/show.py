"""`kata show`: a problem's variants side by side, highlighted, fitted to the terminal.

Columns when every variant fits its share of the width, one below another when
they don't; below them, the names the variants use and where each comes from
(the chapter's rule helpers, the engine). `--diff A B` prints what B changes from A. Colour follows the
terminal: none when NO_COLOR is set or the output is not a terminal.
"""

from __future__ import annotations

import ast
import difflib
import inspect
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from types import CodeType, ModuleType

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.syntax import Syntax
from rich.table import Table
from rich.text import Text

from shared.tool.registry import Problem, Variant

__all__ = ["Yours", "diff_variants", "print_show", "render_variants", "uses", "variant_source"]

THEME = "ansi_dark"  # uses the terminal's own palette, so it reads on dark and light backgrounds
GUTTER = 4  # a panel's borders and padding, in columns


@dataclass(frozen=True)
class Yours:
    """A learner's variant as `kata show --practice` shows it: source text, read from the file, never run."""

    name: str
    time: str
    space: str
    source: str


Shown = Variant | Yours


def variant_source(v: Shown) -> str:
    """The variant's own source: the function as written in its chapter (or the learner's file), dedented."""
    if isinstance(v, Yours):
        return v.source
    return textwrap.dedent(inspect.getsource(v.func)).rstrip() + "\n"


def _panel(v: Shown, width: int | None) -> Panel:
    code = Syntax(variant_source(v), "python", theme=THEME, word_wrap=True, background_color="default")
    title = Text.assemble((v.name, "bold"), f"  Time {v.time}  Space {v.space}")
    return Panel(code, title=title, title_align="left", width=width, expand=width is not None)


def _names_read(code: CodeType) -> set[str]:
    """The global names a function's code (nested functions included) reads; attribute names come along too."""
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, CodeType):
            names |= _names_read(const)
    return names


def _imported_from(path: str | None) -> dict[str, str]:
    """For each name a module's source imports with `from X import name`, the module X."""
    if path is None or not path.endswith(".py"):
        return {}
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read())
    return {
        alias.asname or alias.name: node.module
        for node in tree.body
        if isinstance(node, ast.ImportFrom) and node.module and not node.level
        for alias in node.names
    }


def uses(variants: Sequence[Shown]) -> dict[str, list[str]]:
    """What the variants use besides Python itself, by the module it comes from: the chapter's helpers, the engine.

    A learner's variant is never run, so only the references' names are listed.
    """
    found: dict[str, set[str]] = {}
    for v in variants:
        if isinstance(v, Yours):
            continue
        home = v.func.__globals__
        origin = _imported_from(home.get("__file__"))
        for name in _names_read(v.func.__code__):
            if name not in home or name == v.func.__name__ or isinstance(home[name], ModuleType):
                continue
            found.setdefault(origin.get(name, home["__name__"]), set()).add(name)
    return {where: sorted(names, key=lambda n: (not n.isupper(), n)) for where, names in sorted(found.items())}


def _uses_text(variants: Sequence[Shown], width: int) -> Text:
    lines = []
    for where, names in uses(variants).items():
        lead = f"uses from {where}: "
        lines.append(textwrap.fill(", ".join(names), width=width, initial_indent=lead, subsequent_indent="    "))
    return Text("\n".join(lines), style="dim")


def render_variants(problem: Problem, variants: Sequence[Shown], width: int) -> RenderableType:
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
        return Group(heading, grid, _uses_text(variants, width))
    return Group(heading, *(_panel(v, width) for v in variants), _uses_text(variants, width))


def diff_variants(a: Shown, b: Shown) -> RenderableType:
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


def print_show(console: Console, problem: Problem, variants: Sequence[Shown]) -> None:
    """Print the variants for a reader, at the console's width."""
    console.print(render_variants(problem, variants, console.width))
