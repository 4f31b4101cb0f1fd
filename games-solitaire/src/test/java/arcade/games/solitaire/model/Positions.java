package arcade.games.solitaire.model;

import java.util.Arrays;

/** Hand-made positions for rule tests: columns as card texts, '*' before a card marks it face down. */
public final class Positions {
    private Positions() {}

    public static final class Builder {
        private final KlondikeParams params;
        private final byte[][] tableau = new byte[7][0];
        private final int[] down = new int[7];
        private final int[] home = new int[4];
        private byte[] stock = new byte[0];
        private byte[] waste = new byte[0];
        private int recycles;

        Builder(KlondikeParams params) { this.params = params; }

        /** e.g. column(2, "*5H *9C KS QH") */
        public Builder column(int col, String cards) {
            String[] t = cards.isBlank() ? new String[0] : cards.trim().split("\\s+");
            tableau[col] = new byte[t.length];
            down[col] = 0;
            for (int i = 0; i < t.length; i++) {
                if (t[i].startsWith("*")) { down[col]++; t[i] = t[i].substring(1); }
                tableau[col][i] = (byte) Cards.parse(t[i]);
            }
            return this;
        }

        public Builder home(int clubs, int diamonds, int hearts, int spades) {
            home[0] = clubs; home[1] = diamonds; home[2] = hearts; home[3] = spades;
            return this;
        }

        public Builder stock(String cards) { stock = bytes(cards); return this; }
        public Builder waste(String cards) { waste = bytes(cards); return this; }
        public Builder recycles(int n) { recycles = n; return this; }

        public KlondikeState build() {
            return new KlondikeState(params, Arrays.stream(tableau).map(byte[]::clone).toArray(byte[][]::new), down.clone(),
                    home.clone(), stock, waste, recycles, 0);
        }

        private static byte[] bytes(String cards) {
            if (cards.isBlank()) return new byte[0];
            String[] t = cards.trim().split("\\s+");
            byte[] b = new byte[t.length];
            for (int i = 0; i < t.length; i++) b[i] = (byte) Cards.parse(t[i]);
            return b;
        }
    }

    public static Builder with(KlondikeParams params) { return new Builder(params); }
    public static Builder draw1() { return with(new KlondikeParams(1, 3, Scoring.STANDARD)); }
}
