/* The rollout loop of policy.py and rollout.py in C: the same moves, the same scores, ~35 times faster.
 *
 * `play_out(fr, limit, full)` plays a `FastRound` to the end of the round with the policy in every
 * seat, exactly as `policy.play_out_python` does (tests/ai/test_playout_c.py compares both, field by field,
 * over thousands of rounds of random rule sets). Every function of playout_round.h and playout_policy.h
 * mirrors the Python function of the same name: change both together. The rule fields come from
 * `FastRules.packed` (see PACKED_*).
 * With `full` every field of `fr` is written back; otherwise only `fr.steps` (all the search reads).
 * Anything outside the fixed sizes here returns NotImplemented and the caller plays in Python.
 *
 * Built by setup.py as an optional extension: without a compiler the pure Python path runs.
 * Floats appear only in the discard scores, evaluated in Python's order with -ffp-contract=off.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "playout_round.h"
#include "playout_policy.h"

/* ------------------------------------------------------------------ reading and writing the Python objects */
enum {
    PACKED_PLAYERS, PACKED_SIDES, PACKED_DRAW_COUNT, PACKED_NEEDED, PACKED_MIN_NATURALS, PACKED_MAX_WILDS,
    PACKED_AT_MOST, PACKED_FEWER, PACKED_WILD_ONTO_CANASTA, PACKED_PAIR_BEFORE_OPENING, PACKED_NATURAL_AND_WILD,
    PACKED_ONTO_TOP, PACKED_ONTO_NATURAL, PACKED_DISCARD_WILDS, PACKED_ONE_CARD_PILE, PACKED_DISCARD_TO_GO_OUT,
    PACKED_FIRST_GO_AROUND, PACKED_EXHAUSTED_END, PACKED_TURN_PILE, PACKED_MAX_TURNOVERS, PACKED_PARTNER_PENALTY,
    PACKED_CONCEALED_GOING_OUT, PACKED_CONCEALED_BONUS, PACKED_GOING_OUT_BONUS, PACKED_MIXED_BONUS,
    PACKED_NATURAL_BONUS, PACKED_ALL_RED_THREES, PACKED_RED_THREE_POINTS, PACKED_DECKS,
    /* issue 25, conditions (rules2) */
    PACKED_RED_PLUS, PACKED_MELDS_NEGATIVE, PACKED_NOT_IN_CANASTA_TURN, PACKED_PILE_BONUS_SIZE,
    PACKED_PILE_BONUS_POINTS,
    PACKED_WILD_BONUS, /* issue 25, the wild canasta (wildcan) */
    PACKED_RANK_LOCKS, /* issue 25, a melded rank locks the pile (lockrank) */
    PACKED_RED_NOTHING, /* issue 32, red 3s that do not count plus count nothing */
    PACKED_N_WILD, PACKED_N_NAT, PACKED_FIXED
};
/* then RC wild flags, RC points, n_wild wild codes, n_nat natural codes */

static PyObject *s_fr, *s_packed, *s_hands, *s_sizes, *s_stock, *s_pile, *s_frozen, *s_mnat, *s_mwild, *s_mpoints;
static PyObject *s_ncan, *s_red3, *s_player_melded, *s_penalties, *s_turns_started, *s_turnovers, *s_minimums;
static PyObject *s_to_move, *s_phase, *s_take_pending, *s_had_melded, *s_asked, *s_answer, *s_melded;
static PyObject *s_touched_old, *s_new_ranks, *s_went_out, *s_concealed, *s_steps;
static PyObject *s_can_before, *s_canasta_open, *s_pile_bonuses; /* issue 25, conditions (rules2) */

static int read_rules(PyObject *fast_rules, Rules *r) {
    PyObject *packed = PyObject_GetAttr(fast_rules, s_packed);
    if (!packed) return -1;
    int ok = -1;
    if (!PyTuple_Check(packed) || PyTuple_GET_SIZE(packed) < PACKED_FIXED + 2 * RC) goto done;
    long v[PACKED_FIXED + 4 * RC];
    Py_ssize_t n = PyTuple_GET_SIZE(packed);
    if (n > PACKED_FIXED + 4 * RC) goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        v[i] = PyLong_AsLong(PyTuple_GET_ITEM(packed, i));
        if (v[i] == -1 && PyErr_Occurred()) goto done;
    }
    r->players = (int)v[PACKED_PLAYERS]; r->sides = (int)v[PACKED_SIDES]; r->draw_count = (int)v[PACKED_DRAW_COUNT];
    r->needed = (int)v[PACKED_NEEDED]; r->min_naturals = (int)v[PACKED_MIN_NATURALS]; r->max_wilds = (int)v[PACKED_MAX_WILDS];
    r->at_most = (int)v[PACKED_AT_MOST]; r->fewer = (int)v[PACKED_FEWER];
    r->wild_onto_canasta = (int)v[PACKED_WILD_ONTO_CANASTA]; r->pair_before_opening = (int)v[PACKED_PAIR_BEFORE_OPENING];
    r->natural_and_wild = (int)v[PACKED_NATURAL_AND_WILD]; r->onto_top = (int)v[PACKED_ONTO_TOP];
    r->onto_natural = (int)v[PACKED_ONTO_NATURAL]; r->discard_wilds = (int)v[PACKED_DISCARD_WILDS];
    r->one_card_pile = (int)v[PACKED_ONE_CARD_PILE]; r->discard_to_go_out = (int)v[PACKED_DISCARD_TO_GO_OUT];
    r->first_go_around_rule = (int)v[PACKED_FIRST_GO_AROUND]; r->exhausted_end = (int)v[PACKED_EXHAUSTED_END];
    r->turn_pile = (int)v[PACKED_TURN_PILE]; r->max_turnovers = (int)v[PACKED_MAX_TURNOVERS];
    r->partner_penalty = v[PACKED_PARTNER_PENALTY]; r->concealed_going_out = (int)v[PACKED_CONCEALED_GOING_OUT];
    r->concealed_bonus = v[PACKED_CONCEALED_BONUS]; r->going_out_bonus = v[PACKED_GOING_OUT_BONUS];
    r->mixed_canasta_bonus = v[PACKED_MIXED_BONUS]; r->natural_canasta_bonus = v[PACKED_NATURAL_BONUS];
    r->all_red_threes_points = v[PACKED_ALL_RED_THREES]; r->red_three_points = v[PACKED_RED_THREE_POINTS];
    r->decks = (int)v[PACKED_DECKS];
    /* issue 25, conditions (rules2) */
    r->red_plus = (int)v[PACKED_RED_PLUS]; r->melds_negative_without_canasta = (int)v[PACKED_MELDS_NEGATIVE];
    r->not_in_canasta_turn = (int)v[PACKED_NOT_IN_CANASTA_TURN];
    r->pile_bonus_size = (int)v[PACKED_PILE_BONUS_SIZE]; r->pile_bonus_points = v[PACKED_PILE_BONUS_POINTS];
    r->wild_canasta_bonus = v[PACKED_WILD_BONUS];
    r->rank_locks = (int)v[PACKED_RANK_LOCKS];
    r->red_nothing = (int)v[PACKED_RED_NOTHING];
    r->n_wild = (int)v[PACKED_N_WILD]; r->n_nat = (int)v[PACKED_N_NAT];
    if (r->players < 1 || r->players > MAXP || r->sides < 1 || r->sides > MAXS || r->draw_count < 0
        || r->draw_count > 8 || r->n_wild < 0 || r->n_wild > RC || r->n_nat < 0 || r->n_nat > RC
        || n != PACKED_FIXED + 2 * RC + r->n_wild + r->n_nat) goto done;
    long *rest = v + PACKED_FIXED;
    for (int c = 0; c < RC; c++) { r->wild[c] = (int)rest[c]; r->points[c] = rest[RC + c]; }
    for (int i = 0; i < r->n_wild; i++) r->wild_codes[i] = (int)rest[2 * RC + i];
    for (int i = 0; i < r->n_nat; i++) r->naturals[i] = (int)rest[2 * RC + r->n_wild + i];
    for (int i = 0; i < r->n_wild + r->n_nat; i++) {
        int c = (int)rest[2 * RC + i];
        if (c < 0 || c >= RC) goto done;
    }
    ok = 0;
done:
    Py_DECREF(packed);
    return ok;
}

/* 1: read; 0: does not fit (no error set); -1: error. */
static int get_long(PyObject *obj, PyObject *name, long *out) {
    PyObject *value = PyObject_GetAttr(obj, name);
    if (!value) return -1;
    *out = PyLong_AsLong(value); /* bools are ints */
    Py_DECREF(value);
    return (*out == -1 && PyErr_Occurred()) ? -1 : 1;
}

static int get_int(PyObject *obj, PyObject *name, int *out) {
    long value;
    int status = get_long(obj, name, &value);
    if (status == 1) *out = (int)value;
    return status;
}

static int list_of_ints(PyObject *seq, int *out, Py_ssize_t capacity, int *count, int lo, int hi) {
    if (!PyList_Check(seq) && !PyTuple_Check(seq)) return 0;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n > capacity) return 0;
    PyObject **items = PySequence_Fast_ITEMS(seq);
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(items[i]);
        if (v == -1 && PyErr_Occurred()) return -1;
        if (v < lo || v > hi) return 0;
        out[i] = (int)v;
    }
    if (count) *count = (int)n;
    return 1;
}

static int get_ints(PyObject *obj, PyObject *name, int *out, Py_ssize_t capacity, int *count, int lo, int hi) {
    PyObject *value = PyObject_GetAttr(obj, name);
    if (!value) return -1;
    int status = list_of_ints(value, out, capacity, count, lo, hi);
    Py_DECREF(value);
    return status;
}

static int get_longs(PyObject *obj, PyObject *name, long *out, int expected) {
    PyObject *value = PyObject_GetAttr(obj, name);
    if (!value) return -1;
    int status = 0;
    if ((PyList_Check(value) || PyTuple_Check(value)) && PySequence_Fast_GET_SIZE(value) == expected) {
        status = 1;
        for (int i = 0; i < expected; i++) {
            out[i] = PyLong_AsLong(PySequence_Fast_ITEMS(value)[i]);
            if (out[i] == -1 && PyErr_Occurred()) { status = -1; break; }
        }
    }
    Py_DECREF(value);
    return status;
}

static int get_rows(PyObject *obj, PyObject *name, int rows[][RC], int expected) {
    PyObject *value = PyObject_GetAttr(obj, name);
    if (!value) return -1;
    int status = 0;
    if (PyList_Check(value) && PyList_GET_SIZE(value) == expected) {
        status = 1;
        for (int i = 0; i < expected && status == 1; i++) {
            int n = 0;
            status = list_of_ints(PyList_GET_ITEM(value, i), rows[i], RC, &n, -1000, 1000);
            if (status == 1 && n != RC) status = 0;
        }
    }
    Py_DECREF(value);
    return status;
}

#define STEP(call) do { int _s = (call); if (_s != 1) return _s; } while (0)

static int read_round(PyObject *obj, Round *f) {
    const Rules *r = f->r;
    int n;
    STEP(get_rows(obj, s_hands, f->hands, r->players));
    STEP(get_ints(obj, s_sizes, f->sizes, MAXP, &n, 0, MAXCARDS));
    if (n != r->players) return 0;
    STEP(get_ints(obj, s_stock, f->stock, MAXCARDS, &f->nstock, 0, RC - 1));
    STEP(get_ints(obj, s_pile, f->pile, MAXCARDS, &f->npile, 0, RC - 1));
    STEP(get_int(obj, s_frozen, &f->frozen));
    STEP(get_rows(obj, s_mnat, f->mnat, r->sides));
    STEP(get_rows(obj, s_mwild, f->mwild, r->sides));
    STEP(get_longs(obj, s_mpoints, f->mpoints, r->sides));
    STEP(get_ints(obj, s_ncan, f->ncan, MAXS, &n, 0, 1000));
    if (n != r->sides) return 0;
    STEP(get_longs(obj, s_pile_bonuses, f->pile_bonuses, r->sides));
    STEP(get_ints(obj, s_red3, f->red3, MAXS, &n, 0, 1000));
    if (n != r->sides) return 0;
    STEP(get_ints(obj, s_player_melded, f->player_melded, MAXP, &n, 0, 1));
    if (n != r->players) return 0;
    STEP(get_longs(obj, s_penalties, f->penalties, r->sides));
    STEP(get_long(obj, s_turns_started, &f->turns_started));
    STEP(get_int(obj, s_turnovers, &f->turnovers));
    STEP(get_longs(obj, s_minimums, f->minimums, r->sides));
    STEP(get_int(obj, s_to_move, &f->to_move));
    STEP(get_int(obj, s_phase, &f->phase));
    STEP(get_int(obj, s_take_pending, &f->take_pending));
    STEP(get_int(obj, s_had_melded, &f->had_melded));
    STEP(get_int(obj, s_asked, &f->asked));
    STEP(get_int(obj, s_melded, &f->melded));
    STEP(get_int(obj, s_touched_old, &f->touched_old));
    STEP(get_int(obj, s_went_out, &f->went_out));
    STEP(get_int(obj, s_concealed, &f->concealed));
    STEP(get_int(obj, s_can_before, &f->can_before));
    STEP(get_ints(obj, s_canasta_open, f->canasta_open, MAXS, &n, 0, 1));
    if (n != r->sides) return 0;
    if (f->to_move < 0 || f->to_move >= r->players || f->phase < DRAW || f->phase > OVER) return 0;
    PyObject *answer = PyObject_GetAttr(obj, s_answer);
    if (!answer) return -1;
    f->answer = answer == Py_None ? -1 : PyObject_IsTrue(answer);
    Py_DECREF(answer);
    if (f->answer == -1 && PyErr_Occurred()) return -1;
    PyObject *ranks = PyObject_GetAttr(obj, s_new_ranks);
    if (!ranks) return -1;
    for (int c = 0; c < RC; c++) f->new_ranks[c] = 0;
    int status = PyAnySet_Check(ranks) ? 1 : 0;
    PyObject *iterator = status == 1 ? PyObject_GetIter(ranks) : NULL;
    Py_DECREF(ranks);
    if (status == 1 && !iterator) return -1;
    PyObject *key;
    while (iterator && (key = PyIter_Next(iterator))) {
        long c = PyLong_AsLong(key);
        Py_DECREF(key);
        if (c == -1 && PyErr_Occurred()) { status = -1; break; }
        if (c < 0 || c >= RC) { status = 0; break; }
        f->new_ranks[c] = 1;
    }
    if (iterator) {
        Py_DECREF(iterator);
        if (status == 1 && PyErr_Occurred()) status = -1;
    }
    return status;
}

static PyObject *int_list(const int *values, int n) {
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *item = PyLong_FromLong(values[i]);
        if (!item) { Py_DECREF(list); return NULL; }
        PyList_SET_ITEM(list, i, item);
    }
    return list;
}

static PyObject *long_list(const long *values, int n) {
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *item = PyLong_FromLong(values[i]);
        if (!item) { Py_DECREF(list); return NULL; }
        PyList_SET_ITEM(list, i, item);
    }
    return list;
}

static PyObject *bool_list(const int *values, int n) {
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(list, i, PyBool_FromLong(values[i]));
    return list;
}

static PyObject *rows_list(int rows[][RC], int n) {
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *row = int_list(rows[i], RC);
        if (!row) { Py_DECREF(list); return NULL; }
        PyList_SET_ITEM(list, i, row);
    }
    return list;
}

static int set_owned(PyObject *obj, PyObject *name, PyObject *value) {
    if (!value) return -1;
    int status = PyObject_SetAttr(obj, name, value);
    Py_DECREF(value);
    return status;
}

static int write_round(PyObject *obj, Round *f) {
    const Rules *r = f->r;
    PyObject *ranks = PySet_New(NULL);
    if (!ranks) return -1;
    for (int c = 0; c < RC; c++) {
        if (!f->new_ranks[c]) continue;
        PyObject *key = PyLong_FromLong(c);
        if (!key || PySet_Add(ranks, key) < 0) { Py_XDECREF(key); Py_DECREF(ranks); return -1; }
        Py_DECREF(key);
    }
    if (set_owned(obj, s_new_ranks, ranks) < 0) return -1;
    if (set_owned(obj, s_hands, rows_list(f->hands, r->players)) < 0
        || set_owned(obj, s_sizes, int_list(f->sizes, r->players)) < 0
        || set_owned(obj, s_stock, int_list(f->stock, f->nstock)) < 0
        || set_owned(obj, s_pile, int_list(f->pile, f->npile)) < 0
        || set_owned(obj, s_frozen, PyBool_FromLong(f->frozen)) < 0
        || set_owned(obj, s_mnat, rows_list(f->mnat, r->sides)) < 0
        || set_owned(obj, s_mwild, rows_list(f->mwild, r->sides)) < 0
        || set_owned(obj, s_mpoints, long_list(f->mpoints, r->sides)) < 0
        || set_owned(obj, s_ncan, int_list(f->ncan, r->sides)) < 0
        || set_owned(obj, s_red3, int_list(f->red3, r->sides)) < 0
        || set_owned(obj, s_player_melded, bool_list(f->player_melded, r->players)) < 0
        || set_owned(obj, s_penalties, long_list(f->penalties, r->sides)) < 0
        || set_owned(obj, s_turns_started, PyLong_FromLong(f->turns_started)) < 0
        || set_owned(obj, s_turnovers, PyLong_FromLong(f->turnovers)) < 0
        || set_owned(obj, s_to_move, PyLong_FromLong(f->to_move)) < 0
        || set_owned(obj, s_phase, PyLong_FromLong(f->phase)) < 0
        || set_owned(obj, s_take_pending, PyBool_FromLong(f->take_pending)) < 0
        || set_owned(obj, s_had_melded, PyBool_FromLong(f->had_melded)) < 0
        || set_owned(obj, s_asked, PyBool_FromLong(f->asked)) < 0
        || set_owned(obj, s_melded, PyBool_FromLong(f->melded)) < 0
        || set_owned(obj, s_touched_old, PyBool_FromLong(f->touched_old)) < 0
        || set_owned(obj, s_went_out, PyLong_FromLong(f->went_out)) < 0
        || set_owned(obj, s_concealed, PyBool_FromLong(f->concealed)) < 0
        || set_owned(obj, s_can_before, PyLong_FromLong(f->can_before)) < 0
        || set_owned(obj, s_pile_bonuses, long_list(f->pile_bonuses, r->sides)) < 0)
        return -1;
    PyObject *answer = f->answer < 0 ? Py_None : f->answer ? Py_True : Py_False;
    Py_INCREF(answer);
    return set_owned(obj, s_answer, answer);
}

static PyObject *play_out(PyObject *self, PyObject *args) {
    PyObject *obj;
    long limit;
    int full;
    if (!PyArg_ParseTuple(args, "Olp", &obj, &limit, &full)) return NULL;
    Rules rules;
    Round f;
    PyObject *fast_rules = PyObject_GetAttr(obj, s_fr);
    if (!fast_rules) return NULL;
    int status = read_rules(fast_rules, &rules);
    Py_DECREF(fast_rules);
    if (status < 0) {
        if (PyErr_Occurred()) return NULL;
        Py_RETURN_NOTIMPLEMENTED;
    }
    f.r = &rules;
    status = read_round(obj, &f);
    if (status < 0) return NULL;
    if (status == 0) Py_RETURN_NOTIMPLEMENTED;
    long steps;
    if (get_long(obj, s_steps, &steps) < 0) return NULL;
    long moves;
    long totals[MAXS];
    /* The round is plain C data now: other threads (the table) run Python meanwhile. */
    Py_BEGIN_ALLOW_THREADS
    moves = play(&f, limit);
    scores(&f, totals);
    Py_END_ALLOW_THREADS
    if (full && write_round(obj, &f) < 0) return NULL;
    if (set_owned(obj, s_steps, PyLong_FromLong(steps + moves)) < 0) return NULL;
    return long_list(totals, rules.sides);
}

static PyMethodDef methods[] = {
    {"play_out", play_out, METH_VARARGS,
     "play_out(fr, limit, full) -> scores list, or NotImplemented when fr does not fit the C sizes."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_playout", NULL, -1, methods};

#define INTERN(var, text) do { var = PyUnicode_InternFromString(text); if (!var) return NULL; } while (0)

PyMODINIT_FUNC PyInit__playout(void) {
    INTERN(s_fr, "fr"); INTERN(s_packed, "packed"); INTERN(s_hands, "hands"); INTERN(s_sizes, "sizes");
    INTERN(s_stock, "stock"); INTERN(s_pile, "pile"); INTERN(s_frozen, "frozen"); INTERN(s_mnat, "mnat");
    INTERN(s_mwild, "mwild"); INTERN(s_mpoints, "mpoints"); INTERN(s_ncan, "ncan"); INTERN(s_red3, "red3");
    INTERN(s_player_melded, "player_melded"); INTERN(s_penalties, "penalties");
    INTERN(s_turns_started, "turns_started"); INTERN(s_turnovers, "turnovers"); INTERN(s_minimums, "minimums");
    INTERN(s_to_move, "to_move"); INTERN(s_phase, "phase"); INTERN(s_take_pending, "take_pending");
    INTERN(s_had_melded, "had_melded"); INTERN(s_asked, "asked"); INTERN(s_answer, "answer");
    INTERN(s_melded, "melded"); INTERN(s_touched_old, "touched_old"); INTERN(s_new_ranks, "new_ranks");
    INTERN(s_went_out, "went_out"); INTERN(s_concealed, "concealed"); INTERN(s_steps, "steps");
    INTERN(s_can_before, "can_before"); INTERN(s_canasta_open, "canasta_open");
    INTERN(s_pile_bonuses, "pile_bonuses");
    PyObject *mod = PyModule_Create(&module);
    if (!mod || PyModule_AddIntConstant(mod, "BIG_PILE", BIG_PILE) < 0
        || PyModule_AddIntConstant(mod, "MIN_PAIR_PILE", MIN_PAIR_PILE) < 0) {
        Py_XDECREF(mod);
        return NULL;
    }
    return mod;
}
