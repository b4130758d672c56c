"""Every variant's `kata show KEY VARIANT --leetcode` paste runs alone, as LeetCode would run it.

Each problem's pastes run in a fresh interpreter (`python -I`, in an empty
folder) that imports nothing of this repository: each paste is executed in a
namespace holding only the names LeetCode's page defines (the judge's own
prelude, `shared/tool/judge/leetcode.py`, loaded there by its path) and is
called as LeetCode calls it, `Solution().method(**args)`, or, off LeetCode,
the plain function. It must give the reference's answer on every one of the
problem's examples (LeetCode's own, for the fourteen LeetCode chapters) and
on seeded random inputs of a few sizes within the variant's limit.
"""

from __future__ import annotations

import ast
import copy
import io
import pickle
import random
import subprocess
import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from shared.engine.errors import InputError
from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli import main
from shared.tool.paste import deep, paste
from shared.tool.registry import Args, Problem, Variant

LEETCODE = Path(__file__).resolve().parents[1] / "shared" / "tool" / "judge" / "leetcode.py"
RANDOM_SIZES = (3, 6)  # capped by each variant's limit: enough to reach every branch, cheap for naive
RANDOM_PER_SIZE = 2

# Runs in the child: reads (prelude path, jobs) pickled on stdin, writes each job's answers pickled on stdout.
CHILD = """
import importlib.util, pickle, sys
path, jobs = pickle.load(sys.stdin.buffer)
spec = importlib.util.spec_from_file_location("leetcode_prelude", path)
prelude = importlib.util.module_from_spec(spec)
spec.loader.exec_module(prelude)
results = []
for code, method, func, inputs in jobs:
    namespace = dict(prelude.prelude())
    namespace["__name__"] = "__main__"
    answers = []
    try:
        exec(compile(code, "<paste>", "exec"), namespace)
    except BaseException as e:
        results.append([("raised", f"{type(e).__name__}: {e}")] * len(inputs))
        continue
    for args in inputs:
        try:
            if method:
                answers.append(("ok", getattr(namespace["Solution"](), method)(**args)))
            else:
                answers.append(("ok", namespace[func](**args)))
        except BaseException as e:
            answers.append(("raised", f"{type(e).__name__}: {e}"))
    results.append(answers)
ours = sorted(m for m in sys.modules if m.split(".")[0] in ("shared", "problems", "tests"))
pickle.dump((results, ours), sys.stdout.buffer)
"""


def _inputs(p: Problem, v: Variant) -> list[tuple[str, Args]]:
    """The problem's examples, then seeded random inputs of a few sizes up to v's limit: those v admits."""
    found = [(f"example {raw!r}"[:60], p.parse(raw)) for raw in p.examples]
    for size in RANDOM_SIZES:
        drawn = _drawn(p, v.generate, size, min(size, v.limit))
        found += [(f"random size {size}", copy.deepcopy(args)) for args in drawn]
    return [(label, args) for label, args in found if p.skip_reason(v, args) is None]


@cache
def _drawn(p: Problem, generate: Callable[[int, random.Random], object] | None, seed: int, size: int) -> list[Args]:
    """RANDOM_PER_SIZE seeded inputs of one size, drawn once for the variants that share a generator: one seed per
    size, so they share inputs and their answers (c4's generator plays a quiet game for each, 0.08 s a variant)."""
    rng = random.Random(f"{p.key} {seed}")
    drawn = []
    for _ in range(RANDOM_PER_SIZE):
        try:
            drawn.append(p.parse((generate or p.generate)(size, rng)))
        except InputError:
            continue  # below the rules' smallest input (913's 3 nodes)
    return drawn


def _expected(p: Problem, v: Variant, args: Args, known: dict[bytes, Any]) -> Any:
    """The reference's answer (or, where it declines, the last variant that admits args besides v); where no
    other variant admits args (c4's lower_bounds on a 31-empty board), the chapter's own v, run here."""
    judge = p.judge(args, besides=v) or v
    key = pickle.dumps((p.key, judge.name, args))  # 292's formula and 1025's both take n
    if key not in known:
        known[key] = p.run(judge, copy.deepcopy(args))
    return known[key]


Job = tuple[str, str | None, str, list[Args]]  # (code, LeetCode's method or None, the function, inputs)


def run_jobs(jobs: list[Job]) -> tuple[list[list[tuple[str, Any]]], list[str]]:
    """Run each paste in one fresh interpreter, each in its own namespace of LeetCode's names: for each job, its
    ("ok", answer) or ("raised", error) per input; and the modules of ours that interpreter imported."""
    child = subprocess.run(
        [sys.executable, "-I", "-c", CHILD],
        input=pickle.dumps((str(LEETCODE), jobs)),
        capture_output=True,
        timeout=120,
        check=False,
        cwd=Path(__file__).parent / "cases",  # no chapter or package of ours beside it to import by accident
    )
    assert child.returncode == 0, child.stderr.decode()[-2000:]
    results, ours = pickle.loads(child.stdout)
    return results, ours


def run_pastes(plan: list[tuple[Problem, Variant]]) -> dict[str, list[tuple[str, Any, Any]]]:
    """Run each (problem, variant)'s paste on its inputs in one fresh interpreter; each variant's mismatches, by
    "KEY VARIANT": (input label, what its paste did, the reference's answer)."""
    inputs = [(p, v, _inputs(p, v)) for p, v in plan]
    jobs = [
        (paste(p, v), p.method if p.on_leetcode else None, v.func.__name__, [args for _, args in given])
        for p, v, given in inputs
    ]
    results, ours = run_jobs(jobs)
    assert ours == [], f"the pastes' interpreter imported {ours}"
    wrong: dict[str, list[tuple[str, Any, Any]]] = {}
    known: dict[bytes, Any] = {}
    for (p, v, given), answers in zip(inputs, results, strict=True):
        for (label, args), (how, got) in zip(given, answers, strict=True):
            want = _expected(p, v, args, known)
            if how != "ok" or not p.agrees(args, [got, want]):  # a player may answer another legal move
                wrong.setdefault(f"{p.key} {v.name}", []).append((label, got, want))
    return wrong


def kata(*argv: str) -> tuple[int, str]:
    """Run kata in-process; its exit status and what it printed (an error's line included)."""
    out = io.StringIO()
    status = main(list(argv), stdout=out, stdin=io.StringIO(""))
    return status, out.getvalue()


PROBLEMS = [pytest.param(p, id=p.key) for p in all_problems()]


# The problem whose every variant's paste the default run runs too: 486's seven are every kind a paste is made of
# (a plain recursion, alpha-beta's window, an lru_cache'd memo, a table, a formula, a cut-off search).
EVERY_VARIANT = "486"


def test_every_reference_paste_runs_alone_and_answers_as_the_reference() -> None:
    """Each problem's reference paste, and every variant's paste of EVERY_VARIANT, all in one fresh interpreter with
    LeetCode's names only (each in its own namespace), answer every example and seeded random inputs as the
    reference does, run in kata.

    Every variant's paste is gathered by the same code as the reference's (the chapter's helpers, the engine's, the
    Solution kata adds); each is compiled and searched for what it must not carry (below), and
    test_the_runner_catches_a_paste_that_misses_a_helper shows the runner fails one that lacks a helper. `pytest
    --slow` runs every variant's paste (test_every_paste_runs_alone_and_answers_as_the_reference)."""
    plan = [(p, v) for p in all_problems() for v in p.variants if v.name == p.reference or p.key == EVERY_VARIANT]
    wrong = run_pastes(plan)
    assert wrong == {}, "\n".join(f"{name}: {rows[:3]}" for name, rows in wrong.items())


@pytest.mark.slow
@pytest.mark.parametrize("p", PROBLEMS)
def test_every_paste_runs_alone_and_answers_as_the_reference(p: Problem) -> None:
    """Every variant's paste, run in a fresh interpreter with LeetCode's names only, answers every example
    and seeded random inputs as the reference does (ttt's naive walks the whole tree on its empty board)."""
    wrong = run_pastes([(p, v) for v in p.variants])
    assert wrong == {}, "\n".join(f"{name}: {rows[:3]}" for name, rows in wrong.items())


@pytest.mark.parametrize("p", PROBLEMS)
def test_a_paste_carries_nothing_of_the_repository(p: Problem) -> None:
    """No paste imports the kata, counts, or starts with a future import (LeetCode puts its own imports first)."""
    for v in p.variants:
        code = paste(p, v)
        for bad in ("from shared", "import shared", "from problems", "import problems", "count_node", "__future__"):
            assert bad not in code, (p.key, v.name, bad)
        compile(code, f"<{p.key} {v.name}>", "exec")


def test_every_paste_fits_80_columns() -> None:
    """`kata show KEY VARIANT --leetcode` prints the paste as it is, never wrapped, so that it runs as printed:
    every line of it (the chapter's, the engine's it copies, the Solution kata adds) fits 80 columns."""
    wide = [
        (p.key, v.name, line)
        for p in all_problems()
        for v in p.variants
        for line in paste(p, v).splitlines()
        if len(line) > 80
    ]
    assert not wide, wide[:5]


def test_a_leetcode_paste_ends_in_solution_and_a_kata_game_in_its_function() -> None:
    """486's paste ends in LeetCode's class Solution with its method; ttt's in the variant itself."""
    code = paste(find_problem("486"), find_problem("486").variant("memoized"))
    assert code.rstrip().endswith(
        "class Solution:\n    def predictTheWinner(self, nums: list[int]) -> bool:\n        return memoized(nums)"
    )
    ttt = find_problem("ttt")
    assert paste(ttt, ttt.variant("symmetry")).rstrip().splitlines()[-1] == "    return value(canonical(board))"


def test_kata_show_leetcode_prints_the_paste_exactly() -> None:
    """`kata show 913 generic --leetcode` prints the paste as it is: the engine's solver it is built on included."""
    p = find_problem("913")
    status, out = kata("show", "913", "generic", "--leetcode")
    assert status == 0
    assert out == paste(p, p.variant("generic"))
    assert "def retrograde(" in out  # gathered from shared/engine/retrograde.py, not kept by hand


def test_kata_show_leetcode_wants_one_variant(capsys: pytest.CaptureFixture[str]) -> None:
    """--leetcode without a variant name is refused in one line."""
    status, out = kata("show", "486", "--leetcode")
    assert (status, out) == (2, "")
    assert capsys.readouterr().err.startswith("kata: --leetcode prints one variant")
    assert kata("show", "486", "memoized", "--leetcode", "--practice") == (2, "")
    assert (
        capsys.readouterr().err == "kata: --leetcode prints one variant as it pastes: not with --diff or --practice\n"
    )


def test_the_runner_catches_a_paste_that_misses_a_helper() -> None:
    """A paste without the helper its variant calls raises NameError in the child, and is reported, not passed."""
    p = find_problem("294")
    code = paste(p, p.variant("memoized"))
    start = code.index("def flips(")
    broken = code[:start] + code[code.index("\n\n\n", start) :]
    results, _ = run_jobs([(broken, p.method, "memoized", [{"currentState": "++++"}])])
    assert results[0][0][0] == "raised"
    assert results[0][0][1].startswith("NameError: name 'flips' is not defined")


def _at_reach(p: Problem, v: Variant) -> list[tuple[Job, Any]]:
    """v's paste on one input of the largest size it must reach (LeetCode's largest, capped by its limit)."""
    size = min(p.must_reach.get(v.name, v.limit), v.limit)
    args = p.parse(p.input_for(v, size, random.Random(f"{p.key} reach")))
    job: Job = (paste(p, v), p.method, v.func.__name__, [args])
    return [(job, _expected(p, v, args, {}))]


def _check_at_reach(pairs: list[tuple[Job, Any]]) -> None:
    results, _ = run_jobs([job for job, _ in pairs])
    for (job, want), answers in zip(pairs, results, strict=True):
        assert answers == [("ok", want)], (job[2], answers, want)


# One deep paste by default (292's memoized: 10^4 nested calls, the cheapest); `pytest --slow` runs them all.
DEEP_BY_DEFAULT = "292.memoized"
DEEP = [
    pytest.param(p, v, id=f"{p.key}.{v.name}", marks=() if f"{p.key}.{v.name}" == DEEP_BY_DEFAULT else pytest.mark.slow)
    for p in all_problems()
    for v in p.variants
    if deep(p, v)
]


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="3.12+ caps recursion through @cache's C wrapper")
@pytest.mark.parametrize(("p", "v"), DEEP)
def test_a_deep_paste_runs_at_the_largest_input_it_must_reach(p: Problem, v: Variant) -> None:
    """A memo that nests a call per stone (1406's at 5 * 10^4) runs in its paste at that size: the paste's Solution
    gives it a thread with a big stack and a high recursion limit, as the kata's runner does."""
    assert "threading.Thread" in paste(p, v)
    _check_at_reach(_at_reach(p, v))


@pytest.mark.slow
@pytest.mark.parametrize("p", [pytest.param(p, id=p.key) for p in all_problems() if p.on_leetcode])
def test_every_leetcode_paste_runs_at_the_largest_input_it_must_reach(p: Problem) -> None:
    """Every other paste runs at that size with Python's own stack and limit: none needs the deep runner."""
    _check_at_reach([pair for v in p.variants for pair in _at_reach(p, v)])


# LeetCode's own method of each problem, written down from its pages: an independent check on the catalogue's.
LEETCODE_SIGNATURES = {
    "292": "canWinNim(self, n: int) -> bool",
    "294": "canWin(self, currentState: str) -> bool",
    "375": "getMoneyAmount(self, n: int) -> int",
    "464": "canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool",
    "486": "predictTheWinner(self, nums: List[int]) -> bool",
    "877": "stoneGame(self, piles: List[int]) -> bool",
    "913": "catMouseGame(self, graph: List[List[int]]) -> int",
    "1025": "divisorGame(self, n: int) -> bool",
    "1140": "stoneGameII(self, piles: List[int]) -> int",
    "1406": "stoneGameIII(self, stoneValue: List[int]) -> str",
    "1510": "winnerSquareGame(self, n: int) -> bool",
    "1690": "stoneGameVII(self, stones: List[int]) -> int",
    "1728": "canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool",
    "1872": "stoneGameVIII(self, stones: List[int]) -> int",
}


def test_every_leetcode_paste_has_leetcodes_method_and_signature() -> None:
    """Each of the 14 LeetCode chapters' pastes ends in Solution with LeetCode's method name, parameter names and
    types (`list[int]` for `List[int]`: the same type), for every variant."""
    assert sorted(LEETCODE_SIGNATURES) == sorted(p.key for p in all_problems() if p.on_leetcode)
    for p in all_problems():
        if not p.on_leetcode:
            continue
        for v in p.variants:
            tree = ast.parse(paste(p, v))
            solution = tree.body[-1]
            assert isinstance(solution, ast.ClassDef)
            assert solution.name == "Solution"
            method = solution.body[0]
            assert isinstance(method, ast.FunctionDef)
            returns = ast.unparse(method.returns) if method.returns else ""
            said = f"{method.name}({ast.unparse(method.args)}) -> {returns}"
            assert said.replace("list[", "List[") == LEETCODE_SIGNATURES[p.key], (p.key, v.name)
