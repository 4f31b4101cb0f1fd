package arcade.games.snake.model;

import java.util.ArrayDeque;

/**
 * The keys of one snake waiting for the next steps: at most two turns (THESIS §14). A key is dropped
 * when it repeats or reverses the direction it would follow: the last queued key, or, with an
 * empty queue, the direction of the last executed move (the head's D^1 between steps). That is
 * the THESIS §14 fix: moving →, pressing ↑ then ← inside one period turns up at the next step and left
 * at the one after, never back into the neck.
 */
public final class InputQueue {
    public static final int DEFAULT_CAPACITY = 2;

    private final int capacity;
    private final ArrayDeque<Direction> keys = new ArrayDeque<>();

    public InputQueue() { this(DEFAULT_CAPACITY); }

    public InputQueue(int capacity) {
        if (capacity < 1) throw new IllegalArgumentException("capacity must be at least 1");
        this.capacity = capacity;
    }

    /**
     * Offers a key press.
     *
     * @param key      the direction pressed
     * @param executed the direction of the last executed move (the head's direction now)
     * @return true if the key was queued
     */
    public boolean offer(Direction key, Direction executed) {
        if (key == null || key == Direction.NONE || keys.size() >= capacity) return false;
        Direction reference = keys.isEmpty() ? executed : keys.peekLast();
        if (reference != null && reference != Direction.NONE && (key == reference || key == reference.opposite())) return false;
        keys.addLast(key);
        return true;
    }

    /** The input for the next step: the oldest queued key, or {@link Direction#NONE}. */
    public Direction poll() {
        Direction d = keys.pollFirst();
        return d == null ? Direction.NONE : d;
    }

    public int size() { return keys.size(); }
    public boolean isEmpty() { return keys.isEmpty(); }
    public void clear() { keys.clear(); }
}
