package arcade.gamesystem;

import arcade.api.plugin.BestIs;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.gamesystem.model.ShippedGames;
import arcade.gamesystem.tools.RulesTools;
import arcade.gamesystem.view.RulesGame;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * The board games written as rules files, in one card with a game picker (until the plugin SPI
 * offers one card per game). The constructor builds nothing.
 */
public final class RulesGamesPlugin implements GamePlugin {
    private static final GameInfo INFO = new GameInfo("rules", "Rules-File Games",
            "Tic-tac-toe, Connect Four, Nim, take-away and a dice race, each written as a rules file: play them against the computer or a friend.",
            "mdi2c-checkerboard",
            EnumSet.of(Capability.NEW_GAME, Capability.RESTART, Capability.UNDO, Capability.REDO, Capability.HINT),
            BestIs.LOWEST_TIME);

    @Override public GameInfo info() { return INFO; }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return new RulesGame(ctx, resume); }

    @Override public List<GameTool> tools() { return RulesTools.all(); }

    /** The rules page: how to play, then each shipped game's own description from its file. */
    @Override public String rulesMarkdown() {
        StringBuilder sb = new StringBuilder("# Board games from rules files\n\n")
                .append("Pick a game and an opponent in the bar above the board. Click a highlighted cell or pile to play there, ")
                .append("or choose a move in the list on the right (arrow keys and Enter). When a game has a die, roll it with the button ")
                .append("or by clicking the die. Undo takes back your last move and the computer's answer.\n");
        for (String id : ShippedGames.IDS) {
            var d = ShippedGames.load(id).source();
            sb.append("\n## ").append(d.name()).append("\n\n").append(d.description()).append('\n');
        }
        return sb.toString();
    }
}
