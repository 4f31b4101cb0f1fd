/** The logic puzzle on a one-dimensional cellular automaton: rules, solver, rule editor and picture generator. */
module arcade.games.capuzzle {
    requires arcade.api;
    // thread CPU time for the benchmark: on a shared machine wall time alone says little
    requires java.management;

    // The settings record is (de)serialised by the shell's Gson store.
    opens arcade.games.capuzzle.view to com.google.gson;
    // and so is the path's progress
    opens arcade.games.capuzzle.path to com.google.gson;
    opens arcade.games.capuzzle.view.parts to com.google.gson;   // the state colours' choice, inside the settings
    // rules.md, read by GamePlugin's default rulesMarkdown() in arcade.api
    opens arcade.games.capuzzle to arcade.api;

    provides arcade.api.plugin.GamePlugin with arcade.games.capuzzle.CaPuzzlePlugin;
}
