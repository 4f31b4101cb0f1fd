package arcade.api.host;

import arcade.api.plugin.GameControls;
import arcade.api.session.Session;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Duration;

import java.util.function.Consumer;

/**
 * A finished turn-based game shown again, step by step, over the game in progress: the frames are
 * the entries of the finished game's history. The chrome's Undo and Redo step back and forward
 * (its own controls are lent to the chrome meanwhile), as do the bar's buttons and the arrow keys;
 * Esc or "Back to the game" closes it.
 */
final class HostReplay<S, M> {
    private static final Duration STEP = Duration.millis(700);

    private final Session<S, M> finished;
    private final int last;
    private final Consumer<Frame<S, M>> show;
    private final Runnable close;
    private final ReplayControls controls = new ReplayControls();
    private final Timeline player;
    private final HBox bar;
    private final Label where = new Label();
    private final Button play;
    private int index;

    HostReplay(Session<S, M> finished, String variant, Consumer<Frame<S, M>> show, Runnable close) {
        this.finished = finished;
        this.last = finished.position();
        this.show = show;
        this.close = close;
        player = new Timeline(new KeyFrame(STEP, e -> { if (index < last) step(1); else pausePlaying(); }));
        player.setCycleCount(Timeline.INDEFINITE);
        Label title = new Label("Replay · " + variant);
        title.getStyleClass().add("replay-title");
        play = button("Play", "Play the moves one after another (Space)", this::togglePlaying);
        play.setId("replay-play");
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Button back = new Button("Back to the game");
        back.setId("replay-close");
        back.setOnAction(e -> close.run());
        bar = new HBox(6, title, gap, button("Start", "To the start (Home)", () -> go(0)),
                button("\u25C0 Back", "One move back (Left)", () -> step(-1)), play,
                button("On \u25B6", "One move on (Right)", () -> step(1)),
                button("End", "To the end (End)", () -> go(last)), where, back);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("host-replay-bar");
        bar.setId("replay-bar");
        bar.setStyle("-fx-padding: 6 10 6 10; -fx-background-color: -color-bg-subtle; -fx-border-color: -color-border-default; -fx-border-width: 1 0 0 0;");
        where.setMinWidth(Region.USE_PREF_SIZE);
        go(0);
    }

    HBox bar() { return bar; }

    GameControls controls() { return controls; }

    /** Left and Right step while the replay is shown. */
    void key(KeyEvent e) {
        switch (e.getCode()) {
            case LEFT -> { step(-1); e.consume(); }
            case RIGHT -> { step(1); e.consume(); }
            case HOME -> { go(0); e.consume(); }
            case END -> { go(last); e.consume(); }
            case SPACE -> { togglePlaying(); e.consume(); }
            default -> { }
        }
    }

    int index() { return index; }

    void stop() { player.stop(); }

    private void step(int by) { go(Math.max(0, Math.min(last, index + by))); }

    private void go(int to) {
        index = to;
        show.accept(Frame.at(finished, index, null, true));
        where.setText("Move " + index + " of " + last);
        controls.show(index > 0, index < last, "Replay: move " + index + " of " + last + ". Left and Right step through it; Esc goes back to the game.");
    }

    private void togglePlaying() {
        if (player.getStatus() == Timeline.Status.RUNNING) { pausePlaying(); return; }
        if (index >= last) go(0);
        player.play();
        play.setText("Pause");
    }

    private void pausePlaying() {
        player.stop();
        play.setText("Play");
    }

    private static Button button(String text, String tip, Runnable run) {
        Button b = new Button(text);
        b.setTooltip(new Tooltip(tip));
        b.setFocusTraversable(false);
        b.setOnAction(e -> run.run());
        return b;
    }

    /** What the chrome's commands do while the replay is shown. */
    private final class ReplayControls extends GameControls {
        { setCanPause(false); } // a replay is not play: nothing to pause

        void show(boolean back, boolean on, String status) {
            setCanUndo(back);
            setCanRedo(on);
            setStatus(status);
        }

        @Override public void undo() { step(-1); }
        @Override public void redo() { step(1); }
    }
}
