package arcade.gamesystem.model;

import arcade.gamesystem.format.RulesFileException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The rules files shipped with the arcade, by id (the file name without {@code .json}). */
public final class ShippedGames {
    /** In the order the library shows them. */
    public static final List<String> IDS = List.of("tic-tac-toe", "connect-four", "nim", "take-away", "dice-race", "ludo");

    private ShippedGames() {}

    /** The text of a shipped rules file. */
    public static String text(String id) {
        if (!IDS.contains(id)) throw new IllegalArgumentException("no shipped rules file '" + id + "'");
        try (InputStream in = ShippedGames.class.getResourceAsStream("/arcade/gamesystem/games/" + id + ".json")) {
            if (in == null) throw new IllegalStateException("the rules file " + id + ".json is missing from the build");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A shipped game, loaded and checked (a broken shipped file is a build error, caught by the tests). */
    public static RulesDefinition load(String id) {
        try {
            return new RulesDefinition(RulesSource.load(id + ".json", text(id)));
        } catch (RulesFileException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    public static List<RulesDefinition> all() {
        List<RulesDefinition> out = new ArrayList<>();
        for (String id : IDS) out.add(load(id));
        return out;
    }
}
