package arcade.games.shannon.net;

import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import com.google.gson.JsonObject;

import java.util.function.LongFunction;

/** The Shannon side of network matches: building the agreed game from a setup, and the host's offer. */
public final class ShannonMatches {
    private ShannonMatches() {}

    /** Builds the match's game; generated boards must use the seed agreed in the handshake. */
    public static final NetGameFactory<ShannonState, ShannonMove> FACTORY = setup -> {
        BoardSpec spec;
        try {
            spec = BoardSpec.fromJson(setup.board());
        } catch (IllegalArgumentException e) {
            throw new NetGameFactory.InvalidSetupException(e.getMessage());
        }
        long seed = spec instanceof BoardSpec.Generated g ? g.seed() : spec instanceof BoardSpec.Balanced b ? b.seed() : setup.sharedSeed();
        if (seed != setup.sharedSeed()) throw new NetGameFactory.InvalidSetupException("the board seed is not the agreed seed");
        try {
            return new ShannonNetGame(ShannonRules.INSTANCE.newGame(spec.build(), Side.parse(setup.starts())));
        } catch (RuntimeException e) {
            // A description that validates may still build no board (e.g. p = 1e-300 never connects A and B).
            throw new NetGameFactory.InvalidSetupException("no playable board can be made from it");
        }
    };

    /** The board to offer: generated from the shared seed with {@code spec}'s params, or {@code spec} itself. */
    public static LongFunction<JsonObject> boardFor(BoardSpec spec) {
        return seed -> {
            if (spec instanceof BoardSpec.Generated g) return new BoardSpec.Generated(g.params(), seed).toJson();
            if (spec instanceof BoardSpec.Balanced b) return new BoardSpec.Balanced(b.params(), seed, b.first()).toJson();
            return spec.toJson();
        };
    }

    /** Reads the spec of an agreed setup (already validated by the factory). */
    public static BoardSpec specOf(MatchSetup setup) { return BoardSpec.fromJson(setup.board()); }
}
