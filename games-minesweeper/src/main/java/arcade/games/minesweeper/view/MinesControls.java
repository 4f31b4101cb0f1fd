package arcade.games.minesweeper.view;

import arcade.api.model.Preset;
import arcade.api.plugin.GameControls;
import arcade.games.minesweeper.model.MinesParams;

import java.util.List;

/** The shell's menu and toolbar actions, passed on to the game. */
final class MinesControls extends GameControls {
    private final MinesGame game;

    MinesControls(MinesGame game) { this.game = game; }

    @Override public List<Preset> presets() { return MinesParams.PRESETS; }
    @Override public void newGame(Preset preset) { game.newGame(game.withRule(MinesParams.CODEC.parse(preset.params()))); }
    @Override public void customGame() { CustomBoardDialog.ask(game.root(), game.state().params()).ifPresent(game::newGame); }
    @Override public void restart() { if (game.session().state() != game.session().initialState()) game.session().restart(); }
    @Override public void undo() { if (game.session().canUndo()) game.session().undo(); }
    @Override public void redo() { if (game.session().canRedo()) game.session().redo(); }
    @Override public void hint() { game.assistant().hint(); }
    @Override public void solve() { game.assistant().toggleAutoPlay(); }
    @Override public String solveLabel() { return "Auto-play"; }
    @Override public java.util.Optional<arcade.api.store.GameRecord> abandonedGame() { return game.abandonedGame(); }
}
