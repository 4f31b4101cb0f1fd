package arcade.gamesystem.model;

import java.util.List;

/**
 * One move schema with all its params bound, for one player: a ground move clause whose
 * preconditions and effects name concrete zones. {@code zones} are the zones its effects touch
 * (a click on one of them may mean this move).
 */
public record MoveInstance(String label, int player, Condition pre, List<Effect> effects, java.util.Set<String> zones) {}
