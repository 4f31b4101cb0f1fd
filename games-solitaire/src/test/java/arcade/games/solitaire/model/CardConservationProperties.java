package arcade.games.solitaire.model;

import arcade.api.model.GameId;
import arcade.api.session.Rng;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CardConservationProperties {

    @Property(tries = 60)
    void everyCardStaysInPlayExactlyOnce(@ForAll long seed, @ForAll boolean drawThree) {
        KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded(drawThree ? "draw3-unlimited" : "draw1-3passes", seed));
        Rng rng = new Rng(seed);
        for (int ply = 0; ply < 300; ply++) {
            List<KlondikeMove> moves = KlondikeRules.INSTANCE.legalMoves(s);
            if (moves.isEmpty()) break;
            s = KlondikeRules.INSTANCE.apply(s, moves.get(rng.nextInt(moves.size())));
            assertThat(census(s)).as("after ply " + ply + ": " + s).containsOnly(1);
        }
    }

    private static int[] census(KlondikeState s) {
        int[] n = new int[Cards.COUNT];
        for (int c = 0; c < 7; c++) {
            for (int i = 0; i < s.columnSize(c); i++) n[s.card(c, i)]++;
            if (s.faceUp(c) == 0) assertThat(s.columnSize(c)).as("a column's top card is face up").isZero();
        }
        for (int suit = 0; suit < 4; suit++) for (int r = 1; r <= s.foundationHeight(suit); r++) n[Cards.of(suit, r)]++;
        for (int i = 0; i < s.stockSize(); i++) n[s.stockCard(i)]++;
        for (int i = 0; i < s.wasteSize(); i++) n[s.wasteCard(i)]++;
        return n;
    }
}
