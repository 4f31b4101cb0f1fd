package arcade.games.minesweeper.ai;

import java.util.Locale;

/**
 * How hard the strong player thinks before a guess. {@link #NORMAL} is the fast default;
 * {@link #DEEP} looks at more candidates, looks two guesses ahead for the best few and searches
 * larger endgames and closed-off parts exhaustively, at a few times the cost.
 */
public enum Strength {
    NORMAL(0.9, 12, 4, 0, 0, 256, 200_000, 256, false),
    DEEP(0.85, 16, 6, 5, 5, 1024, 1_000_000, 2000, true);

    /** Guess candidates must be at least this share of the best safety. */
    final double cutOff;
    /** At most this many frontier and interior candidates are looked at one number ahead. */
    final int maxFrontier, maxInterior;
    /** The best this many candidates are looked at a second guess ahead, each over this many next candidates (0: none). */
    final int secondStep, secondStepWidth;
    /** The endgame search runs with at most this many arrangements left, within this many positions. */
    final int endgameWorlds, endgameBudget;
    /** A closed-off part is searched exhaustively with at most this many arrangements. */
    final int partWorlds;
    /** Whether the mine chance a cell owes to a 50/50 the game forces anyway counts as no risk ({@link LongTermRisk}). */
    final boolean longTermRisk;

    Strength(double cutOff, int maxFrontier, int maxInterior, int secondStep, int secondStepWidth,
             int endgameWorlds, int endgameBudget, int partWorlds, boolean longTermRisk) {
        this.cutOff = cutOff;
        this.maxFrontier = maxFrontier;
        this.maxInterior = maxInterior;
        this.secondStep = secondStep;
        this.secondStepWidth = secondStepWidth;
        this.endgameWorlds = endgameWorlds;
        this.endgameBudget = endgameBudget;
        this.partWorlds = partWorlds;
        this.longTermRisk = longTermRisk;
    }

    /** The name used in settings files and on the command line. */
    public String text() { return name().toLowerCase(Locale.ROOT); }

    /** The strength named {@code text} (any case), or null when there is none. */
    public static Strength parse(String text) {
        if (text == null) return null;
        for (Strength s : values()) if (s.text().equalsIgnoreCase(text.trim())) return s;
        return null;
    }
}

