package arcade.games.shannon.view.match;

import arcade.api.host.GameHost;
import arcade.api.session.Rng;
import arcade.games.shannon.ai.ShannonPlayer;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonState;

import java.util.function.BooleanSupplier;

/**
 * The other side of the table for the host: the computer at the chosen strength, or the player
 * across the network (whose moves arrive through {@link RemoteMoves}, and who never lets a move be
 * taken back). In a game for two at one computer nobody else moves.
 */
public final class ShannonOpponent implements GameHost.Opponent<ShannonState, ShannonMove> {
    /** How long the computer "thinks" at least when animations are on, so its move is seen (THESIS.md §4.2). */
    static final long COMPUTER_DELAY_MILLIS = 380;

    private final java.util.function.Supplier<GameController> tableOf;
    private final BooleanSupplier animations;

    /** {@code table} gives the table once the host has built the view. */
    public ShannonOpponent(java.util.function.Supplier<GameController> table, BooleanSupplier animations) {
        this.tableOf = table;
        this.animations = animations;
    }

    @Override public boolean movesIn(ShannonState state) { return tableOf.get().opponentMoves(state); }

    @Override public ShannonMove choose(ShannonState state) throws Exception {
        GameController.Seat seat = tableOf.get().seat();
        if (seat.mode() == PlayMode.NETWORK) return new ShannonMove(tableOf.get().remote().take(GameController.played(state)));
        long started = System.nanoTime();
        // The easy player's randomness is seeded from the board and the move number: replayable.
        Rng rng = new Rng(state.board().fingerprint() * 31L + GameController.played(state));
        ShannonMove m = ShannonPlayer.of(seat.level()).choose(state, rng);
        long left = COMPUTER_DELAY_MILLIS - (System.nanoTime() - started) / 1_000_000;
        if (animations.getAsBoolean() && left > 0) Thread.sleep(left); // interrupted when the game moves on
        return m;
    }

    @Override public String thinking() {
        GameController.Seat seat = tableOf.get().seat();
        String side = MatchConfig.name(seat.human().other());
        return seat.mode() == PlayMode.NETWORK ? "Waiting for the other player (" + side + ")" : "The computer (" + side + ") is thinking…";
    }

    @Override public boolean isPerson() { return tableOf.get().seat().mode() == PlayMode.NETWORK; }
}
