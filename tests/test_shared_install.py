"""Installed as a tool is installed: the wheel carries everything `kata` needs, and kata writes only where it runs.
By default what the wheel holds is read off pyproject; `pytest --slow` builds it and runs kata from it."""

from __future__ import annotations

import compileall
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
import rich

from tests.conftest import ROOT

SOURCES = ("pyproject.toml", "README.md", "problems", "shared", "tests/cases")


def _packages_on_disk() -> set[str]:
    """Every directory under problems/ and shared/ that holds an __init__.py, as a dotted name."""
    found = set()
    for top in ("problems", "shared"):
        for init in (ROOT / top).rglob("__init__.py"):
            found.add(".".join(init.parent.relative_to(ROOT).parts))
    return found


def test_pyproject_lists_every_package() -> None:
    """A package missing from pyproject's list would be missing from the wheel, and `kata` broken once installed."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    missing = sorted(_packages_on_disk() - listed)
    assert not missing, f"add {missing} to [tool.setuptools] packages in pyproject.toml"
    assert config["package-dir"] == {"shared.tool.casefiles": "tests/cases"}


# Files under the packages' folders that stay out of the wheel on purpose: each named with why.
NOT_SHIPPED = {
    "problems/README.md": "the chapters' guide, read in the repository",
    "shared/tool/judge/README.md": "the judge's design notes, for contributors",
    "shared/tool/site/screenshot.png": "the README's picture of the site",
    "problems/ruff.toml": "the chapters' 80-column lint, for contributors",
    "shared/engine/ruff.toml": "the engine's 80-column lint, for contributors",
}


def _shipped() -> set[str]:
    """The files setuptools puts in the wheel, read off pyproject as it reads it: each listed package's own modules
    (*.py in its folder, not below), and its package-data globs, matched in its folder."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    found = set()
    for package in config["packages"]:
        folder = ROOT / config["package-dir"].get(package, package.replace(".", "/"))
        for pattern in ["*.py", *config.get("package-data", {}).get(package, [])]:
            found |= {path.relative_to(ROOT).as_posix() for path in folder.glob(pattern) if path.is_file()}
    return found


def test_every_file_of_the_packages_is_in_the_wheel() -> None:
    """Every file under problems/, shared/ and tests/cases (shipped as shared.tool.casefiles) is one setuptools
    puts in the wheel, or is named in NOT_SHIPPED with why: a data file the tool reads (a stylesheet, a case file,
    a bench table) left out of package-data would be missing once installed. (`pytest --slow` builds the wheel.)"""
    shipped = _shipped()
    assert "shared/tool/casefiles/p0292_nim_game.json" not in shipped  # it ships under its package's name, from
    assert "tests/cases/p0292_nim_game.json" in shipped  # tests/cases (package-dir)
    on_disk = {
        path.relative_to(ROOT).as_posix()
        for top in ("problems", "shared", "tests/cases")
        for path in (ROOT / top).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    left_out = sorted(on_disk - shipped - set(NOT_SHIPPED))
    assert not left_out, f"not in the wheel: {left_out} (add them to package-data in pyproject.toml, or NOT_SHIPPED)"
    assert set(NOT_SHIPPED) <= on_disk - shipped  # no stale entry


# PEP 517's build_wheel, as pip calls it, in a process of its own (setuptools patches distutils as it runs).
BUILD_HERE = "import sys; from setuptools import build_meta; build_meta.build_wheel(sys.argv[1])"


def _setuptools_builds_wheels() -> bool:
    """Can this environment's setuptools build the wheel: what [build-system] asks, with bdist_wheel (70.1+)?"""
    try:
        release = tuple(int(part) for part in version("setuptools").split(".")[:2])
    except (PackageNotFoundError, ValueError):
        return False
    return release >= (70, 1)


def _build_wheel(tmp: Path) -> Path:
    """Build the wheel from a copy of the sources, so parallel tests never share build/ in the checkout."""
    src = tmp / "src"
    for name in SOURCES:
        origin = ROOT / name
        if origin.is_dir():
            shutil.copytree(origin, src / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(origin, src / name)
    dist = tmp / "dist"
    if _setuptools_builds_wheels():  # the backend pip would call, called once: about 1 s against 5-10 s
        command = [sys.executable, "-c", BUILD_HERE, str(dist)]
    else:  # pip fetches a setuptools into a fresh build environment, then calls the backend three times
        command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(dist), str(src)]
    done = subprocess.run(command, cwd=src, capture_output=True, text=True, check=False, timeout=120)
    if done.returncode != 0 and "satisfies the requirement setuptools" in done.stderr:
        pytest.skip("pip cannot fetch setuptools to build the wheel (offline, no package index)")
    assert done.returncode == 0, done.stderr
    (wheel,) = dist.glob("minimax_kata-*.whl")
    return wheel


def _tree(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.stat().st_size for p in folder.rglob("*") if p.is_file()}


# ~2 CPU-s of subprocesses: by default test_every_file_of_the_packages_is_in_the_wheel reads what it would hold.
@pytest.mark.slow
@pytest.mark.xdist_group("first-wheel")  # started first (tests/plugins/scheduling.py)
def test_a_built_wheel_runs_practice_and_check_from_an_empty_folder(tmp_path: Path) -> None:
    """From the wheel alone, kata list, practice and check work in an empty folder; practice/ lands there."""
    site = tmp_path / "site"
    with zipfile.ZipFile(_build_wheel(tmp_path)) as wheel:
        assert "shared/tool/casefiles/p0292_nim_game.json" in wheel.namelist()
        held = {name for name in wheel.namelist() if ".dist-info/" not in name}
        assert held == {name.replace("tests/cases/", "shared/tool/casefiles/") for name in _shipped()}  # the model
        wheel.extractall(site)
    # pip compiles what it installs; so here, once, rather than in each of the three runs below
    assert compileall.compile_dir(site, quiet=1)
    before = _tree(site)
    work = tmp_path / "empty"
    work.mkdir()
    # -S: no site-packages, so neither the checkout nor its editable install can stand in for the wheel;
    # rich, the one dependency, is put on the path by hand.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "KATA_"))}
    env |= {"PYTHONPATH": os.pathsep.join([str(site), str(Path(rich.__file__).parent.parent)])}
    env |= {"PYTHONDONTWRITEBYTECODE": "1", "NO_COLOR": "1", "COLUMNS": "80"}
    launcher = "import sys, shared; assert shared.__file__.startswith(sys.argv[1]); from shared.tool.cli import main; "
    launcher += "sys.exit(main(sys.argv[2:]))"

    def kata(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-S", "-c", launcher, str(site), *argv],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
        )

    # `kata list` imports every catalogue entry and chapter, which is what a wheel can miss; the main job
    # would add a second and a half of solving that reads no file.
    first = kata("list")
    assert first.returncode == 0, first.stderr
    stub = kata("practice", "292", "memoized")
    assert stub.returncode == 0, stub.stderr
    mine = work / "practice" / "p0292_nim_game.py"
    text = mine.read_text(encoding="utf-8")
    mine.write_text(text[: text.index("    raise NotImplementedError")] + "    return n % 4 != 0\n", encoding="utf-8")
    judged = kata("check", "292", "memoized")
    assert judged.returncode == 0, judged.stdout + judged.stderr
    assert judged.stdout.rstrip().splitlines()[-1].startswith("  passed (version ")
    for done in (first, stub, judged):
        assert "Traceback" not in done.stderr
    assert _tree(site) == before, "kata wrote into the installed package"
