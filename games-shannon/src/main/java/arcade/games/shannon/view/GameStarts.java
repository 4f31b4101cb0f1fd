package arcade.games.shannon.view;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.shannon.ShannonDefinition;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.net.BoardSpec;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Puts new games on the board: boards built and saves replayed off the FX thread (a balanced board
 * may take many generator runs) while the board says so; only the latest request is installed.
 */
final class GameStarts {
    /** The game the sessions go to. */
    interface Target {
        void install(MatchConfig cfg, Session<ShannonState, ShannonMove> s);
        /** After {@link #install}: the time the resumed game had already taken. */
        void resumed(long elapsedMillis);
        void setHold(String message);
        boolean isClosed();
    }

    private final GameContext ctx;
    private final GameControls controls;
    private final Target target;
    private int ticket;   // the latest build; older builds are dropped

    GameStarts(GameContext ctx, GameControls controls, Target target) {
        this.ctx = ctx;
        this.controls = controls;
        this.target = target;
    }

    /** A game was installed some other way: a build still running is dropped. */
    void cancel() { ticket++; }

    /** Starts a fresh game with this setup at once (boards that build in well under a millisecond). */
    void start(MatchConfig cfg) {
        target.install(cfg, Session.newGame(ShannonDefinition.INSTANCE, BoardSpec.gameId(cfg.board(), cfg.first())));
    }

    /** Builds the board off the FX thread, then starts the game, unless another game was started meanwhile. */
    void build(MatchConfig cfg) {
        inBackground("Generating the board…", () -> Session.newGame(ShannonDefinition.INSTANCE, BoardSpec.gameId(cfg.board(), cfg.first())),
                s -> target.install(cfg, s),
                err -> ctx.notifier().error("Could not generate the board: " + err.getMessage()));
    }

    /**
     * Resumes an autosave: reads the settings at once, then rebuilds the board from the game id and
     * replays the history off the FX thread. {@code failed} is called on the FX thread, with nothing
     * changed, when the save cannot be replayed.
     */
    void restore(SavedGame saved, Consumer<SaveFormatException> failed) {
        SavedGames.Setup setup;
        try {
            setup = SavedGames.setupToResume(saved);
        } catch (SaveFormatException e) {
            failed.accept(e);
            return;
        }
        inBackground("Resuming the saved game…", () -> SavedGames.replay(saved, setup.spec()), s -> {
            target.install(setup.config(), s);
            target.resumed(saved.elapsedMillis());
            if ("true".equals(saved.extra().get("assisted"))) s.markAssisted(); // saves of the first version kept it here
        }, err -> failed.accept(err instanceof SaveFormatException sfe ? sfe
                : new SaveFormatException("the board could not be rebuilt: " + err.getMessage(), err)));
    }

    private void inBackground(String holdText, Callable<Session<ShannonState, ShannonMove>> work,
                              Consumer<Session<ShannonState, ShannonMove>> done, Consumer<Throwable> failed) {
        int t = ++ticket;
        target.setHold(holdText);
        controls.busyProperty().set(true);
        Background.run(ctx.executor(), work, () -> t == ticket && !target.isClosed(), done, err -> {
            target.setHold(null);
            failed.accept(err);
        });
    }
}
