"""The learner's files: where they live and how kata writes them, so that nothing a learner wrote is lost.

    practice_dir()   $KATA_PRACTICE_DIR (`~` expanded), else ./practice in the current directory
    folder()         that folder, made if missing; one line if it cannot be (a file, read-only, ...)
    inside(d, name)  a file of the folder, absent or plain: a symlink, hard link, FIFO or device refused
    locked(d)        an flock on the folder: two `kata practice` runs take turns
    read_bytes(p)    a file kata reads (a record, a learner's file), bounded; a FIFO or device refused at once
    read_text(p)     a learner's file as text, bounded, refused if it is not UTF-8
    create_new(p, t) a new file, complete or absent: it never replaces one that appeared meanwhile
    write_atomic(p, t)  a new version in a temporary file, fsynced, then renamed over the old one
    backup(p, t)     a numbered copy, `<name>.bakN`, never overwriting an older backup

A full disk, a read-only folder or a crash mid-write leaves the old file as it
was, byte for byte: the old name points at the old bytes until os.replace
swaps in complete new ones. Every failure is an InputError of one line.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path

from shared.engine.errors import InputError

__all__ = [
    "LOCK_NAME",
    "MAX_FILE",
    "PRACTICE_ENV",
    "backup",
    "create_new",
    "folder",
    "inside",
    "locked",
    "practice_dir",
    "read_bytes",
    "read_text",
    "write_atomic",
]

PRACTICE_ENV = "KATA_PRACTICE_DIR"
LOCK_NAME = ".kata.lock"
# Bytes: a learner's file bigger than this is not one kata wrote a stub into (the longest chapter is 15 KB).
# Parsing a file this big of one-line statements costs Python's ast about 100 MB: kata stays under 200.
MAX_FILE = 256 * 2**10
LOCK_WAIT = 10.0  # seconds to wait for another kata run to finish writing


def practice_dir() -> Path:
    """Where the learner's files live: $KATA_PRACTICE_DIR (`~` expanded), else ./practice."""
    raw = os.environ.get(PRACTICE_ENV, "").strip()
    if not raw:
        try:
            return Path.cwd() / "practice"
        except OSError:  # the folder kata runs in was removed under it
            raise InputError(f"the current folder no longer exists; cd to one, or set ${PRACTICE_ENV}") from None
    if "\0" in raw:
        raise InputError(f"${PRACTICE_ENV} holds a NUL character; point it at a folder")
    try:
        return Path(raw).expanduser()
    except RuntimeError:  # `~nosuchuser/x`: no such user, or no home to expand `~` to
        user = raw.split("/", 1)[0]
        raise InputError(f"${PRACTICE_ENV}={raw[:60]}: {user[:40]} names no home folder; give a path") from None


def _why(err: OSError) -> str:
    return err.strerror or type(err).__name__


def folder(where: Path | None = None) -> Path:
    """The practice folder, made if missing and resolved; one line if it is not a writable folder."""
    where = practice_dir() if where is None else where
    # Each refusal one line in 80 columns, where the path's middle is cut to fit.
    setting = bool(os.environ.get(PRACTICE_ENV))
    named = f"${PRACTICE_ENV}={where}" if setting else f"the practice folder {where}"
    try:
        if where.exists() and not where.is_dir():
            fix = "point it at a folder" if setting else f"move it, or set ${PRACTICE_ENV}"
            raise InputError(f"{named if setting else where} is not a folder; {fix}")
        where.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise InputError(f"cannot make {named}: {_why(err)}") from None
    if not os.access(where, os.W_OK | os.X_OK):
        fix = "point it at one of yours" if setting else f"set ${PRACTICE_ENV} to one of yours"
        raise InputError(f"{named if setting else where} is not writable; {fix}")
    return where.resolve()


def inside(where: Path, name: str) -> Path:
    """The file `name` of the folder `where`: absent, or a plain file of its own (not a symlink, a hard link to
    another name, a folder, FIFO or device), so that a write to it reaches nothing else (the record, say)."""
    if not name or "/" in name or "\\" in name or name in (".", "..") or name.startswith("."):
        raise InputError(f"{name!r} is not a file name kata writes in the practice folder")
    path = where / name
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        return path
    except OSError as err:
        raise InputError(f"cannot read {path}: {_why(err)}") from None
    if stat.S_ISLNK(found.st_mode):
        raise InputError(f"{path} is a symlink; kata writes a practice file only as a plain file: move the link away")
    if not stat.S_ISREG(found.st_mode):
        raise InputError(f"{path} is not a plain file (folder, FIFO, device?); move it away")
    if found.st_nlink > 1:
        raise InputError(f"{path} is a hard link, one file under two names; kata writes only a file of its own")
    return path


@contextlib.contextmanager
def locked(where: Path) -> Iterator[None]:
    """Hold the practice folder's lock: one kata run writes there at a time."""
    try:
        fd = os.open(where / LOCK_NAME, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o644)
    except OSError as err:
        raise InputError(f"cannot lock the practice folder {where}: {_why(err)}") from None
    try:
        deadline = time.monotonic() + LOCK_WAIT
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise InputError(f"another kata run is writing in {where}; try again when it ends") from None
                time.sleep(0.05)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def read_bytes(path: Path, limit: int = MAX_FILE) -> bytes:
    """A file's bytes, at most limit + 1 of them; one line if it is not a plain file or cannot be read.

    It is opened without blocking and checked before any read, so a FIFO or a device named like a
    learner's file or a record is refused at once rather than read forever.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError as err:
        raise InputError(f"cannot read {path}: {_why(err)}") from None
    if not stat.S_ISREG(os.fstat(fd).st_mode):  # before fdopen, which refuses a folder as "Is a directory: 3"
        os.close(fd)
        raise InputError(f"{path} is not a plain file (folder, FIFO, device?); move it away")
    with os.fdopen(fd, "rb") as f:
        try:
            return f.read(limit + 1)
        except OSError as err:
            raise InputError(f"cannot read {path}: {_why(err)}") from None


def read_text(path: Path) -> str:
    """A learner's file as text; one line if it is too big, unreadable or not UTF-8."""
    data = read_bytes(path)
    if len(data) > MAX_FILE:
        raise InputError(f"{path} is over {MAX_FILE // 2**10} KB; is it really your practice file?")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise InputError(f"{path} is not UTF-8 text (byte {err.start + 1}); kata leaves it alone") from None


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _fsync_dir(where: Path) -> None:
    with contextlib.suppress(OSError):  # some filesystems refuse a directory fsync; the rename is done anyway
        fd = os.open(where, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _temp_copy(path: Path, text: str, mode: int) -> Path:
    """A complete, fsynced temporary file beside path holding text; removed again if anything fails."""
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode)
    except FileExistsError:
        temp.unlink()  # left by a run of this same process id that was killed mid-write
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode)
    try:
        try:
            _write_all(fd, text.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    return temp


def _failed(path: Path, err: OSError, kept: str) -> InputError:
    full = " (the disk is full)" if err.errno in (errno.ENOSPC, errno.EDQUOT) else ""
    return InputError(f"cannot write {path}: {_why(err)}{full}; {kept}")


def write_atomic(path: Path, text: str) -> None:
    """Replace path's content with text all at once: a failure leaves the old content, byte for byte."""
    target = path.resolve()
    if path.is_symlink() or target.parent != path.parent.resolve():  # swapped for a link since inside() looked
        raise InputError(f"{path} is a symlink; kata will not write through it")
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = 0o644
    except OSError as err:
        raise _failed(path, err, "your file is unchanged") from None
    try:
        temp = _temp_copy(target, text, mode)
        try:
            os.replace(temp, target)
        except BaseException:
            with contextlib.suppress(OSError):
                temp.unlink()
            raise
    except OSError as err:
        raise _failed(path, err, "your file is unchanged") from None
    _fsync_dir(target.parent)


def create_new(path: Path, text: str) -> None:
    """Create path holding text, complete or not at all; refused if a file of that name appears meanwhile."""
    try:
        temp = _temp_copy(path, text, 0o644)
        try:
            os.link(temp, path)  # atomic and exclusive: fails if path exists, and path is never half-written
        finally:
            with contextlib.suppress(OSError):
                temp.unlink()
    except FileExistsError:
        raise InputError(f"{path} appeared while kata was writing it; run the command again") from None
    except OSError as err:
        raise _failed(path, err, "nothing was written") from None
    _fsync_dir(path.parent)


def backup(path: Path, text: str) -> Path:
    """Keep text as the first free `<name>.bakN` beside path; an older backup is never overwritten."""
    for n in range(1, 10_000):
        target = path.with_name(f"{path.name}.bak{n}")
        if target.exists() or target.is_symlink():
            continue
        try:
            create_new(target, text)
        except InputError:
            if target.exists():  # another run took this number first: try the next one
                continue
            raise
        return target
    raise InputError(f"too many backups of {path}; clear some")
