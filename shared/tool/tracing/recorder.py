"""One run of a variant as events, recorded from outside the code, as `shared.engine.counting` counts nodes.

The variant runs as written. A hook (`sys.monitoring` on 3.12+, `sys.settrace`
on 3.11) sees each Python function start, each line, each return, in the
code it was told to watch, and writes one event for each thing a learner
would want to see:

    call    a search function entered: its id, its parent's, its state (its arguments)
    return  a search call's value
    memo    a call answered by a memo: by a `@cache` twin without running (see `caches`), or by a
            dict read at the top of a call (`if key in memo: return memo[key]`), with the id of the
            call that computed the value (`of`)
    cut     an alpha-beta loop left early: the test that held and the window read from the frame
    cell    a table cell written: a list or dict local of a non-search frame that it answers from
            (`return row[n - 1] >= 0`, or a free name of the search it returns), changed by a line;
            a table first bound by a line (`row = list(nums)`, `win = [False] * (n + 1)`) is one
            `cell` event with `fill`: the cells it starts with, each given its first value
    line    a line about to run, in any watched function

The search functions are the ones `kata solve` counts (`nested_code`), so a
trace's `call` events are exactly the nodes it reports.
"""

from __future__ import annotations

import linecache
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import CodeType, FrameType
from typing import Any

from shared.tool.tracing.caches import ANY, memo_keys
from shared.tool.tracing.log import MOST_EVENTS, Event, EventLog, TraceTooLongError
from shared.tool.tracing.source import CutTest, answer_tables, arguments, cut_tests, def_line, number, plain, reshown
from shared.tool.tracing.tables import MOST_SHOWN, diff, empty, hold, ids_inside, put, size, snap
from shared.tool.tracing.writes import begins, line_writes

__all__ = ["MOST_EVENTS", "Event", "Recorder", "TraceTooLongError"]

MOST_CELLS = 100_000  # a table larger than this is not watched cell by cell: as large as a run within the cap
_NOT_WATCHED = 0x20 | 0x80 | 0x200  # generators and coroutines: a resume is not a call


@dataclass(slots=True)
class _Open:
    """A watched frame that is running: its search call id (None: not a search frame), its tables."""

    code: CodeType
    call: int | None
    state: dict[str, object] = field(default_factory=dict)
    children: int = 0
    line: int | None = None
    tables: dict[str, tuple[int, object]] = field(default_factory=dict)  # name -> (id, snapshot)
    dicts: dict[int, int] = field(default_factory=dict)  # id of a dict it sees -> its size at entry
    raised: bool = False
    seen: int = 0  # search calls made when this frame last ran a line: more since, and its tables were the memo's
    known: set[int] = field(default_factory=set)  # ids of the tables it has bound: a fill is said once
    pending: _Pending | None = None  # the statement running in a table frame: what to look at when it ends
    flat: set[str] = field(default_factory=set)  # its tables holding no list or dict: nothing can alias into them
    headers: set[int] = field(default_factory=set)  # the `def` header lines shown since its last other line


@dataclass
class _Pending:
    """A statement of a table frame, begun: its first line, its stores' cells, the names to diff (None: all)."""

    first: int
    stores: list[tuple[str, list[object]]]
    touched: set[str] | None
    binds: bool
    assigns: frozenset[str] = frozenset()


class Recorder:
    """The events of one run: give it the search functions' code and all the code whose lines to show."""

    def __init__(
        self,
        search: frozenset[CodeType],
        watched: frozenset[CodeType],
        most: int = MOST_EVENTS,
        describe: Callable[[Mapping[str, object]], object] | None = None,
        also: frozenset[str] = frozenset(),
    ) -> None:
        self.search = search
        self.describe = describe  # reads a frame's position (Connect Four's board, see `boards`) for its events
        self.watched = frozenset(c for c in watched | search if not c.co_flags & _NOT_WATCHED)
        self.watched = frozenset(c for c in self.watched if not c.co_name.startswith("<"))
        self.log = EventLog(most)
        self.calls = 0
        self.stack: list[_Open] = []
        self._searching: list[_Open] = []  # the search frames among them, in the same order
        self._open: dict[int, _Open] = {}  # id(frame) -> its entry, while it runs
        self._cuts: dict[CodeType, dict[int, CutTest]] = {c: cut_tests(c) for c in search}
        self._tables: dict[CodeType, frozenset[str]] = {}  # each table frame's tables (source.answer_tables)
        # (id of a memo dict, key) -> the call that stored it, its state, the value stored
        self._stored: dict[tuple[int, object], tuple[int, dict[str, object], object]] = {}
        # (function, table) -> the index paths of the cells it has held: what a table variant declares it fills
        self.held: dict[tuple[str, str], set[tuple[object, ...]]] = {}
        self.assigned: dict[tuple[str, str], int] = {}  # (function, `x` or `x[]`) -> the statements assigning it
        self.also = also  # tables watched besides the ones each frame answers from (a unit counting their cells)

    # --- what the cache twins ask and say (caches.MemoSink) ---

    def next_call(self, func: Callable[..., Any]) -> int | None:
        return self.calls if getattr(func, "__code__", None) in self.search else None

    def memo_hit(self, func: Callable[..., Any], args: tuple[Any, ...], value: object, of: int | None) -> None:
        code: CodeType | None = getattr(func, "__code__", None)
        names = code.co_varnames[: code.co_argcount] if code is not None else ()
        state = {n: plain(v) for n, v in zip(names, args, strict=False) if n != "self"}
        name = code.co_name if code is not None else getattr(func, "__name__", "?")
        self._emit(
            "memo",
            id=None,
            parent=self._parent(),
            depth=self._depth(),
            func=name,
            state=state,
            value=plain(value),
            of=of,
        )

    # --- what the hook calls ---

    def enter(self, frame: FrameType) -> None:
        if self.stopped:
            return
        code = frame.f_code
        if code in self.search:
            call = self.calls
            self.calls += 1
            parent = self._parent()
            if self._searching:
                self._searching[-1].children += 1
            values = frame.f_locals  # read once: on 3.11 each read copies the frame's locals into a dict
            opened = _Open(code, call, {n: plain(values[n]) for n in arguments(code) if n in values})
            self._emit(
                "call",
                id=call,
                parent=parent,
                depth=self._depth(),
                func=code.co_name,
                state=opened.state,
                line=def_line(code) if frame.f_lineno == code.co_firstlineno else frame.f_lineno,
                **(self._board(values) if self.describe is not None else {}),
            )
            opened.dicts = {id(v): len(v) for v in values.values() if isinstance(v, dict)}
            self._searching.append(opened)
        else:
            opened = _Open(code, None, seen=self.calls)
            self._watch_tables(opened, frame, given=True)  # its arguments: filled by the caller
        self.stack.append(opened)
        self._open[id(frame)] = opened

    def line(self, frame: FrameType) -> None:
        opened = self._open.get(id(frame))
        if opened is None or self.stopped:
            return
        opened.raised = False
        if opened.call is None and opened.seen != self.calls:  # a search ran: what it wrote is its memo, not cells
            opened.tables.clear()
            self._watch_tables(opened, frame, given=True)
            opened.seen = self.calls
            opened.pending = self._begin(frame)
        elif opened.call is None:
            now, was = frame.f_lineno, opened.line
            writes, going = line_writes(frame.f_code).get(now), opened.pending
            if going is None or writes is None or writes.first != going.first or begins(frame.f_code, was, now):
                self._settle(opened, frame)
                opened.pending = self._begin(frame)
        lineno = frame.f_lineno
        opened.line = lineno
        if reshown(frame.f_code, lineno, opened.headers):
            return
        if self.log.keeps_line():
            depth = self._depth() - (opened.call is not None)  # a call's own lines sit at its depth
            text = linecache.getline(frame.f_code.co_filename, lineno).strip()
            self._emit("line", id=self._parent(), depth=depth, func=frame.f_code.co_name, line=lineno, code=text)
        test = self._cuts.get(frame.f_code, {}).get(lineno)
        if test is not None and opened.call is not None:
            self._cut(opened, frame, test)

    def raised(self, frame: FrameType) -> None:
        opened = self._open.get(id(frame))
        if opened is not None:
            opened.raised = True

    def leave(self, frame: FrameType, value: object, *, raised: bool = False) -> None:
        opened = self._open.pop(id(frame), None)
        if opened is None or self.stopped:
            return
        raised = raised or opened.raised
        if opened.call is None and opened.seen == self.calls:
            self._settle(opened, frame)
        elif not raised:
            self._dict_memo(opened, frame, value)
        while self.stack and self.stack[-1] is not opened:  # frames left without a return seen: unwound
            self._pop()
        if self.stack:
            self._pop()
        if opened.call is not None:
            extra = {"raised": True} if raised else {}
            self._emit(
                "return",
                id=opened.call,
                depth=self._depth(),
                func=opened.code.co_name,
                state=opened.state,
                value=None if raised else plain(value),
                **extra,
            )

    # --- the parts ---

    def _emit(self, kind: str, **fields: Any) -> None:
        self.log.add(kind, fields)

    @property
    def events(self) -> list[Event]:
        return self.log.events

    @property
    def stopped(self) -> bool:
        return self.log.stopped

    @property
    def lines_left_out(self) -> int:
        return self.log.lines_left_out

    def _pop(self) -> None:
        if self.stack.pop().call is not None:
            self._searching.pop()

    # Both kept as stacks of their own, not found by walking `stack`: a search 10,000 calls deep would walk
    # it at every event.
    def _parent(self) -> int | None:
        return self._searching[-1].call if self._searching else None

    def _depth(self) -> int:
        return len(self._searching)

    @staticmethod
    def _state(frame: FrameType) -> dict[str, object]:
        values = frame.f_locals
        return {n: plain(values[n]) for n in arguments(frame.f_code) if n in values}

    def _cut(self, opened: _Open, frame: FrameType, test: CutTest) -> None:
        values = frame.f_locals
        try:
            held = bool(eval(test.test, {"__builtins__": {}}, dict(values)))  # names compared only
        except Exception:  # a name not bound yet: no cut to report
            return
        if held:
            window = {n: plain(values.get(n)) for n in dict.fromkeys(test.names)}
            said = ", ".join(f"{'α' if n == 'alpha' else 'β'} = {number(window[n])}" for n in window)
            reason = f"{test.text} holds ({said}): the moves left cannot change what the caller takes"
            self._emit(
                "cut",
                id=opened.call,
                depth=self._depth() - 1,
                func=frame.f_code.co_name,
                line=test.line,
                test=test.text,
                window=window,
                reason=reason,
            )

    def _watch_tables(self, opened: _Open, frame: FrameType, *, given: bool = False) -> None:
        """Watch the frame's tables (the locals it answers from); one bound since the last line is a fill.

        A local that is part of a watched table (`start = colour[0][1]`) is an alias: its writes are the
        table's, seen there. The tables are walked at most 3 deep, as `snap` copies them.
        """
        inside: set[int] | None = None
        values = frame.f_locals
        wanted = self._tables.get(frame.f_code)
        if wanted is None:
            wanted = self._tables[frame.f_code] = answer_tables(frame.f_code) | self.also
        for name, value in values.items():
            if name not in wanted or not isinstance(value, list | dict | bytearray):
                continue
            known = opened.tables.get(name)
            if (known is not None and known[0] == id(value)) or size(value) > MOST_CELLS:
                continue
            if inside is None:  # found once, and only when a table may be new: it walks them all
                inside = {i for ident, _ in opened.tables.values() for i in ids_inside(values, ident)}
            if id(value) in inside and id(value) not in opened.known:
                continue  # an alias into a table already watched
            taken = snap(value)
            opened.tables[name] = (id(value), taken)
            items = value.values() if isinstance(value, dict) else value
            if isinstance(value, bytearray) or not any(isinstance(v, list | dict) for v in items):
                opened.flat.add(name)
            else:
                opened.flat.discard(name)
            if id(value) not in opened.known:
                opened.known.add(id(value))
                if not given:
                    self._fill(opened, frame, name, taken)

    def _fill(self, opened: _Open, frame: FrameType, name: str, taken: object) -> None:
        leaves: list[tuple[list[object], object]] = []
        diff(empty(taken), taken, [], leaves)
        if not leaves:
            return
        self._hold(frame, name, leaves)
        self._emit(
            "cell",
            **self._cell_fields(frame, opened, name, [], leaves[0][1], {}),
            fill=len(leaves),
            cells=[[[plain(k) for k in index], plain(v)] for index, v in leaves[:MOST_SHOWN]],
        )

    def _cell_fields(
        self, frame: FrameType, opened: _Open, name: str, index: list[object], value: object, at: dict[str, int]
    ) -> dict[str, Any]:
        """What every cell event says, a fill's and a write's: where it ran, the table, the cell, its value."""
        return {
            "id": self._parent(),
            "depth": self._depth(),
            "func": frame.f_code.co_name,
            "table": name,
            "index": [plain(k) for k in index],
            "value": plain(value),
            "line": opened.line,
            "at": at,
        }

    def _hold(self, frame: FrameType, name: str, found: list[tuple[list[object], object]]) -> None:
        hold(self.held.setdefault((frame.f_code.co_name, name), set()), found)

    def _begin(self, frame: FrameType) -> _Pending:
        """The statement about to run: its stores' cells, evaluated now, before it changes their indices."""
        writes = line_writes(frame.f_code).get(frame.f_lineno)
        if writes is None:  # a line not read from source: diff every table after it
            return _Pending(frame.f_lineno, [], None, True)
        stores: list[tuple[str, list[object]]] = []
        touched = set(writes.touched)
        values = frame.f_locals
        for store in writes.stores:
            try:  # plain arithmetic on names (see writes._PLAIN): nothing that could call code
                stores.append((store.name, [eval(c, frame.f_globals, values) for c in store.index]))
            except Exception:
                touched.add(store.name)
        return _Pending(writes.first, stores, touched, writes.binds, writes.assigns)

    def _settle(self, opened: _Open, frame: FrameType) -> None:
        """The statement begun has ended: the cells it stored, the tables it may have changed, the ones it bound."""
        going, opened.pending = opened.pending, None
        if going is None:
            return
        for name in going.assigns:
            where = (frame.f_code.co_name, name)
            self.assigned[where] = self.assigned.get(where, 0) + 1
        values = frame.f_locals
        at = {n: v for n, v in values.items() if isinstance(v, int) and not isinstance(v, bool)}
        everything = going.touched is None
        for name, path in going.stores:
            entry, table = opened.tables.get(name), values.get(name)
            if entry is None or table is None or id(table) != entry[0]:
                everything = everything or isinstance(table, list | dict | bytearray)  # an alias: look everywhere
                continue
            try:
                cell: Any = table
                for k in path:
                    cell = cell[k]
            except (KeyError, IndexError, TypeError):
                everything = True
                continue
            found: list[tuple[list[object], object]] = []
            if isinstance(cell, list | dict):
                old: Any = entry[1]
                try:
                    for k in path:
                        old = old[k]
                except (KeyError, IndexError, TypeError):
                    old = empty(snap(cell))
                diff(old, snap(cell), list(path), found)
            else:
                found.append((list(path), cell))  # exact: a write of the value it held is a write
            self._emit_cells(frame, opened, name, found, at)
            if isinstance(cell, list | dict):
                opened.flat.discard(name)
            if not put(entry[1], list(path), cell):
                opened.tables[name] = (entry[0], snap(table))
        names = set(opened.tables) if everything else (going.touched or set()) & set(opened.tables)
        if not everything and any(
            isinstance(values.get(n), list | dict | bytearray) for n in (going.touched or set()) - set(opened.tables)
        ):
            names |= set(opened.tables) - opened.flat  # written through an alias: into a table holding lists
        for name in names:
            entry, table = opened.tables[name], values.get(name)
            if table is None or id(table) != entry[0]:
                continue
            found = []
            diff(entry[1], table if not isinstance(table, bytearray) else bytes(table), [], found)
            self._emit_cells(frame, opened, name, found, at)
            if found:
                opened.tables[name] = (entry[0], snap(table))
        if going.binds or everything:
            self._watch_tables(opened, frame)

    def _emit_cells(
        self, frame: FrameType, opened: _Open, name: str, found: list[tuple[list[object], object]], at: dict[str, int]
    ) -> None:
        board = self._board(frame.f_locals) if found else {}
        self._hold(frame, name, found)
        for index, cell in found:
            self._emit("cell", **self._cell_fields(frame, opened, name, index, cell, dict(at)), **board)

    def _dict_memo(self, opened: _Open, frame: FrameType, value: object) -> None:
        """A dict memo: a call that stored its value is remembered; a childless call that read one is a memo (its
        key may be fewer than its arguments: `memo[i]` in a `dfs(i, m)`, whose answer then names the call, with
        its other arguments, that computed it)."""
        values = frame.f_locals
        memos = [v for v in values.values() if isinstance(v, dict)]
        if not memos:  # most calls of a search: no dict in sight
            return
        code = frame.f_code
        args = tuple(values.get(n) for n in code.co_varnames[: code.co_argcount] if n != "self")
        for memo in memos:
            for key in memo_keys(args, memo, value if opened.children == 0 else ANY):
                where, before = (id(memo), key), opened.dicts.get(id(memo))
                grew, stored = before is not None and len(memo) > before, self._stored.get(where)
                if opened.children == 0 and not grew and stored is not None and stored[0] != opened.call:
                    of, state, _ = stored
                    again = {} if state == opened.state else {"of_state": state}
                    parent, depth = self._parent_of(opened), self._depth() - 1
                    self._emit(
                        "memo", id=opened.call, parent=parent, depth=depth, func=code.co_name,
                        state=self._state(frame), value=plain(value), of=of, **again,
                    )
                    return
                if (grew or opened.children) and (stored is None or stored[2] != plain(memo[key])):
                    # the call that stored it, or stored it over another's (`memo[i]` written by dfs(i, m) for
                    # each m): the last to write the value read is the one that computed it
                    self._stored[where] = (opened.call, opened.state, plain(memo[key]))  # type: ignore[assignment]

    def _board(self, values: Mapping[str, object]) -> dict[str, object]:
        board = self.describe(values) if self.describe is not None else None
        return {"board": board} if board is not None else {}

    def _parent_of(self, opened: _Open) -> int | None:
        below = self._searching[:-1] if self._searching and self._searching[-1] is opened else self._searching
        return below[-1].call if below else None
