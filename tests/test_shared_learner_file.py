"""What the judge reads from a learner's file before running it: which method, and what it may not borrow."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from shared.tool.judge import entries


def _file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "mine.py"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_method_named_as_leetcode_once_named_it_is_judged(tmp_path: Path) -> None:
    """486's `PredictTheWinner`, accepted before LeetCode renamed it, is judged as predictTheWinner."""
    path = _file(tmp_path, "class Solution:\n    def PredictTheWinner(self, nums):\n        return True\n")
    (entry,) = entries(find_problem("486"), path, None)
    assert entry.method == "PredictTheWinner"


def test_two_methods_differing_only_in_case_are_not_guessed_between(tmp_path: Path) -> None:
    """With `PredictTheWinner` and `predicttheWinner` both there, neither is picked: one line says so."""
    text = "class Solution:\n    def PredictTheWinner(self, n):\n        pass\n"
    text += "    def predicttheWinner(self, n):\n        pass\n"
    with pytest.raises(InputError, match="not predictTheWinner"):
        entries(find_problem("486"), _file(tmp_path, text), None)


@pytest.mark.parametrize(
    "text",
    [
        "from problems.p0486_predict_the_winner import bottom_up as mine\ndef naive(nums):\n    return mine(nums)\n",
        "from problems import p0486_predict_the_winner as c\ndef naive(nums):\n    return c.memoized(nums)\n",
        "import problems.p0486_predict_the_winner\n"
        "def naive(nums):\n    return problems.p0486_predict_the_winner.formula(nums)\n",
        "import problems.p0877_stone_game as other\ndef naive(nums):\n    return other.naive(nums)\n",
    ],
    ids=["imported by name", "from the package", "by its dotted path", "another chapter's"],
)
def test_calling_a_chapters_own_variant_is_refused_in_one_line(tmp_path: Path, text: str) -> None:
    """A naive that calls the chapter's bottom_up would pass with nothing written: refused before it runs."""
    with pytest.raises(InputError, match=r"^line \d+ (imports|calls) the chapter's \w+\(\): write your own$") as err:
        entries(find_problem("486"), _file(tmp_path, text), ["naive"])
    assert len(f"kata: {err.value}") <= 80


def test_the_chapters_rule_helpers_stay_free_to_use(tmp_path: Path) -> None:
    """The stubs import the rules (nim's DEFAULT_LOSING): those are not answers, and are allowed."""
    text = "from problems.nim_variant import DEFAULT_LOSING\n"
    text += "def memoized(piles, losing=DEFAULT_LOSING, normal=False):\n    return True\n"
    (entry,) = entries(find_problem("nim"), _file(tmp_path, text), ["memoized"])
    assert entry.name == "memoized"


def test_a_byte_order_mark_is_read_as_python_reads_it(tmp_path: Path) -> None:
    """A file saved by Windows' Notepad starts with a BOM; Python runs it, so the judge reads it."""
    path = tmp_path / "mine.py"
    path.write_bytes(b"\xef\xbb\xbfdef naive(nums):\r\n    return True\r\n")
    (entry,) = entries(find_problem("486"), path, None)
    assert entry.name == "naive"


def test_a_nul_byte_is_one_line_without_a_made_up_line_number(tmp_path: Path) -> None:
    """Python gives a NUL byte no line number: the refusal names the file, not `mine.py:None`."""
    path = tmp_path / "mine.py"
    path.write_bytes(b"x = 1\x00\ndef naive(nums):\n    return True\n")
    with pytest.raises(InputError, match=r"^\S*mine\.py: SyntaxError: .*null") as err:
        entries(find_problem("486"), path, None)
    assert "None" not in str(err.value)


def test_a_folder_given_as_the_file_is_refused_by_name(tmp_path: Path) -> None:
    """`--file some/folder` says the path is not a plain file, not `Is a directory: 3`."""
    with pytest.raises(InputError, match="is not a plain file"):
        entries(find_problem("486"), tmp_path, None)
