"""The judge's sandbox and kata's files under attack: escapes, hangs, orphans, symlinks, FIFOs, races, spoofing.

Each class of attack has at least one case here in the default run; a case
that needs a real process (kata killed, SIGTERM, eight commands at once)
runs kata as a child. Every case that starts processes checks that none is
left behind: each pid the learner's code wrote down is gone, and this
process has no descendant it did not have before.
"""

from __future__ import annotations

import _thread
import functools
import hashlib
import http.client
import io
import json
import os
import pickle
import signal
import socket
import struct
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from shared.tool.cli import FALLBACKS, main, serve
from shared.tool.cli.common import EXIT_BAD_INPUT
from shared.tool.judge import Callee, capture, counter, forkserver, process, sandbox, wire
from shared.tool.judge.child import parked_while
from shared.tool.judge.jobs import Call, Job, answer
from shared.tool.learner import record, workspace
from shared.tool.site import build
from tests.conftest import ROOT
from tests.forked import fork_run

ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
KATA = [sys.executable, "-m", "problems"]


def kata(capsys: pytest.CaptureFixture[str], *argv: str, stdin: str = "") -> tuple[int, str, str]:
    """Run kata in-process; return its exit status, stdout and stderr."""
    out = io.StringIO()
    status = main(list(argv), stdout=out, stdin=io.StringIO(stdin))
    return status, out.getvalue(), capsys.readouterr().err


def one_line(err: str) -> str:
    """The single stderr message, checked to be no traceback: one line, or where it is wider than the terminal
    one message wrapped under `kata: `; returned as one line, so a check may quote words across a wrap."""
    assert "Traceback" not in err, err
    assert err.endswith("\n"), err
    first, *rest = err.splitlines()
    assert all(row.startswith(" " * len("kata: ")) for row in rest), err
    return " ".join([first, *(row.strip() for row in rest)]) + "\n"


def gone(pid: int) -> bool:
    """Has pid ended (absent, or a zombie waiting for its reaper)?"""
    try:
        state = Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[-1].split()[0]
    except (FileNotFoundError, ProcessLookupError):  # gone before its file was opened, or while it was read
        return True
    return state == b"Z"


def all_gone(pids: list[int], seconds: float = 3.0) -> bool:
    deadline = time.monotonic() + seconds
    while not all(gone(pid) for pid in pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


@pytest.fixture
def learner(tmp_path: Path) -> Callable[[str], Path]:
    """Write a learner's file (for 486) and return its path."""

    def write(text: str) -> Path:
        path = tmp_path / "p0486_predict_the_winner.py"
        path.write_text(text, encoding="utf-8")
        return path

    return write


@pytest.fixture
def no_orphans() -> Iterator[None]:
    """The test leaves this process no descendant it did not have before (but the fork server it may start, kept
    between runs: forkserver)."""
    before = process.descendants()
    yield
    left = process.descendants() - before - forkserver.pids()
    assert all_gone(list(left)), left


@pytest.fixture(autouse=True)
def fork_from(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Where a run's keeper is forked from: the fork server (forkserver), as in a large kata, unless a test asks
    for kata itself too (BOTH); a run whose jobs are a test's own (Raw) is forked from kata either way."""
    where: str = getattr(request, "param", "server")
    monkeypatch.setattr(forkserver, "SERVER_ABOVE", 0 if where == "server" else 2**62)
    return where


BOTH = pytest.mark.parametrize("fork_from", ["kata", "server"], indirect=True)
# A route guarded from one of the two by default, the other under `pytest --slow`: each of the two still guards some
# route by default (`kata check` alone forks from kata, a large kata from the server).
SERVER_BY_DEFAULT = pytest.mark.parametrize(
    "fork_from", [pytest.param("kata", marks=pytest.mark.slow), "server"], indirect=True
)
KATA_BY_DEFAULT = pytest.mark.parametrize(
    "fork_from", ["kata", pytest.param("server", marks=pytest.mark.slow)], indirect=True
)


def pids_in(path: Path) -> list[int]:
    return [int(x) for x in path.read_text().split()] if path.exists() else []


def call(timeout: float) -> Call:
    """The job most cases here give the learner's naive: answer nums = [1, 5, 2]."""
    return Call({"nums": [1, 5, 2]}, timeout=timeout)


@dataclass(frozen=True)
class Raw(Job):
    """A job that sends back whatever the learner's function returns, unconverted: the wire must check it."""

    nums: list[int]

    def run(self, func: Callable[..., Any], path: Path) -> object:
        return func(self.nums)


# --- the channel: data only, of a checked shape, cut to size in the child ---------------------------

FORGE = """
import os, struct
def naive(nums):
    for fd in range(3, 64):
        try:
            os.write(fd, {frame!r})
        except OSError:
            pass
    return {answer}
"""


def test_a_pickle_payload_on_the_pipe_never_runs_in_kata(
    learner: Callable[[str], Path], tmp_path: Path, no_orphans: None
) -> None:
    """A __reduce__ payload the learner's code writes down the result pipe is refused unread: nothing runs in kata."""
    witness = tmp_path / "ran-in-kata"

    class Payload:
        def __reduce__(self) -> tuple[Callable[..., Any], tuple[str]]:
            return (os.system, (f"touch {witness}",))

    body = pickle.dumps(("ok", Payload(), 0.0))
    frame = struct.pack(">I", len(body)) + body
    path = learner(FORGE.format(frame=frame, answer="False"))
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert outcome.status == "died"
    assert outcome.value == wire.BAD_MESSAGE
    assert not witness.exists()


def test_a_forged_verdict_of_the_wrong_shape_is_no_pass(learner: Callable[[str], Path], no_orphans: None) -> None:
    """A well-framed JSON message of the wrong shape, after a forged stop mark, is an error, never an answer."""
    frame = b"".join(
        struct.pack(">I", len(body)) + body for body in (json.dumps(m).encode() for m in (["stop"], ["ok", 5, [], 0]))
    )
    path = learner(FORGE.format(frame=frame, answer="True"))
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert (outcome.status, outcome.value[0]) == ("error", "Malformed")


def test_a_message_past_the_cap_is_refused_unread(learner: Callable[[str], Path], no_orphans: None) -> None:
    """A frame announcing 2 GB is refused from its length alone: kata reads none of it."""
    path = learner(FORGE.format(frame=struct.pack(">I", 2**31), answer="True"))
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert (outcome.status, outcome.value) == ("died", wire.BAD_MESSAGE)


@BOTH
def test_a_run_ended_early_signals_its_keeper_once(
    learner: Callable[[str], Path], monkeypatch: pytest.MonkeyPatch, fork_from: str
) -> None:
    """A refused message ends the run at once and again on its way out; the second time the keeper was collected,
    its pid free for any process to take, so kata must not kill or have the fork server collect it again."""
    ended: list[int] = []

    def noted(end: Callable[..., None]) -> Callable[..., None]:
        def note(*args: Any) -> None:
            ended.append(args[1] if end is reap else args[0])
            end(*args)

        return note

    kill, killpg, reap = os.kill, os.killpg, forkserver.Server.reap
    monkeypatch.setattr(os, "kill", noted(kill))
    monkeypatch.setattr(os, "killpg", noted(killpg))
    monkeypatch.setattr(forkserver.Server, "reap", noted(reap))
    path = learner(FORGE.format(frame=struct.pack(">I", 2**31), answer="True"))
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert (outcome.status, outcome.value) == ("died", wire.BAD_MESSAGE)
    keeper = ended[0]
    assert ended.count(keeper) == (3 if fork_from == "server" else 2), ended  # killpg, kill; the server's reap


def test_a_fork_server_that_answers_late_is_ended_not_read_out_of_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """A server (here a stand-in that never answers) slower than ANSWER_SECONDS to collect a keeper is ended:
    left running, its late answer was read as the next request's, a keeper's pid from a run before."""
    monkeypatch.setattr(forkserver, "ANSWER_SECONDS", 0.05)
    mine, theirs = socket.socketpair()
    stand_in = subprocess.Popen(["sleep", "60"])
    server = forkserver.Server.__new__(forkserver.Server)
    server.pid, server.owner, server.sock = stand_in.pid, os.getpid(), mine
    server.started, server.lock = True, threading.Lock()
    try:
        server.reap(12345)
        assert server.sock.fileno() == -1  # no later request reads its answer
        assert stand_in.poll() is not None  # killed and collected
    finally:
        theirs.close()
        stand_in.kill()
        stand_in.wait()


def test_values_that_are_not_plain_data_come_back_as_errors(learner: Callable[[str], Path], no_orphans: None) -> None:
    """A lambda, a 5,000-digit int or a NaN returned by a job is an error naming why; the run goes on."""
    path = learner("def naive(nums):\n    return [lambda: 0, 10 ** 5000, float('nan'), 7][nums[0]]\n")
    jobs = [Raw(timeout=5.0, nums=[i]) for i in range(4)]
    outcomes = list(sandbox.run_jobs(path, Callee("naive"), jobs))
    assert [o.status for o in outcomes] == ["error", "error", "error", "ok"]
    assert all(o.value[0] == "Unsendable" for o in outcomes[:3])


MEMORY = """
import sys
from pathlib import Path
from shared.tool.judge import Callee, sandbox
from shared.tool.judge.jobs import Call
path = Path(sys.argv[1])
path.write_text("def naive(nums):\\n    raise ValueError('x' * 200_000_000)\\n")
# 60 s is a budget: building 200 MB is slow on a busy machine, and the memory bound is what is tested
(outcome,) = sandbox.run_jobs(path, Callee("naive"), [Call({"nums": [1]}, timeout=60.0)])
assert outcome.status == "error", outcome
# VmHWM, not ru_maxrss: Linux carries ru_maxrss over an exec, so a child of a big pytest worker starts with its size
peak = next(line for line in open("/proc/self/status") if line.startswith("VmHWM:"))
print(len(outcome.value[1]), int(peak.split()[1]))
"""


def test_a_long_message_comes_back_cut_in_the_child(learner: Callable[[str], Path], no_orphans: None) -> None:
    """The learner's code raises a 2 MB message: what reaches kata is an error cut to MESSAGE_WIDTH, in the child
    (uncut, it would pass the wire's MAX_MESSAGE and be refused unread). test_a_200_mb_message_leaves_kata_small
    (--slow: a fresh interpreter, 200 MB built) holds kata's own memory to it."""
    path = learner("def naive(nums):\n    raise ValueError('x' * 2_000_000)\n")
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert outcome.status == "error", outcome
    assert 0 < len(outcome.value[1]) <= capture.MESSAGE_WIDTH


@pytest.mark.slow
def test_a_200_mb_message_leaves_kata_small(tmp_path: Path) -> None:
    """The learner's code raises a 200 MB message: kata's own process (not the child) stays far under 200 MB."""
    run = subprocess.run(
        [sys.executable, "-c", MEMORY, str(tmp_path / "p.py")], env=ENV, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    shown, kilobytes = map(int, run.stdout.split())
    assert shown <= capture.MESSAGE_WIDTH
    assert kilobytes < 200 * 1024  # the bound; ~30 MB idle, 108 MB seen beside a busy suite (was 2.3 GB)


def test_a_learners_file_too_big_to_parse_cheaply_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Python's ast costs ~400 bytes per byte of `x = 1` lines: past MAX_FILE the file is refused, not parsed."""
    path = tmp_path / "big.py"
    path.write_text("def naive(nums):\n    return True\n" + "x = 1\n" * (workspace.MAX_FILE // 6))
    status, out, err = kata(capsys, "check", "486", "naive", "--file", str(path))
    assert "is over 256 KB" in one_line(err)
    assert (status, out) == (EXIT_BAD_INPUT, "")


# --- every process the learner's code starts ends with the check --------------------------------------

ESCAPES = {
    "setsid grandchild": "if os.fork() == 0:\n        os.setsid()\n        note(); time.sleep(60)",
    "double fork": (
        "if os.fork() == 0:\n        if os.fork() == 0:\n            note(); time.sleep(60)\n        os._exit(0)"
    ),
    "subprocess in a new session": "note(subprocess.Popen(['sleep', '60'], start_new_session=True).pid)",
    "moved into kata's group": "os.setpgid(0, os.getpgid(os.getppid())); note(); time.sleep(60)",
}
ESCAPE = """
import os, subprocess, time
def note(pid=None):
    with open({where!r}, 'a') as f:
        f.write(str(pid or os.getpid()) + ' ')
def naive(nums):
    {how}
    return True
"""


# By default a setsid grandchild forked from the server and a double fork from kata; the other six under --slow.
ESCAPES_BY_DEFAULT = {("setsid grandchild", "server"), ("double fork", "kata")}


@pytest.mark.parametrize(
    ("how", "fork_from"),
    [
        pytest.param(
            how, where, id=f"{name}-{where}", marks=() if (name, where) in ESCAPES_BY_DEFAULT else pytest.mark.slow
        )
        for name, how in ESCAPES.items()
        for where in ("kata", "server")
    ],
    indirect=["fork_from"],
)
def test_nothing_the_learners_code_starts_outlives_the_check(
    how: str, learner: Callable[[str], Path], tmp_path: Path, no_orphans: None
) -> None:
    """setsid, a double fork, a new session, a move into kata's own group: all gone when the run ends, no hang."""
    where = tmp_path / "pids"
    path = learner(ESCAPE.format(where=str(where), how=how))
    start = time.monotonic()
    outcomes = list(sandbox.run_jobs(path, Callee("naive"), [call(0.4)]))
    assert time.monotonic() - start < 10
    assert outcomes[0].status in ("ok", "timeout")
    assert all_gone(pids_in(where))


def _check_as_kata(path: Path, pid_file: Path) -> int:
    """Judge the learner's file from a forked copy of this process standing in for kata (one that may be killed,
    without a new interpreter's imports), which writes its pid to pid_file first: the copy's exit status,
    negative for the signal that ended it."""

    def judge() -> int:
        pid_file.write_text(str(os.getpid()))
        list(sandbox.run_jobs(path, Callee("naive"), [Call({"nums": [1]}, timeout=30.0)]))
        return 0

    status = fork_run(judge, 60.0)
    assert status is not None, "the check still ran after 60 s"
    return status


KILLS = {  # whom the learner's code kills, read in the child; `kata` is the file the copy of kata wrote its pid in
    "kata": "int(open(kata).read())",
    "the keeper between them": "os.getppid()",
    "the fork server above the keeper": "int(open(f'/proc/{os.getppid()}/stat').read().rsplit(')', 1)[1].split()[1])",
}


@pytest.mark.parametrize(
    ("whom", "fork_from"),
    [
        pytest.param(  # by default kata killed, forked from the server; the other four under --slow
            KILLS[whom],
            where,
            id=f"{whom}, forked from {where}",
            marks=() if (whom, where) == ("kata", "server") else pytest.mark.slow,
        )
        for whom, where in [
            ("kata", "kata"),
            ("the keeper between them", "kata"),
            ("kata", "server"),
            ("the keeper between them", "server"),
            ("the fork server above the keeper", "server"),
        ]
    ],
    indirect=["fork_from"],
)
def test_killing_kata_or_its_keeper_leaves_nothing(
    whom: str, fork_from: str, learner: Callable[[str], Path], tmp_path: Path
) -> None:
    """The learner's code starts a `sleep` in a new session, then SIGKILLs kata (or the keeper, or the fork server
    between them): the sleep and the learner's process end, and so does kata only when it was the one killed."""
    where, kata = tmp_path / "pids", tmp_path / "kata"
    path = learner(
        "import os, signal, subprocess, time\ndef naive(nums):\n"
        f"    kata = {str(kata)!r}\n"
        "    sleeper = subprocess.Popen(['sleep', '60'], start_new_session=True)\n"
        f"    open({str(where)!r}, 'w').write(f'{{os.getpid()}} {{sleeper.pid}}')\n"
        f"    os.kill({whom}, signal.SIGKILL)\n    time.sleep(60)\n"
    )
    assert _check_as_kata(path, kata) == (-signal.SIGKILL if whom == KILLS["kata"] else 0)
    assert len(pids_in(where)) == 2
    assert all_gone(pids_in(where))


def _stopped_by(sig: signal.Signals, learner: Callable[[str], Path], tmp_path: Path) -> tuple[int, str, list[int]]:
    where = tmp_path / "pids"
    path = learner(
        "import os, time\ndef naive(nums):\n    if os.fork() == 0:\n        os.setsid()\n"
        f"        open({str(where)!r}, 'a').write(str(os.getpid()) + ' ')\n        time.sleep(60)\n"
        f"    open({str(where)!r}, 'a').write(str(os.getpid()) + ' ')\n    time.sleep(60)\n"
    )
    proc = subprocess.Popen([*KATA, "check", "486", "naive", "--file", str(path)], env=ENV, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while len(pids_in(where)) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=30)
    return proc.returncode, err.decode(), pids_in(where)


def test_sigterm_ends_a_check_like_ctrl_c(learner: Callable[[str], Path], tmp_path: Path) -> None:
    """A CI timeout's SIGTERM mid-check: one line, exit 143, the child and its setsid grandchild gone."""
    status, err, pids = _stopped_by(signal.SIGTERM, learner, tmp_path)
    assert (status, one_line(err)) == (143, "kata: stopped by SIGTERM\n")
    assert len(pids) == 2
    assert all_gone(pids)


@pytest.mark.slow
def test_sighup_ends_a_check_like_ctrl_c(learner: Callable[[str], Path], tmp_path: Path) -> None:
    """A closed terminal's SIGHUP mid-check: one line, exit 129, nothing left."""
    status, err, pids = _stopped_by(signal.SIGHUP, learner, tmp_path)
    assert (status, one_line(err)) == (129, "kata: stopped by SIGHUP\n")
    assert len(pids) == 2
    assert all_gone(pids)


@pytest.mark.parametrize(  # from kata (a large test worker here), six levels of forks each copy it: --slow
    "fork_from", [pytest.param("kata", marks=pytest.mark.slow), "server"], indirect=True
)
def test_a_fork_bomb_is_swept(learner: Callable[[str], Path], tmp_path: Path, no_orphans: None) -> None:
    """Processes that keep forking until the timeout are all stopped and killed when it comes."""
    path = learner(
        "import os, time\ndef naive(nums):\n    for _ in range(6):\n        if os.fork() == 0:\n"
        "            os.setsid()\n    time.sleep(60)\n"
    )
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(0.5)])
    assert outcome.status == "timeout"


# --- honesty that idioms cannot hide and tampering cannot fake ---------------------------------------


def _search(n: int) -> int:
    return 1 if n < 2 else _search(n - 1) + _search(n - 2)


def test_calls_in_a_thread_are_counted() -> None:
    """LeetCode's bigger-stack habit, the recursion in a threading.Thread, hides no call from the counter."""
    counted = counter.CallCounter(__file__)

    def in_a_thread() -> None:
        worker = threading.Thread(target=_search, args=(10,))
        worker.start()
        worker.join()

    counted.run(in_a_thread)
    assert counted.calls >= 177  # _search(10) makes 177 calls
    assert counted.recursed == "_search"


def test_switching_the_counting_off_fails_the_count() -> None:
    """sys.setprofile(None) (3.11) or freeing the monitoring tool (3.12+) during the call is caught and said."""

    def unhook() -> int:
        if sys.version_info >= (3, 12):
            monitoring: Any = getattr(sys, "monitoring")  # noqa: B009
            monitoring.free_tool_id(monitoring.PROFILER_ID)
        else:
            sys.setprofile(None)
        return _search(10)

    with pytest.raises(counter.TamperedError, match="switched off"):
        counter.CallCounter(__file__).run(unhook)


def test_replacing_a_judge_function_fails_the_job(learner: Callable[[str], Path], no_orphans: None) -> None:
    """The learner's code finds the counter up its own stack and patches it: the job fails, naming what was replaced."""
    path = learner(
        "import sys\ndef naive(nums):\n    frame = sys._getframe()\n    while frame is not None:\n"
        "        if 'CallCounter' in frame.f_globals:\n"
        "            frame.f_globals['CallCounter']._enter = lambda *args: None\n"
        "        frame = frame.f_back\n    return True\n"
    )
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert outcome.status == "error"
    assert outcome.value == ("TamperedError", "TamperedError: your code replaced the judge's CallCounter._enter")


# --- no write and no serve through a symlink, no read that hangs ---------------------------------------


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty practice folder, named by $KATA_PRACTICE_DIR."""
    where = tmp_path / "practice"
    where.mkdir()
    monkeypatch.setenv("KATA_PRACTICE_DIR", str(where))
    monkeypatch.setattr(record, "_warned", set())
    return where


def test_a_site_page_or_marker_that_is_a_symlink_is_never_written_through(tmp_path: Path) -> None:
    """A page swapped for a symlink or a hard link is refused; a symlinked marker does not make a folder kata's."""
    victim = tmp_path / "victim"
    victim.write_text("mine\n")
    out = tmp_path / "site"
    out.mkdir()
    (out / "index.html").symlink_to(victim)
    with pytest.raises(OSError, match="is a symlink"):
        build._put(out / "index.html", b"page")
    os.link(victim, out / "tree.html")
    with pytest.raises(OSError, match="is a hard link"):
        build._put(out / "tree.html", b"page")
    (out / build.MARKER).symlink_to(victim)
    assert build.foreign_files(out)
    assert victim.read_text() == "mine\n"


def test_the_records_backup_is_not_written_through_a_dangling_symlink(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """kata-record.json.bak1 as a dangling symlink is skipped: the backup goes to .bak2, nothing outside."""
    (folder / "kata-record.json").write_text("{not json")
    elsewhere = tmp_path / "elsewhere"
    (folder / "kata-record.json.bak1").symlink_to(elsewhere)
    assert record.load() == {}
    assert not elsewhere.exists()
    assert (folder / "kata-record.json.bak2").read_text() == "{not json"
    assert "copied to .bak2" in one_line(capsys.readouterr().err)


@pytest.mark.parametrize("argv", [["status"], ["hint", "292", "naive"]])
def test_a_fifo_as_the_record_is_refused_at_once(
    argv: list[str], folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A FIFO named kata-record.json is neither read (no hang) nor replaced; the command goes on."""
    os.mkfifo(folder / "kata-record.json")
    status, _, err = kata(capsys, *argv)
    assert status == 0
    assert "not a plain file" in err
    assert "Traceback" not in err
    assert (folder / "kata-record.json").is_fifo()


def test_a_fifo_as_a_practice_file_does_not_hang_status(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A FIFO named like a practice file is refused at once, wherever it is read."""
    os.mkfifo(folder / "p0292_nim_game.py")
    with pytest.raises(Exception, match="not a plain file"):
        workspace.read_bytes(folder / "p0292_nim_game.py")
    status, _, err = kata(capsys, "status")
    assert status in (0, EXIT_BAD_INPUT)
    assert "Traceback" not in err


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """kata serve's handler on a free port over a folder with a page, a symlink out and a FIFO."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<p>kata</p>")
    (tmp_path / "secret").write_text("secret")
    (site / "out.html").symlink_to(tmp_path / "secret")
    (site / "in.html").symlink_to(site / "index.html")
    os.mkfifo(site / "fifo.html")
    handler = functools.partial(serve._Quiet, directory=str(site))
    server = serve._Server(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", site
    server.shutdown()
    server.server_close()


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:  # our own server on 127.0.0.1
            return int(answer.status)
    except urllib.error.HTTPError as err:
        return err.code


def test_serve_serves_only_plain_files_inside_its_folder(
    served: tuple[str, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    """A symlink out (or in), a FIFO, a listing and `..` are 404; a NUL is 400; a client reset says nothing."""
    url, _ = served
    assert _status(f"{url}/") == 200
    assert _status(f"{url}/index.html") == 200
    for name in ("out.html", "in.html", "fifo.html", "nope.html", "..%2f..%2fetc%2fpasswd"):
        assert _status(f"{url}/{name}") == 404, name
    assert _status(f"{url}/%00") == 400
    rude = socket.create_connection(("127.0.0.1", int(url.rsplit(":", 1)[1])))
    rude.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # close = RST
    rude.sendall(b"GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n")
    rude.close()
    assert _status(f"{url}/index.html") == 200
    assert capsys.readouterr().err == ""


# --- the record under concurrency and bad data -----------------------------------------------------------


def test_eight_writers_at_once_keep_eight_entries(folder: Path) -> None:
    """Eight read-modify-writes at once (threads: flock excludes each open of the lock) keep every entry."""
    variants = [f"v{i}" for i in range(8)]
    workers = [threading.Thread(target=record.note_hint, args=("292", v), kwargs={"shown": 1}) for v in variants]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert sorted(record.load()) == [f"292/{v}" for v in variants]


@pytest.mark.slow
def test_eight_kata_hint_at_once_keep_eight_entries(folder: Path) -> None:
    """Eight `kata hint` processes at once: all eight entries are in the record."""
    asks = [(key, v) for key in ("292", "486") for v in ("naive", "alpha_beta", "memoized", "bottom_up")]
    env = {**ENV, "KATA_PRACTICE_DIR": str(folder)}
    procs = [subprocess.Popen([*KATA, "hint", k, v], env=env, stdout=subprocess.DEVNULL) for k, v in asks]
    assert [p.wait(timeout=120) for p in procs] == [0] * 8
    assert sorted(record.load()) == sorted(f"{k}/{v}" for k, v in asks)


ABSURD = {
    "a 5,000-digit count": '{"hints": ' + "9" * 5000 + "}",
    "1e400": '{"hints": 1e400}',
    "NaN": '{"stretch": NaN}',
    "-Infinity": '{"stretch": -Infinity}',
    "a count of 10^15": '{"hints": 1000000000000000}',
    "a count as text": '{"hints": "3"}',
    "a list for a state": '{"state": ["passing"]}',
}


@pytest.mark.parametrize("entry", ABSURD.values(), ids=ABSURD.keys())
def test_absurd_values_in_the_record_warn_back_up_and_go_on(
    entry: str, folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An absurd value is damage: one warning line, a backup of the bytes, and the command works (exit 0)."""
    text = '{"version": 1, "entries": {"292/naive": ' + entry + "}}"
    (folder / "kata-record.json").write_text(text)
    status, out, err = kata(capsys, "hint", "292", "naive")
    assert status == 0
    assert "hint 1 of" in out
    assert "kata-record.json damaged, copied to .bak1" in one_line(err)
    assert (folder / "kata-record.json.bak1").read_text() == text
    assert json.loads((folder / "kata-record.json").read_text())["entries"]["292/naive"]["hints"] == 1


def test_a_record_too_big_to_back_up_is_left_alone(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A record past 4 MB could not be copied whole, so it is neither backed up in part nor replaced."""
    big = folder / "kata-record.json"
    big.write_bytes(b" " * (record.MAX_RECORD + 1))
    status, out, err = kata(capsys, "hint", "292", "naive")
    assert (status, "hint 1 of" in out) == (0, True)
    assert "kata leaves it alone" in err
    assert big.stat().st_size == record.MAX_RECORD + 1
    assert sorted(p.name for p in folder.iterdir()) == [".kata.lock", "kata-record.json"]


# --- output kata shows is kata's --------------------------------------------------------------------------


def test_escapes_in_an_import_error_are_shown_escaped(
    learner: Callable[[str], Path], capsys: pytest.CaptureFixture[str], no_orphans: None
) -> None:
    """An import error carrying ESC sequences (clear screen, a fake 'ok') reaches the terminal escaped."""
    path = learner('raise ImportError("\\x1b[2J\\x1b[32mok    cases: 14 of 14 right")\ndef naive(nums):\n    pass\n')
    status, out, _ = kata(capsys, "check", "486", "naive", "--file", str(path))
    assert status == 1
    assert "\x1b" not in out
    assert "\\x1b[2J" in out


def test_printed_lines_sit_behind_a_gutter_escaped(
    learner: Callable[[str], Path], capsys: pytest.CaptureFixture[str], no_orphans: None
) -> None:
    """What the learner's code prints can never pass for a verdict: every such line starts with the gutter."""
    path = learner("def naive(nums):\n    print('\\x1b[1A  ok    cases: 14 of 14 right\\u202e')\n    return 7\n")
    status, out, _ = kata(capsys, "check", "486", "naive", "--file", str(path))
    assert status == 1
    assert "\x1b" not in out
    assert "\u202e" not in out
    spoofs = [line for line in out.splitlines() if "14 of 14 right" in line]
    assert spoofs
    assert all(line.lstrip().startswith("| ") for line in spoofs)


def test_show_practice_escapes_the_learners_source(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`kata show --practice` shows an ESC or a right-to-left mark in the learner's file as its escape."""
    (folder / "p0486_predict_the_winner.py").write_text('def naive(nums):\n    return "\x1b[2J\u202e"\n')
    status, out, _ = kata(capsys, "show", "486", "naive", "--practice")
    assert status == 0
    assert "\x1b" not in out
    assert "\u202e" not in out
    assert "\\x1b[2J\\u202e" in out


# --- the small ones ------------------------------------------------------------------------------------


def test_ascii_only_output_gets_fallbacks() -> None:
    """With PYTHONIOENCODING=ascii, `kata tree --steps` shows x for a cut and alpha for α, exit 0."""
    env = {**ENV, "PYTHONIOENCODING": "ascii"}
    run = subprocess.run(
        [*KATA, "tree", "[[3,12,8],[2,4,6],[14,5,2]]", "--steps"], env=env, capture_output=True, timeout=60
    )
    assert (run.returncode, run.stderr) == (0, b"")
    assert run.stdout.isascii()
    assert b"x marks a cut" in run.stdout
    assert "\u00b5s".encode("ascii", "kata-fallback") == b"us"
    assert all(fallback.isascii() for fallback in FALLBACKS.values())


REFUSED = [
    ("a duplicate JSON key", ["solve", "486", '{"nums": [1], "nums": [1, 5, 2]}'], 'the key "nums" twice'),
    ("--file ''", ["check", "486", "--file", ""], "--file is empty"),
    ("--file ~nosuchuser", ["check", "486", "--file", "~nosuchuser/x.py"], "no home folder"),
]


@pytest.mark.parametrize(("argv", "fault"), [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED])
def test_small_refusals_are_one_line_and_exit_2(
    argv: list[str], fault: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each is refused in one line on stderr, exit 2, nothing judged or solved."""
    status, out, err = kata(capsys, *argv)
    assert fault in one_line(err)
    assert (status, out) == (EXIT_BAD_INPUT, "")


def test_a_practice_dir_under_no_users_home_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """KATA_PRACTICE_DIR='~nosuchuser/x' is one line, exit 2, not exit 70."""
    monkeypatch.setenv("KATA_PRACTICE_DIR", "~nosuchuser/x")
    status, _, err = kata(capsys, "status")
    assert "~nosuchuser names no home folder" in one_line(err)
    assert status == EXIT_BAD_INPUT


def test_play_says_on_stderr_why_it_gave_up(capsys: pytest.CaptureFixture[str]) -> None:
    """100 illegal moves from a script: exit 2 and one line on stderr saying why."""
    status, _, err = kata(capsys, "play", "292", "5", stdin="9\n" * 1000)
    assert status == EXIT_BAD_INPUT
    assert "100 illegal moves in a row" in one_line(err)


# --- the third round: what runs is the file read at the start, on kata's terms -------------------------


@SERVER_BY_DEFAULT
def test_an_answer_borrowed_at_run_time_fails_naming_the_chapter(learner: Callable[[str], Path]) -> None:
    """A naive that reaches the chapter through sys.modules, its name built at run time, fails: no answer is lent."""
    path = learner(
        "import sys\ndef naive(nums):\n    chapter = sys.modules['prob' + 'lems.p0486_predict_the_winner']\n"
        "    try:\n        return chapter.bottom_up(nums)\n    except Exception:\n        return True\n"
    )
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert (outcome.status, outcome.value[0]) == ("error", "BorrowedError")
    assert "your code called the chapter's bottom_up()" in outcome.value[1]


@KATA_BY_DEFAULT
def test_kata_s_own_modules_are_out_of_the_learner_s_reach(learner: Callable[[str], Path]) -> None:
    """The judge, the catalogue and the CLI are not in the child's sys.modules, nor importable by the file."""
    path = learner(
        "import importlib, sys\ndef naive(nums):\n"
        "    seen = [n for n in sys.modules if n.startswith(('shared.tool', 'tests'))]\n"
        "    for name in ('shared.tool.judge.counter', 'shared.tool.catalog'):\n"
        "        try:\n            importlib.import_module(name)\n            seen.append('imported ' + name)\n"
        "        except ImportError:\n            seen.append('refused')\n"
        "    import shared\n    seen.append(str(hasattr(shared, 'tool')))\n    return seen\n"
    )
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])  # a Call: the fork server runs it too
    assert (outcome.status, outcome.value) == ("ok", list(answer(["refused", "refused", "False"])))


LEAK = """
import os
tried = []
keeper = os.getppid()
above = int(open(f"/proc/{{keeper}}/stat").read().rsplit(")", 1)[1].split()[1])  # kata, or the fork server
kata = int(open({kata!r}).read())
for pid in sorted({{kata, above, keeper}}):
    for fd in (1, 2, 3) if pid == above != kata else (1, 2):  # the fork server's 3: its socket to kata
        try:
            with open(f"/proc/{{pid}}/fd/{{fd}}", "w") as f:
                f.write("LEAKED \\x1b[2J\\n")
            tried.append("written")
        except OSError as err:
            tried.append(type(err).__name__)
def naive(nums):
    return tried
"""


@BOTH
def test_kata_s_pipes_cannot_be_reached_through_proc(
    fork_from: str, learner: Callable[[str], Path], tmp_path: Path
) -> None:
    """The file writes into kata's, the keeper's and the fork server's stdout, stderr and socket through
    /proc/<pid>/fd: refused, as root too."""
    kata = tmp_path / "kata"
    path = learner(LEAK.format(kata=str(kata)))
    shown, told = tmp_path / "kata-output", tmp_path / "tried"

    def judge() -> int:
        kata.write_text(str(os.getpid()))
        fd = os.open(shown, os.O_WRONLY | os.O_CREAT, 0o644)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(10.0)])
        told.write_text(json.dumps(outcome.value))
        return 0

    assert fork_run(judge, 60.0) == 0
    files = 2 + 2 + (3 if fork_from == "server" else 0)  # kata's and the keeper's 1 and 2; the server's 1, 2, 3
    assert json.loads(told.read_text()) == list(answer(["PermissionError"] * files))
    assert "LEAKED" not in shown.read_text()


@pytest.mark.parametrize(
    ("where", "expected"),
    [("at import", "maximum recursion depth exceeded (limit 10)"), ("in the call", "(limit 10)")],
)
def test_a_recursion_limit_the_learner_lowers_is_named_not_an_ended_process(
    learner: Callable[[str], Path], where: str, expected: str
) -> None:
    """A file that lowers the recursion limit (at import, or in its function) below what kata needs to send its
    report still gets a verdict naming the limit: the report went out under the low limit and was lost, which
    kata read as a process that ended by itself (exit code 0)."""
    body = "    return naive([1] * (len(nums) + 1)) if len(nums) < 100 else True\n"
    text = (
        "import sys\nsys.setrecursionlimit(10)\ndef naive(nums):\n" + body
        if where == "at import"
        else "import sys\ndef naive(nums):\n    sys.setrecursionlimit(10)\n" + body
    )
    (outcome,) = sandbox.run_jobs(learner(text), Callee("naive"), [call(5.0)])
    assert outcome.status == "error", outcome
    assert expected in outcome.value[1]


@pytest.mark.parametrize("fork_from", ["kata"], indirect=True)  # the pause below is this process's, forked
def test_a_low_recursion_limit_does_not_end_the_child_whose_main_thread_was_paused(
    learner: Callable[[str], Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The child's main thread, forked as deep as kata's stack, paused (as a loaded machine does) just after it
    starts the thread that runs the learner's code, and resumed while the learner's low limit holds: the report
    still comes back. Its next call of a Python function failed and ended the child, exit code 0, report lost."""

    def paused(start: Callable[..., Any]) -> Callable[..., Any]:
        def then_pause(*args: Any) -> Any:
            started = start(*args)
            time.sleep(0.05)
            return started

        return then_pause

    monkeypatch.setattr(threading.Thread, "start", paused(threading.Thread.start))
    monkeypatch.setattr(_thread, "start_new_thread", paused(_thread.start_new_thread))
    path = learner(
        "import sys, time\ndef naive(nums):\n    sys.setrecursionlimit(10)\n    time.sleep(0.15)\n"
        "    return naive([1] * (len(nums) + 1)) if len(nums) < 100 else True\n"
    )
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert outcome.status == "error", outcome
    assert "(limit 10)" in outcome.value[1]


def test_the_child_ends_from_its_runner_never_back_in_the_frames_it_was_forked_with() -> None:
    """The child's runner ends the process when the jobs are done; the main thread, parked, never runs again. It
    returned into the frames of the process it was forked from (a test worker's), where a thread of the learner's
    that keeps the recursion limit at 10 made its calls fail and raise into that copy of pytest."""

    def low() -> None:
        while True:
            sys.setrecursionlimit(10)
            time.sleep(0.0002)

    def jobs() -> None:
        threading.Thread(target=low, daemon=True).start()
        time.sleep(0.01)

    def child() -> int:
        parked_while(jobs)
        return 7  # back in the caller's frames

    assert fork_run(child, timeout=10) == 0


@pytest.mark.slow
@BOTH
def test_a_low_recursion_limit_keeps_its_report_run_after_run_on_a_busy_machine(learner: Callable[[str], Path]) -> None:
    """Forty runs of a file that lowers the recursion limit in its function, beside three processes that keep the
    cores busy: each names the limit (a run lost its report at load 10 to 14)."""
    path = learner(
        "import sys\ndef naive(nums):\n    sys.setrecursionlimit(10)\n"
        "    return naive([1] * (len(nums) + 1)) if len(nums) < 100 else True\n"
    )
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(3)]
    try:
        outcomes = [outcome for _ in range(40) for outcome in sandbox.run_jobs(path, Callee("naive"), [call(5.0)])]
    finally:
        for proc in busy:
            proc.kill()
            proc.wait()
    assert [found for found in outcomes if "(limit 10)" not in str(found.value)] == [], outcomes
    assert len(outcomes) == 40


def test_a_job_s_time_is_kata_s_not_the_learner_s_clock(learner: Callable[[str], Path]) -> None:
    """time.perf_counter and time.monotonic replaced by the file: a busy wait of 0.15 s still shows as 0.15 s.
    The wait is timed on the child's CPU clock, so on a loaded machine it lasts at least 0.15 s of either clock
    (timed on the wall, it once got 0.245 s of CPU at load 15 and kata, timing CPU, said so)."""
    path = learner(
        "import time\nreal = time.process_time\ntime.perf_counter = time.monotonic = lambda: 0.0\n"
        "def naive(nums):\n    start = real()\n    while real() - start < 0.15:\n        pass\n    return True\n"
    )
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert outcome.status == "ok"
    assert outcome.seconds >= 0.125


@SERVER_BY_DEFAULT
def test_the_child_s_limits_are_hard_and_a_file_has_a_size_limit(
    learner: Callable[[str], Path], tmp_path: Path
) -> None:
    """setrlimit cannot lift the memory or CPU limit (as root either), and a 64 MB write is refused."""
    big = tmp_path / "big"
    path = learner(
        "import resource\ndef naive(nums):\n    done = []\n"
        "    for kind in (resource.RLIMIT_AS, resource.RLIMIT_CPU):\n        try:\n"
        "            resource.setrlimit(kind, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))\n"
        "            done.append('lifted')\n        except (ValueError, OSError):\n            done.append('held')\n"
        f"    try:\n        with open({str(big)!r}, 'wb') as f:\n            f.write(b'x' * 64 * 2**20)\n"
        "        done.append('wrote')\n    except OSError:\n        done.append('refused')\n    return done\n"
    )
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(10.0)])
    assert (outcome.status, outcome.value) == ("ok", list(answer(["held", "held", "refused"])))
    assert big.stat().st_size <= process.FILE_SIZE


def test_a_file_saved_during_the_check_is_judged_as_read_at_the_start(
    tmp_path: Path, folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The file replaces itself (temp file and rename, as editors save) while it is judged: every level judges
    the version read at the start, one line says so, and the verdict and the record name that version."""
    path = tmp_path / "p0292_nim_game.py"
    later = "def memoized(n):\n    return True\n"
    first = (
        "import os\n"
        f"if not os.path.exists({str(path) + '.saved'!r}):\n"
        f"    open({str(path) + '.tmp'!r}, 'w').write({later!r})\n"
        f"    os.replace({str(path) + '.tmp'!r}, {str(path)!r})\n"
        f"    open({str(path) + '.saved'!r}, 'w').close()\n"
        "def memoized(n):\n    return n % 4 != 0\n"
    )
    path.write_text(first)
    status, out, _ = kata(capsys, "check", "292", "memoized", "--file", str(path))
    version = hashlib.sha256(first.encode()).hexdigest()[:12]
    assert path.read_text() == later
    assert status == 0, out
    assert f"file changed mid-check: judged as read at the start ({version})" in out
    assert out.rstrip().splitlines()[-1] == f"  passed (version {version})"
    assert record.load()["292/memoized"].checked == version


@pytest.mark.parametrize("link", ["symlink", "hard link"])
def test_a_practice_file_that_is_a_link_to_the_record_is_refused(
    link: str, folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """practice/p0292_nim_game.py as a link to kata-record.json: one line, exit 2, and the record as it was."""
    kata(capsys, "hint", "292", "naive")
    record_file = folder / "kata-record.json"
    before = record_file.read_bytes()
    practice_file = folder / "p0292_nim_game.py"
    if link == "symlink":
        practice_file.symlink_to(record_file)
    else:
        os.link(record_file, practice_file)
    status, out, err = kata(capsys, "practice", "292", "memoized")
    assert f"is a {link}" in one_line(err)
    assert (status, out) == (EXIT_BAD_INPUT, "")
    assert record_file.read_bytes() == before


def test_a_huge_columns_is_clamped(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """COLUMNS=1000000 lays `kata show` out at most 500 columns wide, not a page of 22 MB."""
    monkeypatch.setenv("COLUMNS", "1000000")
    status, out, _ = kata(capsys, "show", "292")
    assert status == 0
    assert max(map(len, out.splitlines())) <= 500
    assert len(out) < 200_000


def test_a_hostile_file_name_is_escaped_and_shortened(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An --file name of an escape sequence, a right-to-left mark and 300 letters is one short escaped line."""
    name = "\x1b[31m\u202e" + "a" * 300 + ".py"
    status, out, err = kata(capsys, "check", "486", "--file", str(tmp_path / name))
    line = one_line(err)
    assert (status, out) == (EXIT_BAD_INPUT, "")
    assert "\x1b" not in line
    assert "\u202e" not in line
    assert len(line) < 200


def test_a_utf_8_file_name_works_under_a_posix_locale(tmp_path: Path) -> None:
    """LC_ALL=POSIX PYTHONUTF8=0: a file named café.py is read, not refused as not UTF-8."""
    path = tmp_path / "café.py"
    path.write_text("x = 1\n")
    env = {**ENV, "LC_ALL": "POSIX", "PYTHONUTF8": "0"}
    run = subprocess.run([*KATA, "check", "486", "--file", str(path)], env=env, capture_output=True, timeout=60)
    err = run.stderr.decode("ascii", "backslashreplace")
    assert run.returncode == EXIT_BAD_INPUT
    assert "not valid UTF-8" not in err
    assert "no naive()" in err


def test_serve_answers_only_at_its_own_address(served: tuple[str, Path]) -> None:
    """A request whose Host is another name (DNS rebinding) gets 421, the record included; its own address 200."""
    url, _ = served
    port = int(url.rsplit(":", 1)[1])
    for host, want in ((f"127.0.0.1:{port}", 200), (f"localhost:{port}", 200), (f"evil.example:{port}", 421)):
        for path in ("/index.html", "/kata/record.json"):
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            connection.request("GET", path, headers={"Host": host})
            got = connection.getresponse().status
            connection.close()
            assert got == want, (host, path)


def test_a_judge_constant_set_from_the_learner_s_code_fails_the_job(learner: Callable[[str], Path]) -> None:
    """The file finds the judge's cap on counted calls up its stack and sets it to 0: the job fails, naming it,
    instead of counting 0 calls for 0 states."""
    path = learner(
        "import sys\ndef naive(nums):\n    frame = sys._getframe()\n    while frame is not None:\n"
        "        if 'MEMO_CALLS' in frame.f_globals:\n            frame.f_globals['MEMO_CALLS'] = 0\n"
        "        frame = frame.f_back\n    return True\n"
    )
    (outcome,) = sandbox.run_jobs(path, Callee("naive"), [call(5.0)])
    assert outcome.value == ("TamperedError", "TamperedError: your code replaced the judge's MEMO_CALLS")
