"""From a failing `kata check` case to its trace: the command that replays the learner's file beside the reference.

Printed under a failing case when the reference's run on it is within the
trace cap, known without recording it: its calls are counted, as `kata trace`
counts them before it records (recording a run at the cap takes about a
second, and `kata check` would pause that long on each failing case); pasted
into a shell, it stops at the first call whose value differs.
A command too long for one line is continued with a backslash, so it still
pastes as one command.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path

from shared.engine.errors import InputError
from shared.tool.cases import Case, load_cases
from shared.tool.registry import Problem
from shared.tool.tracing.runs import check_calls

__all__ = ["case_input", "numbered_cases", "replay_lines"]

COMPARED = "memoized"  # a class Solution is traced as the variant most Solutions are: a memoized search


def numbered_cases(problem: Problem) -> list[Case]:
    """The problem's cases as `kata check` numbers them: smallest first, ties in the file's order."""
    cases = load_cases(problem)
    order = sorted(range(len(cases)), key=lambda k: (problem.size(problem.parse(cases[k].input)), k))
    return [cases[k] for k in order]


def case_input(problem: Problem, number: int) -> object:
    """The input of case `number` as `kata check` numbers it; one line if there is no such case."""
    cases = numbered_cases(problem)
    if not 1 <= number <= len(cases):
        raise InputError(f"--case {number}: {problem.key} has cases 1 to {len(cases)}")
    return cases[number - 1].input


def replay_lines(problem: Problem, name: str, path: Path, raw: object, width: int) -> list[str]:
    """The lines saying how to replay this case in `kata trace`, or none when it is not traceable."""
    try:
        v = problem.variant(name)
    except InputError:  # a lone class Solution: no variant of that name
        v = problem.variant(COMPARED)
    try:
        check_calls(problem, v, problem.parse(raw))
    except InputError:  # a rule v declines, or a run past the trace cap
        return []
    numbers = [k for k, case in enumerate(numbered_cases(problem), 1) if case.input == raw]
    given = f"--case {numbers[0]}" if numbers else shlex.quote(json.dumps(raw, separators=(",", ":")))
    if path.is_absolute() and path.is_relative_to(Path.cwd()):  # as the learner would type it
        path = path.relative_to(Path.cwd())
    head = f"kata trace {problem.key} {v.name} {given}"
    if len(f"  {head} \\") > width:  # an input too long to paste on a line (a random row of 78 piles)
        return []
    tail = f"--file {shlex.quote(str(path))} --until-differs"
    lead = "see where it parts from the reference:"
    if len(f"  {head} {tail}") <= width:
        return [lead, f"  {head} {tail}"]
    if len(f"    {tail}") <= width and len(f"  {head} \\") <= width:
        return [lead, f"  {head} \\", f"    {tail}"]
    # A path too long for the line: named once above (`yours is ... in FILE`), so a stand-in here.
    return [lead, f"  {head} --until-differs --file YOUR_FILE"[:width], "  (YOUR_FILE: the file named above)"]
