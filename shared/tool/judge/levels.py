"""The judge's verdicts on one learner variant, in the order a learner needs them.

1. correct: every case of tests/cases/<problem>.json up to the size the
   variant must reach, then seeded random inputs compared with the reference;
2. honest to its name, measured on the learner's own code: an alpha_beta
   enters clearly fewer nodes than plain minimax, a memoized about one per
   distinct state, a bottom_up does not recurse;
3. fast: it answers at the size it must reach (`Problem.must_reach`) within
   the problem's budget;
4. stretch: how far up the size ladder it gets, towards the reference's own
   limit, within what is left of 15 s. Reported, never failed.

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
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from shared.engine.counting import node_counter
from shared.engine.recursion import run_deep
from shared.engine.errors import InputError
from shared.tool.cases import load_cases
from shared.tool.complexity import describe_fit, parse_growth
from shared.tool.judge.learner import SOLUTION
from shared.tool.judge.sandbox import CallCounter, Entry, Job, Outcome, run_jobs
from shared.tool.registry import Args, Problem, Variant
from shared.tool.text import clip, clip_printed

__all__ = ["Judgement", "Verdict"]

WHOLE_CHECK = 15.0  # seconds for one variant's whole check, stretch included
RANDOM_INPUTS = 40
SMALL_TIMEOUT = 2.0  # seconds for one small input: an endless loop is reported this soon
HONEST_NODES = 8_000  # plain minimax's nodes on the inputs the honesty checks measure, at least...
HONEST_MOST = 100_000  # ...and at most, so a dishonest variant is measured in about a second
MEMO_CALLS = 100_000  # a memoized's calls counted on one input, at most: plenty to see a cache that never hits
SMALLEST_TREE = 1_000  # below this many plain minimax nodes, pruning is too small to judge
HONEST_NAMES = ("alpha_beta", "memoized", "bottom_up")  # the variants whose names promise a technique
SHOWN = 3  # failures shown, each with how many more fail the same way
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
            with node_counter(naive.func) as counter:
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
                with node_counter(v.func) as counter:
                    run_deep(v.func, **copy.deepcopy(args))
                total += counter.nodes or 0
            counts[v.name] = total
    return Probe(best.size, best.inputs, best.plain, counts)


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

    return job


def _count(path: Path, args: Args, distinct: bool, most: int = MEMO_CALLS) -> Job:
    def job(func: Callable[..., Any]) -> tuple[int, int, str | None, int]:
        # A memo is judged by the calls it repeats, which show long before a search that caches nothing ends.
        counter = CallCounter(str(path), distinct=distinct, most=most if distinct else None)
        counter.run(lambda: invoke(func, args))
        calls = min(counter.calls, most) if distinct else counter.calls
        return calls, len(counter.states), counter.recursed, counter.researched

    return job


def _extra(problem: Problem, name: str, path: Path) -> Job:
    def job(func: Callable[..., Any]) -> list[str]:
        def count_calls(thunk: Callable[[], object]) -> int:
            counter = CallCounter(str(path))
            counter.run(thunk)
            return counter.calls

        assert problem.extra_checks is not None
        return [str(line) for line in problem.extra_checks(name, func, count_calls)]

    return job


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
        lines.append(f"{clip(what, WIDTH - 8 - len(', on'))}, on")
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


def _problem_text(outcome: Outcome, timeout: float) -> str:
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
    return clip(str(text), 50)


class Judgement:
    """One learner variant under judgement. Iterate `verdicts()`; then `passed` and `stretch` are known."""

    def __init__(self, problem: Problem, path: Path, entry: Entry, *, stretch: bool = True) -> None:
        self.problem = problem
        self.path = path.resolve()  # the name the interpreter gives the file's code, which the counter matches
        self.entry = entry
        self.name = entry.name
        self.ref = problem.variant(entry.name if entry.name != SOLUTION else problem.reference)
        self.must = min(problem.must_reach.get(self.ref.name, self.ref.limit), self.ref.limit)
        self.passed = False
        self.stretch: int | None = None
        self._start = 0.0
        self._climb = stretch
        self.fast_seconds = 0.0
        self.progress: Callable[[str], None] = lambda text: None  # told what is running, for a status line

    def _stream(self, jobs: list[tuple[Job, float]], what: str = "") -> Iterator[Outcome]:
        """The outcomes of jobs run on the learner's code, as they come; ImportFailedError if the file fails."""
        for done, outcome in enumerate(run_jobs(self.path, self.entry, jobs), 1):
            if outcome.status == "import":
                raise ImportFailedError(str(outcome.value))
            if what:
                self.progress(f"{what}: {done} of {len(jobs)} done")
            yield outcome

    def _run(self, jobs: list[tuple[Job, float]]) -> list[Outcome]:
        return list(self._stream(jobs))

    def verdicts(self) -> Iterator[Verdict]:
        """Each level's verdict as soon as it is known; stops at the first level that fails."""
        self._start = time.perf_counter()
        for level in (self._cases, self._random, self._honest, self._fast):
            try:
                verdict = level()
                if verdict is not None and verdict.ok is False and "still running" in " ".join(verdict.details):
                    # Too slow for the cases: an alpha_beta that prunes nothing or a memo that caches nothing
                    # would be, and saying so helps more than the time alone.
                    left = max(1.0, WHOLE_CHECK - 1.0 - (time.perf_counter() - self._start))
                    why = self._honest(left) if level == self._cases and self.name in HONEST_NAMES else None
                    if why is not None and why.ok is False:
                        verdict = Verdict(verdict.level, False, verdict.line, verdict.details + why.details)
            except ImportFailedError as failed:
                yield Verdict("file", False, f"your file {failed}")
                return
            if verdict is None:
                continue
            yield verdict
            if verdict.ok is False:
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

    def _cases(self) -> Verdict:
        p = self.problem
        judged, beyond = [], 0
        for case in load_cases(p):
            args = p.parse(case.input)
            if self.ref.declines is not None and self.ref.declines(args):
                continue
            if self._size(args) > self.must:
                beyond += 1
                continue
            judged.append((case, args))
        jobs: list[tuple[Job, float]] = []
        for _, args in judged:
            timeout = p.budget if 2 * self._size(args) >= self.must else min(p.budget, SMALL_TIMEOUT)
            jobs.append((_call(args), timeout))
        failures: list[Failure] = []
        right = 0
        unwritten = misfits = 0  # stubs not yet written; calls with arguments the function does not take
        deep = False
        outcomes = []
        for (case, _), (_, timeout), outcome in zip(judged, jobs, self._stream(jobs, "cases"), strict=False):
            outcomes.append(outcome)
            shown = self._named(case.input)
            if outcome.status == "ok":
                got, digest = outcome.value
                expected, want = answer(case.expected)
                if digest == want:
                    right += 1
                else:
                    failures.append((shown, f"expected {expected}, got {got}", outcome.printed))
                continue
            if outcome.status == "error" and outcome.value[0] == "NotImplementedError":
                unwritten += 1
            if outcome.status == "error" and outcome.value[0] == "TypeError" and "argument" in outcome.value[1]:
                misfits += 1
            failures.append((shown, _problem_text(outcome, timeout), outcome.printed))
            deep = deep or (outcome.status == "error" and outcome.value[0] == "RecursionError")
        if judged and misfits == len(judged):
            wanted = f"def {self.ref.func.__name__}{inspect.signature(self.ref.func)}".replace("'", "")
            wanted = clip(f"LeetCode calls it as {wanted}", WIDTH - 8)
            return Verdict("cases", False, f"{self.entry} does not take LeetCode's arguments", (wanted,))
        if unwritten == len(judged) and judged:
            return Verdict("cases", False, f"nothing written yet: {self.entry} raises NotImplementedError")
        not_run = len(judged) - len(outcomes)
        if failures or not_run:
            tail: tuple[str, ...] = (f"{not_run} more not run after that",) if not_run else ()
            tail += (_recursion_note(),) if deep else ()
            return Verdict("cases", False, f"cases: {right} of {len(judged)} right", (*_fold(failures), *tail))
        extra = f" ({beyond} beyond {p.size_name} = {self.must:,} left to the stretch)" if beyond else ""
        return Verdict("cases", True, f"cases: {right} of {len(judged)} right{extra}")

    def _random(self) -> Verdict:
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
        sizes = f"{p.size_name} = {low}" + (f" to {top}" if top > low else "")
        if failures or len(outcomes) < len(inputs):
            right = len(inputs) - len(failures) - (len(inputs) - len(outcomes))
            return Verdict(
                "random", False, f"random: {right} of {len(inputs)} agree with {trusted_name}", _fold(failures)
            )
        return Verdict("random", True, f"random: {len(inputs)} inputs, {sizes}, agree with {trusted_name}")

    def _honest(self, within: float | None = None) -> Verdict | None:
        """The honesty verdict; within: the seconds left for it when the cases have used up the rest."""
        p = self.problem
        timeout = p.budget if within is None else min(p.budget, within / 4)  # 3 inputs, the extra checks
        name = self.name
        checks = name in HONEST_NAMES
        if not checks and p.extra_checks is None:
            return None
        lines: list[str] = []
        figures = ""
        shown: tuple[str, ...] = ()
        if checks:
            seen = probe(p)
            most = MEMO_CALLS if within is None else MEMO_CALLS // 4  # time is short: count fewer
            jobs = [(_count(self.path, args, name == "memoized", most), timeout) for args in seen.inputs]
            if p.extra_checks is not None:
                jobs.append((_extra(p, name, self.path), timeout))
            self.progress(f"honest: counting the calls at {p.size_name} = {seen.size:,}")
            outcomes = self._run(jobs)
            counted = [o.value for o in outcomes[: len(seen.inputs)] if o.status == "ok"]
            if len(counted) < len(seen.inputs):
                bad = next(o for o in outcomes if o.status != "ok")
                return Verdict("honest", False, f"honest: not measured: {_problem_text(bad, timeout)}")
            calls = sum(c for c, _, _, _ in counted)
            states = sum(s for _, s, _, _ in counted)
            recursed = next((r for _, _, r, _ in counted if r), None)
            again = sum(a for _, _, _, a in counted)  # calls made from inside a call whose state was seen before
            at = f"{p.size_name} = {seen.size:,}"
            if name == "alpha_beta":
                ref = seen.reference.get("alpha_beta", 0)
                figures = f"{calls:,} calls at {at}"
                shown = (f"plain minimax enters {seen.plain:,}, the reference's alpha_beta {ref:,}",)
                if recursed is None:  # an explicit stack: the calls say nothing of what it prunes, so say so
                    shown += ("no call recursed: kata cannot count an explicit stack's cuts",)
                if 2 * calls > seen.plain and seen.plain >= SMALLEST_TREE:
                    what = "nothing is pruned" if calls >= seen.plain else "too little is pruned"
                    lines += [f"yours: {calls:,} calls at {at}; plain minimax {seen.plain:,}", what]
            elif name == "memoized":
                stopped = any(c >= most for c, _, _, _ in counted)
                figures = f"{'over ' if stopped else ''}{calls:,} calls for {states:,} states at {at}"
                shown = (f"plain minimax enters {seen.plain:,}",)
                if recursed is None:  # a formula or a table passes the counts; say what it is not, without failing
                    shown += ("no call recursed: a memoized usually caches a recursion's answers",)
                # A cache that works answers a repeated state at once: no call is ever made from inside one.
                # Counting those catches a search that stops at the first winning move, which revisits each
                # state only a few times at this size, as surely as one that scores every move.
                if (again >= 20 and 10 * again > calls) or calls > 20 * states:
                    lines += [
                        f"yours: {figures}",
                        f"{again:,} of them came from states searched before: nothing is cached",
                    ]
            elif recursed:
                lines += [
                    f"your bottom_up recursed: {recursed}() calls itself",
                    "a table filled bottom-up needs no recursion",
                ]
            else:
                figures = f"no recursion, {calls:,} calls at {at}"
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

    def _fast(self) -> Verdict:
        p = self.problem
        args = p.parse(p.input_for(self.ref, self.must, random.Random(self.must)))
        expected, want = _solve(p, args)
        at = f"{p.size_name} = {self.must:,}"
        self.progress(f"fast: {at}, up to {p.budget:g} s")
        outcome = self._run([(_call(args), p.budget)])[0]
        if outcome.status == "ok" and outcome.value[1] == want:
            self.fast_seconds = outcome.seconds
            return Verdict("fast", True, f"fast: {at} in {_secs(outcome.seconds)} (budget {p.budget:g} s)")
        if outcome.status == "ok":
            return Verdict("fast", False, f"fast: wrong at {at}: expected {expected}, got {outcome.value[0]}")
        why = _problem_text(outcome, p.budget)
        target = f"the reference's {self.ref.name} is {self.ref.time}"
        return Verdict("fast", False, f"fast: {at}: {why}", (f"{at} must be answered within {p.budget:g} s; {target}",))

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
            return Verdict("stretch", None, f"stretch: {p.size_name} = {self.must:,} is also the reference's limit")
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
            return Verdict("stretch", None, line, (f"{grew}; declared {self.ref.time}",) if grew else ())
        head = f"stretch: {p.size_name} = {reached:,}" + (f" in {_secs(seconds)}" if seconds else "")
        goal = f"the reference's {self.ref.name} ({self.ref.time}) reaches {top:,}"
        return Verdict("stretch", None, head, tuple(x for x in (stopped, grew, goal) if x))


def _secs(s: float) -> str:
    from shared.tool.text import seconds

    return seconds(s)
