/** Solvers that play from the player view alone: thesis-faithful and strong (exact probabilities). */
package arcade.games.minesweeper.ai;
