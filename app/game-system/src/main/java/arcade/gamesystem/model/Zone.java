package arcade.gamesystem.model;

/** A zone of a compiled rules game: its number (position in the game's zone list) and its name. */
public record Zone(int index, String name) {
    @Override public int hashCode() { return index; }
    @Override public boolean equals(Object o) { return o instanceof Zone z && z.index == index; }
    @Override public String toString() { return name; }
}
