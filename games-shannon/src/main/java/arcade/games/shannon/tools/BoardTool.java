package arcade.games.shannon.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.boards.BoardFormatException;
import arcade.games.shannon.model.boards.BoardJson;
import arcade.games.shannon.model.boards.Geometry;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Set;

/** {@code arcade shannon board}: prints a board as the JSON board file (to edit, share or analyse). */
public final class BoardTool extends BaseTool {
    @Override public String name() { return "board"; }
    @Override public String summary() { return "print a generated, Gale or Bird Cage board as a board file (JSON)"; }
    @Override protected Set<String> valued() { return BoardSource.OPTIONS; }
    @Override protected Set<String> flags() { return BoardSource.FLAGS; }

    @Override protected String usage() {
        return "usage: arcade shannon board (--size WxH --seed S | --gale K | --birdcage | --board FILE) [options]\n"
                + BoardSource.USAGE + "\n  the board file goes to standard output; with --json the same";
    }

    @Override protected int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException, IOException, BoardFormatException {
        ShannonState s = BoardSource.position(a);
        // What this tool writes, analyze and the game must be able to read back.
        if (s.board().vertexCount() > BoardJson.MAX_VERTICES || s.board().edgeCount() > BoardJson.MAX_EDGES)
            throw new ToolArgsException("this board has " + s.board().vertexCount() + " vertices and " + s.board().edgeCount()
                    + " links; a board file holds at most " + BoardJson.MAX_VERTICES + " and " + BoardJson.MAX_EDGES + ": choose a smaller --size");
        int crossings = Geometry.countCrossings(s.board());
        if (crossings > 0 && !a.json()) err.println("note: " + crossings + " pairs of edges cross in this drawing");
        out.print(a.json() ? BoardJson.write(s).replaceAll("\\s*\\n\\s*", "") + "\n" : BoardJson.write(s));
        return 0;
    }
}
