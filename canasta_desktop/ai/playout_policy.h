/* The rollout policy (policy.py) and its loop in C, on the round of playout_round.h.
 * Pure C, included by _playout.c; every function mirrors the Python one of the same name. */
#ifndef PLAYOUT_POLICY_H
#define PLAYOUT_POLICY_H

#include "playout_round.h"

/* ------------------------------------------------------------------ the policy: taking the pile */
static int take_if_room(int size, Move *m, int gained) {
    int used = m->naturals + (m->wild >= 0);
    for (int g = 0; g < m->n_groups; g++) used += m->g_nat[g] + m->g_nw[g];
    if (size - used + gained < 2) return 0;
    m->kind = K_TAKE;
    return 1;
}

/* Fills m's groups; 0 when the extras cannot meet the minimum. */
static int opening_extras(const Round *f, int seat, int top, long points, Move *m) {
    const Rules *r = f->r;
    long needed = f->minimums[seat % r->sides];
    m->n_groups = 0;
    if (points >= needed) return 1;
    const int *hand = f->hands[seat];
    for (int i = r->n_nat - 1; i >= 0; i--) {
        int rank = r->naturals[i];
        if (rank != top && hand[rank] >= 3) {
            int g = m->n_groups++;
            m->g_rank[g] = rank; m->g_nat[g] = hand[rank]; m->g_nw[g] = 0;
            points += r->points[rank] * hand[rank];
            if (points >= needed) return 1;
        }
    }
    return 0;
}

static int find_take(const Round *f, int seat, int wanted_only, Move *m) {
    const Rules *r = f->r;
    int n = f->npile;
    if (!n || first_go_around(f)) return 0;
    int top = f->pile[n - 1];
    if (r->wild[top] || top == 3 || top == RED3) return 0;
    int side = seat % r->sides;
    int is_open = opened(f, side);
    if (!is_open && !r->pair_before_opening) return 0;
    const int *hand = f->hands[seat];
    int size = f->sizes[seat];
    if (size == 1 && n == 1 && !r->one_card_pile) return 0;
    int have = hand[top];
    int meld_nat = f->mnat[side][top], meld_wild = f->mwild[side][top];
    if (meld_nat && r->rank_locks) return 0; /* the side's meld of the rank locks the pile */
    int gained = n - 1;
    for (int i = 0; i < n - 1; i++) if (f->pile[i] == RED3) gained--;
    m->n_groups = 0;
    m->wild = -1;
    if (is_open && !f->frozen && meld_nat) {
        if (r->onto_top) { m->naturals = 0; return take_if_room(size, m, gained); }
        if (r->onto_natural && have >= 1 && have < 2) { m->naturals = 1; return take_if_room(size, m, gained); }
    }
    if (have >= 2 && (n >= MIN_PAIR_PILE || !wanted_only || !is_open)) {
        if (meld_nat && !composition_ok(r, top, meld_nat + have + 1, meld_wild)) return 0;
        if (!is_open && f->canasta_open[side] && have + 1 < CANASTA) return 0; /* a canasta opening only */
        if (!is_open && !opening_extras(f, seat, top, r->points[top] * (have + 1), m)) return 0;
        m->naturals = have;
        return take_if_room(size, m, gained);
    }
    if (have == 1 && is_open && !f->frozen && r->natural_and_wild && (n >= BIG_PILE || !wanted_only)) {
        int wild = -1;
        for (int i = 0; i < r->n_wild; i++) if (hand[r->wild_codes[i]]) { wild = r->wild_codes[i]; break; }
        if (wild < 0) return 0;
        if (meld_nat) {
            if (meld_nat + meld_wild >= 7 && !r->wild_onto_canasta) return 0;
            if (!composition_ok(r, top, meld_nat + 2, meld_wild + 1)) return 0;
        } else if (!composition_ok(r, top, 2, 1)) return 0;
        m->naturals = 1;
        m->wild = wild;
        return take_if_room(size, m, gained);
    }
    return 0;
}

static void draw_move(const Round *f, int seat, Move *m) {
    if (f->nstock || can_turn_pile(f)) {
        if (!find_take(f, seat, 1, m)) m->kind = K_DRAW;
        return;
    }
    if (!find_take(f, seat, 0, m)) m->kind = K_END;
}

/* ------------------------------------------------------------------ the policy: melding */
static int may_leave(const Round *f, int remaining, int canastas, int going_out) {
    if (remaining >= 2) return 1;
    if (!going_out || f->answer == 0 || canastas < f->r->needed) return 0;
    if (f->r->not_in_canasta_turn && f->can_before < f->r->needed) return 0; /* canastas of this turn */
    return remaining == 1 || !f->r->discard_to_go_out;
}

static int kept_ok(const Round *f, int seat, int rank, int naturals, int wild, int size) {
    int left = size - naturals - (wild >= 0);
    if (left != 1 || f->r->discard_wilds) return 1;
    int hand[RC];
    for (int c = 0; c < RC; c++) hand[c] = f->hands[seat][c];
    hand[rank] -= naturals;
    if (wild >= 0) hand[wild] -= 1;
    for (int i = 0; i < f->r->n_wild; i++) if (hand[f->r->wild_codes[i]]) return 0;
    return 1;
}

static int can_empty(const Round *f, int seat) {
    const Rules *r = f->r;
    const int *hand = f->hands[seat];
    const int *nat = f->mnat[seat % r->sides];
    int left = (3 <= hand[3] && hand[3] <= 4) ? 0 : hand[3];
    int wilds = 0;
    for (int i = 0; i < r->n_wild; i++) wilds += hand[r->wild_codes[i]];
    for (int i = 0; i < r->n_nat; i++) {
        int rank = r->naturals[i], count = hand[rank];
        if (!count || nat[rank] || count >= 3) continue;
        if (count == 2 && wilds) wilds--;
        else left += count;
    }
    return left <= 1;
}

static void set_add(Move *m, int rank, int naturals, int wild) {
    m->kind = K_ADD; m->rank = rank; m->naturals = naturals; m->wild = wild;
}

static void set_meld1(Move *m, int rank, int naturals, int wild) {
    m->kind = K_MELD; m->n_groups = 1;
    m->g_rank[0] = rank; m->g_nat[0] = naturals; m->g_nw[0] = wild >= 0;
    m->g_wilds[0][0] = wild;
}

/* _canasta_top_up: the cards added (points into *points), or -1 when no canasta can be made. */
static int canasta_top_up(const Round *f, Move *m, const int *spare, int nspare, int *next_spare, long *points) {
    const Rules *r = f->r;
    int target = -1, best = -1;
    for (int g = 0; g < m->n_groups; g++) {
        int size = m->g_nat[g] + m->g_nw[g];
        if (size >= CANASTA) return 0;
        if (size > best) { best = size; target = g; }
    }
    int shortage = CANASTA - best, wilds = m->g_nw[target] + shortage;
    if (shortage > nspare - *next_spare || wilds > MAX_GROUP_WILDS
        || !composition_ok(r, m->g_rank[target], m->g_nat[target], wilds)) return -1;
    for (int k = 0; k < shortage; k++) {
        int wild = spare[(*next_spare)++];
        m->g_wilds[target][m->g_nw[target]++] = wild;
        *points += r->points[wild];
    }
    return shortage;
}

static int opening(const Round *f, int seat, Move *m) {
    const Rules *r = f->r;
    const int *hand = f->hands[seat];
    long points = 0;
    int used = 0;
    m->n_groups = 0;
    for (int i = r->n_nat - 1; i >= 0; i--) {
        int rank = r->naturals[i];
        if (hand[rank] >= 3) {
            int g = m->n_groups++;
            m->g_rank[g] = rank; m->g_nat[g] = hand[rank]; m->g_nw[g] = 0;
            points += r->points[rank] * hand[rank];
            used += hand[rank];
        }
    }
    long needed = f->minimums[seat % r->sides];
    int limit = needed <= 50 ? 1 : needed <= 90 ? 2 : 3;
    int spare[64], nspare = 0, next_spare = 0;
    for (int i = 0; i < r->n_wild; i++)
        for (int k = 0; k < hand[r->wild_codes[i]] && nspare < 64; k++) spare[nspare++] = r->wild_codes[i];
    while (points < needed && next_spare < nspare && limit) {
        int wild = spare[next_spare++];
        int target = -1;
        for (int g = 0; g < m->n_groups; g++)
            if (composition_ok(r, m->g_rank[g], m->g_nat[g], m->g_nw[g] + 1)) { target = g; break; }
        if (target < 0) {
            int pair = -1;
            for (int i = r->n_nat - 1; i >= 0; i--) {
                int rank = r->naturals[i];
                int grouped = 0; /* a pair already topped up is not a second meld */
                for (int g = 0; g < m->n_groups; g++) grouped |= m->g_rank[g] == rank;
                if (hand[rank] == 2 && !grouped && composition_ok(r, rank, 2, 1)) { pair = rank; break; }
            }
            if (pair < 0) break;
            if (m->n_groups >= RC) return 0; /* cannot happen: a pair is found once per wild, at most 3 */
            target = m->n_groups++;
            m->g_rank[target] = pair; m->g_nat[target] = 2; m->g_nw[target] = 0;
            points += r->points[pair] * 2;
            used += 2;
        }
        m->g_wilds[target][m->g_nw[target]++] = wild;
        points += r->points[wild];
        used += 1;
        limit -= 1;
    }
    if (m->n_groups && f->canasta_open[seat % r->sides]) {
        int added = canasta_top_up(f, m, spare, nspare, &next_spare, &points);
        if (added < 0) return 0;
        used += added;
    }
    if (!m->n_groups || points < needed || f->sizes[seat] - used < 2) return 0;
    m->kind = K_MELD;
    return 1;
}

static int meld_move(const Round *f, int seat, Move *m) {
    if (first_go_around(f)) return 0;
    const Rules *r = f->r;
    int side = seat % r->sides;
    const int *hand = f->hands[seat];
    int size = f->sizes[seat];
    const int *nat = f->mnat[side], *wild_in = f->mwild[side];
    if (!opened(f, side)) return opening(f, seat, m);
    int canastas = f->ncan[side];
    int going_out = f->answer != 0 && canastas + 1 >= r->needed && can_empty(f, seat);
    for (int i = 0; i < r->n_nat; i++) {
        int rank = r->naturals[i], count = hand[rank];
        if (!count) continue;
        if (nat[rank]) {
            int melded = nat[rank] + wild_in[rank];
            int after = canastas + (melded < 7 && 7 <= melded + count);
            if (may_leave(f, size - count, after, going_out) && kept_ok(f, seat, rank, count, -1, size)) {
                set_add(m, rank, count, -1);
                return 1;
            }
        } else if (count >= 3 && may_leave(f, size - count, canastas + (count >= 7), going_out)) {
            if (kept_ok(f, seat, rank, count, -1, size)) { set_meld1(m, rank, count, -1); return 1; }
        }
    }
    if (going_out && canastas >= r->needed) {
        int threes = hand[3];
        if (3 <= threes && threes <= 4 && size - threes < 2 && may_leave(f, size - threes, canastas, 1)) {
            if (kept_ok(f, seat, 3, threes, -1, size)) { set_meld1(m, 3, threes, -1); return 1; }
        }
    }
    int cheapest = -1, wilds = 0;
    for (int i = 0; i < r->n_wild; i++) {
        int w = r->wild_codes[i];
        if (hand[w]) { wilds += hand[w]; if (cheapest < 0) cheapest = w; }
    }
    if (!wilds) return 0;
    int best = -1, best_short = 8;
    for (int i = 0; i < r->n_nat; i++) {
        int rank = r->naturals[i];
        if (!nat[rank]) continue;
        int melded = nat[rank] + wild_in[rank], shortage = 7 - melded;
        if (shortage <= 0 || shortage > wilds || shortage >= best_short) continue;
        if (shortage > wild_room(r, rank, nat[rank], wild_in[rank])) continue;
        if (size - shortage < 2 && canastas + 1 < r->needed) continue;
        if (!may_leave(f, size - 1, canastas + (shortage == 1), going_out)) continue;
        if (!kept_ok(f, seat, cheapest, 0, cheapest, size)) continue;
        best = rank; best_short = shortage;
    }
    if (best >= 0) { set_add(m, best, 0, cheapest); return 1; }
    if (going_out && canastas >= r->needed) {
        for (int i = 0; i < r->n_nat; i++) {
            int rank = r->naturals[i];
            if (hand[rank] == 2 && !nat[rank] && composition_ok(r, rank, 2, 1)) {
                if (may_leave(f, size - 3, canastas, 1) && kept_ok(f, seat, rank, 2, cheapest, size)) {
                    set_meld1(m, rank, 2, cheapest);
                    return 1;
                }
            }
        }
        for (int i = 0; i < r->n_nat; i++) {
            int rank = r->naturals[i];
            if (nat[rank] && wild_room(r, rank, nat[rank], wild_in[rank]) > 0) {
                if (may_leave(f, size - 1, canastas, 1) && kept_ok(f, seat, cheapest, 0, cheapest, size)) {
                    set_add(m, rank, 0, cheapest);
                    return 1;
                }
            }
        }
    }
    return 0;
}

/* ------------------------------------------------------------------ the policy: discarding */
static int discard_move(const Round *f, int seat) {
    const Rules *r = f->r;
    const int *hand = f->hands[seat];
    int size = f->sizes[seat];
    int side = seat % r->sides;
    int pile = f->npile;
    int nxt = (seat + 1) % r->players;
    int opp = nxt % r->sides;
    int danger_on = opp != side && !f->frozen && opened(f, opp);
    int extra = pile + 1 - r->draw_count;
    double worth = (r->draw_count >= 2 ? 0.6 : 2.5) * (10.0 + 14.0 * (double)(extra > 0 ? extra : 0));
    int onto = r->onto_top && danger_on;
    int locks = r->rank_locks; /* a rank the next opponent has melded cannot feed them the pile */
    const int *own = f->mnat[side], *opp_melds = f->mnat[opp];
    int all_wild = -1;
    int best = -1;
    double best_score = 0.0;
    for (int card = 0; card < RC; card++) {
        int count = hand[card];
        double score;
        if (!count) continue;
        if (r->wild[card]) {
            if (!r->discard_wilds) {
                if (size == 1) continue;
                if (all_wild < 0) {
                    all_wild = 1;
                    for (int c = 0; c < RC; c++) if (!r->wild[c] && hand[c]) { all_wild = 0; break; }
                }
                if (!all_wild) continue;
            }
            score = 45.0 + 0.5 * (double)r->points[card];
            score = score + 100.0;
        } else if (card == 3) {
            int bonus = 26 - 2 * pile;
            score = 8.0 + (double)(bonus > 0 ? bonus : 0);
        } else {
            if (own[card]) score = 10.0;
            else if (count >= 3) score = 24.0;
            else if (count == 2) score = 30.0;
            else score = 7.0 + 0.05 * (double)r->points[card];
            if (locks && opp_melds[card]) { /* no danger */ }
            else if (onto && opp_melds[card] && !f->frozen) score += worth;
            else if (danger_on) score += 0.2 * worth;
        }
        if (best < 0 || score < best_score) { best = card; best_score = score; }
    }
    return best;
}

/* ------------------------------------------------------------------ the loop */
static void apply_move(Round *f, const Move *m) {
    int seat = f->to_move;
    switch (m->kind) {
    case K_DRAW: draw(f, seat); break;
    case K_TAKE: take(f, seat, m); break;
    case K_END: end_round(f, seat, 0); break;
    case K_MELD:
        for (int g = 0; g < m->n_groups; g++) lay(f, seat, m->g_rank[g], m->g_nat[g], m->g_wilds[g], m->g_nw[g]);
        break;
    case K_ADD: add(f, seat, m->rank, m->naturals, m->wild); break;
    case K_DISCARD: discard(f, seat, m->rank); break;
    case K_ANSWER: f->answer = m->naturals; f->phase = MELD; break;
    }
    if (f->phase == MELD && !f->sizes[seat]) end_round(f, seat, 1);
}

static void answer_move(const Round *f, int seat, Move *m) {
    long points = 0;
    for (int c = 0; c < RC; c++) points += f->r->points[c] * f->hands[seat][c];
    m->kind = K_ANSWER;
    m->naturals = points <= 60 || f->nstock <= 10;
}

static long play(Round *f, long limit) {
    long moves = 0;
    Move m;
    for (long i = 0; i < limit; i++) {
        moves = i;
        if (f->take_pending) {
            f->take_pending = 0;
            if (!find_take(f, f->to_move, 0, &m)) end_round(f, f->to_move, 0);
        }
        int phase = f->phase;
        if (phase == OVER) break;
        int seat = f->to_move;
        if (phase == MELD) {
            if (!meld_move(f, seat, &m)) { discard(f, seat, discard_move(f, seat)); continue; }
            apply_move(f, &m);
        } else if (phase == DRAW) {
            draw_move(f, seat, &m);
            if (m.kind == K_DRAW) draw(f, seat);
            else apply_move(f, &m);
        } else {
            answer_move(f, (seat + f->r->sides) % f->r->players, &m);
            apply_move(f, &m);
        }
    }
    return moves;
}


#endif
