"""`kata check`'s judge: runs a learner's file in a sandbox and says how it fares, level by level.

- `learner`: which callables a file offers, read without running it;
- `sandbox`: the child process that imports and runs the learner's code;
- `levels`: the verdicts, correct → honest → fast → stretch.
"""

from __future__ import annotations

from shared.tool.judge.learner import SOLUTION, entries
from shared.tool.judge.levels import Judgement, Verdict
from shared.tool.judge.sandbox import Callee

__all__ = ["SOLUTION", "Callee", "Judgement", "Verdict", "entries"]
