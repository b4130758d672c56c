"""Many inputs through `kata solve KEY --jsonl -`, in-process: what a user scripting the kata would see."""

from __future__ import annotations

import io
import json
from collections.abc import Sequence

from shared.tool.cli import main

__all__ = ["solve_jsonl"]


def solve_jsonl(key: str, inputs: Sequence[object], *variants: str) -> list[object]:
    """Each input's answer from `kata solve KEY --jsonl -`, checking the run exits 0 and every line agrees.

    Give variant names to run only those (the slow ones would blow the test's budget on large inputs).
    """
    argv = ["solve", key, "--jsonl", "-"]
    for name in variants:
        argv += ["--variant", name]
    out = io.StringIO()
    status = main(argv, stdout=out, stdin=io.StringIO("".join(json.dumps(raw) + "\n" for raw in inputs)))
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert status == 0, next((line for line in lines if "error" in line or not line["agree"]), lines[-1:])
    assert [line["input"] for line in lines] == list(inputs)
    answers = []
    for line in lines:
        assert line["agree"], line
        ran = [r for r in line["results"] if "answer" in r]
        assert len(ran) >= 2 or variants, f"only {len(ran)} variant admits {line['input']!r}"
        answers.append(ran[0]["answer"])
    return answers
