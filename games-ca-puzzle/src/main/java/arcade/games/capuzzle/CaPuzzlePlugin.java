package arcade.games.capuzzle;

import arcade.api.plugin.BestIs;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.games.capuzzle.tools.CaPuzzleTools;
import arcade.games.capuzzle.view.CaGame;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/** The cellular-automaton logic puzzle. The constructor builds nothing. */
public final class CaPuzzlePlugin implements GamePlugin {
    public static final String ID = CaGame.PLUGIN_ID;

    private static final GameInfo INFO = new GameInfo(ID, "Cellular Automaton Puzzle",
            "Work a one-dimensional automaton's evolution backwards from its last generation, rule by rule.",
            "mdi2g-grid",
            EnumSet.of(Capability.NEW_GAME, Capability.CUSTOM_GAME, Capability.RESTART, Capability.UNDO, Capability.REDO,
                    Capability.HINT, Capability.SOLVE, Capability.PAUSE, Capability.SETTINGS),
            BestIs.HIGHEST_SCORE);

    @Override public GameInfo info() { return INFO; }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return new CaGame(ctx, resume); }

    @Override public List<GameTool> tools() { return CaPuzzleTools.all(); }

    /** Read here: on the module path a resource of this module's package is only visible to this module's code. */
    @Override public String rulesMarkdown() {
        try (InputStream in = CaPuzzlePlugin.class.getResourceAsStream("rules.md")) {
            if (in == null) throw new IllegalStateException("rules.md is missing from the CA puzzle module");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
