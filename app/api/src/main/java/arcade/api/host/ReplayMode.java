package arcade.api.host;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;

import java.util.function.Consumer;

/**
 * A finished turn-based game shown again step by step over the game in progress: restored off
 * the FX thread, its bar below the view, its controls the chrome's while it is open; closing it
 * shows the game in progress again as it was.
 */
final class ReplayMode<S, M> {
    /** What the replay needs of the game it opens over. */
    interface Around<S, M> {
        void show(Frame<S, M> frame);
        void controls(GameControls controls);
        /** The game's own controls and the game in progress shown again. */
        void replayClosed();
    }

    private final GameDefinition<S, M> definition;
    private final GameContext ctx;
    private final BorderPane root;
    private final HostWork work;
    private final Around<S, M> game;
    private HostReplay<S, M> replay;

    ReplayMode(GameDefinition<S, M> definition, GameContext ctx, BorderPane root, HostWork work, Around<S, M> game) {
        this.definition = definition;
        this.ctx = ctx;
        this.root = root;
        this.work = work;
        this.game = game;
    }

    boolean isOpen() { return replay != null; }

    /** Left and Right step through an open replay. */
    void key(KeyEvent e) { if (replay != null) replay.key(e); }

    /** Opens {@code finished}; false for a game the host cannot show again (real time, or an id it cannot read). */
    boolean open(SavedGame finished) {
        if (definition.realTime()) return false;
        String variant;
        try {
            variant = definition.describeParams(GameId.parse(finished.gameId()).params());
        } catch (IllegalArgumentException e) {
            return false;
        }
        work.cancel();
        Consumer<Session<S, M>> opened = s -> {
            close();
            replay = new HostReplay<>(s, variant, game::show, this::close);
            root.setBottom(replay.bar());
            game.controls(replay.controls());
        };
        work.once(() -> Session.restore(definition, finished), opened,
                e -> ctx.notifier().warn("That game cannot be shown again: " + HostedGame.plain(e) + "."));
        return true;
    }

    void close() {
        if (replay == null) return;
        replay.stop();
        replay = null;
        root.setBottom(null);
        game.replayClosed();
    }

    /** The game is closed: the replay's own timer stops. */
    void stop() { if (replay != null) replay.stop(); }
}
