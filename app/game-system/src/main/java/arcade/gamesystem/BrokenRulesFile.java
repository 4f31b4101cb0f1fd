package arcade.gamesystem;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.gamesystem.format.RulesFileException;

import java.util.Optional;

/**
 * A rules file of the player's that cannot be played: the library lists it as unavailable with
 * the file's message (file, line or field, problem), and the other games go on working.
 */
final class BrokenRulesFile implements GamePlugin {
    private final RulesFileException problem;

    BrokenRulesFile(RulesFileException problem) { this.problem = problem; }

    @Override public GameInfo info() { throw new Unplayable(problem.getMessage()); }

    @Override public GameInstance open(GameContext ctx, Optional<SavedGame> resume) { throw new Unplayable(problem.getMessage()); }

    /** The plain message of a rules file that cannot be played. */
    static final class Unplayable extends RuntimeException {
        Unplayable(String message) { super(message, null, false, false); }
    }
}
