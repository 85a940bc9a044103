# The C types of policy_choose.py when Cython compiles it (docs/fast-loop.md); the Python file is the code.
cimport cython

from .fast_rules cimport RED3, RulesC
from .rollout cimport CANASTA, MAX_GROUP_WILDS, RC, FastRound

cpdef enum:
    BIG_PILE = 5
    MIN_PAIR_PILE = 3

cpdef enum:  # the kinds of move (FastRound.mv_kind)
    K_NONE = 0
    K_DRAW = 1
    K_END = 2
    K_TAKE = 3
    K_MELD = 4
    K_ADD = 5
    K_DISCARD = 6
    K_ANSWER = 7

cdef enum:
    MAX_SPARE = 64

cdef bint composition_ok(const RulesC* r, int rank, int naturals, int wilds) noexcept nogil
cdef int wild_room(const RulesC* r, int rank, int naturals, int wilds) noexcept nogil
@cython.locals(r="RulesC*", hand=cython.p_int, own=cython.p_int, own_wild=cython.p_int)
cdef bint choose_take(FastRound fr, int seat, bint wanted_only) noexcept nogil
cdef bint take_if_room(FastRound fr, int size, int gained) noexcept nogil
@cython.locals(r="RulesC*", needed=cython.long, points=cython.long)
cdef bint opening_extras(FastRound fr, int seat, int top, long points) noexcept nogil
cdef int group(FastRound fr, int rank, int naturals) noexcept nogil
cdef void choose_draw(FastRound fr, int seat) noexcept nogil
cdef bint may_leave(FastRound fr, int remaining, int canastas, bint going_out) noexcept nogil
@cython.locals(r="RulesC*", going_out=cython.bint, hand=cython.p_int, own=cython.p_int, own_wild=cython.p_int,
               naturals=cython.p_int, wild_codes=cython.p_int)
cdef bint choose_meld(FastRound fr, int seat) noexcept nogil
cdef bint chosen_add(FastRound fr, int rank, int naturals, int wild) noexcept nogil
cdef bint chosen_meld(FastRound fr, int rank, int naturals, int wild) noexcept nogil
cdef bint kept_ok(FastRound fr, int seat, int rank, int naturals, int wild, int size) noexcept nogil
@cython.locals(r="RulesC*", hand=cython.p_int, own=cython.p_int, naturals=cython.p_int, wild_codes=cython.p_int)
cdef bint can_empty(FastRound fr, int seat) noexcept nogil
@cython.locals(r="RulesC*", spare=cython.int[MAX_SPARE], points=cython.long, needed=cython.long,
               grouped=cython.bint)
cdef bint opening(FastRound fr, int seat) noexcept nogil
cdef int canasta_top_up(FastRound fr, int* spare, int nspare, int next_spare) noexcept nogil
@cython.locals(r="RulesC*", worth=cython.double, score=cython.double, best_score=cython.double,
               danger_on=cython.bint, onto=cython.bint, locks=cython.bint, hand=cython.p_int, own=cython.p_int,
               opp_melds=cython.p_int, wild=cython.p_int, points=cython.p_long)
cdef int discard_code(FastRound fr, int seat) noexcept nogil
@cython.locals(points=cython.long)
cdef bint answer_yes(FastRound fr, int seat) noexcept nogil
