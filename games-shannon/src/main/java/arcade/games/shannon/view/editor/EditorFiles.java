package arcade.games.shannon.view.editor;

import arcade.api.fx.Background;
import arcade.api.plugin.GameContext;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.BoardFormatException;
import arcade.games.shannon.model.boards.BoardJson;
import javafx.scene.Node;
import javafx.stage.FileChooser;

import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;

/**
 * The editor's Save and Open: file dialogs, then reading and writing off the FX thread. An invalid
 * file is refused in plain words and the board being edited stays as it was.
 */
public final class EditorFiles {
    private final GameContext ctx;
    private final EditorModel model;
    private final Node owner;
    private final BiConsumer<String, Boolean> say;
    private final Runnable opened;
    private final BooleanSupplier closed;

    public EditorFiles(GameContext ctx, EditorModel model, Node owner, BiConsumer<String, Boolean> say, Runnable opened, BooleanSupplier closed) {
        this.ctx = ctx;
        this.model = model;
        this.owner = owner;
        this.say = say;
        this.opened = opened;
        this.closed = closed;
    }

    private void say(String text, boolean error) { say.accept(text, error); }

    public void chooseSave() {
        FileChooser fc = chooser("Save board");
        fc.setInitialFileName(model.name().replaceAll("[^A-Za-z0-9 _-]", "").trim().replace(' ', '-') + ".json");
        File f = fc.showSaveDialog(owner.getScene() == null ? null : owner.getScene().getWindow());
        if (f != null) saveTo(f.toPath());
    }

    public void chooseOpen() {
        File f = chooser("Open board").showOpenDialog(owner.getScene() == null ? null : owner.getScene().getWindow());
        if (f != null) loadFrom(f.toPath());
    }

    private FileChooser chooser(String title) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("Shannon boards (*.json)", "*.json"));
        File dir = ctx.store().folder().toFile();
        if (dir.isDirectory()) fc.setInitialDirectory(dir);
        return fc;
    }

    /** Saves off the FX thread; completes with true when written (the message says what happened). */
    public CompletableFuture<Boolean> saveTo(Path file) {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        Board board;
        try {
            board = model.toBoard();
        } catch (IllegalStateException | IllegalArgumentException e) {
            say("Cannot save yet: " + e.getMessage(), true);
            done.complete(false);
            return done;
        }
        say("Saving…", false);
        Background.run(ctx.executor(), () -> { BoardJson.write(file, ShannonState.initial(board, Side.SHORT)); return file; }, () -> !closed.getAsBoolean(), f -> {
            model.markSaved();
            say("Saved " + f.getFileName() + " (" + board.vertexCount() + " cells, " + board.edgeCount() + " links).", false);
            done.complete(true);
        }, err -> {
            say("Could not save " + file.getFileName() + ": " + err.getMessage(), true);
            ctx.notifier().error("Could not save the board: " + err.getMessage());
            done.complete(false);
        });
        return done;
    }

    /** Loads off the FX thread; an invalid file leaves the board untouched and says why. */
    public CompletableFuture<Boolean> loadFrom(Path file) {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        say("Opening " + file.getFileName() + "…", false);
        Background.run(ctx.executor(), () -> BoardJson.read(file).board(), () -> !closed.getAsBoolean(), board -> {
            model.replace(board);
            opened.run();
            say("Opened " + file.getFileName() + ": " + board.vertexCount() + " cells, " + board.edgeCount() + " links.", false);
            done.complete(true);
        }, err -> {
            String why = err instanceof BoardFormatException ? err.getMessage()
                    : err instanceof java.nio.file.NoSuchFileException ? "no such file" : String.valueOf(err.getMessage());
            say(file.getFileName() + " is not a valid board: " + why + ". Your board is unchanged.", true);
            ctx.notifier().error("Could not open " + file.getFileName() + ": " + why);
            done.complete(false);
        });
        return done;
    }

}
