"""The cases level: every case of the problem's case file up to the size the variant must reach, each shown
as it finishes; then, after the fast level, the larger cases in what is left of the check."""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass, field

from shared.tool.cases import Case, load_cases
from shared.tool.judge.jobs import Call, Job, answer
from shared.tool.judge.learner import bounded_cache
from shared.tool.judge.levels import honest
from shared.tool.judge.levels.check import Check
from shared.tool.judge.show import (
    SHOWN,
    WIDTH,
    Failure,
    PrintedLines,
    Verdict,
    problem_text,
    recursion_note,
    secs,
    show_input,
    show_printed,
    wrap_words,
)
from shared.tool.judge.wire import JobResult
from shared.tool.registry import Args
from shared.tool.text import clip
from shared.tool.tracing.link import replay_lines

__all__ = ["LARGER_CAP", "LARGER_FLOOR", "SMALL_TIMEOUT", "cases", "larger", "larger_jobs"]

SMALL_TIMEOUT = 2.0  # seconds for one small input: an endless loop is reported this soon
# Above the required size these are reported like running out of time: a table of 2^31 cells, a stack
# too deep, a list length past what an index holds (OverflowError) are the machine's limits, not wrong answers.
OUT_OF_ROOM = ("MemoryError", "RecursionError", "OverflowError")
LARGER_FLOOR = 1.0  # seconds a case above the required size gets, however little of the check is left
# ... and at most this: a larger case is a bonus check for a wrong answer, and the pitfalls it pins
# answer in milliseconds; a plain search that cannot finish n = 30 should not hold the learner for 10 s.
LARGER_CAP = 3.0


@dataclass(frozen=True)
class _Case:
    """One case of the case file, as the judge runs it: its place in the run (smallest first) and its size."""

    number: int
    size: int
    case: Case
    args: Args
    outside: str | None  # why the reference variant declines it (a formula's rules), or None


def _all_cases(j: Check) -> list[_Case]:
    """Every case of the file, smallest first (ties in the file's order)."""
    p = j.problem
    found: list[tuple[int, int, Case, Args, str | None]] = []
    for case in load_cases(p):
        args = p.parse(case.input)
        outside = j.ref.declines(args) if j.ref.declines is not None else None
        found.append((j.size(args), len(found), case, args, outside))
    found.sort(key=lambda c: (c[0], c[1]))
    return [_Case(k, size, case, args, outside) for k, (size, _, case, args, outside) in enumerate(found, 1)]


def _line(j: Check, c: _Case, after: str = "") -> str:
    """`case 3 of 17, n = 4: LeetCode example 3, ...`, the description whole (kata check wraps it)."""
    head = f"case {c.number} of {j.total}, {j.problem.size_name} = {c.size:,}: "
    tail = f" ({after})" if after else ""
    return head + c.case.description + tail


def _head(j: Check, c: _Case, what: str) -> str:
    """`case 3 of 17, n = 4: expected true, got false`, cut to 72 columns."""
    head = f"case {c.number} of {j.total}, {j.problem.size_name} = {c.size:,}: "
    return head + clip(what, WIDTH - 8 - len(head))


def _failure(j: Check, c: _Case, what: str, printed: PrintedLines, traced: bool = True) -> tuple[str, ...]:
    """The case's description whole (it names the pitfall), what went wrong, the input, what the code printed,
    and, where a trace can show where it parts from the reference (`traced`: it answered or raised), how."""
    shown = show_input(j.named(c.case.input))
    lines = [*wrap_words(c.case.description, WIDTH - 8)]
    if len(what) > WIDTH - 8 - len(_head(j, c, "")):  # cut in the head: say it whole here
        lines.append(clip(what, WIDTH - 8))
    lines += ["on", *(f"  {x}" for x in shown)]
    replay = replay_lines(j.problem, j.name, j.path, c.case.input, WIDTH - 8) if traced else []
    return (*lines, *show_printed(printed), *replay)


@dataclass
class _Tally:
    """What the cases level has seen so far."""

    right: int = 0
    ran: int = 0
    unwritten: int = 0  # stubs not yet written
    misfits: int = 0  # calls with arguments the function does not take
    deep: str = ""  # the first RecursionError's line, which names the limit reached
    slow: bool = False
    failures: list[Failure] = field(default_factory=list)
    held: list[Verdict] = field(default_factory=list)  # failing lines held until the first right answer


def _right(j: Check, c: _Case) -> set[str]:
    """The digests of every answer the case accepts from this variant (a player's case accepts several moves)."""
    return {answer(a)[1] for a in j.problem.answers(j.name, c.args, c.case.expected)}


def _expected(j: Check, c: _Case) -> str:
    """The case's answer as a failure shows it: the one value, or the several a player may choose from."""
    right = j.problem.answers(j.name, c.args, c.case.expected)
    if len(right) == 1:
        return answer(right[0])[0]
    return clip("one of " + ", ".join(answer(a)[0] for a in right), 24)


def _judge_one(j: Check, c: _Case, timeout: float, outcome: JobResult, t: _Tally) -> Iterator[Verdict]:
    """The verdict lines for one case's outcome, counted into t."""
    t.ran += 1
    if outcome.status == "ok":
        got, digest = outcome.value
        expected, want = _expected(j, c), answer(c.case.expected)[1]
        if digest == want or digest in _right(j, c):
            t.right += 1
            yield from t.held
            t.held = []
            yield Verdict("cases", True, _line(j, c))
            return
        what = f"expected {expected}, got {got}"
    else:
        if outcome.status == "error" and outcome.value[0] == "NotImplementedError":
            t.unwritten += 1
        if outcome.status == "error" and outcome.value[0] == "TypeError" and "argument" in outcome.value[1]:
            t.misfits += 1
        what = problem_text(outcome, timeout)
        if outcome.status == "error" and outcome.value[0] == "RecursionError":
            t.deep = t.deep or outcome.value[1] or "RecursionError"
        t.slow = t.slow or outcome.status == "timeout"
    t.failures.append((j.named(c.case.input), what, outcome.printed))
    if len(t.failures) > SHOWN:  # counted in the summary: a line each would bury the first ones
        return
    # A run stopped by the clock or ended by the code has no answer to part from the reference's at
    traced = outcome.status in ("ok", "error")
    verdict = Verdict("cases", False, _head(j, c, what), _failure(j, c, what, outcome.printed, traced))
    if t.right:
        yield verdict
    else:
        t.held.append(verdict)


def cases(j: Check) -> Iterator[Verdict]:
    """The cases up to the required size, each as it finishes, then one line for them all."""
    p = j.problem
    every = _all_cases(j)
    j.total = len(every)
    judged = [c for c in every if c.size <= j.must and c.outside is None]
    j.larger = [c for c in every if c.size > j.must or c.outside is not None]
    jobs = [Call(c.args, timeout=p.budget if 2 * c.size >= j.must else min(p.budget, SMALL_TIMEOUT)) for c in judged]
    t = _Tally()
    # The random level's jobs run on in this child once these are done (Check.stream's then): a fork saved. The
    # stream is read to its end, which is where it keeps the child for them.
    for k, outcome in enumerate(j.stream(list(jobs), "cases", then=j.randoms[1] if j.randoms else None)):
        yield from _judge_one(j, judged[k], jobs[k].timeout, outcome, t)
    if judged and t.misfits == len(judged):
        signature = inspect.signature(j.ref.func)
        if j.entry.method:  # a class Solution: the method as it is written, self first
            itself = inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)
            signature = signature.replace(parameters=[itself, *signature.parameters.values()])
        wanted = f"def {j.entry.method or j.ref.func.__name__}{signature}".replace("'", "")
        caller = "LeetCode" if p.on_leetcode else "kata"  # c4, ttt, nim and tree are the kata's own
        # whole, wrapped: cut, it hid the very parameters missing (c4's width and height)
        wrapped = tuple(wrap_words(f"{caller} calls it as {wanted}", WIDTH - 8))
        yield Verdict("cases", False, f"{j.entry} does not take {caller}'s arguments", wrapped)
        return
    if t.unwritten == len(judged) and judged:
        yield Verdict("cases", False, f"nothing written yet: {j.entry} raises NotImplementedError")
        return
    yield from t.held
    yield _summary(j, judged, t)


def _summary(j: Check, judged: list[_Case], t: _Tally) -> Verdict:
    """The cases level's last line: all right, or how many, with why where the judge can say."""
    p = j.problem
    not_run = len(judged) - t.ran
    upto = f"{p.size_name} = {j.must:,}"
    if not (t.failures or not_run):
        later = f", {len(j.larger)} larger later" if j.larger else ""
        return Verdict("cases", True, f"cases: {t.right} of {len(judged)} right up to {upto}{later}")
    tail: tuple[str, ...] = (f"and {len(t.failures) - SHOWN} more failing",) if len(t.failures) > SHOWN else ()
    tail += (f"{not_run} more not run after that",) if not_run else ()
    tail += (recursion_note(t.deep),) if t.deep else ()
    if t.slow and j.name in honest.HONEST_NAMES:
        # Too slow for the cases: an alpha_beta that prunes nothing or a memo that caches nothing
        # would be, and saying so helps more than the time alone.
        why = honest.honest(j, max(1.0, j.left() - 1.0))
        tail += why.details if why is not None and why.ok is False else ()
    if t.slow and j.leetcode:  # LeetCode's tests may stop short of this; its constraints do not
        allows = "LeetCode allows" if p.on_leetcode else "the kata asks for"
        tail += (clip(f"{allows} {upto}; {j.ref.name} is {j.ref.time}", WIDTH - 8),)
    if t.slow and bounded_cache(j.path) and honest.BOUNDED not in tail:
        tail += (honest.BOUNDED,)
    return Verdict("cases", False, f"cases: {t.right} of {len(judged)} right up to {upto}", tail)


def _late(j: Check, c: _Case, outcome: JobResult, timeout: float) -> Verdict:
    """A larger case that ran out of time or room: reported, not failed."""
    why = problem_text(outcome, round(timeout, 1))
    line = _line(j, c, "not in time" if outcome.status == "timeout" else "reported")
    deep = outcome.status == "error" and outcome.value[0] == "RecursionError"
    note = (recursion_note(outcome.value[1]),) if deep else ()
    return Verdict("cases", None, line, (clip(f"{why}: reported, not failed", WIDTH - 8), *note))


def _seconds(j: Check, stalled: bool) -> float:
    """A larger case's seconds: what is left of the check (LARGER_FLOOR at least, LARGER_CAP at most), or once a
    case ran out of time, the floor: the rest (no smaller) still run, for a quick wrong answer."""
    return LARGER_FLOOR if stalled else max(LARGER_FLOOR, min(j.problem.budget, LARGER_CAP, j.left()))


def _judge_larger(j: Check, c: _Case, outcome: JobResult, timeout: float) -> tuple[str, Verdict]:
    """One larger case's verdict, and what it was: "right", "late" (reported), "stalled" (out of time) or "wrong"."""
    if outcome.status == "ok" and outcome.value[1] in {answer(c.case.expected)[1], *_right(j, c)}:
        return "right", Verdict("cases", True, _line(j, c, secs(outcome.seconds)))
    if outcome.status in ("timeout", "died") or (outcome.status == "error" and outcome.value[0] in OUT_OF_ROOM):
        return "stalled" if outcome.status == "timeout" else "late", _late(j, c, outcome, timeout)
    if c.outside is not None:  # a formula asked about rules it does not cover: its answer is not judged
        return "late", Verdict("cases", None, _line(j, c, "outside its rules"), (clip(c.outside, WIDTH - 8),))
    if outcome.status == "ok":
        what = f"expected {_expected(j, c)}, got {outcome.value[0]}"
    else:
        what = problem_text(outcome, timeout)
    return "wrong", Verdict("cases", False, _head(j, c, what), _failure(j, c, what, outcome.printed))


def larger_jobs(j: Check) -> list[Job]:
    """The larger cases' first jobs, made once: the fast level's child runs on into them (Check.stream's then)."""
    if j.larger_jobs is None:
        j.larger_jobs = [Call(c.args, timeout=_seconds(j, False)) for c in j.larger if isinstance(c, _Case)]
    return j.larger_jobs


def larger(j: Check) -> Iterator[Verdict]:
    """The cases above the required size, each in what is left of the check (LARGER_FLOOR at least).

    They run in one child (the fast level's, when it answered in time), each case's seconds set as it starts (a
    child forked per case cost about 0.1 s of CPU each, from a large process); a case out of time ends that
    child, and the rest run in another.
    """
    todo = first = [c for c in j.larger if isinstance(c, _Case)]
    kinds = {"right": 0, "late": 0, "stalled": 0, "wrong": 0}
    while todo and not kinds["wrong"]:  # a wrong answer fails the check: the rest would only make the learner wait
        stalled = bool(kinds["stalled"])
        # Each at most what is left now: together they bound the child's CPU. The first ones were made as the
        # fast level's child started, which runs on into them (a fork saved).
        jobs: list[Job] = (
            larger_jobs(j) if todo is first else [Call(c.args, timeout=_seconds(j, stalled)) for c in todo]
        )
        batch: list[_Case] = todo
        given: list[float] = []

        def seconds(job: Job, batch: list[_Case] = batch, given: list[float] = given, stalled: bool = stalled) -> float:
            given.append(_seconds(j, stalled))  # asked as the case starts: what is left of the check by then
            j.progress(f"case {batch[len(given) - 1].number} of {j.total}: up to {given[-1]:.0f} s")
            return given[-1]

        with closing(j.stream(jobs, timeout=seconds)) as outcomes:
            for c, outcome in zip(batch, outcomes, strict=False):
                kind, verdict = _judge_larger(j, c, outcome, given[-1])
                kinds[kind] += 1
                yield verdict
                if kind == "wrong":
                    break
        todo = batch[len(given) :] if not kinds["wrong"] else []
    right, wrong, late = kinds["right"], kinds["wrong"], kinds["late"] + kinds["stalled"]
    counts = f"larger cases: {right} of {len(j.larger)} right" + (f", {late} reported" if late else "")
    after = len(j.larger) - right - late - wrong
    yield Verdict("cases", not wrong, counts, (f"{after} more not run after that",) if after else ())
