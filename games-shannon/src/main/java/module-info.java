/** The Shannon switching game: model, computer players, headless tools, JavaFX view and network play. */
module arcade.games.shannon {
    requires arcade.api;

    provides arcade.api.plugin.GamePlugin with arcade.games.shannon.ShannonPlugin;
}
