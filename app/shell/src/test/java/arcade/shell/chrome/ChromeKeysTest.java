package arcade.shell.chrome;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** When two shortcuts are the same key press (the clash check at open). */
class ChromeKeysTest {
    @Test void ctrlAndShortcutAreTheSameKeyHereAndModifiersMatter() {
        boolean mac = System.getProperty("os.name", "").toLowerCase().startsWith("mac");
        KeyCombination shortcutZ = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
        assertThat(ChromeKeys.same(shortcutZ, KeyCombination.valueOf("Ctrl+Z"))).isEqualTo(!mac);
        assertThat(ChromeKeys.same(KeyCombination.valueOf("Ctrl+Z"), shortcutZ)).isEqualTo(!mac);
        assertThat(ChromeKeys.same(shortcutZ, new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN))).isFalse();
        assertThat(ChromeKeys.same(new KeyCodeCombination(KeyCode.H), new KeyCodeCombination(KeyCode.H, KeyCombination.SHIFT_DOWN))).isFalse();
        assertThat(ChromeKeys.same(new KeyCodeCombination(KeyCode.H), KeyCombination.valueOf("H"))).isTrue();
        assertThat(ChromeKeys.same(new KeyCodeCombination(KeyCode.P), new KeyCodeCombination(KeyCode.H))).isFalse();
    }
}
