package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.Grid;
import arcade.games.minesweeper.model.PlayerBoard;

import java.util.ArrayList;
import java.util.List;

/**
 * The deduction part of the strong solver, never guessing: the one-number rules, then every cell
 * that all arrangements of the mines agree on (the mine counter included). Used to check that a
 * board needs no guess, and by auto-play "until a guess is needed".
 */
public final class DeductionSolver {
    private DeductionSolver() {}

    /** Safe reveals first, then flags; empty when only a guess would go on (or the board is done). */
    public static List<Action> certain(PlayerBoard v) {
        List<Action> simple = SimpleDeductions.find(v);
        if (!simple.isEmpty()) return simple;
        List<Action> pairs = PairDeductions.find(v);
        if (!pairs.isEmpty()) return pairs;
        Probabilities p = ProbabilityEngine.compute(v);
        // an estimated component proves nothing about the others: only exact counts are deductions
        return p.exact() ? certain(v, p) : List.of();
    }

    /** The certain moves the probabilities show. */
    static List<Action> certain(PlayerBoard v, Probabilities p) { return certain(v, p, false); }

    /** As above; with {@code explain} each says which counting argument settles it (slower: for hints). */
    static List<Action> certain(PlayerBoard v, Probabilities p, boolean explain) {
        Grid g = v.grid();
        List<Action> out = new ArrayList<>();
        for (int c = 0; c < v.cells(); c++) {
            if (p.isSafe(c)) out.add(Action.reveal(g.x(c), g.y(c), 0,
                    explain ? CountingReasons.of(v, c, false) : "no arrangement of the mines that fits the numbers puts a mine here"));
        }
        for (int c = 0; c < v.cells(); c++) {
            if (p.isMine(c)) out.add(Action.flag(g.x(c), g.y(c),
                    explain ? CountingReasons.of(v, c, true) : "every arrangement of the mines that fits the numbers puts a mine here"));
        }
        return out;
    }

    /** Plays certain moves only, until none is left; true when the game was won that way. */
    public static boolean play(Table t) {
        while (t.playing()) {
            List<Action> actions = certain(t.look());
            if (actions.isEmpty()) break;
            t.playAll(actions);
        }
        return StrongSolver.won(t.look());
    }
}
