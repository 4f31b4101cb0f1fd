/** Minesweeper: rules with the mine layout as a chance step, thesis and strong solvers, no-guess boards, headless tools. */
module arcade.games.minesweeper {
    requires arcade.api;
    requires java.management;
    exports arcade.games.minesweeper.model;
    exports arcade.games.minesweeper.ai;
    exports arcade.games.minesweeper.tools;
}
