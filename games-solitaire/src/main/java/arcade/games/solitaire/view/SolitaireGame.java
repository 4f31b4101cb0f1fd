package arcade.games.solitaire.view;

import arcade.api.host.GameHost;
import arcade.api.model.GameId;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.solitaire.ai.Hint;
import arcade.games.solitaire.ai.NoPeekPlayer;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeState;
import arcade.games.solitaire.model.KlondikeView;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Klondike on the host: connects the definition, the table and its input, Hint, Auto-play (the
 * no-peek player) and Solve (which sees every card), Custom… with a deal number, winnable deals
 * through the dealer, and the game's words for the status line and the end-of-game card. New
 * games, restore, autosave, the clock, records and the card are the host's.
 */
public final class SolitaireGame {
    public static final String PLUGIN_ID = "solitaire";
    static final String CSS = "/arcade/games/solitaire/solitaire.css";

    private SolitaireGame() {}

    public static GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        Settings settings = new Settings(ctx.store());
        Dealing dealing = new Dealing(settings::get);
        AtomicReference<SolitaireView> view = new AtomicReference<>();
        ObservableList<GameAction> actions = FXCollections.observableArrayList();
        return GameHost.of(ctx, PLUGIN_ID, KlondikeDefinition.INSTANCE)
                .view(play -> {
                    view.set(new SolitaireView(play, settings, dealing));
                    actions.setAll(solveAction(view.get()));
                    return view.get();
                })
                .input(SolitaireInput::install)
                .hint(play -> hint(view.get()))
                .solve("Auto-play", play -> view.get().autoPlay().toggle(AutoPlay.Mode.NO_PEEK))
                .custom((play, current) -> CustomGameDialog.ask(play.root(), current).map(choice -> {
                    if (choice.deal() != null) dealing.next(GameId.seeded(choice.params(), choice.deal()));
                    return choice.params();
                }))
                .dealer("Dealing the cards…", dealing::deal)
                .status(frame -> view.get().status(frame))
                .endTitle(s -> s.state().isWon() ? "You won!" : "No moves left")
                .endLine(SolitaireGame::endLine)
                .actions(actions)
                .settings(play -> SettingsPane.build(settings.get(), view.get().palette(), s -> { settings.save(s); view.get().repaint(); }))
                .style(SolitaireGame.class.getResource(CSS).toExternalForm(), "solitaire-root")
                .open(resume);
    }

    /** Solve: the solver that sees every card plays a winning line to the end (a toggle: choosing it again stops it). */
    private static GameAction solveAction(SolitaireView view) {
        GameAction solve = GameAction.toggle("solve", "Solve", () -> { if (view.session() != null) view.autoPlay().toggle(AutoPlay.Mode.SOLVE); })
                .placement(GameAction.Placement.BOTH); // no icon: the toolbar shows the word, beside Auto-play
        solve.selectedProperty().bind(view.autoPlay().solvingProperty());
        return solve;
    }

    /** Hint: the no-peek player's advice, from what the player can see, off the FX thread. */
    private static void hint(SolitaireView view) {
        var play = view.play();
        KlondikeView seen = KlondikeView.of(play.state());
        long seed = play.session().moveCount() + 17L;
        play.background("Looking for a good move…", () -> Hint.advise(seen, NoPeekPlayer.forHint(seed)), h -> {
            play.markAssisted();
            view.showHint(h);
        });
    }

    /** The card's own line: the deal, to play it again by its number. */
    static String endLine(Session<KlondikeState, KlondikeMove> s) {
        String deal = s.id().seedValue().map(v -> "Deal " + v).orElse("A given deal");
        return s.state().isWon() ? deal + ": every card is home." : deal + ": no card can move and the stock is spent.";
    }
}
