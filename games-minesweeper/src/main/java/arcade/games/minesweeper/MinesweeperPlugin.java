package arcade.games.minesweeper;

import arcade.api.model.GameDefinition;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.games.minesweeper.model.MinesDefinition;
import arcade.games.minesweeper.tools.MinesTools;
import arcade.games.minesweeper.view.MinesGame;

import java.util.List;
import java.util.Optional;

/** Minesweeper with exact-probability hints and an automatic player. The constructor builds nothing. */
public final class MinesweeperPlugin implements GamePlugin {
    private static final GameInfo INFO = new GameInfo(MinesGame.PLUGIN_ID, "Minesweeper",
            "Clear the field without touching a mine; hints give exact odds.",
            "mdi2m-mine");

    @Override public GameInfo info() { return INFO; }
    @Override public arcade.api.plugin.GameCategory category() { return arcade.api.plugin.GameCategory.PUZZLES; }
    @Override public Optional<GameDefinition<?, ?>> definition() { return Optional.of(MinesDefinition.INSTANCE); }
    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return MinesGame.open(ctx, resume); }
    @Override public List<GameTool> tools() { return MinesTools.all(); }
}
