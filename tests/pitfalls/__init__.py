"""Deliberately wrong code: the famous mistakes, kept apart so no one mistakes them for variants.

Each module here is paired with tests named `test_pitfall_*` that show the
mistake giving a right answer where it looks plausible and a wrong one on a
pinned counterexample.
"""
