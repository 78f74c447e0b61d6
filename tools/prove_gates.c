/* prove_gates: prove a Relaxed Russian Solitaire position lost by showing that some face-down
 * cards (the "gates") can never be turned face up. A card that stays face down never reaches its
 * foundation, so then no line wins. Written for the deals rsol_widget's solver leaves undecided;
 * tools/prove_gates.py drives it and README.md beside this file gives the argument in full.
 *
 * The search: every position reachable before the first gate turns (the set S), depth first,
 * with the moves of rsol_widget.solver's Relaxed search (its rules 2, 3 and 4), and
 *  - dead cards: the cards that can never go home before a gate turns, by rule 9's fixed point
 *    with the gates never a last card. In S their suit plays no part (Relaxed builds by rank
 *    alone), so positions that differ only by swapping dead cards of one rank are one position:
 *    the fingerprint sees a dead card as its rank (gates keep their identity);
 *  - a position is dropped when that fixed point, from it and with the dead cards never home,
 *    lets no gate's covering card leave: no gate turns from there;
 *  - a transposition table of 128-bit fingerprints, of which it keeps LOG2 + 63 bits (column
 *    order ignored).
 * If the search ends without a gate turning, the position is lost. A line that turns a gate is
 * printed (the claim failed: choose other gates).
 *
 * Cards are 0..51 = suit * 13 + rank (suits ♠ ♥ ♦ ♣, rank 0 = ace); column 7 = foundation.
 * Input on stdin: 7 lines "face_down_count card card ..." (bottom to top), then "f0 f1 f2 f3".
 *   prove_gates moves                 for each position read: rule 9's verdict, then the
 *                                     search's moves (card * 8 + dest), sorted (tests)
 *   prove_gates key GATE...           the position's fingerprint with these gates (tests)
 *   prove_gates search LOG2 GATE...   the search, with a table of 2^LOG2 entries of 8 bytes
 * PROVE_GATES_EXACT=1 in the environment: dead cards keep their suit in the fingerprint (tests);
 * PROVE_GATES_SEED=N: other fingerprints (a run repeated with them must count the same positions).
 * Output of search: "LOST ..." | "GATE <card> ..." + the line as "card dest" rows + "END" |
 * "UNKNOWN table full"; progress on stderr.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#define F 7
#define NCOL 7
#define GROUP_LIMIT 20
#define RANK(c) ((c) % 13)
#define SUIT(c) ((c) / 13)

static int cols[NCOL][64], len[NCOL], down[NCOL], found[4], loc[52], pos[52];
static uint8_t gate[52], dead[52];  /* gates never become a last card; dead cards never go home */
static int gated;                     /* the search's mode: the check asks about the gates */

/* ------------------------------------------------------------------ fingerprints */
typedef struct { uint64_t a, b; } H128;
static H128 TAB[64][65], DOWN[64];
static int token[52];                        /* a card's identity for the fingerprint: 52 + rank when dead */
static H128 raw[NCOL], mixed[NCOL], total;   /* each column's tabulation hash, mixed; their sum */

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
static int above_[52], below_[52];
static uint8_t face_up[52], bottom_[52], top_[52], heads[52], home[52];
static int wait_t[4096], wait_g[4096], nwait;

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
                if (heads[a] || home[a]) return 0;
            }
        return 1;
    }
    for (int c = 0; c < 52; c++) if (!home[c]) return 1;
    return 0;
}

/* ------------------------------------------------------------------ the table */
/* 2^LOG2 slots of 8 bytes, linear probing. A position's slot comes from the first 64 bits of
 * its fingerprint (the top LOG2 bits), the slot holds the other 64 (never 0: empty is 0). Two
 * positions are taken for one only when the 63 stored bits agree and one lies on the other's
 * probe path (about 50 slots at most at the 90% fill where the search stops): 10^10 look-ups
 * make a false match less likely than one in 10^7. */
static uint64_t *table, used, slots;
static int shift;

static uint64_t lookup(H128 h, int *found_it) {
    uint64_t i = h.a >> shift, b = h.b | 1;
    for (;;) {
        uint64_t e = table[i];
        if (!e) { *found_it = 0; return i; }
        if (e == b) { *found_it = 1; return i; }
        i = (i + 1) & (slots - 1);
    }
}
static void fill(uint64_t i, H128 h) {
    if (used * 10 >= slots * 9) { printf("UNKNOWN table full\n"); exit(1); }
    table[i] = h.b | 1; used++;
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

/* ------------------------------------------------------------------ the search */
typedef struct { int64_t mv_start, mv_next, rec_start; } Frame;

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }

static int gate_turned(const Rec *rec, int64_t from, int64_t to) {
    for (int64_t i = from; i < to; i++)
        if (rec[i].flipped && gate[cols[rec[i].src][rec[i].index - 1]]) return cols[rec[i].src][rec[i].index - 1];
    return -1;
}

static int search(int log2_table) {
    slots = 1ULL << log2_table; shift = 64 - log2_table;
    table = mmap(NULL, slots * sizeof(uint64_t), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (table == MAP_FAILED) { fprintf(stderr, "no memory for the table\n"); return 2; }
    madvise(table, slots * sizeof(uint64_t), MADV_HUGEPAGE);
    size_t mv_cap = 1 << 20, rec_cap = 1 << 20, fr_cap = 1 << 16;
    int *mv = malloc(mv_cap * sizeof(int));
    Rec *rec = malloc(rec_cap * sizeof(Rec));
    Frame *fr = malloc(fr_cap * sizeof(Frame));
    int64_t nmv = 0, nrec = 0, nfr = 0, nodes = 1, dropped = 0, maxdepth = 1, again = 0;
    double t0 = now();
    rehash_all();
    nrec += safe_foundations(rec);
    for (int c = 0; c < 52; c++)
        if (gate[c] && pos[c] >= down[loc[c]]) { printf("GATE %d turned at the start\nEND\n", c); return 1; }
    if (check()) {
        printf("LOST nodes 1 table 0 dropped 1 depth 1 seconds %.1f\n", now() - t0);
        return 0;
    }
    int seen;
    fill(lookup(fingerprint(), &seen), fingerprint());
    fr[0] = (Frame){0, 0, 0};
    nmv = gen_moves(mv);
    fr[0].mv_next = nmv;
    nfr = 1;
    while (nfr) {
        Frame *f = &fr[nfr - 1];
        if (f->mv_next == f->mv_start) {  /* every move tried: take back the moves that led here */
            for (int64_t i = nrec - 1; i >= f->rec_start; i--) unplay(rec[i]);
            nrec = f->rec_start; nmv = f->mv_start; nfr--;
            continue;
        }
        int move = mv[--f->mv_next];
        if (rec_cap - nrec < 64) { rec_cap *= 2; rec = realloc(rec, rec_cap * sizeof(Rec)); }
        int64_t rs = nrec;
        rec[nrec++] = play(move >> 3, move & 7);
        nrec += safe_foundations(rec + nrec);
        H128 h = fingerprint();
        uint64_t slot = lookup(h, &seen);
        if (seen) {
            again++;
            for (int64_t i = nrec - 1; i >= rs; i--) unplay(rec[i]);
            nrec = rs;
            continue;
        }
        nodes++;
        int turned = gate_turned(rec, rs, nrec);
        if (turned >= 0) {
            printf("GATE %d nodes %lld\n", turned, (long long)nodes);
            for (int64_t j = 0; j < nrec; j++) printf("%d %d\n", rec[j].card, rec[j].dest);
            printf("END\n");
            return 1;
        }
        if ((nodes & ((1 << 24) - 1)) == 0)
            fprintf(stderr, "%8.0f s: %lld positions, %llu in the table (%.1f%%), %lld dropped, %lld found again, depth %lld (max %lld)\n",
                    now() - t0, (long long)nodes, (unsigned long long)used, 100.0 * used / slots,
                    (long long)dropped, (long long)again, (long long)nfr, (long long)maxdepth);
        if (check()) {  /* not stored: the check drops it again if it comes back */
            dropped++;
            for (int64_t i = nrec - 1; i >= rs; i--) unplay(rec[i]);
            nrec = rs;
            continue;
        }
        fill(slot, h);
        if (mv_cap - nmv < 600) { mv_cap *= 2; mv = realloc(mv, mv_cap * sizeof(int)); }
        if (nfr == (int64_t)fr_cap) { fr_cap *= 2; fr = realloc(fr, fr_cap * sizeof(Frame)); }
        Frame *g = &fr[nfr++];
        if (nfr > maxdepth) maxdepth = nfr;
        g->rec_start = rs; g->mv_start = nmv;
        nmv += gen_moves(mv + nmv);
        g->mv_next = nmv;
    }
    printf("LOST nodes %lld table %llu dropped %lld again %lld depth %lld seconds %.1f\n", (long long)nodes,
           (unsigned long long)used, (long long)dropped, (long long)again, (long long)maxdepth, now() - t0);
    return 0;
}

int main(int argc, char **argv) {
    init_tables();
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
    if (argc >= 4 && !strcmp(argv[1], "search")) {
        int log2_table = atoi(argv[2]);
        if (log2_table < 10 || log2_table > 34) { fprintf(stderr, "LOG2 is 10..34\n"); return 2; }
        if (!read_position()) return 2;
        set_gates(argc, argv, 3);
        return search(log2_table);
    }
    fprintf(stderr, "usage: prove_gates moves | key GATE... | search LOG2 GATE...\n");
    return 2;
}
