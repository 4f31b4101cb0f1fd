/** The arcade's launcher: library, game chrome, settings, statistics, storage, command line. */
module arcade.shell {
    requires arcade.api;
    requires javafx.controls;
    requires org.controlsfx.controls;
    requires org.kordamp.ikonli.javafx;
    requires org.kordamp.ikonli.materialdesign2;
    requires atlantafx.base;

    exports arcade.shell;
    opens arcade.shell to javafx.graphics;

    uses arcade.api.plugin.GamePlugin;
}
