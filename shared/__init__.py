"""The kata's own package, in two layers with the dependency pointing one way.

- `shared.engine`: game protocol, searches, trees, retrograde, counting. The chapters import it.
- `shared.tool`: registry, CLI, practice, show, play, bench. It imports the engine and the chapters.
"""
