"""The ladder rule of `shared.tool.ideas`, on 486's first step (alpha_beta is naive plus the cuts): a learner's step
passes where it explores no more than the geometric mean of the reference's counts with and without the idea."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path

import pytest

from problems import p0486_predict_the_winner as chapter
from shared.tool.catalog import all_problems, find_problem
from shared.tool.ideas import Idea, explored, load_ideas, missing_idea, step_before
from shared.tool.registry import Problem

PROBLEM = find_problem("486")
PROBES = ([1, 5, 2], [3, 9, 1, 2, 8, 4, 7, 6])
CUTS = Idea("cuts outside the window", PROBES)


def test_the_step_before_is_the_variant_before_in_teaching_order() -> None:
    """alpha_beta's step before is naive, memoized's is alpha_beta: the same search without the idea."""
    assert step_before(PROBLEM, "alpha_beta").name == "naive"
    assert step_before(PROBLEM, "memoized").name == "alpha_beta"


def test_explored_sums_the_search_calls_over_the_probes() -> None:
    """naive enters 2^n - 1 positions on a row of n (7 and 255), none on no probe; alpha_beta far fewer."""
    assert explored(PROBLEM, chapter.naive, ()) == 0
    assert explored(PROBLEM, chapter.naive, PROBES[:1]) == 7
    assert explored(PROBLEM, chapter.naive, PROBES) == 7 + 255
    assert explored(PROBLEM, chapter.alpha_beta, PROBES) < 100


def test_a_step_passes_up_to_the_geometric_mean_and_fails_one_past_it() -> None:
    """Exactly isqrt(with * without) positions pass; one more fails with both counts and the idea's name."""
    theirs, without = explored(PROBLEM, chapter.alpha_beta, PROBES), explored(PROBLEM, chapter.naive, PROBES)
    bar = math.isqrt(theirs * without)
    seen: list[tuple[object, ...]] = []

    def learner(row: list[int]) -> bool:  # named otherwise than LeetCode's `nums`: given in order
        seen.append((row,))
        return True

    first, second = bar // 2, bar - bar // 2
    assert missing_idea(PROBLEM, CUTS, "alpha_beta", learner, counting_by([first, second])) == []
    assert seen == [(PROBES[0],), (PROBES[1],)]
    lines = missing_idea(PROBLEM, CUTS, "alpha_beta", learner, counting_by([first, second + 1]))
    assert lines == [
        f"yours: {bar + 1:,} positions explored on 2 probes;",
        f"the reference's alpha_beta: {theirs:,}, its naive: {without:,}",
        "the idea is missing: cuts outside the window",
    ]


def test_a_step_that_does_not_recurse_is_counted_by_all_its_calls() -> None:
    """With no recursive function (searched 0), the calls of every function the learner's file defines count."""
    theirs, without = explored(PROBLEM, chapter.alpha_beta, PROBES), explored(PROBLEM, chapter.naive, PROBES)
    bar = math.isqrt(theirs * without)
    assert missing_idea(PROBLEM, CUTS, "alpha_beta", chapter.naive, counting_by([0, 0], [bar, 0])) == []
    assert missing_idea(PROBLEM, CUTS, "alpha_beta", chapter.naive, counting_by([0, 0], [bar, 1])) != []


def test_a_step_with_no_idea_has_no_rule() -> None:
    """A step with no idea declared (None) passes whatever it explores."""
    assert missing_idea(PROBLEM, None, "naive", chapter.naive, counting_by([10**9, 10**9])) == []


def counting_by(searched: list[int], calls: list[int] | None = None) -> Callable[..., int]:
    """A stand-in for the judge's CountCalls: runs each thunk, and says the next probe's searched (or all) calls."""
    said = iter(searched)
    every = iter(calls or [0] * len(searched))

    def count_calls(thunk: Callable[[], object], *, searched: bool = False) -> int:
        if searched:
            thunk()
            return next(said)
        return next(every)

    return count_calls


@pytest.mark.parametrize("problem", [p for p in all_problems() if load_ideas(p.stem)], ids=lambda p: p.key)
def test_every_idea_names_a_step_after_the_first_and_probes_it_parses(problem: Problem) -> None:
    """A step the file names wrong would hold nobody to its idea: each is a variant with a step before it, and each
    probe is an input the problem takes."""
    names = [v.name for v in problem.variants]
    for step, idea in load_ideas(problem.stem).items():
        assert step in names[1:], f"{problem.stem}: {step} is not a step of the ladder"
        assert idea.what
        assert all(problem.parse(raw) for raw in idea.probes)


def test_a_file_of_ideas_in_another_shape_is_refused_naming_what_it_needs(tmp_path: Path) -> None:
    """A missing file is no ideas; an idea without probes, or a file without its about, is refused with its path."""
    assert load_ideas("p0486_predict_the_winner", tmp_path) == {}
    (tmp_path / "ideas").mkdir()
    path = tmp_path / "ideas" / "toy.json"
    path.write_text(json.dumps({"about": [], "ideas": {"memoized": {"what": "a memo", "probes": []}}}))
    with pytest.raises(ValueError, match=r"memoized needs what .* and a non-empty list of probes"):
        load_ideas("toy", tmp_path)
    path.write_text(json.dumps({"ideas": {}}))
    with pytest.raises(ValueError, match="expected an object of about"):
        load_ideas("toy", tmp_path)
    path.write_text(json.dumps({"about": ["why"], "ideas": {"memoized": {"what": "a memo", "probes": ["1"]}}}))
    assert load_ideas("toy", tmp_path) == {"memoized": Idea("a memo", ("1",))}
