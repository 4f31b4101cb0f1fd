/**
 * Generic tools over {@link arcade.api.model.GameRules}, written once for every game (the thesis's
 * game automaton, THESIS.md §1–§7):
 * <ul>
 *   <li>{@link arcade.api.analysis.Explorer}: rules → {@link arcade.api.analysis.ExplicitAutomaton}
 *       (breadth-first, visited set, state limit);</li>
 *   <li>{@link arcade.api.analysis.Properties}: terminating, totally defined, strongly / weakly
 *       winning (both readings), well-defined, symmetric, normalization, play counts and lengths,
 *       gathered in a printable {@link arcade.api.analysis.PropertyReport};</li>
 *   <li>{@link arcade.api.analysis.Search}: negamax with alpha-beta and transpositions, expectimax
 *       for chance, depth limits with an evaluation;</li>
 *   <li>{@link arcade.api.analysis.Replay} (τ*, the thesis's {@code Proved}),
 *       {@link arcade.api.analysis.RandomPlayout}, {@link arcade.api.analysis.PathProbability} (τ_Ω)
 *       and {@link arcade.api.analysis.TextSession} (the thesis's {@code Hrej}).</li>
 * </ul>
 * Pure Java: no JavaFX, randomness only through {@link arcade.api.session.Rng}. Game modules test
 * their rules by extending {@code arcade.api.testing.GameRulesContract} from the api test-jar.
 */
package arcade.api.analysis;
