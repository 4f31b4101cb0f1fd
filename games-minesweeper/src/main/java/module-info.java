/** Minesweeper: rules with the mine layout as a chance step, thesis and strong solvers, headless tools, JavaFX view. */
module arcade.games.minesweeper {
    requires arcade.api;
    requires java.management;
    exports arcade.games.minesweeper.model;
    exports arcade.games.minesweeper.ai;
    exports arcade.games.minesweeper.tools;

    provides arcade.api.plugin.GamePlugin with arcade.games.minesweeper.MinesweeperPlugin;
}
