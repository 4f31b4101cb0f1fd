package arcade.games.snake.view;

import arcade.api.plugin.GameControls;
import arcade.api.model.Preset;

import java.util.List;

/** The shell's buttons, forwarded to the game. */
final class SnakeControls extends GameControls {
    private final SnakeGame game;

    SnakeControls(SnakeGame game) { this.game = game; }

    @Override public List<Preset> presets() { return Presets.all(); }
    @Override public void newGame(Preset preset) { game.newGame(preset.id()); }
    @Override public void customGame() { game.customGame(); }
    @Override public void restart() { game.restart(); }
    @Override public void solve() { game.toggleAutopilot(); }
    @Override public String solveLabel() { return "Autopilot"; }
    @Override public java.util.Optional<arcade.api.store.GameRecord> abandonedGame() { return game.abandonedGame(); }
}
