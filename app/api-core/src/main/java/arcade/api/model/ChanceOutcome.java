package arcade.api.model;

import java.util.Objects;

/** One elementary outcome ν of a chance state: κ(q, ν) = next, with probability P_Ω(ν). */
public record ChanceOutcome<S>(String event, double probability, S next) {
    public ChanceOutcome {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(next, "next");
        if (!(probability > 0 && probability <= 1)) throw new IllegalArgumentException("probability out of (0,1]: " + probability);
    }
}
