/** Board games written as rules files (tokens in zones): parser, game automaton, playable and analysable. */
module arcade.gamesystem {
    requires arcade.api;

    exports arcade.gamesystem.format;
    exports arcade.gamesystem.model;
    exports arcade.gamesystem.ai;
    exports arcade.gamesystem.tools;

    // The view's stylesheet is read by JavaFX.
    opens arcade.gamesystem.view;

    provides arcade.api.plugin.GameCollection with arcade.gamesystem.RulesGameCollection;
}
