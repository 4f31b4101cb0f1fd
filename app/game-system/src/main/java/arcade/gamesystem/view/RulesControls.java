package arcade.gamesystem.view;

import arcade.api.model.NodeKind;
import arcade.api.model.Preset;
import arcade.api.plugin.GameControls;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;

import java.util.List;
import java.util.Optional;

/**
 * The shell's commands for an open rules game (new game, restart, undo, redo, hint) and the flags
 * that enable them. Undo takes the computer's answers back with the player's move; the flags are
 * set by {@link RulesGame} after every change.
 */
final class RulesControls extends GameControls {
    private final RulesGame game;

    RulesControls(RulesGame game) { this.game = game; }

    private Session<RulesState, RulesMove> session() { return game.session(); }

    /** Recorded under the variant, as its finished games are. */
    @Override public Optional<GameRecord> abandonedGame() {
        Session<RulesState, RulesMove> s = session();
        return s == null ? Optional.empty() : s.abandonedRecord(game.now())
                .map(r -> GameRecord.abandoned(game.variant().statsKey(), r.durationMillis(), r.finishedAt()));
    }

    @Override public List<Preset> presets() { return game.variants().stream().map(Variant::preset).toList(); }

    @Override public void newGame(Preset preset) {
        game.variants().stream().filter(v -> v.id().equals(preset.id())).findFirst().ifPresent(game::start);
    }

    @Override public void restart() {
        if (session() == null) return;
        game.stopThinking();
        session().restart();
    }

    @Override public void undo() {
        game.stopThinking();
        if (session() == null || !session().canUndo()) return;
        game.quietly(() -> { // the computer's answers go with the player's move
            do session().undo(); while (session().canUndo() && game.computersTurn());
        });
    }

    @Override public void redo() {
        game.stopThinking();
        if (session() != null && session().canRedo()) session().redo();
    }

    @Override public void hint() {
        Session<RulesState, RulesMove> s = session();
        if (s == null || game.isThinking() || s.isOver() || game.computersTurn() || s.rules().kind(s.state()) != NodeKind.DECISION) return;
        HintSearch.run(game.context(), s, this, this::session, game::showHint);
    }

    /** Sets the flags from the game in play. */
    void update(Session<RulesState, RulesMove> s, boolean thinking, boolean canHint, String status) {
        statusProperty().set(status);
        canUndoProperty().set(s.canUndo() && !thinking);
        inProgressProperty().set(s.isInProgress());
        canRedoProperty().set(s.canRedo() && !thinking);
        canHintProperty().set(canHint);
    }
}
