"""The one part pyproject.toml cannot say: the compiled fast loop (docs/fast-loop.md).

The rollout loop is written once, in Python (`canasta_desktop/ai/fast_rules.py`, `rollout.py`,
`policy_choose.py`, `policy.py`); Cython compiles those four modules, with the C types of the ``.pxd``
files beside them, all or none: a loop half compiled cannot run, so if one fails (no C compiler, no
Cython) none is kept and the same files run as plain Python. ``CANASTA_PURE_PYTHON=1`` leaves them
out on purpose (``packaging/build.py --pure-python``).
"""

import os
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.errors import CCompilerError, CompileError, ExecError, LinkError, PlatformError

#: The discard scores are floats: the loop must round them as Python does (tests/ai/test_fast_loop.py).
#: gcc and clang (the "unix" and "mingw32" compilers, macOS's clang too) fuse a*b+c into one
#: multiply-add unless told not to (clang does it by default on arm64 and x86 alike); MSVC's
#: /fp:precise makes no contractions (VS 2022 makes them only under /fp:contract or /fp:fast) and
#: keeps every double a double.
FLOAT_FLAGS = {
    "unix": ["-O2", "-ffp-contract=off"],
    "mingw32": ["-O2", "-ffp-contract=off"],
    "cygwin": ["-O2", "-ffp-contract=off"],
    "msvc": ["/O2", "/fp:precise"],
}
LOOP = ["fast_rules", "rollout", "policy_choose", "policy"]  # canasta_desktop/ai, in import order
DIRECTIVES = {
    "language_level": 3,
    "annotation_typing": False,  # the annotations are for mypy; the C types are in the .pxd files
    "infer_types": True,
    "boundscheck": False,
    "wraparound": False,
    "initializedcheck": False,
    "cdivision": False,  # Python's % and // (seat % sides is never negative anyway)
}
BUILD_ERRORS = (CCompilerError, CompileError, ExecError, LinkError, PlatformError, OSError)


class BuildExt(build_ext):
    def build_extensions(self) -> None:
        flags = FLOAT_FLAGS.get(self.compiler.compiler_type, FLOAT_FLAGS["unix"])
        try:
            for extension in self.extensions:
                extension.extra_compile_args += flags
                self.build_extension(extension)
        except BUILD_ERRORS as error:
            for extension in self.extensions:  # all or none
                Path(self.get_ext_fullpath(extension.name)).unlink(missing_ok=True)
            self.warn(f"the fast loop is not compiled ({error}): it runs as plain Python")
            self.extensions = []


def loop_extensions() -> list[Extension]:
    if os.environ.get("CANASTA_PURE_PYTHON", "") not in ("", "0"):
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        print("Cython is not installed: the fast loop runs as plain Python")
        return []
    extensions = [Extension(f"canasta_desktop.ai.{name}", [f"canasta_desktop/ai/{name}.py"]) for name in LOOP]
    return cythonize(extensions, compiler_directives=DIRECTIVES, build_dir="build/cython", quiet=True)


setup(ext_modules=loop_extensions(), cmdclass={"build_ext": BuildExt})
