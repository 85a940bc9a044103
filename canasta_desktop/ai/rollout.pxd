# The C types of rollout.py when Cython compiles it (docs/fast-loop.md); the Python file is the code.
cimport cython

from .fast_rules cimport RC, RED3, FastRules, RulesC, rules_of

cpdef enum:
    DRAW = 0
    MELD = 1
    ANSWER = 2
    OVER = 3

cdef enum:
    MAXP = 6
    MAXS = 3
    MAXCARDS = 256
    CANASTA = 7
    MAX_GROUP_WILDS = 4


@cython.final
cdef class FastRound:
    cdef readonly FastRules fr
    cdef RulesC* r
    cdef int hands[MAXP][RC]
    cdef int sizes[MAXP]
    cdef int stock[MAXCARDS]
    cdef int pile[MAXCARDS]
    cdef public int nstock, npile
    cdef public bint frozen
    cdef int mnat[MAXS][RC]
    cdef int mwild[MAXS][RC]
    cdef long mpoints[MAXS]
    cdef int ncan[MAXS]
    cdef int red3[MAXS]
    cdef bint player_melded[MAXP]
    cdef long penalties[MAXS]
    cdef long minimums[MAXS]
    cdef bint new_ranks[RC]
    cdef bint canasta_open[MAXS]
    cdef long pile_bonuses[MAXS]
    cdef public long turns_started
    cdef public int turnovers, to_move, phase, answer, went_out, can_before
    cdef public bint take_pending, had_melded, asked, melded, touched_old, concealed
    cdef public long steps
    # the move the policy chose (policy.py)
    cdef int mv_kind, mv_rank, mv_nat, mv_wild, mv_ngroups
    cdef int g_rank[RC]
    cdef int g_nat[RC]
    cdef int g_nw[RC]
    cdef int g_wilds[RC][MAX_GROUP_WILDS]

    @cython.locals(new=FastRound, seat=cython.int, c=cython.int, i=cython.int, size=cython.int)
    cpdef FastRound with_deal(self, list hands, list stock)
    @cython.locals(c=cython.int)
    cpdef void set_hand(self, int seat, object cards)
    cpdef int top_card(self) noexcept
    cpdef int hand_size(self, int seat) noexcept
    @cython.locals(c=cython.int, melds=cython.p_int)
    cpdef bint opened(self, int side) noexcept nogil
    cpdef bint first_go_around(self) noexcept nogil
    cpdef bint can_turn_pile(self) noexcept nogil
    @cython.locals(size=cython.int)
    cdef void grew(self, int side, int rank, int added) noexcept nogil
    @cython.locals(i=cython.int)
    cpdef bint turn_pile_over(self) noexcept nogil
    @cython.locals(count=cython.int, drawn=cython.int[8], i=cython.int, reds=cython.int)
    cpdef void draw(self, int seat) noexcept nogil
    @cython.locals(new=cython.int)
    cpdef bint lay_red_three(self, int seat) noexcept nogil
    @cython.locals(side=cython.int, n=cython.int, top=cython.int, i=cython.int, card=cython.int)
    cpdef void take_counts(self, int seat, int naturals, int nw, long wild_points) noexcept nogil
    @cython.locals(side=cython.int)
    cpdef void lay_counts(self, int seat, int rank, int naturals, int nw, long wild_points) noexcept nogil
    @cython.locals(side=cython.int, added=cython.int)
    cpdef void add(self, int seat, int rank, int naturals, int wild) noexcept nogil
    cpdef void discard(self, int seat, int card) noexcept nogil
    @cython.locals(c=cython.int)
    cpdef void begin_turn(self, int seat) noexcept nogil
    cpdef void end_round(self, int seat, bint went_out) noexcept nogil
    @cython.locals(side=cython.int, new=cython.int, rank=cython.int)
    cpdef bint is_concealed(self, int seat) noexcept nogil
    @cython.locals(side=cython.int)
    cpdef list scores(self)
    @cython.locals(r="RulesC*", total=cython.long, opened=cython.bint, canastas=cython.int, rank=cython.int,
                   count=cython.int, red=cython.long, seat=cython.int, c=cython.int)
    cpdef long side_score(self, int side) noexcept nogil
