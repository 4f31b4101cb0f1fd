package arcade.gamesystem.ai;

import arcade.gamesystem.model.CompiledGame;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.Zone;

/**
 * What an unfinished position is worth to each player, read from the rules file alone, for the
 * hard computer's searches where they stop short of the end. The first that applies:
 * <ol>
 * <li>the file's <b>score</b> (Reversi's discs): each player's share of the points; where part of
 *     the score is secured for good (Kalah's stores, which no move empties, while the seeds in the
 *     pits can still be sown across), the searches read the secured points and share what is still
 *     open evenly ({@link #outlook});</li>
 * <li>players' <b>tracks</b> (race games): the progress along them ({@link Progress});</li>
 * <li><b>material</b>, when every player starts with tokens of their own (draughts, Breakthrough,
 *     Morris): a player's tokens still in play, that is in any zone but one named {@code taken-…}
 *     (where the shipped files put captured pieces), against everybody's;</li>
 * <li>else nothing is known and the position is even (Hex, Gomoku: placing games).</li>
 * </ol>
 * The shares add up to 1. Pure and deterministic.
 */
public final class Valuation {
    private enum Kind { SCORE, PROGRESS, MATERIAL, EVEN }

    /** How sharply a lead at the cut reads as a win (see {@link #atCut}). */
    static final double SHARPNESS = 10;

    private final Progress progress = new Progress();
    private CompiledGame game;
    private Kind kind;
    private boolean[] inPlay;
    /** Whether the score secures points as play goes, and the game's number of tokens (see {@link #outlook}). */
    private boolean secures;
    private int tokens;

    /** Each player's share of the game in [0, 1], adding up to 1. */
    double[] shares(RulesState s) {
        CompiledGame g = s.game();
        if (g != game) learn(g);
        int n = g.players().size();
        return switch (kind) {
            case SCORE -> normalise(g.score().orElseThrow().of(s), n);
            case PROGRESS -> progress.shares(s);
            case MATERIAL -> normalise(material(s), n);
            case EVEN -> even(n);
        };
    }

    /**
     * Each player's prospects where a search stops: their share of the points, or where the score
     * secures points (see {@link arcade.gamesystem.model.Score#secures}) their secured points plus
     * an even part of the tokens still open, out of all tokens. Kalah's seeds in the pits are not
     * yet anybody's: valued as the file's final score counts them (with the pits' owner), a search
     * hoards seeds on its side that the next sowing hands over; valued by the stores, as the
     * game's own programs do, the hard level won 0.64 of 200 games against plain UCT, not 0.52.
     */
    double[] outlook(RulesState s) {
        CompiledGame g = s.game();
        if (g != game) learn(g);
        if (!secures) return shares(s);
        int[] sec = g.score().orElseThrow().secured(s);
        int n = sec.length;
        double open = tokens;
        for (int x : sec) open -= x;
        double[] out = new double[n];
        for (int p = 0; p < n; p++) out[p] = (sec[p] + open / n) / tokens;
        return out;
    }

    /**
     * The position's value for {@code viewer} in (−1, 1) for alpha-beta: the {@link #outlook}
     * above the others', kept inside the open interval so that a heuristic value never reads as a forced result.
     */
    double value(RulesState s, int viewer) {
        double[] sh = outlook(s);
        int n = sh.length;
        return 0.95 * (sh[viewer] * n - 1) / (n - 1 == 0 ? 1 : n - 1);
    }

    /** The player ahead in an unfinished position by the valuation (a game stopped by a move limit), -1 when level. */
    public static int leader(RulesState s) {
        double[] sh = new Valuation().shares(s);
        int best = 0;
        boolean level = false;
        for (int p = 1; p < sh.length; p++) {
            if (sh[p] > sh[best] + 1e-12) { best = p; level = false; }
            else if (Math.abs(sh[p] - sh[best]) <= 1e-12) level = true;
        }
        return level ? -1 : best;
    }

    /**
     * Whether the valuation is a steady guide to who is ahead: pieces in play, or a score of
     * tokens gathered in the players' zones (Kalah's stores), which a single move changes little;
     * not a majority of owned tokens (Reversi's discs, which flips reverse all game long) nor the
     * tracks' progress (the die decides much of it).
     */
    boolean steady(CompiledGame g) {
        if (g != game) learn(g);
        return kind == Kind.MATERIAL || kind == Kind.SCORE && !g.score().orElseThrow().countsOwned();
    }

    /**
     * The prospects for a playout cut short: a steady score (seeds secured in stores) sharpened into
     * the odds of winning from such a lead (a softmax with {@value #SHARPNESS}: a lead of 4 seeds
     * of 48 gives 0.70), since a raw share of 48 seeds stays near a half and would leave the
     * tree search's choices to its exploration; else the shares as they are. Pieces in play are
     * not sharpened: draughts drew more and won less so (0.77 against 0.90 of 200 games).
     */
    double[] atCut(RulesState s) {
        double[] sh = outlook(s);
        if (kind != Kind.SCORE || !steady(s.game())) return sh;
        double total = 0;
        for (int p = 0; p < sh.length; p++) total += sh[p] = Math.exp(SHARPNESS * sh[p]);
        for (int p = 0; p < sh.length; p++) sh[p] /= total;
        return sh;
    }

    /** Whether the game's score secures points as play goes (Kalah's stores; see {@link #outlook}). */
    boolean secures(CompiledGame g) {
        if (g != game) learn(g);
        return secures;
    }

    /** Whether the file gives the valuation anything beyond "even". */
    boolean knowsAnything(CompiledGame g) {
        if (g != game) learn(g);
        return kind != Kind.EVEN;
    }

    private void learn(CompiledGame g) {
        game = g;
        inPlay = new boolean[g.zones().size()];
        for (Zone z : g.zones()) inPlay[z.index()] = !z.name().startsWith("taken-");
        secures = g.score().isPresent() && g.score().get().secures();
        tokens = g.initialState().tokenCount();
        if (g.score().isPresent()) kind = Kind.SCORE;
        else if (hasOwnedTracks(g)) kind = Kind.PROGRESS;
        else if (everyoneStartsWithTokens(g)) kind = Kind.MATERIAL;
        else kind = Kind.EVEN;
    }

    private static boolean hasOwnedTracks(CompiledGame g) {
        for (String track : g.tracks().keySet())
            for (var p : g.players()) if (track.endsWith("-" + p.id()) || track.equals(p.id())) return true;
        return false;
    }

    private boolean everyoneStartsWithTokens(CompiledGame g) {
        int[] m = material(g.initialState());
        for (int x : m) if (x == 0) return false;
        return true;
    }

    private int[] material(RulesState s) {
        CompiledGame g = s.game();
        int[] out = new int[g.players().size()];
        for (Zone z : g.zones()) {
            if (!inPlay[z.index()]) continue;
            int size = s.size(z.index());
            for (int i = 0; i < size; i++) {
                int o = g.types().owner(s.type(z.index(), i));
                if (o >= 0) out[o]++;
            }
        }
        return out;
    }

    private static double[] normalise(int[] points, int n) {
        double total = 0;
        for (int p : points) total += p;
        if (total == 0) return even(n);
        double[] out = new double[n];
        for (int p = 0; p < n; p++) out[p] = points[p] / total;
        return out;
    }

    private static double[] even(int n) {
        double[] out = new double[n];
        java.util.Arrays.fill(out, 1.0 / n);
        return out;
    }
}
