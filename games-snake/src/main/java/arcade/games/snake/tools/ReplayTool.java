package arcade.games.snake.tools;

import arcade.api.session.SaveFormatException;
import arcade.api.store.TextFiles;
import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.snake.model.SnakeReplay;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import com.google.gson.JsonObject;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Set;

/**
 * {@code arcade snake replay}: plays a recorded game headless and prints its final score and
 * field hash; when the file carries the recorded final hash, says whether playback reached it.
 * Exit codes as in every tool: 2 for bad input (no such file, not a replay), 1 when the file cannot
 * be read or playback does not reach the recorded hash.
 */
public final class ReplayTool extends SnakeTool {
    @Override public String name() { return "replay"; }
    @Override public String summary() { return "replay a recorded game headless: final score and field hash"; }
    @Override Set<String> valued() { return Set.of("file"); }

    @Override String usage() {
        return """
                usage: snake replay --file F [--json]
                  Replays a recorded game (params, seed and per-step inputs) and prints the final
                  score, outcome and field hash; checks the hash recorded in the file, if any.
                  --json   one JSON object: {"score":…, "fieldHash":…, "steps":…, "verified":…}
                  Exit code 0 ok, 2 a file that is not a readable replay (no such file, a folder,
                  a device or pipe, too large, not text, not a valid replay), 1 when reading fails
                  otherwise or the hash differs.""";
    }

    @Override
    int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        Path file = Path.of(a.require("file"));
        SnakeReplay r;
        SnakeState s;
        try {
            r = SnakeReplay.read(file);
            s = r.play();
        } catch (TextFiles.Refused e) { // a folder, a device, a pipe, no such file, too large, not text: the player's to fix
            err.println("snake replay: cannot read " + file + ": " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("snake replay: cannot read " + file + ": " + e.getMessage());
            return 1;
        } catch (SaveFormatException e) {
            err.println("snake replay: " + file + ": " + e.getMessage());
            return 2; // bad input, like a bad board file in the other games' tools
        }
        Boolean verified = r.finalHash() == null ? null : r.finalHash().equalsIgnoreCase(s.fieldHashHex());
        String outcome = new SnakeRules(false).outcome(s).map(Object::toString).orElse(s.isGameOver() ? "game over" : "running");
        if (a.json()) {
            JsonObject o = new JsonObject();
            o.addProperty("params", r.params());
            o.addProperty("seed", r.seed());
            o.addProperty("steps", s.step());
            o.addProperty("score", s.score());
            if (s.options().snakes() > 1) o.addProperty("score2", s.score(2));
            o.addProperty("outcome", outcome);
            o.addProperty("fieldHash", s.fieldHashHex());
            if (verified != null) o.addProperty("verified", verified);
            printJson(out, o);
        } else {
            out.println("game " + r.gameId() + ", " + s.step() + " steps, " + outcome);
            out.println("score " + s.score() + (s.options().snakes() > 1 ? " / " + s.score(2) : ""));
            out.println("field hash " + s.fieldHashHex()
                    + (verified == null ? "" : verified ? " (matches the recording)" : " (DIFFERS from the recorded " + r.finalHash() + ")"));
        }
        return Boolean.FALSE.equals(verified) ? 1 : 0;
    }
}
