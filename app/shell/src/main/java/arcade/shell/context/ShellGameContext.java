package arcade.shell.context;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.Notifier;
import arcade.api.store.GameStore;
import arcade.api.store.StatsSink;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;

import java.time.Clock;
import java.util.concurrent.ExecutorService;

/** What one open game gets from the shell: shared workers, its own store and statistics, the theme, animations and sound settings. */
public record ShellGameContext(ExecutorService executor, GameStore store, StatsSink stats, Notifier notifier,
                               Clock clock, ReadOnlyBooleanProperty dark, ReadOnlyBooleanProperty animationsOn,
                               ReadOnlyBooleanProperty soundOn, java.util.function.Consumer<String> onResumeFailed)
        implements GameContext {
    @Override public void resumeFailed(String why) { onResumeFailed.accept(why); }
    @Override public ObservableBooleanValue darkTheme() { return dark; }
    @Override public ObservableBooleanValue animations() { return animationsOn; }
    @Override public ObservableBooleanValue sound() { return soundOn; }
}
