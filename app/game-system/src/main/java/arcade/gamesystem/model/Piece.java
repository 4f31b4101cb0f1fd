package arcade.gamesystem.model;

/**
 * A token of a compiled rules game. Tokens of one type (same kind and owner) are interchangeable:
 * states compare by the types in each zone, so placing "an X" reaches the same state whichever X
 * it was.
 *
 * @param owner the owning player's number, or -1 for a token nobody owns
 */
public record Piece(int index, String name, int type, int owner) {
    @Override public int hashCode() { return index; }
    @Override public boolean equals(Object o) { return o instanceof Piece p && p.index == index; }
    @Override public String toString() { return name; }
}
