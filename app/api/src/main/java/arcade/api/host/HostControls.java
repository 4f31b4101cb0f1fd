package arcade.api.host;

import arcade.api.model.GameDefinition;
import arcade.api.model.Preset;
import arcade.api.model.UndoPolicy;
import arcade.api.plugin.Capability;
import arcade.api.plugin.GameControls;
import arcade.api.store.GameRecord;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The chrome's commands for a hosted game: what they offer follows from the definition and the
 * hooks the game gave (presets → New, a custom dialog → Custom…, the undo policy → Undo/Redo, a
 * hint or solver → Hint/Solve); whether each is enabled follows from the session, set by
 * {@link HostedGame#refresh()}.
 */
final class HostControls extends GameControls {
    private final HostedGame<?, ?, ?> game;
    private final Set<Capability> capabilities;
    private final String solveLabel;

    HostControls(HostedGame<?, ?, ?> game, GameDefinition<?, ?> definition, boolean custom, boolean hint, boolean solve,
                 String solveLabel, boolean settings, boolean pausable) {
        this.game = game;
        this.solveLabel = solveLabel;
        Set<Capability> c = EnumSet.of(Capability.RESTART, Capability.REPLAY);
        if (!definition.presets().isEmpty()) c.add(Capability.NEW_GAME);
        if (custom) c.add(Capability.CUSTOM_GAME);
        if (definition.undoPolicy() != UndoPolicy.NONE && !definition.realTime()) { c.add(Capability.UNDO); c.add(Capability.REDO); }
        if (hint) c.add(Capability.HINT);
        if (solve) c.add(Capability.SOLVE);
        if (settings) c.add(Capability.SETTINGS);
        if (pausable) c.add(Capability.PAUSE);
        this.capabilities = Set.copyOf(c);
        setRealTime(definition.realTime());
    }

    /** Sets every flag at once from the host's view of the game. */
    void show(boolean undo, boolean redo, boolean hint, boolean solve, boolean inProgress, boolean busy, boolean canPause, String status) {
        setCanUndo(undo);
        setCanRedo(redo);
        setCanHint(hint);
        setCanSolve(solve);
        setInProgress(inProgress);
        setBusy(busy);
        setCanPause(canPause);
        setStatus(status);
    }

    void paused(boolean on) { setPaused(on); }

    void current(String params) { setCurrentParams(params); }

    void status(String text) { setStatus(text); }

    @Override public Set<Capability> capabilities() { return capabilities; }
    @Override public List<Preset> presets() { return game.definition().presets(); }
    @Override public void newGame(Preset preset) { game.newGame(preset.params()); }
    @Override public void customGame() { game.customGame(); }
    @Override public void restart() { game.restart(); }
    @Override public Optional<GameRecord> abandonedGame() { return game.abandonedGame(); }
    @Override public void undo() { game.undo(); }
    @Override public void redo() { game.redo(); }
    @Override public void hint() { game.hint(); }
    @Override public void solve() { game.solve(); }
    @Override public String solveLabel() { return solveLabel; }
}
