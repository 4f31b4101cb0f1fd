package arcade.games.capuzzle.generator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * A small conflict-driven clause-learning SAT solver (the MiniSat design): two watched literals
 * per clause, first-UIP learning with local minimisation, variable activities (VSIDS) with saved
 * phases, Luby restarts, and learnt clauses thinned by their glue (the number of decision levels
 * they span). Variables are 1..n, literals are DIMACS style (v or −v).
 */
final class SatSolver implements ClauseSink {
    enum Result { SAT, UNSAT, UNKNOWN }

    private static final class Clause {
        final int[] lits;
        final boolean learnt;
        int glue;
        double activity;
        boolean deleted;

        Clause(int[] lits, boolean learnt) { this.lits = lits; this.learnt = learnt; }
    }

    /**
     * A growable list of the clauses watching one literal, each with another of its literals (the
     * blocker): while the blocker is true the clause is satisfied and need not be looked at.
     */
    private static final class Watches {
        Clause[] items = new Clause[4];
        int[] blockers = new int[4];
        int size;

        void add(Clause c, int blocker) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
                blockers = Arrays.copyOf(blockers, size * 2);
            }
            blockers[size] = blocker;
            items[size++] = c;
        }
    }

    /** Conflicts per unit of the Luby restart sequence. */
    private static final int UNIT = 100;
    private final int n;
    /** Per variable: 0 unassigned, 1 true, −1 false. */
    private final byte[] value;
    private final int[] level;
    private final Clause[] reason;
    private final boolean[] phase, seen;
    private final double[] activity;
    private final Watches[] watches;
    private final int[] trail;
    private int trailSize, qhead;
    private int[] trailLim = new int[64];
    private int levels;
    private final List<Clause> learnts = new ArrayList<>();
    private final VarHeap heap;
    private double varInc = 1, clauseInc = 1;
    private boolean unsat;
    private long conflicts;
    private int maxLearnts = 20_000;

    SatSolver(int variables) {
        n = variables;
        value = new byte[n + 1];
        level = new int[n + 1];
        reason = new Clause[n + 1];
        phase = new boolean[n + 1];
        seen = new boolean[n + 1];
        activity = new double[n + 1];
        watches = new Watches[2 * n + 2];
        for (int i = 0; i < watches.length; i++) watches[i] = new Watches();
        trail = new int[n + 1];
        heap = new VarHeap(n, activity);
    }

    // internal literal: 2·v for v, 2·v+1 for −v
    private static int lit(int dimacs) { return dimacs > 0 ? 2 * dimacs : -2 * dimacs + 1; }
    private int val(int lit) { int v = value[lit >> 1]; return (lit & 1) == 0 ? v : -v; }

    /** A tiny head start in activity, so that a seed varies which variables are tried first. */
    void nudge(int var, double amount) { activity[var] += amount; heap.update(var); }

    long conflicts() { return conflicts; }

    /** Adds a clause before solving; returns false once the clauses are known to be unsatisfiable. */
    @Override public boolean addClause(int... dimacs) {
        if (unsat) return false;
        int[] ls = new int[dimacs.length];
        int j = 0;
        outer:
        for (int d : dimacs) {
            int l = lit(d);
            if (val(l) > 0) return true;
            if (val(l) < 0) continue;
            for (int i = 0; i < j; i++) {
                if (ls[i] == l) continue outer;
                if (ls[i] == (l ^ 1)) return true;
            }
            ls[j++] = l;
        }
        if (j == 0) return !(unsat = true);
        if (j == 1) {
            enqueue(ls[0], null);
            if (propagate() != null) unsat = true;
            return !unsat;
        }
        attach(new Clause(Arrays.copyOf(ls, j), false));
        return true;
    }

    /** The value of a variable in the model after {@link Result#SAT}. */
    boolean model(int var) { return value[var] > 0; }

    /** Solves; {@code stop} is polled now and then and ends the search with UNKNOWN. */
    Result solve(BooleanSupplier stop) {
        if (unsat || propagate() != null) return Result.UNSAT;
        int restart = 0;
        long budget = luby(restart) * UNIT, decisions = 0;
        IntList learnt = new IntList();
        while (true) {
            Clause conflict = propagate();
            if (conflict != null) {
                conflicts++;
                budget--;
                if (levels == 0) return Result.UNSAT;
                int back = analyze(conflict, learnt);
                cancelUntil(back);
                int[] ls = learnt.toArray();
                if (ls.length == 1) enqueue(ls[0], null);
                else {
                    Clause c = new Clause(ls, true);
                    c.glue = glue(ls);
                    attach(c);
                    learnts.add(c);
                    bumpClause(c);
                    enqueue(ls[0], c);
                }
                varInc /= 0.95;
                clauseInc /= 0.999;
                if ((conflicts & 255) == 0 && stop.getAsBoolean()) return Result.UNKNOWN;
            } else {
                if (budget <= 0) {
                    cancelUntil(0);
                    budget = luby(++restart) * UNIT;
                    continue;
                }
                if (learnts.size() >= maxLearnts) reduceLearnts();
                int next = pickBranch();
                if (next == 0) return Result.SAT;
                if ((++decisions & 4095) == 0 && stop.getAsBoolean()) return Result.UNKNOWN;
                if (levels == trailLim.length) trailLim = Arrays.copyOf(trailLim, levels * 2);
                trailLim[levels++] = trailSize;
                enqueue(phase[next] ? 2 * next : 2 * next + 1, null);
            }
        }
    }

    private void attach(Clause c) {
        watches[c.lits[0]].add(c, c.lits[1]);
        watches[c.lits[1]].add(c, c.lits[0]);
    }

    private void enqueue(int lit, Clause from) {
        int v = lit >> 1;
        value[v] = (byte) ((lit & 1) == 0 ? 1 : -1);
        level[v] = levels;
        reason[v] = from;
        trail[trailSize++] = lit;
    }

    /** Unit propagation over the watched literals; returns a clause with every literal false, or null. */
    private Clause propagate() {
        while (qhead < trailSize) {
            int falseLit = trail[qhead++] ^ 1;
            Watches ws = watches[falseLit];
            Clause[] items = ws.items;
            int[] blockers = ws.blockers;
            int i = 0, j = 0, size = ws.size;
            while (i < size) {
                Clause c = items[i];
                int blocker = blockers[i++];
                if (val(blocker) > 0) {
                    items[j] = c;
                    blockers[j++] = blocker;
                    continue;
                }
                if (c.deleted) continue;
                int[] ls = c.lits;
                if (ls[0] == falseLit) { ls[0] = ls[1]; ls[1] = falseLit; }
                int first = ls[0];
                if (first != blocker && val(first) > 0) {
                    items[j] = c;
                    blockers[j++] = first;
                    continue;
                }
                boolean moved = false;
                for (int k = 2; k < ls.length; k++) {
                    if (val(ls[k]) >= 0) {
                        ls[1] = ls[k];
                        ls[k] = falseLit;
                        watches[ls[1]].add(c, first);
                        moved = true;
                        break;
                    }
                }
                if (moved) continue;
                items[j] = c;
                blockers[j++] = first;
                if (val(first) < 0) {
                    while (i < size) {
                        items[j] = items[i];
                        blockers[j++] = blockers[i++];
                    }
                    ws.size = j;
                    qhead = trailSize;
                    return c;
                }
                enqueue(first, c);
            }
            ws.size = j;
        }
        return null;
    }

    /** First-UIP learning: fills {@code out} (the asserting literal first) and returns the level to go back to. */
    private int analyze(Clause conflict, IntList out) {
        out.size = 0;
        out.add(0);
        int pending = 0, p = -1, index = trailSize - 1;
        Clause c = conflict;
        do {
            if (c.learnt) bumpClause(c);
            for (int k = p < 0 ? 0 : 1; k < c.lits.length; k++) {
                int q = c.lits[k], v = q >> 1;
                if (seen[v] || level[v] == 0) continue;
                seen[v] = true;
                bumpVar(v);
                if (level[v] >= levels) pending++;
                else out.add(q);
            }
            while (!seen[trail[index] >> 1]) index--;
            p = trail[index--];
            c = reason[p >> 1];
            seen[p >> 1] = false;
            pending--;
        } while (pending > 0);
        int[] ls = out.items;
        ls[0] = p ^ 1;
        // drop literals implied by the others (their reason's literals are all in the clause already)
        int kept = 1;
        for (int k = 1; k < out.size; k++) {
            int q = ls[k];
            Clause r = reason[q >> 1];
            boolean redundant = r != null;
            if (r != null) for (int x = 1; x < r.lits.length && redundant; x++) {
                int v = r.lits[x] >> 1;
                redundant = seen[v] || level[v] == 0;
            }
            if (!redundant) ls[kept++] = q;
            else seen[q >> 1] = false;
        }
        for (int k = 1; k < kept; k++) seen[ls[k] >> 1] = false;
        out.size = kept;
        if (kept == 1) return 0;
        int best = 1;
        for (int k = 2; k < kept; k++) if (level[ls[k] >> 1] > level[ls[best] >> 1]) best = k;
        int swap = ls[1];
        ls[1] = ls[best];
        ls[best] = swap;
        return level[ls[1] >> 1];
    }

    /** A growable list of literals. */
    private static final class IntList {
        int[] items = new int[16];
        int size;

        void add(int x) {
            if (size == items.length) items = Arrays.copyOf(items, size * 2);
            items[size++] = x;
        }

        int[] toArray() { return Arrays.copyOf(items, size); }
    }

    private int glue(int[] ls) {
        int[] levelsSeen = new int[ls.length];
        int count = 0;
        outer:
        for (int l : ls) {
            int lv = level[l >> 1];
            for (int i = 0; i < count; i++) if (levelsSeen[i] == lv) continue outer;
            levelsSeen[count++] = lv;
        }
        return count;
    }

    private void cancelUntil(int target) {
        if (levels <= target) return;
        for (int i = trailSize - 1; i >= trailLim[target]; i--) {
            int v = trail[i] >> 1;
            phase[v] = value[v] > 0;
            value[v] = 0;
            reason[v] = null;
            heap.insert(v);
        }
        trailSize = trailLim[target];
        qhead = trailSize;
        levels = target;
    }

    private int pickBranch() {
        while (!heap.isEmpty()) {
            int v = heap.removeMax();
            if (value[v] == 0) return v;
        }
        return 0;
    }

    private void bumpVar(int v) {
        if ((activity[v] += varInc) > 1e100) {
            for (int i = 1; i <= n; i++) activity[i] *= 1e-100;
            varInc *= 1e-100;
        }
        heap.update(v);
    }

    private void bumpClause(Clause c) {
        if ((c.activity += clauseInc) > 1e20) {
            for (Clause l : learnts) l.activity *= 1e-20;
            clauseInc *= 1e-20;
        }
    }

    /** Forgets the less useful half of the learnt clauses (high glue, low activity), keeping those that are reasons now. */
    private void reduceLearnts() {
        learnts.sort(Comparator.<Clause>comparingInt(c -> c.glue).thenComparing(c -> -c.activity));
        List<Clause> keep = new ArrayList<>(learnts.size() / 2 + 16);
        for (int i = 0; i < learnts.size(); i++) {
            Clause c = learnts.get(i);
            boolean locked = reason[c.lits[0] >> 1] == c && val(c.lits[0]) > 0;
            if (i < learnts.size() / 2 || c.glue <= 2 || locked) keep.add(c);
            else c.deleted = true;
        }
        learnts.clear();
        learnts.addAll(keep);
        maxLearnts += maxLearnts / 10;
    }

    /** The Luby sequence 1, 1, 2, 1, 1, 2, 4, … (restart lengths that waste little on any problem). */
    static long luby(int i) {
        int size = 1, seq = 0;
        while (size < i + 1) { seq++; size = 2 * size + 1; }
        int x = i;
        while (size - 1 != x) {
            size = (size - 1) >> 1;
            seq--;
            x = x % size;
        }
        return 1L << seq;
    }

    /** A max-heap of variables by activity. */
    private static final class VarHeap {
        private final int[] heap, pos;
        private final double[] act;
        private int size;

        VarHeap(int n, double[] act) {
            this.act = act;
            heap = new int[n];
            pos = new int[n + 1];
            Arrays.fill(pos, -1);
            for (int v = 1; v <= n; v++) insert(v);
        }

        boolean isEmpty() { return size == 0; }

        void insert(int v) {
            if (pos[v] >= 0) return;
            heap[size] = v;
            pos[v] = size;
            up(size++);
        }

        void update(int v) { if (pos[v] >= 0) up(pos[v]); }

        int removeMax() {
            int top = heap[0];
            pos[top] = -1;
            if (--size > 0) {
                heap[0] = heap[size];
                pos[heap[0]] = 0;
                down(0);
            }
            return top;
        }

        private void up(int i) {
            int v = heap[i];
            while (i > 0) {
                int parent = (i - 1) >> 1;
                if (act[heap[parent]] >= act[v]) break;
                heap[i] = heap[parent];
                pos[heap[i]] = i;
                i = parent;
            }
            heap[i] = v;
            pos[v] = i;
        }

        private void down(int i) {
            int v = heap[i];
            while (true) {
                int child = 2 * i + 1;
                if (child >= size) break;
                if (child + 1 < size && act[heap[child + 1]] > act[heap[child]]) child++;
                if (act[heap[child]] <= act[v]) break;
                heap[i] = heap[child];
                pos[heap[i]] = i;
                i = child;
            }
            heap[i] = v;
            pos[v] = i;
        }
    }
}
