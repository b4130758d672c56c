"""`kata check`'s judge: runs a learner's file in a sandbox and says how it fares, level by level.

- `learner`: which callables a file offers, read without running it;
- `sandbox`: `run_jobs`, the one way to run the learner's code: in a forked child, ended with the run;
  its rooms: `process` (limits and the sweep), `wire` (the messages), `capture` (what the code prints),
  `counter` (the calls it makes), `child` (the child's life), `jobs` (what the child is asked to do);
- `levels`: the verdicts, correct → honest → fast → stretch, one module a level, with `reference`
  (what they compare with) and `show` (how a failure is shown).
"""

from __future__ import annotations

from shared.tool.judge.child import Callee
from shared.tool.judge.learner import SOLUTION, entries
from shared.tool.judge.levels import Judgement, Verdict

__all__ = ["SOLUTION", "Callee", "Judgement", "Verdict", "entries"]
