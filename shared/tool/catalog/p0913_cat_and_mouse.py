"""Transitional: the declaration still lives in its chapter until it moves here (issue 9)."""

from problems.p0913_cat_and_mouse import PROBLEM

__all__ = ["PROBLEM"]
