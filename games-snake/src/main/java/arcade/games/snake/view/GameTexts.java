package arcade.games.snake.view;

import arcade.games.snake.view.records.SnakeRecords;

import arcade.games.snake.model.Campaign;
import arcade.games.snake.model.SnakeState;

/** What the view says about a state in words: the status line, the end title and summary, the result for the statistics. */
final class GameTexts {
    private GameTexts() {}

    /** Who is playing, for the status line's last part. */
    enum Control { PLAYER, AUTOPILOT, PLAYER_AFTER_AUTOPILOT, REPLAY }

    /**
     * The length a snake has or is unrolling to: a new game shows the start length (5), not the
     * one cell its head is so far, and an apple shows at once; after a crash, the cells left.
     */
    static int shownLength(SnakeState s, int snake) { return Math.max(s.length(snake), s.targetLength(snake)); }

    /** E.g. "Score 7 · Length 12 · 3.3 steps/s · Best 31", plus who is in control when it is not simply the player. */
    static String statusLine(SnakeState s, int best, Control control) {
        StringBuilder sb = new StringBuilder();
        if (s.options().snakes() == 1) sb.append("Score ").append(s.score()).append(" · Length ").append(shownLength(s, 1));
        else if (s.options().playsRounds()) sb.append(statusEntry(s, 1)).append(" · ").append(statusEntry(s, 2))
                .append(" · Round ").append(s.round()).append(", first to ").append(s.options().rounds());
        else sb.append("Green ").append(s.score(1)).append(" · Blue ").append(s.score(2));
        if (s.options().campaign()) sb.append(" · Level ").append(s.level()).append(" (").append(s.applesToGo()).append(" to go)");
        if (s.options().keepsLives()) sb.append(" · ").append(Hud.livesText(s.livesLeft()));
        sb.append(" · ").append(Hud.speedText(1 / s.stepPeriodSeconds()));
        sb.append(s.options().campaign() ? " · Best level " : " · Best ").append(Math.max(0, best));
        switch (control) {
            case AUTOPILOT -> sb.append(" · Autopilot: a key takes over");
            case PLAYER_AFTER_AUTOPILOT -> sb.append(" · Sets no best");
            case REPLAY -> sb.append(" · Replay");
            default -> { }
        }
        return sb.toString();
    }

    /** A banner that holds the game until a key: its title, line and hint. */
    record Banner(String title, String line, String hint) {}

    private static final String TO_START = "Press an arrow key or Space to start";

    /** Before a new game: the keys, or the campaign level's card. */
    static Banner readyBanner(SnakeState s) {
        if (s.options().campaign()) return levelBanner(s);
        return new Banner("Ready", s.options().snakes() == 1 ? "Arrow keys or W A S D steer" : "Green: arrow keys · Blue: W A S D", TO_START);
    }

    static Banner levelBanner(SnakeState s) { return new Banner(levelTitle(s), levelLine(s), TO_START); }

    /** The crash on show, a moment before the field is laid out again: how many lives (or which rounds) are left. */
    static Banner crashedBanner(SnakeState s) {
        if (s.options().playsRounds()) {
            boolean d1 = s.isDead(1), d2 = s.isDead(2);
            String title = d1 && d2 ? "Both crashed" : (d1 ? "Blue" : "Green") + " wins round " + s.round();
            return new Banner(title, standing(s), "The next round starts in a moment");
        }
        return new Banner("Crashed!", Hud.livesText(s.livesLeft()) + " left", "The snake starts again in a moment");
    }

    /** The field laid out again after a crash, waiting for the player's first key. */
    static Banner newLifeBanner(SnakeState s) {
        if (s.options().playsRounds())
            return new Banner("Round " + s.round(), standing(s), "A steering key starts the round: arrows green, W A S D blue");
        return new Banner("Crashed!", Hud.livesText(s.livesLeft()) + " left · the snake starts again here", "Press an arrow key to go on");
    }

    /** E.g. "Green 2 – Blue 1 · first to 3". */
    private static String standing(SnakeState s) {
        return "Green " + s.roundWins(1) + " – Blue " + s.roundWins(2) + " · first to " + s.options().rounds();
    }

    /** "1 round", "2 rounds". */
    static String roundsText(int n) { return n + (n == 1 ? " round" : " rounds"); }

    /** A player's line on the end card of a match, e.g. "Green: 3 rounds · 21 points". */
    static String matchLine(SnakeState s, int k) {
        return colour(k) + ": " + roundsText(s.roundWins(k)) + " · " + s.score(k) + (s.score(k) == 1 ? " point" : " points");
    }

    /** A player in the status line of a match, e.g. "Green 21 (3 rounds)". */
    private static String statusEntry(SnakeState s, int k) { return colour(k) + " " + s.score(k) + " (" + roundsText(s.roundWins(k)) + ")"; }

    private static String colour(int k) { return COLOURS[k - 1]; }

    /** E.g. "Level 3 of 12: The bar". */
    static String levelTitle(SnakeState s) {
        return "Level " + s.level() + " of " + Campaign.size() + ": " + s.campaignLevel().name();
    }

    /** E.g. "Eat 6 apples · 3.6 steps/s · 3 lives". */
    static String levelLine(SnakeState s) {
        return "Eat " + s.applesToGo() + (s.applesToGo() == 1 ? " apple" : " apples") + " · "
                + Hud.speedText(1 / s.stepPeriodSeconds()) + " · " + Hud.livesText(s.livesLeft());
    }

    private static final String[] COLOURS = {"Green", "Blue", "Orange", "Pink"};

    /** What snake {@code k} is called: its colour, or "You" for the one player among computer rivals. */
    static String snakeName(SnakeState s, int k) {
        return s.options().rivals() > 0 && k == 1 ? "You" : COLOURS[k - 1];
    }

    /** The snakes ranked by score, e.g. "1. You 12 · 2. Orange 9 · 3. Blue 4 (crashed)"; players first on a tie. */
    static String ranking(SnakeState s) {
        java.util.List<Integer> ids = new java.util.ArrayList<>();
        for (int k = 1; k <= s.options().totalSnakes(); k++) ids.add(k);
        ids.sort(java.util.Comparator.comparingLong((Integer k) -> -s.score(k)).thenComparingInt(k -> k));
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < ids.size(); r++) {
            int k = ids.get(r);
            if (r > 0) sb.append(" · ");
            sb.append(r + 1).append(". ").append(snakeName(s, k)).append(' ').append(s.score(k));
            if (s.options().isRival(k) && s.isDead(k)) sb.append(" (crashed)");
        }
        return sb.toString();
    }

    /**
     * The end card's line about Snake's own records: "New best level!" when a campaign reached a
     * level above an earlier best, "Longest snake yet: 42" when the snake outgrew an earlier
     * longest; "" otherwise, and always for a variant's first game, which beat nothing. The place
     * of the score among the best is the card's own line.
     */
    static String recordLine(SnakeRecords.Placing p, boolean campaign, int longest) {
        String level = campaign && p.higherLevel() ? "New best level!" : "";
        String snake = p.longestSnake() ? "Longest snake yet: " + longest : "";
        return level.isEmpty() || snake.isEmpty() ? level + snake : level + " · " + snake;
    }

    /** 1st, 2nd, 3rd, 4th … (up to the top ten's 10th). */
    static String ordinal(int n) {
        return n + (n % 10 == 1 && n != 11 ? "st" : n % 10 == 2 && n != 12 ? "nd" : n % 10 == 3 && n != 13 ? "rd" : "th");
    }

    /** The end title; {@code byAutopilot}: the computer played to the end, so nobody "wins". */
    static String title(SnakeState s, boolean byAutopilot) {
        if (s.isBoardFull() && s.options().campaign()) return byAutopilot ? "Campaign complete" : "Campaign complete — you win!";
        if (s.isBoardFull()) return byAutopilot ? "Board full" : "Board full — you win!";
        if (byAutopilot && s.options().snakes() == 1) return "The autopilot crashed";
        if (s.options().snakes() == 1) return "Game over";
        boolean d1 = s.isDead(1), d2 = s.isDead(2);
        if (s.options().playsRounds() && d1 != d2) {
            int w = d1 ? 2 : 1;
            return (d1 ? "Blue" : "Green") + " wins the match " + s.roundWins(w) + "–" + s.roundWins(3 - w);
        }
        return d1 && d2 ? "Both snakes crashed" : d1 ? "Blue wins" : "Green wins";
    }

    /** The end card's own line (its first line already gives the score): the length, the level, the ranking or a line per player. */
    static String cardLine(SnakeState s) {
        if (s.options().rivals() > 0 || s.options().snakes() > 1) return summary(s);
        return (s.options().campaign() ? "Level " + s.level() + " of " + Campaign.size() + " · " : "") + "Length " + shownLength(s, 1);
    }

    static String summary(SnakeState s) {
        if (s.options().rivals() > 0) return (s.options().campaign() ? "Level " + s.level() + " · " : "") + ranking(s);
        if (s.options().campaign()) return "Level " + s.level() + " of " + Campaign.size() + " · Score " + s.score() + " · Length " + shownLength(s, 1);
        if (s.options().snakes() == 1) return "Score " + s.score() + " · Length " + shownLength(s, 1);
        if (s.options().playsRounds()) return matchLine(s, 1) + "\n" + matchLine(s, 2);
        return "Green " + s.score(1) + " · Blue " + s.score(2);
    }
}
