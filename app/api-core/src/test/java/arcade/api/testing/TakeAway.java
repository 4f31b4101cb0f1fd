package arcade.api.testing;

import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The take-away toy automaton of THESIS.md §8.1: players A and B take 1 or 2 stones in turn; whoever
 * takes the last stone wins. τ((1,p), take2) is undefined, which exercises partiality.
 */
public final class TakeAway implements GameRules<TakeAway.Pile, TakeAway.Take> {
    public static final PlayerId A = new PlayerId("A");
    public static final PlayerId B = new PlayerId("B");

    /** (stones left, player to move). */
    public record Pile(int stones, PlayerId toMove) {
        public Pile {
            if (stones < 0) throw new IllegalArgumentException("stones must not be negative");
            if (!A.equals(toMove) && !B.equals(toMove)) throw new IllegalArgumentException("toMove must be A or B");
        }

        @Override public String toString() { return "(" + stones + "," + toMove + ")"; }
    }

    public enum Take {
        TAKE1(1), TAKE2(2);
        public final int count;
        Take(int count) { this.count = count; }
        public String label() { return "take" + count; }
    }

    private final int stones;

    public TakeAway() { this(4); }

    public TakeAway(int stones) {
        if (stones < 1) throw new IllegalArgumentException("at least one stone");
        this.stones = stones;
    }

    /** (stones, A). */
    public Pile initial() { return new Pile(stones, A); }

    @Override public List<PlayerId> players() { return List.of(A, B); }

    @Override public PlayerId toMove(Pile p) { return p.toMove(); }

    @Override public NodeKind kind(Pile p) { return p.stones() == 0 ? NodeKind.TERMINAL : NodeKind.DECISION; }

    @Override public List<Take> legalMoves(Pile p) {
        List<Take> moves = new ArrayList<>();
        for (Take t : Take.values()) if (p.stones() >= t.count) moves.add(t);
        return moves;
    }

    @Override public Pile apply(Pile p, Take t) {
        if (t == null || p.stones() == 0 || p.stones() < t.count)
            throw new IllegalMoveException("cannot " + (t == null ? "take nothing" : t.label()) + " from " + p.stones() + " stones");
        return new Pile(p.stones() - t.count, other(p.toMove()));
    }

    @Override public Optional<Outcome> outcome(Pile p) {
        // The player to move at 0 stones did not take the last stone: the other one did.
        return p.stones() == 0 ? Optional.of(Outcome.win(other(p.toMove()))) : Optional.empty();
    }

    @Override public String formatMove(Take t) { return t.label(); }

    @Override public Take parseMove(Pile p, String text) {
        for (Take t : Take.values()) if (t.label().equals(text)) return t;
        throw new MoveFormatException("a take-away move is take1 or take2, got '" + text + "'");
    }

    private static PlayerId other(PlayerId p) { return p.equals(A) ? B : A; }
}
