package arcade.games.shannon.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.shannon.ai.Analysis;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.boards.BoardFormatException;
import com.google.gson.Gson;
import com.google.gson.JsonObject;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Set;

/** {@code arcade shannon analyze}: Lehman's class, the winner with the side to move, the perfect move. */
public final class AnalyzeTool extends BaseTool {
    @Override public String name() { return "analyze"; }
    @Override public String summary() { return "classify a position (Short / Cut / first player wins) and give the perfect move"; }
    @Override protected Set<String> valued() { return BoardSource.OPTIONS; }
    @Override protected Set<String> flags() { return BoardSource.FLAGS; }

    @Override protected String usage() {
        return "usage: arcade shannon analyze (--board FILE | --size WxH --seed S | --gale K | --birdcage) [options] [--json]\n"
                + BoardSource.USAGE + "\n"
                + "  --json           print {\"class\":\"short|cut|first\",\"winner\":\"short|cut\",\"move\":<edge index or null>}";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException, IOException, BoardFormatException {
        ShannonState s = BoardSource.position(a);
        long t0 = System.nanoTime();
        Analysis an = Analysis.of(s);
        double ms = (System.nanoTime() - t0) / 1e6;
        if (a.json()) {
            JsonObject o = new JsonObject();
            o.addProperty("class", an.positionClass().id());
            o.addProperty("winner", an.winner().id());
            if (an.perfectMove().isPresent()) o.addProperty("move", an.perfectMove().get().edge());
            else o.add("move", com.google.gson.JsonNull.INSTANCE);
            out.println(new com.google.gson.GsonBuilder().serializeNulls().create().toJson(o)); // "move": null on a finished game, as the usage says
            return 0;
        }
        out.println("board:   " + s.board());
        out.printf(java.util.Locale.ROOT, "edges:   %d free, %d marked, %d deleted%n", s.freeCount(),
                s.edgeStates().stream().filter(x -> x == arcade.games.shannon.model.EdgeState.MARKED).count(),
                s.edgeStates().stream().filter(x -> x == arcade.games.shannon.model.EdgeState.DELETED).count());
        if (s.isOver()) {
            out.println("over:    " + s.winner().get().id() + " has won");
            return 0;
        }
        out.println("class:   " + an.positionClass().id() + " (" + an.positionClass().describe() + ")");
        out.println("to move: " + an.toMove().id());
        out.println("winner:  " + an.winner().id() + " (with " + an.toMove().id() + " to move, best play)");
        out.println("move:    " + an.perfectMove().get().text() + edgeText(s, an.perfectMove().get().edge())
                + (an.perfectMoveWins() ? " (a winning move)" : " (no winning move: the thesis move)"));
        out.println("thesis:  " + an.thesisMove().get().text() + edgeText(s, an.thesisMove().get().edge()));
        out.println("min cut: " + an.minCut() + ", shortest path: " + an.shortestPath());
        an.trees().ifPresent(t -> out.println("trees:   " + t.first().size() + " + " + t.second().size() + " edges"
                    + (t.usesPhantom() ? " (of G + AB, the phantom A–B edge in one of them)" : " (of G)")));
        out.printf(java.util.Locale.ROOT, "time:    %.2f ms%n", ms);
        return 0;
    }

    private static String edgeText(ShannonState s, int e) {
        return " = (" + s.board().edge(e).u() + "," + s.board().edge(e).v() + ")";
    }
}
