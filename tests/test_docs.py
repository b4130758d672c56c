"""The documents a newcomer reads: short enough to finish, their links alive, and every figure regenerated."""

from __future__ import annotations

import io
import re
import shlex
from pathlib import Path

from shared.tool.catalog import all_problems
from shared.tool.cli import main
from shared.tool.measure.bench import markdown_table
from tests.conftest import ROOT

README = ROOT / "README.md"
DOCS = (README, ROOT / "CONTRIBUTING.md", ROOT / "problems/README.md", ROOT / "tests/README.md")
MEASURED = re.compile(r"<!-- kata bench --markdown -->\n(.*?)<!-- end of kata bench --markdown -->", re.S)


def test_readme_is_short_enough_to_read_to_the_end() -> None:
    """The README stays at most 300 lines; the detail lives in the pages it links to."""
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= 300, f"README.md has {lines} lines; move detail to a linked page"


def test_every_relative_link_in_the_docs_leads_to_a_file() -> None:
    """Each `[text](path)` that is not a web address names a file or folder of the repo."""
    for doc in DOCS:
        for target in re.findall(r"\]\(([^)#]+)\)", doc.read_text(encoding="utf-8")):
            if "://" not in target:
                assert (doc.parent / target).exists(), f"{doc.relative_to(ROOT)} links to missing {target}"


def test_readme_lists_every_problem_the_kata_has() -> None:
    """The README's problem table has a row per registered problem, so a new chapter cannot go unlisted."""
    text = README.read_text(encoding="utf-8")
    rows = set(re.findall(r"^\| `([^`]+)` \|", text, re.M))
    assert rows == {p.key for p in all_problems()}


def test_measured_table_is_what_kata_bench_regenerates() -> None:
    """problems/README.md's measured table equals `kata bench --markdown` on the saved bench files."""
    found = MEASURED.search((ROOT / "problems/README.md").read_text(encoding="utf-8"))
    assert found, "problems/README.md lost its `kata bench --markdown` markers"
    assert found.group(1) == markdown_table(all_problems()), "rerun `kata bench --markdown` and paste it"


def shown_runs(doc: Path) -> list[tuple[list[str], str]]:
    """The fenced blocks of doc that begin with `$ kata ...`: the command and the output shown under it."""
    runs = []
    for block in re.findall(r"```\n(\$ kata .*?)```", doc.read_text(encoding="utf-8"), re.S):
        command, _, shown = block.partition("\n")
        if "$ kata" not in shown:  # one command per block, so what follows is all its output
            runs.append((shlex.split(command.removeprefix("$ kata ")), shown))
    return runs


def test_readme_shows_real_output() -> None:
    """Each `$ kata ...` block in the README prints exactly what the README shows."""
    runs = shown_runs(README)
    assert runs, "the README shows no kata output to check"
    for argv, shown in runs:
        out = io.StringIO()
        main(argv, stdout=out, stdin=io.StringIO(""))
        assert out.getvalue() == shown, f"README's `kata {shlex.join(argv)}` differs from what it prints"


def test_tests_readme_counts_the_learner_corpus_as_it_is() -> None:
    """tests/README.md says how many learner files `--slow` judges: the corpus's own count (it said 110 of 177)."""
    from tests.learner_corpus import corpus

    said = re.search(r"judges all ([\d,]+)", (ROOT / "tests/README.md").read_text(encoding="utf-8"))
    assert said is not None
    assert int(said[1].replace(",", "")) == len(corpus())
