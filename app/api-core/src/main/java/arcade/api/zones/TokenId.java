package arcade.api.zones;

import java.util.Objects;

/** A named token, for games that need no token type of their own. */
public record TokenId(String name) {
    public TokenId { Objects.requireNonNull(name, "name"); }
    @Override public String toString() { return name; }
}
