package arcade.games.shannon;

import arcade.api.model.GameDefinition;
import arcade.api.plugin.BestIs;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.games.shannon.tools.ShannonTools;
import arcade.games.shannon.view.ShannonGame;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/** The Shannon switching game ("Life For Cells"). The constructor builds nothing. */
public final class ShannonPlugin implements GamePlugin {
    public static final String ID = "shannon";

    private static final GameInfo INFO = new GameInfo(ID, "Shannon Switching Game",
            "Join A to B before the links are cut, against a perfect computer.",
            "mdi2g-graph-outline",
            EnumSet.of(Capability.NEW_GAME, Capability.CUSTOM_GAME, Capability.RESTART, Capability.UNDO,
                    Capability.REDO, Capability.HINT, Capability.SOLVE, Capability.PAUSE, Capability.SETTINGS,
                    Capability.REPLAY),
            BestIs.LOWEST_TIME);

    @Override public GameInfo info() { return INFO; }

    @Override public arcade.api.plugin.GameCategory category() { return arcade.api.plugin.GameCategory.BOARD_GAMES; }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return new ShannonGame(ctx, resume); }

    /** Statistics are kept per board size and mode, not per game id. */
    @Override public String describeParams(String statsKey) { return StatsVariants.describe(statsKey); }

    @Override public Optional<GameDefinition<?, ?>> definition() { return Optional.of(ShannonDefinition.INSTANCE); }

    @Override public List<GameTool> tools() { return ShannonTools.all(); }

    /**
     * Read here rather than by the interface's default: on the module path a resource of this
     * module's package is only visible to code of this module.
     */
    @Override public String rulesMarkdown() {
        try (InputStream in = ShannonPlugin.class.getResourceAsStream("rules.md")) {
            if (in == null) throw new IllegalStateException("rules.md is missing from the Shannon module");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
