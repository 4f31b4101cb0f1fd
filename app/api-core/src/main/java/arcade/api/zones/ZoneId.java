package arcade.api.zones;

import java.util.Objects;

/** A named zone, for games that need no zone type of their own. */
public record ZoneId(String name) {
    public ZoneId { Objects.requireNonNull(name, "name"); }
    @Override public String toString() { return name; }
}
