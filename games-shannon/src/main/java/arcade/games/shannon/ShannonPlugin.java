package arcade.games.shannon;

import arcade.api.model.GameDefinition;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.games.shannon.tools.ShannonTools;
import arcade.games.shannon.model.definition.ShannonDefinition;
import arcade.games.shannon.view.ShannonGame;

import java.util.List;
import java.util.Optional;

/** The Shannon switching game ("Life For Cells"). The constructor builds nothing. */
public final class ShannonPlugin implements GamePlugin {
    public static final String ID = ShannonGame.PLUGIN_ID;

    private static final GameInfo INFO = new GameInfo(ID, "Shannon Switching Game",
            "Join A to B before the links are cut, against a perfect computer.",
            "mdi2g-graph-outline");

    @Override public GameInfo info() { return INFO; }
    @Override public arcade.api.plugin.GameCategory category() { return arcade.api.plugin.GameCategory.BOARD_GAMES; }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return ShannonGame.open(ctx, resume); }

    @Override public Optional<GameDefinition<?, ?>> definition() { return Optional.of(ShannonDefinition.INSTANCE); }

    @Override public List<GameTool> tools() { return ShannonTools.all(); }
}
