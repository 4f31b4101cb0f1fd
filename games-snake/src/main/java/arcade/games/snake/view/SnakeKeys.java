package arcade.games.snake.view;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The game's keys, taken in a key filter so focused buttons cannot swallow the arrows: steering,
 * Space (pause, or play/pause a replay), Enter or R after a game over, X for the X-ray view.
 */
final class SnakeKeys {
    /** What the keys act on. */
    interface Actions {
        boolean replaying();
        void toggleReplayPlaying();
        boolean over();
        int snakes();
        void togglePause();
        void playAgain();
        void toggleXray();
        /** A steering key for {@code steer.snake()}. */
        void steer(SteeringKeys.Steer steer);
    }

    private final Actions actions;

    SnakeKeys(Actions actions) { this.actions = actions; }

    void onKey(KeyEvent e) {
        if (e.isControlDown() || e.isAltDown() || e.isMetaDown()) return;
        KeyCode code = e.getCode();
        if (actions.replaying()) {
            if (code == KeyCode.SPACE) { actions.toggleReplayPlaying(); e.consume(); }
            else if (code == KeyCode.X) { actions.toggleXray(); e.consume(); }
            return;
        }
        switch (code) {
            case SPACE -> { if (!actions.over()) actions.togglePause(); e.consume(); }
            case ENTER, R -> { if (actions.over()) { actions.playAgain(); e.consume(); } }
            case X -> { actions.toggleXray(); e.consume(); }
            default -> {
                SteeringKeys.Steer steer = SteeringKeys.of(code, actions.snakes());
                if (steer != null) {
                    actions.steer(steer);
                    e.consume();
                }
            }
        }
    }
}
