package arcade.games.snake.model;

import arcade.games.snake.engine.Slot;

import java.util.List;

/**
 * The slot inventory of a Snake field cell (THESIS §7) and its value codes, as constants named after
 * the thesis. Slots: 0 type (A^0), 1 head direction (D^1), 2 time to live (D^2), 3 stomach (D^3);
 * with two snakes a fifth property, 4 snake id (D^4, 0 = none, 1 or 2), tells the snakes apart
 * (the extension of THESIS §17).
 */
public final class SnakeCell {
    private SnakeCell() {}

    /** Slot numbers (shared numbering of states and properties). */
    public static final int TYPE = 0, DIRECTION = 1, TTL = 2, STOMACH = 3, SNAKE_ID = 4;

    /** A^0 values. */
    public static final byte CA0_E = 0, CA0_S = 1, CA0_F = 2, CA0_P = 3, CA0_W = 4, CA0_B = 5;
    /** A^0 values of the extra bonus kinds (option {@code mb}): shrink and slow-down. */
    public static final byte CA0_R = 6, CA0_D = 7;
    /** A^0 values of the Nibbles bonuses (option {@code xb}): extra life and fake bonus. */
    public static final byte CA0_X = 8, CA0_K = 9;

    /** D^1 values: 0 not a head, then →, ↑, ←, ↓. */
    public static final byte D1_NONE = 0, D1_RIGHT = 1, D1_UP = 2, D1_LEFT = 3, D1_DOWN = 4;

    /** Default real cell {E, 0, 0, E} and border (ring) cell {W, 0, 0, E}. */
    private static final Slot TYPE_SLOT = Slot.byteState("type", CA0_E, CA0_W);
    private static final Slot DIRECTION_SLOT = Slot.byteProperty("direction", D1_NONE, D1_NONE);
    private static final Slot TTL_SLOT = Slot.intProperty("ttl", 0, 0);
    private static final Slot STOMACH_SLOT = Slot.byteProperty("stomach", CA0_E, CA0_E);
    private static final Slot SNAKE_ID_SLOT = Slot.byteProperty("snake", 0, 0);

    /** The thesis's four slots, plus the snake id when there are two snakes. */
    public static List<Slot> slots(int snakes) {
        return snakes > 1
                ? List.of(TYPE_SLOT, DIRECTION_SLOT, TTL_SLOT, STOMACH_SLOT, SNAKE_ID_SLOT)
                : List.of(TYPE_SLOT, DIRECTION_SLOT, TTL_SLOT, STOMACH_SLOT);
    }
}
