package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.BitSet;

/**
 * The thesis's bot (THESIS.md 5–7), quirks included: first click in the centre; column-major
 * passes that flag obvious mines and open obvious safe cells; when stuck, the probability stage
 * ({@link ThesisProbabilities}); then it flags the first cell per row whose rounded percentage is
 * 100, or else opens the first cell (row by row) with the lowest rounded percentage. Cells it
 * opened from the probability stage are never looked at again by the passes (quirk Q10).
 */
public final class ThesisSolver {
    private final Table table;
    private final BitSet guessed = new BitSet();
    private byte[] cells;
    private int width, height;
    private Grid grid;

    private ThesisSolver(Table table) { this.table = table; }

    /** Plays a whole game the thesis's way; true when it was won. */
    public static boolean play(Table t) { return new ThesisSolver(t).run(); }

    private boolean run() {
        PlayerBoard v = table.look();
        width = v.width();
        height = v.height();
        grid = v.grid();
        int total = v.mines();
        reveal(width / 2, height / 2);
        while (table.playing()) {
            passFlagObvious();
            if (flags() == total) { revealAllHidden(); break; }
            boolean revealed = passRevealObvious();
            if (!table.playing()) break;
            if (flags() == total) { revealAllHidden(); break; }
            if (!revealed) probabilityStage(total);
        }
        PlayerBoard end = table.look();
        return end.revealed() == end.cells() - end.mines();
    }

    private void reveal(int x, int y) {
        table.reveal(x, y);
        cells = table.look().codes();
    }

    private void flag(int c) {
        table.flag(grid.x(c), grid.y(c));
        cells[c] = PlayerBoard.FLAG;
    }

    private int flags() {
        int f = 0;
        for (byte c : cells) if (c == PlayerBoard.FLAG) f++;
        return f;
    }

    /** How many neighbours of cell {@code c} are {@code kind} (hidden or flagged). */
    private int around(int c, byte kind) {
        int k = 0;
        for (int n : grid.neighbours(c)) if (cells[n] == kind) k++;
        return k;
    }

    /** Pass A: a number whose hidden and flagged neighbours add up to it has mines in all hidden ones. */
    private void passFlagObvious() {
        for (int x = 0; x < width; x++) for (int y = 0; y < height; y++) {
            int c = grid.index(x, y);
            if (cells[c] <= 0 || guessed.get(c)) continue;
            int hidden = around(c, PlayerBoard.HIDDEN), flagged = around(c, PlayerBoard.FLAG);
            if (hidden > 0 && hidden + flagged == cells[c])
                for (int n : grid.neighbours(c)) if (cells[n] == PlayerBoard.HIDDEN) flag(n);
        }
    }

    /** Pass B: a number with all its flags placed has its other hidden neighbours safe; each is opened at once. */
    private boolean passRevealObvious() {
        boolean any = false;
        for (int x = 0; x < width && table.playing(); x++) for (int y = 0; y < height && table.playing(); y++) {
            int c = grid.index(x, y);
            if (cells[c] <= 0 || guessed.get(c)) continue;
            int hidden = around(c, PlayerBoard.HIDDEN), flagged = around(c, PlayerBoard.FLAG);
            if (hidden == 0 || flagged != cells[c]) continue;
            for (int n : grid.neighbours(c)) {
                if (cells[n] != PlayerBoard.HIDDEN || !table.playing()) continue;
                reveal(grid.x(n), grid.y(n));
                any = true;
            }
        }
        return any;
    }

    /** Column-major, every cell still hidden (the flags already account for every mine). */
    private void revealAllHidden() {
        for (int x = 0; x < width; x++) for (int y = 0; y < height; y++)
            if (table.playing() && cells[grid.index(x, y)] == PlayerBoard.HIDDEN) reveal(x, y);
    }

    private void probabilityStage(int total) {
        PlayerBoard v = new PlayerBoard(width, height, total, cells);
        double[] p = ThesisProbabilities.compute(v);
        boolean flagged = false;
        for (int y = 0; y < height; y++) for (int x = 0; x < width; x++) {
            int c = grid.index(x, y);
            if (cells[c] == PlayerBoard.HIDDEN && !Double.isNaN(p[c]) && Math.rint(100 * p[c]) == 100) {
                flag(c);
                flagged = true;
                break; // the thesis leaves only the inner loop: one flag per row
            }
        }
        if (flagged) {
            if (flags() == total) revealAllHidden();
            return;
        }
        int best = -1;
        double bestPercent = Double.POSITIVE_INFINITY;
        for (int c = 0; c < cells.length; c++) {
            if (cells[c] != PlayerBoard.HIDDEN || Double.isNaN(p[c])) continue;
            double percent = Math.rint(100 * p[c]);
            if (percent < bestPercent) { bestPercent = percent; best = c; }
        }
        // the thesis stops with an error when nothing has a probability; we open the first hidden cell
        if (best < 0) for (int c = 0; c < cells.length && best < 0; c++) if (cells[c] == PlayerBoard.HIDDEN) best = c;
        if (best < 0) return;
        reveal(grid.x(best), grid.y(best));
        guessed.set(best);
    }
}
