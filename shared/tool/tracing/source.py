"""What a function's source says about itself: where an alpha-beta loop is left early, and the lines to show.

A cut is read from the code, not declared by it: inside a `for` or `while`
loop of a search function, an `if` whose test names the window (`alpha`,
`beta`) and whose body leaves the loop (`break` or `return`) is where the
remaining moves are dropped. When the hook reaches that `if`, the test is
evaluated on the frame's own locals (it is a comparison of names, nothing
that could run code), and a true test is a cut.
"""

from __future__ import annotations

import ast
import functools
import linecache
from dataclasses import dataclass
from types import CodeType

__all__ = ["CutTest", "answer_tables", "arguments", "cut_tests", "function_lines", "function_node", "number", "plain"]

WINDOW = frozenset({"alpha", "beta"})  # what every chapter and the Java templates call the window
_SAFE = (
    ast.Name,
    ast.Constant,
    ast.Compare,
    ast.BoolOp,
    ast.UnaryOp,
    ast.BinOp,
    ast.Load,
    ast.cmpop,
    ast.boolop,
    ast.unaryop,
    ast.operator,
    ast.expr_context,
)


@dataclass(frozen=True)
class CutTest:
    """An `if` that leaves a search loop early: its line, its test as written, and the test compiled."""

    line: int
    text: str
    test: CodeType
    names: tuple[str, ...]  # the window's names the test reads, in the order written


def _leaves(body: list[ast.stmt]) -> bool:
    return any(isinstance(s, ast.Break | ast.Return) for s in body)


def _safe(test: ast.expr) -> bool:
    return all(isinstance(node, _SAFE) for node in ast.walk(test))


def _in_loops(func: ast.AST) -> list[ast.If]:
    """The `if` statements inside a loop of func (not inside a nested function)."""
    found: list[ast.If] = []

    def walk(node: ast.AST, looped: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
                continue
            if isinstance(child, ast.If) and looped:
                found.append(child)
            walk(child, looped or isinstance(child, ast.For | ast.While))

    walk(func, False)
    return found


@functools.cache
def _tree(filename: str) -> ast.Module | None:
    text = "".join(linecache.getlines(filename))
    try:
        return ast.parse(text) if text else None
    except (SyntaxError, ValueError):
        return None


def function_node(code: CodeType) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    tree = _tree(code.co_filename)
    if tree is None:
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == code.co_name:
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            if first <= code.co_firstlineno <= node.lineno:
                return node
    return None


def cut_tests(code: CodeType) -> dict[int, CutTest]:
    """The lines of `code` where a true test leaves a search loop early, by line number."""
    node = function_node(code)
    if node is None:
        return {}
    found: dict[int, CutTest] = {}
    for branch in _in_loops(node):
        names = tuple(n.id for n in ast.walk(branch.test) if isinstance(n, ast.Name) and n.id in WINDOW)
        if names and _leaves(branch.body) and _safe(branch.test):
            text = ast.unparse(branch.test)
            found[branch.lineno] = CutTest(branch.lineno, text, compile(text, "<cut test>", "eval"), names)
    return found


def answer_tables(code: CodeType) -> frozenset[str]:
    """The locals of `code` that are its table: those it returns from, and those its nested searches read.

    `return row[n - 1] >= 0` names 486's row; 913's memoized returns a search whose `memo` is a free name
    of it. A prefix sum, a list of layers or of runs, read only to fill the table, is neither.
    """
    node = function_node(code)
    if node is None:
        return frozenset()
    names: set[str] = set()
    for value in _own_returns(node):
        names |= {n.id for n in ast.walk(value) if isinstance(n, ast.Name)}
    nested = {c.co_name: c for c in code.co_consts if isinstance(c, CodeType)}
    for name in names & set(nested):
        names |= set(nested[name].co_freevars)
    # `later = scores`: a table handed on under the name answered from (c4's layers) is the table too
    # and so is the table such a name is a row of (913's `start = colour[MOUSE_TURN][MOUSE_START]`)
    moves = [
        (t.id, root)
        for a in ast.walk(node)
        if isinstance(a, ast.Assign) and (root := _root(a.value)) is not None
        for t in a.targets
        if isinstance(t, ast.Name)
    ]
    grown = True
    while grown:
        grown = False
        for target, source in moves:
            if target in names and source not in names:
                names.add(source)
                grown = True
    return frozenset(names)


def _root(value: ast.expr) -> str | None:
    """The name a value is, or is a row of: `scores` -> scores, `colour[0][1]` -> colour; else None."""
    while isinstance(value, ast.Subscript):
        value = value.value
    return value.id if isinstance(value, ast.Name) else None


def _own_returns(func: ast.AST) -> list[ast.expr]:
    """What func's own `return` statements return (not those of functions nested in it)."""
    found: list[ast.expr] = []
    stack = list(ast.iter_child_nodes(func))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return) and node.value is not None:
            found.append(node.value)
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            stack.extend(ast.iter_child_nodes(node))
    return found


def function_lines(code: CodeType) -> tuple[int, list[str]]:
    """The source of the function `code` runs: its first line number and its lines (decorators included)."""
    node = function_node(code)
    lines = linecache.getlines(code.co_filename)
    if node is None or not lines:
        return code.co_firstlineno, []
    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
    last = node.end_lineno or node.lineno
    return first, [line.rstrip("\n") for line in lines[first - 1 : last]]


def number(value: object) -> str:
    """A value as a cut's reason writes it: a float in its shortest form (`2` for 2.0), anything else as str."""
    return f"{value:g}" if isinstance(value, float) else str(value)


@functools.cache
def def_line(code: CodeType) -> int:
    """The line of code's `def`: a call starts there, not on a decorator above it (`@lru_cache`, which 3.11
    gives as the first line of a decorated function)."""
    node = function_node(code)
    return node.lineno if node is not None else code.co_firstlineno


@functools.cache
def def_headers(code: CodeType) -> frozenset[int]:
    """The lines of the `def` headers inside code, decorators included."""
    return frozenset(
        line
        for inner in code.co_consts
        if isinstance(inner, CodeType) and inner.co_name != "<lambda>"
        for line in range(inner.co_firstlineno, def_line(inner) + 1)
    )


def reshown(code: CodeType, line: int, shown: set[int]) -> bool:
    """Is this line of code a `def` header shown a moment ago (`shown`: the header lines since another line)?
    Python runs a decorated `def`'s lines twice, its decorators read, the function made, the decorators applied:
    a header a reader reads once."""
    if line not in def_headers(code):
        shown.clear()
        return False
    if line in shown:
        return True
    shown.add(line)
    return False


@functools.cache
def arguments(code: CodeType) -> tuple[str, ...]:
    """The names of code's arguments (its *args and **kwargs too), `self` aside: a call's state."""
    count = code.co_argcount + code.co_kwonlyargcount + bool(code.co_flags & 0x04) + bool(code.co_flags & 0x08)
    return tuple(n for n in code.co_varnames[:count] if n != "self")


def plain(value: object, depth: int = 0) -> object:
    """Value as JSON data: infinities and NaN as strings, tuples and sets as lists, anything else as its repr."""
    kind = type(value)
    if kind is int or kind is bool or value is None:  # most of a trace's values: first, with no isinstance chain
        return value
    if isinstance(value, bool | int | str):
        return value if not isinstance(value, str) or len(value) <= 200 else value[:199] + "…"
    if isinstance(value, float):
        if value != value:
            return "nan"
        return value if abs(value) != float("inf") else ("inf" if value > 0 else "-inf")
    if depth >= 4:
        return "…"
    if isinstance(value, list | tuple):
        return [plain(v, depth + 1) for v in value[:64]] + (["…"] if len(value) > 64 else [])
    if isinstance(value, set | frozenset):
        try:
            items = sorted(value)
        except TypeError:
            items = list(value)
        return [plain(v, depth + 1) for v in items[:64]]
    if isinstance(value, dict):
        return {str(plain(k, depth + 1)): plain(v, depth + 1) for k, v in list(value.items())[:64]}
    if isinstance(value, bytes | bytearray):
        return list(value[:64])
    text = repr(value)
    return text if len(text) <= 80 else text[:79] + "…"
