package arcade.gamesystem.model;

/**
 * A move in the making: a mutable copy of a state's tokens that effects change in place (move the
 * top tokens of a zone onto another, change a token's type), then {@link #freeze} into the next
 * state. Also a {@link Position}, so conditions can be tested between effects.
 */
final class Scratch implements Position {
    private final CompiledGame game;
    private final char[] d;
    private final int z;
    private final int mover;
    private final int plies;
    /** Set by an effect that gives the mover another turn (sowing into the own store). */
    boolean again;

    Scratch(RulesState s, int mover) {
        this.game = s.game;
        this.d = s.d.clone();
        this.z = game.zoneCount;
        this.mover = mover;
        this.plies = s.plies();
    }

    @Override public CompiledGame game() { return game; }

    @Override public int toMove() { return mover; }

    @Override public int plies() { return plies; }

    private int start(int zone) { return zone == 0 ? 0 : d[zone - 1]; }

    @Override public int size(int zone) { return d[zone] - start(zone); }

    @Override public int type(int zone, int i) { return d[z + start(zone) + i]; }

    void setType(int zone, int i, int type) { d[z + start(zone) + i] = (char) type; }

    /** Moves the top {@code n} tokens of {@code from} onto {@code to}, keeping their order. */
    void moveTop(int from, int to, int n) {
        if (n <= 0 || from == to) return;
        int sa = start(from), sb = start(to);
        if (n > d[from] - sa) throw new IllegalStateException("zone " + from + " holds fewer than " + n + " tokens");
        char[] group = new char[n];
        System.arraycopy(d, z + sa, group, 0, n);
        if (from < to) {
            System.arraycopy(d, z + sa + n, d, z + sa, sb - sa - n);
            System.arraycopy(group, 0, d, z + sb - n, n);
            for (int k = from; k < to; k++) d[k] -= (char) n;
        } else {
            System.arraycopy(d, z + sb, d, z + sb + n, sa - sb);
            System.arraycopy(group, 0, d, z + sb, n);
            for (int k = to; k < from; k++) d[k] += (char) n;
        }
    }

    RulesState freeze(int toMove, int lastMover, int plies) { return new RulesState(game, d.clone(), toMove, lastMover, plies); }
}
