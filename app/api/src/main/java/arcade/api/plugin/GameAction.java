package arcade.api.plugin;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.input.KeyCombination;

import java.util.Objects;
import java.util.Optional;

/**
 * A command of the game's own (a mode, a view, a tool), shown by the shell's chrome beside the
 * built-in ones: in the menu bar, the toolbar, or both. The chrome binds its items to
 * {@link #enabledProperty()} and, for a toggle, to {@link #selectedProperty()}; the game changes the
 * flags, the chrome runs the handler. Build it, then list it in {@link GameInstance#actions()}:
 *
 * <pre>{@code
 * GameAction xray = GameAction.toggle("xray", "X-ray", this::toggleXray)
 *         .icon("mdi2e-eye-outline").accelerator(KeyCombination.valueOf("X")).placement(GameAction.Placement.BOTH);
 * }</pre>
 *
 * An accelerator that clashes with one of the chrome's own shortcuts (or with an earlier action's)
 * is dropped when the game opens, and the clash is reported on the error stream.
 */
public final class GameAction {
    /** Where the chrome shows the action. */
    public enum Placement { MENU, TOOLBAR, BOTH;
        public boolean inMenu() { return this != TOOLBAR; }
        public boolean inToolbar() { return this != MENU; }
    }

    private final String id;
    private final String label;
    private final Runnable handler;
    private final boolean toggle;
    private final BooleanProperty enabled = new SimpleBooleanProperty(this, "enabled", true);
    private final BooleanProperty selected = new SimpleBooleanProperty(this, "selected", false);
    private String icon;
    private KeyCombination accelerator;
    private Placement placement = Placement.MENU;

    private GameAction(String id, String label, Runnable handler, boolean toggle) {
        if (id == null || !id.matches("[a-z0-9][a-z0-9-]*")) throw new IllegalArgumentException("action id must be lower-case words joined by '-': " + id);
        this.id = id;
        this.label = Objects.requireNonNull(label, "label");
        this.handler = Objects.requireNonNull(handler, "handler");
        this.toggle = toggle;
    }

    /** A command: a menu item or a button. */
    public static GameAction command(String id, String label, Runnable handler) { return new GameAction(id, label, handler, false); }

    /**
     * An on/off switch: a check item or a toggle button showing {@link #selectedProperty()}. The
     * handler decides: it sets the selected flag (or leaves it, to refuse).
     */
    public static GameAction toggle(String id, String label, Runnable handler) { return new GameAction(id, label, handler, true); }

    /** An Ikonli icon literal (e.g. {@code "mdi2e-eye-outline"}); a toolbar button without one shows its label. */
    public GameAction icon(String literal) { this.icon = literal; return this; }

    public GameAction accelerator(KeyCombination key) { this.accelerator = key; return this; }

    public GameAction placement(Placement where) { this.placement = Objects.requireNonNull(where); return this; }

    public String id() { return id; }
    public String label() { return label; }
    public Optional<String> iconLiteral() { return Optional.ofNullable(icon); }
    public Optional<KeyCombination> accelerator() { return Optional.ofNullable(accelerator); }
    public Placement placement() { return placement; }
    public boolean isToggle() { return toggle; }
    public BooleanProperty enabledProperty() { return enabled; }
    public BooleanProperty selectedProperty() { return selected; }

    /** Runs the handler if the action is enabled; true when it ran. The chrome calls this. */
    public boolean fire() {
        if (!enabled.get()) return false;
        handler.run();
        return true;
    }

    @Override public String toString() { return "GameAction[" + id + "]"; }
}
