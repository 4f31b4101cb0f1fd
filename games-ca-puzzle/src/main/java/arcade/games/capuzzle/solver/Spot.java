package arcade.games.capuzzle.solver;

/** A display cell (a flat board's border columns included) named in an explanation. */
public record Spot(int row, int col) {}
