package arcade.games.snake.model;

import arcade.api.model.MoveFormatException;

import java.util.List;
import java.util.Objects;

/**
 * The input of one step: one {@link Direction} per snake ({@code NONE} = keep the direction).
 * Text form: one letter per snake, {@code . R U L D}; e.g. {@code U} with one snake, {@code U.}
 * or {@code .L} with two.
 */
public record SnakeMove(List<Direction> inputs) {

    /** The most snakes a field holds: a player and three rivals, or two players. */
    public static final int MAX_SNAKES = 4;

    /** One snake, no input. */
    public static final SnakeMove NONE = new SnakeMove(List.of(Direction.NONE));

    public SnakeMove {
        inputs = List.copyOf(inputs);
        if (inputs.isEmpty() || inputs.size() > MAX_SNAKES) throw new IllegalArgumentException("a move holds the input of 1 to " + MAX_SNAKES + " snakes");
    }

    public static SnakeMove of(Direction d) { return new SnakeMove(List.of(Objects.requireNonNull(d))); }
    public static SnakeMove of(Direction first, Direction second) { return new SnakeMove(List.of(first, second)); }

    /** No input for {@code snakes} snakes. */
    public static SnakeMove none(int snakes) { return new SnakeMove(java.util.Collections.nCopies(snakes, Direction.NONE)); }

    /** Input of snake 1..4. */
    public Direction input(int snake) { return inputs.get(snake - 1); }

    public int snakes() { return inputs.size(); }

    public String text() {
        StringBuilder sb = new StringBuilder();
        for (Direction d : inputs) sb.append(d.letter());
        return sb.toString();
    }

    /** Parses {@link #text()}; {@link MoveFormatException} for anything else. */
    public static SnakeMove parse(String text) {
        if (text == null || text.isEmpty() || text.length() > MAX_SNAKES)
            throw new MoveFormatException("a snake move is one letter per snake (. R U L D), got '" + text + "'");
        Direction[] ds = new Direction[text.length()];
        for (int k = 0; k < text.length(); k++) {
            ds[k] = Direction.ofLetter(text.charAt(k));
            if (ds[k] == null) throw new MoveFormatException("unknown input '" + text.charAt(k) + "' in snake move '" + text + "' (use . R U L D)");
        }
        return new SnakeMove(List.of(ds));
    }

    @Override public String toString() { return text(); }
}
