package arcade.api.model;

/**
 * Hidden information: what a player may see of a state (Minesweeper: revealed cells and flags, not
 * the mines; Klondike: face-up cards only). Computer players that must not cheat take the view,
 * never the state. The contract test checks that equal views give equal legal moves.
 *
 * @param <S> state type
 * @param <V> view type: an immutable value with equals/hashCode
 */
public interface Observed<S, V> {
    V observe(S state, PlayerId player);
}
