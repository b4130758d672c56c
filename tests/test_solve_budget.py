"""Every solve has a budget: `kata solve --max-seconds` (by default the problem's) stops a run that passes it.

Past it kata prints one line saying it did not finish and how far it got,
and exits 3; an input past every declared limit is tried by the variant
that reaches furthest, since the deadline bounds it. Times here are budgets
with room for a loaded machine; the idle figures are in the closing note.
"""

from __future__ import annotations

import contextlib
import functools
import io
import os
import re
import subprocess
import sys
import threading
import time
from dataclasses import replace
from typing import Any

import pytest

from shared.tool.catalog import find_problem
from shared.tool.cli import main
from shared.tool.measure.budget import OutOfTimeError, call_before
from shared.tool.measure.timing import run_once
from shared.tool.registry import Variant


def kata(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main(list(argv), stdout=out, stdin=io.StringIO())
    return status, out.getvalue()


def test_call_before_stops_a_loop_in_python_and_leaves_no_stray_exception() -> None:
    """A loop that never returns is stopped near its deadline; a call that returns in time is left alone."""

    def spin() -> None:
        while True:
            pass

    start, cpu = time.monotonic(), time.process_time()
    with pytest.raises(OutOfTimeError):
        call_before(start + 0.1, spin)  # each tenth of a second here is a tenth of CPU spun
    # CPU, not wall: on a busy machine the timer's thread may wait its turn, but the loop spins only while it runs.
    assert time.process_time() - cpu < 2.0
    assert call_before(time.monotonic() + 0.1, lambda: 42) == 42
    time.sleep(0.15)  # past the returned call's deadline: its timer must not fire into this thread


def test_a_run_that_loses_the_deadline_s_raise_is_stopped_by_the_next(monkeypatch: pytest.MonkeyPatch) -> None:
    """The raise can land where Python drops it: in a finalizer, or in a generator being closed as `any(...)` stops
    early, printed as "Exception ignored". A search that lost one must still stop (one did not, and hung a test)."""
    lost: list[object] = []
    monkeypatch.setattr(sys, "unraisablehook", lambda unraisable: lost.append(unraisable.exc_type))

    class SlowToDie:
        def __del__(self) -> None:
            until = time.monotonic() + 0.3
            while time.monotonic() < until:  # the deadline passes here: its raise is dropped
                pass

    def search() -> None:
        SlowToDie()
        while True:
            pass

    for _ in range(5):  # on a busy machine the deadline can pass before the finalizer starts: nothing lost, try again
        with pytest.raises(OutOfTimeError):
            call_before(time.monotonic() + 0.05, search)
        if lost:
            break
    assert lost == [OutOfTimeError]


def test_no_deadline_outlives_its_call_even_one_that_passes_as_it_starts() -> None:
    """A deadline that passes while the call is still starting raises there, and its timer ends with the call:
    one that raised before the call's `try` kept raising into the thread every 50 ms, so later tests on that
    worker failed "out of time after 0.0 s", and a thread born with the same id died at birth."""
    for k in range(300):
        with contextlib.suppress(OutOfTimeError):
            call_before(time.monotonic() + k * 1e-6, lambda: sum(range(50)))
    # A timer whose call is over ends at its next look, however long a busy machine takes to schedule it; one
    # that outlived its call keeps raising every 50 ms and never ends.
    for timer in [t for t in threading.enumerate() if t.name == "kata-deadline"]:
        timer.join(timeout=5)
    assert [t.name for t in threading.enumerate() if t.name == "kata-deadline"] == []


# Each second of budget is a second of CPU: by default half a second (lower_bounds takes its table at the start, so
# the process peaks at about 72 MB after 0.5 s as after 2 s); --slow gives it the 2 s it had.
@pytest.mark.parametrize("seconds", ["0.5", pytest.param("2", marks=pytest.mark.slow)])
def test_the_empty_board_stops_at_its_budget_in_one_line_within_300_mb(seconds: str) -> None:
    """`kata solve c4 '{}' --max-seconds 0.5` (2 under --slow): exit 3, one line saying it did not finish, under 300 MB.

    Run as a learner runs it, in a process of its own, whose peak memory
    (VmHWM) is read when it ends.
    """
    # VmHWM, this process's peak since its exec; ru_maxrss would also count the pytest worker it was forked from
    child = "import re, sys\nfrom pathlib import Path\nfrom shared.tool.cli import main\ncode = main(sys.argv[1:])\n"
    child += "peak = re.search(r'VmHWM:\\s*(\\d+)', Path('/proc/self/status').read_text())\n"
    child += "print(peak[1], file=sys.stderr)\nsys.exit(code)\n"
    start = time.monotonic()
    run = subprocess.run(
        [sys.executable, "-c", child, "solve", "c4", "{}", "--max-seconds", seconds],
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "80"},
        timeout=60,
    )
    elapsed = time.monotonic() - start
    assert run.returncode == 3, (run.stdout, run.stderr, elapsed)
    heading, out = run.stdout.splitlines()  # what was asked, then the one line of the answer
    assert heading == "c4 Connect Four: each at its default"  # {} names no parameter: the heading says so
    # how far: the positions explored, unless a loaded machine's start-up left no time to begin or count
    how_far = r"(at [\d,]+ nodes|stopped|not started)"
    assert re.fullmatch(rf"did not finish in {seconds} s: lower_bounds {how_far}, past its limit 28", out), out
    assert len(out) <= 80
    assert elapsed < 30, elapsed  # 2 s and a Python's start, on a machine that may be very busy (idle: 2.6 s)
    assert int(run.stderr.split()[-1]) < 300 * 1024, (run.stderr, elapsed)  # kilobytes


@pytest.mark.parametrize(
    ("argv", "start"),
    [
        (["solve", "c4", '{"moves": "", "width": 9, "height": 6}'], "did not finish in 0.1 s: lower_bounds"),
        (["solve", "nim-game", "100", "--variant", "naive"], "did not finish in 0.1 s: naive at "),
    ],
    ids=["c4 past every limit", "another problem's variant past its limit"],
)
def test_an_input_past_every_limit_is_tried_within_the_budget(argv: list[str], start: str) -> None:
    """Past every declared limit, the variant reaching furthest tries, and stops at --max-seconds with exit 3."""
    began = time.process_time()  # CPU, every thread's: a busy machine stretches the wall time, not this
    status, out = kata(*argv, "--max-seconds", "0.1")  # a budget is a budget: the shortest keeps the suite short
    assert status == 3
    assert out.splitlines()[-1].startswith(start), out
    assert time.process_time() - began < 5


def test_the_json_answer_says_it_did_not_finish() -> None:
    """--json: the stopped variant's result has "finished": false and the object too."""
    import json

    status, out = kata("solve", "c4", '""', "--json", "--max-seconds", "0.1", "--variant", "lower_bounds")
    assert status == 3
    obj = json.loads(out)
    assert obj["finished"] is False
    assert obj["results"] == [
        {"variant": "lower_bounds", "finished": False, **{k: obj["results"][0][k] for k in ("nodes", "seconds")}}
    ]


@pytest.mark.parametrize("raw", [" 44", "44\n", '{"moves": 4453}'], ids=["a leading space", "a newline", "a number"])
def test_odd_spellings_of_a_position_are_read_as_the_position(raw: str) -> None:
    """A space or newline around the digits, or the moves as a JSON number, mean the position itself."""
    status, out = kata("solve", "c4", raw, "--json", "--max-seconds", "0.1", "--variant", "lower_bounds")
    assert status == 3  # a position of 38 or 40 empty cells: not finished in 0.1 s
    import json

    assert json.loads(out)["input"] in ("44", "4453")  # {"moves": ...} names c4's one parameter: the moves


def test_max_seconds_refuses_what_is_not_a_positive_number(capsys: pytest.CaptureFixture[str]) -> None:
    """--max-seconds 0, -1 or ten: exit 2 with one line."""
    for bad in ("0", "-1", "ten"):
        assert kata("solve", "c4", "44", "--max-seconds", bad)[0] == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1
        assert "--max-seconds" in err


def _slow_cells(args: object, *, finished: list[bool]) -> int:
    """A declared cell count that takes 3 s, noting in `finished` if it ever returns.

    It waits in steps of a millisecond rather than spinning: the deadline's raise lands between two steps as it
    lands in a loop (test_call_before_stops_a_loop_in_python... holds a spinning one), and waiting costs the
    suite no CPU, where spinning to the deadline cost 0.7 CPU-s.
    """
    end = time.monotonic() + 3
    while time.monotonic() < end:
        time.sleep(0.001)
    finished.append(True)
    return 0


def test_a_table_s_cells_are_counted_within_the_deadline() -> None:
    """The cells a table declares are counted before its run (c4's bottom_up walks every reachable position),
    and that count keeps the deadline too: `kata solve c4 44455554221 --variant bottom_up` ran 10 minutes and
    4.5 GB past its 10 s budget, counting."""
    finished: list[bool] = []
    problem = find_problem("c4")
    v = replace(problem.variant("bottom_up"), cells=functools.partial(_slow_cells, finished=finished))
    with pytest.raises(OutOfTimeError):
        run_once(problem, v, problem.parse("4453"), timed=False, deadline=time.monotonic() + 0.2)
    assert finished == []


def test_a_table_with_nothing_to_watch_reads_its_cells_within_the_deadline() -> None:
    """Under a deadline a variant with no nested search (292's bottom_up) runs once and its count is its declared
    cells: that count keeps the deadline as `counting`'s does, and a count that would not fit is None."""
    finished: list[bool] = []
    problem = find_problem("292")
    v = replace(problem.variant("bottom_up"), cells=functools.partial(_slow_cells, finished=finished))
    # The count sleeps until the deadline stops it: each tenth of a second here is a tenth of the suite's wall.
    run = run_once(problem, v, problem.parse(7), deadline=time.monotonic() + 0.25)
    assert (run.answer, run.nodes, finished) == (True, None, [])


def test_analyze_and_weak_say_what_they_solve_before_solving(monkeypatch: pytest.MonkeyPatch) -> None:
    """The heading comes at once, as a plain solve's does: --analyze printed it only after its 10 s budget."""
    from shared.tool.measure.solving import solve_one

    out, seen = io.StringIO(), []

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(out.getvalue())
        return solve_one(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("shared.tool.cli.solve.solve_one", spy)
    assert main(["solve", "c4", "4455", "--weak"], stdout=out, stdin=io.StringIO()) == 0
    assert seen[0] == "c4 Connect Four: moves = 4455\n"
    assert out.getvalue().count("4455") == 1  # said once, not again in the table's title


def test_a_long_solve_in_a_pipe_says_it_is_still_running(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Where there is no terminal for the spinner, a solve past its beat (1.5 s; 0.1 here) names on stderr the
    variant still running: `kata solve c4 '{}' | cat` was silent for its whole 10 s."""
    import functools

    from shared.tool.cli.common import Heartbeat

    monkeypatch.setattr("shared.tool.cli.solve.Heartbeat", functools.partial(Heartbeat, every=0.1))
    for mode in ([], ["--analyze"]):  # each spins to its budget: 0.2 s, two beats and their looks every 0.05 s
        assert kata("solve", "c4", '""', "--max-seconds", "0.2", *mode)[0] == 3
        assert "kata solve: still solving with lower_bounds (" in capsys.readouterr().err, mode


def test_under_a_deadline_a_table_runs_once_and_a_search_twice_with_the_same_counts() -> None:
    """A variant with nothing to watch (292's bottom_up) is called once, its count its declared cells; a search
    (292's memoized) is called plain, then watched, and counts what run_once counts without a deadline."""
    problem = find_problem("292")
    for name, calls_wanted in (("bottom_up", 1), ("memoized", 2)):
        v = problem.variant(name)
        calls: list[int] = []

        def traced(v: Variant = v, calls: list[int] = calls, **args: Any) -> Any:
            calls.append(1)
            return v.func(**args)

        counted = replace(v, func=functools.wraps(v.func)(traced))
        budgeted = run_once(problem, counted, {"n": 40}, deadline=time.monotonic() + 60)
        unbudgeted = run_once(problem, v, {"n": 40}, timed=False)
        assert len(calls) == calls_wanted, name
        assert (budgeted.answer, budgeted.nodes) == (unbudgeted.answer, unbudgeted.nodes), name


def test_analyze_keeps_a_space_before_every_score() -> None:
    """A score of three characters had no space before it: seven -15s read as `-15-15-15-15-15-15-15`."""
    from shared.tool.cli.solve import columns

    assert columns([-5, 2, None]) == " -5  2  x"
    assert columns([-15, -15, None, 3]) == " -15 -15   x   3"
