package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;

import java.util.BitSet;

/**
 * What the strong player keeps between the moves of one game: counted frontier components, and
 * the endgame search, whose worlds and results stay valid as cells are opened and flagged.
 */
final class GameMemory {
    final ComponentCache components = new ComponentCache();
    /** Whether certain moves found by counting get their argument in words (hints) or a short line (play). */
    final boolean explain;
    /** How hard the player thinks before a guess. */
    final Strength strength;
    private EndgameSearch endgame;

    GameMemory(boolean explain) { this(explain, Strength.NORMAL); }

    GameMemory(boolean explain, Strength strength) {
        this.explain = explain;
        this.strength = strength;
    }

    /** The endgame search's best guess for this view, or null when it does not apply. */
    EndgameSearch.Guess endgame(PlayerBoard v) {
        if (endgame != null) {
            BitSet fitting = endgame.fitting(v);
            if (fitting != null && fitting.cardinality() >= 2) return endgame.guess(fitting);
        }
        endgame = EndgameSearch.start(v, strength.endgameWorlds, strength.endgameBudget);
        return endgame == null ? null : endgame.guess(endgame.fitting(v));
    }
}
