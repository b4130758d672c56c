"""The suite's pytest plugins, one concern each, loaded by tests/conftest.py (`pytest_plugins`).

- `profiles`: hypothesis profiles, deterministic under CI.
- `problems`: `-k PROBLEM` selects that problem's tests exactly.
- `scheduling`: how xdist hands out the tests (in runs; a -k run in one process).
- `rewritten`: the test modules' asserts rewritten once, before xdist's workers start, not once a worker.
- `practice`: `--practice` judges the learner's code, `--slow` adds the deep runs, and each test's own
  practice folder.
"""
