"""The learner's record, hints, `kata status` and `--again`, used the way a learner uses them."""

from __future__ import annotations

import datetime
import io
import json
from pathlib import Path

import pytest

from shared.tool.cases import load_hints
from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli import main
from shared.tool.learner import record
from shared.tool.registry import REQUIRED_VARIANTS
from tests.learner_corpus import corpus

GAME = "nim-game"  # by slug: 292's key would make `pytest -k 292` pick these tests up
KEY = find_problem(GAME).key
DAY = datetime.date(2026, 11, 23)
WITH_HINTS = ("292", "486", "913", "1140", "nim", "ttt")

RIGHT = '''def naive(n: int) -> bool:
    """Mine."""
    return n != 0 and any(not naive(n - take) for take in range(1, min(3, n) + 1))
'''


@pytest.fixture
def practice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private practice/ folder, and a today the test moves by hand."""
    monkeypatch.setenv("KATA_PRACTICE_DIR", str(tmp_path))
    monkeypatch.setenv("NO_COLOR", "1")
    set_today(monkeypatch, DAY)
    return tmp_path


def set_today(monkeypatch: pytest.MonkeyPatch, day: datetime.date) -> None:
    monkeypatch.setattr(record, "today", lambda: day)


def kata(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(argv), stdout=out), out.getvalue()


def entry(variant: str = "naive") -> record.Progress:
    return record.load()[record.entry_key(KEY, variant)]


def write_naive(practice: Path) -> Path:
    """A practice file whose naive is written (right), as a learner leaves it."""
    path = practice / f"{find_problem(GAME).stem}.py"
    path.write_text(RIGHT, encoding="utf-8")
    return path


# --- the record ----------------------------------------------------------------------------------


def test_reviews_come_after_1_3_7_21_then_60_days(practice: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each review passed on its day moves the next one further out; a pass before the day changes nothing."""
    day = DAY
    record.note_check(KEY, "naive", passed=True, stretch=22)
    for gap in (1, 3, 7, 21, 60, 60):
        assert entry().review == (day + datetime.timedelta(days=gap)).isoformat()
        record.note_check(KEY, "naive", passed=True)  # again the same day: not a review
        assert entry().review == (day + datetime.timedelta(days=gap)).isoformat()
        day += datetime.timedelta(days=gap)
        set_today(monkeypatch, day)
        record.note_check(KEY, "naive", passed=True)
    assert entry().state == record.PASSING
    assert entry().stretch == 22


def test_failing_a_due_review_starts_the_ladder_again(practice: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fail on a due review keeps it due; the next pass schedules the review for the next day."""
    record.note_check(KEY, "naive", passed=True)
    record.note_check(KEY, "naive", passed=True)  # same day: the schedule stands
    set_today(monkeypatch, DAY + datetime.timedelta(days=1))
    write_naive(practice)
    record.note_check(KEY, "naive", passed=False)
    assert entry().state == record.FAILING
    assert entry().due(record.today())
    record.note_check(KEY, "naive", passed=True)
    assert entry().review == (DAY + datetime.timedelta(days=2)).isoformat()


def test_checking_an_untouched_stub_is_not_started_not_failing(practice: Path) -> None:
    """A check of the stub kata practice wrote leaves the variant "not started"."""
    kata("practice", GAME, "naive")
    record.note_check(KEY, "naive", passed=False)
    assert entry().state == record.NOT_STARTED


def test_a_lone_class_solution_checked_from_a_file_leaves_no_review_behind(practice: Path) -> None:
    """`kata check KEY --file F` on a LeetCode class Solution judges it, but records no `solution` variant:
    its review day would have said `kata practice KEY solution --again`, which is refused."""
    path = practice / "leetcode.py"
    path.write_text("class Solution:\n    def canWinNim(self, n: int) -> bool:\n        return n % 4 != 0\n")
    assert kata("check", GAME, "--file", str(path))[0] == 0
    assert record.entry_key(KEY, "solution") not in record.load()


def test_a_record_that_is_not_json_is_kept_and_replaced(practice: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A garbled record: one warning line, a byte-exact backup, and the next write starts a sound record."""
    path = practice / "kata-record.json"
    garbled = b'{"version": 1, "entries": {"292/naive": {"state": "pass'
    path.write_bytes(garbled)
    assert kata("status")[0] == 0
    kata("hint", GAME, "naive")
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    assert "kata-record.json damaged, copied to .bak1: not JSON at line 1" in err
    assert (practice / "kata-record.json.bak1").read_bytes() == garbled
    assert not (practice / "kata-record.json.bak2").exists(), "one backup per damaged content"
    assert json.loads(path.read_text(encoding="utf-8"))["entries"]["292/naive"]["hints"] == 1


def test_a_hand_edited_entry_keeps_what_is_readable(practice: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A bad field falls back to its default, the rest of the entry stands, and the original is kept."""
    path = practice / "kata-record.json"
    edited = {"version": 1, "entries": {"292/naive": {"state": "passing", "hints": "two", "review": "2026-11-20"}}}
    path.write_text(json.dumps(edited), encoding="utf-8")
    assert entry().state == record.PASSING
    assert entry().hints == 0
    assert entry().due(DAY)
    assert "292/naive: hints" in capsys.readouterr().err
    assert json.loads((practice / "kata-record.json.bak1").read_text(encoding="utf-8")) == edited


def test_a_record_that_cannot_be_saved_warns_and_the_command_goes_on(
    practice: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """When the replace fails the old record is whole, no temporary file is left, and the hint is still shown."""
    record.note_hint(KEY, "naive", shown=1)
    before = (practice / "kata-record.json").read_bytes()

    def refuse(src: str, dst: str) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("os.replace", refuse)
    status, out = kata("hint", GAME, "naive")
    assert status == 0
    assert "hint 2 of 3" in out
    assert "could not save" in capsys.readouterr().err
    assert (practice / "kata-record.json").read_bytes() == before
    assert sorted(p.name for p in practice.iterdir()) == [".kata.lock", "kata-record.json"]  # the lock stays


# --- hints ---------------------------------------------------------------------------------------


def test_hints_come_one_at_a_time_then_point_at_the_reference(practice: Path) -> None:
    """Each `kata hint` shows the next one and counts it; after the last, `kata show` is named."""
    outs = [kata("hint", GAME, "memoized")[1] for _ in range(4)]
    assert outs[0].startswith(f"{KEY} memoized, hint 1 of 3:\n  State:")
    assert "hint 2 of 3" in outs[1]
    assert "hint 3 of 3" in outs[2]
    assert f"The reference: kata show {KEY} memoized" in outs[2]
    assert f"All 3 hints of {KEY} memoized are shown" in outs[3]
    assert entry("memoized").hints == 3
    again = kata("hint", GAME, "memoized", "--level", "2")[1]
    assert "hint 2 of 3" in again
    assert "next hint" not in again  # all three were seen: `kata hint` alone would show no next one
    assert f"hint 3 again: kata hint {KEY} memoized --level 3" in again
    assert entry("memoized").hints == 3
    assert all(len(line) <= 80 for out in outs for line in out.splitlines())


@pytest.mark.parametrize(
    ("argv", "fault"),
    [
        (["hint", GAME, "formula"], "has no hints; naive, alpha_beta, memoized, bottom_up have some"),
        (["hint", GAME, "memoized", "--level", "4"], "--level must be 1 to 3"),
        (["hint", GAME, "greedy"], "has no variant 'greedy'"),
        (
            ["practice", GAME, "naive", "--again"],
            "--again reviews a passed variant; 292 naive is not started; --force resets",
        ),
    ],
)
def test_a_wrong_request_gets_one_line_and_exit_2(
    argv: list[str], fault: str, practice: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No hints for a variant, a level out of range, a variant that does not exist, --again before a pass: each
    refused in one line of 80 columns."""
    status, out = kata(*argv)
    err = capsys.readouterr().err
    assert status == 2
    assert out == ""
    assert fault in err
    assert err.count("\n") == 1, err  # one line at 80 columns (the test's width): wrapped only on a narrower one


def test_every_hints_file_is_well_formed_and_the_first_chapters_have_three_per_variant() -> None:
    """Hints name only real variants; 292, 486, 913, 1140, nim and ttt have state, idea and trap for each."""
    for p in all_problems():
        hints = load_hints(p)
        assert set(hints) <= {v.name for v in p.variants}, p.key
        if p.key in WITH_HINTS:
            assert all(len(hints[name]) == 3 for name in REQUIRED_VARIANTS), p.key
            assert all(hints[name][0].startswith("State:") for name in REQUIRED_VARIANTS), p.key
            assert all(hints[name][2].startswith("Trap:") for name in REQUIRED_VARIANTS), p.key


# A hint that says something is too slow, or fast enough, names the corpus file that runs it and the
# verdict that file gets (tests/learner_corpus.py judges it: by default or under --slow).
HINT_CLAIMS = {
    ("1510", "bottom_up", "within budget at 10^5"): ("p1510_stone_game_iv/pull_loop", "pass"),
    ("1872", "memoized", "too slow for n = 10^5"): ("p1872_stone_game_viii/quadratic_solution", "fast"),
    ("1872", "memoized", "fine for a few hundred"): ("p1872_stone_game_viii/quadratic_dict_memo", "pass"),
    ("1406", "naive", "not 0 or -10000"): ("p1406_stone_game_iii/naive_sentinel", "cases"),
    ("1728", "memoized", "some mazes need more turns"): ("p1728_cat_and_mouse_ii/lru_cache_cap_68", "cases"),
}


def test_hints_point_at_no_tool_internals_and_ask_for_no_recursion_limit() -> None:
    """The judge, like LeetCode, gives a deep recursion room: a hint asking to raise the limit, or pointing
    into shared/, sends the learner somewhere they need not go."""
    for p in all_problems():
        for name, hints in load_hints(p).items():
            for text in hints:
                for banned in ("recursion limit", "setrecursionlimit", "shared/", "shared."):
                    assert banned not in text, (p.key, name, text)


def test_every_speed_claim_of_a_hint_is_run_by_a_corpus_file() -> None:
    """Each hint saying something is too slow (or fast enough) has a corpus file judged to match it."""
    verdicts = {learner.name: learner.expected for learner in corpus()}
    claims = set()
    for p in all_problems():
        for name, hints in load_hints(p).items():
            for text in hints:
                if "too slow" in text or "within budget" in text or "fine for" in text:
                    claims.add((p.key, name))
    assert claims <= {(key, name) for key, name, _ in HINT_CLAIMS}, claims
    for (key, name, words), (learner, verdict) in HINT_CLAIMS.items():
        hints = load_hints(next(p for p in all_problems() if p.key == key))[name]
        assert any(words in text for text in hints), (key, name, words)
        assert verdicts[learner] == verdict, learner


# --- status and --again --------------------------------------------------------------------------


def test_status_with_nothing_done_says_what_to_do_first(practice: Path) -> None:
    """An empty practice folder: no table, the first three commands."""
    status, out = kata("status")
    assert status == 0
    assert out.startswith("Nothing practised yet")
    assert f"kata practice {KEY} naive" in out
    assert max(len(line) for line in out.splitlines()) <= 80
    assert kata("status", "--due")[1].startswith("No reviews yet")


def test_status_shows_each_variant_state_hints_and_review(practice: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Passing with its review day, written from the file, hints counted; --due lists only what is due."""
    kata("practice", GAME, "naive")
    kata("practice", GAME, "memoized")
    path = practice / f"{find_problem(GAME).stem}.py"
    text = path.read_text(encoding="utf-8")
    start = text.index("def memoized(")
    path.write_text(text[:start] + "def memoized(n: int) -> bool:\n    return n % 4 != 0\n", encoding="utf-8")
    kata("hint", GAME, "alpha_beta")
    record.note_check(KEY, "naive", passed=True, stretch=22)
    _, out = kata("status", GAME)
    lines = out.splitlines()
    assert lines[0].split() == ["problem", "variant", "state", "since", "hints", "stretch", "review"]
    assert lines[1].split() == [KEY, "naive", "passing", "2026-11-23", "0/3", "22", "2026-11-24"]
    assert lines[2].split() == ["alpha_beta", "not", "started", "1/3"]
    assert lines[3].split()[:2] == ["memoized", "written"]
    assert max(len(line) for line in lines) <= 80
    record.note_check("294", "sprague_grundy", passed=True, stretch=2**31 - 1)
    _, everything = kata("status")
    assert "2.1e+09" in everything
    assert max(len(line) for line in everything.splitlines()) <= 80
    assert kata("status", "--due")[1].startswith(f"Nothing is due today. Next review: {KEY} naive on 2026-11-24.")
    set_today(monkeypatch, DAY + datetime.timedelta(days=1))
    _, due = kata("status", "--due")
    assert f"kata practice {KEY} naive --again" in due
    assert "memoized" not in due


def test_again_keeps_the_old_attempt_and_starts_a_fresh_one(practice: Path) -> None:
    """--again on a passed variant: a numbered backup of the file, a fresh stub, one attempt more, hints reset."""
    kata("practice", GAME, "naive")
    written = write_naive(practice).read_text(encoding="utf-8")
    kata("hint", GAME, "naive")
    record.note_check(KEY, "naive", passed=True)
    status, out = kata("practice", GAME, "naive", "--again")
    path = practice / f"{find_problem(GAME).stem}.py"
    assert status == 0
    assert "attempt 2" in out
    assert (practice / f"{path.name}.bak1").read_text(encoding="utf-8") == written
    assert "raise NotImplementedError" in path.read_text(encoding="utf-8")
    assert (entry().attempts, entry().hints, entry().state) == (2, 0, record.NOT_STARTED)
    assert entry().review == "2026-11-24", "the review stays due until the fresh attempt passes"
    kata("practice", GAME, "naive", "--force")
    assert (practice / f"{path.name}.bak2").exists()
