package arcade.games.snake.view;

import arcade.api.model.GameId;
import arcade.api.model.Preset;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.session.Rng;
import arcade.api.store.GameRecord;
import arcade.games.snake.model.SnakeOptions;

import java.util.List;
import java.util.Optional;

/** The shell's buttons: which game a preset, Custom…, Restart or Play again starts, and the autopilot. */
final class SnakeControls extends GameControls {
    private final SnakeGame game;
    private final GameContext ctx;

    SnakeControls(SnakeGame game, GameContext ctx) {
        this.game = game;
        this.ctx = ctx;
    }

    @Override public List<Preset> presets() { return Presets.all(); }
    @Override public void newGame(Preset preset) { newGame(preset.id()); }
    @Override public void restart() { game.startGame(game.session().id(), false); }
    @Override public void solve() { game.toggleAutopilot(); }
    @Override public String solveLabel() { return "Autopilot"; }
    @Override public Optional<GameRecord> abandonedGame() { return game.abandonedGame(); }

    /** The preset {@code presetId} with a new seed; the presets at the default speed take the one in the settings. */
    void newGame(String presetId) {
        SnakeOptions o = Presets.options(presetId);
        if (Presets.usesDefaultSpeed(presetId)) o = o.withSpeed(game.settings().defaultSpeed(), false);
        game.startGame(GameId.seeded(o.params(), newSeed()), Presets.WATCH_AUTOPILOT.equals(presetId));
    }

    /** The game the Custom dialog describes (the running game pauses while it is open). */
    @Override public void customGame() {
        game.pause();
        CustomGameDialog dialog = new CustomGameDialog(game.session().state().options());
        if (game.root().getScene() != null) dialog.initOwner(game.root().getScene().getWindow());
        dialog.showAndWait().ifPresent(o -> game.startGame(GameId.seeded(o.params(), newSeed()), false));
    }

    /** A fresh game with the current options and a new seed (Enter or R after a game over). */
    void playAgain() { game.startGame(GameId.seeded(game.session().id().params(), newSeed()), false); }

    /** The first game when Snake opens: the thesis's at the default speed. */
    GameId firstGame() { return GameId.seeded(Presets.thesisAt(game.settings().defaultSpeed()).params(), newSeed()); }

    private long newSeed() { return new Rng(ctx.clock().millis() ^ System.nanoTime()).nextLong(); }
}
