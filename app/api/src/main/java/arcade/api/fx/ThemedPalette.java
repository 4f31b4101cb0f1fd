package arcade.api.fx;

import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.scene.Parent;
import javafx.scene.Scene;

import java.util.Objects;
import java.util.function.Function;

/**
 * A palette that stays in step with the theme: read when {@code host} enters a scene, and read
 * again when the arcade switches between light and dark, when the host's style classes change
 * (games mark their root {@code dark}), or when the scene's stylesheets change. Views listen to
 * {@link #paletteProperty()} and repaint. The read waits for the next pulse after a theme switch,
 * because the shell swaps stylesheets after announcing the switch.
 */
public final class ThemedPalette<P> {
    private final Parent host;
    private final Function<Parent, P> reader;
    private final ReadOnlyObjectWrapper<P> palette = new ReadOnlyObjectWrapper<>(this, "palette");
    private final InvalidationListener stylesheetsChanged = o -> refreshLater();
    private boolean refreshQueued;

    /** @param reader reads the palette in the context of the host, e.g. {@code h -> CssPalette.read(h, MyPalette.class, "-my-", lookup())} */
    public ThemedPalette(Parent host, Function<Parent, P> reader, ObservableBooleanValue darkTheme) {
        this.host = Objects.requireNonNull(host);
        this.reader = Objects.requireNonNull(reader);
        darkTheme.addListener((o, was, dark) -> refreshLater());
        host.getStyleClass().addListener((ListChangeListener<String>) c -> refreshLater());
        host.getStylesheets().addListener(stylesheetsChanged);
        host.sceneProperty().addListener((o, old, scene) -> {
            if (old != null) old.getStylesheets().removeListener(stylesheetsChanged);
            if (scene != null) { scene.getStylesheets().addListener(stylesheetsChanged); refresh(); }
        });
        Scene scene = host.getScene();
        if (scene != null) { scene.getStylesheets().addListener(stylesheetsChanged); refresh(); }
    }

    /** The current palette; null until the host has been in a scene. */
    public P get() { return palette.get(); }

    public ReadOnlyObjectProperty<P> paletteProperty() { return palette.getReadOnlyProperty(); }

    /** Reads the palette now (FX thread), if the host is in a scene. */
    public void refresh() {
        refreshQueued = false;
        if (host.getScene() == null) return;
        P next = reader.apply(host);
        if (!next.equals(palette.get())) palette.set(next);
    }

    private void refreshLater() {
        if (refreshQueued) return;
        refreshQueued = true;
        Platform.runLater(this::refresh);
    }
}
