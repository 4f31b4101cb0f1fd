package arcade.gamesystem.model;

/**
 * A legal move in a state, ready to make: its label (the move's name in the file's notation, as
 * saves and tools write it), what it does, and for the board the zones it is about (where the
 * token starts, the cells it passes or lands on, in order) and the zones whose tokens it takes.
 */
record Play(String label, Effect effect, int[] zones, int[] captured) {
    static final int[] NONE = {};
}
