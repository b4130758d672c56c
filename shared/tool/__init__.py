"""The tool: the `kata` command and everything around the chapters. It imports the engine and the chapters.

- `registry`: the `Problem` base class a problem declares itself with; `cases`, `timing`: cases, runs.
- `catalog`: every problem's class; `cli`: the `kata` command; `practice`, `show`, `play`: the learner's loop.
"""
