/* The round on rank counts (rollout.py's FastRules and FastRound in C): its data, its effects, its scores.
 * Pure C, included by _playout.c; every function mirrors the Python one of the same name. */
#ifndef PLAYOUT_ROUND_H
#define PLAYOUT_ROUND_H

#define RC 15 /* RANK_COUNT */
#define RED3 1
#define CANASTA 7
#define MAX_GROUP_WILDS 4 /* policy.MAX_GROUP_WILDS */
#define MAXP 6
#define MAXS 3
#define MAXCARDS 256
#define DRAW 0
#define MELD 1
#define ANSWER 2
#define OVER 3
#define BIG_PILE 5      /* policy.BIG_PILE */
#define MIN_PAIR_PILE 3 /* policy.MIN_PAIR_PILE */

enum { K_NONE, K_DRAW, K_END, K_TAKE, K_MELD, K_ADD, K_DISCARD, K_ANSWER };

typedef struct {
    int players, sides, draw_count;
    int wild[RC];
    long points[RC];
    int wild_codes[RC], n_wild;
    int naturals[RC], n_nat;
    int needed, min_naturals, max_wilds, at_most, fewer, wild_onto_canasta, pair_before_opening;
    int natural_and_wild, onto_top, onto_natural, discard_wilds, one_card_pile, discard_to_go_out;
    int first_go_around_rule, exhausted_end, turn_pile, max_turnovers;
    long partner_penalty;
    int concealed_going_out;
    long concealed_bonus, going_out_bonus, mixed_canasta_bonus, natural_canasta_bonus;
    long all_red_threes_points, red_three_points;
    int decks;
    /* issue 25, conditions (rules2) */
    int red_plus; /* 0 always, 1 with a meld, 2 with a canasta (RuleSet.red_threes_plus) */
    int red_nothing; /* otherwise they count nothing, not minus (RuleSet.red_threes_otherwise) */
    int melds_negative_without_canasta, not_in_canasta_turn;
    int pile_bonus_size; /* -1: no pile bonus */
    long pile_bonus_points;
    long wild_canasta_bonus; /* a canasta of wild cards only: slot 0, no naturals */
    int rank_locks; /* issue 25: no take of a top card of a rank the side has melded */
} Rules;

typedef struct {
    const Rules *r;
    int hands[MAXP][RC];
    int sizes[MAXP];
    int stock[MAXCARDS], nstock;
    int pile[MAXCARDS], npile;
    int frozen;
    int mnat[MAXS][RC], mwild[MAXS][RC];
    long mpoints[MAXS];
    int ncan[MAXS], red3[MAXS];
    int player_melded[MAXP];
    long penalties[MAXS];
    long turns_started;
    int turnovers;
    long minimums[MAXS];
    int to_move, phase, take_pending;
    int had_melded, asked, melded, touched_old;
    int answer; /* -1 None, 0 False, 1 True */
    int new_ranks[RC];
    int went_out, concealed;
    /* issue 25, conditions (rules2) */
    int can_before; /* the mover's side's canastas when the turn began */
    int canasta_open[MAXS]; /* per side: its first meld must hold a canasta */
    long pile_bonuses[MAXS];
} Round;

typedef struct {
    int kind;
    int rank, naturals, wild; /* add: rank, naturals, wild; take: naturals, wild; discard: rank=card */
    int n_groups;
    int g_rank[RC], g_nat[RC], g_nw[RC], g_wilds[RC][MAX_GROUP_WILDS];
} Move;

/* ------------------------------------------------------------------ FastRules / FastRound queries */
static int composition_ok(const Rules *r, int rank, int naturals, int wilds) {
    if (rank == 3) return wilds == 0;
    if (naturals < r->min_naturals || wilds > r->max_wilds) return 0;
    if (r->at_most && wilds > naturals) return 0;
    return !(r->fewer && wilds >= naturals);
}

static int wild_room(const Rules *r, int rank, int naturals, int wilds) {
    if (rank == 3 || (naturals + wilds >= CANASTA && !r->wild_onto_canasta)) return 0;
    int limit = r->max_wilds;
    if (r->at_most) { if (naturals < limit) limit = naturals; }
    else if (r->fewer) { if (naturals - 1 < limit) limit = naturals - 1; }
    return limit - wilds > 0 ? limit - wilds : 0;
}

static int opened(const Round *f, int side) {
    for (int c = 0; c < RC; c++) if (f->mnat[side][c]) return 1;
    return 0;
}

static int first_go_around(const Round *f) {
    return f->r->first_go_around_rule && f->turns_started <= f->r->players;
}

static int can_turn_pile(const Round *f) {
    return f->r->turn_pile && f->turnovers < f->r->max_turnovers && f->npile > 0;
}

/* ------------------------------------------------------------------ effects */
static void grew(Round *f, int side, int rank, int added) {
    int size = f->mnat[side][rank] + f->mwild[side][rank];
    if (size >= CANASTA && CANASTA > size - added) f->ncan[side] += 1;
}

static int turn_pile_over(Round *f) {
    if (!can_turn_pile(f)) return 0;
    f->turnovers += 1;
    for (int i = 0; i < f->npile; i++) f->stock[i] = f->pile[f->npile - 1 - i];
    f->nstock = f->npile;
    f->npile = 0;
    f->frozen = 0;
    return 1;
}

static int is_concealed(const Round *f, int seat) {
    const Rules *r = f->r;
    if (!r->concealed_going_out || f->had_melded || f->touched_old) return 0;
    int side = seat % r->sides, count = 0;
    for (int c = 0; c < RC; c++)
        if (f->new_ranks[c] && f->mnat[side][c] + f->mwild[side][c] >= CANASTA) count++;
    return count >= r->needed;
}

static void end_round(Round *f, int seat, int went_out) {
    f->phase = OVER;
    if (went_out) {
        f->went_out = seat;
        f->concealed = is_concealed(f, seat);
    }
}

static int lay_red_three(Round *f, int seat) {
    for (;;) {
        f->red3[seat % f->r->sides] += 1;
        if (!f->nstock && !turn_pile_over(f)) return 0;
        int card = f->stock[--f->nstock];
        if (card != RED3) {
            f->hands[seat][card] += 1;
            f->sizes[seat] += 1;
            return 1;
        }
    }
}

static void draw(Round *f, int seat) {
    if (!f->nstock) turn_pile_over(f);
    int count = f->r->draw_count < f->nstock ? f->r->draw_count : f->nstock;
    int drawn[8], reds = 0;
    for (int i = 0; i < count; i++) drawn[i] = f->stock[--f->nstock];
    f->phase = MELD;
    for (int i = 0; i < count; i++) {
        if (drawn[i] == RED3) reds++;
        else { f->hands[seat][drawn[i]] += 1; f->sizes[seat] += 1; }
    }
    if (!reds) return;
    for (int i = 0; i < count; i++) {
        if (drawn[i] != RED3) continue;
        if (i + 1 < count && !f->nstock && !can_turn_pile(f)) f->red3[seat % f->r->sides] += 1;
        else if (!lay_red_three(f, seat)) { end_round(f, seat, 0); return; }
    }
}

static void lay(Round *f, int seat, int rank, int naturals, const int *wilds, int nw) {
    int side = seat % f->r->sides;
    const long *points = f->r->points;
    f->hands[seat][rank] -= naturals;
    long wild_points = 0;
    for (int i = 0; i < nw; i++) { f->hands[seat][wilds[i]] -= 1; wild_points += points[wilds[i]]; }
    f->sizes[seat] -= naturals + nw;
    f->mnat[side][rank] = naturals;
    f->mwild[side][rank] = nw;
    f->mpoints[side] += points[rank] * naturals + wild_points;
    grew(f, side, rank, naturals + nw);
    f->new_ranks[rank] = 1;
    f->player_melded[seat] = 1;
    f->melded = 1;
}

static void take(Round *f, int seat, const Move *m) {
    int pile[MAXCARDS], n = f->npile;
    for (int i = 0; i < n; i++) pile[i] = f->pile[i];
    f->npile = 0;
    f->frozen = 0;
    int side = seat % f->r->sides;
    if (n == f->r->pile_bonus_size) f->pile_bonuses[side] += f->r->pile_bonus_points;
    int top = pile[--n];
    int *hand = f->hands[seat];
    const long *points = f->r->points;
    int nw = m->wild >= 0;
    hand[top] -= m->naturals;
    long wild_points = 0;
    if (nw) { hand[m->wild] -= 1; wild_points += points[m->wild]; }
    f->sizes[seat] -= m->naturals + nw;
    f->phase = MELD;
    if (f->mnat[side][top]) f->touched_old |= !f->new_ranks[top];
    else f->new_ranks[top] = 1;
    f->mnat[side][top] += m->naturals + 1;
    f->mwild[side][top] += nw;
    f->mpoints[side] += points[top] * (m->naturals + 1) + wild_points;
    grew(f, side, top, m->naturals + 1 + nw);
    for (int g = 0; g < m->n_groups; g++) lay(f, seat, m->g_rank[g], m->g_nat[g], m->g_wilds[g], m->g_nw[g]);
    for (int i = 0; i < n; i++) {
        if (pile[i] == RED3) f->red3[side] += 1;
        else { hand[pile[i]] += 1; f->sizes[seat] += 1; }
    }
    f->player_melded[seat] = 1;
    f->melded = 1;
}

static void add(Round *f, int seat, int rank, int naturals, int wild) {
    int side = seat % f->r->sides;
    const long *points = f->r->points;
    if (naturals) {
        f->hands[seat][rank] -= naturals;
        f->mnat[side][rank] += naturals;
        f->mpoints[side] += points[rank] * naturals;
    }
    if (wild >= 0) {
        f->hands[seat][wild] -= 1;
        f->mwild[side][rank] += 1;
        f->mpoints[side] += points[wild];
    }
    f->sizes[seat] -= naturals + (wild >= 0);
    grew(f, side, rank, naturals + (wild >= 0));
    f->touched_old |= !f->new_ranks[rank];
    f->player_melded[seat] = 1;
    f->melded = 1;
}

static void begin_turn(Round *f, int seat) {
    f->to_move = seat;
    f->phase = DRAW;
    f->turns_started += 1;
    f->had_melded = f->player_melded[seat];
    f->asked = f->melded = f->touched_old = 0;
    f->answer = -1;
    for (int c = 0; c < RC; c++) f->new_ranks[c] = 0;
    f->can_before = f->ncan[seat % f->r->sides];
    if (!f->nstock) turn_pile_over(f);
    if (f->nstock) return;
    if (f->r->exhausted_end) end_round(f, seat, 0);
    else f->take_pending = 1;
}

static void discard(Round *f, int seat, int card) {
    f->hands[seat][card] -= 1;
    f->sizes[seat] -= 1;
    f->pile[f->npile++] = card;
    if (f->r->wild[card]) f->frozen = 1;
    if (!f->sizes[seat]) { end_round(f, seat, 1); return; }
    if (f->answer == 1) f->penalties[seat % f->r->sides] += f->r->partner_penalty;
    begin_turn(f, (seat + 1) % f->r->players);
}


static void scores(const Round *f, long *totals) {
    const Rules *r = f->r;
    int out_side = f->went_out >= 0 ? f->went_out % r->sides : -1;
    long bonus = f->concealed ? r->concealed_bonus : r->going_out_bonus;
    for (int side = 0; side < r->sides; side++) {
        long total = f->pile_bonuses[side] - f->penalties[side];
        int is_open = 0, canastas = 0;
        for (int rank = 0; rank < RC; rank++) {
            if (f->mnat[side][rank]) {
                is_open = 1;
                if (f->mnat[side][rank] + f->mwild[side][rank] >= CANASTA) {
                    canastas++;
                    total += f->mwild[side][rank] ? r->mixed_canasta_bonus : r->natural_canasta_bonus;
                }
            }
        }
        if (f->mwild[side][0] >= CANASTA) { canastas++; total += r->wild_canasta_bonus; } /* wild cards only */
        int minus = r->melds_negative_without_canasta && !canastas;
        total += minus ? -f->mpoints[side] : f->mpoints[side];
        int count = f->red3[side];
        if (count) {
            long red = count == 2 * r->decks ? r->all_red_threes_points : count * r->red_three_points;
            int negative = (r->red_plus == 1 && !is_open) || (r->red_plus == 2 && !canastas);
            total += negative ? (r->red_nothing ? 0 : -red) : red;
        }
        if (side == out_side) total += bonus;
        for (int seat = side; seat < r->players; seat += r->sides)
            for (int c = 0; c < RC; c++) total -= r->points[c] * f->hands[seat][c];
        totals[side] = total;
    }
}


#endif
