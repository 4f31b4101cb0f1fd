package arcade.gamesystem.view;

import arcade.api.host.GameHost;
import arcade.api.host.Play;
import arcade.api.model.NodeKind;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.gamesystem.ai.ComputerPlayer;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A rules game on the host: connects the file's definition, the board view and its input, the
 * computer on the other side (which also makes every forced move and the computer's rolls), the
 * hint, and the game's words for the status line and the end-of-game card. New games, undo,
 * autosave, records, replays and the card are the host's.
 */
public final class RulesGame {
    private RulesGame() {}

    /**
     * @param pluginId the card the game is played on
     * @param file     the file the game was opened from on the Rules File card, or null for a card's own game
     * @param openFile the Rules File card's Open rules file…, or null
     */
    public static GameInstance open(GameContext ctx, Optional<SavedGame> resume, String pluginId, RulesDefinition definition,
                                    Path file, Runnable openFile) {
        Seats seats = new Seats();
        AtomicReference<Play<RulesState, RulesMove>> playRef = new AtomicReference<>();
        AtomicReference<RulesView> view = new AtomicReference<>();
        ComputerSide side = new ComputerSide(definition.rules(), seats,
                () -> playRef.get() == null || playRef.get().session() == null ? null : playRef.get().state(), ctx.clock().millis());
        SeatedDefinition seated = new SeatedDefinition(definition, seats,
                () -> playRef.get() == null || playRef.get().session() == null ? null : playRef.get().state());
        return GameHost.of(ctx, pluginId, seated)
                .view(play -> {
                    playRef.set(play);
                    view.set(new RulesView(play, definition, seats, side, openFile));
                    return view.get();
                })
                .input(RulesInput::install)
                .opponent(side)
                .hint(play -> hint(play, view.get()))
                .status(frame -> StatusLine.of(frame, seats))
                .endTitle(s -> StatusLine.title(s.outcome().orElseThrow()))
                .endLine(s -> StatusLine.winningLine(s.state()))
                .recordAs(s -> file == null ? SeatedDefinition.recordParams(s.id().params(), seats)
                        : definition.source().name() + ": " + definition.describeParams(SeatedDefinition.recordParams(s.id().params(), seats))
                          + " (" + file.getFileName() + ")")
                .extra(() -> saved(seats, file), (play, saved) -> {
                    seats.restore(saved.extra().get("opponent"), saved.extra().get("seat"));
                    view.get().bar.opponent.setValue(seats.opponent.get());
                })
                .style(RulesGame.class.getResource("rules.css").toExternalForm(), "rules-root")
                .open(resume);
    }

    private static Map<String, String> saved(Seats seats, Path file) {
        Map<String, String> extra = new HashMap<>(seats.saved());
        if (file != null) extra.put("file", file.toString());
        return extra;
    }

    /** The strongest computer's move for the player to move, searched off the FX thread and shown; the game counts as helped. */
    private static void hint(Play<RulesState, RulesMove> play, RulesView view) {
        RulesState s = play.state();
        if (play.definition().rules().kind(s) != NodeKind.DECISION) return;
        ComputerPlayer ai = new ComputerPlayer(play.definition().rules());
        play.background("Looking for the strongest move…", () -> {
            Thread me = Thread.currentThread();
            return ai.choose(s, ComputerPlayer.Strength.HARD, me::isInterrupted).orElse(null);
        }, m -> {
            if (m == null) return;
            play.markAssisted();
            view.showHint(m);
        });
    }
}
