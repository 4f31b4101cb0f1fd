/** The arcade's launcher: library, game chrome, settings, statistics, storage, command line. */
module arcade.shell {
    requires arcade.api;
    requires javafx.controls;
    requires java.management;
    requires org.kordamp.ikonli.core;
    requires org.kordamp.ikonli.javafx;
    requires org.kordamp.ikonli.materialdesign2;
    requires atlantafx.base;
    requires org.controlsfx.controls;
    requires org.commonmark;
    requires org.commonmark.ext.gfm.tables;

    exports arcade.shell;
    opens arcade.shell to javafx.graphics;
    // Gson reads and writes the storage records reflectively.
    opens arcade.shell.storage to com.google.gson;

    uses arcade.api.plugin.GamePlugin;
    uses arcade.api.plugin.GameCollection;
}
