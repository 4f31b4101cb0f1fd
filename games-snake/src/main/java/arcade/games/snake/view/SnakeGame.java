package arcade.games.snake.view;

import arcade.games.snake.view.settings.CustomGameDialog;
import arcade.games.snake.view.settings.StoredSettings;

import arcade.api.fx.FrameTicker;
import arcade.api.host.GameHost;
import arcade.api.model.GameId;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.view.sound.SoundDevice;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Snake on the host: connects the definition, the view (which drives the game by its own step
 * clock), the autopilot as Solve, the Custom dialog, the player's default speed, what Play again
 * starts after the autopilot's show, and the game's words for the status line and the end-of-game card. New games, resume, autosave, the clock,
 * pause, records and the card are the host's.
 */
public final class SnakeGame {
    public static final String PLUGIN_ID = "snake";

    private SnakeGame() {}

    public static GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        return open(ctx, resume, FrameTicker.animationTimer(), SoundDevice.system(), v -> { });
    }

    /** As {@link #open(GameContext, Optional)}, with frames from {@code tickers}, sounds to {@code device}, and the view handed to {@code built} (tests). */
    public static GameInstance open(GameContext ctx, Optional<SavedGame> resume, FrameTicker.Factory tickers, SoundDevice device,
                                    Consumer<SnakeView> built) {
        StoredSettings settings = new StoredSettings(ctx.store());
        AtomicReference<SnakeView> view = new AtomicReference<>();
        return GameHost.of(ctx, PLUGIN_ID, SnakeDefinition.INSTANCE)
                .view(play -> {
                    view.set(new SnakeView(play, settings, tickers, device));
                    built.accept(view.get());
                    return view.get();
                })
                .solve("Autopilot", play -> view.get().toggleAutopilot())
                .custom((play, current) -> custom(play.root(), current))
                .dealer("Laying out the field…", (params, seed) -> GameId.seeded(atDefaultSpeed(params, settings.get().defaultSpeed()), seed))
                .status(frame -> view.get().statusLine(frame.state()))
                .endTitle(s -> GameTexts.title(s.state(), view.get().isAutopilot()))
                .endLine(s -> endLine(view.get(), s))
                .settings(play -> settings.pane(view.get().sound().statusText()))
                .firstGame(Presets.thesisAt(settings.get().defaultSpeed()).params())
                .playAgain(s -> Presets.playAgainAfter(s.id().params(), settings.get().defaultSpeed()))
                .open(resume);
    }

    /** The Custom dialog over the game, starting from the options in play. */
    private static Optional<String> custom(javafx.scene.layout.Pane owner, String current) {
        CustomGameDialog dialog = new CustomGameDialog(SnakeOptions.parse(current));
        if (owner.getScene() != null) dialog.initOwner(owner.getScene().getWindow());
        return dialog.showAndWait().map(SnakeOptions::params);
    }

    /** The two rule-set presets start at the player's default speed; every other game keeps its own. */
    static String atDefaultSpeed(String params, int speed) {
        return Presets.usesDefaultSpeed(params) ? SnakeOptions.parse(params).withSpeed(speed, false).params() : params;
    }

    /** The card's own line: how the game stood when it ended, and Snake's records (the level reached, the longest snake). */
    private static String endLine(SnakeView view, Session<SnakeState, SnakeMove> s) {
        SnakeState shown = view.lastField();
        String summary = GameTexts.cardLine(shown); // a match: a line per player
        String record = view.results().finish(shown, !s.isAssisted());
        return record.isEmpty() ? summary : summary + " · " + record;
    }
}
