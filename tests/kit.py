"""What every problem's test module does, written once.

- `case_params`: variants x cases from the problem's case file, with ids
  that read like sentences ("naive: LeetCode example 1, four stones lose").
- `check_case`: one variant on one case, skipped with the reason when the
  case is bigger than the variant's declared limit.
- `variant_params` / `check_cases`: the same product as one test per variant running its cases (per case
  under --practice), failing once with a line per wrong case that names the variant and the case.
- `limit_params` / `check_limit`: under --slow, each variant once at its
  declared limit, under its problem's time budget (pytest-timeout fails it if it overruns).
- `assert_agree`: every variant that admits an input gives the same answer.
- `sweep`: how many random inputs a sweep draws, a few dozen by default and hundreds under --slow;
  `deep`: whether this run is --slow, for a sweep of chosen inputs.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

import pytest

from shared.engine.errors import InputError
from shared.engine.recursion import run_deep
from shared.tool.cases import Case, load_cases
from shared.tool.measure.timing import run_once
from shared.tool.registry import Args, Problem, Variant

__all__ = [
    "agree_on_many",
    "assert_agree",
    "case_params",
    "check_case",
    "check_cases",
    "check_limit",
    "counted",
    "deep",
    "limit_params",
    "play_script",
    "practised",
    "sweep",
    "under_test",
    "use_practice",
    "use_slow",
    "variant_params",
]

_practice = False  # set once per session by `pytest --practice` (see conftest.py)
_slow = False  # set once per session by `pytest --slow`


def use_practice(on: bool) -> None:
    """Judge the learner's functions in practice/ instead of the reference variants."""
    global _practice
    _practice = on


def use_slow(on: bool) -> None:
    """Let the random sweeps draw their full count (`pytest --slow`)."""
    global _slow
    _slow = on


def deep() -> bool:
    """Is this a `pytest --slow` run? (For a sweep whose inputs are chosen, not counted: see `sweep`.)"""
    return _slow


def sweep(default: int, slow: int) -> int:
    """How many random inputs a sweep draws: `default`, or `slow` under --slow.

    Draw them from a seeded generator, so a run's inputs are the same each time
    and the default's come first among the slow run's. Keep the boundary rows
    outside the count: they catch most faults, and every run checks them.
    """
    return slow if _slow else default


@dataclass(frozen=True)
class Practised:
    """What the learner's practice file gives a problem's tests: variants to judge, and why others are not."""

    written: list[Variant]
    skipped: dict[str, str]  # variant name -> why it is not judged (a stub, absent)
    error: str | None = None  # the file does not parse or import: every test of the problem fails with this


def practised(problem: Problem) -> Practised:
    """Read the learner's file for problem: which variants are written (imported), which are stubs or absent."""
    from shared.tool.learner.attempt import function_states
    from shared.tool.learner.practice import load_practice, practice_path

    path = practice_path(problem)
    if not path.exists():
        return Practised([], {"": f"no {path} yet: kata practice {problem.key} VARIANT"})
    try:
        states = function_states(path)
        names = [v.name for v in problem.variants if states.get(v.name) == "written"]
        written = load_practice(problem, names) if names else []
    except InputError as err:
        return Practised([], {}, str(err))
    skipped = {}
    for v in problem.variants:
        if v.name in names:
            continue
        if v.name in states:
            skipped[v.name] = f"{v.name} is still the stub in {path}: write it, then run again"
        elif v.name in problem.required:
            skipped[v.name] = f"{v.name} is not in {path} yet: kata practice {problem.key} {v.name}"
    return Practised(written, skipped)


def under_test(problem: Problem) -> list[Variant]:
    """The variants this session judges: the references, or under --practice the learner's own.

    Under --practice a broken practice file fails the calling test, and a file with nothing written skips it.
    """
    if not _practice:
        return list(problem.variants)
    found = practised(problem)
    if found.error:
        pytest.fail(found.error, pytrace=False)
    if not found.written:
        pytest.skip(f"nothing of {problem.key} written yet in practice/")
    return found.written


def _params(problem: Problem, make: Callable[[Variant], list[Any]], first: tuple[Any, ...]) -> list[Any]:
    """make(v) for each variant under test; under --practice each marked, with the skips and a broken file."""
    if not _practice:
        return [param for v in problem.variants for param in make(v)]
    found = practised(problem)
    mark = pytest.mark.practice
    if found.error:
        return [pytest.param(*first, id="your practice file", marks=pytest.mark.practice_error(found.error))]
    params = [pytest.param(*p.values, id=p.id, marks=[mark, *p.marks]) for v in found.written for p in make(v)]
    for name, why in found.skipped.items():
        skip = pytest.mark.skip(reason=why)
        params.append(pytest.param(*first, id=f"{name or problem.key}: not judged", marks=[mark, skip]))
    return params


def case_params(problem: Problem, slow: Callable[[Variant, Case], bool] | None = None) -> list[Any]:
    """One pytest param per (variant, case), id'd by variant name and case description.

    `slow(v, case)` picks the runs that go behind --slow: a long run whose
    figures a cheaper default test pins (tic-tac-toe's naive on the empty board).
    Under --practice nothing is held back: the learner's code is the point.
    A case beyond a variant's declared limit is no test of it: it is left out here
    (the judge runs such cases after the fast level, reported and not failed).
    """
    cases = load_cases(problem)
    ref = problem.variant(problem.reference)
    parsed = [problem.parse(case.input) for case in cases]

    def marks(v: Variant, case: Case) -> list[pytest.MarkDecorator]:
        return [pytest.mark.slow] if slow is not None and not _practice and slow(v, case) else []

    return _params(
        problem,
        lambda v: [
            pytest.param(v, case, id=f"{v.name}: {case.description}", marks=marks(v, case))
            for case, args in zip(cases, parsed, strict=True)
            if not problem.skip_reason(v, args)
        ],
        (ref, cases[0]),
    )


def check_case(problem: Problem, v: Variant, case: Case) -> None:
    """Run v on the case's input and compare with the expected answer."""
    args = problem.parse(case.input)
    reason = problem.skip_reason(v, args)
    if reason:
        pytest.skip(reason)
    wrong = _wrong_answer(problem, v, case, args, answer_of(problem, v, args))
    assert wrong is None, wrong


def _wrong_answer(problem: Problem, v: Variant, case: Case, args: Args, got: Any) -> str | None:
    """What v got wrong on case ("naive(4) returned True, expected False"), or None when got is right."""
    right = problem.answers(v.name, args, case.expected)
    if got in right:
        return None
    want = right[0] if len(right) == 1 else f"one of {right}"
    return f"{v.name}({case.input!r}) returned {got!r}, expected {want!r}"


def variant_params(problem: Problem, slow: Callable[[Variant, Case], bool] | None = None) -> list[Any]:
    """One pytest param per variant, (v, its cases), id'd by the variant's name: the product case_params makes,
    a test per variant rather than per case (each test a worker is handed costs ~1.5 ms of CPU besides its
    own). The cases `slow(v, case)` picks go in a second param, "NAME, slow cases", marked slow; a variant with
    no case left by default has only that one. Under --practice it is case_params' product, one test per
    (variant, case), since there each case is the learner's feedback (and a hang is cut at the case's 60 s).
    """
    if _practice:
        return [pytest.param(p.values[0], [p.values[1]], id=p.id, marks=p.marks) for p in case_params(problem)]
    cases = load_cases(problem)
    parsed = [problem.parse(case.input) for case in cases]
    params = []
    for v in problem.variants:
        admitted = [case for case, args in zip(cases, parsed, strict=True) if not problem.skip_reason(v, args)]
        deep = [case for case in admitted if slow is not None and slow(v, case)]
        quick = [case for case in admitted if case not in deep]
        for runs, name, marks in ((quick, v.name, []), (deep, f"{v.name}, slow cases", [pytest.mark.slow])):
            if runs:  # pyproject's 60 s a test, for each case the test runs
                params.append(pytest.param(v, runs, id=name, marks=[*marks, pytest.mark.timeout(60 * len(runs))]))
    return params


def check_cases(problem: Problem, v: Variant, cases: list[Case]) -> None:
    """Run v on every case; fail once, with a line for each case it got wrong, naming the problem, the variant,
    the case and both answers (an error raised is the line's answer, and its traceback is shown)."""
    lines: list[str] = []
    first_error: Exception | None = None
    for case in cases:
        args = problem.parse(case.input)
        if problem.skip_reason(v, args):  # past v's limit under --practice: case_params left it out
            continue
        try:
            wrong = _wrong_answer(problem, v, case, args, answer_of(problem, v, args))
        except Exception as error:
            first_error = first_error or error
            wrong = f"{v.name}({case.input!r}) raised {type(error).__name__}: {error}"
        if wrong is not None:
            lines.append(f"{problem.key} {v.name}, case {case.description!r}: {wrong}")
    if not lines:
        return
    if len(cases) > 1:
        lines.append(f"({len(lines)} of the {len(cases)} cases failed)")
    if first_error is not None:
        raise AssertionError("\n".join(lines)) from first_error
    pytest.fail("\n".join(lines), pytrace=False)


def limit_params(problem: Problem) -> list[Any]:
    """One pytest param per variant, carrying the problem's time budget as its timeout.

    These runs judge speed (`kata bench` measures it), so the default suite
    leaves them to --slow: the cases already run most variants at their
    declared size, and the deep runner's stack is tested on its own. Under
    --practice they run: a limit is how the learner's code is judged.
    """
    marks = [pytest.mark.timeout(problem.budget), *([] if _practice else [pytest.mark.slow])]
    return _params(
        problem,
        lambda v: [pytest.param(v, id=f"{v.name} at {problem.size_name} = {v.limit}", marks=marks)],
        (problem.variant(problem.reference),),
    )


def check_limit(problem: Problem, v: Variant) -> None:
    """Run v once on an input of exactly its declared size; its answer must match another variant's.

    The variant with the largest limit has no other to compare with there, so
    the case file must hold a case at its generated input.
    """
    raw = problem.input_for(v, v.limit, random.Random(v.limit))
    args = problem.parse(raw)
    assert problem.size(args) == v.limit, f"generator made size {problem.size(args)}, asked for {v.limit}"
    if declined := problem.skip_reason(v, args):
        pytest.skip(f"{declined} (the generated input)")
    got = answer_of(problem, v, args)
    judge = problem.judge(args, besides=v)
    if judge is not None:
        want = answer_of(problem, judge, args)
        # a solver's one answer; for a player, any move the problem accepts beside another's (a legal column)
        assert got in problem.answers(v.name, args, want), (
            f"{v.name} says {got!r} at its limit, {judge.name} says {want!r}"
        )
        return
    known = [c for c in load_cases(problem) if c.input == raw]
    assert known, f"no other variant reaches {v.name}'s limit: add a case with input {raw!r}"
    expected = known[0].expected
    assert got in problem.answers(v.name, args, expected), f"{v.name}({raw!r}) returned {got!r}, expected {expected!r}"


def assert_agree(problem: Problem, raw: object) -> None:
    """Every variant whose limit admits raw returns the same answer (at least two must admit it).

    Under --practice the learner's variants are judged against the reference.
    """
    args = problem.parse(raw)
    judged = under_test(problem)
    if _practice:
        judged = [problem.variant(problem.reference), *(replace(v, name=f"{v.name} (yours)") for v in judged)]
    answers = {v.name: answer_of(problem, v, args) for v in judged if problem.skip_reason(v, args) is None}
    if _practice and len(answers) < 2:
        pytest.skip(f"no variant of yours admits {problem.size_name} = {problem.size(args)}")
    assert len(answers) >= 2, f"only {list(answers)} admit {raw!r}: nothing to compare"
    assert len(set(map(repr, answers.values()))) == 1, f"variants disagree on {raw!r}: {answers}"


def answer_of(problem: Problem, v: Variant, args: Args) -> Any:
    """v's answer on a fresh copy of args, on the deep runner's stack, nothing counted (counting slows it)."""
    return run_deep(problem.run, v, copy.deepcopy(args))


def play_script(problem: Problem, raw: object, moves: list[str], *, cpu_first: bool) -> str:
    """Play a game of `kata play` with the typed lines given, through the shared loop; return the transcript."""
    import io

    from shared.tool.play import run

    assert problem.play is not None, f"{problem.key} has no play hook"
    out = io.StringIO()
    status = run(problem.play(problem.parse(raw)), cpu_first=cpu_first, stdin=io.StringIO("\n".join(moves)), stdout=out)
    assert status == 0
    return out.getvalue()


def agree_on_many(problem: Problem, inputs: Iterable[object], judge: str) -> None:
    """Every variant under test (under --practice, the learner's) gives the judge variant's answer on each input.

    A plain loop, not hypothesis: cheap enough to run thousands of small inputs in a second.
    """
    funcs = [v.func for v in under_test(problem)]
    reference = problem.variant(judge).func
    for raw in inputs:
        args = problem.parse(raw)
        want = reference(**copy.deepcopy(args))
        for func in funcs:
            assert func(**copy.deepcopy(args)) == want, f"{func.__name__}({raw!r})"


def counted(problem: Problem, name: str, raw: object) -> tuple[Any, int]:
    """Run the named variant on raw input; its answer and the nodes it entered (it must count them)."""
    run = run_once(problem, problem.variant(name), problem.parse(raw), timed=False)
    assert run.nodes is not None, f"{name} counts no nodes"
    return run.answer, run.nodes
