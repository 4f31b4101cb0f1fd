package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.FirstClick;
import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.List;

/**
 * The strong player: exact probabilities; opens every certain-safe cell and flags every certain
 * mine; when it must guess, {@link GuessChooser} weighs the nearly safest cells one number ahead.
 */
public final class StrongSolver {
    private StrongSolver() {}

    /** As {@link #decide(PlayerBoard, FirstClick)} under the zero rule. */
    public static List<Action> decide(PlayerBoard v) { return decide(v, FirstClick.ZERO); }

    /**
     * The cell to open first. Under the zero rule, near a corner with the opening's 3×3 block two
     * cells in from both edges (column 3, row 3; corner and centre clicks lose more often), one
     * cell further in along the longer side of an oblong board; on boards larger than
     * Intermediate's 256 cells one cell further in along both (Expert: column 4, row 4, where
     * DavidNHill's solver opens too: 54.28 % of 800,000 Expert games against 54.15 % of 1,000,000
     * from column 4, row 3, README). Without the zero rule the corner, most often a 0, is best
     * (Beginner safe rule: 91.5 % from the corner against 86.6 % from the centre, 3,000 games).
     */
    public static int[] opening(PlayerBoard v, FirstClick rule) {
        if (rule != FirstClick.ZERO) return new int[]{0, 0};
        boolean large = v.cells() > 256;
        int x = large || v.width() > v.height() ? 3 : 2, y = large || v.height() > v.width() ? 3 : 2;
        return new int[]{Math.min(x, v.width() - 1), Math.min(y, v.height() - 1)};
    }

    /** The certain moves of a view, or if there are none the best guess; empty when nothing is unknown. */
    public static List<Action> decide(PlayerBoard v, FirstClick rule) { return decide(v, rule, true); }

    /**
     * As {@link #decide(PlayerBoard, FirstClick)}; with {@code endgame} a guess among few remaining
     * arrangements ({@link EndgameSearch#MAX_WORLDS} at the normal strength) is chosen by exhaustive search for the best
     * chance of winning, otherwise by {@link GuessChooser}.
     */
    public static List<Action> decide(PlayerBoard v, FirstClick rule, boolean endgame) { return decide(v, rule, endgame, new GameMemory(true)); }

    /** As {@link #decide(PlayerBoard, FirstClick)} at the given strength. */
    public static List<Action> decide(PlayerBoard v, FirstClick rule, Strength strength) { return decide(v, rule, true, new GameMemory(true, strength)); }

    /** As above, reusing the components a game counted before (they rarely all change between moves). */
    static List<Action> decide(PlayerBoard v, FirstClick rule, boolean endgame, GameMemory memory) {
        Grid g = v.grid();
        List<Action> out = new ArrayList<>();
        if (v.revealed() == 0) {
            int[] first = opening(v, rule);
            int x = first[0], y = first[1];
            out.add(Action.reveal(x, y, (double) v.mines() / v.cells(), "the first click opens the game"));
            return out;
        }
        List<Action> simple = SimpleDeductions.find(v);
        if (!simple.isEmpty()) return simple;
        List<Action> pairs = PairDeductions.find(v);
        if (!pairs.isEmpty()) return pairs;
        Probabilities p = ProbabilityEngine.compute(v, memory.components);
        out.addAll(DeductionSolver.certain(v, p, memory.explain));
        if (!out.isEmpty()) return out;
        if (endgame && p.exact() && p.logWeight() <= Math.log(memory.strength.endgameWorlds) + 1e-9) {
            EndgameSearch.Guess e = memory.endgame(v);
            if (e != null && e.cell() >= 0) {
                int c = e.cell();
                out.add(Action.reveal(g.x(c), g.y(c), p.at(c), () -> String.format(java.util.Locale.ROOT,
                        "no cell is certainly safe; trying every way the game can go on, opening this one (a mine with probability %.1f %%) wins most often, %.1f %% of games",
                        100 * p.at(c), 100 * e.winChance())));
                return out;
            }
        }
        int pair = p.exact() ? UnavoidablePairs.find(v, p) : -1;
        if (pair >= 0) {
            out.add(Action.reveal(g.x(pair), g.y(pair), p.at(pair), () ->
                    "no cell is certainly safe; this cell and its neighbour hold one mine between them and no number opened later can ever tell which, so this 50/50 must be guessed sooner or later; guessed now, the number it shows may spare a riskier guess"));
            return out;
        }
        EndgameSearch.Guess part = p.exact() ? IsolatedParts.best(v, memory.strength.partWorlds, memory.strength.endgameBudget) : null;
        if (part != null) {
            int c = part.cell();
            out.add(Action.reveal(g.x(c), g.y(c), p.at(c), () -> String.format(java.util.Locale.ROOT,
                    "no cell is certainly safe; the hidden cells here are closed off, so nothing opened elsewhere can ever tell more about them and they must be guessed; trying every way on, opening this one (a mine with probability %.1f %%) clears them most often, %.1f %% of the time",
                    100 * p.at(c), 100 * part.winChance())));
            return out;
        }
        int best = GuessChooser.choose(v, p, memory.components, memory.strength);
        if (best >= 0) out.add(Action.reveal(g.x(best), g.y(best), p.at(best), () -> guessReason(v, p, best)));
        return out;
    }

    /** Why this guess: the lowest mine chance, or nearly the lowest and more often a safe way on. */
    static String guessReason(PlayerBoard v, Probabilities p, int cell) {
        double min = p.at(cell);
        for (int c = 0; c < v.cells(); c++) if (v.isUnknown(c)) min = Math.min(min, p.at(c));
        if (p.at(cell) <= min + 1e-9) return String.format(java.util.Locale.ROOT,
                "no cell is certainly safe; this one is a mine with probability %.1f %%, the lowest", 100 * p.at(cell));
        return String.format(java.util.Locale.ROOT,
                "no cell is certainly safe; this one is a mine with probability %.1f %% (the lowest is %.1f %%), but counting what it can show next it gives the better chance of getting through the next steps",
                100 * p.at(cell), 100 * min);
    }

    /** Plays a whole game under the zero rule; true when it was won. */
    public static boolean play(Table t) { return play(t, FirstClick.ZERO); }

    /** Plays a whole game; true when it was won. */
    public static boolean play(Table t, FirstClick rule) { return play(t, rule, true); }

    /** Plays a whole game, with or without the endgame search; true when it was won. */
    public static boolean play(Table t, FirstClick rule, boolean endgame) { return play(t, rule, endgame, Strength.NORMAL); }

    /** Plays a whole game at the given strength; true when it was won. */
    public static boolean play(Table t, FirstClick rule, boolean endgame, Strength strength) {
        GameMemory memory = new GameMemory(false, strength);
        while (t.playing()) {
            List<Action> actions = decide(t.look(), rule, endgame, memory);
            if (actions.isEmpty()) break;
            t.playAll(actions);
        }
        return won(t.look());
    }

    static boolean won(PlayerBoard v) { return v.revealed() == v.cells() - v.mines(); }
}
