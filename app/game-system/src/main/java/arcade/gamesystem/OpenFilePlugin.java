package arcade.gamesystem;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.gamesystem.tools.RulesTools;
import arcade.gamesystem.view.OpenFileGame;

import java.util.List;
import java.util.Optional;

/**
 * The Rules File card: opens any rules file to play it (its autosave reopens the same file), and
 * offers the headless game lab, {@code arcade rules analyze|play|prove|validate|bench}.
 */
public final class OpenFilePlugin implements GamePlugin {
    public static final String ID = "rules";
    private static final GameInfo INFO = new GameInfo(ID, "Rules File",
            "Open any game written as a rules file and play it.",
            "mdi2f-folder-open-outline");

    @Override public GameInfo info() { return INFO; }

    @Override public arcade.api.plugin.GameCategory category() { return arcade.api.plugin.GameCategory.RULES_FILES; }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return new OpenFileGame(ctx, resume, ID); }

    /** Every rules game is won, lost or drawn. */
    @Override public java.util.Set<arcade.api.model.Measure> measures() { return java.util.Set.of(arcade.api.model.Measure.WIN_LOSS); }

    @Override public List<GameTool> tools() { return RulesTools.all(); }

    @Override public String rulesMarkdown() { return RulesPages.openFilePage(); }
}
