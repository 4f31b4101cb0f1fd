package arcade.games.solitaire;

import arcade.api.model.GameDefinition;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.tools.SolitaireTools;
import arcade.games.solitaire.view.SolitaireGame;

import java.util.List;
import java.util.Optional;

/** The Klondike plugin. The constructor builds nothing; {@link #open} builds the game. */
public final class SolitairePlugin implements GamePlugin {
    public static final String ID = SolitaireGame.PLUGIN_ID;

    private static final GameInfo INFO = new GameInfo(ID, "Klondike",
            "The classic patience, draw 1 or 3, with a solver that hints.",
            "mdi2c-cards-playing-outline");

    @Override public GameInfo info() { return INFO; }
    @Override public arcade.api.plugin.GameCategory category() { return arcade.api.plugin.GameCategory.CARDS; }
    @Override public Optional<GameDefinition<?, ?>> definition() { return Optional.of(KlondikeDefinition.INSTANCE); }
    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { return SolitaireGame.open(ctx, resume); }
    @Override public List<GameTool> tools() { return SolitaireTools.all(); }
}
