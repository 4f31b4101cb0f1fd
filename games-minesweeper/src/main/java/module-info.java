/** Minesweeper: rules with the mine layout as a chance step, thesis and strong solvers, headless tools, JavaFX view. */
module arcade.games.minesweeper {
    requires arcade.api;
    requires java.management;
    // the settings record is (de)serialised by the shell's Gson store
    opens arcade.games.minesweeper.view to com.google.gson;
    // rules.md, read by the plugin API's default
    opens arcade.games.minesweeper to arcade.api;
    exports arcade.games.minesweeper.model;
    exports arcade.games.minesweeper.ai;
    exports arcade.games.minesweeper.tools;

    provides arcade.api.plugin.GamePlugin with arcade.games.minesweeper.MinesweeperPlugin;
}
