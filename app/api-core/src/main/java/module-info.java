/**
 * The JavaFX-free core of the SDK: the game-automaton model and game definitions, analysis tools,
 * the generic session, store records and headless tools. Solvers and command-line tools depend on
 * this module alone; the JavaFX kit and the plugin SPI are in {@code arcade.api}.
 */
module arcade.api.core {
    requires transitive com.google.gson;

    exports arcade.api.model;
    exports arcade.api.analysis;
    exports arcade.api.zones;
    exports arcade.api.session;
    exports arcade.api.store;
    exports arcade.api.tool;
}
