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
    public static final List<String> IDS = List.of("tic-tac-toe", "connect-four", "reversi", "draughts", "hex", "gomoku", "breakthrough",
            "morris", "kalah", "nim", "take-away", "dice-race", "ludo");

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

    private static final java.util.Map<String, RulesDefinition> LOADED = new java.util.concurrent.ConcurrentHashMap<>();

    /** A shipped game, loaded and checked once (a broken shipped file is a build error, caught by the tests); definitions are immutable, so one serves everyone. */
    public static RulesDefinition load(String id) {
        RulesDefinition d = LOADED.get(id);
        if (d != null) return d;
        d = read(id);
        RulesDefinition before = LOADED.putIfAbsent(id, d);
        return before != null ? before : d;
    }

    private static RulesDefinition read(String id) {
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
