package arcade.gamesystem.model;

import arcade.api.analysis.RandomPlayout;
import arcade.gamesystem.ai.ComputerPlayer;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The computer plays Nim by the XOR rule; random playouts of every shipped game keep each token in exactly one zone. */
class ComputerAndInvariantTest {

    @Test
    void theComputersFirstNimMoveMakesTheHeapsXorToZero() {
        RulesDefinition nim = ShippedGames.load("nim");
        RulesState start = nim.game("a=3,b=4,c=5").initialState();
        RulesMove m = new ComputerPlayer(nim.rules()).choose(start, ComputerPlayer.Strength.HARD, () -> false).orElseThrow();
        assertThat(m.label()).isEqualTo("take(heap1,2)");
        RulesState after = nim.rules().apply(start, m);
        Zone h1 = after.game().zone("heap1").orElseThrow(), h2 = after.game().zone("heap2").orElseThrow(), h3 = after.game().zone("heap3").orElseThrow();
        assertThat(after.size(h1) ^ after.size(h2) ^ after.size(h3)).isZero();
    }

    @Test
    void theComputerTakesAnOpenLineInTicTacToe() {
        RulesDefinition ttt = ShippedGames.load("tic-tac-toe");
        RulesState s = ttt.game("standard").initialState();
        for (String m : new String[]{"place(a1)", "place(a2)", "place(b1)", "place(b2)"}) s = ttt.rules().apply(s, new RulesMove(m));
        assertThat(new ComputerPlayer(ttt.rules()).choose(s, ComputerPlayer.Strength.EASY, () -> false)).contains(new RulesMove("place(c1)"));
    }

    @Test
    void randomPlayoutsKeepEveryTokenInExactlyOneZoneAndEndWithinTheBound() {
        for (RulesDefinition def : ShippedGames.all()) {
            for (var preset : def.presets()) {
                RulesState start = def.game(preset.params()).initialState();
                int tokens = start.tokenCount();
                // the ply bound (twice: rolls count as steps) when the file has one, else a board's cells once per row (a pawn crosses each row once), else generous
                int bound = start.game().maxPlies() > 0 ? 2 * start.game().maxPlies()
                        : start.game().board().map(b -> b.cellCount() * (1 + Math.max(1, b.rows()))).orElse(1000);
                for (long seed = 1; seed <= 30; seed++) {
                    RandomPlayout.Result<RulesState> p = RandomPlayout.run(def.rules(), start, seed, bound);
                    assertThat(p.ending()).as(def.source().name() + " seed " + seed).isEqualTo(RandomPlayout.Ending.TERMINAL);
                    for (RulesState s : p.states()) {
                        s.checkInvariant();
                        assertThat(s.tokenCount()).isEqualTo(tokens);
                    }
                }
            }
        }
    }
}
