"""The engine: what the chapters in `problems/` import.

It imports no chapter and nothing from `shared.tool`.

- `game`, `search`: a Game protocol and the generic searches over it.
- `trees`: explicit game trees as nested lists.
- `retrograde`: backward solving of games whose positions can repeat.
- `counting`, `recursion`, `errors`: node counts, deep recursion, one-line
  errors.
"""
