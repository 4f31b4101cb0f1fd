package arcade.gamesystem;

import arcade.api.plugin.GameContext;
import arcade.api.plugin.GameInfo;
import arcade.api.plugin.GameInstance;
import arcade.api.plugin.GamePlugin;
import arcade.api.session.SavedGame;
import arcade.gamesystem.format.RulesFileException;

import java.util.Optional;

/**
 * The folder of the player's rules files cannot be read: the library lists it as unavailable with
 * the message, and the other games go on working. (A broken file is a card of its own that shows
 * its problem, {@link RulesFilePlugin}; its {@link Unplayable} stops it from starting.)
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
