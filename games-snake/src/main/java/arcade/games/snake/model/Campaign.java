package arcade.games.snake.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The campaign: the level files bundled with the game ({@code levels/level-01.txt}, {@code -02}, …
 * next to this class), read once, in order, until a number has no file. A new level is a new file.
 */
public final class Campaign {
    /** Every campaign map has this size, walls included. */
    public static final int COLS = 24, ROWS = 20;
    /** Lives at the start of a campaign. */
    public static final int LIVES = 3;

    private Campaign() {}

    private static final class Holder {
        static final List<CampaignLevel> LEVELS = load();
    }

    public static List<CampaignLevel> levels() { return Holder.LEVELS; }

    /** Level {@code n}, 1-based. */
    public static CampaignLevel level(int n) { return levels().get(n - 1); }

    public static int size() { return levels().size(); }

    /** The campaign's options: its map size, the classic rules with +2 growth, no poison, lives and the Nibbles bonuses. */
    public static SnakeOptions options() {
        return new SnakeOptions(COLS, ROWS, 3, false, false, 1, false, Level.CAMPAIGN, 1, 2, true,
                SnakeOptions.START_LENGTH, false, LIVES, true, 0, RivalStrength.CAREFUL, 0);
    }

    private static List<CampaignLevel> load() {
        List<CampaignLevel> out = new ArrayList<>();
        for (int n = 1; ; n++) {
            String file = String.format("level-%02d.txt", n);
            try (InputStream in = Campaign.class.getResourceAsStream("levels/" + file)) {
                if (in == null) break;
                out.add(LevelFile.parse(file, n, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            } catch (IOException e) {
                throw new UncheckedIOException("the campaign level " + file + " could not be read", e);
            }
        }
        if (out.isEmpty()) throw new IllegalStateException("the campaign has no levels");
        return List.copyOf(out);
    }
}
