"""`kata show`: a problem's variants side by side, highlighted, fitted to the terminal.

Columns when every line of every variant fits its share of the width, one below another, each whole, when
they don't. A line longer than the width is never wrapped to column 0: it continues on the next row two columns
in from its own indentation, after ↪ (>> where the output cannot print it); a block of long comments is refilled
as prose instead. Below the variants, the names they use and where each comes from (the chapter's rule helpers,
the engine). `--diff A B` prints what B changes from A, each continued row keeping its `+`/`-`. Colour follows
the terminal: none when NO_COLOR is set or the output is not a terminal.
"""

from __future__ import annotations

import ast
import difflib
import inspect
import re
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from types import CodeType, ModuleType

from rich.cells import cell_len
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.syntax import Syntax
from rich.table import Table
from rich.text import Text

from shared.tool.registry import Problem, Variant
from shared.tool.text import CONTINUED, continued, escaped, mark_for

__all__ = ["Yours", "diff_variants", "print_show", "render_variants", "uses", "variant_source"]

THEME = "ansi_dark"  # uses the terminal's own palette, so it reads on dark and light backgrounds
GUTTER = 4  # a panel's borders and padding, in columns
NARROWEST = 20  # columns laid out at the least (as the CLI's console): a box needs some room for its code


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


def _display_lines(v: Shown) -> list[str]:
    """The variant's source as shown: tabs expanded, control characters escaped, so a learner's file cannot act on
    the terminal (an ANSI escape in a comment) or throw the columns off."""
    return [escaped(line.expandtabs(4)) for line in variant_source(v).splitlines()]


_COMMENT = re.compile(r"( *)# (\S.*)")
_OPERATOR = re.compile(r" ([-+*/%=<>]|<=|>=|==|!=|\*\*|//) ")  # an infix operator between spaces


def _refilled(lines: list[str], width: int) -> list[str]:
    """lines with each block of whole-line comments that has a line too long for width filled again as one
    paragraph at width: prose reads better refilled than continued row by row. Code is never refilled, nor a
    comment laid out by hand (runs of spaces inside it, as in a table)."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        first = _COMMENT.fullmatch(lines[i])
        j = i + 1
        while first and j < len(lines) and (m := _COMMENT.fullmatch(lines[j])) and m[1] == first[1]:
            j += 1
        block = lines[i:j]
        said = [m[2] for line in block if (m := _COMMENT.fullmatch(line))]
        if not first or all(cell_len(line) <= width for line in block) or any("  " in w for w in said):
            out += block
        else:
            lead = first[1] + "# "
            for paragraph in _paragraphs(said):
                glued = _OPERATOR.sub("\xa0\\1 ", paragraph)  # no row starts "# - k": it would read as a list
                rows = textwrap.wrap(glued, width, initial_indent=lead, subsequent_indent=lead, break_on_hyphens=False)
                out += [row.replace("\xa0", " ") for row in rows]
        i = j
    return out


def _paragraphs(said: list[str]) -> list[str]:
    """A comment's lines as paragraphs: a line that ends a sentence ends one. What follows starts another, a capital
    or not: a lower-case line after a full stop is a label for the code below it (`# where they would complete
    four`), and refilled into the sentence above it would read as that sentence's end."""
    paragraphs = [said[0]]
    for line in said[1:]:
        if paragraphs[-1].endswith((".", ":")):
            paragraphs.append(line)
        else:
            paragraphs[-1] += " " + line
    return paragraphs


def _code_lines(lines: list[str], width: int, colour: bool = True) -> list[Text]:
    """A variant's lines, highlighted where there is colour, one Text per line, long comments refilled to width."""
    source = "\n".join(_refilled(lines, width))
    if not colour:  # pygments' lexing is most of the time a show takes: skip it where nothing would show it
        return [Text(line) for line in source.split("\n")]
    code = Syntax(source, "python", theme=THEME, background_color="default").highlight(source)
    code.rstrip()
    return list(code.split("\n", allow_blank=True))


def _fits(lines: list[str], width: int) -> bool:
    return all(cell_len(line) <= width for line in _refilled(lines, width))


def _panel(v: Shown, lines: list[str], width: int, mark: str, colour: bool) -> Panel:
    """The variant in a box width columns wide; a line too long for it continues under its own indentation."""
    inner = width - GUTTER
    rows = [row for line in _code_lines(lines, inner, colour) for row in continued(line, inner, mark)]
    cost = f"Time {v.time}  Space {v.space}"
    if cell_len(v.name) + len(cost) + 8 <= width:  # the title's corners and spaces take 8 columns
        title = Text.assemble((v.name, "bold"), "  " + cost)
    else:  # the figures go inside rather than be cut short with an ellipsis
        title = Text(v.name, style="bold")
        rows[:0] = continued(Text(cost, style="dim"), inner, mark)
    code = Text("\n").join(rows)
    code.no_wrap = True  # each row fits already: rich's own wrapping would only cost time
    return Panel(code, title=title, title_align="left", width=width, expand=True)


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
    imports: dict[str | None, dict[str, str]] = {}  # by file: the variants of a chapter share one parse
    for v in variants:
        if isinstance(v, Yours):
            continue
        home = v.func.__globals__
        path = home.get("__file__")
        if path not in imports:
            imports[path] = _imported_from(path)
        origin = imports[path]
        for name in _names_read(v.func.__code__):
            if name not in home or name == v.func.__name__ or isinstance(home[name], ModuleType):
                continue
            found.setdefault(origin.get(name, home["__name__"]), set()).add(name)
    return {where: sorted(names, key=lambda n: (not n.isupper(), n)) for where, names in sorted(found.items())}


def _uses_text(variants: Sequence[Shown], width: int) -> Text:
    lines = []
    for where, names in uses(variants).items():
        lead = f"uses from {where}:"
        wrap = textwrap.wrap(", ".join(names), width=width - 4) or [""]
        if len(lead) + 1 + len(wrap[0]) > width:  # a long module name: its names start on the next line
            lines += [lead, *("    " + line for line in wrap)]
            continue
        wrap = textwrap.wrap(", ".join(names), width=width, initial_indent=lead + " ", subsequent_indent="    ")
        lines += wrap
    return Text("\n".join(lines), style="dim")


def render_variants(
    problem: Problem, variants: Sequence[Shown], width: int, mark: str = CONTINUED, colour: bool = True
) -> RenderableType:
    """Side by side when every line of every variant fits its column; otherwise one below another, full width,
    each whole: a line too long for the width continues on the next row after `mark`, never at column 0."""
    width = max(width, NARROWEST)
    count = f"{len(variants)} variant" + ("" if len(variants) == 1 else "s")
    heading = Text(f"{problem.key} {problem.title}: {count}", style="bold")
    column = width // max(1, len(variants))
    lines = [_display_lines(v) for v in variants]
    if len(variants) > 1 and column >= NARROWEST and all(_fits(source, column - GUTTER) for source in lines):
        grid = Table.grid(expand=False)
        for _ in variants:
            grid.add_column(width=column)
        grid.add_row(*(_panel(v, source, column, mark, colour) for v, source in zip(variants, lines, strict=True)))
        return Group(heading, grid, _uses_text(variants, width))
    panels = (_panel(v, source, width, mark, colour) for v, source in zip(variants, lines, strict=True))
    return Group(heading, *panels, _uses_text(variants, width))


_DIFF_STYLE = {"+": "green", "-": "red", "@": "cyan"}


def diff_variants(a: Shown, b: Shown, width: int = 80, mark: str = CONTINUED) -> RenderableType:
    """What b changes from a, as a unified diff of their sources. A line too long for the width continues on the
    next row under its own indentation, after its own `+`, `-` or ` ` and `mark`: a continuation of a removed
    line never reads as an added one."""
    width = max(width, NARROWEST)
    lines = difflib.unified_diff(  # comments refilled as `kata show` refills them, each side alike
        _refilled(_display_lines(a), width - 1),
        _refilled(_display_lines(b), width - 1),
        fromfile=f"{a.name}  (Time {a.time}, Space {a.space})",
        tofile=f"{b.name}  (Time {b.time}, Space {b.space})",
        n=3,
        lineterm="",
    )
    rows: list[Text] = []
    for i, line in enumerate(lines):
        style = "bold" if i < 2 else _DIFF_STYLE.get(line[:1], "")
        if i < 2 or line.startswith("@@"):  # a header: words wrap, under the start of the name
            wrap = textwrap.wrap(line, width=width, subsequent_indent="    ", break_on_hyphens=False)
            rows += [Text(row, style=style) for row in wrap]
            continue
        sign, code = line[:1], Text(line[1:], style=style)
        rows += [Text.assemble((sign, style), row) for row in continued(code, width - 1, mark)]
    if not rows:
        rows = [Text(row) for row in textwrap.wrap(f"{a.name} and {b.name} have the same source", width)]
    return Text("\n").join(rows)


def print_show(console: Console, problem: Problem, variants: Sequence[Shown]) -> None:
    """Print the variants for a reader, at the console's width."""
    colour = console.color_system is not None and not console.no_color
    console.print(render_variants(problem, variants, console.width, mark_for(console.encoding, CONTINUED), colour))
