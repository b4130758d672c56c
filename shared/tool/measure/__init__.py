"""Measuring variants: timing, node counts over a ladder of sizes, fitted growth, and position sets.

- `timing`: one timed, counted run of a variant;
- `solving`: every variant on one input, as `kata solve` and the main job show it;
- `bench`: `kata bench`'s ladders, saved files and Markdown table;
- `bench_sets`: `kata bench` on fixed position sets (Connect Four), as Pons measures;
- `complexity`: reading a declared O(...) and fitting measured growth to it.
"""
