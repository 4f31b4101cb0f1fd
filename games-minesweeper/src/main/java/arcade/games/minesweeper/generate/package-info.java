/** Board generation beyond the uniform draw: boards that need no guess. */
package arcade.games.minesweeper.generate;
