"""The hostile-input corpus: each nasty input gets one line on stderr, its exit code, never a traceback.

Exit codes (shared/tool/cli/__init__.py): 2 bad input or a failed write, 70 a
bug in kata, 141 a reader that went away. Commands run in-process through
main(); only what needs a real file descriptor (a closed pipe, /dev/full, a
closed stdin) runs `kata` as a child, all three at once.
"""

from __future__ import annotations

import errno
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shared.engine.validate import MAX_TEXT
from shared.tool.cli import common, main
from shared.tool.cli.common import EXIT_BAD_INPUT, EXIT_BROKEN_PIPE, EXIT_INTERNAL, ClosedStdin
from shared.tool.learner import record, workspace
from tests.conftest import ROOT

HUGE = "1" + "0" * 5000  # past Python's 4,300-digit limit for int()
BIG = "1" + "0" * 400  # under it, yet past a float: 10**400


def kata(
    capsys: pytest.CaptureFixture[str], *argv: str, stdin: io.StringIO | None = None, stdout: io.StringIO | None = None
) -> tuple[int, str, str]:
    """Run kata in-process; return its exit status, stdout and stderr."""
    out = stdout or io.StringIO()
    status = main(list(argv), stdout=out, stdin=stdin or io.StringIO(""))
    return status, out.getvalue(), capsys.readouterr().err


def one_line(err: str) -> str:
    """The single stderr message, checked to be no traceback: one line, or where it is wider than the terminal
    one message wrapped under `kata: `; returned as one line, so a check may quote words across a wrap."""
    assert "Traceback" not in err, err
    assert err.endswith("\n"), err
    first, *rest = err.splitlines()
    assert all(row.startswith(" " * len("kata: ")) for row in rest), err
    return " ".join([first, *(row.strip() for row in rest)]) + "\n"


REFUSED = [
    ("integer past 4,300 digits", ["solve", "292", HUGE], "5,001 digits"),
    ("huge integer in a list", ["solve", "486", f"[{HUGE},1]"], "5,001 digits"),
    ("huge integer as a leaf", ["tree", f"[[{HUGE},1],[2]]"], "5,001 digits"),
    ("10^400 leaf", ["tree", f"[[{BIG},1],[2]]"], "401 digits"),
    ("1e400 leaf (infinite as a float)", ["tree", "[[1e400,1],[2]]"], "finite"),
    ("NaN leaf", ["tree", "[[NaN,1],[2]]"], "finite"),
    ("huge integer in --losing", ["solve", "nim", "[1,2]", "--losing", HUGE], "5,001 digits"),
    ("integer of 101 digits", ["solve", "292", "9" * 101], "at most 100"),
    ("argument that is not UTF-8", ["solve", "ttt", "X\udcff"], "not valid UTF-8"),
    ("INPUT of two million characters", ["solve", "486", "[" + "1," * 1_000_000 + "1]"], "characters long"),
    ("deeply nested INPUT", ["solve", "486", "[" * 100_000 + "]" * 100_000], "nested"),
    ("missing --jsonl file", ["solve", "292", "--jsonl", "/no/such/file"], "cannot read /no/such/file"),
    ("a folder as --jsonl file", ["solve", "292", "--jsonl", "/"], "cannot read /"),
    ("a --jsonl file that fails to read", ["solve", "292", "--jsonl", "/proc/self/mem"], "cannot read /proc/self/mem"),
    ("a bench of 1e32 seconds", ["bench", "292", "--max-seconds", "1e32"], "at most 600"),
    ("a bench of NaN seconds", ["bench", "292", "--max-seconds", "nan"], "positive number"),
    ("a problem with no game to play", ["play", "1728"], "cannot be played; try 292"),
]


def test_a_long_integer_out_of_range_is_named_by_its_length(capsys: pytest.CaptureFixture[str]) -> None:
    """A 29-digit number past nums' bound is refused in one line of 80 columns: named by its length, not whole."""
    status, _, err = kata(capsys, "solve", "486", f"[{'9' * 29}]")
    assert status == EXIT_BAD_INPUT
    assert err == "kata: nums[0], a 29-digit integer, is out of range (0 <= nums[0] <= 10000000)\n"


@pytest.mark.parametrize(("argv", "fault"), [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED])
def test_bad_input_is_one_line_and_exit_2(argv: list[str], fault: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Each hostile argument is refused in one line of at most 80 columns naming the fault, with exit 2 and
    nothing on stdout."""
    status, out, err = kata(capsys, *argv)
    assert fault in one_line(err)
    assert len(err.rstrip("\n")) <= 80, err
    assert status == EXIT_BAD_INPUT
    assert out == ""


def test_a_byte_order_mark_is_not_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    """A UTF-8 byte-order mark, as some editors write, starts a tree or a JSONL batch without harm."""
    assert kata(capsys, "tree", "-", stdin=io.StringIO("\ufeff[[1],[2]]"))[0] == 0
    status, out, _ = kata(capsys, "solve", "292", "--jsonl", "-", stdin=io.StringIO("\ufeff7\n"))
    assert status == 0
    assert json.loads(out)["input"] == 7


def test_a_big_but_finite_leaf_is_drawn(capsys: pytest.CaptureFixture[str]) -> None:
    """A leaf of 99 digits fits a float: the tree is solved and drawn."""
    status, out, _ = kata(capsys, "tree", f"[[{'9' * 99},1],[2]]")
    assert status == 0
    assert "1e+99" in out


def test_jsonl_answers_every_good_line_and_reports_each_bad_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Bad JSON, a huge integer, invalid UTF-8 and a line past the cap each get an error object; the rest answer."""
    lines = [b"7", b"[1,", HUGE.encode(), b"\xff7", b"8" * (MAX_TEXT + 5), b"", b"8"]
    batch = tmp_path / "batch.jsonl"
    batch.write_bytes(b"\n".join(lines) + b"\n")
    status, out, err = kata(capsys, "solve", "292", "--jsonl", str(batch))
    got = [json.loads(line) for line in out.splitlines()]
    assert [g.get("input", g.get("line")) for g in got] == [7, 2, 3, 4, 5, 8]
    assert "not valid JSON" in got[1]["error"]
    assert "5,001 digits" in got[2]["error"]
    assert "not valid UTF-8 (byte 0xff at byte 1)" in got[3]["error"]
    assert "longer than" in got[4]["error"]
    assert status == EXIT_BAD_INPUT
    assert err == ""


def test_jsonl_stops_reading_past_its_cap(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """An endless stream (`--jsonl /dev/zero`) is read up to MAX_READ, then refused in one line."""
    monkeypatch.setattr(common, "MAX_READ", 3 * MAX_TEXT)
    status, _, err = kata(capsys, "solve", "292", "--jsonl", "/dev/zero")
    assert "/dev/zero is over" in one_line(err)
    assert status == EXIT_BAD_INPUT


def test_stdin_input_is_capped(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`kata tree -` reads at most MAX_READ from stdin."""
    monkeypatch.setattr(common, "MAX_READ", 10)
    status, _, err = kata(capsys, "tree", "-", stdin=io.StringIO("[[1,2],[3,4]]"))
    assert "stdin is over" in one_line(err)
    assert status == EXIT_BAD_INPUT


@pytest.mark.parametrize("argv", [["tree", "-"], ["solve", "292", "--jsonl", "-"], ["play", "292", "5"]])
def test_a_closed_stdin_is_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """Reading a closed stdin is refused in one line, exit 2."""
    status, _, err = kata(capsys, *argv, stdin=ClosedStdin())
    assert "stdin is closed" in one_line(err)
    assert status == EXIT_BAD_INPUT


class _Failing(io.StringIO):
    def __init__(self, err: OSError) -> None:
        super().__init__()
        self.err = err

    def write(self, text: str) -> int:
        raise self.err


def test_a_full_disk_is_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    """Output that cannot be written (ENOSPC) is one line, exit 2, not a traceback and not 'disagree'."""
    full = _Failing(OSError(errno.ENOSPC, "No space left on device"))
    status, _, err = kata(capsys, "list", stdout=full)
    assert "cannot write the output: No space left on device" in one_line(err)
    assert status == EXIT_BAD_INPUT


@pytest.mark.parametrize("argv", [["list"], ["list", "--json"], ["solve", "292", "7"], ["tree", "[[1],[2]]"]])
def test_a_broken_pipe_is_quiet_and_exit_141(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """A reader that went away (`| head -1`): nothing on stderr, exit 141, never 1 ("disagree")."""
    status, _, err = kata(capsys, *argv, stdout=_Failing(BrokenPipeError(errno.EPIPE, "Broken pipe")))
    assert err == ""
    assert status == EXIT_BROKEN_PIPE


def test_kata_bug_is_one_line_with_exit_70(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """An unexpected exception names itself in one line, exit 70; KATA_DEBUG=1 adds the traceback."""

    def broken(*_: object) -> dict[str, object]:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr("shared.tool.cli.listing.as_json", broken)
    monkeypatch.delenv("KATA_DEBUG", raising=False)
    status, _, err = kata(capsys, "list", "--json")
    assert "ZeroDivisionError: a bug (set KATA_DEBUG=1 for the traceback)" in one_line(err)
    assert status == EXIT_INTERNAL
    monkeypatch.setenv("KATA_DEBUG", "1")
    status, _, err = kata(capsys, "list", "--json")
    assert "Traceback" in err
    assert status == EXIT_INTERNAL


MOVES = [
    ("superscript digit", "2\u00b2", "type plain ASCII"),
    ("fullwidth digit", "\uff12", "type plain ASCII"),
    ("a 5,000-digit move", "1" * 5000, "a move is at most 40"),
    ("control characters", "1\x00", "type plain ASCII"),
]


@pytest.mark.parametrize(("typed", "reason"), [m[1:] for m in MOVES], ids=[m[0] for m in MOVES])
def test_play_refuses_odd_moves_and_asks_again(typed: str, reason: str, capsys: pytest.CaptureFixture[str]) -> None:
    """A typed move that passes str.isdigit but not int(), or is absurd, is refused and asked again."""
    status, out, err = kata(capsys, "play", "292", "5", stdin=io.StringIO(f"{typed}\nq\n"))
    assert f"Illegal move: {reason}" in out
    assert "You quit" in out
    assert status == 0
    assert err == ""


def test_play_gives_up_on_a_script_that_never_moves(capsys: pytest.CaptureFixture[str]) -> None:
    """`yes 9 | kata play 292 5` ends, exit 2, instead of refusing forever."""
    status, out, _ = kata(capsys, "play", "292", "5", stdin=io.StringIO("9\n" * 1000))
    assert "illegal moves in a row: game abandoned" in out
    assert status == EXIT_BAD_INPUT


# --- the learner's files -----------------------------------------------------------------------


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty practice folder, named by $KATA_PRACTICE_DIR."""
    where = tmp_path / "practice"
    monkeypatch.setenv("KATA_PRACTICE_DIR", str(where))
    return where


def test_practice_refuses_a_symlink_out_of_the_folder(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A symlink to a file outside the folder is never written through."""
    victim = folder.parent / "victim"
    victim.write_text("system file\n")
    folder.mkdir()
    (folder / "p0292_nim_game.py").symlink_to(victim)
    status, _, err = kata(capsys, "practice", "292", "memoized")
    assert "is a symlink" in one_line(err)
    assert status == EXIT_BAD_INPUT
    assert victim.read_text() == "system file\n"


@pytest.mark.parametrize(
    "argv", [["practice", "292", "memoized"], ["check", "292"], ["show", "292", "--practice"]], ids=lambda a: a[0]
)
def test_a_fifo_as_the_learners_file_is_refused(
    argv: list[str], folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A FIFO in place of the learner's file is refused at once by practice, check and show, not read forever."""
    folder.mkdir()
    os.mkfifo(folder / "p0292_nim_game.py")
    status, _, err = kata(capsys, *argv)
    assert "not a plain file" in one_line(err)
    assert status == EXIT_BAD_INPUT


def test_a_folder_kata_cannot_write_to_is_refused_and_warned_of_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """./practice that is not writable (as for a learner not root, which the suite may run as) is refused in one
    line at 80 columns, and a warning (a record kata cannot lock) is one line too, its path cut in the middle."""
    monkeypatch.delenv("KATA_PRACTICE_DIR")
    deep = tmp_path / "a-learners-projects" / "leetcode-practice-for-interviews"
    (deep / "practice").mkdir(parents=True)
    monkeypatch.chdir(deep)
    monkeypatch.setattr(os, "access", lambda *_: False)
    status, _, err = kata(capsys, "practice", "292", "memoized")
    assert status == EXIT_BAD_INPUT
    assert "is not writable; set $KATA_PRACTICE_DIR to one of yours" in err
    assert err.count("\n") == 1, err
    record._warn(f"cannot lock the practice folder {deep / 'practice'}: Permission denied")
    warned = capsys.readouterr().err
    assert warned.startswith("kata: warning: cannot lock the practice folder /")
    assert warned.count("\n") == 1, warned


def test_practice_refuses_a_file_as_the_folder(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """$KATA_PRACTICE_DIR naming a file is one line at 80 columns, exit 2."""
    folder.write_text("")
    status, _, err = kata(capsys, "practice", "292", "memoized")
    assert "is not a folder; point it at a folder" in one_line(err)
    assert err.count("\n") == 1, err
    assert status == EXIT_BAD_INPUT


@pytest.mark.parametrize(
    ("content", "fault"),
    [(b"\xff\xfe", "not UTF-8"), (b"x = 1\x00\n", "syntax error"), (b"def naive(:\n", "syntax error at line 1")],
    ids=["not UTF-8", "a NUL byte", "a syntax error"],
)
def test_practice_leaves_an_unreadable_file_alone(
    folder: Path, content: bytes, fault: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A learner's file kata cannot read is refused in one line and left as it was."""
    folder.mkdir()
    mine = folder / "p0292_nim_game.py"
    mine.write_bytes(content)
    status, _, err = kata(capsys, "practice", "292", "memoized")
    assert fault in one_line(err)
    assert status == EXIT_BAD_INPUT
    assert mine.read_bytes() == content


def test_practice_expands_tilde(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """KATA_PRACTICE_DIR=~/kata means the folder in the home directory, not a folder named '~'."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("KATA_PRACTICE_DIR", "~/kata")
    assert workspace.practice_dir() == tmp_path / "kata"


def _no_space_after(calls: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Let `calls` os.write calls through, then fail each with ENOSPC after writing half, as a full disk does."""
    real = os.write
    count = [0]

    def write(fd: int, data: bytes | memoryview) -> int:
        count[0] += 1
        if count[0] <= calls:
            return real(fd, data)
        if len(data) > 1:
            return real(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", write)


@pytest.mark.parametrize(("calls", "what"), [(0, "the backup"), (1, "the reset")], ids=["backup fails", "reset fails"])
def test_a_full_disk_during_practice_leaves_the_file_intact(
    folder: Path, calls: int, what: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """ENOSPC while writing the backup or the reset: one line, exit 2, the learner's file byte for byte as it was."""
    assert kata(capsys, "practice", "292", "memoized")[0] == 0
    mine = folder / "p0292_nim_game.py"
    work = mine.read_bytes().replace(b"raise NotImplementedError", b"return n % 4 != 0  #") + b"\n# notes\n" * 3000
    mine.write_bytes(work)
    _no_space_after(calls, monkeypatch)
    status, _, err = kata(capsys, "practice", "292", "memoized", "--force")
    assert "No space left on device (the disk is full)" in one_line(err), what
    assert status == EXIT_BAD_INPUT
    assert mine.read_bytes() == work
    assert (
        sorted(p.name for p in folder.iterdir() if p.name != "kata-record.json")  # the record: kata's, not theirs
        == [".kata.lock", "p0292_nim_game.py", "p0292_nim_game.py.bak1"][: 3 if calls else 2]
    )


def test_a_second_practice_run_waits_for_the_lock(
    folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """While another run holds the folder's lock, a second one does not write; it says so."""
    monkeypatch.setattr(workspace, "LOCK_WAIT", 0.1)
    with workspace.locked(workspace.folder()):
        status, _, err = kata(capsys, "practice", "292", "memoized")
    assert "another kata run is writing" in one_line(err)
    assert status == EXIT_BAD_INPUT
    assert not (folder / "p0292_nim_game.py").exists()


def test_create_new_never_replaces_a_file_that_appeared(tmp_path: Path) -> None:
    """create_new refuses when the name exists: a learner's file that appeared meanwhile is kept."""
    mine = tmp_path / "mine.py"
    mine.write_text("mine\n")
    with pytest.raises(ValueError, match="appeared while kata was writing"):
        workspace.create_new(mine, "stub\n")
    assert mine.read_text() == "mine\n"
    assert [p.name for p in tmp_path.iterdir()] == ["mine.py"]


# --- what needs a real file descriptor --------------------------------------------------------------


KATA_CHILD = [sys.executable, "-c", "import sys; from shared.tool.cli import main; sys.exit(main())"]


def test_real_pipes_and_full_disks() -> None:
    """As a child, where the interpreter's own buffers and exit flush the output: a closed pipe exits 141 quietly,
    /dev/full is one line with exit 2."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    err = subprocess.PIPE
    with open("/dev/full", "wb") as full:
        piped = subprocess.Popen([*KATA_CHILD, "solve", "292", "7"], env=env, stdout=subprocess.PIPE, stderr=err)
        assert piped.stdout is not None
        piped.stdout.close()  # the reader goes away before kata writes
        disk = subprocess.Popen([*KATA_CHILD, "list"], env=env, stdout=full, stderr=err)
        results = [(p.wait(timeout=60), p.communicate()[1].decode()) for p in (piped, disk)]
    assert results[0] == (EXIT_BROKEN_PIPE, "")
    assert results[1][0] == EXIT_BAD_INPUT
    assert "cannot write the output: No space left on device" in one_line(results[1][1])


@pytest.mark.slow  # by default the same refusal is asked in the process: test_a_closed_stdin_is_one_line
def test_a_real_closed_stdin() -> None:
    """As a child whose stdin is closed: one line, exit 2."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    closed = subprocess.run(
        ["sh", "-c", 'exec "$@" <&-', "sh", *KATA_CHILD, "tree", "-"], env=env, capture_output=True, timeout=60
    )
    assert closed.returncode == EXIT_BAD_INPUT
    assert "stdin is closed" in one_line(closed.stderr.decode())
