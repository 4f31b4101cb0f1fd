package arcade.shell.testgames;

import arcade.api.host.GameHost;
import arcade.api.model.GameDefinition;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.api.tool.GameTool;
import javafx.scene.control.CheckBox;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/** A real, tiny turn-based game on the host, for the shell's tests (and a plugins-folder demo). */
public class CounterPlugin implements GamePlugin {
    private final String id;
    private final String name;
    private final CounterDefinition definition;
    private final boolean pausable;

    public CounterPlugin() { this("counter", "Counter"); }

    public CounterPlugin(String id, String name) { this(id, name, arcade.api.model.UndoPolicy.FREE, true); }

    /** A counter with another undo policy, or one that cannot be paused (for the chrome's tests). */
    public CounterPlugin(String id, String name, arcade.api.model.UndoPolicy undo, boolean pausable) {
        this.id = id;
        this.name = name;
        this.definition = new CounterDefinition(undo);
        this.pausable = pausable;
    }

    @Override public GameInfo info() {
        return new GameInfo(id, name, "Reach the target exactly by adding one, two or three.", "mdi2c-counter");
    }

    @Override public Optional<GameDefinition<?, ?>> definition() { return Optional.of(definition); }

    /** The player's own setting, kept in the game's store. */
    public record Prefs(int version, boolean showMoves) {}

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) {
        Prefs[] prefs = {ctx.store().load("prefs", Prefs.class, () -> new Prefs(1, true))};
        return GameHost.of(ctx, id, definition)
                .view(CounterView::new)
                .input(CounterView::wire)
                .status(f -> "Count " + f.state().count() + " of " + f.state().target()
                        + (prefs[0].showMoves() ? " · " + f.session().moveCount() + " moves" : ""))
                .hint(play -> ctx.notifier().info("Add " + Math.min(3, play.state().target() - play.state().count())))
                .solve("Finish", play -> play.solve(CounterDefinition.finish(play.state())))
                .settings(play -> {
                    CheckBox moves = new CheckBox("Show the number of moves");
                    moves.setId("show-moves");
                    moves.setSelected(prefs[0].showMoves());
                    moves.selectedProperty().addListener((o, was, on) -> {
                        prefs[0] = new Prefs(1, on);
                        ctx.store().save("prefs", prefs[0]);
                        play.redraw();
                    });
                    return moves;
                })
                .pausable(pausable)
                .open(resume);
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
}
