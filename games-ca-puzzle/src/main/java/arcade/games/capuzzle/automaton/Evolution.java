package arcade.games.capuzzle.automaton;

import java.util.ArrayList;
import java.util.List;

/**
 * The whole evolution of an initial row (THESIS.md 3): row t+1 from row t, the border state for a flat
 * board's missing neighbours, wraparound on a cyclic one. Also collects the picture triples that
 * had no rule and fell back to 0, so the overview can show them from the first move (THESIS.md 2).
 */
public record Evolution(int[][] rows, List<Rule> fallbackRules) {

    public static Evolution of(Automaton a, Board board, int[] row0) {
        int w = board.width(), m = board.generations();
        if (row0.length != w) throw new IllegalArgumentException("the initial row has " + w + " cells");
        int[][] rows = new int[m][];
        rows[0] = row0.clone();
        List<Rule> fallback = new ArrayList<>();
        boolean[] seen = new boolean[a.states() * a.states() * a.states()];
        for (int t = 0; t + 1 < m; t++) {
            int[] cur = rows[t], nxt = new int[w];
            for (int i = 0; i < w; i++) {
                int l = i > 0 ? cur[i - 1] : board.cyclic() ? cur[w - 1] : board.border();
                int r = i < w - 1 ? cur[i + 1] : board.cyclic() ? cur[0] : board.border();
                if (!a.isDefined(l, cur[i], r) && !seen[a.key(l, cur[i], r)]) {
                    seen[a.key(l, cur[i], r)] = true;
                    fallback.add(new Rule(l, cur[i], r, Automaton.DEFAULT_STATE));
                }
                nxt[i] = a.apply(l, cur[i], r);
            }
            rows[t + 1] = nxt;
        }
        return new Evolution(rows, List.copyOf(fallback));
    }

    /** One generation per line: '#'/'.' for two states, digits otherwise. */
    public static String render(int[][] rows, int states) {
        StringBuilder sb = new StringBuilder();
        for (int[] row : rows) {
            for (int v : row) sb.append(states == 2 ? (v == 1 ? '#' : '.') : (char) ('0' + v));
            sb.append('\n');
        }
        return sb.toString();
    }
}
