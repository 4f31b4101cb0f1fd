package arcade.games.capuzzle.tools;

import arcade.api.session.Rng;
import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Evolution;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.generator.PictureMask;

/**
 * Pictures for the generator benchmark. Drawn shapes (discs, rings, triangles, stripes) are often
 * impossible for any automaton, since a painted run above a narrower painted run needs the
 * triple (P,P,P) to give two results; planted pictures are the painted cells of a random
 * automaton's own evolution, so a solution is known to exist.
 */
public final class Pictures {
    private Pictures() {}

    static PictureMask drawn(int size, long seed) {
        Rng rng = new Rng(seed);
        boolean[][] p = new boolean[size][size];
        int shapes = 1 + rng.nextInt(3);
        for (int s = 0; s < shapes; s++) {
            int kind = rng.nextInt(4);
            double cx = rng.nextInt(size), cy = rng.nextInt(size), rad = 3 + rng.nextInt(size / 3);
            for (int y = 0; y < size; y++) for (int x = 0; x < size; x++) {
                double dx = x - cx, dy = y - cy, dist = Math.sqrt(dx * dx + dy * dy);
                boolean on = switch (kind) {
                    case 0 -> dist <= rad;
                    case 1 -> Math.abs(dist - rad) < 1.2;
                    case 2 -> dy >= 0 && dy <= rad && Math.abs(dx) <= dy;
                    default -> (x + y) % (int) (rad) == 0;
                };
                if (on) p[y][x] = !p[y][x] || kind == 0;
            }
        }
        return new PictureMask(p);
    }

    /** The cells in state k−1 of a random k-state automaton's evolution from a random row (flat board); the generator's tests use them too. */
    public static PictureMask planted(int size, int k, long seed) {
        Rng rng = new Rng(seed);
        int[] table = new int[k * k * k];
        for (int i = 0; i < table.length; i++) table[i] = rng.nextInt(k);
        Automaton a = Automaton.of(Kind.COMMON, k, (l, c, r) -> table[(l * k + c) * k + r], "");
        int[] row = new int[size];
        for (int i = 0; i < size; i++) row[i] = rng.nextInt(k);
        int[][] rows = Evolution.of(a, new Board(size, size, false, 0), row).rows();
        boolean[][] p = new boolean[size][size];
        for (int t = 0; t < size; t++) for (int i = 0; i < size; i++) p[t][i] = rows[t][i] == k - 1;
        return new PictureMask(p);
    }
}
