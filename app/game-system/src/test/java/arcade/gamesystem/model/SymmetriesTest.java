package arcade.gamesystem.model;

import arcade.gamesystem.format.RulesFileException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A file's declared symmetries: the images they make, the codes they share, and the mistakes refused with their place. */
class SymmetriesTest {
    private static RulesState play(RulesDefinition def, RulesState s, String... moves) {
        for (String m : moves) s = def.rules().apply(s, def.rules().parseMove(s, m));
        return s;
    }

    private static long[] code(RulesState s) {
        StateCodec c = new StateCodec(s.game());
        long[] out = new long[c.words()];
        c.encodeCanonical(s, out, 0, new long[c.words()]);
        return out;
    }

    @Test void connectFoursMirrorImageOfAFirstDropInColumnAIsTheDropInColumnG() {
        RulesDefinition def = ShippedGames.load("connect-four");
        RulesState start = def.game("rows=6,cols=7").initialState();
        assertThat(start.game().symmetries()).containsExactly("mirror");
        RulesState a = play(def, start, "drop(a1)", "drop(c1)"), g = play(def, start, "drop(g1)", "drop(e1)");
        assertThat(start.game().image(a, "mirror")).isEqualTo(g);
        assertThat(code(a)).as("a position and its mirror image share one code").isEqualTo(code(g));
        assertThat(code(a)).as("but not with another position").isNotEqualTo(code(play(def, start, "drop(a1)", "drop(b1)")));
    }

    @Test void reversisFourOpeningsAreOnePositionUpToTheBoardsSymmetries() {
        RulesDefinition def = ShippedGames.load("reversi");
        RulesState start = def.game("size=8").initialState();
        assertThat(start.game().symmetries()).hasSize(7);
        long[] first = null;
        for (var m : def.rules().legalMoves(start)) {
            long[] c = code(def.rules().apply(start, m));
            if (first == null) first = c;
            assertThat(c).as(m.label()).isEqualTo(first);
        }
        assertThat(start.game().image(start, "rotate90")).as("a quarter turn swaps the colours of the start").isNotEqualTo(start);
        assertThat(start.game().image(start, "transpose")).isEqualTo(start);
    }

    private static String withSymmetries(String game, String symmetries) {
        return ShippedGames.text(game).replaceFirst("\"symmetries\": \\[[^]]*\\]", "\"symmetries\": " + symmetries);
    }

    @Test void aSymmetryTheBoardCannotHaveIsRefusedWithItsPlace() {
        assertThatThrownBy(() -> new RulesDefinition(RulesSource.load("c4.json", withSymmetries("connect-four", "[\"rotate90\"]"))).game("rows=6,cols=7"))
                .isInstanceOf(RulesFileException.class).hasMessageContaining("\"rotate90\" needs a board with as many rows as columns, not 7 × 6");
        assertThatThrownBy(() -> RulesSource.load("hex.json", withSymmetries("hex", "[\"mirror\"]")))
                .isInstanceOf(RulesFileException.class).hasMessageContaining("a hex board's symmetries are rotate180, not \"mirror\"");
        assertThatThrownBy(() -> RulesSource.load("c4.json", withSymmetries("connect-four", "[\"mirror\", \"mirror\"]")))
                .isInstanceOf(RulesFileException.class).hasMessageContaining("\"mirror\" is named twice");
        String morris = ShippedGames.text("morris").replaceFirst("\"format\": 2,", "\"format\": 2, \"symmetries\": [\"mirror\"],");
        assertThatThrownBy(() -> RulesSource.load("morris.json", morris))
                .isInstanceOf(RulesFileException.class).hasMessageContaining("this file declares a board of points");
        String formatOne = ShippedGames.text("tic-tac-toe").replaceFirst("\\{", "{\"symmetries\": [\"mirror\"],");
        assertThatThrownBy(() -> RulesSource.load("ttt.json", formatOne))
                .isInstanceOf(RulesFileException.class).hasMessageContaining("\"symmetries\" is part of rules format 2");
    }
}
