/** Klondike: rules with seeded deals, a thoughtful solver and a no-peek player, headless tools, JavaFX view. */
module arcade.games.solitaire {
    requires arcade.api;
    requires java.management;

    // rules.md and solitaire.css are read through the api's plugin helpers and by JavaFX.
    opens arcade.games.solitaire;
    // The settings record is (de)serialised by the shell's Gson store.
    opens arcade.games.solitaire.view to com.google.gson;

    provides arcade.api.plugin.GamePlugin with arcade.games.solitaire.SolitairePlugin;
}
