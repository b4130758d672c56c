"""A learner's file traced in the judge's sandbox: the same recorder, run in the child on the learner's function.

The child imports the file and runs one job that records the trace and
sends its first chunk; each later job sends the next chunk (a message from
the child is at most 64 KB), until one comes back empty. The search
functions of a learner's file are the ones that call themselves, directly
or through each other (`margin`, a `max_value`/`min_value` pair, a method
`dp` calling `self.dp`): their calls are the trace's `call` events.
"""

from __future__ import annotations

import inspect
import json
import sys
from collections.abc import Callable
from pathlib import Path
from types import CodeType, FunctionType, ModuleType
from typing import Any

from shared.engine.errors import InputError
from shared.tool.registry import Args, Problem, Variant
from shared.tool.tracing.caches import swapped_caches
from shared.tool.tracing.recorder import Recorder, TraceTooLongError, record
from shared.tool.tracing.runs import Source, Trace, check_cap
from shared.tool.tracing.source import function_lines, plain

__all__ = ["MOST_LEARNER_EVENTS", "search_code", "trace_learner"]

MOST_LEARNER_EVENTS = 50_000  # a learner's trace past this is stopped where it is (a loop, a wrong cap)
CHUNK_BYTES = 48 * 2**10  # each job's reply, under the sandbox's 64 KB message
MAX_CHUNKS = 64
RECORD_SECONDS = 10.0


def _file_module(path: str) -> ModuleType | None:
    for module in list(sys.modules.values()):
        if getattr(module, "__file__", None) and Path(str(module.__file__)).resolve() == Path(path).resolve():
            return module
    return None


def _codes(module: ModuleType) -> list[CodeType]:
    found: list[CodeType] = []
    for value in vars(module).values():
        members = list(vars(value).values()) if isinstance(value, type) else [value]
        for member in members:
            member = getattr(member, "__func__", member)
            member = getattr(member, "__wrapped__", member)
            if isinstance(member, FunctionType) and member.__code__.co_filename == module.__file__:
                stack = [member.__code__]
                while stack:
                    code = stack.pop()
                    found.append(code)
                    stack.extend(c for c in code.co_consts if isinstance(c, CodeType))
    return list(dict.fromkeys(found))


def search_code(codes: list[CodeType]) -> frozenset[CodeType]:
    """The functions among codes that call themselves, directly or through another of them (by name)."""
    named = {c.co_name: c for c in codes if not c.co_name.startswith("<")}
    edges = {c: {named[n] for n in (*c.co_names, *c.co_freevars, *c.co_varnames) if n in named} for c in named.values()}
    found = set()
    for start in edges:
        seen, todo = set(), list(edges[start])
        while todo:
            code = todo.pop()
            if code is start:
                found.add(start)
                break
            if code not in seen:
                seen.add(code)
                todo.extend(edges.get(code, ()))
    return frozenset(found)


def _invoke(func: Callable[..., Any], args: Args) -> Any:
    try:
        inspect.signature(func).bind(**args)
    except TypeError:
        return func(*args.values())
    except ValueError:
        pass
    return func(**args)


def _chunks(lines: list[str]) -> list[list[str]]:
    chunks: list[list[str]] = [[]]
    size = 0
    for line in lines:
        if size + len(line.encode()) > CHUNK_BYTES and chunks[-1]:
            chunks.append([])
            size = 0
        chunks[-1].append(line)
        size += len(line.encode()) + 8
    return chunks


def _record(path: str, args: Args, func: Callable[..., Any]) -> list[str]:
    """In the child: trace func on args; the header line and one line per event."""
    module = _file_module(path)
    codes = _codes(module) if module is not None else []
    rec = Recorder(search_code(codes), frozenset(codes), MOST_LEARNER_EVENTS)
    answer: object = None
    error = None
    with swapped_caches(rec, [vars(module)] if module is not None else []):
        try:
            answer = record(rec, lambda: _invoke(func, args))
        except TraceTooLongError as err:
            error = str(err)
        except Exception as err:
            error = f"{type(err).__name__}: {' '.join(str(err).split())[:100]}"
    return [json.dumps({"answer": plain(answer), "error": error, "sources": _sources(codes)})] + [
        json.dumps(e) for e in rec.events
    ]


def _sources(codes: list[CodeType]) -> list[dict[str, object]]:
    """The source of each outermost function of the file: nested ones are inside it."""
    spans: list[tuple[int, list[str], str]] = []
    for code in codes:
        if not code.co_name.startswith("<"):
            first, lines = function_lines(code)
            spans.append((first, lines, code.co_name))
    outer = [s for s in spans if not any(o is not s and o[0] <= s[0] < o[0] + len(o[1]) for o in spans)]
    return [{"name": name, "first": first, "lines": lines} for first, lines, name in outer]


def trace_learner(problem: Problem, v: Variant, file: str, raw: object) -> Trace:
    """Trace the learner's VARIANT in file on raw, in the judge's sandbox, within v's trace cap."""
    # imported here: the judge takes ~0.4 s to load, and only a trace of a file (--file) runs in it
    from shared.tool.judge.learner import entries
    from shared.tool.judge.sandbox import LINES, run_jobs, shaped  # (as above)

    path = Path(file).expanduser()
    args = problem.parse(raw)
    check_cap(problem, v, args)
    entry = entries(problem, path, [v.name])[0]
    store: list[list[str]] = []

    def first(func: Callable[..., Any]) -> list[str]:
        store.extend(_chunks(_record(str(path.resolve()), args, func)))
        return store[0]

    def later(k: int) -> Callable[[Callable[..., Any]], list[str]]:
        return lambda func: store[k] if k < len(store) else []

    jobs = [(shaped(first, LINES), RECORD_SECONDS)] + [(shaped(later(k), LINES), 2.0) for k in range(1, MAX_CHUNKS)]
    lines: list[str] = []
    results = run_jobs(path, entry, jobs)
    try:
        for k, result in enumerate(results):
            if result.status != "ok":
                raise InputError(f"{path.name}: {_why(result.status, result.value)}")
            if k and not result.value:
                break
            lines.extend(result.value)
    finally:
        results.close()  # type: ignore[attr-defined]
    head = json.loads(lines[0])
    sources = [Source(s["name"], s["first"], tuple(s["lines"])) for s in head["sources"]]
    events = [json.loads(line) for line in lines[1:]]
    return Trace(problem.key, f"{v.name} (yours)", raw, head["answer"], events, sources, head["error"])


def _why(status: str, value: object) -> str:
    if status == "import":
        return str(value)
    if status == "timeout":
        return f"the traced run took over {RECORD_SECONDS:g} s"
    if status == "error":
        kind, line = value if isinstance(value, list | tuple) and len(value) == 2 else ("error", value)
        return f"{kind}: {line}"
    return f"the run {value}"
