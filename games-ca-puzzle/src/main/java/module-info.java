/** The logic puzzle on a one-dimensional cellular automaton: rules, solver, rule editor and picture generator. */
module arcade.games.capuzzle {
    requires arcade.api;
}
