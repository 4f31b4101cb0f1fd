package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;

import java.util.Arrays;

/**
 * Candidate sets of every cell (a bit per state) kept generalised-arc-consistent with the
 * constraints (X[t][i−1], X[t][i], X[t][i+1], X[t+1][i]) ∈ φ (THESIS.md 8). A reduction is always
 * justified by one rule pattern, which is what a player can check with the help tool; so a cell
 * whose set shrinks to one state is deducible. Coordinates here are display columns.
 */
public final class Propagator {
    private final Board board;
    private final int n, w, m, wd;
    private final int[] phi;
    private int[] dom;
    private int sweeps;
    // work queue of constraint indices t·W + i, processed sweep by sweep
    private final int[] queue;
    private final boolean[] queued;

    /** Every real cell may hold any state; flat borders hold the border state. */
    public Propagator(Automaton a, Board board) {
        this.board = board;
        this.n = a.states();
        this.w = board.width();
        this.m = board.generations();
        this.wd = board.displayWidth();
        this.phi = new int[n * n * n];
        for (int l = 0; l < n; l++) for (int c = 0; c < n; c++) for (int r = 0; r < n; r++) phi[(l * n + c) * n + r] = a.apply(l, c, r);
        this.dom = new int[m * wd];
        Arrays.fill(dom, (1 << n) - 1);
        if (!board.cyclic()) for (int t = 0; t < m; t++) {
            dom[t * wd] = 1 << board.border();
            dom[t * wd + wd - 1] = 1 << board.border();
        }
        this.queue = new int[Math.max(1, (m - 1) * w)];
        this.queued = new boolean[queue.length];
    }

    private Propagator(Propagator p) {
        board = p.board; n = p.n; w = p.w; m = p.m; wd = p.wd; phi = p.phi;
        dom = p.dom.clone();
        queue = new int[p.queue.length];
        queued = new boolean[p.queued.length];
    }

    /** An independent copy of the candidate sets (for search). */
    public Propagator copy() { return new Propagator(this); }

    public Board board() { return board; }
    public int states() { return n; }

    /** φ as a table indexed (l·n + c)·n + r (shared, not to be changed). */
    int[] table() { return phi; }

    /** Every display cell's candidate bits, index row · displayWidth + display column. */
    int[] displayDomains() { return dom.clone(); }

    /** Candidate bits of a real cell. */
    public int domain(int row, int realCol) { return dom[row * wd + board.displayColumn(realCol)]; }

    public boolean isFixed(int row, int realCol) { return Integer.bitCount(domain(row, realCol)) == 1; }

    /** The single candidate of a fixed cell. */
    public int value(int row, int realCol) { return Integer.numberOfTrailingZeros(domain(row, realCol)); }

    public boolean allFixed() {
        for (int t = 0; t < m; t++) for (int i = 0; i < w; i++) if (!isFixed(t, i)) return false;
        return true;
    }

    /** Sweeps the last {@link #propagate()} needed: how deep the deduction went. */
    public int sweeps() { return sweeps; }

    /** Restricts a cell to the given candidate bits and queues its constraints; false if nothing is left. */
    public boolean restrict(int row, int realCol, int mask) {
        int v = row * wd + board.displayColumn(realCol);
        int nd = dom[v] & mask;
        if (nd == 0) return false;
        if (nd != dom[v]) {
            dom[v] = nd;
            enqueueAround(row, board.displayColumn(realCol));
        }
        return true;
    }

    public boolean fix(int row, int realCol, int state) { return restrict(row, realCol, 1 << state); }

    /** Queues every constraint (to be checked by the next {@link #propagate()}). */
    public void enqueueAll() {
        for (int t = 0; t + 1 < m; t++) for (int i = 0; i < w; i++) enqueue(t, i);
    }

    private int head, tail, size;
    private int conflict = -1;

    /** The view where the last {@link #propagate()} found no rule left, as {row, real column of its centre}, or null. */
    public int[] conflict() { return conflict < 0 ? null : new int[]{conflict / w, conflict % w}; }

    private void enqueue(int t, int realCol) {
        if (t < 0 || t >= m - 1 || realCol < 0) return;
        int c = t * w + realCol;
        if (queued[c]) return;
        queued[c] = true;
        queue[tail] = c;
        tail = (tail + 1) % queue.length;
        size++;
    }

    private int centre(int displayCol) {
        if (board.cyclic()) return Math.floorMod(displayCol, w);
        return board.realColumn(displayCol);
    }

    /** The constraints a cell takes part in: as result (row above) and as left, centre or right member. */
    private void enqueueAround(int t, int d) {
        enqueue(t - 1, centre(d));
        enqueue(t, centre(d));
        enqueue(t, centre(d + 1));
        enqueue(t, centre(d - 1));
    }

    /** Runs to the fixpoint; false when some cell has no candidate left (the reveals contradict). */
    public boolean propagate() {
        sweeps = 0;
        while (size > 0) {
            sweeps++;
            int batch = size;
            for (int k = 0; k < batch; k++) {
                int c = queue[head];
                head = (head + 1) % queue.length;
                size--;
                queued[c] = false;
                if (!revise(c / w, c % w)) { conflict = c; clearQueue(); return false; }
            }
        }
        return true;
    }

    private void clearQueue() {
        while (size > 0) { queued[queue[head]] = false; head = (head + 1) % queue.length; size--; }
    }

    private boolean revise(int t, int i) {
        int dc = board.displayColumn(i);
        int vl = t * wd + (board.cyclic() ? Math.floorMod(dc - 1, w) : dc - 1);
        int vc = t * wd + dc;
        int vr = t * wd + (board.cyclic() ? Math.floorMod(dc + 1, w) : dc + 1);
        int vres = (t + 1) * wd + dc;
        int dl = dom[vl], dcm = dom[vc], dr = dom[vr], dres = dom[vres];
        int nl = 0, nc = 0, nr = 0, nres = 0;
        for (int l = 0; l < n; l++) {
            if ((dl >> l & 1) == 0) continue;
            for (int c = 0; c < n; c++) {
                if ((dcm >> c & 1) == 0) continue;
                int base = (l * n + c) * n;
                for (int r = 0; r < n; r++) {
                    if ((dr >> r & 1) == 0) continue;
                    int v = phi[base + r];
                    if ((dres >> v & 1) != 0) { nl |= 1 << l; nc |= 1 << c; nr |= 1 << r; nres |= 1 << v; }
                }
            }
        }
        if (nres == 0) return false;
        update(vl, nl, t);
        update(vc, nc, t);
        update(vr, nr, t);
        update(vres, nres, t + 1);
        return true;
    }

    private void update(int v, int nd, int t) {
        if (nd == dom[v]) return;
        dom[v] = nd;
        enqueueAround(t, v % wd);
    }
}
