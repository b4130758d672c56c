"""Solving one input with several variants: the answers, the skips, and whether they agree."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from shared.engine.errors import InputError
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
        return {"problem": self.problem.key, "input": self.raw, "results": results, "agree": self.agree}


def solve_one(
    problem: Problem,
    raw: object,
    variants: Sequence[Variant],
    *,
    timed: bool = True,
    starting: Callable[[Variant], None] | None = None,
) -> Solved:
    """Parse raw, then run each variant that promises an answer at this size (timed: see run_once); `starting`
    hears of each variant as it starts (a progress line)."""
    args = problem.parse(raw)
    out = Solved(problem, raw, args)
    for v in variants:
        reason = problem.skip_reason(v, args)
        if reason is not None:
            out.skipped[v.name] = reason
            continue
        if starting is not None:
            starting(v)
        try:
            out.runs[v.name] = run_once(problem, v, args, timed=timed)
        except InputError as err:  # a variant that declines these rules, e.g. a formula
            out.skipped[v.name] = str(err)
        except Exception as err:  # a bug in a variant is a disagreement to report, not a crash
            out.errors[v.name] = f"{type(err).__name__}: {err}"
    if not out.runs and not out.errors:
        # One line within 80 columns: the reason of the variant that reaches furthest (c4 has ten).
        top = max(variants, key=lambda v: v.limit)
        size = problem.size(args)
        if len(variants) > 1 and size > top.limit:
            raise InputError(f"no variant takes {problem.size_name} = {size:,}: the largest limit is {top.limit:,}")
        raise InputError(f"no variant takes this input: {out.skipped[top.name]}")
    return out
