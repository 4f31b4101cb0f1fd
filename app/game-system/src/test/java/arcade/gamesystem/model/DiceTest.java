package arcade.gamesystem.model;

import arcade.api.analysis.ExplicitAutomaton;
import arcade.api.analysis.Explorer;
import arcade.api.analysis.Properties;
import arcade.api.analysis.Verdict;
import arcade.api.model.ChanceOutcome;
import arcade.api.model.NodeKind;
import arcade.gamesystem.format.RulesFileException;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The die as a randomization clause: six faces of 1/6, move again on a six, and the pass rule that keeps the game totally defined. */
class DiceTest {
    private static final RulesDefinition RACE = ShippedGames.load("dice-race");

    private static RulesState roll(RulesState s, int face) { return RACE.rules().applyChance(s, Integer.toString(face)); }

    private static RulesState move(RulesState s, String label) { return RACE.rules().apply(s, RACE.rules().parseMove(s, label)); }

    @Test
    void theDieIsAChanceStateWithSixEqualFaces() {
        RulesState s = RACE.game("length=12").initialState();
        assertThat(RACE.rules().kind(s)).isEqualTo(NodeKind.CHANCE);
        List<ChanceOutcome<RulesState>> faces = RACE.rules().chanceOutcomes(s);
        assertThat(faces).extracting(ChanceOutcome::event).containsExactly("1", "2", "3", "4", "5", "6");
        assertThat(faces).allSatisfy(f -> assertThat(f.probability()).isEqualTo(1.0 / 6));
        assertThat(RACE.rules().legalMoves(roll(s, 4))).containsExactly(new RulesMove("advance(4)"));
    }

    @Test
    void aSixMovesAgainAndAnOvershootPasses() {
        RulesState s = RACE.game("length=3").initialState();
        RulesState afterSix = move(roll(RACE.game("length=12").initialState(), 6), "advance(6)");
        assertThat(afterSix.toMove()).isZero();
        assertThat(RACE.rules().kind(afterSix)).isEqualTo(NodeKind.CHANCE);
        RulesState over = roll(s, 5);
        assertThat(RACE.rules().legalMoves(over)).containsExactly(new RulesMove("pass"));
        RulesState passed = move(over, "pass");
        assertThat(passed.toMove()).isEqualTo(1);
        RulesState won = move(roll(s, 3), "advance(3)");
        assertThat(RACE.rules().outcome(won)).map(Object::toString).contains("win:Red");
    }

    @Test
    void withThePassRuleTheRaceIsTotallyDefinedAndWithoutItNot() throws RulesFileException {
        ExplicitAutomaton<RulesState, RulesMove> a = Explorer.explore(RACE.rules(), RACE.game("length=3").initialState(), 500_000);
        assertThat(Properties.isTotallyDefined(a).holds()).isTrue();
        String noPass = ShippedGames.text("dice-race").replace("\"noMoves\": \"pass\",", "");
        RulesDefinition broken = new RulesDefinition(RulesSource.load("no-pass.json", noPass));
        ExplicitAutomaton<RulesState, RulesMove> b = Explorer.explore(broken.rules(), broken.game("length=3").initialState(), 500_000);
        Verdict<RulesState> v = Properties.isTotallyDefined(b);
        assertThat(v.holds()).isFalse();
        assertThat(v.witness()).isNotEmpty();
        assertThat(v.witness().get(0).dieFace()).isGreaterThan(0);
    }
}
