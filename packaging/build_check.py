"""``python packaging/build.py --check``: the hosted CI workflow cannot run here, so its commands are
checked against what they call, without building.

The workflow is read line by line (no YAML library needed): the ``run:`` commands (one line or a
``|`` block) and the ``path:`` globs of the uploads. Checked: every ``packaging/build.py`` command
parses with build.py's own options; every bundle ``--smoke-test`` runs an executable build.py makes,
with options ``canasta`` accepts, and requires the compiled loop; every ``tests/…`` path given to
pytest exists; the Linux job runs ``bash .ci/run``; Windows and macOS are in the matrix; a tag ``v*``
triggers it and a release job publishes; each upload glob matches an archive build.py writes; the
Inno Setup script takes the defines build.py passes. With PyYAML (a test extra) the parsed workflow is
checked too: the triggers, the release job's needs, the runners, and the same commands.
"""

from __future__ import annotations

import argparse
import contextlib
import fnmatch
import io
import re
import shlex
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE_EXECUTABLES = {
    "dist/Canasta/Canasta",
    "dist/Canasta/Canasta.exe",
    "dist/Canasta.app/Contents/MacOS/Canasta",
}
ISS_DEFINES = ("AppVersion", "SourceDir", "OutputDir", "OutputBaseFilename")


def values(text: str, key: str) -> list[tuple[int, str]]:
    """Each ``key:`` value with its line number; a ``|`` or ``>`` block gives one entry per line."""
    found: list[tuple[int, str]] = []
    lines = text.splitlines()
    pattern = re.compile(rf"^(\s*)(?:-\s+)?{re.escape(key)}:\s*(.*)$")
    for number, line in enumerate(lines, 1):
        match = pattern.match(line)
        if not match:
            continue
        value = match.group(2).strip()
        if not value:
            continue  # a mapping (``defaults: run: shell: bash``), not a command
        if value[0] not in "|>":
            found.append((number, value))
            continue
        indent = len(match.group(1))
        for later, body in enumerate(lines[number:], number + 1):
            if body.strip() and len(body) - len(body.lstrip()) <= indent:
                break
            if body.strip():
                found.append((later, body.strip()))
    return found


def _words(command: str) -> list[str]:
    try:
        return shlex.split(command, comments=True)
    except ValueError:
        return command.split()


def _options_problem(parser: argparse.ArgumentParser, words: list[str]) -> str | None:
    """None when ``words`` parse with ``parser``, else argparse's complaint."""
    errors = io.StringIO()
    try:
        with contextlib.redirect_stderr(errors):
            _parsed, unknown = parser.parse_known_args(words)
    except SystemExit:
        return errors.getvalue().strip().splitlines()[-1] if errors.getvalue().strip() else "does not parse"
    return f"unknown options {unknown}" if unknown else None


def _canasta_parser_problem(words: list[str]) -> str | None:
    sys.path.insert(0, str(ROOT))
    try:
        from canasta_desktop.ui.process import app
    finally:
        sys.path.remove(str(ROOT))
    errors = io.StringIO()
    try:
        with contextlib.redirect_stderr(errors), contextlib.redirect_stdout(io.StringIO()):
            app._parse(words)  # noqa: SLF001 - the command's own parser is what must accept them
    except SystemExit as stop:
        if stop.code:
            return errors.getvalue().strip() or f"canasta exits with {stop.code}"
    return None


def check_commands(text: str, parser: argparse.ArgumentParser) -> list[str]:
    problems: list[str] = []
    runs = values(text, "run")
    builds = smokes = 0
    for number, command in runs:
        words = _words(command)
        for index, word in enumerate(words):
            if word.replace("\\", "/").endswith("packaging/build.py"):
                builds += 1
                problem = _options_problem(parser, words[index + 1 :])
                if problem:
                    problems.append(f"line {number}: {command!r}: {problem}")
        if "--smoke-test" in words and words[0] in BUNDLE_EXECUTABLES:
            smokes += 1
            problem = _canasta_parser_problem(words[1:])
            if problem:
                problems.append(f"line {number}: {command!r}: {problem}")
            if "--require-compiled" not in words:
                problems.append(f"line {number}: a release bundle's smoke test must pass --require-compiled")
        elif "--smoke-test" in words and not any(w.endswith("build.py") for w in words):
            problems.append(f"line {number}: {words[0]!r} is not a bundle build.py makes")
        if "pytest" in words:
            for word in words:
                if word.startswith("tests/") and not (ROOT / word.split("::")[0]).exists():
                    problems.append(f"line {number}: pytest is given {word}, which does not exist")
    if not builds:
        problems.append("no step runs packaging/build.py")
    if not smokes:
        problems.append("no step runs a bundle's --smoke-test")
    if not any(command == "bash .ci/run" for _n, command in runs):
        problems.append("the Linux job does not run `bash .ci/run` (the README's test command)")
    return problems


def check_structure(text: str) -> list[str]:
    problems: list[str] = []
    if not re.search(r"^\s*tags:\s*\[\s*['\"]v\*['\"]\s*\]", text, re.MULTILINE):
        problems.append("no `tags: ['v*']` trigger")
    for system in ("windows-", "macos-"):
        if not re.search(rf"^\s*os:\s*\[.*{system}", text, re.MULTILINE):
            problems.append(f"the matrix has no {system}* runner")
    if "softprops/action-gh-release" not in text or "startsWith(github.ref, 'refs/tags/v')" not in text:
        problems.append("no release job for tags v*")
    if "QT_QPA_PLATFORM: offscreen" not in text:
        problems.append("the tests and smoke tests do not run offscreen")
    try:
        import yaml  # the test extras have it; without it the line-based checks above stand alone
    except ImportError:
        return problems
    try:
        workflow = yaml.safe_load(text)
    except yaml.YAMLError as error:
        return [*problems, f"not valid YAML: {error}"]
    return problems + check_parsed(workflow, text)


def check_parsed(workflow: object, text: str) -> list[str]:
    """The parsed workflow: its triggers, jobs and matrix, and the same commands the lines gave."""
    if not isinstance(workflow, dict):
        return ["the workflow is not a mapping"]
    problems = []
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    push = triggers.get("push") if isinstance(triggers, dict) else None
    if not isinstance(push, dict) or "v*" not in (push.get("tags") or []):
        problems.append("on.push.tags does not list 'v*'")
    jobs = workflow.get("jobs")
    if not isinstance(jobs, dict):
        return [*problems, "no jobs"]
    release = jobs.get("release", {})
    missing = set(jobs) - {"release"} - set(release.get("needs", []))
    if missing:
        problems.append(f"the release job's needs lack {sorted(missing)}: it could publish untested bundles")
    systems = [
        str(system)
        for job in jobs.values()
        for system in [job.get("runs-on"), *((job.get("strategy") or {}).get("matrix") or {}).get("os", [])]
    ]
    for prefix in ("ubuntu-", "windows-", "macos-"):
        if not any(system.startswith(prefix) for system in systems):
            problems.append(f"no job runs on {prefix}*")
    parsed = [
        line.strip()
        for job in jobs.values()
        for step in job.get("steps", [])
        for line in str(step.get("run", "")).splitlines()
        if line.strip()
    ]
    if parsed != [command for _n, command in values(text, "run")]:
        problems.append("the line-based reading of the run: commands differs from the YAML's")
    return problems
    return problems


def check_uploads(text: str) -> list[str]:
    """Every upload glob matches a file build.py --archive writes on some system."""
    made = [
        f"dist/Canasta-0.0.0-{name}"
        for name in ("linux-x86_64.tar.gz", "windows-amd64.zip", "windows-amd64-setup.exe", "macos-arm64.dmg")
    ]
    problems = []
    for number, glob in values(text, "path"):
        if glob.startswith("dist/") and not any(fnmatch.fnmatch(name, glob) for name in made):
            problems.append(f"line {number}: the upload {glob!r} matches nothing build.py makes")
    return problems


def check_packaging_files() -> list[str]:
    problems = []
    for name in ("canasta.spec", "canasta.iss", "canasta_main.py"):
        if not (ROOT / "packaging" / name).is_file():
            problems.append(f"packaging/{name} is missing")
    iss = ROOT / "packaging" / "canasta.iss"
    if iss.is_file():
        script = iss.read_text(encoding="utf-8")
        problems += [f"canasta.iss does not use {{#{d}}}" for d in ISS_DEFINES if f"{{#{d}}}" not in script]
    return problems


def check(workflow: Path, parser: argparse.ArgumentParser) -> list[str]:
    """What is wrong with ``workflow`` and the packaging files (empty: all good)."""
    if not workflow.is_file():
        return [f"{workflow} is missing"]
    text = workflow.read_text(encoding="utf-8")
    return (
        check_commands(text, parser) + check_structure(text) + check_uploads(text) + check_packaging_files()
    )
