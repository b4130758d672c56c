"""A deadline on a variant's run: past it the run stops where it is, with OutOfTimeError, and frees what it held.

A variant is plain Python: it cannot be asked to stop. So a timer thread
raises OutOfTimeError inside the thread that runs it, at the deadline (CPython's
PyThreadState_SetAsyncExc: the exception is raised at the next bytecode the
thread runs, so a loop in Python stops at once, one long call into C when it
returns). Its frames unwind and its tables are freed, and the caller reports
how far it got instead of an answer.
"""

from __future__ import annotations

import ctypes
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["OutOfTimeError", "call_before"]

T = TypeVar("T")


class OutOfTimeError(Exception):
    """A run passed its deadline: `seconds` spent, `nodes` explored by then (None if nothing counted them)."""

    def __init__(self, seconds: float = 0.0, nodes: int | None = None) -> None:
        super().__init__(f"out of time after {seconds:.1f} s")
        self.seconds, self.nodes = seconds, nodes


def call_before(deadline: float | None, func: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
    """func(*args, **kwargs) in this thread, stopped by OutOfTimeError at `deadline` (monotonic); None: never."""
    if deadline is None:
        return func(*args, **kwargs)
    if deadline <= time.monotonic():
        raise OutOfTimeError()
    ident = threading.get_ident()
    lock = threading.Lock()
    running = [True]

    def stop() -> None:
        with lock:  # never after the call has returned: the exception would land in the caller's code
            if running[0]:
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), ctypes.py_object(OutOfTimeError))

    timer = threading.Timer(deadline - time.monotonic(), stop)
    timer.daemon = True
    timer.start()
    try:
        return func(*args, **kwargs)
    finally:
        with lock:
            running[0] = False
        timer.cancel()
