package arcade.games.capuzzle.solver;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Puzzle;

/**
 * The views of a board, built once per puzzle: every view's four display cells (left, centre,
 * right and the result under the centre), the views each cell belongs to, and the rule table.
 * Display cells include a flat board's border columns; index row · displayWidth + column.
 */
final class Views {
    final Board board;
    final int n, wd, m;
    private final int[] phi;
    private final int[] cells;
    private final int[][] viewsOf;

    Views(Puzzle p) {
        Automaton a = p.automaton();
        board = p.board();
        n = a.states();
        wd = board.displayWidth();
        m = board.generations();
        phi = new int[n * n * n];
        for (int l = 0; l < n; l++) for (int c = 0; c < n; c++) for (int r = 0; r < n; r++) phi[(l * n + c) * n + r] = a.apply(l, c, r);
        int w = board.width(), count = (m - 1) * w;
        cells = new int[4 * count];
        int[] perCell = new int[m * wd];
        for (int t = 0; t + 1 < m; t++) for (int i = 0; i < w; i++) {
            int k4 = 4 * (t * w + i), d = board.displayColumn(i);
            cells[k4] = t * wd + wrap(d - 1);
            cells[k4 + 1] = t * wd + d;
            cells[k4 + 2] = t * wd + wrap(d + 1);
            cells[k4 + 3] = (t + 1) * wd + d;
            for (int j = 0; j < 4; j++) perCell[cells[k4 + j]]++;
        }
        viewsOf = new int[m * wd][];
        for (int v = 0; v < viewsOf.length; v++) viewsOf[v] = new int[perCell[v]];
        int[] fill = new int[m * wd];
        for (int c = 0; c < count; c++) for (int j = 0; j < 4; j++) { int v = cells[4 * c + j]; viewsOf[v][fill[v]++] = c; }
    }

    private int wrap(int d) { return board.cyclic() ? Math.floorMod(d, board.width()) : d; }

    int count() { return cells.length / 4; }
    int cellOf(int view, int member) { return cells[4 * view + member]; }
    int[] viewsOf(int cell) { return viewsOf[cell]; }
    int size() { return m * wd; }
    int result(int l, int c, int r) { return phi[(l * n + c) * n + r]; }

    /** What is known as display-cell candidates: the border state, revealed values, and every state not yet guessed wrongly. */
    int[] known(Known k) {
        Puzzle p = k.puzzle();
        int[] out = new int[m * wd];
        int all = (1 << n) - 1;
        for (int t = 0; t < m; t++) for (int d = 0; d < wd; d++) {
            int real = board.realColumn(d);
            if (board.isBorderColumn(d)) out[t * wd + d] = 1 << board.border();
            else if (k.isRevealed(t, real)) out[t * wd + d] = 1 << p.value(t, real);
            else out[t * wd + d] = all & ~k.wrongMask(t, real);
        }
        return out;
    }

    /**
     * The candidates of view k's four cells that some rule supports, given {@code dom}, into
     * {@code out}; the number of triples looked at (negative when no rule fits).
     */
    int supports(int[] dom, int k, int[] out) {
        int k4 = 4 * k;
        int dl = dom[cells[k4]], dc = dom[cells[k4 + 1]], dr = dom[cells[k4 + 2]], dres = dom[cells[k4 + 3]];
        int nl = 0, nc = 0, nr = 0, nres = 0, looked = 0;
        for (int l = 0; l < n; l++) {
            if ((dl >> l & 1) == 0) continue;
            for (int c = 0; c < n; c++) {
                if ((dc >> c & 1) == 0) continue;
                int base = (l * n + c) * n;
                for (int r = 0; r < n; r++) {
                    if ((dr >> r & 1) == 0) continue;
                    looked++;
                    int v = phi[base + r];
                    if ((dres >> v & 1) != 0) { nl |= 1 << l; nc |= 1 << c; nr |= 1 << r; nres |= 1 << v; }
                }
            }
        }
        out[0] = nl; out[1] = nc; out[2] = nr; out[3] = nres;
        return nres != 0 ? looked + 1 : -looked - 1;
    }
}
