package arcade.gamesystem.model;

import java.util.Set;

/**
 * One move schema with all its params bound, for one player: a ground move clause whose
 * preconditions and effects name concrete zones. {@code touched} are the zones its effects name;
 * {@code legacy} is the label format 1 gave it ({@code place(b2)}), still read from old saves.
 */
record MoveInstance(String label, int player, Condition pre, Play play, Set<String> touched, FollowUp then, String legacy) {}
