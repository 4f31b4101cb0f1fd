package arcade.games.snake;

import arcade.api.model.GameDefinition;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.games.snake.model.SnakeDefinition;
import arcade.games.snake.tools.SnakeTools;
import arcade.games.snake.view.SnakeGame;

import java.util.List;
import java.util.Optional;

/** The Snake plugin. The constructor builds nothing; {@link #open} builds the game on the host. */
public final class SnakePlugin implements GamePlugin {
    public static final String ID = SnakeGame.PLUGIN_ID;

    private static final GameInfo INFO = new GameInfo(ID, "Snake",
            "The classic snake, run by a cellular automaton's cells.", "mdi2s-snake");

    @Override public GameInfo info() { return INFO; }
    @Override public arcade.api.plugin.GameCategory category() { return arcade.api.plugin.GameCategory.ARCADE; }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return SnakeGame.open(ctx, resume); }

    @Override public Optional<GameDefinition<?, ?>> definition() { return Optional.of(SnakeDefinition.INSTANCE); }

    @Override public List<GameTool> tools() { return SnakeTools.all(); }
}
