package arcade.gamesystem.model;

/**
 * A file's score rule, which decides a game that ends by an {@code end} clause, by
 * {@code "noMoves": "end"} or {@code "passOrEnd"}: {@code {"count": "owned", "in": "board"}}
 * counts each player's tokens on the board (Reversi's majority); {@code {"count": "tokens", "in":
 * ["store-$player", "pits-$player"]}} counts every token in the player's zones (mancala's store).
 * The highest score wins; equal highest scores draw.
 */
public final class Score {
    private final int[][] zones;
    private final boolean owned;
    private final TokenTypes types;

    Score(int[][] zones, boolean owned, TokenTypes types) {
        this.zones = zones;
        this.owned = owned;
        this.types = types;
    }

    /** Whether the score counts the tokens a player owns (a majority, which captures can swing at every move) rather than the tokens in the player's zones. */
    public boolean countsOwned() { return owned; }

    /** Every player's score in a position. */
    public int[] of(Position p) {
        int[] out = new int[zones.length];
        for (int q = 0; q < zones.length; q++)
            for (int z : zones[q]) {
                int n = p.size(z);
                if (!owned) { out[q] += n; continue; }
                for (int i = 0; i < n; i++) if (types.owner(p.type(z, i)) == q) out[q]++;
            }
        return out;
    }

    /** The player with the highest score, or -1 when the highest is shared. */
    int leader(Position p) {
        int[] s = of(p);
        int best = 0;
        boolean shared = false;
        for (int q = 1; q < s.length; q++) {
            if (s[q] > s[best]) { best = q; shared = false; }
            else if (s[q] == s[best]) shared = true;
        }
        return shared ? -1 : best;
    }
}
