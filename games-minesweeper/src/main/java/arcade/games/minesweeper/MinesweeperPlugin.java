package arcade.games.minesweeper;

import arcade.api.plugin.BestIs;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.games.minesweeper.tools.MinesTools;
import arcade.games.minesweeper.view.MinesGame;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/** Minesweeper with exact-probability hints and an automatic player. The constructor builds nothing. */
public final class MinesweeperPlugin implements GamePlugin {
    private static final GameInfo INFO = new GameInfo(MinesGame.PLUGIN_ID, "Minesweeper",
            "Clear the field without touching a mine; hints give exact odds.",
            "mdi2m-mine",
            EnumSet.of(Capability.NEW_GAME, Capability.CUSTOM_GAME, Capability.RESTART, Capability.UNDO,
                    Capability.REDO, Capability.HINT, Capability.SOLVE, Capability.PAUSE),
            BestIs.LOWEST_TIME);

    @Override public GameInfo info() { return INFO; }

    @Override public arcade.api.plugin.GameCategory category() { return arcade.api.plugin.GameCategory.PUZZLES; }
    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return new MinesGame(ctx, resume); }
    @Override public List<GameTool> tools() { return MinesTools.all(); }

    /** Read here: on the module path a resource of this module is visible only to its own code. */
    @Override public String rulesMarkdown() {
        try (InputStream in = MinesweeperPlugin.class.getResourceAsStream("rules.md")) {
            if (in == null) throw new IllegalStateException("rules.md is missing from the Minesweeper module");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
