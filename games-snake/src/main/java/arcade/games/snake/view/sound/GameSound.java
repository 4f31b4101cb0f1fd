package arcade.games.snake.view.sound;

import arcade.api.plugin.GameContext;
import arcade.games.snake.model.SnakeState;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;

/**
 * The game's sound as the player meets it: a cue per step from {@link SoundCues}, the arcade's
 * Sound setting followed at once, the device looked for as soon as sound is on, a line for the
 * settings page saying what is known, and one plain notice, the first time ever, when sound is on
 * and there is no device. Used on the FX thread.
 */
public final class GameSound implements AutoCloseable {
    static final String NO_DEVICE_NOTICE = "Sound is on, but no sound device was found, so Snake plays without sound.";

    private final GameContext ctx;
    private final ObservableBooleanValue setting;
    private final SnakeSounds sounds;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper();
    private final ChangeListener<Boolean> onSetting;
    private boolean closed;

    public GameSound(GameContext ctx, SoundDevice device) {
        this.ctx = ctx;
        this.setting = ctx.sound();
        this.sounds = new SnakeSounds(setting::get, device, s -> Platform.runLater(() -> statusChanged(s)));
        this.onSetting = (o, was, on) -> {
            if (on) sounds.probe();
            describe();
        };
        setting.addListener(onSetting);
        describe();
        sounds.probe();
    }

    /** Plays the cue of the step from {@code before} to {@code after}, if it has one. */
    public void stepped(SnakeState before, SnakeState after) { sounds.play(SoundCues.between(before, after)); }

    /** What the settings page says about sound, e.g. "Sound is on, but no sound device found: …". */
    public ReadOnlyStringProperty statusText() { return text.getReadOnlyProperty(); }

    public SnakeSounds.Status status() { return sounds.status(); }

    private void statusChanged(SnakeSounds.Status s) {
        if (closed) return;
        describe();
        if (s == SnakeSounds.Status.NO_DEVICE && setting.get()) tellOnce();
    }

    private void tellOnce() {
        if (ctx.store().load(SoundNotice.STORE_NAME, SoundNotice.class, SoundNotice::none).told()) return;
        ctx.store().save(SoundNotice.STORE_NAME, new SoundNotice(SoundNotice.VERSION, true));
        ctx.notifier().info(NO_DEVICE_NOTICE);
    }

    private void describe() {
        if (!setting.get()) text.set("Sound is off: turn it on under General to hear apples, bonuses, crashes and levels.");
        else text.set(switch (sounds.status()) {
            case UNKNOWN -> "Sound is on: looking for a sound device…";
            case READY -> "Sound is on: apples, bonuses, crashes, levels and the end of a game each have a sound.";
            case NO_DEVICE -> "Sound is on, but no sound device found: Snake plays silently.";
        });
    }

    @Override public void close() {
        closed = true;
        setting.removeListener(onSetting);
        sounds.close();
    }
}
