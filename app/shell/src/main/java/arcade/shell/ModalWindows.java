package arcade.shell;

import arcade.shell.theme.Popups;
import javafx.collections.ListChangeListener;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Every modal window the arcade's window owns, whoever opens it — the shell, or a game's own
 * dialog (Shannon's Host and Join, an analysis window, a custom-board dialog) — counts as a
 * dialog over the window: the window dims behind it and a real-time game pauses, as for the
 * shell's own dialogs. Menus, tooltips and notices are popups, not stages, and do not count.
 * Every window the arcade's window owns also gets the arcade's look for its drop-down menus and
 * tooltips ({@link Popups}), so a game's dialog draws them as the shell's windows do.
 */
final class ModalWindows {
    private final Map<Window, Runnable> open = new IdentityHashMap<>();
    private final ListChangeListener<Window> watch;

    /**
     * @param owner  the arcade's window
     * @param cover  called when such a window shows; returns what to do when it closes
     */
    ModalWindows(Window owner, Supplier<Runnable> cover) {
        watch = change -> {
            while (change.next()) {
                for (Window w : change.getRemoved()) {
                    Runnable uncover = open.remove(w);
                    if (uncover != null) uncover.run();
                }
                for (Window w : change.getAddedSubList()) {
                    if (!(w instanceof Stage s) || s.getOwner() != owner) continue;
                    if (s.getScene() != null) Popups.style(s.getScene());
                    if (s.getModality() != Modality.NONE && !open.containsKey(w)) open.put(w, cover.get());
                }
            }
        };
        Window.getWindows().addListener(watch);
    }

    /** Stops watching (the shell shuts down); windows still open are left as they are. */
    void close() { Window.getWindows().removeListener(watch); open.clear(); }
}
