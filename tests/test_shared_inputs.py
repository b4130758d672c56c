"""INPUT is read in every form kata prints it: bare JSON, a JSON object of LeetCode's names, LeetCode's notation."""

from __future__ import annotations

import io
import json

import pytest

from shared.tool.catalog import all_problems, find_problem
from shared.tool.cli import main
from shared.tool.cli.inputs import read_json
from shared.tool.cli.solve import heading
from shared.tool.registry import Problem


@pytest.mark.parametrize("p", all_problems(), ids=lambda p: p.key)
def test_the_header_kata_prints_reads_back_as_the_same_input(p: Problem) -> None:
    """The first example's header (`486 Predict the Winner: nums = [1, 5, 2]`) given back as INPUT, and the same
    parameters as a JSON object of LeetCode's names, parse to the example itself."""
    raw = p.examples[0]
    args = p.parse(raw)
    head, title = heading(p, raw), f"{p.key} {p.title}: "
    assert head.startswith(title)
    printed = head.removeprefix(title)
    assert p.parse(read_json(printed, p)) == args, printed
    assert p.parse(read_json(json.dumps(args), p)) == args


@pytest.mark.parametrize(
    ("key", "text", "said"),
    [
        ("486", "num = [1,5,2]", "INPUT names no parameter 'num': 486 takes nums"),
        ("486", '{"num": [1,5,2]}', "INPUT names no parameter 'num': 486 takes nums"),
        ("486", "{}", "INPUT lacks nums: 486 takes nums"),
        ("486", "nums = [1,5,2], k = 2", "INPUT names no parameter 'k': 486 takes nums"),
        ("486", "nums = [1,5,2], nums = [3]", "INPUT names nums twice: 486 takes nums"),
        ("486", "nums = [1,5", "INPUT: nums is not valid JSON: Expecting ',' delimiter at column 12"),
        ("486", "nums [1,5,2]", "INPUT: expected '=' after nums, as in LeetCode's nums = ..."),
        ("486", "nums = [1] [2]", "INPUT: expected ',' or the end after the value of nums, got '[2]'"),
        ("486", "nums = [1],", "INPUT: expected name = value at column 12: 486 takes nums"),
        ("464", "maxChoosableInteger = 10", "INPUT lacks desiredTotal: 464 takes maxChoosableInteger, desiredTotal"),
        ("294", 'currentState = "++', "INPUT: currentState is not valid JSON"),
    ],
)
def test_a_misnamed_or_malformed_input_is_refused_in_one_line_naming_the_parameters(
    key: str, text: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A wrong or missing name, one given twice or not given, or broken notation: exit 2, one line, what is allowed."""
    status = main(["solve", key, text], stdout=io.StringIO(), stdin=io.StringIO())
    err = capsys.readouterr().err
    assert status == 2
    assert err.splitlines() == [f"kata: {said}"], err
    assert len(err.splitlines()[0]) <= 80


def test_leetcodes_notation_takes_several_parameters_and_a_bare_string() -> None:
    """`maxChoosableInteger = 10, desiredTotal = 11` is 464's object; ttt's board may go unquoted, as it does bare."""
    p = find_problem("464")
    assert read_json("maxChoosableInteger = 10, desiredTotal = 11", p) == {
        "maxChoosableInteger": 10,
        "desiredTotal": 11,
    }
    assert read_json('{"nums": [1, 5, 2]}', find_problem("486")) == [1, 5, 2]
    assert read_json("board = X.O......", find_problem("ttt")) == "X.O......"
    assert read_json("piles = [1, 2], normal = true", find_problem("nim")) == {"piles": [1, 2], "normal": True}
