"""The test modules' asserts rewritten once a run, not once a worker.

pytest rewrites a test module's asserts as it imports it, and each of xdist's workers imports every test
module to collect: 1.8 CPU-s a worker, half of its collection, on a clean clone (no cached rewrite yet, and none
is ever written where PYTHONDONTWRITEBYTECODE is set). So the controller rewrites them before it starts the
workers, two forked processes each taking half, into a folder of this run's, and each worker reads them from
there: pytest checks each against its source's hash, and rewrites any file that does not match itself.

Private: `_pytest.assertion.rewrite`'s get_cache_dir, _rewrite_test, _write_pyc_fp and PYC_TAIL (checked on
pytest 9.2.0); without them, or without fork, each worker rewrites as before.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

FOLDER = "KATA_REWRITTEN"  # the environment variable naming the folder, which the workers inherit
WRITERS = 2


def pytest_configure(config: pytest.Config) -> None:
    try:
        from _pytest.assertion import rewrite
    except ImportError:  # a pytest that has moved it: each worker rewrites for itself
        return
    if config.getoption("assertmode", "rewrite") != "rewrite" or not hasattr(os, "fork"):
        return
    if hasattr(config, "workerinput"):  # an xdist worker: read what the controller wrote
        written = os.environ.get(FOLDER)
        if written:
            setattr(rewrite, "get_cache_dir", _reading_from(Path(written), rewrite.get_cache_dir))  # noqa: B010
        return
    workers = getattr(config.option, "numprocesses", None)
    if not workers or getattr(config.option, "dist", "no") == "no":
        return  # one process: it rewrites each module once anyway
    try:  # an error here would end the run as pytest's own (exit 3): without the folder, each worker rewrites
        folder = Path(tempfile.mkdtemp(prefix="kata-rewritten-"))
        config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))
        _rewrite_all(config, rewrite, _test_modules(config), folder)
    except OSError:
        return
    os.environ[FOLDER] = str(folder)

    def forget() -> None:
        os.environ.pop(FOLDER, None)

    config.add_cleanup(forget)


def _test_modules(config: pytest.Config) -> list[Path]:
    """The test modules the run names (files, or the test_*.py below folders), which its workers will import."""
    found: set[Path] = set()
    for arg in config.args:
        path = Path(config.invocation_params.dir, arg.split("::", 1)[0])
        if path.is_dir():
            found.update(path.rglob("test_*.py"))
        elif path.name.startswith("test_") and path.suffix == ".py":
            found.add(path)
    return sorted(found)


def _mirror(folder: Path, source: Path) -> Path:
    """Where source's rewritten code lives in folder: its own path below it, as sys.pycache_prefix lays out."""
    return folder / Path(*source.resolve().parts[1:-1])


def _reading_from(folder: Path, original: Callable[[Path], Path]) -> Callable[[Path], Path]:
    def get_cache_dir(file_path: Path) -> Path:
        mirrored = _mirror(folder, file_path)
        return mirrored if mirrored.is_dir() else original(file_path)

    return get_cache_dir


def _rewrite_all(config: pytest.Config, rewrite: Any, files: list[Path], folder: Path) -> None:
    """Rewrite files into folder, WRITERS forked processes each taking its share; wait for all of them."""
    children = []
    for share in range(WRITERS):
        try:
            pid = os.fork()
        except OSError:  # no process to spare (a busy machine at its limit): this share is written here
            for source in files[share::WRITERS]:
                _write_one(config, rewrite, source, folder)
            continue
        if pid == 0:  # pragma: no cover - the child
            try:
                for source in files[share::WRITERS]:
                    _write_one(config, rewrite, source, folder)
            finally:
                os._exit(0)
        children.append(pid)
    for pid in children:
        os.waitpid(pid, 0)


def _write_one(config: pytest.Config, rewrite: Any, source: Path, folder: Path) -> None:
    """Rewrite one test module into folder, whole or not at all (a rename); one that fails is left to the worker,
    which rewrites it and reports its error as a collection error."""
    try:
        source_hash, co = rewrite._rewrite_test(source, config)
        target = _mirror(folder, source)
        target.mkdir(parents=True, exist_ok=True)
        pyc = target / (source.name[:-3] + rewrite.PYC_TAIL)
        partial = pyc.with_name(f"{pyc.name}.{os.getpid()}")
        with open(partial, "wb") as out:
            rewrite._write_pyc_fp(out, source_hash, co)
        os.replace(partial, pyc)
    except Exception:
        return
