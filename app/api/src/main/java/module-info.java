/** The plugin SDK's JavaFX half: the plugin SPI the shell loads and the FX kit games draw with. */
module arcade.api {
    requires transitive arcade.api.core;
    requires transitive javafx.controls;

    exports arcade.api.plugin;
    exports arcade.api.fx;
    exports arcade.api.host;

}
