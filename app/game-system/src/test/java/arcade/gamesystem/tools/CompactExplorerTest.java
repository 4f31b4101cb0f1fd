package arcade.gamesystem.tools;

import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.session.Rng;
import arcade.gamesystem.model.RulesDefinition;
import arcade.gamesystem.model.RulesMove;
import arcade.gamesystem.model.RulesState;
import arcade.gamesystem.model.ShippedGames;
import arcade.gamesystem.model.StateCodec;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** States packed into words, counted at scale, and every exploration kept within its memory budget. */
class CompactExplorerTest {
    private static final MemoryBudget PLENTY = MemoryBudget.of(512L << 20);

    @Test void everyStateOfEveryShippedGameComesBackFromItsWords() {
        for (String id : ShippedGames.IDS) {
            RulesDefinition d = ShippedGames.load(id);
            for (var preset : d.presets()) {
                RulesState s = d.game(preset.params()).initialState();
                StateCodec codec = new StateCodec(s.game());
                GameRules<RulesState, RulesMove> rules = d.rules(preset.params());
                Rng rng = new Rng(id.hashCode() ^ preset.id().hashCode());
                for (int ply = 0; ply < 200; ply++) {
                    long[] words = new long[codec.words() + 2];
                    codec.encode(s, words, 1);
                    assertThat(codec.decode(words, 1)).as(id + " " + preset.id() + " after " + ply + " plies").isEqualTo(s);
                    NodeKind kind = rules.kind(s);
                    if (kind == NodeKind.TERMINAL) break;
                    if (kind == NodeKind.CHANCE) { s = rules.applyChance(s, rules.sampleChanceEvent(s, rng)); continue; }
                    List<RulesMove> legal = rules.legalMoves(s);
                    if (legal.isEmpty()) break;
                    s = rules.apply(s, legal.get(rng.nextInt(legal.size())));
                }
            }
        }
    }

    @Test void connectFourFourByFourHasThePublishedNumberOfPositionsInAFewWordsEach() {
        RulesDefinition c4 = ShippedGames.load("connect-four");
        CompactExplorer.Count c = CompactExplorer.count(c4.rules("rows=4,cols=4"), c4.game("rows=4,cols=4").initialState(), 1_000_000,
                PLENTY, TimeBudget.unlimited());
        assertThat(c.complete()).isTrue();
        assertThat(c.states()).as("John Tromp's count for 4×4").isEqualTo(161_029);
        GameLab.Result full = GameLab.analyze(c4, "rows=4,cols=4", 1_000_000);
        assertThat(c.terminal()).isEqualTo(full.report().terminalStates());
        assertThat(c.transitions()).isEqualTo(full.report().edges());
        assertThat(c.bytesPerState()).as("the count's own storage").isLessThan(64);
    }

    @Test void aCountStopsAsPartialWhenItWouldPassItsMemoryBudget() {
        RulesDefinition c4 = ShippedGames.load("connect-four");
        CompactExplorer.Count c = CompactExplorer.count(c4.rules("rows=4,cols=5"), c4.game("rows=4,cols=5").initialState(), 5_000_000,
                MemoryBudget.of(10L << 20), TimeBudget.unlimited());
        assertThat(c.stoppedBy()).isEqualTo("memory");
        assertThat(c.states()).isPositive().isLessThan(3_945_711);
        assertThat(c.bytes()).isLessThanOrEqualTo(10L << 20);
    }

    @Test void theFullAnalysisStopsAsPartialWhenTheHeapPassesItsBudget() {
        GameLab.Result r = GameLab.analyze(ShippedGames.load("connect-four"), "rows=4,cols=5", 5_000_000, TimeBudget.unlimited(),
                MemoryBudget.of(1L << 20));
        assertThat(r.partial()).isTrue();
        assertThat(r.outOfMemory()).isTrue();
        assertThat(r.outOfTime()).isFalse();
        assertThat(AnalyzeTool.text(r)).contains("when it had used").doesNotContain("Exception").doesNotContain("Error");
    }

    @Test void theToolSaysPartialWithTheMemoryAndNeverAStackTrace() {
        var out = new java.io.ByteArrayOutputStream();
        var err = new java.io.ByteArrayOutputStream();
        int code = new AnalyzeTool().run(List.of("--game", "connect-four", "--params", "rows=4,cols=4", "--state-limit", "20000000", "--json"),
                new java.io.PrintStream(out, true), new java.io.PrintStream(err, true));
        assertThat(code).isZero();
        assertThat(err.toString()).isEmpty();
        assertThat(out.toString()).contains("\"states\": 161029");
    }
}
