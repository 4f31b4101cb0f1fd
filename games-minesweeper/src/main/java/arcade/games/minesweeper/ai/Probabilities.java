package arcade.games.minesweeper.ai;

import arcade.games.minesweeper.model.PlayerBoard;

import java.util.Arrays;

/**
 * The mine probability of every unknown cell of a view (NaN for revealed and flagged cells),
 * whether it is exact (every component solved) or an estimate (a component was too large), and
 * the natural log of the number of mine arrangements that fit the view.
 */
public record Probabilities(PlayerBoard view, double[] mine, boolean exact, double logWeight) {
    /** Probabilities this close to 0 or 1 count as certain (they are sums of exact counts). */
    public static final double CERTAIN = 1e-12;

    public Probabilities { mine = mine.clone(); }

    public double at(int cell) { return mine[cell]; }
    public double at(int x, int y) { return mine[y * view.width() + x]; }

    public boolean isSafe(int cell) { return !Double.isNaN(mine[cell]) && mine[cell] <= CERTAIN; }
    public boolean isMine(int cell) { return !Double.isNaN(mine[cell]) && mine[cell] >= 1 - CERTAIN; }

    public int[] safeCells() { return java.util.stream.IntStream.range(0, mine.length).filter(this::isSafe).toArray(); }
    public int[] mineCells() { return java.util.stream.IntStream.range(0, mine.length).filter(this::isMine).toArray(); }

    @Override public double[] mine() { return mine.clone(); }

    @Override public boolean equals(Object o) {
        return o instanceof Probabilities p && p.view.equals(view) && p.exact == exact && Double.compare(p.logWeight, logWeight) == 0 && Arrays.equals(p.mine, mine);
    }

    @Override public int hashCode() { return view.hashCode() * 31 + Arrays.hashCode(mine); }
}
