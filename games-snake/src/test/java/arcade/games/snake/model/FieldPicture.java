package arcade.games.snake.model;

import arcade.games.snake.engine.Field;

import java.util.ArrayDeque;

import static arcade.games.snake.model.SnakeCell.*;

/**
 * A hand-built field for tests, drawn as text: {@code #} wall, {@code .} empty, {@code *} apple,
 * and snake k (1 to 4) as {@code A}…{@code D} for its head and {@code a}…{@code d} for its body
 * (a simple chain; the head moves away from the body cell next to it). The picture bypasses the
 * rules: it is a situation to decide in, not a game to play on.
 */
public final class FieldPicture {
    private FieldPicture() {}

    /** A running state of {@code o} (its sides must match the picture) showing {@code rows}. */
    public static SnakeState state(SnakeOptions o, String... rows) {
        if (rows.length != o.rows() || rows[0].length() != o.cols()) throw new IllegalArgumentException("the picture is not " + o.cols() + "x" + o.rows());
        SnakeSystem sys = SnakeSystem.start(o, 1);
        Field f = sys.field();
        int[] heads = new int[o.totalSnakes()];
        java.util.Arrays.fill(heads, -1);
        for (int i = 1; i <= o.rows(); i++)
            for (int j = 1; j <= o.cols(); j++) {
                char ch = rows[i - 1].charAt(j - 1);
                f.set(TYPE, i, j, ch == '#' ? CA0_W : ch == '*' ? CA0_F : Character.isLetter(ch) ? CA0_S : CA0_E);
                f.set(DIRECTION, i, j, D1_NONE);
                f.set(TTL, i, j, 0);
                if (o.totalSnakes() > 1) f.set(SNAKE_ID, i, j, Character.isLetter(ch) ? Character.toLowerCase(ch) - 'a' + 1 : 0);
                if (Character.isUpperCase(ch)) heads[ch - 'A'] = f.index(i, j);
            }
        for (int k = 1; k <= o.totalSnakes(); k++) if (heads[k - 1] >= 0) number(f, rows, heads[k - 1], (char) ('a' + k - 1));
        return new SnakeState(o, f.copy(), sys.globals().copy(), 1, heads, 0, null);
    }

    /** Gives the head its heading and every cell of the chain its TTL: the length at the head, 1 at the tail. */
    private static void number(Field f, String[] rows, int head, char body) {
        java.util.List<Integer> chain = new java.util.ArrayList<>();
        chain.add(head);
        boolean[] seen = new boolean[f.bytes(TYPE).length];
        seen[head] = true;
        ArrayDeque<Integer> next = new ArrayDeque<>(java.util.List.of(head));
        while (!next.isEmpty()) {
            int c = next.poll();
            for (Direction d : new Direction[]{Direction.RIGHT, Direction.UP, Direction.LEFT, Direction.DOWN}) {
                int i = f.rowOf(c) + d.di(), j = f.colOf(c) + d.dj();
                if (i < 1 || j < 1 || i > f.rows() || j > f.cols() || rows[i - 1].charAt(j - 1) != body || seen[f.index(i, j)]) continue;
                seen[f.index(i, j)] = true;
                chain.add(f.index(i, j));
                next.add(f.index(i, j));
                break; // a chain: one way on
            }
        }
        for (int n = 0; n < chain.size(); n++) f.set(TTL, chain.get(n), chain.size() - n);
        Direction heading = Direction.RIGHT;
        if (chain.size() > 1) {
            int neck = chain.get(1);
            for (Direction d : Direction.values())
                if (d != Direction.NONE && f.rowOf(head) - f.rowOf(neck) == d.di() && f.colOf(head) - f.colOf(neck) == d.dj()) heading = d;
        }
        f.set(DIRECTION, head, heading.code());
    }
}
