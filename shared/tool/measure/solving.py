"""Solving one input with several variants: the answers, the skips, and whether they agree."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from shared.engine.errors import InputError
from shared.tool.measure.budget import OutOfTimeError
from shared.tool.measure.timing import Run, run_once
from shared.tool.registry import Args, Problem, Variant

__all__ = ["Solved", "solve_one"]


@dataclass
class Solved:
    """Every chosen variant on one input: runs, skips, errors, and whether they agree."""

    problem: Problem
    raw: object
    args: Args
    runs: dict[str, Run] = field(default_factory=dict)
    skipped: dict[str, str] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    unfinished: dict[str, OutOfTimeError] = field(default_factory=dict)  # stopped at the deadline: how far each got
    beyond: str | None = None  # the variant run past every declared limit, because a deadline bounds it

    @property
    def agree(self) -> bool:
        """Did every variant that ran give an answer its problem accepts beside the others, with none failing?"""
        return not self.errors and self.problem.agrees(self.args, [r.answer for r in self.runs.values()])

    def as_json(self) -> dict[str, object]:
        """The `kata solve --json` object: one result per variant, in teaching order."""
        results: list[dict[str, object]] = []
        for v in self.problem.variants:
            if v.name in self.runs:
                r = self.runs[v.name]
                results.append({"variant": v.name, "answer": r.answer, "nodes": r.nodes, "seconds": r.seconds})
            elif v.name in self.skipped:
                results.append({"variant": v.name, "skipped": self.skipped[v.name]})
            elif v.name in self.errors:
                results.append({"variant": v.name, "error": self.errors[v.name]})
            elif v.name in self.unfinished:
                late = self.unfinished[v.name]
                results.append({"variant": v.name, "finished": False, "nodes": late.nodes, "seconds": late.seconds})
        # A number the problem read as a string (c4's moves, 4453) is echoed as that string: JSON numbers past
        # 2^53 do not survive JavaScript, and the digits are what was meant.
        param, echo = self.problem.param, self.raw
        given = self.args.get(param)
        if isinstance(given, str) and isinstance(echo, int):
            echo = given
        elif isinstance(given, str) and isinstance(echo, dict) and isinstance(echo.get(param), int):
            echo = {**echo, param: given}
        obj: dict[str, object] = {"problem": self.problem.key, "input": echo, "results": results}
        if self.unfinished:
            obj["finished"] = False
        return {**obj, "agree": self.agree}


def solve_one(
    problem: Problem,
    raw: object,
    variants: Sequence[Variant],
    *,
    timed: bool = True,
    starting: Callable[[Variant], None] | None = None,
    max_seconds: float | None = None,
    call: Callable[[Variant, Args], Any] | None = None,
) -> Solved:
    """Parse raw, then run each variant that promises an answer at this size (timed: see run_once); `starting`
    hears of each variant as it starts (a progress line).

    With `max_seconds`, the whole solve stops then: a variant still running is
    stopped and listed as unfinished with how far it got, those after it are
    not started. An input past every declared limit is then tried by the
    variant that reaches furthest, since the deadline bounds it anyway.
    `call` runs each variant another way than `problem.run` (see run_once).
    """
    args = problem.parse(raw)
    out = Solved(problem, raw, args)
    deadline = None if max_seconds is None else time.monotonic() + max_seconds
    beyond = _beyond_every_limit(problem, variants, args) if deadline is not None else None
    out.beyond = beyond.name if beyond is not None else None
    for v in variants:
        reason = problem.skip_reason(v, args)
        if reason is not None and v is not beyond:
            out.skipped[v.name] = reason
            continue
        if deadline is not None and time.monotonic() >= deadline:
            out.unfinished[v.name] = OutOfTimeError()  # not started: the time went to the variants before it
            continue
        if starting is not None:
            starting(v)
        try:
            # Past every limit the count comes first: it says how far the search got if it is stopped.
            out.runs[v.name] = run_once(problem, v, args, timed=timed and v is not beyond, deadline=deadline, call=call)
        except OutOfTimeError as late:
            out.unfinished[v.name] = late
        except InputError as err:  # a variant that declines these rules, e.g. a formula
            out.skipped[v.name] = str(err)
        except Exception as err:  # a bug in a variant is a disagreement to report, not a crash
            out.errors[v.name] = f"{type(err).__name__}: {err}"
    if not out.runs and not out.errors and not out.unfinished:
        # One line within 80 columns: the reason of the variant that reaches furthest (c4 has ten).
        top = max(variants, key=lambda v: v.limit)
        size = problem.size(args)
        if len(variants) > 1 and size > top.limit:
            raise InputError(f"no variant takes {problem.size_name} = {size:,}: the largest limit is {top.limit:,}")
        raise InputError(f"no variant takes this input: {out.skipped[top.name]}")
    return out


def _beyond_every_limit(problem: Problem, variants: Sequence[Variant], args: Args) -> Variant | None:
    """The variant that reaches furthest, if the input is past every chosen variant's limit and it takes the rules."""
    if any(problem.skip_reason(v, args) is None for v in variants):
        return None
    top = max(variants, key=lambda v: v.limit)
    return top if top.declines is None or top.declines(args) is None else None
