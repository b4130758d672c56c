"""The learner's record: where each variant's practice stands, kept in practice/kata-record.json.

    {"version": 1, "entries": {"292/memoized": {"state": "passing", "date": "2026-11-23", "hints": 1,
     "stretch": 10000, "review": "2026-11-24", "attempts": 1, "step": 1}}}

- `state`: "not started", "written", "failing" or "passing", as of `date`
  (`kata status` shows "written" for a function written but not yet checked).
- `hints`: how many of the variant's hints `kata hint` has shown.
- `stretch`: the largest size the learner's code reached at the last check.
- `review`: when to rewrite it from memory. A first pass schedules a review
  for the next day; each review passed on or after its day moves the next one
  further out, 1, 3, 7, 21, then every 60 days (`step` counts them). A fail
  on a due review starts the ladder again.
- `attempts`: 1 for the first stub, one more for each `--again` or `--force`.
- `checked`: the version of the file the last `kata check` judged, the first 12 hex digits of the
  SHA-256 of the text it read at its start (a file saved during the check is judged as it was then).

The file belongs to the learner, who may edit it. Every write goes to a
temporary file first and replaces the record in one step, so a crash never
leaves half a record, and every read-modify-write holds the practice folder's
lock, so eight commands at once keep all eight changes. A record that cannot
be read whole (not JSON, absurd values: a 5,000-digit count, 1e400, a wrong
type) is never thrown away: one warning line, then, before anything is
written over it, a copy under the next free `kata-record.json.bakN`, written
without following a symlink. A record that is not a plain file (a FIFO, a
device) is refused at once, never read and never replaced.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import math
import os
import stat
import sys
import tempfile
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from shared.engine.errors import InputError
from shared.tool.catalog import find_problem
from shared.tool.learner import workspace
from shared.tool.learner.attempt import function_states
from shared.tool.learner.practice import practice_dir, practice_path
from shared.tool.text import clip, console, fitted

__all__ = [
    "FAILING",
    "NOT_STARTED",
    "PASSING",
    "REVIEW_DAYS",
    "STATES",
    "WRITTEN",
    "Progress",
    "entry_key",
    "load",
    "note_check",
    "note_hint",
    "note_practice",
    "record_path",
    "today",
]

NOT_STARTED, WRITTEN, FAILING, PASSING = "not started", "written", "failing", "passing"
STATES = (NOT_STARTED, WRITTEN, FAILING, PASSING)
REVIEW_DAYS = (1, 3, 7, 21, 60)  # days from a pass to the next review; the last one repeats
VERSION = 1
MOST = 10**12  # no count or size kata records comes near this: a bigger one is damage, not progress
MAX_RECORD = 4 * 2**20  # bytes: a record this big is not one kata wrote
_warned: set[str] = set()  # records already complained about in this process: one warning each


@dataclass(frozen=True)
class Progress:
    """One variant of one problem, as far as the learner has taken it."""

    state: str = NOT_STARTED
    date: str | None = None  # ISO day of the last change of state
    hints: int = 0
    stretch: int | None = None
    review: str | None = None  # ISO day the next review is due
    attempts: int = 1
    step: int = 0  # reviews passed in a row: picks the next interval from REVIEW_DAYS
    checked: str | None = None  # the version of the file last judged: 12 hex digits of its SHA-256

    def due(self, day: datetime.date) -> bool:
        """Is a review due on `day`?"""
        return self.review is not None and self.review <= day.isoformat()


def today() -> datetime.date:
    """The learner's today (tests replace this)."""
    return datetime.date.today()


def record_path() -> Path:
    """practice/kata-record.json, beside the learner's files."""

    return practice_dir() / "kata-record.json"


def entry_key(problem_key: str, variant: str) -> str:
    """How an entry is named in the record: "292/memoized"."""
    return f"{problem_key}/{variant}"


# --- reading, tolerantly -------------------------------------------------------------------------


def _is_day(value: object) -> bool:
    if not isinstance(value, str):
        return False
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _is_count(value: object, least: int = 0) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and least <= value <= MOST


_CHECKS: dict[str, Any] = {
    "state": lambda v: v in STATES,
    "date": lambda v: v is None or _is_day(v),
    "hints": _is_count,
    "stretch": lambda v: v is None or _is_count(v),
    "review": lambda v: v is None or _is_day(v),
    "attempts": lambda v: _is_count(v, 1),
    "step": _is_count,
    "checked": lambda v: v is None or (isinstance(v, str) and len(v) == 12 and all(c in "0123456789abcdef" for c in v)),
}


def _entry(raw: object) -> tuple[Progress, list[str]]:
    """An entry from its JSON, each unreadable field back at its default, with what was wrong."""
    if not isinstance(raw, dict):
        return Progress(), ["not an object"]
    trouble = [f"unknown field {name!r}" for name in raw if name not in _CHECKS]
    values = {}
    for f in fields(Progress):
        if f.name not in raw:
            continue
        if _CHECKS[f.name](raw[f.name]):
            values[f.name] = raw[f.name]
        else:
            trouble.append(f"{f.name} {json.dumps(raw[f.name])[:20]}")
    return Progress(**values), trouble


class NotPlainError(OSError):
    """The record's name holds something kata will not copy whole (a FIFO, a device, over MAX_RECORD): left alone."""


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:20]} is too big for a number")
    return value


def _no_constant(text: str) -> object:
    raise ValueError(f"{text} is no number")


def _raw(path: Path) -> bytes | None:
    """The record's bytes, None if there is none; NotPlainError for a FIFO, device or folder."""
    try:
        return workspace.read_bytes(path, MAX_RECORD)
    except InputError as err:
        if not path.exists() and not path.is_symlink():
            return None
        if "not a plain file" in str(err):
            raise NotPlainError("not a plain file (a FIFO?); move it away") from None
        raise OSError(str(err).removeprefix(f"cannot read {path}: ")) from None


def _read(path: Path) -> tuple[dict[str, Progress], str | None]:
    """The entries, and what made the file not wholly readable (None: read whole, or absent)."""
    data = _raw(path)
    if data is None:
        return {}, None
    if len(data) > MAX_RECORD:  # no backup could hold it whole: it is left alone, not replaced
        raise NotPlainError(f"over {MAX_RECORD // 2**20} MB; kata leaves it alone")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")  # the byte-order mark some editors write
        raw = json.loads(text, parse_float=_finite, parse_constant=_no_constant)
    except UnicodeDecodeError:
        return {}, "not UTF-8"
    except json.JSONDecodeError as err:
        return {}, f"not JSON at line {err.lineno}"
    except RecursionError:
        return {}, "nested too deeply"
    except ValueError as err:  # an int past Python's 4,300 digits, 1e400, NaN
        return {}, "a number past 4,300 digits" if "digits" in str(err) else " ".join(str(err).split())[:40]
    if not isinstance(raw, dict) or not isinstance(raw.get("entries"), dict):
        return {}, 'no "entries" object'
    entries: dict[str, Progress] = {}
    trouble: list[str] = []
    if raw.get("version") != VERSION:
        trouble.append(f"version {json.dumps(raw.get('version'))[:10]}, not {VERSION}")
    for key, value in raw["entries"].items():
        if key.count("/") != 1:
            trouble.append(f"entry {json.dumps(key)[:30]} is not PROBLEM/VARIANT")
            continue
        entries[key], problems = _entry(value)
        trouble.extend(f"{json.dumps(key)[1:-1][:30]}: {p}" for p in problems)
    if not trouble:
        return entries, None
    more = f", +{len(trouble) - 1} more" if len(trouble) > 1 else ""
    return entries, f"{trouble[0]}{more}"


def _warn(text: str) -> None:
    """One line on stderr, fitted as a refusal is: a long path loses its middle, so the line fits the width."""
    print(fitted(f"kata: warning: {text}", console(sys.stderr).width), file=sys.stderr)


def _warn_once(path: Path, text: str) -> None:
    """One warning per record per process: a command that reads it three times says so once."""
    if str(path) not in _warned:
        _warned.add(str(path))
        _warn(text)


def _same(target: Path, data: bytes) -> bool:
    """Is target a plain file (not a symlink) holding exactly data?"""
    try:
        fd = os.open(target, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError:
        return False
    with os.fdopen(fd, "rb") as f:
        return stat.S_ISREG(os.fstat(f.fileno()).st_mode) and f.read(len(data) + 1) == data


def _keep(path: Path) -> Path:
    """A copy of path as `<name>.bakN`: an existing copy of the same bytes, else the first free N.

    Created exclusively and without following a symlink: a `.bakN` symlink, dangling or not, is skipped.
    """
    data = _raw(path) or b""
    for n in range(1, 10_000):
        target = path.with_name(f"{path.name}.bak{n}")
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
        except FileExistsError:
            if _same(target, data):
                return target
            continue
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
        except BaseException:
            with contextlib.suppress(OSError):
                target.unlink()
            raise
        return target
    raise OSError(f"too many backups of {path}")


def _load(path: Path) -> dict[str, Progress]:
    """The entries; a damaged record is copied aside first (once per content) and warned about once."""
    entries, trouble = _read(path)
    if trouble:
        kept = _keep(path)
        if str(path) not in _warned:
            _warned.add(str(path))
            copy = kept.name.removeprefix(path.name)  # ".bak1": the line must fit 80 columns with the trouble
            _warn(clip(f"{path.name} damaged, copied to {copy}: {trouble}", 80 - len("kata: warning: ")))
    return entries


def load() -> dict[str, Progress]:
    """Every entry of the record; a damaged record warns once and gives what could be read."""
    path = record_path()
    try:
        return _load(path)
    except NotPlainError as err:
        _warn_once(path, f"{path.name}: {err}")
        return {}
    except OSError as err:
        _warn(f"could not read {path}: {err.strerror or err}")
        return {}


# --- writing, safely -----------------------------------------------------------------------------


def _write(path: Path, entries: dict[str, Progress]) -> None:
    """Replace the record in one step: a crash leaves the old record or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    body = {"version": VERSION, "entries": {key: asdict(e) for key, e in sorted(entries.items())}}
    fd, temp = tempfile.mkstemp(prefix=".kata-record.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(body, out, indent=1)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)


def _update(problem_key: str, variant: str, change: Callable[[Progress | None], Progress]) -> Progress | None:
    """Apply change(entry or None) -> Progress to one entry and save; None if the record could not be saved.

    Recording never stops the command that asked for it: a failure is one warning line.
    """
    path = record_path()
    key = entry_key(problem_key, variant)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with workspace.locked(path.parent):  # another kata's read-modify-write waits for this one's
            entries = _load(path)
            entries[key] = change(entries.get(key))
            _write(path, entries)
    except NotPlainError as err:
        _warn_once(path, f"{path.name}: {err}")
        return None
    except (OSError, InputError) as err:
        _warn(f"could not save {path}: {err.strerror or err}" if isinstance(err, OSError) else str(err))
        return None
    return entries[key]


def _schedule(entry: Progress, day: datetime.date) -> Progress:
    """After a pass: the first review tomorrow; a due review passed moves the next one out."""
    if entry.review is not None and not entry.due(day):
        return entry  # passed again before the review day: the schedule stands
    step = min(entry.step, len(REVIEW_DAYS) - 1)
    return replace(entry, review=(day + datetime.timedelta(days=REVIEW_DAYS[step])).isoformat(), step=entry.step + 1)


def note_check(key: str, variant: str, *, passed: bool, stretch: int | None = None, version: str | None = None) -> None:
    """Record one variant's verdict from `kata check` (key: the problem's key, "292"), and the version judged."""
    day = today()

    def change(old: Progress | None) -> Progress:
        entry = old or Progress()
        if passed:
            entry = _schedule(replace(entry, state=PASSING), day)
        else:
            state = NOT_STARTED if _untouched(key, variant) else FAILING
            entry = replace(entry, state=state, step=0 if entry.due(day) else entry.step)
        if entry.state != (old.state if old else None):
            entry = replace(entry, date=day.isoformat())
        entry = replace(entry, checked=version) if version is not None else entry
        return replace(entry, stretch=stretch) if stretch is not None else entry

    _update(key, variant, change)


def note_hint(key: str, variant: str, *, shown: int) -> None:
    """Record that hints up to number `shown` (from 1) have been seen."""
    _update(key, variant, lambda old: replace(old or Progress(), hints=max((old or Progress()).hints, shown)))


def note_practice(key: str, variant: str, *, restart: bool) -> Progress | None:
    """Record a stub written: a first attempt, or (restart) one more, its state and hints reset."""
    day = today().isoformat()

    def change(old: Progress | None) -> Progress:
        if old is None:
            return Progress(date=day)
        if not restart:
            return old if old.date else replace(old, date=day)
        return replace(old, state=NOT_STARTED, date=day, hints=0, attempts=old.attempts + 1)

    return _update(key, variant, change)


def _untouched(key: str, variant: str) -> bool:
    """Is the variant still the stub `kata practice` wrote (or absent) in the learner's file?"""

    try:
        return function_states(practice_path(find_problem(key))).get(variant) != WRITTEN
    except (InputError, OSError):
        return False
