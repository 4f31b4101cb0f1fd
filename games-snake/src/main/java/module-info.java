/** Snake written as an extended cellular automaton with a supervisor, and its JavaFX view. */
module arcade.games.snake {
    requires arcade.api;
    // javax.sound.sampled for the generated tones (JavaFX's graphics module needs java.desktop too)
    requires java.desktop;
    // the autopilot benchmark reports each game's processor time
    requires java.management;

    // rules.md and snake.css are read through the api's plugin helpers and by JavaFX.
    opens arcade.games.snake;
    // Settings and high-score records are (de)serialised by the shell's Gson store.
    opens arcade.games.snake.view.records to com.google.gson;
    opens arcade.games.snake.view.replay to com.google.gson;
    opens arcade.games.snake.view.settings to com.google.gson;
    opens arcade.games.snake.view.sound to com.google.gson;

    provides arcade.api.plugin.GamePlugin with arcade.games.snake.SnakePlugin;
}
