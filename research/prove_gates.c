/* prove_gates: prove a Relaxed Russian Solitaire position lost by showing that some face-down
 * cards (the "gates") can never be turned face up. A card that stays face down never reaches its
 * foundation, so then no line wins. Written for the deals rsol_widget's solver leaves undecided;
 * research/prove_gates.py drives it and research/README.md gives the argument in full.
 *
 * The search: every position reachable before the first gate turns (the set S), depth first,
 * with the moves of rsol_widget.solver's Relaxed search (its rules 2, 3 and 4), and
 *  - dead cards: the cards that can never go home before a gate turns, by rule 9's fixed point
 *    with the gates never a last card. In S their suit plays no part (Relaxed builds by rank
 *    alone), so positions that differ only by swapping dead cards of one rank are one position:
 *    the fingerprint sees a dead card as its rank (gates keep their identity);
 *  - a position is dropped when that fixed point, from it and with the dead cards never home,
 *    lets no gate's covering card leave, or when seats (below: a count of the cards one rank
 *    higher that the cards which must move by then can lie on) refutes every way the first
 *    gate event could happen: no gate turns from there;
 *  - a transposition table shared by the threads, of 128-bit fingerprints of which it keeps
 *    48 bits besides the slot (column order ignored).
 * If the search ends without a gate turning, the position is lost. A line that turns a gate is
 * printed (the claim failed: choose other gates). A breadth-first search of at most a million
 * positions runs first (PROVE_GATES_BFS=N: N; 0: none), for the short lines to a gate that the
 * depth-first search may only reach after billions of positions.
 *
 * Cards are 0..51 = suit * 13 + rank (suits ♠ ♥ ♦ ♣, rank 0 = ace); column 7 = foundation.
 * Input on stdin: 7 lines "face_down_count card card ..." (bottom to top), then "f0 f1 f2 f3".
 *   prove_gates moves                 for each position read: rule 9's verdict, then the
 *                                     search's moves (card * 8 + dest), sorted (tests)
 *   prove_gates key GATE...           the position's fingerprint with these gates (tests)
 *   prove_gates check GATE...         the first position read sets the dead cards; for each
 *                                     position read, 1 when the search drops it (tests)
 *   prove_gates search LOG2 GATE...   the search, with a table of 2^LOG2 slots of 6.4 bytes
 *                                     (LOG2 may have a fraction: 31.5 is 19 GB)
 * PROVE_GATES_EXACT=1 in the environment: dead cards keep their suit in the fingerprint (tests);
 * PROVE_GATES_NO_SEATS=1: the drop check without seats (tests, and to measure what seats adds);
 * PROVE_GATES_SEED=N: other fingerprints (a run repeated with them must count the same positions);
 * PROVE_GATES_THREADS=N: N depth-first searches, in other move orders, share the table. A
 * position is searched on by the thread that stores it, so the positions stored are the same
 * whatever the threads' order (the table's count is the same; other counts are not).
 * Output of search: "LOST nodes N table N dropped N again N compared N depth N seconds S", or
 * "GATE <card> ..." then the line as "card dest" rows and "END", or "UNKNOWN table full";
 * progress on stderr.
 */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define F 7
#define NCOL 7
#define GROUP_LIMIT 20
#define MAX_THREADS 64
#define RANK(c) ((c) % 13)
#define SUIT(c) ((c) / 13)

static _Thread_local int cols[NCOL][64], len[NCOL], down[NCOL], found[4], loc[52], pos[52];
static uint8_t gate[52], dead[52];  /* gates never become a last card; dead cards never go home */
static int gated;                     /* the search's mode: the check asks about the gates */
static int no_seats;                  /* PROVE_GATES_NO_SEATS=1: the drop check without seats */

/* ------------------------------------------------------------------ fingerprints */
typedef struct { uint64_t a, b; } H128;
static H128 TAB[64][65], DOWN[64];
static int token[52];                        /* a card's identity for the fingerprint: 52 + rank when dead */
static _Thread_local H128 raw[NCOL], mixed[NCOL], total;   /* each column's tabulation hash, mixed; their sum */

static uint64_t splitmix(uint64_t *s) {
    uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static uint64_t fmix(uint64_t k) {
    k ^= k >> 33; k *= 0xff51afd7ed558ccdULL; k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ULL; k ^= k >> 33;
    return k;
}
static void init_tables(void) {
    const char *seed = getenv("PROVE_GATES_SEED");  /* another fingerprint function: a rerun with
                                                     * other fingerprints must count the same */
    uint64_t s = seed ? strtoull(seed, NULL, 10) : 20261201;
    for (int c = 0; c < 52; c++) token[c] = c;
    for (int i = 0; i < 64; i++)
        for (int t = 0; t < 65; t++) { TAB[i][t].a = splitmix(&s); TAB[i][t].b = splitmix(&s); }
    for (int i = 0; i < 64; i++) { DOWN[i].a = splitmix(&s); DOWN[i].b = splitmix(&s); }
}
/* a column's hash: simple tabulation over (place, token) and the face-down count (universal);
 * mixed, then summed over the columns (a multiset: column order does not matter) */
static H128 column_hash(int k) {
    H128 h = DOWN[down[k]];
    for (int i = 0; i < len[k]; i++) { int t = token[cols[k][i]]; h.a ^= TAB[i][t].a; h.b ^= TAB[i][t].b; }
    return h;
}
static H128 mix(H128 h) {
    H128 m = {fmix(h.a ^ (h.b * 0x9e3779b97f4a7c15ULL)), fmix(h.b + fmix(h.a))};
    return m;
}
static void remix(int k) {
    H128 m = mix(raw[k]);
    total.a += m.a - mixed[k].a; total.b += m.b - mixed[k].b; mixed[k] = m;
}
static void rehash_all(void) {
    total.a = total.b = 0;
    for (int k = 0; k < NCOL; k++) {
        raw[k] = column_hash(k); mixed[k] = mix(raw[k]); total.a += mixed[k].a; total.b += mixed[k].b;
    }
}
static inline void toggle(int k, int i, int card) { H128 t = TAB[i][token[card]]; raw[k].a ^= t.a; raw[k].b ^= t.b; }
static inline void toggle_down(int k, int d) { raw[k].a ^= DOWN[d].a ^ DOWN[d - 1].a; raw[k].b ^= DOWN[d].b ^ DOWN[d - 1].b; }
static H128 fingerprint(void) {
    H128 f = total;
    if (!f.a && !f.b) f.a = 1;
    return f;
}

/* ------------------------------------------------------------------ playing (as _Board.play) */
typedef struct { uint8_t card, src, dest, index, flipped; } Rec;  /* index 255: a take-back */

static Rec play(int card, int dest) {
    Rec r = {(uint8_t)card, (uint8_t)loc[card], (uint8_t)dest, 255, 0};
    int src = loc[card], group[64], n = 0;
    if (src == F) {
        found[SUIT(card)]--; group[n++] = card;
    } else {
        int index = pos[card];
        r.index = (uint8_t)index;
        for (int i = index; i < len[src]; i++) { group[n++] = cols[src][i]; toggle(src, i, cols[src][i]); }
        len[src] = index;
        if (index != 0 && index == down[src]) { toggle_down(src, down[src]); down[src]--; r.flipped = 1; }
        remix(src);
    }
    if (dest == F) {
        found[SUIT(card)]++; loc[card] = F;
    } else {
        for (int i = 0; i < n; i++) {
            int c = group[i];
            cols[dest][len[dest]] = c; loc[c] = dest; pos[c] = len[dest]; toggle(dest, len[dest], c); len[dest]++;
        }
        remix(dest);
    }
    return r;
}

static void unplay(Rec r) {
    int card = r.card, group[64], n = 0;
    if (r.dest == F) {
        found[SUIT(card)]--; group[n++] = card;
    } else {
        int at = pos[card];
        for (int i = at; i < len[r.dest]; i++) { group[n++] = cols[r.dest][i]; toggle(r.dest, i, cols[r.dest][i]); }
        len[r.dest] = at;
        remix(r.dest);
    }
    if (r.src == F) {
        found[SUIT(card)]++; loc[card] = F;
    } else {
        if (r.flipped) { down[r.src]++; toggle_down(r.src, down[r.src]); }
        int index = r.index;
        for (int i = 0; i < n; i++) {
            int c = group[i];
            cols[r.src][index] = c; loc[c] = r.src; pos[c] = index; toggle(r.src, index, c); index++;
        }
        len[r.src] = index;
        remix(r.src);
    }
}

static int lowest(void) {
    int m = found[0];
    for (int s = 1; s < 4; s++) if (found[s] < m) m = found[s];
    return m;
}

/* a last card may go to its foundation (a dead card never: in S it cannot, and its suit must
 * not matter) */
static int may_go_home(int card) { return !dead[card] && found[SUIT(card)] == RANK(card); }

/* rule 3: play every safe foundation move (a last card of rank <= m + 1), repeatedly */
static int safe_foundations(Rec *out) {
    int n = 0, progress = 1;
    while (progress) {
        progress = 0;
        int low = lowest();
        for (int k = 0; k < NCOL; k++) {
            if (!len[k]) continue;
            int card = cols[k][len[k] - 1];
            if (may_go_home(card) && RANK(card) <= low) { out[n++] = play(card, F); progress = 1; low = lowest(); }
        }
    }
    return n;
}

/* ------------------------------------------------------------------ moves (as _Board.relaxed_moves) */
static int cmp_int(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }

/* the search's moves as card * 8 + dest, best last: take-backs of rank >= m + 2 (rule 2), one
 * empty column for all and no bottom king moved (rule 4), the 20-card group limit */
static int gen_moves(int *moves) {
    int scored[512], n = 0, empty_done = 0, low = lowest();
    for (int d = 0; d < NCOL; d++) {
        int cand[4], nc = 0;
        if (len[d]) {
            int t = cols[d][len[d] - 1];
            if (RANK(t) == 0) continue;
            for (int s = 0; s < 4; s++) cand[nc++] = s * 13 + RANK(t) - 1;
        } else if (empty_done) {
            continue;
        } else {
            empty_done = 1;
            for (int s = 0; s < 4; s++) cand[nc++] = s * 13 + 12;
        }
        for (int i = 0; i < nc; i++) {
            int card = cand[i], where = loc[card], priority;
            if (where == F) {
                if (RANK(card) > low && found[SUIT(card)] == RANK(card) + 1) scored[n++] = card * 8 + d;
                continue;
            }
            if (where == d) continue;
            int index = pos[card], hidden = down[where];
            if (index < hidden || len[where] - index > GROUP_LIMIT) continue;
            if (index == 0) {
                if (!len[d]) continue;
                priority = 80;                      /* empties a column */
            } else if (index == hidden) {
                priority = 100 + hidden;            /* turns a hidden card */
            } else if (RANK(cols[where][index - 1]) == RANK(card) + 1) {
                priority = 1;                       /* leaves a fitting card */
            } else {
                priority = 20;
            }
            scored[n++] = priority * 512 + card * 8 + d;
        }
    }
    for (int k = 0; k < NCOL; k++) {
        if (!len[k]) continue;
        int card = cols[k][len[k] - 1];
        if (may_go_home(card)) scored[n++] = (len[k] == 1 ? 70 : 40) * 512 + card * 8 + F;
    }
    qsort(scored, n, sizeof(int), cmp_int);
    for (int i = 0; i < n; i++) moves[i] = scored[i] & 511;
    return n;
}

/* ------------------------------------------------------------------ rule 9 (as _Reach.close) */
#define HEADS 64
#define HOME 128
#define EMPTY 192
static _Thread_local int above_[52], below_[52];
static _Thread_local uint8_t face_up[52], bottom_[52], top_[52], heads[52], home[52];
static _Thread_local int wait_t[4096], wait_g[4096], nwait;
static _Thread_local int64_t compared;  /* occupied slots a look-up compared with */

static int held_free(int card, int target) {
    if (home[card] || home[target]) return 1;
    int at = pos[card], there = pos[target], *col = cols[loc[card]];
    if (there < at) {
        for (int i = there + 1; i < at; i++) if (heads[col[i]]) return 1;
    } else {
        for (int i = at + 1; i <= there; i++) if (heads[col[i]]) return 1;
    }
    return 0;
}

/* ------------------------------------------------------------------ seats (the first gate event) */
/* Seats: can the first gate event, at time T, be c (the card on a gate) leaving it? The card on a
 * face-down card stays on it until it leaves, by heading a move (onto a card one rank higher that
 * is a last card at T, or a king into an empty column) or by going home. Read after check()'s
 * closure from the position P, which over-estimates what may happen from P until T.
 *
 * A card that cannot go home from P (rule 9 never derives it) and heads a move after P lies, at T,
 * directly on a card one rank higher, or is a king at the bottom of a column: after its move it
 * only ever moves again onto such a card, and a card carried in a group keeps the card under it.
 * A card holds one card directly, and holds a card that headed onto it only if it was a last card
 * in between (the card on it in P left). A card home at T holds none; nor does a card that is a
 * last card at T (c, or the card c heads onto). The needs of T, derived to a fixed point:
 *  - c going home: c and the lower cards of its suit must be last cards by T (and hold nothing
 *    at T); c heading onto y: c must be face up (if face down, a last card first), y must be a
 *    last card at T; a king heading into an empty column: one more column empty at T;
 *  - x must become a last card: rule 9 must let it (a gate never is), and the card on it in P
 *    must leave;
 *  - z must leave: it must head a move onto another card than the one under it, or go home
 *    (rule 9 lets a card head back onto the card under it by going home and coming back, which
 *    leaves that card covered); if it cannot go home, it must head a move; if it cannot head away,
 *    it goes home, after the lower cards of its suit, which must then be last cards; face down,
 *    or going home, it must first be a last card;
 *  - the cards of rank r that must head a move and cannot go home need as many cards of rank r + 1
 *    that rule 9 lets become last cards and that hold nothing at T; if there are exactly as many,
 *    each of those must become a last card;
 *  - the kings that cannot go home and must head a move or lie at a column's bottom in P hold
 *    distinct column bottoms at T: they (and an empty column c needs) need as many columns that
 *    are empty in P, have a king (not a gate) at the bottom, or whose bottom card may leave (head
 *    a move or go home); if exactly as many, each of those bottom cards that is not a king must
 *    leave;
 *  - a card that must leave and may go home is, at T, home or directly on a card one rank
 *    higher. When a rank's seats are fewer than the dead cards that need them plus those, one
 *    of those is home at T (and so are the lower cards of its suit, which hold nothing then):
 *    each is tried in turn, and the event is refuted when every case is (case splits at most
 *    SPLIT_DEPTH deep).
 * Every need holds along every line where c leaves first; one that cannot be met (too few seats,
 * or a card that must leave and cannot) refutes that event. */
typedef struct {
    uint8_t leave[52], head[52], bare[52];  /* must leave; must head a move (dead); hold nothing at T */
    int nleave, nbare;                      /* how many of each: the fixed point's progress */
} Needs;
static _Thread_local Needs nd;
#define SPLIT_DEPTH 3  /* case splits on the cards home at T, at most this deep */

static int need_leave(int z);
/* x must become a last card between P and T: the card on it must leave. 1: impossible */
static int need_last(int x) {
    if (loc[x] == F) return 0;
    if (!top_[x]) return 1;  /* rule 9: it never is (a gate, for one) */
    if (above_[x] < 0) return 0;
    return need_leave(above_[x]);
}
/* z may head a move onto another card than the one it lies on (rule 9 lets a card head a move
 * onto the card under it by going home and coming back, which leaves that card covered) */
static int may_head_away(int z) {
    if (!heads[z]) return 0;
    if (RANK(z) == 12) return 1;
    for (int s = 0; s < 4; s++) { int t = s * 13 + RANK(z) + 1; if (t != below_[z] && top_[t]) return 1; }
    return 0;
}
/* z must leave the card it lies on (head a move, or go home). 1: impossible */
static int need_leave(int z) {
    if (nd.leave[z]) return 0;
    nd.leave[z] = 1; nd.nleave++;
    int away = may_head_away(z);
    if (!away && !home[z]) return 1;
    if (!home[z]) nd.head[z] = 1;
    if (!away)  /* it goes home: so do the cards below it in its suit, before it */
        for (int r = 0; r < RANK(z); r++) if (need_last(SUIT(z) * 13 + r)) return 1;
    if (!face_up[z] || !away) return need_last(z);
    return 0;
}
/* y, one rank above a card that must head a move, may hold it at T */
static int seat(int y) { return top_[y] && !nd.bare[y]; }
/* the needs derived to a fixed point (spare: columns that must be empty at T). 1: refuted */
static int close_needs(int spare) {
    for (int before = -1; before != nd.nleave + nd.nbare;) {
        before = nd.nleave + nd.nbare;
        for (int r = 0; r < 12; r++) {
            int need = 0, seats = 0;
            for (int s = 0; s < 4; s++) need += nd.head[s * 13 + r];
            if (!need) continue;
            for (int s = 0; s < 4; s++) seats += seat(s * 13 + r + 1);
            if (need > seats) return 1;
            if (need == seats)
                for (int s = 0; s < 4; s++)
                    if (seat(s * 13 + r + 1) && need_last(s * 13 + r + 1)) return 1;
        }
        int kings = spare, columns = 0;
        for (int s = 0; s < 4; s++) {
            int k = s * 13 + 12;
            kings += !gate[k] && !home[k] && (nd.head[k] || (loc[k] != F && pos[k] == 0));
        }
        for (int k = 0; k < NCOL; k++) {
            int b = len[k] ? cols[k][0] : -1;
            columns += b < 0 || (RANK(b) == 12 && !gate[b]) || heads[b] || home[b];
        }
        if (kings > columns) return 1;
        if (kings == columns)
            for (int k = 0; k < NCOL; k++) {
                int b = len[k] ? cols[k][0] : -1;
                if (b >= 0 && RANK(b) != 12 && (heads[b] || home[b]) && need_leave(b)) return 1;
            }
    }
    return 0;
}
/* z (which may go home) is home at T: so are the lower cards of its suit, and they hold nothing */
static int home_at_t(int z) {
    for (int r = 0; r <= RANK(z); r++) {
        int x = SUIT(z) * 13 + r;
        if (!nd.bare[x]) { nd.bare[x] = 1; nd.nbare++; }
        if (need_last(x)) return 1;
    }
    return 0;
}
/* close_needs, then a case split: a card that must leave and may go home is, at T, home or
 * directly on a card one rank higher; when a rank's seats are too few for the dead cards that
 * need them and those, one of those is home at T: each is tried (depth: splits left). */
static int refuted_after_split(int spare, int depth) {
    if (close_needs(spare)) return 1;
    if (!depth) return 0;
    for (int r = 0; r < 12; r++) {
        int need = 0, seats = 0, live[4], nlive = 0;
        for (int s = 0; s < 4; s++) {
            int z = s * 13 + r;
            need += nd.head[z];
            if (nd.leave[z] && home[z] && !nd.bare[z]) live[nlive++] = z;
            seats += seat(z + 1);
        }
        if (!nlive || need + nlive <= seats) continue;
        Needs keep = nd;
        for (int i = 0; i < nlive; i++) {
            int refuted = home_at_t(live[i]) || refuted_after_split(spare, depth - 1);
            nd = keep;
            if (!refuted) return 0;
        }
        return 1;
    }
    return 0;
}
/* 1 when the first gate event cannot be c going home (onto == HOME), c heading a move onto
 * the card onto (a last card at T), or (onto == EMPTY) c, a king, heading into an empty column */
static int seats_refute(int c, int onto) {
    nd = (Needs){0};
    int spare = 0;  /* columns that must be empty at T */
    if (onto == HOME) {
        if (home_at_t(c)) return 1;
    } else {
        if (!face_up[c] && need_last(c)) return 1;
        if (onto == EMPTY) spare = 1;
        else { nd.bare[onto] = 1; nd.nbare++; if (need_last(onto)) return 1; }
    }
    return refuted_after_split(spare, SPLIT_DEPTH);
}
/* the first gate event may be c (a gate's cover) leaving it */
static int may_leave_first(int c) {
    if (no_seats) return heads[c] || home[c];
    if (home[c] && !seats_refute(c, HOME)) return 1;
    if (!heads[c]) return 0;
    if (RANK(c) == 12) return !seats_refute(c, EMPTY);
    for (int s = 0; s < 4; s++) {
        int y = s * 13 + RANK(c) + 1;
        if (top_[y] && !seats_refute(c, y)) return 1;
    }
    return 0;
}

/* rule 9's fixed point from the position (gates never a last card, dead cards never home).
 * Returns 1 when the position is dropped: without gates, some card never goes home; with
 * gates, no gate's covering card may leave it (and none is face up). */
static int check(void) {
    int todo[4096], nt = 0, empty = 0;
    memset(face_up, 0, 52); memset(bottom_, 0, 52); memset(top_, 0, 52); memset(heads, 0, 52); memset(home, 0, 52);
    for (int c = 0; c < 52; c++) above_[c] = below_[c] = -1;
    for (int k = 0; k < NCOL; k++) {
        if (!len[k]) { empty = 1; continue; }
        bottom_[cols[k][0]] = 1; top_[cols[k][len[k] - 1]] = 1;
        for (int i = down[k]; i < len[k]; i++) face_up[cols[k][i]] = 1;
        for (int i = 1; i < len[k]; i++) { above_[cols[k][i - 1]] = cols[k][i]; below_[cols[k][i]] = cols[k][i - 1]; }
    }
    for (int s = 0; s < 4; s++) for (int r = 0; r < found[s]; r++) home[s * 13 + r] = 1;
    nwait = 0;
    for (int c = 0; c < 52; c++) if (top_[c]) todo[nt++] = c;
    for (int c = 0; c < 52; c++) if (home[c]) todo[nt++] = c + HOME;
    if (empty) todo[nt++] = EMPTY;
    while (nt) {
        int ev = todo[--nt];
        if (ev < HEADS) {  /* the card may become a last card */
            int card = ev, where = loc[card], rank = RANK(card);
            if (!home[card] && !dead[card] && (rank == 0 || home[card - 1])) { home[card] = 1; todo[nt++] = card + HOME; }
            if (!(heads[card] || face_up[card])) {
                int go = 0;
                if (rank == 12) {
                    go = empty;
                } else {
                    for (int s = 0; s < 4; s++) {
                        int t = s * 13 + rank + 1;
                        if (!top_[t]) continue;
                        if (where == F || loc[t] != where || held_free(card, t)) { go = 1; break; }
                        wait_t[nwait] = card; wait_g[nwait++] = t;
                    }
                }
                if (go) { heads[card] = 1; todo[nt++] = card + HEADS; }
            }
            if (rank > 0) {  /* the cards that fit on it */
                for (int s = 0; s < 4; s++) {
                    int taker = s * 13 + rank - 1;
                    if (heads[taker] || !(face_up[taker] || top_[taker])) continue;
                    if (where == F || loc[taker] != where || held_free(taker, card)) { heads[taker] = 1; todo[nt++] = taker + HEADS; }
                    else { wait_t[nwait] = taker; wait_g[nwait++] = card; }
                }
            }
        } else if (ev == EMPTY) {  /* a column may become empty: kings may go there */
            for (int s = 0; s < 4; s++) {
                int king = s * 13 + 12;
                if (!heads[king] && (face_up[king] || top_[king])) { heads[king] = 1; todo[nt++] = king + HEADS; }
            }
        } else {  /* the card may head a move or go home: what it lies on is uncovered */
            int card = ev & 63, under = below_[card];
            if (under >= 0 && !top_[under] && !gate[under]) { top_[under] = 1; todo[nt++] = under; }
            if (bottom_[card] && !empty) { empty = 1; todo[nt++] = EMPTY; }
            if (ev >= HOME) {
                if (!top_[card]) { top_[card] = 1; todo[nt++] = card; }  /* taken back */
                if (RANK(card) < 12 && top_[card + 1] && !home[card + 1] && !dead[card + 1]) {
                    home[card + 1] = 1; todo[nt++] = card + 1 + HOME;
                }
            }
            if (nwait) {
                int kept = 0;
                for (int i = 0; i < nwait; i++) {
                    int taker = wait_t[i], target = wait_g[i];
                    if (heads[taker]) continue;
                    if (held_free(taker, target)) { heads[taker] = 1; todo[nt++] = taker + HEADS; }
                    else { wait_t[kept] = taker; wait_g[kept++] = target; }
                }
                nwait = kept;
            }
        }
        if (nt > 4000 || nwait > 4000) { fprintf(stderr, "rule 9's worklist overflowed\n"); exit(3); }
    }
    if (gated) {
        for (int c = 0; c < 52; c++)
            if (gate[c]) {
                if (pos[c] >= down[loc[c]]) return 0;  /* turned already */
                int a = above_[c];
                if (may_leave_first(a)) return 0;
            }
        return 1;
    }
    for (int c = 0; c < 52; c++) if (!home[c]) return 1;
    return 0;
}

/* ------------------------------------------------------------------ input */
static int read_position(void) {
    char line[1024];
    for (int c = 0; c < 52; c++) loc[c] = F;
    for (int k = 0; k < NCOL; k++) {
        if (!fgets(line, sizeof line, stdin)) return 0;
        char *p = line, *end;
        down[k] = (int)strtol(p, &end, 10);
        p = end; len[k] = 0;
        for (;;) {
            long v = strtol(p, &end, 10);
            if (end == p) break;
            if (v < 0 || v > 51 || loc[v] != F) { fprintf(stderr, "bad card %ld\n", v); exit(2); }
            p = end; cols[k][len[k]] = (int)v; loc[v] = k; pos[v] = len[k]; len[k]++;
        }
        if (down[k] < 0 || (len[k] && down[k] >= len[k]) || (!len[k] && down[k])) { fprintf(stderr, "bad column %d\n", k + 1); exit(2); }
    }
    if (!fgets(line, sizeof line, stdin) || sscanf(line, "%d %d %d %d", &found[0], &found[1], &found[2], &found[3]) != 4) return 0;
    for (int s = 0; s < 4; s++)
        for (int r = 0; r < 13; r++)
            if ((loc[s * 13 + r] == F) != (r < found[s])) { fprintf(stderr, "the foundations do not match the columns\n"); exit(2); }
    return 1;
}

/* the gates from the command line; then the dead cards (rule 9 from here, gates never a last card) */
static void set_gates(int argc, char **argv, int first) {
    int ng = 0, nd = 0;
    for (int j = first; j < argc; j++) {
        int c = atoi(argv[j]);
        if (c < 0 || c > 51 || loc[c] == F || pos[c] >= down[loc[c]]) { fprintf(stderr, "gate %s is not a face-down card\n", argv[j]); exit(2); }
        ng += !gate[c]; gate[c] = 1;
    }
    if (!ng) { fprintf(stderr, "no gates\n"); exit(2); }
    gated = 1;
    check();
    int merge = !getenv("PROVE_GATES_EXACT");  /* set: dead cards keep their identity (tests) */
    for (int c = 0; c < 52; c++)
        if (!home[c]) { dead[c] = 1; nd++; if (merge && !gate[c]) token[c] = 52 + RANK(c); }
    fprintf(stderr, "%d gates, %d dead cards:", ng, nd);
    for (int c = 0; c < 52; c++) if (dead[c]) fprintf(stderr, " %d", c);
    fprintf(stderr, "\n");
}


/* ------------------------------------------------------------------ the table (shared) */
/* Buckets of one cache line hold 10 slots, each 32 + 16 bits of the fingerprint's second half;
 * the first half gives the slot (multiply-shift, so any number of slots), then linear probing.
 * A thread claims an empty slot by compare-and-swap on its 32 bits, then publishes its 16 bits
 * (never 0: readers wait for them). Two positions are taken for one only when the 48 bits agree
 * on a slot a look-up compares: the search counts those comparisons ("compared"), so
 * compared / 2^48 bounds the expected number of false matches (10^11 comparisons: 0.0004). */
typedef struct { _Atomic uint32_t hi[10]; _Atomic uint16_t lo[10]; uint32_t pad; } Bucket;
static Bucket *table;
static uint64_t nslots;
static _Atomic uint64_t used;
static uint64_t limit;

static inline uint64_t home_slot(H128 h) { return (uint64_t)(((unsigned __int128)h.a * nslots) >> 64); }
static inline uint32_t key_hi(H128 h) { uint32_t v = (uint32_t)(h.b >> 32); return v ? v : 1; }
static inline uint16_t key_lo(H128 h) { uint16_t v = (uint16_t)h.b; return v ? v : 1; }

/* 1 when the fingerprint is in the table; with insert, claims a slot for it when not (0) */
static int probe(H128 h, int insert) {
    uint64_t i = home_slot(h);
    uint32_t hi = key_hi(h);
    uint16_t lo = key_lo(h);
    for (;;) {
        Bucket *b = &table[i / 10];
        int j = (int)(i % 10);
        uint32_t e = atomic_load_explicit(&b->hi[j], memory_order_acquire);
        if (!e) {
            if (!insert) return 0;
            uint32_t zero = 0;
            if (atomic_compare_exchange_strong(&b->hi[j], &zero, hi)) {
                atomic_store_explicit(&b->lo[j], lo, memory_order_release);
                if (atomic_fetch_add(&used, 1) >= limit) { printf("UNKNOWN table full\n"); fflush(stdout); _exit(1); }
                return 0;
            }
            e = zero;
        }
        compared++;
        if (e == hi) {
            uint16_t l;
            while (!(l = atomic_load_explicit(&b->lo[j], memory_order_acquire))) ;
            if (l == lo) return 1;
        }
        if (++i == nslots) i = 0;
    }
}

/* ------------------------------------------------------------------ the search (threads) */
typedef struct { int64_t mv_start, mv_next, rec_start; } Frame;
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
static int gate_turned(const Rec *rec, int64_t from, int64_t to) {
    for (int64_t i = from; i < to; i++)
        if (rec[i].flipped && gate[cols[rec[i].src][rec[i].index - 1]]) return cols[rec[i].src][rec[i].index - 1];
    return -1;
}
static int root_cols[NCOL][64], root_len[NCOL], root_down[NCOL], root_found[4];
static Rec root_rec[64];  /* the safe foundation moves played at the start: a printed line's first */
static int root_nrec;
static _Atomic int64_t total_nodes = 1, total_dropped, total_again, total_compared;
static _Atomic int64_t total_maxdepth = 1;
static pthread_mutex_t out_lock = PTHREAD_MUTEX_INITIALIZER;
static double t0;

static void load_root(void) {
    for (int c = 0; c < 52; c++) loc[c] = F;
    for (int k = 0; k < NCOL; k++) {
        len[k] = root_len[k]; down[k] = root_down[k];
        for (int i = 0; i < len[k]; i++) { int c = cols[k][i] = root_cols[k][i]; loc[c] = k; pos[c] = i; }
    }
    for (int s = 0; s < 4; s++) found[s] = root_found[s];
    rehash_all();
}

/* take back the moves rec[from..*nrec) */
static void take_back(const Rec *rec, int64_t from, int64_t *nrec) {
    for (int64_t i = *nrec - 1; i >= from; i--) unplay(rec[i]);
    *nrec = from;
}

/* the search's moves from here (gen_moves), shuffled for every thread but the first */
static int thread_moves(int *moves, int id, uint64_t *rng) {
    int n = gen_moves(moves);
    if (id)
        for (int i = n - 1; i > 0; i--) { int j = (int)(splitmix(rng) % (uint64_t)(i + 1)); int t = moves[i]; moves[i] = moves[j]; moves[j] = t; }
    return n;
}

/* a line that turns a gate: the opening safe moves, then rec[0..nrec); the search ends */
static void print_gate_line(int turned, int64_t nodes, const Rec *rec, int64_t nrec) {
    pthread_mutex_lock(&out_lock);
    printf("GATE %d nodes %lld\n", turned, (long long)nodes);
    for (int j = 0; j < root_nrec; j++) printf("%d %d\n", root_rec[j].card, root_rec[j].dest);
    for (int64_t j = 0; j < nrec; j++) printf("%d %d\n", rec[j].card, rec[j].dest);
    printf("END\n");
    fflush(stdout);
    _exit(1);
}

static void *worker(void *arg) {
    int id = (int)(intptr_t)arg;
    uint64_t rng = 0x9e3779b97f4a7c15ULL * (uint64_t)(id + 1);
    load_root();
    size_t mv_cap = 1 << 20, rec_cap = 1 << 20, fr_cap = 1 << 16;
    int *mv = malloc(mv_cap * sizeof(int));
    Rec *rec = malloc(rec_cap * sizeof(Rec));
    Frame *fr = malloc(fr_cap * sizeof(Frame));
    int64_t nmv = 0, nrec = 0, nfr = 0, nodes = 0, dropped = 0, again = 0, maxdepth = 1;
    nmv = thread_moves(mv, id, &rng);
    fr[0] = (Frame){0, nmv, 0};
    nfr = 1;
    while (nfr) {
        Frame *f = &fr[nfr - 1];
        if (f->mv_next == f->mv_start) {
            take_back(rec, f->rec_start, &nrec);
            nmv = f->mv_start; nfr--;
            continue;
        }
        int move = mv[--f->mv_next];
        if (rec_cap - nrec < 64) { rec_cap *= 2; rec = realloc(rec, rec_cap * sizeof(Rec)); }
        int64_t rs = nrec;
        rec[nrec++] = play(move >> 3, move & 7);
        nrec += safe_foundations(rec + nrec);
        H128 h = fingerprint();
        if (probe(h, 0)) {
            again++;
            take_back(rec, rs, &nrec);
            continue;
        }
        int turned = gate_turned(rec, rs, nrec);
        if (turned >= 0) print_gate_line(turned, total_nodes + nodes + dropped, rec, nrec);
        if (check()) {
            dropped++;
            take_back(rec, rs, &nrec);
            continue;
        }
        if (probe(h, 1)) {  /* another thread took it first: it searches on from there */
            again++;
            take_back(rec, rs, &nrec);
            continue;
        }
        nodes++;
        if (id == 0 && (nodes & ((1 << 24) - 1)) == 0)
            fprintf(stderr, "%8.0f s: %llu positions in the table (%.1f%%); thread 0: %lld kept, %lld dropped, %lld found again, depth %lld (max %lld)\n",
                    now() - t0, (unsigned long long)atomic_load(&used), 100.0 * atomic_load(&used) / nslots,
                    (long long)nodes, (long long)dropped, (long long)again, (long long)nfr, (long long)maxdepth);
        if (mv_cap - nmv < 600) { mv_cap *= 2; mv = realloc(mv, mv_cap * sizeof(int)); }
        if (nfr == (int64_t)fr_cap) { fr_cap *= 2; fr = realloc(fr, fr_cap * sizeof(Frame)); }
        Frame *g = &fr[nfr++];
        if (nfr > maxdepth) maxdepth = nfr;
        g->rec_start = rs; g->mv_start = nmv;
        nmv += thread_moves(mv + nmv, id, &rng);
        g->mv_next = nmv;
    }
    atomic_fetch_add(&total_nodes, nodes + dropped);
    atomic_fetch_add(&total_dropped, dropped);
    atomic_fetch_add(&total_again, again);
    atomic_fetch_add(&total_compared, compared);
    int64_t m = atomic_load(&total_maxdepth);
    while (maxdepth > m && !atomic_compare_exchange_weak(&total_maxdepth, &m, maxdepth)) ;
    free(mv); free(rec); free(fr);
    return NULL;
}

/* Breadth first from the start, before the depth-first searches, for a short line that turns a
 * gate: a depth-first search may dive for billions of positions past a gate five moves away,
 * and a refining run needs the lines more than the proofs. At most `budget` positions (each
 * remembered as its parent and move, and found again by replaying from the start); the table is
 * emptied afterwards, so the depth-first search counts as it did without this. Prints the line
 * and ends the program when a gate turns. */
#define BFS_POSITIONS 1000000  /* the breadth-first search's size unless PROVE_GATES_BFS says */
#define BFS_DEPTH 4096         /* and its depth at most (a move and its safe moves: 53 records) */
typedef struct { uint32_t parent; uint16_t move; } Step;
static void breadth_first(int64_t budget) {
    if (budget <= 0) return;
    if ((uint64_t)budget > limit / 2) budget = (int64_t)(limit / 2);
    Step *q = malloc((size_t)budget * sizeof(Step));
    Rec *rec = malloc((size_t)(BFS_DEPTH + 1) * 53 * sizeof(Rec));
    int path[BFS_DEPTH], moves[512];
    if (!q || !rec) { fprintf(stderr, "no memory for the breadth-first search\n"); exit(2); }
    int64_t head = 0, tail = 1;
    q[0] = (Step){UINT32_MAX, 0};
    while (head < tail && tail < budget) {
        int depth = 0;
        for (uint32_t i = (uint32_t)head; q[i].parent != UINT32_MAX && depth < BFS_DEPTH; i = q[i].parent)
            path[depth++] = q[i].move;
        if (depth == BFS_DEPTH) break;  /* (positions this deep are the depth-first search's) */
        load_root();
        int64_t nrec = 0;
        while (depth) {
            int m = path[--depth];
            rec[nrec++] = play(m >> 3, m & 7);
            nrec += safe_foundations(rec + nrec);
        }
        int n = gen_moves(moves);
        for (int j = n - 1; j >= 0 && tail < budget; j--) {
            int64_t rs = nrec;
            rec[nrec++] = play(moves[j] >> 3, moves[j] & 7);
            nrec += safe_foundations(rec + nrec);
            H128 h = fingerprint();
            int turned = gate_turned(rec, rs, nrec);
            if (turned >= 0) print_gate_line(turned, tail, rec, nrec);
            if (!probe(h, 0) && !check()) {
                probe(h, 1);
                q[tail++] = (Step){(uint32_t)head, (uint16_t)moves[j]};
            }
            take_back(rec, rs, &nrec);
        }
        head++;
    }
    free(q); free(rec);
    memset(table, 0, nslots / 10 * sizeof(Bucket));
    atomic_store(&used, 0);
    compared = 0;
    fprintf(stderr, "%8.0f s: breadth first, %lld positions, no gate turned\n", now() - t0, (long long)tail);
}

static int search(double log2_slots, int threads) {
    nslots = (uint64_t)(exp2(log2_slots) / 10) * 10;
    limit = nslots / 10 * 9;
    table = mmap(NULL, nslots / 10 * sizeof(Bucket), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (table == MAP_FAILED) { fprintf(stderr, "no memory for the table\n"); return 2; }
    madvise(table, nslots / 10 * sizeof(Bucket), MADV_HUGEPAGE);
    t0 = now();
    rehash_all();
    root_nrec = safe_foundations(root_rec);
    for (int c = 0; c < 52; c++)
        if (gate[c] && pos[c] >= down[loc[c]]) print_gate_line(c, 1, NULL, 0);  /* by the safe foundation moves */
    if (check()) { printf("LOST nodes 1 table 0 dropped 1 again 0 compared 0 depth 1 seconds %.1f\n", now() - t0); return 0; }
    for (int k = 0; k < NCOL; k++) { root_len[k] = len[k]; root_down[k] = down[k]; memcpy(root_cols[k], cols[k], sizeof cols[k]); }
    memcpy(root_found, found, sizeof found);
    const char *b = getenv("PROVE_GATES_BFS");
    probe(fingerprint(), 1);
    breadth_first(b ? atoll(b) : BFS_POSITIONS);
    load_root();
    probe(fingerprint(), 1);
    pthread_t th[MAX_THREADS];
    for (int t = 0; t < threads; t++) pthread_create(&th[t], NULL, worker, (void *)(intptr_t)t);
    for (int t = 0; t < threads; t++) pthread_join(th[t], NULL);
    printf("LOST nodes %lld table %llu dropped %lld again %lld compared %lld depth %lld seconds %.1f\n",
           (long long)total_nodes, (unsigned long long)atomic_load(&used), (long long)total_dropped,
           (long long)total_again, (long long)total_compared, (long long)total_maxdepth, now() - t0);
    return 0;
}

int main(int argc, char **argv) {
    init_tables();
    no_seats = getenv("PROVE_GATES_NO_SEATS") != NULL;
    if (argc == 2 && !strcmp(argv[1], "moves")) {
        int moves[512];
        while (read_position()) {
            int n = gen_moves(moves);
            qsort(moves, n, sizeof(int), cmp_int);
            printf("%d", check());
            for (int i = 0; i < n; i++) printf(" %d", moves[i]);
            printf("\n");
        }
        return 0;
    }
    if (argc >= 3 && !strcmp(argv[1], "key")) {
        if (!read_position()) return 2;
        set_gates(argc, argv, 2);
        rehash_all();
        H128 h = fingerprint();
        printf("%016llx%016llx\n", (unsigned long long)h.a, (unsigned long long)h.b);
        return 0;
    }
    if (argc >= 3 && !strcmp(argv[1], "check")) {  /* the first position sets the dead cards */
        if (!read_position()) return 2;
        set_gates(argc, argv, 2);
        do printf("%d\n", check()); while (read_position());
        return 0;
    }
    if (argc >= 4 && !strcmp(argv[1], "search")) {
        char *end;
        double log2_slots = strtod(argv[2], &end);
        if (*end || !(log2_slots >= 10 && log2_slots <= 36)) { fprintf(stderr, "LOG2 is 10..36\n"); return 2; }
        const char *t = getenv("PROVE_GATES_THREADS");
        int threads = t ? atoi(t) : 1;
        if (threads < 1 || threads > MAX_THREADS) { fprintf(stderr, "PROVE_GATES_THREADS is 1..%d\n", MAX_THREADS); return 2; }
        if (!read_position()) return 2;
        set_gates(argc, argv, 3);
        return search(log2_slots, threads);
    }
    fprintf(stderr, "usage: prove_gates moves | key GATE... | check GATE... | search LOG2 GATE...\n");
    return 2;
}
