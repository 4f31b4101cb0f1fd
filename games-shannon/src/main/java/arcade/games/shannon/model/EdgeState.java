package arcade.games.shannon.model;

/** The state of one edge. */
public enum EdgeState {
    /** Not yet played (a sick link). */
    FREE,
    /** Claimed by Short (a healed link); permanent. */
    MARKED,
    /** Cut by Cut; gone from the graph. */
    DELETED
}
