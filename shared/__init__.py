"""The kata's own toolbox: what every problem shares, written once.

- `game`, `search`: a Game protocol and generic searches over it.
- `trees`: explicit game trees as nested lists.
- `retrograde`: backward solving of games whose positions can repeat.
- `registry`, `cases`, `counting`, `timing`: how problems declare their
  variants, where their cases live, how nodes and seconds are measured.
"""
