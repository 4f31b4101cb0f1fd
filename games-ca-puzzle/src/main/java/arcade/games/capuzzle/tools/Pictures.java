package arcade.games.capuzzle.tools;

import arcade.api.session.Rng;
import arcade.games.capuzzle.generator.PictureMask;

/** Pictures for the generator benchmark: discs, rings, triangles, stripes and blobs drawn from a seed. */
final class Pictures {
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
}
