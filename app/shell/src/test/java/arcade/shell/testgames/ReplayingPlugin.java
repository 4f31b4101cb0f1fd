package arcade.shell.testgames;

import arcade.api.plugin.Capability;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.model.Preset;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/** A game that finishes at a click, hands its finished games to the statistics and shows them again on Replay. */
public class ReplayingPlugin implements GamePlugin {
    /** How many times the game was opened (a replay in the open game must not open it again). */
    public final AtomicInteger opened = new AtomicInteger();

    @Override public GameInfo info() {
        return new GameInfo("replaying", "Replaying", "Finishes at a click.", null);
    }

    /** It has no definition, but shows its finished games again itself ({@code GameInstance.replay}). */
    @Override public boolean canReplay() { return true; }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        int n = opened.incrementAndGet();
        Label shown = new Label("Playing");
        shown.setId("replaying-shown");
        Button finish = new Button("Finish");
        finish.setId("replaying-finish");
        int[] games = {0};
        finish.setOnAction(e -> {
            String gameId = "g#" + n + "-" + ++games[0];
            SavedGame g = new SavedGame(SavedGame.CURRENT_VERSION, "replaying", gameId,
                    List.of(new SavedGame.SavedEntry(Session.Kind.MOVE, List.of("win"))), 1, 1000, Map.of());
            ctx.stats().record(new GameRecord("p", GameRecord.Result.WIN, 1000, null, ctx.clock().millis()), g);
        });
        VBox root = new VBox(8, shown, finish);
        GameControls controls = new GameControls() {
            @Override public java.util.Set<Capability> capabilities() { return EnumSet.of(Capability.NEW_GAME, Capability.REPLAY); }
            @Override public List<Preset> presets() { return List.of(new Preset("p", "Plain")); }
            @Override public void newGame(Preset p) { shown.setText("Playing"); }
        };
        return new GameInstance() {
            @Override public Node root() { return root; }
            @Override public GameControls controls() { return controls; }
            @Override public Optional<SavedGame> snapshot() { return Optional.empty(); }
            @Override public void pause() { }
            @Override public void resume() { }
            @Override public void close() { }
            @Override public boolean replay(SavedGame finished) {
                shown.setText("Replaying " + finished.gameId());
                return true;
            }
        };
    }
}
