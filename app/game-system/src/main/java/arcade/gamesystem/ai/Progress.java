package arcade.gamesystem.ai;

import arcade.gamesystem.model.CompiledGame;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;

import java.util.List;
import java.util.Map;

/**
 * How far each player has come in a race game, for a playout that stops before the end: a token
 * on its owner's track (the track named after the player, such as {@code path-Red}) counts the
 * share of the track behind it, a token off the track nothing. The shares of all players add up
 * to 1; a game without such tracks shares equally (an unfinished position is even).
 */
final class Progress {
    private CompiledGame game;
    /** For each player, the value of a token of theirs in each zone. */
    private double[][] value;

    double[] shares(RulesState s) {
        CompiledGame g = s.game();
        int n = g.players().size();
        if (g != game) {
            game = g;
            value = values(g);
        }
        double[] sum = new double[n];
        int[] count = new int[n];
        for (Zone z : g.zones())
            for (int t : s.tokens(z)) {
                int o = g.types().owner(t);
                if (o >= 0) {
                    sum[o] += value[o][z.index()];
                    count[o]++;
                }
            }
        double total = 0;
        for (int p = 0; p < n; p++) total += sum[p] = count[p] == 0 ? 0 : sum[p] / count[p];
        double[] out = new double[n];
        for (int p = 0; p < n; p++) out[p] = total == 0 ? 1.0 / n : sum[p] / total;
        return out;
    }

    private static double[][] values(CompiledGame g) {
        double[][] v = new double[g.players().size()][g.zones().size()];
        for (Map.Entry<String, List<Zone>> t : g.tracks().entrySet()) {
            int owner = -1;
            for (int p = 0; p < g.players().size(); p++) {
                String id = g.players().get(p).id();
                if (t.getKey().endsWith("-" + id) || t.getKey().equals(id)) owner = p;
            }
            if (owner < 0) continue;
            List<Zone> path = t.getValue();
            for (int i = 0; i < path.size(); i++) v[owner][path.get(i).index()] = (i + 1.0) / path.size();
        }
        return v;
    }
}
