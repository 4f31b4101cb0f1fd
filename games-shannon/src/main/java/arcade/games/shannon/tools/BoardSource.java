package arcade.games.shannon.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.BalancedBoards;
import arcade.games.shannon.model.boards.BoardFormatException;
import arcade.games.shannon.model.boards.BoardJson;
import arcade.games.shannon.model.boards.GaleBoards;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.model.boards.ThesisGenerator;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;

/** The board options shared by the tools: a file, a generated board, or a Gale board. */
final class BoardSource {
    static final Set<String> OPTIONS = Set.of("board", "size", "seed", "p", "q", "gale", "first");
    static final Set<String> FLAGS = Set.of("balanced", "birdcage");
    static final String USAGE = """
              --board FILE     a board file (JSON, see the module README)
              --size WxH       a generated thesis board (5x4, 7x5, 10x8 or any 2..30 per side) with --seed S
              --p P            vertex probability (default 0.9), --q Q edge probability (default 0.95)
              --balanced       regenerate from seed, seed+1, … until the board is fair (q defaults to 0.8)
              --gale K         Gale's Bridg-It board of order K (1..12); --birdcage Shannon's Bird Cage
              --first SIDE     who moves first on a generated board: short (default) or cut""";

    private BoardSource() {}

    static ShannonState position(ToolArgs a) throws ToolArgsException, IOException, BoardFormatException {
        int sources = (a.value("board").isPresent() ? 1 : 0) + (a.value("size").isPresent() ? 1 : 0)
                + (a.value("gale").isPresent() ? 1 : 0) + (a.flag("birdcage") ? 1 : 0);
        if (sources != 1) throw new ToolArgsException("give exactly one of --board FILE, --size WxH --seed S, --gale K, --birdcage");
        if (a.value("board").isPresent()) {
            if (a.value("first").isPresent()) throw new ToolArgsException("--first does not apply to a board file (the file says who is to move)");
            return BoardJson.read(Path.of(a.require("board")));
        }
        Side first = first(a);
        if (a.value("gale").isPresent()) return ShannonState.initial(GaleBoards.bridgIt(a.intValue("gale", 5, GaleBoards.MIN_ORDER, GaleBoards.MAX_ORDER)), first);
        if (a.flag("birdcage")) return ShannonState.initial(GaleBoards.birdCage(), first);
        return ShannonState.initial(generated(a, a.longValue("seed", 0), first), first);
    }

    static Side first(ToolArgs a) throws ToolArgsException {
        String f = a.string("first", "short");
        try { return Side.parse(f); } catch (IllegalArgumentException e) { throw new ToolArgsException("--first must be short or cut, got '" + f + "'"); }
    }

    static GeneratorParams params(ToolArgs a) throws ToolArgsException {
        int[] wh = a.size("size", "5x4", GeneratorParams.MIN_SIDE, GeneratorParams.MAX_SIDE);
        double p = probability(a, "p", GeneratorParams.THESIS_P);
        double q = probability(a, "q", a.flag("balanced") ? GeneratorParams.BALANCED_Q : GeneratorParams.THESIS_Q);
        return new GeneratorParams(wh[0], wh[1], p, q);
    }

    /** The generated board for one seed (balanced if asked). */
    static Board generated(ToolArgs a, long seed, Side first) throws ToolArgsException {
        GeneratorParams params = params(a);
        if (a.flag("balanced")) {
            try {
                return BalancedBoards.fair(params, seed, first).board();
            } catch (IllegalStateException e) {
                throw new ToolArgsException(e.getMessage());
            }
        }
        try {
            return ThesisGenerator.generate(params, seed);
        } catch (IllegalStateException e) {
            // Too few vertices survive to join A and B, whatever the seed: a bad option, not a failure.
            throw new ToolArgsException(String.format(java.util.Locale.ROOT,
                    "no %dx%d board with --p %s connects A and B; use a larger --p (the thesis uses 0.8 to 1)",
                    params.width(), params.height(), a.string("p", String.valueOf(params.vertexProbability()))));
        }
    }

    private static double probability(ToolArgs a, String name, double def) throws ToolArgsException {
        String v = a.string(name, null);
        if (v == null) return def;
        try {
            double d = Double.parseDouble(v);
            if (!(d > 0 && d <= 1)) throw new NumberFormatException();
            return d;
        } catch (NumberFormatException e) {
            throw new ToolArgsException("--" + name + " must be a probability in (0, 1], got '" + v + "'");
        }
    }
}
