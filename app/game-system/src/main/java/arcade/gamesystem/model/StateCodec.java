package arcade.gamesystem.model;

/**
 * A state of one compiled game packed into a few machine words, for explorations at scale: the
 * size of every zone, the type of every token (the number of tokens never changes), the player to
 * move and the last mover, and the plies when the game counts them — each in as few bits as its
 * range needs. Connect Four 5×4 takes three words. Decoding gives a state equal to the encoded one.
 */
public final class StateCodec {
    private final CompiledGame game;
    private final int zones, tokens, sizeBits, typeBits, playerBits, pliesBits;
    private final int words;

    public StateCodec(CompiledGame game) {
        this.game = game;
        this.zones = game.zoneCount;
        this.tokens = game.initialState().tokenCount();
        this.sizeBits = bits(tokens);
        this.typeBits = bits(Math.max(0, game.types.count() - 1));
        this.playerBits = bits(Math.max(0, game.players.size() - 1));
        this.pliesBits = game.countsPlies ? 32 : 0;
        long total = (long) zones * sizeBits + (long) tokens * typeBits + 2L * playerBits + pliesBits;
        this.words = (int) Math.max(1, (total + 63) / 64);
    }

    /** The words one state takes. */
    public int words() { return words; }

    /** Writes {@code s} into {@code out[at … at + words)}. */
    public void encode(RulesState s, long[] out, int at) {
        java.util.Arrays.fill(out, at, at + words, 0L);
        Bits w = new Bits(out, at);
        for (int z = 0; z < zones; z++) w.put(s.size(z), sizeBits);
        for (int i = zones; i < s.d.length; i++) w.put(s.d[i], typeBits);
        w.put(s.toMove(), playerBits);
        w.put(s.lastMover(), playerBits);
        if (pliesBits > 0) w.put(s.plies(), pliesBits);
    }

    /**
     * Writes the smallest code among {@code s} and its images under the game's declared
     * symmetries (see {@link CompiledGame#symmetries}), so that a position and its mirror image
     * share one code; {@code spare} is a buffer of {@link #words()} words. Without symmetries the
     * same as {@link #encode}.
     */
    public void encodeCanonical(RulesState s, long[] out, int at, long[] spare) {
        encode(s, out, at);
        for (int[] order : game.symmetryOrders) {
            encode(s, spare, 0, order);
            if (less(spare, 0, out, at)) System.arraycopy(spare, 0, out, at, words);
        }
    }

    private boolean less(long[] a, int ia, long[] b, int ib) {
        for (int k = words - 1; k >= 0; k--) {
            if (a[ia + k] != b[ib + k]) return Long.compareUnsigned(a[ia + k], b[ib + k]) < 0;
        }
        return false;
    }

    /** Like {@link #encode}, with the zones read in the given order (an image of {@code s} under a symmetry). */
    private void encode(RulesState s, long[] out, int at, int[] order) {
        java.util.Arrays.fill(out, at, at + words, 0L);
        Bits w = new Bits(out, at);
        for (int z = 0; z < zones; z++) w.put(s.size(order[z]), sizeBits);
        for (int z = 0; z < zones; z++) {
            int src = order[z], n = s.size(src);
            for (int i = 0; i < n; i++) w.put(s.type(src, i), typeBits);
        }
        w.put(s.toMove(), playerBits);
        w.put(s.lastMover(), playerBits);
        if (pliesBits > 0) w.put(s.plies(), pliesBits);
    }

    /** The state written at {@code in[at …)}. */
    public RulesState decode(long[] in, int at) {
        Bits r = new Bits(in, at);
        char[] d = new char[zones + tokens];
        int end = 0;
        for (int z = 0; z < zones; z++) {
            end += (int) r.get(sizeBits);
            d[z] = (char) end;
        }
        for (int i = zones; i < d.length; i++) d[i] = (char) r.get(typeBits);
        int toMove = (int) r.get(playerBits), last = (int) r.get(playerBits);
        int plies = pliesBits > 0 ? (int) r.get(pliesBits) : 0;
        return new RulesState(game, d, toMove, last, plies);
    }

    private static int bits(int max) { return max == 0 ? 0 : 32 - Integer.numberOfLeadingZeros(max); }

    /** A cursor over the bits of consecutive words. */
    private static final class Bits {
        private final long[] a;
        private int word, bit;

        Bits(long[] a, int at) {
            this.a = a;
            this.word = at;
        }

        void put(long v, int n) {
            for (int done = 0; done < n; ) {
                int room = Math.min(64 - bit, n - done);
                long part = (v >>> done) & (room == 64 ? -1L : (1L << room) - 1);
                a[word] |= part << bit;
                advance(room);
                done += room;
            }
        }

        long get(int n) {
            long v = 0;
            for (int done = 0; done < n; ) {
                int room = Math.min(64 - bit, n - done);
                long part = (a[word] >>> bit) & (room == 64 ? -1L : (1L << room) - 1);
                v |= part << done;
                advance(room);
                done += room;
            }
            return v;
        }

        private void advance(int n) {
            bit += n;
            if (bit == 64) { bit = 0; word++; }
        }
    }
}
