package arcade.api.model;

import java.util.Objects;

/** A player of a game automaton (an element of P). */
public record PlayerId(String id) {
    /** The non-moving "house" player: wins when a one-player game is lost (THESIS.md §4). */
    public static final PlayerId HOUSE = new PlayerId("house");

    public PlayerId {
        Objects.requireNonNull(id, "id");
        if (id.isBlank()) throw new IllegalArgumentException("player id must not be blank");
    }

    @Override public String toString() { return id; }
}
