"""A deadline on a variant's run: past it the run stops where it is, with OutOfTimeError, and frees what it held.

A variant is plain Python: it cannot be asked to stop. So a timer thread
raises OutOfTimeError inside the thread that runs it, at the deadline (CPython's
PyThreadState_SetAsyncExc: the exception is raised at the next bytecode the
thread runs, so a loop in Python stops at once, one long call into C when it
returns). Its frames unwind and its tables are freed, and the caller reports
how far it got instead of an answer. Until the call returns, the exception is
raised again every 50 ms: one that lands in a generator being closed is lost.
"""

from __future__ import annotations

import ctypes
import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["OutOfTimeError", "call_before"]

T = TypeVar("T")
AGAIN = 0.05  # seconds between raises, should one be swallowed (see stop)


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
    lock = threading.RLock()  # re-entrant: a raise landing inside `with lock` in the finally cannot lock it out
    done = threading.Event()  # set, under the lock, once the call is over: no raise after it
    begun = threading.Event()  # set once this thread's `timer.start()` has returned
    stopped = ctypes.py_object(OutOfTimeError)

    def stop() -> None:
        # Not while this thread is still in `timer.start()`: a raise landing in threading's own code leaves its
        # table of threads being born wrong (a KeyError, under load).
        while not begun.wait(AGAIN):
            if done.is_set():
                return
        # Raised again every AGAIN seconds until the call returns: an exception that lands while a generator is
        # being closed (`any(...)` stopping early) is printed as ignored and lost, and the search would go on.
        if done.wait(max(0.0, deadline - time.monotonic())):
            return
        while True:
            with lock:  # never after the call has returned: the exception would land in the caller's code
                if done.is_set():
                    return
                sent = ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), stopped)
            if not sent or done.wait(AGAIN):  # no such thread any more, or the call returned
                return

    timer = threading.Thread(target=stop, name="kata-deadline", daemon=True)
    try:  # started inside: a raise that lands before the call still passes the finally that ends the raising
        timer.start()
        begun.set()
        return func(*args, **kwargs)
    finally:
        while True:  # a raise sent just before the lock was taken lands here: take it, and stop the next ones
            try:
                with lock:
                    done.set()
                break
            except OutOfTimeError:
                continue
