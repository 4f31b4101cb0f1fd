package arcade.shell.testgames;

import arcade.api.plugin.BestIs;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.model.Preset;
import arcade.api.model.GameId;
import arcade.api.session.SaveFormatException;
import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.api.tool.GameTool;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.io.PrintStream;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A real, tiny turn-based game on {@link Session}, for the shell's tests (and a plugins-folder demo). */
public class CounterPlugin implements GamePlugin {
    private final String id;
    private final String name;

    public CounterPlugin() { this("counter", "Counter"); }

    public CounterPlugin(String id, String name) { this.id = id; this.name = name; }

    @Override public GameInfo info() {
        return new GameInfo(id, name, "Reach the target exactly by adding one, two or three.", "mdi2c-counter",
                EnumSet.of(Capability.NEW_GAME, Capability.RESTART, Capability.UNDO, Capability.REDO, Capability.HINT,
                        Capability.SOLVE, Capability.PAUSE, Capability.SETTINGS), BestIs.LOWEST_TIME);
    }

    @Override public List<GameTool> tools() {
        return List.of(new GameTool() {
            @Override public String name() { return "count"; }
            @Override public String summary() { return "prints the moves that reach a target"; }
            @Override public int run(List<String> args, PrintStream out, PrintStream err) {
                if (args.contains("--help")) { out.println("usage: arcade " + id + " count <target>"); return 0; }
                if (args.size() != 1 || !args.get(0).matches("[1-9][0-9]{0,3}")) { err.println("count: give one target from 1 to 9999"); return 2; }
                int t = Integer.parseInt(args.get(0));
                out.println("+3 x " + t / 3 + (t % 3 == 0 ? "" : ", +" + t % 3));
                return 0;
            }
        });
    }

    public record Prefs(int version, boolean showMoves) {}

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        return new Instance(ctx, resume);
    }

    final class Instance extends GameControls implements GameInstance {
        private final CountRules rules = new CountRules();
        private final GameContext ctx;
        private final Label count = new Label();
        private final VBox root;
        private final Button[] adds = new Button[3];
        private Session<CountRules.State, Integer> session;
        private long startedAt;
        private boolean reported;
        private Prefs prefs;

        Instance(GameContext ctx, Optional<SavedGame> resume) {
            this.ctx = ctx;
            this.prefs = ctx.store().load("prefs", Prefs.class, () -> new Prefs(1, true));
            count.setId("count");
            count.setStyle("-fx-font-size: 48px;");
            HBox buttons = new HBox(8);
            buttons.setAlignment(Pos.CENTER);
            for (int k = 1; k <= 3; k++) {
                int add = k;
                adds[k - 1] = new Button("+" + k);
                adds[k - 1].setId("plus" + k);
                adds[k - 1].setOnAction(e -> play(add));
                buttons.getChildren().add(adds[k - 1]);
            }
            root = new VBox(16, count, buttons);
            root.setId("counter-root");
            root.setAlignment(Pos.CENTER);
            root.setFocusTraversable(true);
            root.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                switch (e.getCode()) {
                    case DIGIT1, DIGIT2, DIGIT3 -> { play(e.getCode().ordinal() - javafx.scene.input.KeyCode.DIGIT0.ordinal()); e.consume(); }
                    default -> { }
                }
            });
            session = fresh(10);
            resume.ifPresent(saved -> {
                try {
                    int target = Integer.parseInt(GameId.parse(saved.gameId()).params());
                    session = Session.restore(rules, new CountRules.State(0, target), saved, true);
                } catch (SaveFormatException | RuntimeException e) {
                    ctx.notifier().warn("Could not resume: " + e.getMessage());
                }
            });
            session.addListener(this::refresh);
            startedAt = ctx.clock().millis();
            refresh();
        }

        private Session<CountRules.State, Integer> fresh(int target) {
            return Session.start(rules, GameId.seeded(String.valueOf(target), 1), new CountRules.State(0, target));
        }

        private void play(int k) {
            if (pausedProperty().get() || session.isOver() || !rules.legalMoves(session.state()).contains(k)) return;
            session.play(k);
        }

        private void refresh() {
            CountRules.State s = session.state();
            count.setText(String.valueOf(s.count()));
            canUndoProperty().set(session.canUndo());
            canRedoProperty().set(session.canRedo());
            canHintProperty().set(!session.isOver());
            canSolveProperty().set(!session.isOver());
            inProgressProperty().set(session.isInProgress());
            for (int k = 1; k <= 3; k++) adds[k - 1].setDisable(pausedProperty().get() || s.count() + k > s.target());
            statusProperty().set(session.isOver() ? "Reached " + s.target() + "!"
                    : "Count " + s.count() + " of " + s.target() + (prefs.showMoves() ? " · " + session.moveCount() + " moves" : ""));
            if (session.isOver() && !reported) {
                reported = true;
                ctx.stats().record(new GameRecord(session.id().params(), GameRecord.Result.WIN,
                        ctx.clock().millis() - startedAt, (double) session.moveCount(), ctx.clock().millis()));
            }
        }

        private void replace(Session<CountRules.State, Integer> s) {
            session = s;
            session.addListener(this::refresh);
            reported = false;
            startedAt = ctx.clock().millis();
            refresh();
        }

        @Override public Node root() { return root; }
        @Override public GameControls controls() { return this; }

        @Override public Optional<SavedGame> snapshot() {
            if (session.isOver() || session.history().size() <= 1) return Optional.empty();
            return Optional.of(session.save(id, ctx.clock().millis() - startedAt, Map.of()));
        }

        @Override public void pause() { pausedProperty().set(true); refresh(); }
        @Override public void resume() { pausedProperty().set(false); refresh(); }
        @Override public void close() { }

        @Override public Optional<Node> settingsPane() {
            CheckBox moves = new CheckBox("Show the number of moves");
            moves.setId("show-moves");
            moves.setSelected(prefs.showMoves());
            moves.selectedProperty().addListener((o, was, on) -> {
                prefs = new Prefs(1, on);
                ctx.store().save("prefs", prefs);
                refresh();
            });
            return Optional.of(moves);
        }

        @Override public List<Preset> presets() { return List.of(new Preset("10", "Reach 10"), new Preset("20", "Reach 20")); }
        @Override public void newGame(Preset p) { replace(fresh(Integer.parseInt(p.id()))); }
        @Override public void restart() { session.restart(); }
        @Override public void undo() { session.undo(); }
        @Override public void redo() { session.redo(); }
        @Override public void hint() { ctx.notifier().info("Add " + Math.min(3, session.state().target() - session.state().count())); }
        @Override public String solveLabel() { return "Finish"; }
        @Override public Optional<GameRecord> abandonedGame() {
            return session.isInProgress() ? Optional.of(GameRecord.abandoned(session.id().params(),
                    ctx.clock().millis() - startedAt, ctx.clock().millis())) : Optional.empty();
        }

        @Override public void solve() {
            CountRules.State s = session.state();
            List<Integer> moves = new java.util.ArrayList<>();
            for (int c = s.count(); c < s.target(); c += Math.min(3, s.target() - c)) moves.add(Math.min(3, s.target() - c));
            session.solve(moves);
        }
    }
}
