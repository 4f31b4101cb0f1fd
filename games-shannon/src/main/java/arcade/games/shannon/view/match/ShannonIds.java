package arcade.games.shannon.view.match;

/** The game's id (in saved games and statistics) and its stylesheet, shared by the table and its dialogs. */
public final class ShannonIds {
    public static final String PLUGIN_ID = "shannon";
    public static final String CSS = "/arcade/games/shannon/shannon.css";

    private ShannonIds() {}
}
