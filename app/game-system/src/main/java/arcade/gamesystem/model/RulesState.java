package arcade.gamesystem.model;

import arcade.api.model.Outcome;
import arcade.api.zones.Placement;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A state of a rules game, the thesis's (p, Z_T): the placement of tokens in zones, the player to
 * move, the last mover (for "the player who moved wins" clauses) and, when the file bounds the
 * plies, the number of moves made. Equal states have equal token types in every zone, so
 * interchangeable tokens do not split transpositions. Legal moves and the outcome are computed
 * once per state, on first use.
 */
public final class RulesState {
    private final CompiledGame game;
    private final Placement<Zone, Piece> placement;
    private final int toMove;
    private final int lastMover;
    private final int plies;
    private final int[] signature;
    private final int hash;
    private List<MoveInstance> enabled;
    private Optional<Outcome> outcome;

    RulesState(CompiledGame game, Placement<Zone, Piece> placement, int toMove, int lastMover, int plies) {
        this.game = game;
        this.placement = placement;
        this.toMove = toMove;
        this.lastMover = lastMover;
        this.plies = game.maxPlies > 0 ? plies : 0;
        int[] sig = new int[placement.tokenCount() + game.zones.size()];
        int k = 0;
        for (Zone z : game.zones) {
            for (Piece p : placement.tokens(z)) sig[k++] = p.type();
            sig[k++] = -1;
        }
        this.signature = sig;
        this.hash = ((Arrays.hashCode(sig) * 31 + toMove) * 31 + lastMover) * 31 + this.plies;
    }

    public CompiledGame game() { return game; }

    public Placement<Zone, Piece> placement() { return placement; }

    /** The number of the player to move (an index into the game's players). */
    public int toMove() { return toMove; }

    public int lastMover() { return lastMover; }

    /** Moves made so far; always 0 when the file sets no ply bound (it is then no part of the state). */
    public int plies() { return plies; }

    public int size(Zone z) { return placement.size(z); }

    /** The owner of the top token of a zone, or -2 when the zone is empty (-1: a token nobody owns). */
    public int topOwner(Zone z) {
        List<Piece> t = placement.tokens(z);
        return t.isEmpty() ? -2 : t.get(0).owner();
    }

    /** The face the die shows, or 0 while it rests (and in games without a die). */
    public int dieFace() {
        CompiledGame.Die d = game.die;
        if (d == null) return 0;
        Zone z = placement.zoneOf(d.marker());
        return z.equals(d.rest()) ? 0 : d.faceZones().indexOf(z) + 1;
    }

    /** A chance state: the game has a die, it rests, and the game is not over. */
    public boolean awaitsRoll() { return game.die != null && dieFace() == 0 && outcome().isEmpty(); }

    /** The move clause instances whose preconditions hold (empty in chance and terminal states). */
    List<MoveInstance> enabled() {
        if (enabled == null) {
            List<MoveInstance> l = new ArrayList<>();
            if (game.die == null || dieFace() != 0)
                for (MoveInstance m : game.movesByPlayer.get(toMove)) if (m.pre().test(this)) l.add(m);
            enabled = Collections.unmodifiableList(l);
        }
        return enabled;
    }

    Optional<Outcome> outcome() {
        if (outcome == null) outcome = Outcomes.of(this);
        return outcome;
    }

    RulesState with(Placement<Zone, Piece> next, int nextToMove, int mover, int nextPlies) {
        return new RulesState(game, next, nextToMove, mover, nextPlies);
    }

    RulesState withPlacement(Placement<Zone, Piece> next) {
        return new RulesState(game, next, toMove, lastMover, plies);
    }

    @Override public boolean equals(Object o) {
        return o instanceof RulesState s && s.hash == hash && (s.game == game || s.game.identity.equals(game.identity)) && s.toMove == toMove && s.lastMover == lastMover
                && s.plies == plies && Arrays.equals(s.signature, signature);
    }

    @Override public int hashCode() { return hash; }

    @Override public String toString() { return StateText.compact(this); }
}
