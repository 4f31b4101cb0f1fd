/** A small PNG encoder for the board and picture exports (no JavaFX, no desktop libraries). */
package arcade.games.capuzzle.png;
