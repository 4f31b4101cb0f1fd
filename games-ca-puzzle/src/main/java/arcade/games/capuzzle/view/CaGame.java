package arcade.games.capuzzle.view;

import arcade.api.host.Frame;
import arcade.api.host.GameHost;
import arcade.api.host.Play;
import arcade.api.plugin.Ending;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.model.CaDefinition;
import arcade.games.capuzzle.model.CaMove;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.path.PathProgress;
import arcade.games.capuzzle.path.PathStore;
import arcade.games.capuzzle.path.PuzzlePath;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.input.KeyCombination;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The CA puzzle on the host: connects the definition (following the player's undo setting), the
 * view and its input, the hint, Solve and Custom…, and the game's words for the status line and
 * the end-of-game card. Everything else (new games, restore, autosave, records, the card) is the host's.
 */
public final class CaGame {
    public static final String PLUGIN_ID = "ca-puzzle";

    private CaGame() {}

    public static GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        SettingsHolder settings = new SettingsHolder(ctx.store());
        CaDefinition definition = CaDefinition.following(() -> settings.get().undoAllowed());
        Dealing dealing = new Dealing();
        PathStore path = new PathStore(ctx.store());
        AtomicReference<CaView> view = new AtomicReference<>();
        ObservableList<GameAction> actions = FXCollections.observableArrayList(GameAction
                .command("save-png", "Save board as PNG…", () -> view.get().saveBoardPicture())
                .icon("mdi2i-image-outline")
                .accelerator(KeyCombination.valueOf("Shortcut+Shift+S"))
                .placement(GameAction.Placement.BOTH));
        String first = settings.get().lastParams();
        // a new player starts on the path, and one who last played a puzzle of it goes on with the next
        if (first == null || !valid(definition, first) || PuzzlePath.onPath(first) && path.progress().solvedCount() < PuzzlePath.lessons().size()) {
            dealing.next(path.progress().next().id());
            first = path.progress().next().params();
        }
        return GameHost.of(ctx, PLUGIN_ID, definition)
                .view(play -> { view.set(new CaView(play, settings, path, dealing, actions)); return view.get(); })
                .onSession(s -> view.get().sessionStarted(s))
                .input(CaInput::install)
                .hint(play -> CaHint.show(play, view.get()))
                .solve("Solve", CaGame::solve)
                .custom((play, current) -> CustomGameDialog.show(play.root(), definition.params().parse(current)))
                .dealer("Preparing the puzzle…", dealing::deal)
                .status(CaGame::status)
                .endTitle(s -> "Solved!")
                .endLine(CaGame::endLine)
                .endPlacement(Ending.Placement.BELOW_BOARD)   // the solved board is the reward: the card never covers it
                .extra(() -> view.get().savedMarks(), (play, saved) -> view.get().restoreMarks(saved.extra()))
                .actions(actions)
                .settings(play -> SettingsPane.build(settings::get, settings::save))
                .style(CaGame.class.getResource(CaView.CSS).toExternalForm(), "ca-root")
                .firstGame(first)
                .open(resume);
    }

    private static boolean valid(CaDefinition d, String params) {
        try {
            d.params().normalize(params);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Solve: every hidden cell guessed right, from the youngest generation up, as one step (the game becomes helped). */
    static void solve(Play<CaState, CaMove> play) {
        CaState s = play.state();
        List<CaMove> moves = new ArrayList<>();
        Board b = s.board();
        for (int t = b.generations() - 1; t >= 0; t--) for (int i = 0; i < b.width(); i++)
            if (!s.isRevealed(t, i)) moves.add(CaMove.guess(t, i, s.puzzle().value(t, i)));
        play.solve(moves);
    }

    static String status(Frame<CaState, CaMove> frame) {
        CaState s = frame.state();
        var sc = s.puzzle().scoring();
        return "Score " + s.score() + " · right +" + sc.reward(s.streak()) + " / wrong −" + sc.penalty(s.streak())
                + " · moves " + s.moves() + " · mistakes " + s.mistakes() + " · hidden " + s.hiddenCount();
    }

    /** The card's own line: what the score was made of (the card shows the score itself), and for a puzzle of the path its stars. */
    static String endLine(Session<CaState, CaMove> session) {
        CaState s = session.state();
        String made = "Mistakes " + s.mistakes() + (s.hints() > 0 ? " · hints " + s.hints() : "")
                + (session.undoCount() > 0 ? " · undos " + session.undoCount() : "");
        return made + PuzzlePath.of(session.id()).map(l -> {
            int stars = PathProgress.stars(s.mistakes(), session.isAssisted());
            return " · path puzzle " + l.number() + ": " + stars + (stars == 1 ? " star" : " stars")
                    + PuzzlePath.after(l).map(n -> " · Next puzzle (above the board) opens " + n.title()).orElse(" · the path is done");
        }).orElse("");
    }

    /** The marks saved with an unfinished game (the player's pencil marks). */
    static Map<String, String> marks(String pencil) { return pencil == null ? Map.of() : Map.of("pencil", pencil); }
}
