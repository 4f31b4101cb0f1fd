/** The plugin SDK: pure game-automaton model and tools, the generic session, and the JavaFX kit. */
module arcade.api {
    requires transitive javafx.controls;
    requires transitive com.google.gson;

    exports arcade.api.model;
    exports arcade.api.analysis;
    exports arcade.api.zones;
    exports arcade.api.session;
    exports arcade.api.store;
    exports arcade.api.tool;
    exports arcade.api.plugin;
    exports arcade.api.fx;

    uses arcade.api.plugin.GamePlugin;
}
