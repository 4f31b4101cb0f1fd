package arcade.shell.chrome;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Button;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import org.kordamp.ikonli.javafx.FontIcon;

/** One command of the game chrome, shown as a menu item and a toolbar button with the same state. */
final class ChromeAction {
    final String id;
    final String text;
    final String icon;
    final KeyCombination shortcut;
    final ObservableBooleanValue enabled;
    private final Runnable run;

    ChromeAction(String id, String text, String icon, KeyCombination shortcut, ObservableBooleanValue enabled, Runnable run) {
        this.id = id;
        this.text = text;
        this.icon = icon;
        this.shortcut = shortcut;
        this.enabled = enabled;
        this.run = run;
    }

    boolean isEnabled() { return enabled.get(); }

    /** Runs only when enabled, so a shortcut can never do what the greyed-out button would not. */
    boolean fire() {
        if (!enabled.get()) return false;
        run.run();
        return true;
    }

    MenuItem menuItem() {
        MenuItem m = new MenuItem(text, new FontIcon(icon));
        m.setId("menu-" + id);
        // Shown next to the item; the chrome's key filter does the work, so nothing fires twice.
        if (shortcut != null) m.setAccelerator(shortcut);
        m.disableProperty().bind(Bindings.not(enabled));
        m.setOnAction(e -> fire());
        return m;
    }

    Button button(boolean withText) {
        Button b = new Button(withText ? text : null, new FontIcon(icon));
        b.setId("tool-" + id);
        b.getStyleClass().add("chrome-button");
        if (!withText) b.getStyleClass().add("button-icon");
        b.setTooltip(new Tooltip(shortcut == null ? text : text + "  (" + shortcut.getDisplayText() + ")"));
        b.setAccessibleText(text);
        b.setFocusTraversable(false); // keys belong to the game; the toolbar is for the mouse
        b.disableProperty().bind(Bindings.not(enabled));
        b.setOnAction(e -> fire());
        return b;
    }
}
