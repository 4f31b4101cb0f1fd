package arcade.games.capuzzle.generator;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Evolution;
import arcade.games.capuzzle.automaton.Kind;
import arcade.games.capuzzle.automaton.PictureSetup;

import java.util.ArrayList;
import java.util.List;

/** Turns a search's rules and initial row into the picture automaton both searches return. */
final class PictureAutomata {
    /** Light tints for the background states, so that the painted state (black) stands out. */
    private static final List<String> BACKGROUND = List.of("#FFFFFF", "#D6E4F0", "#F3D9C6");

    private PictureAutomata() {}

    /** The picture automaton with only the rules the picture used; checked to draw the picture. */
    static Automaton of(PictureMask mask, int k, boolean cyclic, int[] table, int[] initialRow) {
        int w = mask.width(), m = mask.height();
        List<String> colours = new ArrayList<>(BACKGROUND.subList(0, k - 1));
        colours.add("#000000");
        PictureSetup setup = new PictureSetup(w, m, cyclic, 0, List.of(initialRow.clone()));
        Automaton a = new Automaton(Kind.PICTURE, k, colours, table, "A picture made by the rule generator.", setup);
        int[][] rows = Evolution.of(a, new Board(w, m, cyclic, 0), initialRow).rows();
        for (int t = 0; t < m; t++) for (int i = 0; i < w; i++)
            if (mask.painted(t, i) != (rows[t][i] == k - 1)) throw new IllegalStateException("the generator's result does not draw the picture");
        return a;
    }
}
