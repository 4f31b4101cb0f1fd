/** Board games written as rules files (tokens in zones): parser, game automaton, playable and analysable. */
package arcade.gamesystem;
