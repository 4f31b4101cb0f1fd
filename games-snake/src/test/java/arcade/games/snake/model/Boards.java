package arcade.games.snake.model;

import arcade.games.snake.engine.Field;

import static arcade.games.snake.model.SnakeCell.*;

/** Test helpers that edit a system's field directly (bypassing the rules) to set up a situation. */
final class Boards {
    private Boards() {}

    static SnakeSystem classic(long seed) { return SnakeSystem.start(SnakeOptions.thesis(), seed); }

    /** Moves every apple off the field and puts one at (i, j): the apple count stays what the supervisor expects. */
    static void moveApple(SnakeSystem sys, int i, int j) {
        Field f = sys.field();
        for (int r = 1; r <= f.rows(); r++) for (int c = 1; c <= f.cols(); c++) if (f.get(TYPE, r, c) == CA0_F) f.set(TYPE, r, c, CA0_E);
        f.set(TYPE, i, j, CA0_F);
    }

    static void put(SnakeSystem sys, int i, int j, int type, int ttl) {
        sys.field().set(TYPE, i, j, type);
        sys.field().set(TTL, i, j, ttl);
    }

    static int count(SnakeState s, CellType t) {
        int n = 0;
        for (int i = 1; i <= s.rows(); i++) for (int j = 1; j <= s.cols(); j++) if (s.type(i, j) == t) n++;
        return n;
    }

    static int heads(SnakeState s) {
        int n = 0;
        for (int i = 1; i <= s.rows(); i++) for (int j = 1; j <= s.cols(); j++) if (s.directionCode(i, j) != 0 && s.type(i, j) == CellType.SNAKE) n++;
        return n;
    }
}
