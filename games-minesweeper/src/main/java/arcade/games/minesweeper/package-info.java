/** Minesweeper: rules with the mine layout as a chance step, thesis and strong solvers, headless tools, JavaFX view. */
package arcade.games.minesweeper;
