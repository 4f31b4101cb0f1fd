package arcade.games.capuzzle.view;

import arcade.api.fx.Background;
import arcade.api.fx.FileActions;
import arcade.games.capuzzle.png.PngWriter;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.stage.FileChooser;
import javafx.stage.Window;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * Saves what a canvas shows as a PNG file. The pixels are read on the FX thread when the player
 * asks (so the file shows exactly that moment), then encoded and written atomically off it; the
 * outcome comes back in plain words.
 */
final class PictureExport {
    /** Larger canvases are refused: the snapshot alone would take hundreds of megabytes. */
    static final int MAX_SIDE = 8192;

    private final Executor io;
    private FileActions.Dialogs dialogs = FileActions.Dialogs.system();
    private Path lastFolder;

    PictureExport(Executor io) { this.io = io; }

    /** Tests answer the save dialog with a path. */
    void useDialogs(FileActions.Dialogs d) { dialogs = d; }

    /**
     * Asks where to save {@code canvas} (null: nothing to save) as {@code name}.png, then writes it;
     * {@code onSaved} hears "Saved …", {@code onFailure} why not (both on the FX thread).
     */
    void save(Window owner, Canvas canvas, String name, Consumer<String> onSaved, Consumer<String> onFailure) {
        if (canvas == null) { onFailure.accept("There is no picture to save yet."); return; }
        int w = (int) Math.ceil(canvas.getWidth()), h = (int) Math.ceil(canvas.getHeight());
        if (w < 1 || h < 1) { onFailure.accept("There is no picture to save yet."); return; }
        if (w > MAX_SIDE || h > MAX_SIDE) { onFailure.accept("The picture is too big to save at this size: zoom out and save again."); return; }
        int[] argb = pixels(canvas, w, h);
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save as PNG");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("PNG image", "*.png"));
        chooser.setInitialFileName(name + ".png");
        if (lastFolder != null && Files.isDirectory(lastFolder)) chooser.setInitialDirectory(lastFolder.toFile());
        dialogs.chooseSave(owner, chooser).ifPresent(chosen -> {
            Path file = withPngExtension(chosen);
            lastFolder = file.toAbsolutePath().getParent();
            io.execute(() -> {
                try {
                    FileActions.writeAtomically(file, PngWriter.encode(w, h, argb));
                } catch (IOException | RuntimeException e) {
                    String why = failure(file, e);
                    Background.onFx(() -> onFailure.accept(why));
                    return;
                }
                Background.onFx(() -> onSaved.accept("Saved " + quoted(file) + "."));
            });
        });
    }

    private static int[] pixels(Canvas canvas, int w, int h) {
        SnapshotParameters params = new SnapshotParameters();
        WritableImage image = canvas.snapshot(params, new WritableImage(w, h));
        int[] argb = new int[w * h];
        image.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), argb, 0, w);
        return argb;
    }

    static Path withPngExtension(Path p) {
        String n = p.getFileName().toString();
        return n.toLowerCase(Locale.ROOT).endsWith(".png") ? p : p.resolveSibling(n + ".png");
    }

    private static String failure(Path file, Exception e) {
        String name = quoted(file);
        if (e instanceof NoSuchFileException) return "The folder for " + name + " no longer exists.";
        if (e instanceof AccessDeniedException) return "You are not allowed to save " + name + " there.";
        if (Files.isDirectory(file)) return name + " is a folder, not a file.";
        if (e instanceof FileSystemException f && f.getReason() != null && f.getReason().toLowerCase(Locale.ROOT).contains("space"))
            return "The disk is full: " + name + " was not saved.";
        return name + " could not be saved.";
    }

    private static String quoted(Path file) { return "“" + file.getFileName() + "”"; }
}
