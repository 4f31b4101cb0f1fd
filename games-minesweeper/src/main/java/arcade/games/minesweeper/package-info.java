/** Minesweeper: rules with the mine layout as a chance step, thesis and strong solvers, no-guess boards, headless tools. */
package arcade.games.minesweeper;
