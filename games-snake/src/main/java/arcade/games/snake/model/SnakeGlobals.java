package arcade.games.snake.model;

import java.util.List;

/**
 * Supervisor and global-cell numbering of the Snake system (THESIS §8, shared numbering A0, D1, …).
 * The thesis has only A0 "game state" and D1 "score"; the values after D1 are extensions kept by
 * A0's actions (second snake's score, counters, the game-over bookkeeping). Cells never read or
 * write any of them: in Snake the CA reports to A0 through the head's stomach.
 */
public final class SnakeGlobals {
    private SnakeGlobals() {}

    /** A0 "game state": 0 running, 1 over (P2 fills the field with walls), 2 board full [extension]. */
    public static final int A0 = 0;
    /** D1 "score" of snake 1. */
    public static final int D1 = 1;
    /** Score of snake 2 [extension]. */
    public static final int D2 = 2;
    /** Apples eaten by snake 1 and 2 [extension, drives the optional speed-up]. */
    public static final int APPLES_1 = 3, APPLES_2 = 4;
    /** Bit mask of the snakes that died (bit 0 snake 1, bit 1 snake 2) [extension]. */
    public static final int DEAD = 5;
    /** 1 once P2 has turned the field into walls [extension: the game automaton's terminal test]. */
    public static final int WALLED = 6;
    /** Apples currently on the field [extension: the board can only be full when it is 0]. */
    public static final int APPLES_ON_FIELD = 7;
    /** Steps the slow-down bonus still lasts [extension: the step period is longer while it is above 0]. */
    public static final int SLOW_STEPS = 8;

    /** Lives left, the one in play included [extension; only in games that keep lives, see {@link SnakeOptions#keepsLives()}]. */
    public static final int LIVES = 9;
    /** The campaign's level (1-based) and the apples eaten in it [extension; campaign only]. */
    public static final int LEVEL = 10, LEVEL_APPLES = 11;
    /** Scores of the third and fourth snake (computer rivals) [extension; games with rivals only]. */
    public static final int SCORE_3 = 12, SCORE_4 = 13;
    /** Two players in rounds: the rounds each has won, and the round being played (1-based) [extension]. */
    public static final int ROUND_WINS_1 = 14, ROUND_WINS_2 = 15, ROUND = 16;

    /**
     * A0 values: running, over, board full (the campaign: every level done), and [extensions] a life
     * lost or a round over (P5 restarts the field on the next step), a campaign level done (P6 lays
     * out the next).
     */
    public static final int A0_RUNNING = 0, A0_OVER = 1, A0_WON = 2, A0_LIFE_LOST = 3, A0_LEVEL_DONE = 4;

    public static List<String> names() {
        return List.of("A0 game state", "D1 score", "D2 score 2", "apples 1", "apples 2", "dead", "walled", "apples on field", "slow steps");
    }

    /**
     * The global cells of a game with these options: the thesis's and the first extensions, plus
     * the lives when the game keeps them, the level in the campaign, the rivals' scores (so every
     * other game's state, and its hash, is as before; the numbering stays fixed).
     */
    public static List<String> names(SnakeOptions o) {
        boolean rivals = o.rivals() > 0, rounds = o.playsRounds();
        if (!o.keepsLives() && !rivals && !rounds) return names();
        List<String> all = new java.util.ArrayList<>(names());
        all.add("lives");
        if (o.campaign() || rivals || rounds) all.addAll(List.of("level", "level apples"));
        if (rivals || rounds) all.addAll(List.of("score 3", "score 4"));
        if (rounds) all.addAll(List.of("round wins 1", "round wins 2", "round"));
        return List.copyOf(all);
    }
}
