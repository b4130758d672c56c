"""`kata quiz`: graded alpha-beta drills, with piped answers, hostile answers and the end of input."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys

import pytest

from shared.engine.trace import leaf_paths, trace
from shared.engine.trees import Tree
from shared.tool.cli import main
from shared.tool.trees.quiz import draw_numbered, quiz_tree, tree_lines
from shared.tool.trees.trace import WIDTH

# Seed 1's tree (the first line of `kata quiz --seed 1`): value 7, and these leaves are never evaluated.
SEED_1_VALUE = "7"
SEED_1_PRUNED = "8 9 13 14 15 16 17 18 25 26 27"


def quiz(answers: str, *args: str) -> tuple[int, str]:
    """Run `kata quiz ARGS` with the given lines on stdin; the exit status and what it printed."""
    out = io.StringIO()
    status = main(["quiz", *args], stdout=out, stdin=io.StringIO(answers))
    return status, out.getvalue()


def right_answers(tree: Tree) -> str:
    """What a perfect learner types for this tree: the value, then the numbers of the leaves never evaluated."""
    t = trace(tree)
    number = {p: k for k, p in enumerate(leaf_paths(tree), start=1)}
    return f"{t.value:g}\n{' '.join(str(number[p]) for p in t.pruned) or 'none'}\n"


def test_seed_1_right_answers_exit_0() -> None:
    """The right value and leaves for seed 1 are both confirmed, and the status is 0."""
    status, out = quiz(f"{SEED_1_VALUE}\n{SEED_1_PRUNED}\n", "--seed", "1")
    assert status == 0, out
    assert out.startswith("tree: [[[2,9,1],[4,1,7],[7,7,6]],")
    assert "✓ the root's value is 7" in out
    assert "✓ never evaluated: #8 #9 #13 #14 #15 #16 #17 #18 #25 #26 #27" in out


def test_a_random_quiz_says_its_seed_first_even_when_input_ends() -> None:
    """Without --seed the first line names the seed, so a quiz ended early (end of input) can be asked again."""
    status, out = quiz("")
    assert status == 2
    first = out.splitlines()[0]
    seed = first.split()[1]
    assert first == f"seed {seed} (kata quiz --seed {seed} asks the same again)"


def test_a_range_of_leaves_is_accepted() -> None:
    """`13-18` marks six leaves at once."""
    assert quiz(f"{SEED_1_VALUE}\n8,9 13-18 #25-27\n", "--seed", "1")[0] == 0


def test_a_missed_leaf_is_named_with_the_cut_that_skips_it() -> None:
    """Forgetting #25-#27 exits 1 and shows the cut at MIN [2] with its reason."""
    status, out = quiz(f"{SEED_1_VALUE}\n8 9 13-18\n", "--seed", "1")
    assert status == 1
    assert "✗ #25 #26 #27 are never evaluated; you did not mark them:" in out
    assert "  ✂ MIN over #19-#27 finds 5 <= α = 7: MAX above already has 7, so it will never\n" in out
    assert "[" not in out.split("you did not mark them:")[1], "a miss is explained in #N, not in paths"


def test_a_wrongly_marked_leaf_is_named_with_its_window() -> None:
    """Marking #4, which is evaluated, exits 1 and shows the window the search reached it with."""
    status, out = quiz(f"{SEED_1_VALUE}\n4 {SEED_1_PRUNED}\n", "--seed", "1")
    assert status == 1
    assert "✗ #4 is evaluated, but you marked it; the search gets there with the window" in out
    assert "the search gets there with the window (α -∞, β 9)" in " ".join(out.split())


def test_a_wrong_value_shows_what_the_root_children_return() -> None:
    """A wrong value exits 1 and lists the root's children's returns and cuts."""
    status, out = quiz(f"5\n{SEED_1_PRUNED}\n", "--seed", "1")
    assert status == 1
    assert "✗ the root's value is 7, not 5" in out
    assert "  MIN over #1-#9 returns 7\n" in out
    assert "  MIN over #19-#27 stops early at 5\n" in out


def test_rounds_keep_score() -> None:
    """Three trees in a row, all answered right: a score of 3 of 3 and status 0; one wrong makes it 1."""
    rng = random.Random(4)
    trees = [quiz_tree(rng, 2, 3) for _ in range(3)]
    answers = "".join(right_answers(t) for t in trees)
    status, out = quiz(answers, "--seed", "4", "--depth", "2", "--rounds", "3")
    assert (status, out.count("tree: ")) == (0, 3), out
    assert "score: 3 of 3 trees right" in out
    wrong = right_answers(trees[0]) + "99\nnone\n" + right_answers(trees[2])
    status, out = quiz(wrong, "--seed", "4", "--depth", "2", "--rounds", "3")
    assert status == 1
    assert "score: 2 of 3 trees right" in out


@pytest.mark.parametrize(
    ("answers", "args", "fault"),
    [
        ("seven\n", [], "not a whole number"),
        ("7\n28\n", [], "no leaf '28'"),
        ("7\n3 x\n", [], "no leaf 'x'"),
        ("7\n9-4\n", [], "no leaf '9-4'"),
        ("", [], "input ended"),
        ("7\n", [], "input ended"),
        ("", ["--depth", "0"], "--depth 0 is out of range"),
        ("", ["--depth", "5", "--branching", "4"], "1024 leaves"),
        ("", ["--rounds", "0"], "--rounds 0 is out of range"),
    ],
    ids=[
        "word for value",
        "no such leaf",
        "word for leaf",
        "backward range",
        "no input",
        "input ends",
        "depth 0",
        "too many leaves",
        "no rounds",
    ],
)
def test_bad_answers_get_one_line_and_exit_2(
    answers: str, args: list[str], fault: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each hostile answer or option: exit 2 and one line naming what was wrong and what is allowed."""
    status, _ = quiz(answers, "--seed", "1", *args)
    err = capsys.readouterr().err
    assert status == 2
    assert fault in " ".join(err.split())
    assert all(row.startswith(" " * 6) for row in err.splitlines()[1:])  # one message, wrapped under `kata: `


@pytest.mark.parametrize(("depth", "branching"), [(3, 3), (4, 3), (6, 2), (1, 9), (2, 9)])
def test_the_drawing_fits_80_columns(depth: int, branching: int) -> None:
    """Every quiz shape allowed draws within 80 columns, one numbered leaf per leaf."""
    tree = quiz_tree(random.Random(depth * 10 + branching), depth, branching)
    lines = draw_numbered(tree)
    assert max(map(len, lines)) <= WIDTH
    assert sum(line.count("#") for line in lines) == branching**depth


def test_piped_answers_work_from_the_shell() -> None:
    """`printf '7\\n8 9 ...' | kata quiz --seed 1` in a real process: status 0, answers echoed in the transcript."""
    done = subprocess.run(
        [sys.executable, "-m", "problems", "quiz", "--seed", "1"],
        input=f"{SEED_1_VALUE}\n{SEED_1_PRUNED}\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert f"What is the root's value? {SEED_1_VALUE}\n" in done.stdout


@pytest.mark.parametrize(("depth", "branching"), [(2, 2), (3, 3), (4, 3), (5, 2), (3, 5)])
def test_the_tree_line_fits_80_columns_and_reads_back(depth: int, branching: int) -> None:
    """The quiz's tree is JSON `kata tree` takes as pasted, a child a line once one line would pass 80 columns."""
    tree = quiz_tree(random.Random(depth * 10 + branching), depth, branching)
    lines = tree_lines(tree, len("tree: "))
    assert all(len("tree: " + line) <= 80 for line in lines)
    assert json.loads("\n".join(lines)) == tree
    assert tree_lines([[1, 2]], 0, 5) == ["[[1,", "  2]]"]
