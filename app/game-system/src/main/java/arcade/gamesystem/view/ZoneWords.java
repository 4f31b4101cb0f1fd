package arcade.gamesystem.view;

import arcade.api.model.PlayerId;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A zone's name in words for the board: a player's zone by the player ({@code pool-Black} is
 * "Black's supply", {@code store-South} "South's store"), the usual internal words replaced
 * ({@code src}, {@code pool} → supply), the rest capitalised with spaces for dashes.
 */
final class ZoneWords {
    private static final Map<String, String> WORDS = Map.of("src", "supply", "pool", "supply", "supply", "supply",
            "goal", "home stretch", "home", "home", "store", "store", "heap", "heap", "taken", "taken", "hand", "hand");

    private ZoneWords() {}

    /** How a zone is named to players: the file's label, else its name in words (never the bare name). */
    static String of(arcade.gamesystem.model.CompiledGame game, arcade.gamesystem.model.Zone z) {
        return game.hasLabel(z) ? game.label(z) : of(z.name(), game.players());
    }

    static String of(String name, List<PlayerId> players) {
        String[] parts = name.split("-");
        String owner = null;
        StringBuilder rest = new StringBuilder();
        for (String part : parts) {
            if (owner == null && players.stream().anyMatch(p -> p.id().equals(part))) { owner = part; continue; }
            if (rest.length() > 0) rest.append(' ');
            rest.append(WORDS.getOrDefault(part.toLowerCase(Locale.ROOT), part));
        }
        String what = rest.length() == 0 ? "zone" : rest.toString();
        if (owner != null) return owner + "'s " + what;
        return Character.toUpperCase(what.charAt(0)) + what.substring(1);
    }
}
