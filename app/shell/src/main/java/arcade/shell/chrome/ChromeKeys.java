package arcade.shell.chrome;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The chrome's shortcut table: the built-in keys first, then the game's accelerators. A key whose
 * command is enabled runs it and goes no further; a key whose command is disabled (or that no
 * command owns) goes on to the game, which may use it for something of its own.
 */
final class ChromeKeys {
    private record Binding(KeyCombination key, ChromeAction action, boolean fromGame) {}

    private final List<Binding> bindings = new ArrayList<>();
    private final java.util.Set<String> reported = new java.util.HashSet<>();
    private final PrintStream problems;
    private final String gameName;

    ChromeKeys(String gameName, PrintStream problems) {
        this.gameName = gameName;
        this.problems = problems;
    }

    void builtIn(KeyCombination key, ChromeAction action) { bindings.add(new Binding(key, action, false)); }

    /**
     * Adds a game action's accelerator unless it clashes with a key already taken; a clash is
     * reported (once) and the action is returned without a shortcut (it still works from menu and toolbar).
     */
    ChromeAction game(ChromeAction action) {
        if (action.shortcut == null) return action;
        Optional<Binding> clash = bindings.stream().filter(b -> same(b.key(), action.shortcut)).findFirst();
        if (clash.isPresent()) {
            if (reported.add(action.id + " " + action.shortcut.getName())) problems.println("arcade: " + gameName + ": the shortcut " + action.shortcut.getDisplayText() + " of \"" + action.text
                    + "\" is already taken by \"" + clash.get().action().text + "\"; it is left out.");
            return action.withShortcut(null);
        }
        bindings.add(new Binding(action.shortcut, action, true));
        return action;
    }

    /** Forgets the game's accelerators (its action list changed and is added again). */
    void clearGame() { bindings.removeIf(Binding::fromGame); }

    /** The key filter: runs the matching enabled command and consumes the key; otherwise leaves it alone. */
    void handle(KeyEvent e, boolean typing) {
        for (Binding b : bindings) {
            if (!b.key().match(e)) continue;
            if (typing && isPlain(b.key())) return; // letters typed into a field stay letters
            if (!b.action().isEnabled()) return;    // the game may want the key itself
            e.consume();
            b.action().fire();
            return;
        }
    }

    /** True when both combinations match the same key press (Shortcut and Ctrl are the same key here). */
    static boolean same(KeyCombination a, KeyCombination b) {
        if (a.equals(b)) return true;
        return matchesPressOf(a, b) || matchesPressOf(b, a);
    }

    private static boolean matchesPressOf(KeyCombination a, KeyCombination b) {
        if (!(a instanceof KeyCodeCombination k)) return false;
        boolean shortcutIsMeta = System.getProperty("os.name", "").toLowerCase().startsWith("mac");
        boolean shortcut = k.getShortcut() == KeyCombination.ModifierValue.DOWN;
        boolean ctrl = k.getControl() == KeyCombination.ModifierValue.DOWN || (shortcut && !shortcutIsMeta);
        boolean meta = k.getMeta() == KeyCombination.ModifierValue.DOWN || (shortcut && shortcutIsMeta);
        KeyEvent press = new KeyEvent(KeyEvent.KEY_PRESSED, "", "", k.getCode(),
                k.getShift() == KeyCombination.ModifierValue.DOWN, ctrl, k.getAlt() == KeyCombination.ModifierValue.DOWN, meta);
        return b.match(press);
    }

    private static boolean isPlain(KeyCombination k) {
        return k instanceof KeyCodeCombination c && c.getCode() != KeyCode.ESCAPE && !c.getCode().isFunctionKey()
                && c.getControl() != KeyCombination.ModifierValue.DOWN && c.getShortcut() != KeyCombination.ModifierValue.DOWN
                && c.getAlt() != KeyCombination.ModifierValue.DOWN && c.getMeta() != KeyCombination.ModifierValue.DOWN;
    }
}
