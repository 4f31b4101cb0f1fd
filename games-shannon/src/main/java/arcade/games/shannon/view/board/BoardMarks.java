package arcade.games.shannon.view.board;

import arcade.games.shannon.model.Side;

import java.util.Set;

/**
 * What one frame draws over the links, the same in the graph and the dot view. Links are edge
 * numbers, -1 for none.
 *
 * @param hover       the link under the mouse, previewed as {@code previewSide} would play it
 * @param focus       the keyboard's focus ring
 * @param hint        the hinted move
 * @param ending      the links that explain a finished game
 * @param overlay     the analysis, or the explanation of a hint or a reviewed mistake; null for none
 * @param played      in a position looked back at: the move that was played there, in its own style
 * @param better      in a reviewed position: a move that would have kept the win
 * @param coordinates whether the board's coordinates are drawn
 */
public record BoardMarks(int hover, Side previewSide, int focus, int hint, Set<Integer> ending, BoardOverlay overlay,
                  int played, int better, boolean coordinates) {}
