package arcade.gamesystem.model;

import java.util.List;

/**
 * One move schema with all its params bound, for one player: a ground move clause whose
 * preconditions and effects name concrete zones.
 */
public record MoveInstance(String label, int player, Condition pre, List<Effect> effects) {}
