package arcade.games.solitaire.solver;

import arcade.games.solitaire.model.Cards;
import arcade.games.solitaire.model.KlondikeMove;

/**
 * A mutable Klondike position for search, changed by make/unmake instead of copies. The stock and
 * waste are one array, the talon: cards {@code [0, pos)} are the waste (top at {@code pos − 1}),
 * {@code [pos, talonSize)} the stock in turning order, just as a recycle leaves them.
 *
 * <p>Search moves are ints (see {@link SearchMoves}); a talon move names the talon card to play, and
 * the turns (and recycle) needed to bring it to the top are part of it.
 */
public final class Board {
    final int draw;
    final int passes; // 0 = unlimited
    /** The columns' cards, column c's from the bottom up at {@code c · 40}: one array, one bounds check. */
    final byte[] cell = new byte[7 * 40];
    final int[] len = new int[7];
    final int[] down = new int[7];
    final int[] home = new int[4];
    final byte[] talon = new byte[24];
    int talonSize;
    int pos;
    int recycles;
    /** Per card, the column whose top it is, or −1: kept up to date by every change to the columns. */
    final byte[] topCol = new byte[52];
    /**
     * Per card, where it last went in the tableau: column · 64 + height. Up to date for the cards in
     * the columns; stale for the others, so {@link #placeOf} checks it.
     */
    private final short[] place = new short[52];
    /** Scratch for move generation: the starts of the runs that uncover nothing. */
    final int[] runStarts = new int[11];

    /**
     * @param columns   per column, its cards from the bottom up
     * @param faceDown  per column, how many of them lie face down
     * @param homes     foundation heights by suit
     * @param waste     bottom to top
     * @param stock     in turning order
     */
    public Board(int draw, int passes, int[][] columns, int[] faceDown, int[] homes, int[] waste, int[] stock, int recycles) {
        this.draw = draw;
        this.passes = passes;
        for (int c = 0; c < 7; c++) {
            for (int i = 0; i < columns[c].length; i++) cell[c * 40 + i] = (byte) columns[c][i];
            for (int i = 0; i < columns[c].length; i++) place[columns[c][i]] = (short) (c << 6 | i);
            len[c] = columns[c].length;
            down[c] = faceDown[c];
        }
        System.arraycopy(homes, 0, home, 0, 4);
        for (int w : waste) talon[talonSize++] = (byte) w;
        for (int s : stock) talon[talonSize++] = (byte) s;
        pos = waste.length;
        this.recycles = recycles;
        java.util.Arrays.fill(topCol, (byte) -1);
        for (int c = 0; c < 7; c++) if (len[c] > 0) topCol[top(c)] = (byte) c;
        for (int c = 0; c < 7; c++) rehash(c);
        rehashTalon();
    }

    /**
     * The same cards with draw 1 and unlimited passes: a relaxation of every talon rule (any card
     * the talon can bring up under them, it can bring up too, at any time), so a position lost
     * there is lost here.
     */
    Board relaxedToDrawOne() {
        int[] cards = new int[talonSize];
        for (int i = 0; i < talonSize; i++) cards[i] = talon[i];
        return new Board(1, 0, columns(), down.clone(), home.clone(), new int[0], cards, 0);
    }

    /** The same position on a board of its own (for a search on another thread). */
    Board copy() {
        int[] waste = new int[pos], stock = new int[talonSize - pos];
        for (int i = 0; i < talonSize; i++) {
            if (i < pos) waste[i] = talon[i];
            else stock[i - pos] = talon[i];
        }
        return new Board(draw, passes, columns(), down.clone(), home.clone(), waste, stock, recycles);
    }

    private int[][] columns() {
        int[][] columns = new int[7][];
        for (int c = 0; c < 7; c++) {
            columns[c] = new int[len[c]];
            for (int i = 0; i < len[c]; i++) columns[c][i] = card(c, i);
        }
        return columns;
    }

    public boolean isWon() { return home[0] + home[1] + home[2] + home[3] == 52; }
    public int cardsHome() { return home[0] + home[1] + home[2] + home[3]; }
    public int faceDownTotal() { int n = 0; for (int d : down) n += d; return n; }

    /**
     * Draw 1 with unlimited passes: every talon card can be played at any time, and taking one
     * changes no other's reach, so the order of talon moves never matters.
     */
    boolean talonOrderFree() { return draw == 1 && passes == 0; }

    boolean mayRecycle() { return passes == 0 || recycles + 1 < passes; }
    boolean fitsHome(int card) { return home[CardTable.SUIT[card]] == CardTable.RANK[card] - 1; }
    int card(int c, int i) { return cell[c * 40 + i]; }
    int top(int c) { return len[c] == 0 ? -1 : card(c, len[c] - 1); }

    /** Per column, the XOR of {@link #CELL} over its cards; kept up to date by {@link #push} and {@link #pop}. */
    private final long[] colKey = new long[7];
    /** XOR of {@link #TALON} over the talon's cards: the talon only loses cards, in a fixed order, so its set names it. */
    private long talonKey;

    /** Random keys for a card at a height in a column, for a talon card and for a face-down count (Zobrist hashing). */
    private static final long[] CELL = new long[52 * 40];
    private static final long[] TALON = new long[52];
    private static final long[] DOWN = new long[40];
    /** A random key for a face-down count in a given column. */
    private static final long[] DOWN_AT = new long[7 * 40];
    /**
     * A random key for the card at the bottom of a column with no face-down card (52: none, the
     * column is empty). Not tied to the column: such columns are interchangeable.
     */
    private static final long[] BASE = new long[53];

    static {
        long x = 0x5DEECE66DL;
        for (int i = 0; i < CELL.length; i++) CELL[i] = mix(x += 0x9E3779B97F4A7C15L);
        for (int i = 0; i < TALON.length; i++) TALON[i] = mix(x += 0x9E3779B97F4A7C15L);
        for (int i = 0; i < DOWN.length; i++) DOWN[i] = mix(x += 0x9E3779B97F4A7C15L);
        for (int i = 0; i < DOWN_AT.length; i++) DOWN_AT[i] = mix(x += 0x9E3779B97F4A7C15L);
        for (int i = 0; i < BASE.length; i++) BASE[i] = mix(x += 0x9E3779B97F4A7C15L);
    }

    /** A 64-bit key of the exact position; columns are hashed as a multiset, so their order does not matter. */
    long hash() {
        long h = mix(talonKey + canonicalPos() * 0x9E3779B97F4A7C15L);
        for (int c = 0; c < 7; c++) h += mix(colKey[c] ^ DOWN[down[c]]);
        return h + mix(home[0] | home[1] << 4 | home[2] << 8 | home[3] << 12 | (long) (passes == 0 ? 0 : recycles) << 16);
    }

    /**
     * The transposition key: foundations, what each column rests on ({@link #columnBase}) and the
     * talon, leaving the rest of the face-up cards' arrangement out. These name the set of face-up
     * tableau cards (every card not face down, home or in the talon), the card lying on each
     * face-down pile (the last one turned there) and the bottom card of each column without one,
     * so positions that differ only in which parent a face-up run rests on count as one, as in
     * lonelybot's encoding. The search treats such positions as equally good: that is an
     * assumption, checked by comparing verdicts with {@link #hash()} as the key (module README).
     * The recycles used are left out too (and in draw 1 the waste position): with a pass limit the
     * table weighs them on their own ({@link #passesSpent}). So is the waste position in draw 3
     * with unlimited passes ({@link #wasteWeighed}).
     */
    long key() {
        long h = mix(talonKey + (draw > 1 && passes > 0 ? canonicalPos() : 0) * 0x9E3779B97F4A7C15L);
        for (int c = 0; c < 7; c++) h += columnBase(c);
        return h + mix(home[0] | home[1] << 4 | home[2] << 8 | home[3] << 12);
    }

    /**
     * The {@link #key()} of the position move {@code m} leads to, from this position's {@code key}
     * and without making the move: the search looks up a move's position before making it, and
     * reads the table for all of a position's moves at once so that their cache misses overlap.
     */
    long childKey(long key, int m) {
        int a = SearchMoves.a(m), c = SearchMoves.c(m);
        switch (SearchMoves.type(m)) {
            case SearchMoves.T2F -> {
                int suit = CardTable.SUIT[card(a, len[a] - 1)];
                return key - homeTerm() + homeTerm(suit, 1) - columnBase(a) + baseAfterTaking(a, 1);
            }
            case SearchMoves.TALON_TO_HOME -> {
                int card = talon[a];
                return key - talonTerm() + talonTermAfter(m, card) - homeTerm() + homeTerm(CardTable.SUIT[card], 1);
            }
            case SearchMoves.TALON_TO_COLUMN -> {
                int card = talon[a];
                return key - talonTerm() + talonTermAfter(m, card) + baseAfterLanding(c, card);
            }
            case SearchMoves.T2T -> {
                int n = SearchMoves.b(m);
                return key - columnBase(a) + baseAfterTaking(a, n) + baseAfterLanding(c, card(a, len[a] - n));
            }
            case SearchMoves.F2T -> {
                return key - homeTerm() + homeTerm(a, -1) + baseAfterLanding(c, Cards.of(a, home[a]));
            }
            default -> throw new IllegalStateException("move " + m);
        }
    }

    /** The {@link #wastePos} of the position move {@code m} leads to, without making it. */
    int childWastePos(int m) {
        if (!talonMove(m)) return wastePos();
        int at = SearchMoves.a(m);
        return passes == 0 && (at % draw == 0 || at == talonSize - 1) ? 0 : at;
    }

    /** The {@link #passesSpent} of the position move {@code m} leads to, without making it. */
    int childPassesSpent(int m) {
        if (passes == 0 || !talonMove(m)) return passesSpent();
        int r = recycles + (SearchMoves.recycle(m) ? 1 : 0);
        return draw == 1 ? r * 25 + SearchMoves.a(m) : r;
    }

    private static boolean talonMove(int m) {
        int type = SearchMoves.type(m);
        return type == SearchMoves.TALON_TO_HOME || type == SearchMoves.TALON_TO_COLUMN;
    }

    private long homeTerm() { return mix(home[0] | home[1] << 4 | home[2] << 8 | home[3] << 12); }

    private long homeTerm(int suit, int change) {
        return mix((home[0] | home[1] << 4 | home[2] << 8 | home[3] << 12) + (change << 4 * suit));
    }

    private long talonTerm() { return mix(talonKey + (draw > 1 && passes > 0 ? canonicalPos() : 0) * 0x9E3779B97F4A7C15L); }

    /** The talon's part of the key once talon move {@code m} has taken {@code card}. */
    private long talonTermAfter(int m, int card) {
        long pos = 0;
        if (draw > 1 && passes > 0) pos = SearchMoves.a(m); // a pass limit: never the canonical 0
        return mix((talonKey ^ TALON[card]) + pos * 0x9E3779B97F4A7C15L);
    }

    /** {@link #columnBase} of column {@code c} once its top {@code n} cards have left (turning the next one up). */
    private long baseAfterTaking(int c, int n) {
        int left = len[c] - n;
        int d = down[c] > 0 && down[c] == left ? down[c] - 1 : down[c];
        if (d > 0) return DOWN_AT[c * 40 + d];
        return BASE[left == 0 ? 52 : card(c, 0)];
    }

    /** What {@link #columnBase} of column {@code c} gains once {@code card} lands on it. */
    private long baseAfterLanding(int c, int card) {
        return len[c] == 0 ? BASE[card] - BASE[52] : 0;
    }

    /**
     * How far this position has gone through its passes, where that counts (0 with unlimited
     * passes): the recycles used, and in draw 1 also the cards turned in this pass, as
     * {@code recycles · 25 + waste size} (below 256 for the at most nine passes the rules allow).
     * The same position less far on is at least as good — every line from here can be played
     * from there, after turning up to here (draw 1) or with a pass to spare — so the search's
     * table lets it cover this one ({@link PositionTable}). In draw 3 turning goes by three cards,
     * so only the recycles count.
     */
    int passesSpent() {
        if (passes == 0) return 0;
        return draw == 1 ? recycles * 25 + pos : recycles;
    }

    /**
     * What a column rests on: its face-down count, or with none its bottom card (or nothing, when it
     * is empty). A run resting on nothing can be moved onto another card to empty the column for a
     * King, and the two positions are not one (with the face-down counts alone, draw-3 deal 3317
     * was called lost in 15 positions).
     */
    private long columnBase(int c) {
        if (down[c] > 0) return DOWN_AT[c * 40 + down[c]];
        return BASE[len[c] == 0 ? 52 : card(c, 0)];
    }

    private void rehash(int c) {
        long k = 0;
        for (int i = 0; i < len[c]; i++) k ^= CELL[card(c, i) * 40 + i];
        colKey[c] = k;
    }

    /**
     * Whether the table weighs the waste position beside the key ({@link #wastePos}): draw 3 with
     * unlimited passes. (In draw 1 with unlimited passes every waste position is the same.)
     */
    boolean wasteWeighed() { return draw > 1 && passes == 0; }

    /**
     * The waste position, 0 for one that leaves the same cards within reach as a fresh pass. From
     * any waste position, turning the stock through and recycling leads to a fresh pass, and on
     * by whole turns, with no card moved: so a position is at least as good as the same one at
     * such a later waste position ({@link PositionTable#addAtWaste}).
     */
    int wastePos() { return canonicalPos(); }

    /**
     * With unlimited passes, a waste of a multiple of the draw size (or the whole talon) leaves the
     * same cards within reach as a fresh pass (every card for draw 1), so such positions are one.
     */
    private int canonicalPos() { return passes == 0 && (pos % draw == 0 || pos == talonSize) ? 0 : pos; }

    private void rehashTalon() {
        long t = 0;
        for (int i = 0; i < talonSize; i++) t ^= TALON[talon[i]];
        talonKey = t;
    }

    private void push(int c, int card) {
        colKey[c] ^= CELL[card * 40 + len[c]];
        place[card] = (short) (c << 6 | len[c]);
        if (len[c] > 0) topCol[card(c, len[c] - 1)] = -1;
        topCol[card] = (byte) c;
        cell[c * 40 + len[c]++] = (byte) card;
    }

    /**
     * The columns (one bit each) whose top card is the next card home of one of {@code suits}
     * (one bit each): found through where those cards lie, not by looking at every top.
     */
    int topsGoingHome(int suits) {
        int columns = 0;
        for (int s = 0; s < 4; s++) {
            if ((suits >>> s & 1) == 0 || home[s] == 13) continue;
            int p = placeOf(Cards.of(s, home[s] + 1));
            if (p >= 0 && (p & 63) == len[p >>> 6] - 1) columns |= 1 << (p >>> 6);
        }
        return columns;
    }

    /** Where {@code card} lies in the tableau, as column · 64 + height, or −1 when it lies in none. */
    int placeOf(int card) {
        int p = place[card], c = p >>> 6, h = p & 63;
        return h < len[c] && card(c, h) == card ? p : -1;
    }

    private int pop(int c) {
        int card = card(c, --len[c]);
        colKey[c] ^= CELL[card * 40 + len[c]];
        topCol[card] = -1;
        if (len[c] > 0) topCol[card(c, len[c] - 1)] = (byte) c;
        return card;
    }

    /** Moves the top {@code n} cards of column {@code from} onto column {@code to}. */
    private void moveRun(int from, int to, int n) {
        int base = len[from] - n;
        if (len[to] > 0) topCol[card(to, len[to] - 1)] = -1;
        topCol[card(from, len[from] - 1)] = (byte) to;
        if (base > 0) topCol[card(from, base - 1)] = (byte) from;
        for (int i = 0; i < n; i++) {
            int card = card(from, base + i);
            colKey[from] ^= CELL[card * 40 + base + i];
            colKey[to] ^= CELL[card * 40 + len[to]];
            place[card] = (short) (to << 6 | len[to]);
            cell[to * 40 + len[to]++] = (byte) card;
        }
        len[from] = base;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    // ---- make / unmake --------------------------------------------------------------------------

    /** Plays a search move; returns what {@link #unmake} needs. */
    long make(int m) {
        int a = SearchMoves.a(m), c = SearchMoves.c(m);
        long undo = pos | (long) recycles << 8;
        switch (SearchMoves.type(m)) {
            case SearchMoves.T2F -> {
                home[CardTable.SUIT[pop(a)]]++;
                undo |= flip(a);
            }
            case SearchMoves.TALON_TO_HOME -> {
                int card = takeTalon(a, SearchMoves.recycle(m));
                home[CardTable.SUIT[card]]++;
            }
            case SearchMoves.TALON_TO_COLUMN -> push(c, takeTalon(a, SearchMoves.recycle(m)));
            case SearchMoves.T2T -> {
                moveRun(a, c, SearchMoves.b(m));
                undo |= flip(a);
            }
            case SearchMoves.F2T -> {
                push(c, Cards.of(a, home[a]));
                home[a]--;
            }
            default -> throw new IllegalStateException("move " + m);
        }
        return undo;
    }

    void unmake(int m, long undo) {
        int a = SearchMoves.a(m), c = SearchMoves.c(m);
        if ((undo & FLIPPED) != 0) down[a]++;
        switch (SearchMoves.type(m)) {
            case SearchMoves.T2F -> {
                int suit = SearchMoves.b(m);
                push(a, Cards.of(suit, home[suit]));
                home[suit]--;
            }
            case SearchMoves.TALON_TO_HOME -> {
                int suit = SearchMoves.b(m);
                putTalon(a, Cards.of(suit, home[suit]), undo);
                home[suit]--;
            }
            case SearchMoves.TALON_TO_COLUMN -> putTalon(a, pop(c), undo);
            case SearchMoves.T2T -> moveRun(c, a, SearchMoves.b(m));
            case SearchMoves.F2T -> {
                home[a]++;
                pop(c);
            }
            default -> throw new IllegalStateException("move " + m);
        }
    }

    private static final long FLIPPED = 1L << 40;

    private long flip(int c) {
        if (down[c] > 0 && down[c] == len[c]) { down[c]--; return FLIPPED; }
        return 0;
    }

    private int takeTalon(int i, boolean recycle) {
        int card = talon[i];
        talonKey ^= TALON[card];
        System.arraycopy(talon, i + 1, talon, i, talonSize - i - 1);
        talonSize--;
        pos = i;
        if (recycle) recycles++;
        return card;
    }

    private void putTalon(int i, int card, long undo) {
        System.arraycopy(talon, i, talon, i + 1, talonSize - i);
        talon[i] = (byte) card;
        talonKey ^= TALON[card];
        talonSize++;
        pos = (int) (undo & 0xFF);
        recycles = (int) ((undo >>> 8) & 0xFFFF);
    }

    // ---- the game's moves ------------------------------------------------------------------------

    /**
     * Plays one game move on this board (for players that try a step on guessed deals); returns
     * false, changing nothing, when the move is not legal here ({@link GameMoves#play}).
     */
    public boolean play(KlondikeMove m) { return GameMoves.play(this, m); }
}
