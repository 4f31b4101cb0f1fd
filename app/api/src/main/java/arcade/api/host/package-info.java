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
 *
 * <h2>A game on the host</h2>
 * <ul>
 *   <li>The plugin: {@code info()} names the game ({@code new GameInfo(id, name, description, icon)}:
 *       no capabilities, no measures — they follow from the definition), {@code definition()}
 *       returns the definition (so {@code arcade <game> presets|validate|replay|play} work and
 *       the statistics name variants in its words), and {@code open} is one builder chain:
 *       {@code GameHost.of(ctx, id, definition).view(...).input(...)...open(resume)}. The rules
 *       page is {@code rules.md} next to the plugin class, read by {@code GamePlugin}'s default
 *       once the package is opened to it ({@code opens my.game to arcade.api;} in module-info).</li>
 *   <li>The view ({@link arcade.api.host.GameView}) draws each {@link arcade.api.host.Frame}: its
 *       state, its {@code lastMoves} marked, {@code change} to animate, {@code replaying} to
 *       ignore input. It reads its colours with {@link arcade.api.host.Play#palette} and is drawn
 *       again by the host when the theme changes. Paused and clock ticks arrive as calls.</li>
 *   <li>The input (wired once by {@code .input((play, view) -> ...)}) turns events into
 *       {@link arcade.api.host.Play#play}, {@code play(List)} (auto-moves as one undo step),
 *       {@code perform} (chance steps) or view-only changes followed by {@code redraw()}; it
 *       ignores events while {@link arcade.api.host.Play#acceptsMoves()} is false.</li>
 *   <li>Computer players: {@code .hint(...)}, {@code .solve(label, ...)} run on the FX thread and
 *       put their search in {@link arcade.api.host.Play#background} (the result is dropped when
 *       the game moved on); {@code .opponent(...)} is the other side of a board game or a remote
 *       player, asked off the FX thread whenever it is to move; Undo and Redo skip its moves.</li>
 *   <li>Real time ({@code realTime()} in the definition): the view drives the game by its own step
 *       clock, playing one move per step with {@link arcade.api.host.Play#play}; a hold that waits
 *       for the player (a new life waiting for the first key) is {@link arcade.api.host.Play#setPaused},
 *       so the clock stops and Pause offers Resume. Restart starts a fresh session, recorded
 *       again; the view shows finished games again itself ({@code GameView.replay}).</li>
 *   <li>Slow starts: {@code definition.initialState} already runs off the FX thread; a
 *       {@code .dealer(text, ...)} names a game that takes a search to find (a winnable deal).</li>
 *   <li>The ending: the session's end is recorded once (never call {@code ctx.stats().record});
 *       {@code .endTitle} and {@code .endLine} put the game's own words on the card;
 *       {@code .endPlacement(Ending.Placement.BELOW_BOARD)} puts it in a bar below the game,
 *       which shrinks above it, for a puzzle whose solved board must stay in view (centred otherwise);
 *       {@code .recordAs} files the game under other params (a mode or level added) — the
 *       definition's {@code describeParams} must name those too. Score and further figures come
 *       from the definition ({@code score}, {@code figures}).</li>
 *   <li>Modes that own the chrome's commands for a while (an editor): {@link
 *       arcade.api.host.Play#mode} with a {@code GameControls} subclass of the game's own, which
 *       sets its flags through the protected setters ({@code setCanUndo}, {@code setStatus}, …);
 *       {@link arcade.api.host.Play#endMode} gives them back.</li>
 *   <li>Tests open the plugin with a {@code FakeGameContext} and wait for
 *       {@link arcade.api.host.GameHost#isReady}; in the real shell, the end-of-game card is
 *       {@code #end-card} ({@code #end-card-title}, {@code #end-play-again}, {@code #end-replay}, {@code #end-look}),
 *       the replay bar {@code #replay-bar}. The shell's test game
 *       ({@code app/shell/src/test/java/arcade/shell/testgames/CounterPlugin.java}) and the guide
 *       {@code docs/add-a-game.md} are complete small examples.</li>
 * </ul>
 */
package arcade.api.host;
