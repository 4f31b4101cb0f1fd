package arcade.api.host;

import arcade.api.model.Measure;
import arcade.api.model.Outcome;
import arcade.api.plugin.Ending;
import arcade.api.store.GameRecord;
import arcade.api.store.Standing;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The words of the end-of-game card: what happened, the time and moves, the place among the best. */
final class Endings {
    private Endings() {}

    static Ending.Tone tone(GameRecord r, Set<Measure> measures) {
        if (!measures.contains(Measure.WIN_LOSS)) return Ending.Tone.FINISHED;
        return switch (r.result()) {
            case WIN -> Ending.Tone.WON;
            case LOSS -> Ending.Tone.LOST;
            case SIDE_WON -> Ending.Tone.FINISHED; // nobody at this computer won or lost
            default -> Ending.Tone.DRAWN;
        };
    }

    static String title(Ending.Tone tone) {
        return switch (tone) {
            case WON -> "You won!";
            case LOST -> "You lost";
            case DRAWN -> "A draw";
            case FINISHED -> "Game over";
        };
    }

    /** The card's lines: figures, then the standing, then the game's own line; {@code steps}: a real-time game counts the steps of its clock, not moves. */
    static List<String> lines(GameRecord r, int moves, boolean steps, Set<Measure> measures, Standing standing, String variant, String gameLine) {
        List<String> out = new ArrayList<>();
        StringBuilder figures = new StringBuilder();
        if (measures.contains(Measure.SCORE) && r.score() != null) figures.append("Score ").append(score(r.score())).append(" · ");
        figures.append("Time ").append(duration(r.durationMillis())).append(" · ").append(moves).append(steps ? (moves == 1 ? " step" : " steps") : moves == 1 ? " move" : " moves");
        out.add(figures.toString());
        String place = standing(r, measures, standing, variant);
        if (place != null) out.add(place);
        if (gameLine != null && !gameLine.isBlank()) out.add(gameLine);
        return out;
    }

    private static String standing(GameRecord r, Set<Measure> measures, Standing s, String variant) {
        if (r.assisted()) return "Played with help, so it sets no best.";
        boolean byScore = measures.contains(Measure.SCORE) && !(measures.contains(Measure.WIN_LOSS) && r.result() == GameRecord.Result.WIN);
        String what = byScore ? "score" : "time";
        if (s.newBest()) return "New best " + what + " for " + variant + "!";
        if (s.rank() == 1) return byScore ? "Your first score for " + variant + "." : "Your first win at " + variant + ".";
        if (s.placed()) return ordinal(s.rank()) + " of your ten best " + what + "s for " + variant + ".";
        return null;
    }

    static String ordinal(int n) {
        int mod100 = n % 100;
        String suffix = mod100 >= 11 && mod100 <= 13 ? "th" : switch (n % 10) { case 1 -> "st"; case 2 -> "nd"; case 3 -> "rd"; default -> "th"; };
        return n + suffix;
    }

    /** "12.4 s", "1:23" or "1:02:03". */
    static String duration(long millis) {
        long secs = millis / 1000;
        if (secs < 60) return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
        if (secs < 3600) return String.format(Locale.ROOT, "%d:%02d", secs / 60, secs % 60);
        return String.format(Locale.ROOT, "%d:%02d:%02d", secs / 3600, secs / 60 % 60, secs % 60);
    }

    static String score(double s) {
        return s == Math.rint(s) && Math.abs(s) < 1e15 ? String.valueOf((long) s) : String.format(Locale.ROOT, "%.1f", s);
    }

    static GameRecord.Result result(Outcome o, arcade.api.model.PlayerId human) {
        if (o instanceof Outcome.Draw) return GameRecord.Result.DRAW;
        return o.isWinFor(human) ? GameRecord.Result.WIN : GameRecord.Result.LOSS;
    }
}
