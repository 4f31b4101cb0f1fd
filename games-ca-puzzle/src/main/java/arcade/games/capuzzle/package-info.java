/** The logic puzzle on a one-dimensional cellular automaton: rules, solver, rule editor and picture generator. */
package arcade.games.capuzzle;
