"""The one error a person sees: what was wrong, and what is allowed."""

from __future__ import annotations

__all__ = ["MESSAGE_ROOM", "InputError"]

# kata prints an InputError as "kata: " and the message: 80 columns in all
MESSAGE_ROOM = 74


class InputError(ValueError):
    """An input outside a problem's constraints;
    its message is one line for a person."""
