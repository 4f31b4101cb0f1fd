package arcade.gamesystem.model;

import arcade.api.model.Outcome;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A state of a rules game (THESIS.md §1): the tokens in every zone, the player to move,
 * the last mover (for "the player who moved wins" clauses) and, when the file asks about them,
 * the number of moves made. Tokens are kept by type only, since tokens of one kind and owner are
 * interchangeable: one array holds where each zone's tokens end, then every token's type, zone by
 * zone and top first. Legal moves and the outcome are computed once per state, on first use.
 */
public final class RulesState implements Position {
    final CompiledGame game;
    /** d[0 … zones) = the end of each zone's tokens; d[zones …) = the token types. */
    final char[] d;
    private final int toMove;
    private final int lastMover;
    private final int plies;
    private final int hash;
    private List<Play> plays;
    private Optional<Outcome> outcome;

    RulesState(CompiledGame game, char[] d, int toMove, int lastMover, int plies) {
        this.game = game;
        this.d = d;
        this.toMove = toMove;
        this.lastMover = lastMover;
        this.plies = game.countsPlies ? plies : 0;
        this.hash = (Arrays.hashCode(d) * 31 + toMove) * 31 + lastMover + this.plies * 0x9E3779B1;
    }

    @Override public CompiledGame game() { return game; }

    /** The number of the player to move (an index into the game's players). */
    @Override public int toMove() { return toMove; }

    public int lastMover() { return lastMover; }

    /** Moves made so far; always 0 when the file neither bounds the plies nor asks about them. */
    @Override public int plies() { return plies; }

    private int start(int zone) { return zone == 0 ? 0 : d[zone - 1]; }

    @Override public int size(int zone) { return d[zone] - start(zone); }

    @Override public int type(int zone, int i) { return d[game.zoneCount + start(zone) + i]; }

    public int size(Zone z) { return size(z.index()); }

    public int topOwner(Zone z) { return topOwner(z.index()); }

    /** The types of a zone's tokens, top first. */
    public List<Integer> tokens(Zone z) {
        int s = start(z.index()), n = size(z.index());
        List<Integer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add((int) d[game.zoneCount + s + i]);
        return out;
    }

    /** Every token of the game (the count never changes: tokens only move between zones). */
    public int tokenCount() { return d.length - game.zoneCount; }

    /**
     * Checks that the state is well formed: zones end in order, every token lies in exactly one
     * zone (the last zone ends with the last token) and is of a type the game knows.
     *
     * @throws IllegalStateException naming what is wrong
     */
    public void checkInvariant() {
        int z = game.zoneCount;
        for (int i = 0; i < z; i++) if (start(i) > d[i]) throw new IllegalStateException("zone " + game.zones.get(i) + " ends before it starts");
        if (d[z - 1] != d.length - z) throw new IllegalStateException("the zones hold " + (int) d[z - 1] + " tokens of " + (d.length - z));
        for (int i = z; i < d.length; i++) if (d[i] >= game.types.count()) throw new IllegalStateException("a token of an unknown type " + (int) d[i]);
    }

    /** A chance state: the game has a die, it rests, and the game is not over. */
    public boolean awaitsRoll() { return game.die != null && dieFace() == 0 && outcome().isEmpty(); }

    /** The legal moves of the player to move (empty in chance and terminal states, and when the player must pass). */
    List<Play> plays() {
        if (plays == null) plays = game.die != null && dieFace() == 0 ? List.of() : Moves.legal(this);
        return plays;
    }

    /** The legal move with this label, or null. */
    Play play(String label) {
        for (Play p : plays()) if (p.label().equals(label)) return p;
        return null;
    }

    Optional<Outcome> outcome() {
        if (outcome == null) outcome = Outcomes.of(this);
        return outcome;
    }

    /** The same tokens with another player to move (and last mover). */
    public RulesState withTurn(int nextToMove, int mover) { return new RulesState(game, d, nextToMove, mover, plies); }

    /** The same position with the top {@code n} tokens of {@code from} moved onto {@code to} (tests, the die). */
    public RulesState moved(Zone from, Zone to, int n) {
        Scratch s = new Scratch(this, toMove);
        s.moveTop(from.index(), to.index(), n);
        return s.freeze(toMove, lastMover, plies);
    }

    @Override public boolean equals(Object o) {
        return o instanceof RulesState s && s.hash == hash && s.toMove == toMove && s.lastMover == lastMover && s.plies == plies
                && (s.game == game || s.game.identity.equals(game.identity)) && Arrays.equals(s.d, d);
    }

    @Override public int hashCode() { return hash; }

    @Override public String toString() { return StateText.compact(this); }
}
