package arcade.gamesystem.model;

import java.util.Objects;

/** A move of a rules game, named by its stable label: the move schema's id and its bindings, e.g. {@code place(b2)}. */
public record RulesMove(String label) {
    public RulesMove { Objects.requireNonNull(label, "label"); }
    @Override public String toString() { return label; }
}
