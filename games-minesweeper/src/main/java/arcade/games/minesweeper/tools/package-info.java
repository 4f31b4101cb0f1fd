/** Headless commands: bench and analyze. */
package arcade.games.minesweeper.tools;
