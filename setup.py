"""The one part pyproject.toml cannot say: the optional C rollout loop (canasta_desktop/ai/_playout.c).

Without a C compiler the build skips it (``optional=True``) and the Python loop plays the same moves.
"""

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class BuildExt(build_ext):
    def build_extensions(self) -> None:
        if self.compiler.compiler_type != "msvc":
            for extension in self.extensions:
                # The discard scores are floats: no fused multiply-add, so they round as Python's do.
                extension.extra_compile_args += ["-O2", "-ffp-contract=off"]
        super().build_extensions()


setup(
    ext_modules=[
        Extension(
            "canasta_desktop.ai._playout",
            ["canasta_desktop/ai/_playout.c"],
            optional=True,
            depends=["canasta_desktop/ai/playout_round.h", "canasta_desktop/ai/playout_policy.h"],
        )
    ],
    cmdclass={"build_ext": BuildExt},
)
