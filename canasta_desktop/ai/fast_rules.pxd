# The C types of fast_rules.py when Cython compiles it (docs/fast-loop.md); the Python file is the code.
cimport cython

cdef enum:
    RC = 15  # RANK_COUNT

cpdef enum:
    RED3 = 1

ctypedef struct RulesC:
    # the rule fields the loop reads, by name (FastRules's attributes of the same names)
    int players, sides, draw_count, needed, min_naturals, max_wilds
    bint at_most, fewer, wild_onto_canasta, pair_before_opening, natural_and_wild, onto_top
    bint onto_natural, discard_wilds, one_card_pile, discard_to_go_out, first_go_around_rule
    bint exhausted_end, turn_pile, not_in_canasta_turn, rank_locks, red_nothing
    bint concealed_going_out, melds_negative_without_canasta
    int max_turnovers, decks, red_plus, pile_bonus_size
    long partner_penalty, concealed_bonus, going_out_bonus, mixed_canasta_bonus, natural_canasta_bonus
    long all_red_threes_points, red_three_points, pile_bonus_points, wild_canasta_bonus
    int wild[RC]  # 1: wild
    long points[RC]
    int wild_codes[RC]
    int naturals[RC]
    int n_wild, n_nat


@cython.final
cdef class FastRules:
    cdef RulesC c
    cdef readonly object rules
    cdef readonly int players, sides, draw_count
    cdef readonly tuple wild, points, wild_codes, naturals


cdef RulesC* rules_of(FastRules fast) noexcept
