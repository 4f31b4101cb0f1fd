package arcade.games.snake.model;

import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;
import arcade.api.model.GameId;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Snake as a game automaton for the platform's real-time session ({@code Session.realTime}): one
 * move per step, carrying every snake's input ({@link SnakeMove}). Every input is legal while the
 * game runs; a key equal or opposite to the head's direction simply has no effect (THESIS §14).
 *
 * <p>Outcome: a one-snake game that ends in a death is a {@code Win(HOUSE)}; a full board is a
 * {@code Win(PLAYER)}. With two snakes the survivor wins, both dying at once is a draw, and on a
 * full board the higher score wins. The outcome appears in the step after the death, once P2 has
 * turned the field into walls (see {@link SnakeState}).
 */
public final class SnakeRules implements GameRules<SnakeState, SnakeMove> {
    public static final PlayerId PLAYER = new PlayerId("player");
    public static final PlayerId PLAYER_2 = new PlayerId("player2");

    /** The legal moves by number of snakes on the field (index 1..4): every combination of inputs. */
    private static final List<List<SnakeMove>> MOVES = List.of(List.of(), movesFor(1), movesFor(2), movesFor(3), movesFor(4));

    private final boolean trace;

    /** Rules whose states carry the arc trace of their step (cheap on game-sized fields). */
    public SnakeRules() { this(true); }

    /** @param trace whether each computed state records which arc every cell fired */
    public SnakeRules(boolean trace) { this.trace = trace; }

    /** The initial state for {@code params#seed}. */
    public SnakeState initialState(GameId id) {
        return SnakeDefinition.INSTANCE.initialState(id);
    }

    @Override public List<PlayerId> players() { return List.of(PLAYER, PLAYER_2, PlayerId.HOUSE); }

    @Override public PlayerId toMove(SnakeState state) { return PLAYER; }

    @Override public NodeKind kind(SnakeState state) { return state.isFinished() ? NodeKind.TERMINAL : NodeKind.DECISION; }

    @Override public List<SnakeMove> legalMoves(SnakeState state) {
        if (state.isFinished()) return List.of();
        return MOVES.get(state.options().totalSnakes());
    }

    @Override public boolean isLegal(SnakeState state, SnakeMove move) {
        return !state.isFinished() && move.snakes() == state.options().totalSnakes();
    }

    @Override public SnakeState apply(SnakeState state, SnakeMove move) {
        if (state.isFinished()) throw new IllegalMoveException("the game is over");
        if (move.snakes() != state.options().totalSnakes())
            throw new IllegalMoveException("this game has " + state.options().totalSnakes() + " snake(s) but the move '" + move + "' has " + move.snakes());
        SnakeSystem sys = SnakeSystem.of(state).tracing(trace);
        sys.step(move);
        return sys.release();
    }

    @Override public Optional<Outcome> outcome(SnakeState s) {
        if (!s.isFinished()) return Optional.empty();
        if (s.options().snakes() == 1) return Optional.of(Outcome.win(s.isBoardFull() ? PLAYER : PlayerId.HOUSE));
        if (s.isBoardFull()) {
            long a = s.score(1), b = s.score(2);
            return Optional.of(a == b ? Outcome.draw() : Outcome.win(a > b ? PLAYER : PLAYER_2));
        }
        boolean d1 = s.isDead(1), d2 = s.isDead(2);
        if (d1 && d2) return Optional.of(Outcome.draw());
        return Optional.of(Outcome.win(d1 ? PLAYER_2 : PLAYER));
    }

    @Override public String formatMove(SnakeMove move) { return move.text(); }

    @Override public SnakeMove parseMove(SnakeState state, String text) {
        SnakeMove m = SnakeMove.parse(text);
        if (state != null && m.snakes() != state.options().totalSnakes())
            throw new MoveFormatException("this game needs " + state.options().totalSnakes() + " letter(s) per move, got '" + text + "'");
        return m;
    }

    private static List<SnakeMove> movesFor(int snakes) {
        List<List<Direction>> combos = List.of(List.of());
        for (int k = 0; k < snakes; k++) {
            List<List<Direction>> longer = new ArrayList<>();
            for (List<Direction> c : combos)
                for (Direction d : Direction.values()) {
                    List<Direction> n = new ArrayList<>(c);
                    n.add(d);
                    longer.add(n);
                }
            combos = longer;
        }
        List<SnakeMove> out = new ArrayList<>();
        for (List<Direction> c : combos) out.add(new SnakeMove(c));
        return List.copyOf(out);
    }
}
