"""The judge's verdicts on one learner variant, in the order a learner needs them, smallest inputs first.

1. correct: every case of tests/cases/<problem>.json up to the size the
   variant must reach, each shown as it finishes, then seeded random inputs
   compared with the reference;
2. honest to its name, measured on the learner's own code: an alpha_beta
   enters clearly fewer nodes than plain minimax, a memoized about one per
   distinct state, a bottom_up does not recurse;
3. fast: it answers at the size it must reach within the problem's budget:
   the variant's `Problem.must_reach`, or LeetCode's largest input for a
   lone `class Solution`;
4. the larger cases: every case above that size, in what is left of 15 s
   (at least a second each). A wrong answer fails; running out of time is
   reported, never failed;
5. stretch: how far up the size ladder it gets, towards the reference's own
   limit, in what is left. Reported, never failed.

Each verdict is yielded as soon as it is known. The learner's code runs only
in the sandbox (`shared.tool.judge.sandbox`).
"""

from __future__ import annotations

import copy
import hashlib
import inspect
import json
import random
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from shared.engine.errors import InputError
from shared.engine.recursion import run_deep
from shared.tool.cases import Case, load_cases
from shared.tool.judge.learner import SOLUTION, bounded_cache
from shared.tool.judge.sandbox import ANSWER, COUNTS, LINES, CallCounter, Callee, Job, JobResult, run_jobs, shaped
from shared.tool.measure.complexity import describe_fit, parse_growth
from shared.tool.measure.timing import counting
from shared.tool.registry import Args, Problem, Variant
from shared.tool.text import clip, clip_printed
from shared.tool.text import seconds as say_seconds  # `seconds` names measured times here

__all__ = ["Judgement", "Verdict"]

WHOLE_CHECK = 15.0  # seconds for one variant's whole check, stretch included
RANDOM_INPUTS = 40
SMALL_TIMEOUT = 2.0  # seconds for one small input: an endless loop is reported this soon
HONEST_NODES = 8_000  # plain minimax's nodes on the inputs the honesty checks measure, at least...
HONEST_MOST = 100_000  # ...and at most, so a dishonest variant is measured in about a second
MEMO_CALLS = 100_000  # a memoized's calls counted on one input, at most: plenty to see a cache that never hits
SMALLEST_TREE = 1_000  # below this many plain minimax nodes, pruning is too small to judge
SHOWN = 3  # failures shown, each with how many more fail the same way
# Above the required size these are reported like running out of time: a table of 2^31 cells, a stack
# too deep, a list length past what an index holds (OverflowError) are the machine's limits, not wrong answers.
OUT_OF_ROOM = ("MemoryError", "RecursionError", "OverflowError")
BOUNDED = "your lru_cache has a maxsize and forgets: use @cache or @lru_cache(None)"
LARGER_FLOOR = 1.0  # seconds a case above the required size gets, however little of the check is left
# ... and at most this: a larger case is a bonus check for a wrong answer, and the pitfalls it pins
# answer in milliseconds; a plain search that cannot finish n = 30 should not hold the learner for 10 s.
LARGER_CAP = 3.0
WIDTH = 80


class ImportFailedError(Exception):
    """The learner's file did not import: it raised, exited, or never finished."""


@dataclass(frozen=True)
class Verdict:
    """One level's verdict: ok True (passed), False (failed) or None (reported, not judged)."""

    level: str  # "file", "cases", "random", "honest", "fast", "stretch"
    ok: bool | None
    line: str
    details: tuple[str, ...] = ()


def answer(value: object) -> tuple[str, str]:
    """A value as LeetCode's JSON prints it, cut to a line, with a digest of all of it: 1 is not true."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        what = "an int too long to print" if isinstance(value, int) else f"a {type(value).__name__}"
        return f"{what}, not JSON", "not JSON"
    return clip(text, 24), hashlib.sha1(text.encode()).hexdigest()


@cache
def smallest_size(problem: Problem) -> int:
    """The smallest size the problem's generator makes a valid input of (913 needs 3 nodes)."""
    rng = random.Random(0)
    for size in range(1, 30):
        try:
            problem.parse(problem.generate(size, rng))
        except (InputError, ValueError, IndexError):
            continue
        return size
    return 1


def trusted(problem: Problem, args: Args) -> Variant:
    """The variant whose answer is the truth for args: the reference if it takes them, else the last that does."""
    admitted = [w for w in problem.variants if problem.skip_reason(w, args) is None]
    for w in admitted:
        if w.name == problem.reference:
            return w
    return admitted[-1]


def _solve(problem: Problem, args: Args) -> tuple[str, str]:
    return answer(run_deep(trusted(problem, args).func, **copy.deepcopy(args)))


@dataclass(frozen=True)
class Probe:
    """Inputs to measure honesty on, with what plain minimax and the references enter on them."""

    size: int
    inputs: tuple[Args, ...]
    plain: int  # nodes plain minimax (the reference naive) enters on all of them
    reference: dict[str, int] = field(default_factory=dict)  # the same for each reference variant


@cache
def probe(problem: Problem) -> Probe:
    """The largest size (up to naive's limit) where plain minimax enters at most HONEST_MOST nodes on 3 inputs."""
    naive = problem.variant("naive")
    best: Probe | None = None
    # An exponential naive grows its count many-fold per step, so sizes go up by one; a polynomial one (the
    # tree's O(n)) would take thousands of steps, a minute and more, so its sizes double instead.
    stepwise = parse_growth(naive.time).stepwise
    size = smallest_size(problem)
    while size <= naive.limit:
        inputs = tuple(problem.parse(problem.input_for(naive, size, random.Random(size * 31 + i))) for i in range(3))
        plain = 0
        for args in inputs:
            with counting(naive, args) as counter:
                run_deep(naive.func, **copy.deepcopy(args))
            plain += counter.nodes or 0
        if best is not None and plain > HONEST_MOST:
            break
        best = Probe(size, inputs, plain)
        if plain >= HONEST_NODES:
            break
        size = size + 1 if stepwise else 2 * size
    assert best is not None
    counts = {}
    for v in problem.variants:
        if v.name in ("alpha_beta", "memoized"):
            total = 0
            for args in best.inputs:
                with counting(v, args) as counter:
                    run_deep(v.func, **copy.deepcopy(args))
                total += counter.nodes or 0
            counts[v.name] = total
    return Probe(best.size, best.inputs, best.plain, counts)


@cache
def memo_probe(problem: Problem) -> Probe:
    """The problem's own inputs for judging a memo (`Problem.memo_probe`), where its generator's repeat no state.

    Trees read from JSON share no subtree, so a memo that is written and never read does no more work on
    them than one that is read; on a tree whose subtrees are shared objects it does exponentially more.
    """
    inputs = problem.memo_probe()
    naive = problem.variant("naive")
    plain = 0
    for args in inputs:
        with counting(naive, args) as counter:
            run_deep(naive.func, **copy.deepcopy(args))
        plain += counter.nodes or 0
    return Probe(max(int(problem.size(args)) for args in inputs), inputs, plain)


def invoke(func: Callable[..., Any], args: Args) -> Any:
    """Call func on a copy of args: by LeetCode's names if it takes them, else in order, as LeetCode does."""
    mine = copy.deepcopy(args)
    try:
        inspect.signature(func).bind(**mine)
    except TypeError:
        return func(*mine.values())
    except ValueError:  # no signature to read (a builtin): try the names
        pass
    return func(**mine)


def _call(args: Args) -> Job:
    def job(func: Callable[..., Any]) -> tuple[str, str]:
        return answer(invoke(func, args))

    return shaped(job, ANSWER)


def _count(path: Path, args: Args, distinct: bool, most: int = MEMO_CALLS) -> Job:
    def job(func: Callable[..., Any]) -> tuple[int, int, str | None, int, int]:
        # A memo is judged by the calls it repeats, which show long before a search that caches nothing ends.
        counter = CallCounter(str(path), distinct=distinct, most=most if distinct else None)
        counter.run(lambda: invoke(func, args))
        calls = min(counter.calls, most) if distinct else counter.calls
        return calls, len(counter.states), counter.recursed, counter.researched, counter.recursive_calls

    return shaped(job, COUNTS)


def _extra(problem: Problem, name: str, path: Path) -> Job:
    def job(func: Callable[..., Any]) -> list[str]:
        def count_calls(thunk: Callable[[], object], *, searched: bool = False) -> int:
            counter = CallCounter(str(path))
            counter.run(thunk)
            return counter.searched if searched else counter.calls

        return [str(line) for line in problem.extra_checks(name, func, count_calls)]

    return shaped(job, LINES)


def _wrap_words(text: str, width: int) -> list[str]:
    """Prose cut into lines of at most width, between words."""
    return textwrap.wrap(text, width) or [""]


def _wrap(text: str, width: int) -> list[str]:
    """text cut into lines of at most width, after a comma where it can be, the rest indented by 2."""
    lines = []
    while len(text) > width:
        cut = text.rfind(", ", 0, width - 1) + 1 or text.rfind(",", 0, width) + 1 or width
        lines.append(text[:cut].rstrip())
        text = "  " + text[cut:].lstrip()
    return [*lines, text]


def show_input(raw: object, width: int = WIDTH - 11) -> list[str]:
    """An input as LeetCode shows it, each parameter by name (`nums = [1, 5, 2]`), in lines of at most width.

    A short parameter is never cut; one longer than 6 lines keeps its first 4 and says how big it is.
    """
    named = raw if isinstance(raw, dict) else {"": raw}
    items = []
    for name, value in named.items():
        text = clip(json.dumps(value) if isinstance(value, str) else value, 10**9)
        part = _wrap(f"{name} = {text}" if name else text, width)
        if len(part) > 6:
            size = f"{len(value):,} items" if isinstance(value, list | str) else f"{len(text):,} characters"
            part = [*part[:4], f"  ... ({size} in all)"]
        items.append(part)
    lines: list[str] = []
    for part in items:  # short parameters share a line: `maxChoosableInteger = 5, desiredTotal = 12`
        if lines and len(part) == 1 and len(lines[-1]) + 2 + len(part[0]) <= width and not lines[-1][0].isspace():
            lines[-1] += ", " + part[0]
        else:
            if lines:
                lines[-1] += ","
            lines += part
    return lines


PrintedLines = tuple[tuple[str, ...], int]  # the first lines the learner's code printed, and how many in all
Failure = tuple[object, str, PrintedLines]  # the input, what went wrong, what the code printed on it


def show_printed(printed: PrintedLines, width: int = WIDTH - 8) -> list[str]:
    """What the learner's code printed on one input, a few lines of it, for print-debugging."""
    lines, count = printed
    if not count:
        return []
    head = f"your code printed {count:,} line{'s' * (count != 1)}" + (
        f", the first {len(lines)}:" if count > len(lines) else ":"
    )
    return [head, *(f"  | {clip_printed(line, width - 4)}" for line in lines)]


def _fold(failures: list[Failure]) -> tuple[str, ...]:
    """Each kind of failure, on the first input it happened to, then how many more fail the same way."""
    groups: dict[str, list[tuple[object, PrintedLines]]] = {}
    for where, what, printed in failures:
        groups.setdefault(what, []).append((where, printed))
    lines = []
    for what, wheres in list(groups.items())[:SHOWN]:
        lines.append(f"{what}, on")  # whole: kata check wraps it under its indentation, a case's words all there
        lines += [f"  {line}" for line in show_input(wheres[0][0])]
        lines += show_printed(wheres[0][1])
        if len(wheres) > 1:
            lines.append(f"and {len(wheres) - 1} more like it")
    hidden = sum(len(w) for w in list(groups.values())[SHOWN:])
    if hidden:
        lines.append(f"and {hidden} more failing in other ways")
    return tuple(lines)


def _recursion_note() -> str:
    """One line on why a recursion failed, and what to do."""
    if sys.version_info >= (3, 12):
        version = f"{sys.version_info[0]}.{sys.version_info[1]}"
        return f"Python {version} caps recursion through C code like any(): use a for loop"
    return "too deep even for a 512 MB stack: use an explicit stack or bottom_up"


def _problem_text(outcome: JobResult, timeout: float) -> str:
    """What went wrong in one job, in a few words."""
    if outcome.status == "timeout":
        return f"still running after {timeout:g} s"
    if outcome.status == "died":
        return f"your code {outcome.value}"
    kind, text = outcome.value
    if kind == "NotImplementedError":
        return "not written yet (raises NotImplementedError)"
    if kind == "RecursionError":
        return "RecursionError: too deep"
    if kind == "TamperedError":  # the judge's counting or functions changed under it: say so, not the class
        return clip(str(text).partition(": ")[2], 70)
    return clip(str(text), 50)


@dataclass(frozen=True)
class _Case:
    """One case of the case file, as the judge runs it: its place in the run (smallest first) and its size."""

    number: int
    size: int
    case: Case
    args: Args
    outside: str | None  # why the reference variant declines it (a formula's rules), or None


def leetcode_variant(problem: Problem) -> Variant:
    """The variant that must reach the largest size: LeetCode's largest input, which a lone Solution must answer."""

    def need(v: Variant) -> int:
        return min(problem.must_reach.get(v.name, v.limit), v.limit)

    top = max(need(v) for v in problem.variants)
    ref = problem.variant(problem.reference)
    return ref if need(ref) == top else next(v for v in problem.variants if need(v) == top)


def _plural(count: int, word: str) -> str:
    return f"{count:,} {word}{'s' * (count != 1)}"


@dataclass(frozen=True)
class Counted:
    """What the honesty checks counted in the learner's variant, summed over the probe's inputs."""

    calls: int
    searched: int  # calls of the functions that recursed: the search's nodes, not its helpers'
    states: int  # distinct states the calls were made on
    recursed: str | None  # the name of a function that called itself, if one did
    again: int  # calls made from inside a call whose state was seen before
    inputs: int
    plain: int  # plain minimax's nodes on the same inputs
    reference: int  # the reference alpha_beta's nodes on them
    at: str  # where they were counted: "n = 20"
    stopped: bool  # a count reached its cap

    @property
    def each(self) -> int:
        """Calls per input: the figures shown are the mean of the inputs measured."""
        return self.calls // self.inputs


# What one technique's honesty rule says: the figures shown on a pass, lines shown beside them, and why it fails.
Honesty = tuple[str, tuple[str, ...], list[str]]


def _honest_alpha_beta(c: Counted, path: Path) -> Honesty:
    """An alpha_beta must prune: at most half plain minimax's nodes, once the tree is big enough to judge.

    Its nodes are the calls of the functions that recursed: a port that calls can_play, play and undo
    at each node is the same search as one that inlines them (with no recursion, every call counts).
    """
    plain = c.plain // c.inputs
    nodes, unit = (c.searched, "node") if c.recursed else (c.calls, "call")
    figures = f"{_plural(nodes // c.inputs, unit)} per input at {c.at}"
    shown: tuple[str, ...] = (
        f"plain minimax enters {plain:,}, the reference's alpha_beta {c.reference // c.inputs:,}",
    )
    if c.recursed is None:  # an explicit stack: the calls say nothing of what it prunes, so say so
        shown += ("no call recursed: kata cannot count an explicit stack's cuts",)
    if 2 * nodes > c.plain and c.plain >= SMALLEST_TREE:
        what = "nothing is pruned" if nodes >= c.plain else "too little is pruned"
        return figures, shown, [f"yours: {figures}; plain minimax {plain:,}", what]
    return figures, shown, []


def _honest_memoized(c: Counted, path: Path) -> Honesty:
    """A memoized must answer a repeated state at once: no call ever made from inside one, few calls per state."""
    figures = f"{'over ' if c.stopped else ''}{_plural(c.each, 'call')}"
    figures += f" for {_plural(c.states // c.inputs, 'state')} per input at {c.at}"
    shown: tuple[str, ...] = (f"plain minimax enters {c.plain // c.inputs:,}",)
    if c.recursed is None:  # a formula or a table passes the counts; say what it is not, without failing
        shown += ("no call recursed: a memoized usually caches a recursion's answers",)
    # A cache that works answers a repeated state at once: no call is ever made from inside one.
    # Counting those catches a search that stops at the first winning move, which revisits each
    # state only a few times at this size, as surely as one that scores every move.
    if (c.again >= 20 and 10 * c.again > c.calls) or c.calls > 20 * c.states:
        lines = [
            f"yours: {figures}",
            f"{c.again // c.inputs:,} of them came from states searched before: nothing is cached",
        ]
        return figures, shown, [*lines, BOUNDED] if bounded_cache(path) else lines
    return figures, shown, []


def _honest_bottom_up(c: Counted, path: Path) -> Honesty:
    """A bottom_up fills a table: no function of it calls itself."""
    if c.recursed:
        return (
            "",
            (),
            [f"your bottom_up recursed: {c.recursed}() calls itself", "a table filled bottom-up needs no recursion"],
        )
    return f"no recursion, {_plural(c.each, 'call')} per input at {c.at}", (), []


# Each variant whose name promises a technique, and the rule that holds it to its name.
HONESTY: dict[str, Callable[[Counted, Path], Honesty]] = {
    "alpha_beta": _honest_alpha_beta,
    "memoized": _honest_memoized,
    "bottom_up": _honest_bottom_up,
}
HONEST_NAMES = tuple(HONESTY)


class Judgement:
    """One learner variant under judgement. Iterate `verdicts()`; then `passed` and `stretch` are known."""

    def __init__(self, problem: Problem, path: Path, entry: Callee, *, stretch: bool = True) -> None:
        self.problem = problem
        self.path = path.resolve()  # the name the interpreter gives the file's code, which the counter matches
        self.entry = entry
        self.name = entry.name
        # A lone class Solution is judged as LeetCode judges it: at LeetCode's largest input.
        self.leetcode = entry.name == SOLUTION
        self.ref = leetcode_variant(problem) if self.leetcode else problem.variant(entry.name)
        self.must = min(problem.must_reach.get(self.ref.name, self.ref.limit), self.ref.limit)
        self.passed = False
        self.stretch: int | None = None
        self._start = 0.0
        self._climb = stretch
        self._larger: list[_Case] = []  # the cases above the required size, run after the fast level
        self._total = 0  # cases in the file
        self.fast_seconds = 0.0
        self.progress: Callable[[str], None] = lambda text: None  # told what is running, for a status line

    def _stream(self, jobs: list[tuple[Job, float]], what: str = "") -> Iterator[JobResult]:
        """The outcomes of jobs run on the learner's code, as they come; ImportFailedError if the file fails."""
        for done, outcome in enumerate(run_jobs(self.path, self.entry, jobs), 1):
            if outcome.status == "import":
                raise ImportFailedError(str(outcome.value))
            if what:
                self.progress(f"{what}: {done} of {len(jobs)} done")
            yield outcome

    def _run(self, jobs: list[tuple[Job, float]]) -> list[JobResult]:
        return list(self._stream(jobs))

    def verdicts(self) -> Iterator[Verdict]:
        """Each verdict as soon as it is known, smallest inputs first; stops after the first level that fails."""
        self._start = time.perf_counter()
        try:
            for level in (self._cases, self._random, self._honest_level, self._fast, self._larger_cases):
                failed = False
                for verdict in level():
                    yield verdict
                    failed = failed or verdict.ok is False
                if failed:
                    return
        except ImportFailedError as failed:
            yield Verdict("file", False, f"your file {failed}")
            return
        if self._climb:
            yield self._stretch()
        self.passed = True

    def _named(self, raw: object) -> object:
        """An input with its parameter named, as LeetCode shows it: `nums = [1, 5, 2]`, not `[1, 5, 2]`."""
        if isinstance(raw, dict):
            return raw
        params = list(inspect.signature(self.ref.func).parameters)
        return {params[0]: raw} if len(params) == 1 else raw

    def _size(self, args: Args) -> int:
        return int(self.problem.size(args))

    def _all_cases(self) -> list[_Case]:
        """Every case of the file, smallest first (ties in the file's order)."""
        p = self.problem
        found: list[tuple[int, int, Case, Args, str | None]] = []
        for case in load_cases(p):
            args = p.parse(case.input)
            outside = self.ref.declines(args) if self.ref.declines is not None else None
            found.append((self._size(args), len(found), case, args, outside))
        found.sort(key=lambda c: (c[0], c[1]))
        return [_Case(k, size, case, args, outside) for k, (size, _, case, args, outside) in enumerate(found, 1)]

    def _case_line(self, c: _Case, total: int, after: str = "") -> str:
        """`case 3 of 17, n = 4: LeetCode example 3, ...`, the description whole (kata check wraps it)."""
        head = f"case {c.number} of {total}, {self.problem.size_name} = {c.size:,}: "
        tail = f" ({after})" if after else ""
        return head + c.case.description + tail

    def _case_head(self, c: _Case, total: int, what: str) -> str:
        """`case 3 of 17, n = 4: expected true, got false`, cut to 72 columns."""
        head = f"case {c.number} of {total}, {self.problem.size_name} = {c.size:,}: "
        return head + clip(what, WIDTH - 8 - len(head))

    def _failure(self, c: _Case, what: str, printed: PrintedLines) -> tuple[str, ...]:
        """The case's description whole (it names the pitfall), what went wrong, the input, what the code printed."""
        shown = show_input(self._named(c.case.input))
        lines = [*_wrap_words(c.case.description, WIDTH - 8)]
        if len(what) > WIDTH - 8 - len(self._case_head(c, self._total, "")):  # cut in the head: say it whole here
            lines.append(clip(what, WIDTH - 8))
        lines += ["on", *(f"  {x}" for x in shown)]
        return (*lines, *show_printed(printed))

    def _right(self, c: _Case) -> set[str]:
        """The digests of every answer the case accepts from this variant (a player's case accepts several moves)."""
        return {answer(a)[1] for a in self.problem.answers(self.name, c.args, c.case.expected)}

    def _cases(self) -> Iterator[Verdict]:
        p = self.problem
        every = self._all_cases()
        self._total = len(every)
        judged = [c for c in every if c.size <= self.must and c.outside is None]
        self._larger = [c for c in every if c.size > self.must or c.outside is not None]
        jobs: list[tuple[Job, float]] = []
        for c in judged:
            timeout = p.budget if 2 * c.size >= self.must else min(p.budget, SMALL_TIMEOUT)
            jobs.append((_call(c.args), timeout))
        failures: list[Failure] = []
        right = 0
        unwritten = misfits = 0  # stubs not yet written; calls with arguments the function does not take
        deep = slow = False
        held: list[Verdict] = []  # failing lines held back until the first right answer: a stub fails them all
        ran = 0
        for c, (_, timeout), outcome in zip(judged, jobs, self._stream(jobs, "cases"), strict=False):
            ran += 1
            if outcome.status == "ok":
                got, digest = outcome.value
                expected, want = answer(c.case.expected)
                if digest == want or digest in self._right(c):
                    right += 1
                    yield from held
                    held = []
                    yield Verdict("cases", True, self._case_line(c, len(every)))
                    continue
                what = f"expected {expected}, got {got}"
            else:
                if outcome.status == "error" and outcome.value[0] == "NotImplementedError":
                    unwritten += 1
                if outcome.status == "error" and outcome.value[0] == "TypeError" and "argument" in outcome.value[1]:
                    misfits += 1
                what = _problem_text(outcome, timeout)
                deep = deep or (outcome.status == "error" and outcome.value[0] == "RecursionError")
                slow = slow or outcome.status == "timeout"
            failures.append((self._named(c.case.input), what, outcome.printed))
            if len(failures) > SHOWN:  # counted in the summary: a line each would bury the first ones
                continue
            details = self._failure(c, what, outcome.printed)
            verdict = Verdict("cases", False, self._case_head(c, len(every), what), details)
            if right:
                yield verdict
            else:
                held.append(verdict)
        if judged and misfits == len(judged):
            wanted = f"def {self.ref.func.__name__}{inspect.signature(self.ref.func)}".replace("'", "")
            wanted = clip(f"LeetCode calls it as {wanted}", WIDTH - 8)
            yield Verdict("cases", False, f"{self.entry} does not take LeetCode's arguments", (wanted,))
            return
        if unwritten == len(judged) and judged:
            yield Verdict("cases", False, f"nothing written yet: {self.entry} raises NotImplementedError")
            return
        yield from held
        not_run = len(judged) - ran
        upto = f"{p.size_name} = {self.must:,}"
        if failures or not_run:
            tail: tuple[str, ...] = (f"and {len(failures) - SHOWN} more failing",) if len(failures) > SHOWN else ()
            tail += (f"{not_run} more not run after that",) if not_run else ()
            tail += (_recursion_note(),) if deep else ()
            if slow and self.name in HONEST_NAMES:
                # Too slow for the cases: an alpha_beta that prunes nothing or a memo that caches nothing
                # would be, and saying so helps more than the time alone.
                left = max(1.0, WHOLE_CHECK - 1.0 - (time.perf_counter() - self._start))
                why = self._honest(left)
                tail += why.details if why is not None and why.ok is False else ()
            if slow and self.leetcode:  # LeetCode's tests may stop short of this; its constraints do not
                allows = "LeetCode allows" if p.on_leetcode else "the kata asks for"
                tail += (clip(f"{allows} {upto}; {self.ref.name} is {self.ref.time}", WIDTH - 8),)
            if slow and bounded_cache(self.path) and BOUNDED not in tail:
                tail += (BOUNDED,)
            yield Verdict("cases", False, f"cases: {right} of {len(judged)} right up to {upto}", tail)
            return
        later = f", {len(self._larger)} larger later" if self._larger else ""
        yield Verdict("cases", True, f"cases: {right} of {len(judged)} right up to {upto}{later}")

    def _larger_cases(self) -> Iterator[Verdict]:
        """The cases above the required size, each in what is left of the check (LARGER_FLOOR at least)."""
        p = self.problem
        if not self._larger:
            return
        total = self._total
        right = wrong = late = 0
        stalled: _Case | None = None  # the first larger case that ran out of time
        for c in self._larger:
            if wrong:  # the check has failed: the larger cases would only make the learner wait
                break
            left = WHOLE_CHECK - (time.perf_counter() - self._start)
            # Once a case ran out of time, the rest (no smaller) still run, for a quick wrong answer, in the floor.
            timeout = LARGER_FLOOR if stalled else max(LARGER_FLOOR, min(p.budget, LARGER_CAP, left))
            self.progress(f"case {c.number} of {total}: up to {timeout:.0f} s")
            (outcome,) = self._run([(_call(c.args), timeout)])
            if outcome.status == "ok" and outcome.value[1] in {answer(c.case.expected)[1], *self._right(c)}:
                right += 1
                yield Verdict("cases", True, self._case_line(c, total, _secs(outcome.seconds)))
                continue
            if outcome.status in ("timeout", "died") or (outcome.status == "error" and outcome.value[0] in OUT_OF_ROOM):
                late += 1
                if outcome.status == "timeout":
                    stalled = c
                why = _problem_text(outcome, round(timeout, 1))
                line = self._case_line(c, total, "not in time" if outcome.status == "timeout" else "reported")
                deep = outcome.status == "error" and outcome.value[0] == "RecursionError"
                note = (_recursion_note(),) if deep else ()
                yield Verdict("cases", None, line, (clip(f"{why}: reported, not failed", WIDTH - 8), *note))
                continue
            what = (
                f"expected {answer(c.case.expected)[0]}, got {outcome.value[0]}"
                if outcome.status == "ok"
                else _problem_text(outcome, timeout)
            )
            if c.outside is not None:  # a formula asked about rules it does not cover: its answer is not judged
                line = self._case_line(c, total, "outside its rules")
                yield Verdict("cases", None, line, (clip(c.outside, WIDTH - 8),))
                late += 1
                continue
            wrong += 1
            yield Verdict("cases", False, self._case_head(c, total, what), self._failure(c, what, outcome.printed))
        counts = f"larger cases: {right} of {len(self._larger)} right"
        if late:
            counts += f", {late} reported"
        after = len(self._larger) - right - late - wrong
        yield Verdict("cases", not wrong, counts, (f"{after} more not run after that",) if after else ())

    def _random(self) -> Iterator[Verdict]:
        p = self.problem
        low = smallest_size(p)
        stepwise = parse_growth(self.ref.time).stepwise
        # Exponential variants stay a few steps below what they must reach; the rest go to half of it.
        top = max(low, min(self.must, 200, self.must - max(1, self.must // 4) if stepwise else self.must // 2))
        rng = random.Random(486_913)
        inputs = []
        for _ in range(RANDOM_INPUTS):
            size = rng.randint(low, rng.randint(low, top))  # mostly small: quick, and small failures read best
            raw = p.input_for(self.ref, size, rng)
            args = p.parse(raw)
            if self.ref.declines is not None and self.ref.declines(args):
                continue
            inputs.append((raw, args, _solve(p, args)))
        jobs = [(_call(args), SMALL_TIMEOUT) for _, args, _ in inputs]
        failures: list[Failure] = []
        outcomes = list(self._stream(jobs, "random inputs"))
        for (raw, _, (expected, want)), outcome in zip(inputs, outcomes, strict=False):
            if outcome.status != "ok":
                failures.append((self._named(raw), _problem_text(outcome, SMALL_TIMEOUT), outcome.printed))
            elif outcome.value[1] != want:
                failures.append((self._named(raw), f"expected {expected}, got {outcome.value[0]}", outcome.printed))
        trusted_name = trusted(p, inputs[0][1]).name if inputs else p.reference
        made = sorted(self._size(args) for _, args, _ in inputs) or [low]  # the sizes made, which the rules shape
        sizes = f"{p.size_name} = {made[0]:,}" + (f" to {made[-1]:,}" if made[-1] > made[0] else "")
        if failures or len(outcomes) < len(inputs):
            right = len(inputs) - len(failures) - (len(inputs) - len(outcomes))
            yield Verdict(
                "random", False, f"random: {right} of {len(inputs)} agree with {trusted_name}", _fold(failures)
            )
            return
        yield Verdict("random", True, f"random: {len(inputs)} inputs, {sizes}, agree with {trusted_name}")

    def _honest_level(self) -> Iterator[Verdict]:
        verdict = self._honest()
        if verdict is not None:
            yield verdict

    def _honest(self, within: float | None = None) -> Verdict | None:
        """The honesty verdict; within: the seconds left for it when the cases have used up the rest."""
        p = self.problem
        timeout = p.budget if within is None else min(p.budget, within / 4)  # 3 inputs, the extra checks
        name = self.name
        checks = name in HONEST_NAMES
        if not checks and not p.overrides(Problem.extra_checks):
            return None
        lines: list[str] = []
        figures = ""
        shown: tuple[str, ...] = ()
        if checks:
            seen = memo_probe(p) if name == "memoized" and p.overrides(Problem.memo_probe) else probe(p)
            most = MEMO_CALLS if within is None else MEMO_CALLS // 4  # time is short: count fewer
            jobs = [(_count(self.path, args, name == "memoized", most), timeout) for args in seen.inputs]
            if p.overrides(Problem.extra_checks):
                jobs.append((_extra(p, name, self.path), timeout))
            self.progress(f"honest: counting the calls at {p.size_name} = {seen.size:,}")
            outcomes = self._run(jobs)
            counted = [o.value for o in outcomes[: len(seen.inputs)] if o.status == "ok"]
            if len(counted) < len(seen.inputs):
                bad = next(o for o in outcomes if o.status != "ok")
                return Verdict("honest", False, f"honest: not measured: {_problem_text(bad, timeout)}")
            measured = Counted(
                calls=sum(c for c, _, _, _, _ in counted),
                searched=sum(n for _, _, _, _, n in counted),
                states=sum(s for _, s, _, _, _ in counted),
                recursed=next((r for _, _, r, _, _ in counted if r), None),
                again=sum(a for _, _, _, a, _ in counted),
                inputs=len(seen.inputs),
                plain=seen.plain,
                reference=seen.reference.get("alpha_beta", 0),
                at=f"{p.size_name} = {seen.size:,}",
                stopped=any(c >= most for c, _, _, _, _ in counted),
            )
            figures, shown, lines = HONESTY[name](measured, self.path)
            if name == "memoized" and not lines and bounded_cache(self.path):
                lines = self._bounded(timeout)  # the probe's few states fit in its maxsize: count where they don't
            extra = outcomes[len(seen.inputs) :]
        else:
            extra = self._run([(_extra(p, name, self.path), timeout)])
        for outcome in extra:
            if outcome.status == "ok":
                lines += outcome.value
            else:
                lines.append(f"the extra checks: {_problem_text(outcome, timeout)}")
        if lines:
            return Verdict("honest", False, f"honest: not a real {name}", tuple(lines))
        return Verdict("honest", True, f"honest: {figures}" if figures else "honest: the extra checks pass", shown)

    def _bounded(self, timeout: float) -> list[str]:
        """Why a memo with an lru_cache maxsize is no memo at the required size ([] when it still is).

        The probe's inputs have fewer states than 128, so a bounded cache holds them all there; at the
        size the variant must reach it forgets and searches states again, which the same count shows.
        """
        p = self.problem
        args = p.parse(p.input_for(self.ref, self.must, random.Random(self.must)))
        (outcome,) = self._run([(_count(self.path, args, True), timeout)])
        if outcome.status != "ok":  # too slow to count: the fast level says so, with the same pointer
            return []
        calls, states, _, again, _ = outcome.value
        if (again >= 20 and 10 * again > calls) or calls > 20 * states:
            at = f"{p.size_name} = {self.must:,}"
            return [
                f"yours at {at}: {'over ' if calls >= MEMO_CALLS else ''}{_plural(calls, 'call')} "
                f"for {_plural(states, 'state')}",
                f"{again:,} of them came from states searched before: the cache forgot them",
                BOUNDED,
            ]
        return []

    def _fast(self) -> Iterator[Verdict]:
        p = self.problem
        args = p.parse(p.input_for(self.ref, self.must, random.Random(self.must)))
        expected, want = _solve(p, args)
        at = f"{p.size_name} = {self.must:,}" + (" (LeetCode's largest)" if self.leetcode and p.on_leetcode else "")
        self.progress(f"fast: {at}, up to {p.budget:g} s")
        outcome = self._run([(_call(args), p.budget)])[0]
        if outcome.status == "ok" and outcome.value[1] == want:
            self.fast_seconds = outcome.seconds
            yield Verdict("fast", True, f"fast: {at} in {_secs(outcome.seconds)} (budget {p.budget:g} s)")
            return
        if outcome.status == "ok":
            yield Verdict("fast", False, clip(f"fast: wrong at {at}: expected {expected}, got {outcome.value[0]}", 72))
            return
        why = _problem_text(outcome, p.budget)
        whose = f"{self.ref.name}" if self.leetcode else f"the reference's {self.ref.name}"
        target = clip(f"the budget is {p.budget:g} s; {whose} is {self.ref.time}", WIDTH - 8)
        bounded = (BOUNDED,) if outcome.status == "timeout" and bounded_cache(self.path) else ()
        yield Verdict("fast", False, clip(f"fast: {at}: {why}", WIDTH - 8), (target, *bounded))

    def _stretch(self) -> Verdict:
        p = self.problem
        self.stretch = self.must
        top = self.ref.limit
        sizes: list[int] = []
        size = self.must
        stepwise = parse_growth(self.ref.time).stepwise
        while size < top and len(sizes) < 8:
            size = min(top, size + 1 if stepwise else size * 2)
            sizes.append(size)
        if not sizes:
            hint = _fast_hint(p, self.ref, self.must, self.fast_seconds)
            line = f"stretch: {p.size_name} = {self.must:,} is also the reference's limit"
            return Verdict("stretch", None, line, (hint,) if hint else ())
        reached, seconds, stopped = self.must, 0.0, ""
        timed: list[tuple[float, float]] = [(self.must, self.fast_seconds)]
        for size in sizes:
            left = WHOLE_CHECK - 1.5 - (time.perf_counter() - self._start)
            if left < 0.5:
                stopped = "out of time"
                break
            args = p.parse(p.input_for(self.ref, size, random.Random(size)))
            timeout = min(p.budget, left)
            self.progress(f"stretch: {p.size_name} = {size:,}, up to {timeout:.0f} s")
            outcome = self._run([(_call(args), timeout)])[0]
            if outcome.status != "ok":
                stopped = f"{p.size_name} = {size:,}: {_problem_text(outcome, round(timeout, 1))}"
                break
            expected, want = _solve(p, args)  # after the learner's run: the reference's time is not theirs to wait
            if outcome.value[1] != want:
                stopped = f"{p.size_name} = {size:,}: wrong, expected {expected}, got {outcome.value[0]}"
                break
            reached, seconds = size, outcome.seconds
            timed.append((size, seconds))
        self.stretch = reached
        fit = [(n, t) for n, t in timed if t >= 0.005]  # below 5 ms a time is mostly noise
        growth = describe_fit(parse_growth(self.ref.time), fit) if len(fit) >= 3 else "-"
        grew = f"time grew like {growth} from {fit[0][0]:,} to {fit[-1][0]:,}" if growth != "-" else ""
        if reached == top:
            line = f"stretch: {p.size_name} = {top:,} in {_secs(seconds)}, the reference's limit"
            hint = _fast_hint(p, self.ref, top, seconds)
            shown = ((f"{grew}; declared {self.ref.time}",) if grew else ()) + ((hint,) if hint else ())
            return Verdict("stretch", None, line, shown)
        head = f"stretch: {p.size_name} = {reached:,}" + (f" in {_secs(seconds)}" if seconds else "")
        goal = f"the reference's {self.ref.name} ({self.ref.time}) reaches {top:,}"
        return Verdict("stretch", None, head, tuple(x for x in (stopped, grew, goal) if x))


FAST_HINT = 3.0  # how many times `fast`'s time a correct answer must take before the stretch names `fast`


def _fast_hint(p: Problem, ref: Variant, size: int, seconds: float) -> str:
    """A line naming the problem's `fast` variant when correct code took FAST_HINT times its time, else ""."""
    fast = next((v for v in p.variants if v.name == "fast"), None)
    # "Same idea, quicker Python" holds only beside a variant of fast's own class: a slow naive is slow by design.
    if fast is None or ref.name == "fast" or ref.time != fast.time or seconds <= 0 or size > fast.limit:
        return ""
    args = p.parse(p.input_for(ref, size, random.Random(size)))  # the input the learner's code was given
    start = time.perf_counter()
    p.run(fast, copy.deepcopy(args))
    took = time.perf_counter() - start
    if seconds < FAST_HINT * took:
        return ""
    return f"{seconds / took:.0f}x fast's {_secs(took)}: same idea, quicker Python: kata show {p.key} fast"


def _secs(s: float) -> str:
    return say_seconds(s)
