package arcade.games.snake.model;

import arcade.api.session.Rng;
import arcade.games.snake.engine.Field;
import arcade.games.snake.engine.Globals;

import static arcade.games.snake.model.SnakeCell.*;
import static arcade.games.snake.model.SnakeGlobals.*;

/**
 * The field at the start (§4.9) and again after a lost life (P5): the walls of the layout, each
 * snake at its start cell, then the apples, drawn from the game's generator in that order.
 */
final class StartLayout {
    private StartLayout() {}

    /**
     * Lays out {@code f} (which must hold its defaults) and points {@code heads} at the start cells.
     * The campaign takes the walls and the start of the level in {@code g}'s LEVEL.
     */
    static void place(Field f, SnakeOptions o, int[] heads, Globals g, Rng rng) {
        byte[] type = f.bytes(TYPE);
        CampaignLevel level = o.campaign() ? Campaign.level((int) g.get(LEVEL)) : null;
        for (int i = 1; i <= o.rows(); i++)
            for (int j = 1; j <= o.cols(); j++)
                if (level != null ? level.isWall(i, j) : o.level().isWall(i, j, o.rows(), o.cols(), o.torus(), o.torus()))
                    type[f.index(i, j)] = CA0_W;
        for (int s = 1; s <= o.snakes(); s++) {
            int[] rc = level != null ? new int[]{level.startRow(), level.startCol()} : o.start(s);
            Direction d = level != null ? level.startDirection() : o.startDirection(s);
            int idx = f.index(rc[0], rc[1]);
            type[idx] = CA0_S;
            f.bytes(DIRECTION)[idx] = (byte) d.code();
            f.ints(TTL)[idx] = o.startLength();
            if (o.snakes() > 1) f.bytes(SNAKE_ID)[idx] = (byte) s;
            heads[s - 1] = idx;
            clearAhead(f, rc[0], rc[1], d); // a layout never puts a wall right in front of a start
        }
        g.set(APPLES_ON_FIELD, 0);
        for (int a = 0; a < o.apples(); a++)
            if (GameStateSupervisor.dropItem(f, CA0_F, rng)) g.set(APPLES_ON_FIELD, g.get(APPLES_ON_FIELD) + 1);
    }

    private static void clearAhead(Field f, int r, int c, Direction d) {
        for (int k = 1; k <= 2; k++) {
            int i = r + d.di() * k, j = c + d.dj() * k;
            if (f.isComputed(i, j) && f.get(TYPE, i, j) == CA0_W) f.set(TYPE, i, j, CA0_E);
        }
    }
}
