/** The Shannon switching game: model, computer players, headless tools, JavaFX view and network play. */
module arcade.games.shannon {
    requires arcade.api;

    // The settings record is (de)serialised by the shell's Gson store.
    opens arcade.games.shannon.view.match to com.google.gson;
    // The rules page (rules.md beside the plugin class) is read by the platform's default.
    opens arcade.games.shannon to arcade.api;

    provides arcade.api.plugin.GamePlugin with arcade.games.shannon.ShannonPlugin;
}
