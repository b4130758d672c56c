"""The one error a person sees: what was wrong, and what is allowed."""

from __future__ import annotations

__all__ = ["InputError"]


class InputError(ValueError):
    """An input outside a problem's constraints; its message is one line for a person."""
