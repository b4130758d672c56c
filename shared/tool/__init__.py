"""The tool: the `kata` command and everything around the chapters. It imports the engine and the chapters.

- `registry`: how a problem declares its variants; `cases`, `timing`, `complexity`: cases, runs, growth.
- `cli`: the `kata` command; `practice`, `show`, `play`: the learner's loop.
"""
