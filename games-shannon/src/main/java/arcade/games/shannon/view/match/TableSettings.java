package arcade.games.shannon.view.match;

import arcade.api.store.GameStore;
import arcade.games.shannon.ai.Level;
import arcade.games.shannon.model.Side;

/** The player's Shannon settings as the table uses them: read once, written at each change. */
public final class TableSettings {
    private final GameStore store;
    private ShannonSettings current;

    public TableSettings(GameStore store) {
        this.store = store;
        this.current = sanitize(store.load(ShannonSettings.FILE, ShannonSettings.class, ShannonSettings::defaults));
    }

    public ShannonSettings get() { return current; }

    public void store(ShannonSettings s) {
        current = sanitize(s);
        store.save(ShannonSettings.FILE, current);
    }

    /** The seat of a new local game: the mode, side and strength last chosen (never a network match). */
    public GameController.Seat localSeat() {
        PlayMode mode = PlayMode.parse(current.mode());
        return new GameController.Seat(mode == PlayMode.NETWORK ? PlayMode.VS_COMPUTER : mode, Side.parse(current.human()),
                Level.parse(current.level()));
    }

    /** The shell's store already keeps an unusable file aside; this guards values handed over from elsewhere. */
    private static ShannonSettings sanitize(ShannonSettings s) {
        return s == null || s.problem().isPresent() ? ShannonSettings.defaults() : s;
    }
}
