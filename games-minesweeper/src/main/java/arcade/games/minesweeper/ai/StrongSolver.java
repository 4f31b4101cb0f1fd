package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.List;

/**
 * The strong player: exact probabilities; opens every certain-safe cell and flags every certain
 * mine; when it must guess, it takes the safest cell and, among nearly as safe ones, the one most
 * likely to open a region (a cell whose unknown neighbours are likely empty).
 */
public final class StrongSolver {
    /** Cells this close to the safest are weighed by their chance of opening a region too. */
    static final double NEAR_SAFEST = 0.01;

    private StrongSolver() {}

    /** The certain moves of a view, or if there are none the best guess; empty when nothing is unknown. */
    public static List<Action> decide(PlayerBoard v) {
        Grid g = v.grid();
        List<Action> out = new ArrayList<>();
        if (v.revealed() == 0) {
            int x = v.width() / 2, y = v.height() / 2;
            out.add(Action.reveal(x, y, (double) v.mines() / v.cells(), "the first click opens the game"));
            return out;
        }
        List<Action> simple = SimpleDeductions.find(v);
        if (!simple.isEmpty()) return simple;
        Probabilities p = ProbabilityEngine.compute(v);
        for (int c = 0; c < v.cells(); c++) {
            if (p.isSafe(c)) out.add(Action.reveal(g.x(c), g.y(c), 0, "no arrangement of the mines that fits the numbers puts a mine here"));
        }
        for (int c = 0; c < v.cells(); c++) {
            if (p.isMine(c)) out.add(Action.flag(g.x(c), g.y(c), "every arrangement of the mines that fits the numbers puts a mine here"));
        }
        if (!out.isEmpty()) return out;
        int best = bestGuess(v, p);
        if (best >= 0) out.add(Action.reveal(g.x(best), g.y(best), p.at(best), String.format(java.util.Locale.ROOT,
                "no cell is certainly safe; this one is a mine with probability %.1f %%, the lowest", 100 * p.at(best))));
        return out;
    }

    /** The safest unknown cell; near-ties go to the cell most likely to be a zero. */
    static int bestGuess(PlayerBoard v, Probabilities p) {
        double min = Double.POSITIVE_INFINITY;
        for (int c = 0; c < v.cells(); c++) if (v.isUnknown(c) && p.at(c) < min) min = p.at(c);
        if (min == Double.POSITIVE_INFINITY) return -1;
        Grid g = v.grid();
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < v.cells(); c++) {
            if (!v.isUnknown(c) || p.at(c) > min + NEAR_SAFEST) continue;
            double zero = 1 - p.at(c);
            for (int n : g.neighbours(c)) if (v.isUnknown(n)) zero *= 1 - p.at(n); else if (v.isFlag(n)) zero = 0;
            double score = (1 - p.at(c)) + 0.1 * zero;  // safety first, the chance of an opening second
            if (score > bestScore) { bestScore = score; best = c; }
        }
        return best;
    }

    /** Plays a whole game; true when it was won. */
    public static boolean play(Table t) {
        while (t.playing()) {
            List<Action> actions = decide(t.look());
            if (actions.isEmpty()) break;
            for (Action a : actions) {
                if (!t.playing()) break;
                PlayerBoard now = t.look();
                if (!now.isUnknown(now.grid().index(a.x(), a.y()))) continue; // opened by a cascade meanwhile
                if (a.kind() == Action.Kind.FLAG) t.flag(a.x(), a.y());
                else t.reveal(a.x(), a.y());
            }
        }
        return won(t.look());
    }

    static boolean won(PlayerBoard v) { return v.revealed() == v.cells() - v.mines(); }
}
