package arcade.shell.library;

import arcade.api.model.Measure;
import arcade.shell.storage.GameStatistics;

/** The player's own record in one line, as the library card shows it: the figures that fit the game. */
final class CardRecord {
    private CardRecord() {}

    static String text(GameStatistics s) {
        if (s.played() == 0) return "Not played yet";
        StringBuilder b = new StringBuilder();
        b.append("Played ").append(s.played());
        if (s.measures(Measure.WIN_LOSS) && !s.onlySidesWon()) { // games between people are nobody's wins
            b.append("  ·  Won ").append(s.won());
            s.bestTime().ifPresent(r -> b.append("  ·  Best ").append(GameStatistics.formatDuration(r.durationMillis())));
        }
        if (s.measures(Measure.SCORE)) {
            s.bestScore().ifPresent(r -> b.append("  ·  High ").append(GameStatistics.formatScore(r.score())));
            if (!s.measures(Measure.WIN_LOSS))
                s.averageScore().ifPresent(a -> b.append("  ·  Avg ").append(GameStatistics.formatScore(Math.round(a * 10) / 10.0)));
        }
        return b.toString();
    }
}
