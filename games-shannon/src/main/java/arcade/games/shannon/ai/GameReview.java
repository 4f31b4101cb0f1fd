package arcade.games.shannon.ai;

import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The post-game review from the perfect analysis: who wins with best play in every position of a
 * game, and the moves that threw a won position away, each with a move that would have kept it.
 *
 * @param winners   who wins with best play in each position, from the start (index 0) to the end
 *                  (index = number of moves); the finished position holds the actual winner
 * @param mistakes  every move that turned a position won for its mover into a lost one, in order
 */
public record GameReview(List<Side> winners, List<Mistake> mistakes) {

    /**
     * A move that lost a won position.
     *
     * @param move   its index in the game (0 = the first move)
     * @param mover  who played it
     * @param played the edge played
     * @param better a move that would have kept the win (the perfect player's winning move)
     */
    public record Mistake(int move, Side mover, int played, int better) {}

    public GameReview {
        winners = List.copyOf(winners);
        mistakes = List.copyOf(mistakes);
    }

    /** Reviews the game that starts at {@code initial} and plays {@code moves} (edge indices). */
    public static GameReview of(ShannonState initial, List<Integer> moves) {
        List<ShannonState> positions = new ArrayList<>();
        ShannonState s = initial;
        positions.add(s);
        for (int e : moves) { s = s.play(e); positions.add(s); }
        List<Side> winners = new ArrayList<>();
        for (ShannonState p : positions) winners.add(winnerOf(p));
        List<Mistake> mistakes = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            Side mover = positions.get(i).toMove();
            if (winners.get(i) == mover && winners.get(i + 1) != mover) {
                int better = PerfectStrategy.winningMove(positions.get(i))
                        .orElseThrow(() -> new IllegalStateException("a won position without a winning move"));
                mistakes.add(new Mistake(i, mover, moves.get(i), better));
            }
        }
        return new GameReview(winners, mistakes);
    }

    /** The first move with which {@code side} threw a win away, if any. */
    public Optional<Mistake> firstMistakeOf(Side side) {
        return mistakes.stream().filter(m -> m.mover() == side).findFirst();
    }

    private static Side winnerOf(ShannonState s) {
        if (s.isOver()) return s.winner().get();
        return Lehman.classify(s).winner(s.toMove());
    }
}
