/** Minesweeper: rules with the mine layout as a chance step, thesis and strong solvers, no-guess boards, headless tools. */
module arcade.games.minesweeper {
    requires arcade.api;
    exports arcade.games.minesweeper.model;
}
