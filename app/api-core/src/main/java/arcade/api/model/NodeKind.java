package arcade.api.model;

/** Which part of a stochastic game automaton a state belongs to: D, N, D∩N or W. */
public enum NodeKind {
    /** D: the player to move chooses a move. */
    DECISION,
    /** N: a random experiment decides the next state. */
    CHANCE,
    /** D∩N: the player to move chooses between a move and the experiment. */
    DECISION_OR_CHANCE,
    /** W: terminal; the outcome is decided. */
    TERMINAL;

    public boolean hasMoves() { return this == DECISION || this == DECISION_OR_CHANCE; }
    public boolean hasChance() { return this == CHANCE || this == DECISION_OR_CHANCE; }
}
