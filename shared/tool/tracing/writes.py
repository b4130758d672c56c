"""What each line of a table variant may write, read from its source: the recorder looks only where it writes.

Diffing every table after every line costs the table's size per line: tic-tac-toe's bottom_up on the empty
board took minutes. So each statement is read once:

- a store into a subscript whose index is plain arithmetic on names (`row[j] = ...`,
  `unrefuted[turn][mouse][cat] -= 1`) is exact: its index is evaluated as the line starts, and the cell
  read back when it ends, so a write of the value a cell already held is still a write;
- a name the statement may change otherwise (`column.append(k)`, `heappush(queue, x)`, a slice store)
  is diffed after it;
- a statement that binds a name may bind a new table: a fill.
"""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass
from types import CodeType

from shared.tool.tracing.source import function_node

__all__ = ["LineWrites", "Store", "begins", "line_writes"]

_PLAIN = (
    *(ast.Name, ast.Constant, ast.BinOp, ast.UnaryOp, ast.Tuple, ast.Subscript),
    *(ast.Load, ast.operator, ast.unaryop, ast.expr_context, ast.Slice),
)


@dataclass(frozen=True)
class Store:
    """`name[i][j] = ...`: the table's name and its index expressions, compiled."""

    name: str
    index: tuple[CodeType, ...]


@dataclass(frozen=True)
class LineWrites:
    """One statement's writes: its first line, its exact stores, the names to diff after it, whether it binds."""

    first: int
    stores: tuple[Store, ...] = ()
    touched: frozenset[str] = frozenset()
    binds: bool = False
    # what it assigns, as a unit of work names it (`caps.UNITS`): `x` binding x, `x[]` storing into a cell of x,
    # `x.add` a statement calling x's method add (`reached.add(g)`)
    assigns: frozenset[str] = frozenset()


def _plain(node: ast.expr) -> bool:
    return all(isinstance(n, _PLAIN) for n in ast.walk(node)) and not isinstance(node, ast.Slice)


def _store(target: ast.expr) -> Store | str | None:
    """An exact store for a subscript target; else the name it writes through (to diff); else None."""
    path: list[ast.expr] = []
    while isinstance(target, ast.Subscript):
        path.append(target.slice)
        target = target.value
    if not isinstance(target, ast.Name) or not path:
        return None
    if all(_plain(p) for p in path):
        return Store(target.id, tuple(compile(ast.Expression(p), "<index>", "eval") for p in reversed(path)))
    return target.id


def _statement(stmt: ast.stmt) -> LineWrites:
    targets: list[ast.expr] = []
    if isinstance(stmt, ast.Assign):
        targets = list(stmt.targets)
    elif isinstance(stmt, ast.AugAssign | ast.AnnAssign):
        targets = [stmt.target]
    elif isinstance(stmt, ast.Delete):
        targets = list(stmt.targets)
    flat: list[ast.expr] = []
    for t in targets:
        flat.extend(t.elts if isinstance(t, ast.Tuple | ast.List) else [t])
    stores: list[Store] = []
    touched: set[str] = set()
    for t in flat:
        found = _store(t)
        if isinstance(found, Store) and not isinstance(stmt, ast.Delete):
            stores.append(found)
        elif found is not None:
            touched.add(found if isinstance(found, str) else found.name)
    header: list[ast.AST] = [stmt]
    if isinstance(stmt, ast.For | ast.While | ast.If | ast.With):
        header = [_header(stmt)]
    elif isinstance(stmt, ast.Try | ast.Match):
        header = []
    for part in header:
        for node in ast.walk(part):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                touched.add(node.value.id)  # a method: `column.append(k)`
            elif isinstance(node, ast.Call):
                touched.update(a.id for a in node.args if isinstance(a, ast.Name))  # `heappush(queue, x)`
    binds = isinstance(stmt, ast.For | ast.With) or any(
        isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store) for part in header for n in ast.walk(part)
    )
    assigns = {_assigned(t) for t in flat if not isinstance(stmt, ast.Delete)} - {""}
    method = stmt.value.func if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) else None
    if isinstance(method, ast.Attribute) and isinstance(method.value, ast.Name):  # `reached.add(g)`: reached.add
        assigns.add(f"{method.value.id}.{method.attr}")
    return LineWrites(stmt.lineno, tuple(stores), frozenset(touched), binds, frozenset(assigns))


def _assigned(target: ast.expr) -> str:
    """`x` for a target x, `x[]` for x[i] (or x[i][j]); "" for anything else (an attribute, a star)."""
    if isinstance(target, ast.Name):
        return target.id
    while isinstance(target, ast.Subscript):
        target = target.value
        if isinstance(target, ast.Name):
            return target.id + "[]"
    return ""


def _header(stmt: ast.For | ast.While | ast.If | ast.With) -> ast.AST:
    if isinstance(stmt, ast.For):
        return ast.Tuple([stmt.target, stmt.iter], ast.Load())
    if isinstance(stmt, ast.With):
        return ast.Tuple([i.context_expr for i in stmt.items], ast.Load())
    return stmt.test


@functools.lru_cache(maxsize=512)
def line_writes(code: CodeType) -> dict[int, LineWrites]:
    """Each line of code's function (a statement's continuation lines too) -> its statement's writes."""
    node = function_node(code)
    found: dict[int, LineWrites] = {}
    if node is None:
        return found
    for stmt in ast.walk(node):
        if not isinstance(stmt, ast.stmt) or stmt is node:
            continue
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found[stmt.lineno] = LineWrites(stmt.lineno, binds=True)
            continue
        writes = _statement(stmt)
        compound = isinstance(stmt, ast.For | ast.While | ast.If | ast.With | ast.Try)
        last = stmt.lineno if compound else (stmt.end_lineno or stmt.lineno)
        for line in range(stmt.lineno, last + 1):
            found.setdefault(line, writes)
    return found


def begins(code: CodeType, was: int | None, now: int) -> bool:
    """Whether line now, run after line was, starts a statement anew: its first line, not reached from one of its
    own continuation lines (Python evaluates a wrapped statement's lines, then stores on its first line)."""
    lines = line_writes(code)
    writes = lines.get(now)
    if writes is None or now != writes.first:
        return False
    return was is None or was == now or lines.get(was) is not writes
