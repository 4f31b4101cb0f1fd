package arcade.gamesystem.view;

import arcade.api.fx.CssPalette;
import javafx.scene.Parent;
import javafx.scene.paint.Color;

import java.util.List;
import java.util.Map;

/** The canvas colours, read from the theme's CSS (rules.css), so light and dark themes both work. */
record RulesPalette(Color backdrop, Color board, Color cell, Color grid, Color legal, Color legalEdge, Color last,
                    List<Color> players, Color neutral, Color text, Color textMuted) {

    static RulesPalette resolve(Parent host) {
        Map<String, Color> c = CssPalette.resolve(host, Color.GRAY, "-rules-backdrop", "-rules-board", "-rules-cell", "-rules-grid",
                "-rules-legal", "-rules-legal-edge", "-rules-last", "-rules-player-0", "-rules-player-1", "-rules-player-2",
                "-rules-player-3", "-rules-neutral", "-rules-text", "-rules-text-muted");
        return new RulesPalette(c.get("-rules-backdrop"), c.get("-rules-board"), c.get("-rules-cell"), c.get("-rules-grid"),
                c.get("-rules-legal"), c.get("-rules-legal-edge"), c.get("-rules-last"),
                List.of(c.get("-rules-player-0"), c.get("-rules-player-1"), c.get("-rules-player-2"), c.get("-rules-player-3")),
                c.get("-rules-neutral"), c.get("-rules-text"), c.get("-rules-text-muted"));
    }

    /** Black and White are drawn as the pieces are, in both themes. */
    private static final Color BLACK = Color.web("#24292f"), WHITE = Color.web("#f6f8fa");

    /** The theme's player colours in order: red, blue, green, yellow. */
    private static final List<String> COLOUR_NAMES = List.of("red", "blue", "green", "yellow");

    /**
     * The palette for a game's players: a player named after a colour (Red, Green, Black, White …)
     * is drawn in it, the others take the theme's player colours in turn.
     */
    RulesPalette forPlayers(List<arcade.api.model.PlayerId> ids) {
        List<Color> byPlayer = new java.util.ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i).id().toLowerCase(java.util.Locale.ROOT);
            int named = COLOUR_NAMES.indexOf(id);
            if (id.equals("black")) byPlayer.add(BLACK);
            else if (id.equals("white")) byPlayer.add(WHITE);
            else byPlayer.add(players.get((named >= 0 ? named : i) % players.size()));
        }
        return new RulesPalette(backdrop, board, cell, grid, legal, legalEdge, last, List.copyOf(byPlayer), neutral, text, textMuted);
    }

    /** A player's colour (cycling past four players), or the neutral colour for tokens nobody owns. */
    Color owner(int player) { return player < 0 ? neutral : players.get(player % players.size()); }
}
