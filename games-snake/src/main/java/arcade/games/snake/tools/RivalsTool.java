package arcade.games.snake.tools;

import arcade.api.tool.ToolArgs;
import arcade.api.tool.ToolArgsException;
import arcade.games.snake.model.Direction;
import arcade.games.snake.model.Level;
import arcade.games.snake.model.RivalStrength;
import arcade.games.snake.model.SnakeMove;
import arcade.games.snake.model.SnakeOptions;
import arcade.games.snake.model.SnakeRules;
import arcade.games.snake.model.SnakeState;
import arcade.games.snake.rivals.RivalPilot;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code arcade snake rivals}: how the rival strengths compare. Plays games of the Rivals preset's
 * field (30×22, classic rules, three rivals) at each strength, the player's snake steered by the
 * careful rule (the same in every run, so only the rivals differ), until the player crashes or the step limit, and reports apples and crashes per rival
 * and the time a step's decisions take. Games end when the player crashes, so they differ in length
 * between strengths: the apples per rival per 100 steps compare the rivals' pace fairly.
 */
public final class RivalsTool extends SnakeTool {
    @Override public String name() { return "rivals"; }
    @Override public String summary() { return "compare the computer rivals' strengths: apples, crashes, decision time"; }
    @Override Set<String> valued() { return Set.of("games", "seed", "steps", "rivals"); }

    @Override String usage() {
        return """
                usage: snake rivals [--games N] [--steps N] [--rivals 1..3] [--seed S] [--json]
                  Plays N games at each strength (greedy, careful, expert) on a 30x22 walled field
                  under the classic rules; the player is steered by the careful rule. A game
                  ends when the player crashes or after the step limit.
                  --games   games per strength (default 20)
                  --steps   step limit per game (default 1000)
                  --rivals  computer rivals per game (default 3)
                  --seed    seed of the first game; game k uses seed + k (default 100)
                  --json    {"strengths":[{"strength":…, "applesPerRival":…, "applesPer100Steps":…, "crashRate":…,
                            "stepsPerGame":…, "msPerStep":…}, …]}""";
    }

    @Override
    int execute(ToolArgs a, PrintStream out, PrintStream err) throws ToolArgsException {
        int games = a.intValue("games", 20, 1, 100_000);
        int steps = a.intValue("steps", 1000, 1, 10_000_000);
        int rivals = a.intValue("rivals", 3, 1, SnakeOptions.MAX_RIVALS);
        long seed = a.longValue("seed", 100);
        JsonArray all = new JsonArray();
        for (RivalStrength st : RivalStrength.values()) {
            JsonObject r = play(st, games, steps, rivals, seed);
            all.add(r);
            if (!a.json())
                out.printf(Locale.ROOT, "%-8s %d games: %.2f apples per rival (%.2f per 100 steps), %.0f %% of rivals crashed, %.1f steps a game, %.3f ms per step%n",
                        st.title(), games, r.get("applesPerRival").getAsDouble(), r.get("applesPer100Steps").getAsDouble(), 100 * r.get("crashRate").getAsDouble(),
                        r.get("stepsPerGame").getAsDouble(), r.get("msPerStep").getAsDouble());
        }
        if (a.json()) {
            JsonObject o = new JsonObject();
            o.add("strengths", all);
            printJson(out, o);
        }
        return 0;
    }

    static JsonObject play(RivalStrength st, int games, int maxSteps, int rivals, long seed) {
        SnakeRules rules = new SnakeRules(false);
        long apples = 0, crashed = 0, steps = 0, nanos = 0;
        for (int g = 0; g < games; g++) {
            SnakeOptions o = new SnakeOptions(30, 22, 3, false, false, 2, false, Level.BOX, 1).withRules(1, true).withRivals(rivals, st);
            SnakeState s = SnakeState.initial(o, seed + g);
            RivalPilot pilot = new RivalPilot(), player = new RivalPilot();
            int k = 0;
            for (; k < maxSteps && s.isRunning(); k++) {
                List<Direction> in = new ArrayList<>();
                in.add(player.direction(s, 1, RivalStrength.CAREFUL));
                long t0 = System.nanoTime();
                in.addAll(List.of(pilot.inputs(s)));
                nanos += System.nanoTime() - t0;
                s = rules.apply(s, new SnakeMove(in));
            }
            steps += k;
            for (int r = 2; r <= 1 + rivals; r++) {
                apples += s.score(r);
                if (s.isDead(r)) crashed++;
            }
        }
        JsonObject r = new JsonObject();
        r.addProperty("strength", st.title());
        r.addProperty("games", games);
        r.addProperty("applesPerRival", apples / (double) (rivals * games));
        r.addProperty("applesPer100Steps", steps == 0 ? 0 : 100.0 * apples / rivals / steps);
        r.addProperty("crashRate", crashed / (double) (rivals * games));
        r.addProperty("stepsPerGame", steps / (double) games);
        r.addProperty("msPerStep", steps == 0 ? 0 : nanos / 1e6 / steps);
        return r;
    }
}
