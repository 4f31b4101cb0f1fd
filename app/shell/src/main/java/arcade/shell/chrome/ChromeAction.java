package arcade.shell.chrome;

import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * One command of the game chrome (built in, or one of the game's own actions), shown as a menu
 * item and a toolbar button with the same state. A toggle ({@code selected} given) shows as a
 * check item and a toggle button whose state follows the game's flag, not the click.
 */
final class ChromeAction {
    final String id;
    final String text;
    final String icon;
    final KeyCombination shortcut;
    final ObservableBooleanValue enabled;
    final ObservableBooleanValue selected;
    /** Where a game's action wants to be shown (built-in commands are placed by the chrome). */
    final boolean inMenu, inToolbar;
    private final Runnable run;

    ChromeAction(String id, String text, String icon, KeyCombination shortcut, ObservableBooleanValue enabled, Runnable run) {
        this(id, text, icon, shortcut, enabled, null, true, true, run);
    }

    ChromeAction(String id, String text, String icon, KeyCombination shortcut, ObservableBooleanValue enabled,
                 ObservableBooleanValue selected, boolean inMenu, boolean inToolbar, Runnable run) {
        this.id = id;
        this.text = text;
        this.icon = icon;
        this.shortcut = shortcut;
        this.enabled = enabled;
        this.selected = selected;
        this.inMenu = inMenu;
        this.inToolbar = inToolbar;
        this.run = run;
    }

    boolean isEnabled() { return enabled.get(); }

    /** The same command under another shortcut (or none): the game's accelerator that clashed is dropped. */
    ChromeAction withShortcut(KeyCombination key) { return new ChromeAction(id, text, icon, key, enabled, selected, inMenu, inToolbar, run); }

    /** Runs only when enabled, so a shortcut can never do what the greyed-out button would not. */
    boolean fire() {
        if (!enabled.get()) return false;
        run.run();
        return true;
    }

    MenuItem menuItem() {
        MenuItem m;
        if (selected != null) {
            CheckMenuItem c = new CheckMenuItem(text);
            c.setSelected(selected.get());
            follow(c.getProperties(), c::setSelected);
            c.setOnAction(e -> { c.setSelected(selected.get()); fire(); });
            m = c;
        } else {
            m = new MenuItem(text, icon == null ? null : new FontIcon(icon));
            m.setOnAction(e -> fire());
        }
        m.setId("menu-" + id);
        // Shown next to the item; the chrome's key filter does the work, so nothing fires twice.
        if (shortcut != null) m.setAccelerator(shortcut);
        m.disableProperty().bind(Bindings.not(enabled));
        return m;
    }

    /**
     * Keeps a check item or toggle button showing the flag. The listener is weak and held by the
     * control, so the items the More menu builds afresh each time it opens can be collected.
     */
    private void follow(java.util.Map<Object, Object> holder, java.util.function.Consumer<Boolean> show) {
        javafx.beans.value.ChangeListener<Boolean> l = (o, was, now) -> show.accept(now);
        holder.put(ChromeAction.class, l);
        selected.addListener(new javafx.beans.value.WeakChangeListener<>(l));
    }

    /** A toolbar button: the icon alone (text in the tooltip) unless {@code withText} or there is no icon. */
    ButtonBase button(boolean withText) {
        boolean showText = withText || icon == null;
        ButtonBase b;
        if (selected != null) {
            ToggleButton t = new ToggleButton(showText ? text : null, icon == null ? null : new FontIcon(icon));
            t.setSelected(selected.get());
            follow(t.getProperties(), t::setSelected);
            t.setOnAction(e -> { t.setSelected(selected.get()); fire(); });
            b = t;
        } else {
            b = new Button(showText ? text : null, icon == null ? null : new FontIcon(icon));
            b.setOnAction(e -> fire());
        }
        b.setId("tool-" + id);
        b.getStyleClass().add("chrome-button");
        if (!showText) b.getStyleClass().add("button-icon");
        b.setTooltip(new Tooltip(shortcut == null ? text : text + "  (" + shortcut.getDisplayText() + ")"));
        b.setAccessibleText(text);
        b.setFocusTraversable(false); // keys belong to the game; the toolbar is for the mouse
        b.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // never squeezed into an ellipsis
        b.disableProperty().bind(Bindings.not(enabled));
        return b;
    }
}
