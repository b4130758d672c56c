"""A ladder's ideas, judged by the positions a search explores, as Pons' tutorial measures each of its steps.

A step of a chapter's ladder adds one idea to the step before it in teaching order (c4's `ordered` is
`alpha_beta` trying the centre columns first). Where the idea shows in the count of explored positions,
the judge holds a learner's step to it: on the idea's probes, the learner's search must explore fewer
positions than the geometric mean of the reference's counts with and without the idea, i.e. be nearer
the step with it. Counted: the calls of the learner's busiest recursive function (CountCalls'
`searched`), so helpers called at each position do not count.

A problem's ideas are data, beside its cases and hints: tests/cases/ideas/<stem>.json holds each step's
idea in words and its probes, and `about` says how the probes were picked. `load_ideas` reads them, and the
problem's `extra_checks` return `missing_idea`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shared.engine.counting import node_counter
from shared.tool.cases import CASES_DIR
from shared.tool.registry import Problem, Variant

__all__ = ["Idea", "explored", "load_ideas", "missing_idea", "step_before"]


@dataclass(frozen=True)
class Idea:
    """A step whose idea shows in the count of explored positions beside the step before it (the same search
    without the idea), and raw inputs (as `kata solve` takes them) where it shows."""

    what: str  # the idea, as a failure names it
    probes: tuple[object, ...]


def load_ideas(stem: str, directory: Path = CASES_DIR) -> dict[str, Idea]:
    """A chapter's ideas by step, from its file in tests/cases/ideas/ ({} when it has none), each checked."""
    path = directory / "ideas" / f"{stem}.json"
    if not path.exists():
        return {}
    raw = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(raw, dict) or set(raw) != {"about", "ideas"} or not isinstance(raw["ideas"], dict):
        raise ValueError(f"{path}: expected an object of about (how the probes were picked) and ideas by step")
    ideas = {}
    for step, idea in raw["ideas"].items():
        if not isinstance(idea, dict) or set(idea) != {"what", "probes"} or not idea["probes"]:
            raise ValueError(f"{path}: {step} needs what (the idea in words) and a non-empty list of probes")
        ideas[step] = Idea(str(idea["what"]), tuple(idea["probes"]))
    return ideas


def step_before(problem: Problem, name: str) -> Variant:
    """The variant before `name` in teaching order: the same search without its idea."""
    return problem.variants[[v.name for v in problem.variants].index(name) - 1]


def explored(problem: Problem, reference: Callable[..., Any], probes: tuple[object, ...]) -> int:
    """A reference variant's explored positions (its search's calls) summed over the probes."""
    with node_counter(reference) as counted:
        for raw in probes:
            reference(**problem.parse(raw))
    return counted.nodes or 0


def missing_idea(
    problem: Problem, idea: Idea | None, name: str, func: Callable[..., Any], count_calls: Callable[..., int]
) -> list[str]:
    """Failure lines when the learner's step `name` explores about as many positions as the step without its idea."""
    if idea is None:
        return []
    before = step_before(problem, name)
    theirs = explored(problem, problem.variant(name).func, idea.probes)
    without = explored(problem, before.func, idea.probes)
    yours = 0
    for raw in idea.probes:
        args = tuple(problem.parse(raw).values())  # in order, as LeetCode passes them: whatever the learner names them
        searched = count_calls(lambda a=args: func(*a), searched=True)
        yours += searched or count_calls(lambda a=args: func(*a))  # no recursion
    if yours > math.isqrt(theirs * without):
        return [
            f"yours: {yours:,} positions explored on {len(idea.probes)} probes;",
            f"the reference's {name}: {theirs:,}, its {before.name}: {without:,}",
            f"the idea is missing: {idea.what}",
        ]
    return []
