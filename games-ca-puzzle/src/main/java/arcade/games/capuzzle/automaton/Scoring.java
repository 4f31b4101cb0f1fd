package arcade.games.capuzzle.automaton;

/**
 * The streak multiplier of THESIS.md 5: level = 1 + streak / step, worked out before the move;
 * a right guess earns reward × level, a wrong one costs penalty × level and resets the streak.
 */
public record Scoring(int baseReward, int basePenalty, int streakStep) {
    public static final Scoring THESIS = new Scoring(1, 10, 5);

    public int level(int streak) { return 1 + streak / streakStep; }

    public int reward(int streak) { return baseReward * level(streak); }

    public int penalty(int streak) { return basePenalty * level(streak); }
}
