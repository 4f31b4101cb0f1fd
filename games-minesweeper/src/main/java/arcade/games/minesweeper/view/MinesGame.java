package arcade.games.minesweeper.view;

import arcade.api.host.Frame;
import arcade.api.host.GameHost;
import arcade.api.model.GameId;
import arcade.api.plugin.GameAction;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.games.minesweeper.model.MinesDefinition;
import arcade.games.minesweeper.model.MinesMove;
import arcade.games.minesweeper.model.MinesParams;
import arcade.games.minesweeper.model.MinesState;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Minesweeper on the host: connects the definition, the view and its input, Hint, Auto-play and
 * Custom…, the first-click rule of the settings, and the game's words for the status line and the
 * end-of-game card. New games, restore, autosave, the clock, records and the card are the host's.
 */
public final class MinesGame {
    static final String CSS = "/arcade/games/minesweeper/minesweeper.css";
    public static final String PLUGIN_ID = "minesweeper";
    /** The keyboard cursor's cell, kept with the unfinished game so that Continue puts it back. */
    private static final String CURSOR = "cursor";

    private MinesGame() {}

    public static GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        MinesOptions options = new MinesOptions(ctx.store());
        ObservableList<GameAction> actions = FXCollections.observableArrayList();
        AtomicReference<MinesView> view = new AtomicReference<>();
        return GameHost.of(ctx, PLUGIN_ID, MinesDefinition.INSTANCE)
                .view(play -> { view.set(new MinesView(play, options, actions)); return view.get(); })
                .input(MinesInput::install)
                .hint(play -> view.get().assistant().hint())
                .solve("Auto-play", play -> view.get().assistant().toggleAutoPlay())
                .custom((play, current) -> CustomBoardDialog.ask(play.root(), MinesParams.CODEC.parse(current)).map(MinesParams::text))
                .dealer("Laying out the board…", (params, seed) -> GameId.seeded(options.withRule(params), seed))
                .status(MinesGame::status)
                .endTitle(s -> s.state().won() ? "Cleared!" : "A mine!")
                .endLine(MinesGame::endLine)
                .extra(() -> Map.of(CURSOR, Integer.toString(view.get().board().cursor())),
                        (play, saved) -> view.get().restoreCursor(saved.extra().get(CURSOR)))
                .actions(actions)
                .settings(play -> new MinesSettingsPane(options::get, options::save))
                .style(MinesGame.class.getResource(CSS).toExternalForm(), "minesweeper-root")
                .open(resume);
    }

    /** The status line: the board in words, and how to begin before the first click. */
    static String status(Frame<MinesState, MinesMove> frame) {
        MinesState s = frame.state();
        String board = MinesDefinition.INSTANCE.describeParams(s.params().text());
        return s.started() ? board : "Reveal any cell to start: " + board;
    }

    /** The card's own line: which mine ended the game and how many flags were wrong, or what was cleared. */
    static String endLine(Session<MinesState, MinesMove> session) {
        MinesState s = session.state();
        if (s.won()) return "All " + (s.params().cells() - s.params().mines()) + " safe cells opened.";
        int fatal = s.fatalCell(), w = s.width(), wrong = 0;
        for (int i = 0; i < s.params().cells(); i++) if (s.cover(i) == MinesState.FLAGGED && !s.isMine(i)) wrong++;
        return "The mine at column " + (fatal % w + 1) + ", row " + (fatal / w + 1) + " ended it"
                + (wrong == 0 ? "." : "; " + wrong + (wrong == 1 ? " flag was" : " flags were") + " wrong.");
    }
}
