"""kata check's judge: a sandbox for the learner's code, and verdicts that tell them what they need to hear."""

from __future__ import annotations

import io
import time
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import pytest

from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from shared.tool.cli import main
from shared.tool.judge import Callee, Judgement, capture, entries, sandbox
from shared.tool.judge.counter import CallCounter
from shared.tool.judge.jobs import Call, answer
from shared.tool.judge.levels import honest
from shared.tool.judge.levels.honest import HONESTY, Counted
from shared.tool.judge.show import Verdict, show_input, show_printed
from shared.tool.registry import Problem
from tests.learner_corpus import LEARNERS, Learner, corpus, judge, without_larger_cases
from tests.test_hostile_sandbox import gone

QUICK = {  # the corpus files the default suite judges: a right file per learner idiom, not per problem (the
    # judge's levels are the same code for every problem), and one wrong at a case (a dict memo keyed on too
    # little): a wrong answer fails the cases level whatever the idiom that gave it. `pytest --slow` judges all
    # 177, 1728's lru_cache that lets the cat block jumps and 464's @cache without the sum check among them
    # @lru_cache and @cache: right
    "p0486_predict_the_winner/lru_cache_memoized",
    "p0486_predict_the_winner/cache_two_players",
    # a dict memo: right, and wrong at a case. One written but never read fails honest once its count reaches
    # the cap (0.4 CPU-s and more: --slow); by default the rule is test_a_memo_that_searches_states_again_fails
    # and the count test_a_memo_that_never_hits_is_seen_by_the_calls_it_repeats; the honest level fails end to
    # end in test_a_dishonest_alpha_beta_is_shown_with_the_counts
    "p0486_predict_the_winner/dict_memo",
    "p0375_guess_number_higher_or_lower_ii/memo_keyed_on_length",
    # LeetCode's class Solution: claimed as a variant, and pasted as it is without its imports (List and
    # lru_cache come from the page); a wrong one (a name LeetCode does not define, 486's
    # leetcode_paste_unknown_name) is judged through `kata check` by test_shared_verdicts
    "p0486_predict_the_winner/leetcode_class",
    "p0486_predict_the_winner/leetcode_paste",
    # a Java-template port: right (an int[][] table), and wrong as a port is (an int 1 for Java's true)
    "p0486_predict_the_winner/java_port_2d_table",
    "p0486_predict_the_winner/int_for_bool",
    # what the sandbox must survive: an exit at import, os._exit in the function
    "p0486_predict_the_winner/exits_at_import",
    "p0486_predict_the_winner/os_exit_in_function",
    # a player (Connect Four's): judged by agreement on legal moves, not one answer
    "connect_four_players/greedy_misses_the_block",
    # connect_four's corpus files fail or pass only after seconds of search each (--slow); by default a c4
    # Solution is judged by test_a_c4_solution_without_width_and_height_is_shown_the_whole_method_kata_calls
}


def _params(slow: bool) -> list[object]:
    return [
        pytest.param(learner, id=learner.id, marks=() if learner.name in QUICK or slow else pytest.mark.slow)
        for learner in corpus()
    ]


@pytest.mark.parametrize("learner", _params(slow=False))
def test_the_corpus_gets_its_verdicts(
    learner: Learner, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each file of tests/learners gets the verdict its first line names: passes, or fails at that level.

    By default a file whose verdict is not `cases` is judged without the cases above the required size
    (they cannot change its verdict: see without_larger_cases); --slow gives every file every level and the
    judge's real budgets.
    """
    if learner.verdict != "cases" and not request.config.getoption("--slow"):
        without_larger_cases(monkeypatch)
    got, lines = judge(learner)
    assert got == learner.verdict, "\n".join(lines)
    # A case's line carries its description whole (kata check wraps it to the terminal); the rest fit 72 columns.
    assert all(len(line) <= 72 for line in lines if not line.startswith("case ")), lines


def test_a_dishonest_alpha_beta_is_shown_with_the_counts() -> None:
    """An alpha_beta that cuts nothing fails as dishonest, naming its calls and plain minimax's nodes."""
    # 1510's, not 486's: that one's cases at 19 and 20 numbers, a full minimax each, take a second first.
    path = LEARNERS / "p1510_stone_game_iv" / "alpha_beta_without_cuts.py"
    learner = Learner(path, "alpha_beta", "honest", "honest")
    got, lines = judge(learner)
    assert got == "honest", lines
    assert all(len(line) <= 72 for line in lines if not line.startswith("case ")), lines
    assert any("yours: " in line and "plain minimax" in line for line in lines), lines
    assert "nothing is pruned" in lines


def test_an_alpha_beta_is_held_to_its_searchs_calls_not_its_helpers() -> None:
    """A Java-template port calls can_play, play and undo at each node: those calls are not nodes.

    The same 113 nodes an input pass whatever the helpers add (3,000 calls in
    all, more than plain minimax's 1,063); 1,063 nodes, a search that cuts
    nothing, fail with the count. A search with no recursion is held to every call.
    """

    def rule(calls: int, searched: int, recursed: str | None) -> tuple[str, list[str]]:
        c = Counted(calls, searched, 0, recursed, 0, 1, 1_063, 113, "empty cells = 10", False)
        figures, _, failed = HONESTY["alpha_beta"](c, Path("mine.py"))
        return figures, failed

    assert rule(3_000, 113, "negamax") == ("113 nodes per input at empty cells = 10", [])
    figures, failed = rule(3_000, 1_063, "negamax")
    assert failed == [f"yours: {figures}; plain minimax 1,063", "nothing is pruned"]
    assert rule(3_000, 0, None)[1][-1] == "nothing is pruned"  # an explicit stack: every call counts


def test_a_memo_that_searches_states_again_fails() -> None:
    """A memoized is held to its counts: calls made from inside a state seen before mean nothing is cached (a memo
    written but never read), and fail with both counts; one call per state, with no call from a repeated one,
    passes. Counted at 486's len(nums) = 12 (2 inputs)."""

    def rule(calls: int, states: int, again: int) -> tuple[str, list[str]]:
        c = Counted(calls, calls, states, "memoized", again, 2, 8_190, 0, "len(nums) = 12", False)
        figures, _, failed = HONESTY["memoized"](c, Path("mine.py"))
        return figures, failed

    assert rule(156, 156, 0) == ("78 calls for 78 states per input at len(nums) = 12", [])
    figures, failed = rule(8_190, 156, 8_034)
    assert figures == "4,095 calls for 78 states per input at len(nums) = 12"
    assert failed == [f"yours: {figures}", "4,017 of them came from states searched before: nothing is cached"]
    # A search that stops at its first winning move revisits each state a few times only: its re-entries say it
    assert rule(1_000, 156, 500)[1][-1] == "250 of them came from states searched before: nothing is cached"
    assert rule(156, 156, 19)[1] == []  # under 20 re-entries in all: too few to judge by


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "p0486_predict_the_winner.py"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_loop_at_import_is_a_failure_within_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`while True: pass` at the top of the file fails the check once the import budget is spent."""
    monkeypatch.setattr(sandbox, "IMPORT_TIMEOUT", 0.1)  # the child spins until then: any budget shows it
    path = write(tmp_path, "while True:\n    pass\n\ndef naive(nums):\n    return True\n")
    start = time.perf_counter()
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [Call({"nums": [1]}, timeout=1.0)])
    assert outcome.status == "import"
    assert "still importing after 0.1 s" in outcome.value
    assert time.perf_counter() - start < 5


def test_a_fork_in_the_function_leaves_nothing_behind(tmp_path: Path) -> None:
    """A process the learner's function forks is killed with the child's whole process group."""
    record = tmp_path / "pid"
    path = write(
        tmp_path,
        "import os, time\n\ndef naive(nums):\n    pid = os.fork()\n    if pid == 0:\n"
        "        time.sleep(60)\n        os._exit(0)\n"
        f"    open({str(record)!r}, 'w').write(str(pid))\n    return True\n",
    )
    outcomes = list(sandbox.run_jobs(path, Callee("naive"), [Call({"nums": [1]}, timeout=5.0)]))
    assert outcomes[0].status == "ok"
    pid = int(record.read_text())
    for _ in range(100):
        if gone(pid):
            break
        time.sleep(0.02)
    assert gone(pid)


def test_exit_in_the_function_is_a_failure(tmp_path: Path) -> None:
    """sys.exit(0) inside the function is an error, not an answer; os._exit(0) ends the child and says so."""
    path = write(
        tmp_path, "import os, sys\n\ndef naive(nums):\n    sys.exit(0)\n\ndef alpha_beta(nums):\n    os._exit(0)\n"
    )
    (first,) = sandbox.run_jobs(path, Callee("naive"), [Call({"nums": [1]}, timeout=5.0)])
    (second,) = sandbox.run_jobs(path, Callee("alpha_beta"), [Call({"nums": [1]}, timeout=5.0)])
    assert (first.status, first.value[1]) == ("error", "called exit(0)")
    assert (second.status, second.value) == ("died", "ended the process (exit code 0)")


def test_a_cached_recursion_100_000_deep_just_works(tmp_path: Path) -> None:
    """@cache recursion 10^5 deep answers in the sandbox, with no recursion_limit from the learner."""
    path = write(
        tmp_path,
        "from functools import cache\n\ndef memoized(n):\n    @cache\n    def f(i):\n"
        "        return 0 if i == 0 else f(i - 1) + 1\n    return f(n)\n",
    )
    (outcome,) = sandbox.run_jobs(path, Callee("memoized"), [Call({"n": 100_000}, timeout=30.0)])
    assert (outcome.status, outcome.value[0]) == ("ok", "100000")


def test_what_the_code_prints_comes_back_with_each_job(tmp_path: Path) -> None:
    """Each job's prints come back apart, a few lines of them cut to a width, with how many there were."""
    path = write(
        tmp_path,
        "import sys\n\nprint('at import')\n\ndef naive(nums):\n"
        "    for i in range(nums[0]):\n        print('line', i, end='')\n        print('!' * 500, file=sys.stderr)\n"
        "    return True\n",
    )
    quiet, loud = sandbox.run_jobs(
        path, Callee("naive"), [Call({"nums": [0]}, timeout=5.0), Call({"nums": [9]}, timeout=5.0)]
    )
    assert quiet.printed == ((), 0)
    lines, count = loud.printed
    assert (count, len(lines), lines[0]) == (9, capture.PRINTED_LINES, ("line 0" + "!" * 500)[: capture.PRINTED_WIDTH])


def test_bytes_written_to_stdout_buffer_are_kept_as_text(tmp_path: Path) -> None:
    """Fast-I/O habits (`sys.stdout.buffer.write`, `reconfigure`) work in the sandbox; a bad byte is shown escaped."""
    path = write(
        tmp_path,
        "import sys\n\ndef naive(nums):\n    sys.stdout.reconfigure(line_buffering=True)\n"
        "    sys.stdout.buffer.write(b'raw \\xff\\n')\n    return sys.stdout.encoding\n",
    )
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [Call({"nums": [1]}, timeout=5.0)])
    assert (outcome.status, outcome.value[0], outcome.printed) == ("ok", '"utf-8"', (("raw \\xff",), 1))


def test_a_failure_shows_what_the_code_printed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Print-debugging works in kata check: a failing case shows the learner's first printed lines."""
    path = write(tmp_path, "def memoized(nums):\n    print('debug:', nums)\n    return len(nums) != 3\n")
    assert main(["check", "486", "memoized", "--file", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    at = out.index("        your code printed 1 line:")
    nums = out[at - 1].removeprefix("          nums = ")
    assert len(nums.split(",")) == 3
    assert out[at + 1] == f"          | debug: {nums}"


def test_printed_lines_keep_their_spacing_and_show_escapes_instead_of_acting_on_the_terminal() -> None:
    """A printed table keeps its columns; ESC and a right-to-left override are shown, not obeyed; wide text fits."""
    printed = ("  i=  1  j= 12", "\x1b[2Jgone\tx", "\u202eevil", "宽" * 60)
    head, table, escape, override, wide = show_printed((printed, 4), width=40)
    assert head == "your code printed 4 lines:"
    assert table == "  |   i=  1  j= 12"
    assert escape == "  | \\x1b[2Jgone    x"
    assert override == "  | \\u202eevil"
    assert wide == "  | " + "宽" * 16 + "..."  # 36 columns: 16 wide characters (32) and the dots


def _honest_alone(problem: Problem, path: Path, variant: str) -> Verdict:
    """The honest level's verdict on path's variant, asked alone: the levels before it (the cases, 40 random
    inputs) decide nothing it reads, and cost a test twice what it asks."""
    judgement = Judgement(problem, path, Callee(variant), stretch=False)
    judgement.read()
    try:
        verdict = honest.honest(judgement)
    finally:
        judgement.close()
    assert verdict is not None
    return verdict


def test_a_memoized_that_never_recurses_passes_with_a_note(tmp_path: Path) -> None:
    """877's `return True` is right, so it passes; honest says no call recursed, without failing an explicit stack."""
    path = tmp_path / "p0877_stone_game.py"
    path.write_text("def memoized(piles):\n    return True\n", encoding="utf-8")
    honest = _honest_alone(find_problem("877"), path, "memoized")
    assert (honest.ok, honest.line) == (True, "honest: 1 call for 1 state per input at len(piles) = 12")
    assert honest.details[-1] == "no call recursed: a memoized usually caches a recursion's answers"


def test_an_alpha_beta_on_an_explicit_stack_passes_but_is_told_its_cuts_went_unmeasured(tmp_path: Path) -> None:
    """A plain minimax on an explicit stack makes one call, so the call count cannot show it prunes nothing."""
    path = tmp_path / "game_tree.py"
    path.write_text(
        "def alpha_beta(tree):\n"
        "    stack, values = [(tree, True, False)], []\n"
        "    while stack:\n"
        "        node, is_max, done = stack.pop()\n"
        "        if not isinstance(node, list):\n"
        "            values.append(node)\n"
        "        elif done:\n"
        "            kids = [values.pop() for _ in node]\n"
        "            values.append(max(kids) if is_max else min(kids))\n"
        "        else:\n"
        "            stack.append((node, is_max, True))\n"
        "            stack.extend((kid, not is_max, False) for kid in node)\n"
        "    return values[0]\n",
        encoding="utf-8",
    )
    honest = _honest_alone(find_problem("tree"), path, "alpha_beta")
    assert honest.line == "honest: 1 call per input at nodes = 2,048"  # the size with its thousands separator
    assert honest.details[-1] == "no call recursed: kata cannot count an explicit stack's cuts"


@pytest.mark.parametrize(
    ("source", "names", "message"),
    [
        (
            "class Solution:\n    def foo(self, n):\n        return True\n",
            None,
            "f.py: its class Solution has foo(), not canWinNim()",
        ),
        (
            "class Solution:\n    def foo(self, n):\n        return True\n",
            ["memoized"],
            "f.py: no memoized(); its class Solution has foo(), not canWinNim()",
        ),
        ("x = 1\n", None, "f.py: no naive(), alpha_beta(), ... nor Solution.canWinNim()"),
        ("x = 1\n", ["memoized"], "f.py: no memoized() nor Solution.canWinNim()"),
    ],
)
def test_a_file_with_nothing_to_judge_says_what_it_has(
    source: str, names: list[str] | None, message: str, tmp_path: Path
) -> None:
    """A wrong method name in class Solution is named against LeetCode's; each refusal fits 80 columns."""
    path = tmp_path / "f.py"
    path.write_text(source, encoding="utf-8")
    with pytest.raises(InputError) as refused:
        entries(find_problem("292"), path, names)
    assert str(refused.value) == message


def test_answers_compare_as_json() -> None:
    """1 is not true, a tuple is a list, and a value JSON cannot print is shown by its type."""
    assert answer(1)[1] != answer(True)[1]
    assert answer((1, 2))[1] == answer([1, 2])[1]
    assert answer(lambda: 0)[0] == "a function, not JSON"


def test_a_syntax_error_is_one_line_with_file_and_line(tmp_path: Path) -> None:
    """A file that does not parse is refused with file:line, before anything runs."""
    path = write(tmp_path, "def naive(nums):\n    return (\n")
    with pytest.raises(InputError, match=r"p0486_predict_the_winner.py:2: SyntaxError"):
        entries(find_problem("486"), path, None)


def test_check_file_takes_a_leetcode_solution(monkeypatch: pytest.MonkeyPatch) -> None:
    """`kata check 292 --file F` judges F's class Solution.canWinNim like LeetCode, in 80 columns."""
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "80")
    path = LEARNERS / "p0292_nim_game" / "leetcode_formula.py"
    out = io.StringIO()
    status = main(["check", "292", "--file", str(path)], stdout=out)
    text = out.getvalue()
    assert status == 0, text
    assert "Solution.canWinNim" in text
    assert "stretch:" in text
    assert max(len(line) for line in text.splitlines()) <= 80, text


def test_a_relative_file_is_measured_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """`--file NAME` from the file's folder: the calls are still counted, so a recursing bottom_up is caught."""
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.chdir(LEARNERS / "p0486_predict_the_winner")
    out = io.StringIO()
    status = main(["check", "486", "bottom_up", "--file", "bottom_up_that_recurses.py"], stdout=out)
    assert status == 1
    assert "your bottom_up recursed: row() calls itself" in out.getvalue()


def test_a_wrong_signature_is_named_once(tmp_path: Path) -> None:
    """Other parameter names are fine (LeetCode passes arguments in order); a wrong count is one line, not 14."""
    path = write(tmp_path, "def naive(arr):\n    return arr[0] >= 0\n\ndef alpha_beta(nums, depth):\n    return True\n")
    problem = find_problem("486")
    first = next(Judgement(problem, path, Callee("naive"), stretch=False).verdicts())
    (second,) = Judgement(problem, path, Callee("alpha_beta"), stretch=False).verdicts()
    assert first.level == "cases"
    assert "alpha_beta() does not take LeetCode's arguments" in second.line
    assert second.details == ("LeetCode calls it as def alpha_beta(nums: list[int]) -> bool",)


def test_a_run_that_ends_the_process_is_not_sent_to_trace_where_it_parts(tmp_path: Path) -> None:
    """A case the code never answered (it ended the process, or ran out of time) gets no `kata trace ...
    --until-differs` line: there is no answer to part from the reference's, and the trace of an endless
    recursion ran 12 s to say every call agreed."""
    path = write(tmp_path, "import os\n\ndef memoized(nums):\n    os._exit(0)\n")
    first = next(Judgement(find_problem("486"), path, Callee("memoized"), stretch=False).verdicts())
    assert "ended the process" in first.line
    assert not [line for line in first.details if "kata trace" in line]


def test_a_c4_solution_without_width_and_height_is_shown_the_whole_method_kata_calls(tmp_path: Path) -> None:
    """c4 is the kata's own problem: kata (not LeetCode) calls it, and the method is shown whole with self and
    every parameter: cut to 72 columns it ended at "height: in...", hiding what was missing."""
    path = write(tmp_path, "class Solution:\n    def solve(self, moves):\n        return 0\n")
    (verdict,) = Judgement(find_problem("c4"), path, Callee("naive", "solve"), stretch=False).verdicts()
    assert verdict.line == "Solution.solve does not take kata's arguments"
    wanted = "kata calls it as def solve(self, moves: str, width: int = 7, height: int = 6) -> int"
    assert " ".join(verdict.details) == wanted
    assert max(map(len, verdict.details)) <= 72


def test_extra_checks_run_in_the_sandbox_and_count_the_learners_calls() -> None:
    """A problem's extra_checks get the learner's function and a call counter; their lines fail the variant."""

    def extra(name: str, func: Callable[..., object], count_calls: Callable[[Callable[[], object]], int]) -> list[str]:
        calls = count_calls(lambda: func([3, 1, 4, 1, 5]))
        return [f"{name} made {calls} calls on 5 numbers"] if calls > 5 else []

    # naive need only reach 8 numbers here: the cases at 19 and 20, a full minimax each, took most of a second.
    problem = find_problem("486").but(extra_checks=extra, must_reach={"naive": 8})
    path = LEARNERS / "p0486_predict_the_winner" / "naive_recursion.py"
    verdicts = list(Judgement(problem, path, Callee("naive"), stretch=False).verdicts())
    assert (verdicts[-1].level, verdicts[-1].ok) == ("honest", False)
    assert verdicts[-1].details == ("naive made 32 calls on 5 numbers",)  # naive() and 31 margin() calls


def _flips(s: str) -> list[str]:
    return [s[:i] + "--" + s[i + 2 :] for i in range(len(s) - 1) if s[i : i + 2] == "++"]


def test_a_memo_that_never_hits_is_seen_by_the_calls_it_repeats() -> None:
    """Calls made from inside a call whose arguments were seen before: none with a working memo, many without."""
    memo: dict[str, bool] = {}

    def cached(s: str) -> bool:
        if s not in memo:
            memo[s] = any(not cached(t) for t in _flips(s))
        return memo[s]

    def written_never_read(s: str) -> bool:  # stops at the first winning flip, as learners write it
        win = next((True for t in _flips(s) if not written_never_read(t)), False)
        memo[s] = win
        return win

    counts = []
    for func in (cached, written_never_read):
        counter = CallCounter(__file__, distinct=True)
        counter.run(lambda: func("+" * 12))  # noqa: B023  # run at once, inside the loop
        counts.append((counter.researched, counter.calls))
    assert counts[0][0] == 0
    assert 10 * counts[1][0] > counts[1][1]


def test_a_call_counter_stops_a_search_that_would_not_end() -> None:
    """With `most` set the learner's code is stopped once that many calls are counted: enough to judge by."""

    def endless(n: int) -> int:
        return endless(n + 1)

    counter = CallCounter(__file__, distinct=True, most=500)
    assert counter.run(lambda: endless(0)) is None
    assert counter.calls == 501


@pytest.mark.slow
def test_a_memo_too_slow_for_the_cases_is_diagnosed_in_the_time_left() -> None:
    """1728 without its cache runs out of time on the first case; the verdict still says nothing is cached."""
    problem = find_problem("1728").but(budget=2.0)
    path = LEARNERS / "p1728_cat_and_mouse_ii" / "memo_without_cache.py"
    start = time.perf_counter()
    verdict = list(Judgement(problem, path, Callee("memoized"), stretch=False).verdicts())[-1]
    assert (verdict.level, verdict.ok) == ("cases", False)
    assert any("nothing is cached" in line for line in verdict.details), verdict.details
    assert time.perf_counter() - start < 15  # a bound for a hang, not a timing


def test_a_failing_input_is_shown_whole_by_parameter() -> None:
    """Every parameter is named and none is cut; a huge one keeps its head and says how big it is."""
    grid = ["#" * 20 + "." * 8] * 8
    lines = show_input({"grid": grid, "catJump": 1, "mouseJump": 2})
    assert lines[-1] == "catJump = 1, mouseJump = 2"
    assert "".join(lines).replace(" ", "").count("#" * 20) == 8
    huge = show_input({"nums": list(range(1000))})
    assert huge[-1] == "  ... (1,000 items in all)"
    assert show_input({"currentState": "++-"}) == ['currentState = "++-"']
    assert all(len(line) <= 70 for line in lines + huge)


class _Row:
    """A state carried as a plain object, as a learner might: a new one for every call."""

    def __init__(self, i: int, j: int) -> None:
        self.i, self.j = i, j


def test_states_are_told_apart_by_value_whatever_carries_them() -> None:
    """A memo keyed by a fresh object per call is never read: kata counts its states by value, 66 of them for
    11 numbers, not one per call, so the calls it repeats show."""
    nums = list(range(11))
    memo: dict[object, int] = {}

    def margin(row: _Row) -> int:
        if row.i == row.j:
            return nums[row.i]
        if row in memo:
            return memo[row]
        best = max(nums[row.i] - margin(_Row(row.i + 1, row.j)), nums[row.j] - margin(_Row(row.i, row.j - 1)))
        memo[row] = best
        return best

    counter = CallCounter(__file__, distinct=True)
    counter.run(lambda: margin(_Row(0, 10)))
    # the calls of margin, and of the lambda that starts it (this file's too): one more call and state
    assert (counter.calls, len(counter.states), counter.opaque) == (2**11, 67, False)
    assert counter.researched > counter.calls // 2


def test_a_lambda_that_passes_the_search_on_is_no_node() -> None:
    """An alpha_beta that recurses through map(lambda child: ...) enters each node once, not twice."""

    def value(node: object) -> int:
        if not isinstance(node, list):
            return int(str(node))
        return max(map(lambda child: -value(child), node))  # noqa: C417  # the learner's shape is the point

    tree = [[1, [2, 3]], [[4, 5], 6], 7]
    counter = CallCounter(__file__)
    counter.run(lambda: value(tree))
    assert counter.recursive_calls == 12  # the nodes of the tree: 5 inner, 7 leaves
    assert counter.calls == 12 + 11 + 1  # and a lambda for each but the root, and the one that starts it


def test_a_generator_trampoline_counts_each_entry_once_by_its_arguments() -> None:
    """The contest `bootstrap` idiom: each generator's first start is one call, its resumes none, and the
    wrapper's *args are its state."""
    from types import GeneratorType

    def bootstrap(f: Callable[..., Any], stack: list[Any] = []) -> Callable[..., Any]:  # noqa: B006
        def wrapped(*args: Any) -> Any:
            if stack:
                return f(*args)
            to = f(*args)
            while True:
                if type(to) is GeneratorType:
                    stack.append(to)
                    to = next(to)
                else:
                    stack.pop()
                    if not stack:
                        return to
                    to = stack[-1].send(to)

        return wrapped

    memo: dict[int, int] = {}

    @bootstrap
    def fib(n: int) -> Generator[object, int, None]:
        if n < 2:
            yield n
        if n in memo:
            yield memo[n]
        memo[n] = (yield fib(n - 1)) + (yield fib(n - 2))
        yield memo[n]

    counter = CallCounter(__file__, distinct=True)
    assert counter.run(lambda: fib(20)) == 6765
    # 39 entries of fib (20 misses and 19 hits), each through the wrapper: 78 calls on 21 states apiece,
    # and the lambda that starts it
    assert (counter.calls, len(counter.states), counter.researched) == (79, 43, 0)


def test_a_count_of_no_call_is_no_measurement(tmp_path: Path) -> None:
    """A memoized whose search runs from code compiled under another name counts no call: it fails, saying
    kata could not see its calls, instead of passing with 0 calls for 0 states."""
    path = write(
        tmp_path,
        "SOURCE = '''\ndef memoized(nums):\n    def margin(i, j):\n        if i == j:\n            return nums[i]\n"
        "        return max(nums[i] - margin(i + 1, j), nums[j] - margin(i, j - 1))\n"
        "    return margin(0, len(nums) - 1) >= 0\n'''\nexec(compile(SOURCE, '<elsewhere>', 'exec'))\n",
    )
    verdict = honest.honest(Judgement(find_problem("486"), path, Callee("memoized")))
    assert verdict is not None
    assert (verdict.ok, verdict.details[0]) == (False, honest.UNSEEN)


def test_a_recursion_limit_the_learner_set_is_named_not_the_stack(tmp_path: Path) -> None:
    """sys.setrecursionlimit(100), a LeetCode habit, then a recursion 500 deep: the note names the limit the
    code set, not "too deep even for a 512 MB stack"."""
    path = write(
        tmp_path,
        "import sys\nsys.setrecursionlimit(100)\n\ndef naive(nums):\n    def down(k):\n"
        "        return 0 if k == 0 else down(k - 1)\n    return down(500) == 0\n",
    )
    verdicts = list(Judgement(find_problem("486"), path, Callee("naive"), stretch=False).verdicts())
    assert (verdicts[-1].level, verdicts[-1].ok) == ("cases", False)
    assert "your code set the recursion limit to 100; kata allows 10^6: leave it out" in verdicts[-1].details
