package arcade.gamesystem.view;

import arcade.api.fx.FileActions;
import arcade.api.plugin.Capability;
import arcade.api.plugin.Ending;
import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameControls;
import arcade.api.plugin.GameInstance;
import arcade.api.session.SavedGame;
import arcade.gamesystem.model.RulesDefinition;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.layout.BorderPane;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The Rules File card: the invitation to open a rules file, then the chosen file's game on the
 * host (a file opened later replaces it). Its autosave names the file, which is read again off
 * the FX thread to continue; a broken file is reported and the game in play is kept.
 */
public final class OpenFileGame implements GameInstance {
    private final GameContext ctx;
    private final String pluginId;
    private final BorderPane root = new BorderPane();
    private final OpenFilePrompt prompt = new OpenFilePrompt(this::chooseFile, this::newFile);
    /** Where New rules file… writes its starter file (tests give a temporary folder). */
    private Path newFilesFolder = arcade.gamesystem.RulesTemplate.playersFolder();
    private final RulesFileReader reader;
    private final Waiting waiting = new Waiting();
    private final ReadOnlyObjectWrapper<GameControls> active = new ReadOnlyObjectWrapper<>(waiting);
    private final ReadOnlyObjectWrapper<Ending> ending = new ReadOnlyObjectWrapper<>();
    private final ChangeListener<GameControls> followControls = (o, was, now) -> active.set(now);
    private final ChangeListener<Ending> followEnding = (o, was, now) -> ending.set(now);
    private FileActions.Dialogs dialogs = FileActions.Dialogs.system();
    private GameInstance game;
    private Path file;
    private Path lastFolder;
    private boolean closed;

    public OpenFileGame(GameContext ctx, Optional<SavedGame> resume, String pluginId) {
        this.ctx = ctx;
        this.pluginId = pluginId;
        this.reader = new RulesFileReader(ctx.executor());
        root.getStyleClass().add("rules-root");
        root.getStylesheets().add(OpenFileGame.class.getResource("rules.css").toExternalForm());
        root.setFocusTraversable(true);
        String file = resume.map(r -> r.extra().get("file")).orElse(null);
        if (file != null) reopen(Path.of(file), resume.get());
        else waitForFile(resume.isPresent() ? "That unfinished game names no rules file, so it cannot be continued. Open a rules file to play it."
                : "Open a rules file to play it: a board game written as tokens in zones, moves, and win and draw clauses.");
    }

    private void waitForFile(String text) {
        prompt.show(text);
        root.setCenter(prompt);
        waiting.say(text);
    }

    /** The player picks a rules file (dialog on the FX thread), read and checked off it. */
    void chooseFile() {
        Optional<Path> chosen = dialogs.chooseOpen(root.getScene() == null ? null : root.getScene().getWindow(), OpenFilePrompt.chooser(lastFolder));
        if (chosen.isEmpty()) return;
        Path file = chosen.get().toAbsolutePath();
        lastFolder = file.getParent();
        reader.read(file, d -> { if (!closed) play(d, file, Optional.empty()); },
                message -> ctx.notifier().warn("The rules file could not be opened. " + message));
    }

    /** Writes the commented starter file into the player's rules folder (off the FX thread), says where it is and opens it. */
    void newFile() {
        Path folder = newFilesFolder;
        java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return arcade.gamesystem.RulesTemplate.create(folder);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, ctx.executor()).whenComplete((file, failure) -> arcade.api.fx.Background.onFx(() -> {
            if (closed) return;
            if (failure != null) {
                ctx.notifier().warn("A new rules file could not be written in " + folder + ": " + plain(failure) + ".");
                return;
            }
            ctx.notifier().info("Your new rules file is " + file + ". Edit it in any text editor; its card in the library follows your changes.");
            lastFolder = folder;
            reader.read(file, d -> { if (!closed) play(d, file, Optional.empty()); },
                    message -> ctx.notifier().warn("The new rules file could not be opened. " + message));
        }));
    }

    private static String plain(Throwable t) {
        Throwable cause = t instanceof java.util.concurrent.CompletionException && t.getCause() != null ? t.getCause() : t;
        if (cause instanceof java.io.UncheckedIOException u) cause = u.getCause();
        if (cause instanceof java.nio.file.AccessDeniedException) return "the folder may not be written to";
        return cause.getMessage() == null ? "the disk refused it" : cause.getMessage();
    }

    /** Where New rules file… writes (tests). */
    public void setNewFilesFolder(Path folder) { this.newFilesFolder = folder; }

    private void reopen(Path file, SavedGame saved) {
        waitForFile("Opening " + file.getFileName() + " again…");
        reader.read(file, d -> { if (!closed) play(d, file, Optional.of(saved)); }, message -> {
            ctx.notifier().warn("The unfinished game could not be continued. " + message);
            waitForFile("Open a rules file to play it.");
        });
    }

    private void play(RulesDefinition d, Path file, Optional<SavedGame> resume) {
        if (game != null) {
            game.activeControls().removeListener(followControls);
            game.ending().removeListener(followEnding);
            game.close();
        }
        this.file = file;
        game = RulesGame.open(ctx, resume, pluginId, d, file, this::chooseFile);
        game.activeControls().addListener(followControls);
        game.ending().addListener(followEnding);
        active.set(game.activeControls().getValue());
        ending.set(game.ending().getValue());
        root.setCenter(game.root());
        game.root().requestFocus();
    }

    /** The game of the opened file (tests), or null before one is open. */
    public GameInstance game() { return game; }

    /** Answers the file dialog instead of the player (tests). */
    public void setDialogs(FileActions.Dialogs dialogs) { this.dialogs = dialogs; }

    @Override public Node root() { return root; }
    @Override public GameControls controls() { return waiting; }
    @Override public ObservableValue<GameControls> activeControls() { return active.getReadOnlyProperty(); }
    @Override public ObservableValue<Ending> ending() { return ending.getReadOnlyProperty(); }
    @Override public Optional<SavedGame> snapshot() { return game == null ? Optional.empty() : game.snapshot(); }
    @Override public void pause() { if (game != null) game.pause(); }
    @Override public void resume() { if (game != null) game.resume(); }
    @Override public void covered(boolean on) { if (game != null) game.covered(on); }
    @Override public boolean back() { return game != null && game.back(); }
    /** A finished game of the file in play is shown again; one of another file would need that file opened first. */
    @Override public boolean replay(SavedGame finished) {
        if (game == null || !String.valueOf(file).equals(finished.extra().get("file"))) {
            ctx.notifier().info("Open that game's rules file first to see it again.");
            return false;
        }
        return game.replay(finished);
    }

    @Override public void close() {
        closed = true;
        if (game != null) game.close();
    }

    /** The chrome's commands before a file is open: nothing to do yet but the card's own line. */
    private static final class Waiting extends GameControls {
        private static final Set<Capability> OFFERED = EnumSet.of(Capability.RESTART, Capability.UNDO, Capability.REDO, Capability.HINT, Capability.REPLAY);

        void say(String text) { setStatus(text); }

        @Override public Set<Capability> capabilities() { return OFFERED; }
    }
}
