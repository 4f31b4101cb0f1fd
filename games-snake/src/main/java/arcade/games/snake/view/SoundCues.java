package arcade.games.snake.view;

import arcade.games.snake.model.SnakeState;

/** Which sound one step deserves, from the states before and after it (at most one: the most important). */
final class SoundCues {
    private SoundCues() {}

    /** The cue for the step from {@code before} to {@code after}, or null for a quiet step. */
    static Tones.Cue between(SnakeState before, SnakeState after) {
        if (before == null || after == null) return null;
        if ((after.isGameOver() && !before.isGameOver()) || after.isLifeLost()) return Tones.Cue.DEATH;
        if (after.level() > before.level() || after.isLevelDone()) return Tones.Cue.LEVEL_UP;
        if (after.applesEaten() > before.applesEaten()) return Tones.Cue.EAT;
        if (after.score() > before.score() || after.lives() > before.lives()) return Tones.Cue.BONUS;
        return null;
    }
}
