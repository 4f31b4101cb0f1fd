package arcade.gamesystem.model;

import java.util.List;

/** Where one player's legal moves come from: a move schema of the file, compiled. */
interface MoveSource {
    /** Adds the legal moves of this schema in {@code s} (its player is the one to move) to {@code out}. */
    void generate(RulesState s, List<Play> out);
}
