"""The one part pyproject.toml cannot say: the optional C rollout loop (canasta_desktop/ai/_playout.c).

Without a C compiler the build skips it (``optional=True``) and the Python loop plays the same moves.
``CANASTA_PURE_PYTHON=1`` leaves it out on purpose (``packaging/build.py --pure-python``).
"""

import os

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

#: The discard scores are floats: the loop must round them as Python does (tests/ai/test_playout_c.py).
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


class BuildExt(build_ext):
    def build_extensions(self) -> None:
        flags = FLOAT_FLAGS.get(self.compiler.compiler_type, FLOAT_FLAGS["unix"])
        for extension in self.extensions:
            extension.extra_compile_args += flags
        super().build_extensions()


PURE = os.environ.get("CANASTA_PURE_PYTHON", "") not in ("", "0")

setup(
    ext_modules=[]
    if PURE
    else [
        Extension(
            "canasta_desktop.ai._playout",
            ["canasta_desktop/ai/_playout.c"],
            optional=True,
            depends=["canasta_desktop/ai/playout_round.h", "canasta_desktop/ai/playout_policy.h"],
        )
    ],
    cmdclass={"build_ext": BuildExt},
)
