"""The trace as a stranger met it: wrong learner files, each traced to the line that holds its bug.

Each file is one a learner would write (an `@lru_cache` on a half-open window called inclusively, a LeetCode
`class Solution` whose dict memo keys on i alone, a table filled in the wrong order, a Java port of 913's
retrograde count), recorded in this process as the judge's child records it, so each test costs a few ms.
"""

from __future__ import annotations

import importlib.util
import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from shared.tool.catalog import find_problem
from shared.tool.cli import main
from shared.tool.cli.trace import _record
from shared.tool.tracing.caches import memo_keys
from shared.tool.tracing.compare import first_cell_difference, first_difference, report_difference
from shared.tool.tracing.link import numbered_cases, replay_lines
from shared.tool.tracing.log import EventLog, TraceTooLongError
from shared.tool.tracing.runs import Source, Trace, stopped_by, trace_variant
from shared.tool.tracing.tablematch import first_table_difference, table_report
from shared.tool.tracing.views import WIDTH, _current_line, event_line
from shared.tool.tracing.window import broken_promise, broken_report

HALF_OPEN = """
from functools import lru_cache


def memoized(nums):
    @lru_cache(maxsize=None)
    def margin(i, j):  # the row is nums[i:j]
        if i == j:
            return 0
        return max(nums[i] - margin(i + 1, j), nums[j - 1] - margin(i, j - 1))

    return margin(0, len(nums) - 1) >= 0
"""

KEYED_ON_I = """
class Solution:
    def stoneGameII(self, piles):
        n = len(piles)
        suffix = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]
        memo = {}

        def dfs(i, m):
            if i >= n:
                return 0
            if i in memo:
                return memo[i]
            if i + 2 * m >= n:
                return suffix[i]
            best = 0
            for x in range(1, 2 * m + 1):
                best = max(best, suffix[i] - dfs(i + x, max(m, x)))
            memo[i] = best
            return best

        return dfs(0, 1)
"""

KEYED_ON_LEFT = """
class Solution:
    def stoneGame(self, piles):
        memo = {}

        def dp(l, r):
            if l > r:
                return 0
            if l in memo:
                return memo[l]
            memo[l] = max(piles[l] - dp(l + 1, r), piles[r] - dp(l, r - 1))
            return memo[l]

        return dp(0, len(piles) - 1) > 0
"""

WRONG_ORDER = """
def bottom_up(stones):
    n = len(stones)
    prefix = [0] * (n + 1)
    for k in range(n):
        prefix[k + 1] = prefix[k] + stones[k]
    dp = [[0] * n for _ in range(n)]
    for i in range(n - 1):
        for j in range(i + 1, n):
            take_left = prefix[j + 1] - prefix[i + 1] - dp[i + 1][j]
            take_right = prefix[j] - prefix[i] - dp[i][j - 1]
            dp[i][j] = max(take_left, take_right)
    return dp[0][n - 1]
"""

CAT_DEGREE = """
from collections import deque


class Solution:
    def catMouseGame(self, graph):
        n = len(graph)
        degrees = [[[len(graph[m]), len(graph[c])] for c in range(n)] for m in range(n)]
        results = [[[0, 0] for _ in range(n)] for _ in range(n)]
        queue = deque()
        for c in range(1, n):
            for t in range(2):
                results[0][c][t] = 1
                queue.append((0, c, t))
                results[c][c][t] = 2
                queue.append((c, c, t))
        while queue:
            mouse, cat, turn = queue.popleft()
            result = results[mouse][cat][turn]
            if turn == 0:
                before = [(mouse, c, 1) for c in graph[cat] if c != 0]
            else:
                before = [(m, cat, 0) for m in graph[mouse]]
            for pm, pc, pt in before:
                if results[pm][pc][pt] != 0:
                    continue
                if result == 1 + pt:
                    results[pm][pc][pt] = result
                    queue.append((pm, pc, pt))
                else:
                    degrees[pm][pc][pt] -= 1
                    if degrees[pm][pc][pt] == 0:
                        results[pm][pc][pt] = result
                        queue.append((pm, pc, pt))
        return results[1][2][0]
"""

AIMA_ALPHA_IN_MIN = """
from problems.ttt import empty_cells, play, to_move, winner


def alpha_beta(board):
    me = to_move(board)

    def utility(b):
        w = winner(b)
        if w is not None:
            return 1 if w == me else -1
        return None if empty_cells(b) else 0

    def max_value(b, alpha, beta):
        u = utility(b)
        if u is not None:
            return u
        v = -2
        for cell in empty_cells(b):
            v = max(v, min_value(play(b, cell), alpha, beta))
            if v >= beta:
                return v
            alpha = max(alpha, v)
        return v

    def min_value(b, alpha, beta):
        u = utility(b)
        if u is not None:
            return u
        v = 2
        for cell in empty_cells(b):
            v = min(v, max_value(play(b, cell), alpha, beta))
            if v <= alpha:
                return v
            alpha = max(alpha, v)
        return v

    return max_value(board, -2, 2)
"""

C4_ONE_DIAGONAL = """
class Solution:
    def solve(self, moves, width=7, height=6):
        grid = [[0] * height for _ in range(width)]
        heights = [0] * width
        for k, ch in enumerate(moves):
            c = int(ch) - 1
            grid[c][heights[c]] = 1 + k % 2
            heights[c] += 1

        def wins(c, player):
            r = heights[c]
            for dc, dr in ((1, 0), (0, 1), (1, 1)):  # one diagonal of two
                count = 1
                for sign in (1, -1):
                    x, y = c + sign * dc, r + sign * dr
                    while 0 <= x < width and 0 <= y < height and grid[x][y] == player:
                        count += 1
                        x, y = x + sign * dc, y + sign * dr
                if count >= 4:
                    return True
            return False

        def negamax(moved):
            if moved == width * height:
                return 0
            player = 1 + moved % 2
            for c in range(width):
                if heights[c] < height and wins(c, player):
                    return (width * height + 1 - moved) // 2
            best = -width * height
            for c in range(width):
                if heights[c] < height:
                    grid[c][heights[c]] = player
                    heights[c] += 1
                    best = max(best, -negamax(moved + 1))
                    heights[c] -= 1
                    grid[c][heights[c]] = 0
            return best

        return negamax(len(moves))
"""


@pytest.fixture
def learner(tmp_path: Path) -> Iterator[Any]:
    """Record a learner's source on an input as the sandbox's child does: the file imported, its function traced."""
    made: list[str] = []

    def traced(key: str, name: str, source: str, raw: object, method: str | None = None) -> Trace:
        path = tmp_path / f"mine_{len(made)}.py"
        path.write_text(source, encoding="utf-8")
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[path.stem] = module
        made.append(path.stem)
        spec.loader.exec_module(module)
        func = getattr(module.Solution(), method) if method else getattr(module, name)
        lines = _record(str(path.resolve()), find_problem(key).parse(raw), func)
        head, events = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
        sources = [Source(s["name"], s["first"], tuple(s["lines"])) for s in head["sources"]]
        return Trace(key, f"{name} (yours)", raw, head["answer"], events, sources, head["error"])

    yield traced
    for stem in made:
        sys.modules.pop(stem, None)


def test_memo_keys_find_a_key_of_fewer_arguments_but_not_a_base_cases_value() -> None:
    """`memo[i]` in a `dfs(i, m)` is found; a key of fewer holding another value than returned is no memo answer;
    a list threaded through every call (`dfs(piles, i, m)` keyed on (i, m)) is no key."""
    assert list(memo_keys((2, 2), {2: 13}, 13)) == [2]
    assert list(memo_keys((2, 2), {2: 13}, 17)) == []
    assert list(memo_keys(([1, 2], 3, 1), {(3, 1): 5}, 5)) == [(3, 1)]
    assert list(memo_keys((4,), {4: True})) == [4]


def test_a_memo_keyed_on_too_little_names_the_call_that_computed_its_answer(learner: Any) -> None:
    """1140's `memo[i]` answers dfs(2, 2) with what dfs(2, 1) computed: the trace shows it as a memo answer naming
    that call and its other m, and --until-differs asks whether the key holds every argument."""
    raw = [2, 7, 9, 4, 4]
    yours = learner("1140", "memoized", KEYED_ON_I, raw, "stoneGameII")
    memo = next(e for e in yours.events if e["kind"] == "memo")
    assert memo["state"] == {"i": 2, "m": 2}
    assert memo["of_state"] == {"i": 2, "m": 1}
    assert event_line(memo).endswith("from the memo, computed by #2 dfs(i=2, m=1)")
    p = find_problem("1140")
    reference = trace_variant(p, p.variant("memoized"), raw)
    lines = report_difference(yours, reference, first_difference(yours, reference), WIDTH, same_answer=False)
    assert "  your memo answered dfs(i=2, m=2) with the value" in lines
    assert all(len(line) <= WIDTH for line in lines)


def test_a_half_open_window_called_inclusively_shows_the_line_of_the_first_call(learner: Any) -> None:
    """486 with margin(i, j) over nums[i:j] called as margin(0, n - 1): every value differs, so the report shows
    the line that made the first call, where the bug is; the call's line is its `def`, not `@lru_cache` above."""
    yours = learner("486", "memoized", HALF_OPEN, [1, 5, 2])
    call = next(e for e in yours.events if e["kind"] == "call")
    assert call["line"] == 7  # `def margin`, line 6 being the decorator
    p = find_problem("486")
    reference = trace_variant(p, p.variant("memoized"), [1, 5, 2])
    lines = report_difference(yours, reference, first_difference(yours, reference), WIDTH, same_answer=False)
    at = lines.index("  your search began with margin(i=0, j=2), at")
    assert lines[at + 1].split() == ["12", "return", "margin(0,", "len(nums)", "-", "1)", ">=", "0"]


def test_a_table_filled_in_the_wrong_order_shows_the_cell_not_yet_written(learner: Any) -> None:
    """1690 filled row by row from the top reads dp[1][2] before writing it: the first wrong cell, dp[0][2], is
    shown with the cells the reference's margin(0, 2) needs, dp[1][2] among them, not written yet."""
    yours = learner("1690", "bottom_up", WRONG_ORDER, [1, 1, 1])
    p = find_problem("1690")
    reference = trace_variant(p, p.variant("memoized"), [1, 1, 1])
    found = first_cell_difference(yours, reference)
    assert found is not None
    lines = report_difference(yours, reference, found, WIDTH, same_answer=False)
    assert "  dp[0][2] is the reference's margin(i=0, j=2)" in lines
    assert any(line.startswith("    dp[1][2] not written yet: yours writes it at step") for line in lines)
    assert "    dp[0][1] = 1" in lines


def test_a_table_laid_out_otherwise_is_lined_up_with_the_reference_table(learner: Any) -> None:
    """913's Java port keeps results[mouse][cat][turn] (the reference: colour[turn][mouse][cat]) and counts the cat's
    moves into the hole: the tables line up, and the first cell that differs is one yours never decided."""
    raw = [[2, 3], [2, 4], [0, 1], [0, 4], [1, 3]]
    yours = learner("913", "bottom_up", CAT_DEGREE, raw, "catMouseGame")
    p = find_problem("913")
    reference = trace_variant(p, p.variant("bottom_up"), raw)
    found = first_table_difference(yours, reference)
    assert found is not None
    assert (found.table, found.order, found.cell[1]) == ("results", (2, 0, 1), None)
    assert found.ref_index == (found.index[2], found.index[0], found.index[1])
    lines = table_report(yours, reference, found, WIDTH)
    assert lines[0] == "your results[a][b][c] is the reference bottom_up's colour[c][a][b]:"
    assert any(line.startswith("    unrefuted[") and line.endswith("= 0") for line in lines)
    assert all(len(line) <= WIDTH for line in lines)


def test_a_run_past_the_cap_names_a_case_within_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Refused past the cap (lowered to 2,000 events, to be cheap), the line names a case that is traced."""
    monkeypatch.setattr("shared.tool.tracing.runs.MOST_EVENTS", 2_000)
    status = main(["trace", "486", "naive", json.dumps(list(range(14)))], stdout=io.StringIO(), stdin=io.StringIO(""))
    err = capsys.readouterr().err
    assert status == 2
    assert err.startswith("kata: 486 naive passes the trace cap of 2,000 events; --case ")
    assert len(err.rstrip()) <= WIDTH
    number = int(err.split("--case ")[1].split()[0])
    case = numbered_cases(find_problem("486"))[number - 1]
    assert isinstance(case.input, list)
    assert len(case.input) < 14
    out = io.StringIO()
    assert main(["trace", "486", "naive", "--case", str(number), "--print"], stdout=out, stdin=io.StringIO("")) == 0


def test_an_alpha_beta_is_held_to_its_promise_not_to_the_references_bounds(learner: Any) -> None:
    """AIMA's min_value raising alpha where it should lower beta: its windows (-2, 2) are not the reference's, so no
    value sits beside one of the reference's; held to alpha-beta's promise against the memoized search's exact
    values (negated for min_value, which scores for the root's player), its first broken return is min_value #1."""
    yours = learner("ttt", "alpha_beta", AIMA_ALPHA_IN_MIN, "XX.OX...O")
    p = find_problem("ttt")
    exact = trace_variant(p, p.variant("memoized"), "XX.OX...O")
    broken = broken_promise(yours, exact)
    assert broken is not None
    assert (broken.event["func"], broken.event["id"], broken.event["value"], broken.exact) == ("min_value", 1, 0, -1)
    lines = broken_report(yours, exact, broken, WIDTH)
    assert "  inside its window (-2, 2) a value is exact: 0 is not -1" in lines
    assert any(line.endswith("alpha = max(alpha, v)") for line in lines)
    wrong = "if v <= alpha:\n                return v\n            alpha = max(alpha, v)"
    fixed = AIMA_ALPHA_IN_MIN.replace(wrong, wrong.replace("alpha = max(alpha, v)", "beta = min(beta, v)"))
    assert fixed.count("beta = min(beta, v)") == 1
    right = learner("ttt", "alpha_beta", fixed, "XX.OX...O")
    assert right.answer == -1
    assert broken_promise(right, exact) is None


def test_a_memo_entry_written_over_names_the_last_call_that_wrote_it(learner: Any) -> None:
    """877's `memo[l]`: dp(4, 4) stores 3, then its caller dp(4, 5) writes 2 over it, which dp(4, 4) is later
    answered with. The memo answer names dp(4, 5), and the report, with a dozen values agreeing before it, does
    not suggest another quantity."""
    raw = [1, 4, 1, 1, 3, 1]
    yours = learner("877", "memoized", KEYED_ON_LEFT, raw, "stoneGame")
    p = find_problem("877")
    reference = trace_variant(p, p.variant("memoized"), raw)
    found = first_difference(yours, reference)
    assert found is not None
    assert (found.yours["state"], found.yours["value"], found.reference["value"]) == ({"l": 4, "r": 4}, 2, 3)
    lines = report_difference(yours, reference, found, WIDTH, same_answer=False)
    assert "  #4 dp(l=4, r=5) computed: does your memo's key" in lines
    assert not any("another quantity" in line for line in lines)


def test_a_random_input_is_replayed_when_its_command_fits_a_line() -> None:
    """A failing random input (not a case) is replayed by its JSON; one too long to paste on a line (877's random
    row of 78 piles) prints no command rather than a cut one."""
    p, mine = find_problem("877"), Path("mine.py")
    lines = replay_lines(p, "memoized", mine, [3, 9, 4, 1], WIDTH - 8)
    assert lines[1:] == ["  kata trace 877 memoized '[3,9,4,1]' --file mine.py --until-differs"]
    assert replay_lines(p, "memoized", mine, list(range(1, 79)), WIDTH - 8) == []


def test_a_return_marks_its_own_calls_line_not_the_last_line_a_child_ran() -> None:
    """At 486 memoized's last step, the root's return, the code is marked at the root's `return max(...)`, not
    at `return nums[i]`, the line its last child ran."""
    p = find_problem("486")
    t = trace_variant(p, p.variant("memoized"), [1, 5, 2])
    last = len(t.events) - 1
    assert t.events[last]["kind"] == "return"
    marked = _current_line(t.events, last)
    assert marked is not None
    code = next(s.lines[marked - s.first] for s in t.sources if s.first <= marked < s.first + len(s.lines))
    assert code.strip().startswith("return max(")


def test_a_connect_four_call_that_differs_shows_the_board_there(learner: Any) -> None:
    """A grid negamax checking one diagonal of two: its calls' state is `moved` alone, so the report draws the
    board at the reference's call that differs, where the four it missed can be seen."""
    raw = {"moves": "22322443144", "width": 4, "height": 4}
    yours = learner("c4", "naive", C4_ONE_DIAGONAL, raw, "solve")
    p = find_problem("c4")
    reference = trace_variant(p, p.variant("naive"), raw)
    found = first_difference(yours, reference)
    assert found is not None
    lines = report_difference(yours, reference, found, WIDTH, same_answer=False)
    at = next(k for k, line in enumerate(lines) if line.startswith("  ─ the board at #"))
    assert lines[at + 5] == "    1 2 3 4"
    assert all(len(line) <= WIDTH for line in lines)


def test_a_learners_recording_stops_itself_on_the_clock_it_is_given() -> None:
    """A learner's run is stopped on the wall clock, before the judge stops its child (whose events would be lost
    with it); the stop is said in seconds."""
    now = [0.0]
    log = EventLog(100_000, 6.0, lambda: now[0])
    for _ in range(4095):
        log.keeps_line()
    now[0] = 7.0
    with pytest.raises(TraceTooLongError) as stopped:
        log.keeps_line()  # the clock is read each 4,096 lines
    assert stopped_by(stopped.value, []) == "did not finish: stopped after 6 s"


def test_a_shortcut_or_a_missing_check_is_said_when_no_call_can_be_compared(learner: Any) -> None:
    """A parity guess for 294 makes no call: the report says so and names the reference's search to read; a 464
    search without the sum check starts where the reference makes no call at all: said too."""
    parity = "def memoized(currentState):\n    return currentState.count('++') % 2 == 1\n"
    yours = learner("294", "memoized", parity, "++++")
    p = find_problem("294")
    reference = trace_variant(p, p.variant("memoized"), "++++")
    lines = report_difference(yours, reference, None, WIDTH, same_answer=False)
    assert lines[-1] == "  calls: read its idea with kata show 294 memoized"
    unchecked = """
def memoized(maxChoosableInteger, desiredTotal):
    def win(used, total):
        return any(not used >> k & 1 and (k >= total or not win(used | 1 << k, total - k))
                   for k in range(1, maxChoosableInteger + 1))

    return win(0, desiredTotal)
"""
    raw = {"maxChoosableInteger": 1, "desiredTotal": 2}
    yours = learner("464", "memoized", unchecked, raw)
    p = find_problem("464")
    reference = trace_variant(p, p.variant("memoized"), raw)
    lines = report_difference(yours, reference, first_difference(yours, reference), WIDTH, same_answer=False)
    assert lines[-1] == "  the reference makes no call here: it answers before searching"


def test_an_answer_made_wrongly_from_right_values_points_at_the_line_that_makes_it(learner: Any) -> None:
    """486 with `> 0` for `>= 0` (a tie is player 1's): every call agrees, so the report shows the line that
    makes the answer from the first call's value."""
    source = HALF_OPEN.replace("nums[j - 1]", "nums[j]").replace("if i == j:\n            return 0", "if i == j:\n"
        "            return nums[i]").replace("margin(0, len(nums) - 1) >= 0", "margin(0, len(nums) - 1) > 0")
    yours = learner("486", "memoized", source, [0])
    p = find_problem("486")
    reference = trace_variant(p, p.variant("memoized"), [0])
    lines = report_difference(yours, reference, first_difference(yours, reference), WIDTH, same_answer=False)
    assert lines[-3] == "your answer differs, yet every call of yours has the reference's value:"
    assert lines[-1].split() == ["12", "return", "margin(0,", "len(nums)", "-", "1)", ">", "0"]
