# The C types of policy.py when Cython compiles it (docs/fast-loop.md); the Python file is the code.
cimport cython

from .policy_choose cimport (
    K_ADD,
    K_ANSWER,
    K_DISCARD,
    K_DRAW,
    K_END,
    K_MELD,
    K_TAKE,
    answer_yes,
    choose_draw,
    choose_meld,
    choose_take,
    discard_code,
)
from .rollout cimport ANSWER, DRAW, MELD, OVER, FastRound

@cython.locals(wild_points=cython.long)
cdef void play_chosen(FastRound fr) noexcept nogil
@cython.locals(wild_points=cython.long)
cdef void lay_groups(FastRound fr, int seat) noexcept nogil
cdef void choose(FastRound fr) noexcept nogil
@cython.locals(moves=cython.long, i=cython.long)
cdef long play(FastRound fr, long limit) noexcept nogil
@cython.locals(moves=cython.long)
cpdef list play_out(FastRound fr, long limit=*)
cpdef object chosen_move(FastRound fr)
cpdef tuple groups(FastRound fr)
cpdef object next_move(FastRound fr)
cpdef object find_take(FastRound fr, int seat, bint wanted_only)
cpdef bint any_take(FastRound fr, int seat)
cpdef object draw_move(FastRound fr, int seat)
cpdef object meld_move(FastRound fr, int seat)
cpdef object discard_move(FastRound fr, int seat)
cpdef object answer_move(FastRound fr, int seat)
