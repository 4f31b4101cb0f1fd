package arcade.games.snake.view.sound;

import arcade.games.snake.model.SnakeCell;
import arcade.games.snake.model.SnakeState;

/**
 * Which sound one step deserves, from the states before and after it: at most one, the most
 * important. What a player's snake ate is the type its head's new cell had before the step.
 */
public final class SoundCues {
    private SoundCues() {}

    /** The cue for the step from {@code before} to {@code after}, or null for a quiet step. */
    public static Tones.Cue between(SnakeState before, SnakeState after) {
        if (before == null || after == null || after.step() <= before.step()) return null;
        if (after.isBoardFull() && !before.isBoardFull()) return Tones.Cue.WIN;
        if (after.isGameOver() && !before.isGameOver()) return Tones.Cue.GAME_OVER;
        if (after.isLifeLost()) return Tones.Cue.CRASH;
        if (after.level() > before.level() || after.isLevelDone()) return Tones.Cue.LEVEL_UP;
        Tones.Cue best = null;
        for (int k = 1; k <= after.options().snakes(); k++) best = louder(best, eaten(before, after, k));
        if (best != null) return best;
        for (int k = after.options().snakes() + 1; k <= after.options().totalSnakes(); k++)
            if (after.isDead(k) && !before.isDead(k)) return Tones.Cue.RIVAL_OUT;
        return null;
    }

    /** What player {@code snake} ate in this step, as a cue; null when it only moved. */
    private static Tones.Cue eaten(SnakeState before, SnakeState after, int snake) {
        return after.head(snake).map(c -> switch (before.typeCode(c.row(), c.col())) {
            case SnakeCell.CA0_F -> Tones.Cue.EAT;
            case SnakeCell.CA0_B -> Tones.Cue.BONUS;
            case SnakeCell.CA0_X -> Tones.Cue.EXTRA_LIFE;
            case SnakeCell.CA0_K -> Tones.Cue.FAKE;
            case SnakeCell.CA0_R -> Tones.Cue.SHRINK;
            case SnakeCell.CA0_D -> Tones.Cue.SLOW;
            default -> null;
        }).orElse(null);
    }

    /** Of two players' cues in one step, the rarer event's. */
    private static Tones.Cue louder(Tones.Cue a, Tones.Cue b) {
        if (a == null) return b;
        if (b == null) return a;
        return a.ordinal() >= b.ordinal() ? a : b;
    }
}
