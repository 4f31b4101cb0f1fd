package arcade.shell.library;

import arcade.api.plugin.BestIs;
import arcade.shell.storage.GameStatistics;

/** The player's own record in one line, as the library card shows it. */
final class CardRecord {
    private CardRecord() {}

    static String text(GameStatistics s) {
        if (s.played() == 0) return "Not played yet";
        StringBuilder b = new StringBuilder();
        b.append("Played ").append(s.played()).append("  ·  Won ").append(s.won());
        s.best().ifPresent(r -> b.append("  ·  ").append(s.bestIs() == BestIs.LOWEST_TIME ? "Best " : "High ").append(s.formatBest(r)));
        return b.toString();
    }
}
