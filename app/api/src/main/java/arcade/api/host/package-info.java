/**
 * The host every game stands on: the game hands {@link arcade.api.host.GameHost} its definition,
 * its {@link arcade.api.host.GameView view} and its input, and the host owns what is the same in
 * every game, once for all:
 * <ol>
 *   <li><b>Session life</b>: a new game from a preset or custom params (named by the game's
 *       dealer and set up off the FX thread), the autosave resumed off the FX thread (one plain
 *       notice and a new game when it cannot be used), the snapshot for autosave, the clock,
 *       pause, and the clock stopped while a dialog of the shell covers the game.</li>
 *   <li><b>The chrome's controls</b>, derived from the definition and the hooks given: New with
 *       the presets (the current one marked), Custom…, Restart, Undo/Redo by the undo policy,
 *       Hint, Solve/Auto-play, Pause, the question before discarding a game in progress.</li>
 *   <li><b>Records</b>: each finished game recorded once, with the finished game itself, so the
 *       statistics' last games can show it again; its variant named in words by the definition;
 *       assisted games flagged by the session.</li>
 *   <li><b>The ending</b>: one end-of-game card ({@link arcade.api.plugin.Ending}) drawn by the
 *       shell: won or lost or the score, time and moves, a new best or the place among the ten
 *       best, Play again, Replay, Back to the library, and a line of the game's own.</li>
 *   <li><b>The last move</b>: every {@link arcade.api.host.Frame} carries the moves that led to it,
 *       so the view marks the last move (the card just moved, the computer's reply).</li>
 *   <li><b>Replays</b> of a finished turn-based game, step by step, without losing the game in
 *       progress.</li>
 *   <li><b>Theme</b>: {@link arcade.api.host.Play#palette} reads the game's palette record from the
 *       theme's CSS and the host draws the frame again when the theme changes.</li>
 * </ol>
 * What stays in the game: its rules (the definition), its drawing, its input, its computer players
 * (run with {@link arcade.api.host.Play#background}), its own actions and settings.
 */
package arcade.api.host;
