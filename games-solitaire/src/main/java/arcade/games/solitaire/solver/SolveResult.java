package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.KlondikeMove;

import java.util.List;

/**
 * A solver's answer: the verdict, for a win the steps that play it (each step is one search move
 * as the game's moves: turns and a recycle, then the card's move), the positions explored and the
 * time taken.
 */
public record SolveResult(Verdict verdict, List<List<KlondikeMove>> steps, long states, long millis) {
    public SolveResult { steps = steps.stream().map(List::copyOf).toList(); }

    /** Every game move of the winning line, in order. */
    public List<KlondikeMove> moves() { return steps.stream().flatMap(List::stream).toList(); }
}
