package arcade.shell.theme;

import arcade.shell.storage.ThemeChoice;
import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Installs AtlantaFX Primer Light or Dark as the user-agent stylesheet of every window and tells
 * the games through {@link #darkProperty()}. The system preference is read once, off the UI thread.
 */
public final class ThemeManager {
    private final ReadOnlyBooleanWrapper dark = new ReadOnlyBooleanWrapper(this, "dark", false);
    private final ReadOnlyBooleanWrapper animations = new ReadOnlyBooleanWrapper(this, "animations", true);
    private final ReadOnlyBooleanWrapper sound = new ReadOnlyBooleanWrapper(this, "sound", false);
    private final boolean systemDark;
    private ThemeChoice choice = ThemeChoice.SYSTEM;
    private String installed;

    public ThemeManager(boolean systemPrefersDark) { this.systemDark = systemPrefersDark; }

    public ReadOnlyBooleanProperty darkProperty() { return dark.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty animationsProperty() { return animations.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty soundProperty() { return sound.getReadOnlyProperty(); }
    public boolean isDark() { return dark.get(); }
    public ThemeChoice choice() { return choice; }
    public boolean systemPrefersDark() { return systemDark; }

    /** FX thread. */
    public void apply(ThemeChoice c) {
        choice = c;
        boolean d = c == ThemeChoice.DARK || (c == ThemeChoice.SYSTEM && systemDark);
        String sheet = d ? new PrimerDark().getUserAgentStylesheet() : new PrimerLight().getUserAgentStylesheet();
        if (!sheet.equals(installed)) {
            Application.setUserAgentStylesheet(sheet);
            installed = sheet;
        }
        dark.set(d);
    }

    public void setAnimations(boolean on) { animations.set(on); }
    public void setSound(boolean on) { sound.set(on); }
}
