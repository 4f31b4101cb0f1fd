package arcade.games.solitaire;

import arcade.api.plugin.BestIs;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.tools.SolitaireTools;
import arcade.games.solitaire.view.SolitaireGame;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/** The Klondike plugin. The constructor builds nothing; {@link #open} builds the game. */
public final class SolitairePlugin implements GamePlugin {
    public static final String ID = SolitaireGame.PLUGIN_ID;

    private static final GameInfo INFO = new GameInfo(ID, "Klondike",
            "The classic patience, draw 1 or 3, with a solver that hints.",
            "mdi2c-cards-playing-outline",
            EnumSet.of(Capability.NEW_GAME, Capability.CUSTOM_GAME, Capability.RESTART, Capability.UNDO, Capability.REDO,
                    Capability.HINT, Capability.SOLVE, Capability.PAUSE, Capability.SETTINGS),
            BestIs.LOWEST_TIME).withMeasures(KlondikeDefinition.INSTANCE.measures());

    @Override public GameInfo info() { return INFO; }

    @Override public arcade.api.plugin.GameCategory category() { return arcade.api.plugin.GameCategory.CARDS; }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return new SolitaireGame(ctx, resume); }

    @Override public List<GameTool> tools() { return SolitaireTools.all(); }
}
