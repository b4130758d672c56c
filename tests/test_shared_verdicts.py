"""`kata check`'s verdicts can be trusted: every pinned case runs, LeetCode's code pastes as it is, speed is
judged at the size that matters, and every failure says why in 80 columns."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from shared.tool.cases import load_cases
from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli import main
from shared.tool.judge import SOLUTION, Callee, Judgement, Verdict
from shared.tool.judge.leetcode import prelude
from shared.tool.judge.levels import cases, check, honest, randoms
from shared.tool.registry import Problem
from tests.learner_corpus import LEARNERS

ROOT = Path(__file__).resolve().parent.parent
SHORT = 0.02  # seconds for a larger case where a test asks what runs, not how fast: each still forks a child
CASE_LINE = re.compile(r"^  (?:ok  |FAIL|--  )  case (\d+) of (\d+), ")


def _check(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str]:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "80")
    out = io.StringIO()
    status = main(["check", *argv], stdout=out)
    return status, out.getvalue()


def _cases_run(text: str) -> dict[str, set[int]]:
    """For each variant judged in `kata check`'s output, the numbers of the cases it printed a line for."""
    seen: dict[str, set[int]] = {}
    variant = ""
    for line in text.splitlines():
        head = re.match(r"^\S+ (\w+): yours is ", line)
        if head:
            variant = head[1]
            seen[variant] = set()
        found = CASE_LINE.match(line)
        if found:
            seen[variant].add(int(found[1]))
    return seen


def _every_case_is_run(problem: Problem, monkeypatch: pytest.MonkeyPatch, variants: tuple[str, ...] = ()) -> None:
    """Judge the reference file's variants (those named, else all): each prints a line for every case."""
    argv = [problem.key, *variants, "--file", str(ROOT / "problems" / f"{problem.stem}.py")]
    status, text = _check(argv, monkeypatch)
    assert status == 0, text
    total = len(load_cases(problem))
    seen = _cases_run(text)
    assert set(seen) == (set(variants) or {v.name for v in problem.variants}), text
    for variant, numbers in seen.items():
        assert numbers == set(range(1, total + 1)), (variant, sorted(numbers))
    assert "left to" not in text
    assert max(len(line) for line in text.splitlines()) <= 80, text


@pytest.mark.slow
@pytest.mark.timeout(600)  # five or six variants, each up to about 15 s and more on a busy machine
@pytest.mark.parametrize("problem", all_problems(), ids=lambda p: p.key)
def test_every_case_is_run_for_every_variant(problem: Problem, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every case file, every reference variant, with the judge's real budgets. (By default
    test_larger_cases_come_last_and_a_slow_one_is_reported_not_failed asks it of 1406's naive.)"""
    _every_case_is_run(problem, monkeypatch)


def test_larger_cases_come_last_and_a_slow_one_is_reported_not_failed(monkeypatch: pytest.MonkeyPatch) -> None:
    """1406's reference naive: cases up to 18 stones decide; 21, 30, 31, 80, 1,000 stones run after the fast level.
    Every case of the case file prints its line, the larger ones too, each within 80 columns."""
    monkeypatch.setattr(check, "WHOLE_CHECK", 1.0)
    monkeypatch.setattr(cases, "LARGER_FLOOR", SHORT)
    monkeypatch.setattr(cases, "LARGER_CAP", SHORT)  # the first larger case too, not what is left of the 1 s
    status, text = _check(["1406", "naive", "--file", str(ROOT / "problems" / "p1406_stone_game_iii.py")], monkeypatch)
    assert status == 0, text
    lines = text.splitlines()
    fast = next(i for i, line in enumerate(lines) if "  fast: " in line)
    assert all(int(m[1]) > 11 for line in lines[fast:] if (m := CASE_LINE.match(line))), text
    assert "cases: 11 of 11 right up to n = 18, 6 larger later" in text
    assert "(not in time)" in text
    assert "reported, not failed" in text
    assert _cases_run(text) == {"naive": set(range(1, len(load_cases(find_problem("1406"))) + 1))}, text
    assert "left to" not in text
    assert max(len(line) for line in text.splitlines()) <= 80, text


def test_a_wrong_larger_case_fails_and_leads_with_its_description(monkeypatch: pytest.MonkeyPatch) -> None:
    """A -10000 sentinel passes every case up to 18 stones; 21 stones of -1000 fail it, named by the case."""
    path = LEARNERS / "p1406_stone_game_iii" / "naive_sentinel.py"
    said: list[str] = []  # every line the judge gave, before kata crops or folds it to the terminal
    verdicts = Judgement.verdicts

    def told(self: Judgement) -> Iterator[Verdict]:
        for verdict in verdicts(self):
            said.extend([verdict.line, *verdict.details])
            yield verdict

    monkeypatch.setattr(Judgement, "verdicts", told)
    status, text = _check(["1406", "naive", "--file", str(path)], monkeypatch)
    assert status == 1
    lines = text.splitlines()
    failed = next(i for i, line in enumerate(lines) if line.startswith("  FAIL"))
    assert lines[failed].endswith('case 12 of 17, n = 21: expected "Bob", got "Alice"'), text
    assert "twenty-one stones of -1000" in lines[failed + 1]
    assert "5 more not run after that" in text  # the check has failed: no need to wait for the others
    assert said
    assert all(len(line) <= 72 for line in said if not line.startswith("case ")), said  # as the corpus test does


@pytest.mark.slow  # a case file's catch, as the corpus's one per problem are (--slow); 0.9 CPU-s
def test_the_chapters_71_turn_maze_fails_a_clock_capped_at_68(monkeypatch: pytest.MonkeyPatch) -> None:
    """1728's memoized must reach 12 open cells; the 8 x 8 maze is larger, and the capped clock answers it wrong."""
    path = LEARNERS / "p1728_cat_and_mouse_ii" / "lru_cache_cap_68.py"
    status, text = _check(["1728", "memoized", "--file", str(path)], monkeypatch)
    assert status == 1
    assert "an 8 x 8 maze, the cat starting behind the mouse" in text
    assert "expected true, got false" in text


def test_leetcodes_page_names_are_there_and_no_builtin_is_hidden() -> None:
    """A pasted solution finds List, cache, inf, accumulate, deque, ...; pow stays the builtin (3 arguments)."""
    names = prelude()
    for name in ("List", "Optional", "Dict", "cache", "lru_cache", "reduce", "inf", "gcd", "comb", "sqrt"):
        assert name in names, name
    for name in ("accumulate", "product", "permutations", "deque", "defaultdict", "Counter", "heappush"):
        assert name in names, name
    for name in ("bisect_left", "insort", "itemgetter", "ascii_lowercase", "math", "collections", "re", "sys"):
        assert name in names, name
    assert names["Counter"].__module__ == "collections"  # not typing's alias
    assert "pow" not in names
    assert "abs" not in names
    assert "np" not in names


def test_a_name_leetcode_does_not_define_is_a_one_line_name_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """numpy's np is not on LeetCode's page, so not here either: the failing case says so in one line."""
    path = LEARNERS / "p0486_predict_the_winner" / "leetcode_paste_unknown_name.py"
    status, text = _check(["486", "--file", str(path)], monkeypatch)
    assert status == 1
    assert "NameError: name 'np' is not defined" in text


def test_a_lone_solution_is_timed_at_leetcodes_largest_input() -> None:
    """With no variant named, the fast level asks for LeetCode's largest input, whatever the reference reaches."""
    expected = {"1872": 10**5, "1510": 10**5, "1406": 5 * 10**4, "292": 2**31 - 1, "486": 20, "913": 50}
    for key, size in expected.items():
        problem = find_problem(key)
        assert problem.method is not None
        judgement = Judgement(problem, LEARNERS / "x.py", Callee(SOLUTION, problem.method))
        assert judgement.must == size, key
    named = Judgement(find_problem("1872"), LEARNERS / "x.py", Callee("memoized"))
    assert named.must == 500  # a named variant: its own required size


def test_an_n_squared_solution_fails_at_leetcodes_size_and_says_the_budget() -> None:
    """1872 in O(n^2) passes every case, then fails at n = 10^5; the lines give size, time and budget in 72."""
    # The budget is wall time, as the judge's is: the 1,000-stone case takes 0.04 s of CPU, 0.15 s at a load
    # of 15 on 2 cores, so 0.5 s leaves it room on a busy machine; 10^5 stones need 5 * 10^9 steps, minutes.
    # The child spins for the whole budget at 10^5: a longer one would only cost CPU.
    problem = find_problem("1872").but(budget=0.5)
    path = LEARNERS / "p1872_stone_game_viii" / "quadratic_solution.py"
    verdicts = list(Judgement(problem, path, Callee(SOLUTION, "stoneGameVIII"), stretch=False).verdicts())
    fast = verdicts[-1]
    assert (fast.level, fast.ok) == ("fast", False)
    assert fast.line == "fast: n = 100,000 (LeetCode's largest): still running after 0.5 s"
    assert fast.details[0] == "the budget is 0.5 s; suffix_table is O(n)"


def test_a_bounded_lru_cache_is_named_when_it_is_too_slow() -> None:
    """@lru_cache() keeps 128 answers: at 3,000 stones 1510's memo runs out of time, and the verdict says why."""
    problem = find_problem("1510").but(budget=0.25)  # its cases up to 34 stones answer in milliseconds
    path = LEARNERS / "p1510_stone_game_iv" / "lru_cache_bounded.py"
    verdicts = list(Judgement(problem, path, Callee("memoized"), stretch=False).verdicts())
    assert (verdicts[-1].level, verdicts[-1].ok) == ("cases", False)
    assert honest.BOUNDED in verdicts[-1].details


def test_random_sizes_respect_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """877's rows are even and at least 2 long: the random line names the sizes it really made."""
    path = LEARNERS / "p0877_stone_game" / "leetcode_paste.py"
    judgement = Judgement(find_problem("877"), path, Callee("memoized", "stoneGame"))
    (line,) = [v.line for v in randoms.random_inputs(judgement)]
    sizes = re.search(r"len\(piles\) = (\d+) to (\d+)", line)
    assert sizes is not None, line
    assert int(sizes[1]) >= 2, line
    assert int(sizes[1]) % 2 == 0, line
    assert int(sizes[2]) % 2 == 0, line
