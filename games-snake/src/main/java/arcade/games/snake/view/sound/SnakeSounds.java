package arcade.games.snake.view.sound;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Plays the game's cues on a thread of its own, so the frame loop never waits for audio: a cue
 * is handed over and the caller goes on; when cues come faster than they play, the surplus is
 * dropped (one playing, two waiting). Whether there is a device is found out once, on that thread,
 * and reported; without one, cues are no longer handed over.
 */
public final class SnakeSounds implements AutoCloseable {
    /** What is known about the device. */
    public enum Status { UNKNOWN, READY, NO_DEVICE }

    private final BooleanSupplier enabled;
    private final SoundDevice device;
    private final Consumer<Status> onStatus;
    private final Map<Tones.Cue, byte[]> clips = new EnumMap<>(Tones.Cue.class);
    private final AtomicInteger played = new AtomicInteger(), dropped = new AtomicInteger();
    private final ThreadPoolExecutor player = new ThreadPoolExecutor(1, 1, 30, TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(2), r -> {
                Thread t = new Thread(r, "snake-sound");
                t.setDaemon(true);
                return t;
            }, (task, pool) -> dropped.incrementAndGet());
    private SoundDevice.Output output;         // the sound thread's alone
    private volatile Status status = Status.UNKNOWN;

    /**
     * @param enabled  the player's Sound setting, read for every cue on the caller's thread
     * @param onStatus told, on the sound thread, when the device turns out to be there or missing
     */
    public SnakeSounds(BooleanSupplier enabled, SoundDevice device, Consumer<Status> onStatus) {
        this.enabled = enabled;
        this.device = device;
        this.onStatus = onStatus;
        player.allowCoreThreadTimeOut(true);
        for (Tones.Cue c : Tones.Cue.values()) clips.put(c, Tones.of(c));
    }

    /** Plays {@code cue} (null: nothing) if sound is on and a device may be there; returns at once. */
    public void play(Tones.Cue cue) {
        if (cue == null || status == Status.NO_DEVICE || !enabled.getAsBoolean() || player.isShutdown()) return;
        byte[] pcm = clips.get(cue);
        player.execute(() -> write(pcm));
    }

    /** With sound on, finds out in the background whether there is a device, so the settings can say. */
    public void probe() {
        if (status == Status.UNKNOWN && enabled.getAsBoolean() && !player.isShutdown()) player.execute(this::ready);
    }

    public Status status() { return status; }

    /** Cues written to the device so far. */
    public int played() { return played.get(); }

    /** Cues dropped because others were still playing. */
    public int dropped() { return dropped.get(); }

    private boolean ready() {
        if (output != null) return true;
        if (status == Status.NO_DEVICE) return false;
        Optional<SoundDevice.Output> o = device.open();
        report(o.isPresent() ? Status.READY : Status.NO_DEVICE);
        output = o.orElse(null);
        return output != null;
    }

    private void write(byte[] pcm) {
        if (!ready()) return;
        try {
            output.write(pcm);
            played.incrementAndGet();
        } catch (RuntimeException e) { // the device went away
            output = null;
            report(Status.NO_DEVICE);
        }
    }

    private void report(Status s) {
        if (status == s) return;
        status = s;
        onStatus.accept(s);
    }

    /** Stops taking cues and closes the device on the sound thread, after the cue playing now. */
    @Override public void close() {
        player.getQueue().clear();
        player.execute(this::closeOutput);
        player.shutdown();
    }

    private void closeOutput() {
        if (output == null) return;
        output.close();
        output = null;
    }
}
