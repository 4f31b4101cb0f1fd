package arcade.games.capuzzle;

import arcade.api.model.GameDefinition;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.games.capuzzle.model.CaDefinition;
import arcade.games.capuzzle.tools.CaPuzzleTools;
import arcade.games.capuzzle.view.CaGame;

import java.util.List;
import java.util.Optional;

/** The cellular-automaton logic puzzle. The constructor builds nothing. */
public final class CaPuzzlePlugin implements GamePlugin {
    public static final String ID = CaGame.PLUGIN_ID;

    private static final GameInfo INFO = new GameInfo(ID, "Cellular Automaton Puzzle",
            "Deduce a cellular automaton's hidden generations, rule by rule.",
            "mdi2g-grid");

    @Override public GameInfo info() { return INFO; }

    @Override public arcade.api.plugin.GameCategory category() { return arcade.api.plugin.GameCategory.PUZZLES; }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return CaGame.open(ctx, resume); }

    @Override public Optional<GameDefinition<?, ?>> definition() { return Optional.of(CaDefinition.INSTANCE); }

    @Override public List<GameTool> tools() { return CaPuzzleTools.all(); }
}
