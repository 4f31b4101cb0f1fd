package arcade.shell.storage;

import java.nio.file.Path;

/** settings.json and window.json in the data directory. */
public final class SettingsStore {
    private final JsonFiles files;
    private final Path settingsFile;
    private final Path windowFile;

    public SettingsStore(JsonFiles files, Path dataDir) {
        this.files = files;
        this.settingsFile = dataDir.resolve("settings.json");
        this.windowFile = dataDir.resolve("window.json");
    }

    public ShellSettings loadSettings() { return files.read(settingsFile, ShellSettings.class, ShellSettings::defaults); }

    public void saveSettings(ShellSettings s) { files.write(settingsFile, s); }

    public WindowGeometry loadWindow() { return files.read(windowFile, WindowGeometry.class, WindowGeometry::defaults).sane(); }

    public void saveWindow(WindowGeometry g) { files.write(windowFile, g); }
}
