"""`kata trace`: watch one variant run on a small input: its code, its calls, its memo and its table.

With --file, the learner's file is traced in the judge's sandbox: the child imports the file and runs one
job that records the trace and sends its first chunk; each later job sends the next chunk (a message
from the child is at most 64 KB), until one comes back empty. The search functions of a learner's file
are the ones that call themselves, directly or through each other (`margin`, a `max_value`/`min_value`
pair, a method `dp` calling `self.dp`): their calls are the trace's `call` events. (That part lives here,
beside the command, because it joins the judge and the recorder: the judge prints the command that
replays a failing case, so the recorder's package cannot import the judge's.)"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from types import CodeType, FunctionType, ModuleType
from typing import Any, ClassVar

from shared.engine.errors import MESSAGE_ROOM, InputError
from shared.tool.catalog import find_problem
from shared.tool.cli.common import EXIT_AGREE, EXIT_DISAGREE, Heartbeat, Streams, console
from shared.tool.cli.inputs import read_json
from shared.tool.judge.jobs import Job
from shared.tool.judge.learner import entries
from shared.tool.judge.sandbox import run_jobs
from shared.tool.judge.wire import LINES
from shared.tool.registry import Args, Problem, Variant
from shared.tool.text import fitted
from shared.tool.tracing.caches import swapped_caches
from shared.tool.tracing.compare import first_cell_difference, first_difference, heading, report_difference
from shared.tool.tracing.hooks import record
from shared.tool.tracing.link import case_input, numbered_cases
from shared.tool.tracing.log import EventLog
from shared.tool.tracing.recorder import MOST_EVENTS, Recorder
from shared.tool.tracing.runs import (
    Source,
    Trace,
    TraceCapError,
    check_calls,
    check_cap,
    first_trace,
    raised,
    stopped_by,
    trace_variant,
)
from shared.tool.tracing.source import function_lines, plain
from shared.tool.tracing.stepper import keys_from, step_through
from shared.tool.tracing.tablematch import first_table_difference, table_report
from shared.tool.tracing.views import print_lines
from shared.tool.tracing.window import broken_promise, broken_report, windowed

__all__ = ["add_arguments", "run"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("problem", help="a problem key such as 486 (see kata list)")
    parser.add_argument("variant", help="the variant to trace, e.g. memoized")
    parser.add_argument(
        "input", nargs="?", help="LeetCode-shaped JSON (default: the first example whose run is within the cap)"
    )
    parser.add_argument("--case", type=int, metavar="N", help="trace case N as kata check numbers them (not INPUT)")
    parser.add_argument("--file", metavar="PATH", help="trace your file's VARIANT instead, in the judge's sandbox")
    parser.add_argument("--print", dest="whole", action="store_true", help="print the whole trace, one line an event")
    parser.add_argument("--json", action="store_true", help="one JSON object an event, each with its kind")
    parser.add_argument("--beside", metavar="VARIANT", help="step another variant on the same input beside it")
    parser.add_argument(
        "--until-differs", action="store_true", help="with --file: stop at the first call whose value differs"
    )
    parser.epilog = (
        "exit status: 0 the run answered (with --until-differs: as the reference does); 1 yours raised or"
        " did not finish (an endless recursion, the event cap, the clock, memory), or with --until-differs a"
        " value or the answer differs; 2 bad input (a file that does not import, a missing function, a run past"
        f" the trace cap of {MOST_EVENTS:,} calls, returns, memo answers, cuts and cells)"
    )


@contextmanager
def _progress(io: Streams, what: str) -> Iterator[None]:
    """A run may take seconds (the sandbox starts in one, a long trace records for several): a terminal sees a
    spinner at once; a pipe, past a second of silence, a line on stderr saying what is still running."""
    out = console(io.stdout)
    if out.is_terminal:
        with out.status(what, spinner="line"):
            yield
        return
    with Heartbeat("kata trace: ", out.width, every=0.9) as beat:
        # the first line within a second of the command's start (Python and kata's imports take half of it),
        # not of the trace's; later ones each 0.9 s
        beat.update(what, since=io.started, first_after=0.4)
        yield


def _reference(problem: Problem, v: Variant, yours: Trace) -> Variant:
    """What yours is compared with: v, or for a table (no call) the memoized search, whose calls name its cells."""
    if yours.calls or not any(e["kind"] == "cell" for e in yours.events):
        return v
    try:
        return problem.variant("memoized")
    except InputError:
        return v


def run(ns: argparse.Namespace, io: Streams) -> int:
    problem = find_problem(ns.problem)
    v = problem.variant(ns.variant)
    if ns.json and ns.whole:
        raise InputError("give --print or --json, not both")
    if ns.until_differs and ns.file is None:
        raise InputError("--until-differs compares your file with the reference: give --file PATH")
    if ns.case is not None and ns.input is not None:
        raise InputError("give INPUT or --case N, not both")
    if ns.case is not None:
        raw = case_input(problem, ns.case)
    else:
        raw = read_json(ns.input, problem) if ns.input is not None else _FIRST
    with _progress(io, f"tracing {ns.file or problem.key + ' ' + v.name}"):
        try:
            t, beside = _traces(ns, problem, v, raw)
        except TraceCapError as err:  # the cap named, and a case within it to trace instead
            raise InputError(_within_cap(problem, v, err, raw)) from None
    if t.instead is not None and ns.json:  # said where a person reads it; the other views say it on top
        print(fitted(f"kata trace: {t.instead}", console(sys.stderr).width), file=sys.stderr)
    width = console(io.stdout).width
    if ns.until_differs and beside is not None:
        found = first_difference(t, beside) if t.calls or not beside.calls else first_cell_difference(t, beside)
        same = t.error is None and t.answer in problem.answers(v.name, problem.parse(t.raw), plain(beside.answer))
        lines = report_difference(t, beside, found, width, same_answer=same)
        if found is None and not same and not t.calls and t.error is None:  # a table: set it beside bottom_up's
            lines = _beside_table(problem, t, width) or lines
        held = _held_to_promise(problem, t, width) if t.calls and t.error is None else None
        if held is not None:  # a window: values are bounds, held to alpha-beta's promise, not compared
            lines, found_one = held
        else:
            found_one = found is not None
        print("\n".join(lines), file=io.stdout)
        return EXIT_AGREE if not found_one and same else EXIT_DISAGREE
    # a run that gave no answer (it raised, or never finished) exits 1 however it is shown
    done = EXIT_AGREE if t.error is None else EXIT_DISAGREE
    if ns.json:
        for e in t.events:
            print(json.dumps(e, ensure_ascii=False), file=io.stdout)
        if t.error is not None:  # stdout stays JSON lines: the outcome goes where a person reads it
            print(f"kata trace: {_whose(t)} {t.error}"[: console(sys.stderr).width], file=sys.stderr)
        return done
    interactive = not ns.whole and io.stdin.isatty() and io.stdout.isatty()
    if not interactive and beside is None:
        print("\n".join(print_lines(t, width)), file=io.stdout)
        return done
    keys = keys_from(io.stdin) if interactive else iter(())
    step_through(t, keys, io.stdout, width, beside=beside, clear=interactive)
    return done


def _held_to_promise(problem: Problem, yours: Trace, width: int) -> tuple[list[str], bool] | None:
    """Your alpha-beta's values held to what alpha-beta promises (see `window`), against the memoized search's
    exact values; None if yours takes no window beside a state the memoized search knows."""
    try:
        exact = trace_variant(problem, problem.variant("memoized"), yours.raw)
    except InputError:
        return None
    if windowed(yours, exact) is None:
        return None
    broken = broken_promise(yours, exact)
    said = heading(yours, exact, width)
    if broken is None:
        return [*said, "every value yours returned keeps alpha-beta's promise"], False
    return [*said, *broken_report(yours, exact, broken, width)], True


def _beside_table(problem: Problem, yours: Trace, width: int) -> list[str] | None:
    """Your table lined up with the reference bottom_up's (see `tablematch`), when the memoized search's calls
    name none of its cells; None if it has no bottom_up within the cap or no table of yours lines up."""
    try:
        table = trace_variant(problem, problem.variant("bottom_up"), yours.raw)
    except InputError:
        return None
    found = first_table_difference(yours, table)
    if found is None:
        return None
    return [*heading(yours, table, width), *table_report(yours, table, found, width)]


def _within_cap(problem: Problem, v: Variant, err: TraceCapError, raw: object) -> str:
    """The refusal of a run past the cap, with the largest case (of size at most the input's) that v traces:
    what the person may run instead. Found by halving, the cases ordered by size (a run's cost grows with it):
    a few tries, each counting calls up to the cap."""
    size = problem.size(problem.parse(raw)) if raw is not _FIRST else None
    said = f"{problem.key} {v.name} {err.why}"
    smaller = [
        (number, case.input, problem.size(problem.parse(case.input)))
        for number, case in enumerate(numbered_cases(problem), 1)
        if case.input != raw
    ]
    smaller = [c for c in smaller if size is None or c[2] <= size]
    low, high, found = 0, len(smaller) - 1, None
    while low <= high:  # the largest that fits, if the cases past the cap are the large ones
        mid = (low + high) // 2
        try:
            check_calls(problem, v, problem.parse(smaller[mid][1]))
        except InputError:
            high = mid - 1
            continue
        found, low = smaller[mid], mid + 1
    if found is None:
        return f"{said}; give a smaller INPUT"
    longer = f"{said}; --case {found[0]} ({problem.size_name} = {found[2]:,}) fits"
    return longer if len(longer) <= MESSAGE_ROOM else f"{said}; --case {found[0]} fits"


_FIRST = object()  # no INPUT given: the chapter's first example (see `first_trace`)


def _traces(ns: argparse.Namespace, problem: Problem, v: Variant, raw: object) -> tuple[Trace, Trace | None]:
    """The trace asked for, and the one to step beside it (--beside, or the reference --until-differs compares
    with). With --file, the reference is traced first: an input whose run passes the cap is refused before
    the learner's file runs, as it would be for the chapter's own variant."""
    ours = first_trace(problem, v) if raw is _FIRST else trace_variant(problem, v, raw)
    if ns.file is None:
        return ours, trace_variant(problem, problem.variant(ns.beside), ours.raw) if ns.beside else None
    yours = replace(trace_learner(problem, v, ns.file, ours.raw), instead=ours.instead)
    if ns.beside:
        return yours, trace_variant(problem, problem.variant(ns.beside), ours.raw)
    if not ns.until_differs:
        return yours, None
    reference = _reference(problem, v, yours)
    return yours, ours if reference is v else trace_variant(problem, reference, ours.raw)


def _whose(t: Trace) -> str:
    return "yours" if t.variant.endswith("(yours)") else t.variant


MOST_LEARNER_EVENTS = MOST_EVENTS  # a learner's trace past this is stopped where it is (a loop, a wrong cap)
CHUNK_BYTES = 48 * 2**10  # each job's reply, under the sandbox's 64 KB message
MAX_CHUNKS = 640  # 30 MB: 100,000 events of ~150 bytes, and room
RECORD_SECONDS = 10.0
LEARNER_SECONDS = 6.0  # the recording stops itself, on the wall clock, well before the job's RECORD_SECONDS


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
    rec.log = EventLog(MOST_LEARNER_EVENTS, LEARNER_SECONDS, time.monotonic)  # before the judge's clock: see log
    answer: object = None
    error = None
    with swapped_caches(rec, [vars(module)] if module is not None else []):
        try:
            answer = record(rec, lambda: _invoke(func, args))
        except Exception as err:  # MemoryError and RecursionError included: said as runs that did not finish
            error = stopped_by(err, rec.events)
    head = {"answer": plain(answer), "error": error, "sources": _sources(codes), "left_out": rec.lines_left_out}
    return [json.dumps(head)] + [json.dumps(e) for e in rec.events]


def _sources(codes: list[CodeType]) -> list[dict[str, object]]:
    """The source of each outermost function of the file: nested ones are inside it."""
    spans: list[tuple[int, list[str], str]] = []
    for code in codes:
        if not code.co_name.startswith("<"):
            first, lines = function_lines(code)
            spans.append((first, lines, code.co_name))
    outer = [s for s in spans if not any(o is not s and o[0] <= s[0] < o[0] + len(o[1]) for o in spans)]
    return [{"name": name, "first": first, "lines": lines} for first, lines, name in outer]


@dataclass(frozen=True)
class _Record(Job):
    """In the child: trace the learner's function on args, keep the chunks, send the first."""

    args: Args
    store: list[list[str]]
    shape: ClassVar[object] = LINES

    def run(self, func: Callable[..., Any], path: Path) -> object:
        self.store.extend(_chunks(_record(str(Path(path).resolve()), self.args, func)))
        return self.store[0]


@dataclass(frozen=True)
class _Chunk(Job):
    """In the child: send chunk k of the trace _Record kept, or nothing past the last."""

    k: int
    store: list[list[str]]
    shape: ClassVar[object] = LINES

    def run(self, func: Callable[..., Any], path: Path) -> object:
        return self.store[self.k] if self.k < len(self.store) else []


def trace_learner(problem: Problem, v: Variant, file: str, raw: object) -> Trace:
    """Trace the learner's VARIANT in file on raw, in the judge's sandbox, within v's trace cap."""
    path = Path(file).expanduser()
    args = problem.parse(raw)
    check_cap(problem, v, args)
    entry = entries(problem, path, [v.name])[0]
    store: list[list[str]] = []  # filled in the child (forked), where every job sees the same list
    jobs: list[Job] = [_Record(args, store, timeout=RECORD_SECONDS)]
    jobs += [_Chunk(k, store, timeout=2.0) for k in range(1, MAX_CHUNKS)]
    lines: list[str] = []
    results = run_jobs(path, entry, jobs)
    try:
        for k, result in enumerate(results):
            if result.status == "import":
                raise InputError(f"{path.name}: {result.value}")
            if result.status != "ok":  # the run never reported back: no events, no answer, only how it ended
                return Trace(problem.key, f"{v.name} (yours)", raw, None, [], [], _why(result.status, result.value))
            if k and not result.value:
                break
            lines.extend(result.value)
    finally:
        results.close()  # type: ignore[attr-defined]
    head = json.loads(lines[0])
    sources = [Source(s["name"], s["first"], tuple(s["lines"])) for s in head["sources"]]
    events = [json.loads(line) for line in lines[1:]]
    return Trace(
        problem.key,
        f"{v.name} (yours)",
        raw,
        head["answer"],
        events,
        sources,
        head["error"],
        lines_left_out=head["left_out"],
    )


def _why(status: str, value: object) -> str:
    """How a traced run that sent no trace ended, in words that follow "yours " (as `stopped_by`'s)."""
    if status == "timeout":  # value: the job's own limit (a later chunk's is shorter than the run's)
        seconds = value if isinstance(value, int | float) else RECORD_SECONDS
        return f"did not finish: stopped after {seconds:g} s"
    if status == "error":
        kind, line = value if isinstance(value, list | tuple) and len(value) == 2 else ("Exception", value)
        if kind in ("RecursionError", "MemoryError"):
            return f"did not finish: {kind}"
        return raised(str(kind), str(line))
    return f"did not finish: the process {value}"
