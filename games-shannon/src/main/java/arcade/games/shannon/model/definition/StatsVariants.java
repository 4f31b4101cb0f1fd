package arcade.games.shannon.model.definition;

import java.util.Locale;

/**
 * Shannon's statistics are kept per board size and mode ({@code 7x5-vs-perfect-short},
 * {@code 5x4-balanced-hotseat}, {@code bridgit5-network-cut}); this says such a key in words:
 * "7×5, you Short vs Perfect", "Balanced 5×4, two players", "Bridg-It 5, network, you Cut".
 */
public final class StatsVariants {
    private StatsVariants() {}

    public static String describe(String key) {
        String[] modes = {"-vs-", "-hotseat", "-network-"};
        for (String m : modes) {
            int i = key.indexOf(m);
            if (i < 0) continue;
            String board = board(key.substring(0, i)), rest = key.substring(i + m.length());
            return switch (m) {
                case "-vs-" -> {
                    int dash = rest.lastIndexOf('-');
                    yield dash < 0 ? key : board + ", you " + cap(rest.substring(dash + 1)) + " vs " + cap(rest.substring(0, dash));
                }
                case "-hotseat" -> board + ", two players";
                default -> board + ", network, you " + cap(rest);
            };
        }
        return key;
    }

    private static String board(String size) {
        if (size.equals("birdcage")) return "Bird Cage";
        if (size.equals("custom")) return "Your own board";
        if (size.startsWith("bridgit")) return "Bridg-It " + size.substring("bridgit".length());
        if (size.endsWith("-balanced")) return "Balanced " + size.substring(0, size.length() - "-balanced".length()).replace('x', '×');
        return size.replace('x', '×');
    }

    private static String cap(String s) { return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1); }
}
