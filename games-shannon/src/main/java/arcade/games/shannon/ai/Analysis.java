package arcade.games.shannon.ai;

import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.List;
import java.util.Optional;

/**
 * Everything the hint, the verdict line and the analysis overlay show about a position.
 *
 * @param toMove         the side to move
 * @param positionClass  Lehman's class of the position
 * @param winner         who wins with best play from here, {@code toMove} moving next (for a
 *                       finished game: the winner)
 * @param perfectMove    the perfect player's move (empty once the game is over)
 * @param perfectMoveWins true when {@code perfectMove} is a winning move (the side to move can win);
 *                       false when it is only the thesis fallback of a lost position
 * @param thesisMove     the thesis AI's move (empty once the game is over)
 * @param trees          two edge-disjoint spanning trees as board edge indices, when they exist:
 *                       of G in a Short game, of G + AB in a neutral one (the phantom A–B edge is
 *                       then part of one tree and not listed)
 * @param minCut         the minimum A–B cut closest to A (free edges)
 * @param shortestPath   the 0/1 shortest A–B path, from A (marked edges included)
 */
public record Analysis(Side toMove, PositionClass positionClass, Side winner,
                       Optional<ShannonMove> perfectMove, boolean perfectMoveWins, Optional<ShannonMove> thesisMove,
                       Optional<Lehman.Trees> trees, List<Integer> minCut, List<Integer> shortestPath) {

    public Analysis {
        minCut = List.copyOf(minCut);
        shortestPath = List.copyOf(shortestPath);
    }

    /** Analyses a position; about a millisecond on a 10×8 board, more for a neutral position with Cut to move. */
    public static Analysis of(ShannonState s) {
        if (s.isOver()) {
            PositionClass c = Lehman.classify(s);
            return new Analysis(s.toMove(), c, s.winner().get(), Optional.empty(), false, Optional.empty(),
                    Optional.empty(), List.of(), List.of());
        }
        PerfectStrategy.Decision d = PerfectStrategy.decide(s);
        return new Analysis(s.toMove(), d.verdict().positionClass(), d.verdict().winner(s.toMove()),
                Optional.of(new ShannonMove(d.move())), d.winning(), Optional.of(new ShannonMove(d.heuristic().move())),
                d.verdict().trees(), d.heuristic().minCut(), d.heuristic().shortestPath());
    }

    /** One line for the status bar, e.g. "With best play: Short wins (whoever moves next wins)". */
    public String verdictLine() {
        String who = winner.label();
        return "With best play: " + who + " wins (" + positionClass.describe() + ")";
    }
}
