package arcade.gamesystem.model;

import arcade.api.analysis.PathProbability;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.gamesystem.format.RulesFileException;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * "Člověče, nezlob se!" from its rules file: the thesis's geometry (a ring of 20 fields, start
 * fields 1, 5, 10, 15, four goal fields each; the thesis numbers Red's goal fields 21–24 and
 * Green's 25–28), capture, blocking, six = move again, and the pass rule the printed code lacks.
 */
class LudoTest {
    private static final RulesDefinition LUDO = ShippedGames.load("ludo");
    private static final GameRules<RulesState, RulesMove> RULES = LUDO.rules();
    private static final int RED = 0, GREEN = 1;

    private static RulesState start() { return start(4); }

    private static RulesState start(int players) { return LUDO.game("players=" + players).initialState(); }

    private static Zone zone(String name) { return start().game().zone(name).orElseThrow(); }

    /** The position with one piece of the given player moved from home to the given field. */
    private static RulesState with(RulesState s, String player, String field) {
        CompiledGame g = s.game();
        return s.moved(g.zone("home-" + player).orElseThrow(), g.zone(field).orElseThrow(), 1);
    }

    private static int size(RulesState s, String zone) { return s.size(s.game().zone(zone).orElseThrow()); }

    private static List<String> zoneNames(RulesState s) { return s.game().zones().stream().map(Zone::name).toList(); }

    @Test void thePresetsAreTwoThreeAndFourPlayers() {
        assertThat(LUDO.presets()).extracting(p -> p.label()).containsExactly("2 players", "3 players", "4 players");
        assertThat(LUDO.presets()).extracting(p -> p.params()).containsExactly("players=2", "players=3", "players=4");
        assertThat(LUDO.rules("players=3").players()).extracting(Object::toString).containsExactly("Red", "Green", "Blue");
    }

    @Test void twoPlayersAreRedAndBlueAcrossTheRingAndTheAbsentPlayersZonesAndPiecesAreLeftOut() {
        RulesState s = start(2);
        assertThat(s.game().players()).extracting(Object::toString).containsExactly("Red", "Blue");
        assertThat(zoneNames(s)).contains("home-Red", "home-Blue", "goal-Blue-4", "field-20")
                .doesNotContain("home-Green", "goal-Green-1", "home-Yellow", "goal-Yellow-4");
        assertThat(s.game().tracks()).containsOnlyKeys("path-Red", "path-Blue");
        assertThat(s.tokenCount()).as("eight pieces and the die").isEqualTo(9);
        RulesState blue = play(roll(s, 3), "pass");
        assertThat(blue.toMove()).as("Blue follows Red").isEqualTo(1);
        RulesState entered = play(roll(blue, 6), "enter");
        assertThat(size(entered, "field-10")).as("Blue's start field").isEqualTo(1);
        RulesState home = play(roll(with(s, "Blue", "field-8").withTurn(1, 0), 3), "advance(field-8,3)");
        assertThat(size(home, "goal-Blue-2")).as("field 8 + 3: field 9 is Blue's last, then two goal fields").isEqualTo(1);
        assertThat(home.toMove()).isEqualTo(0);
    }

    @Test void threePlayersLeaveOutYellowAndTakeTurnsRedGreenBlue() {
        RulesState s = start(3);
        assertThat(s.game().players()).extracting(Object::toString).containsExactly("Red", "Green", "Blue");
        assertThat(zoneNames(s)).contains("goal-Green-1", "goal-Blue-1").doesNotContain("home-Yellow", "goal-Yellow-1");
        assertThat(s.tokenCount()).isEqualTo(13);
        RulesState green = play(roll(s, 2), "pass");
        RulesState blue = play(roll(green, 2), "pass");
        RulesState red = play(roll(blue, 2), "pass");
        assertThat(List.of(green.toMove(), blue.toMove(), red.toMove())).containsExactly(1, 2, 0);
        RulesState past = play(roll(with(s, "Red", "field-13"), 4), "advance(field-13,4)");
        assertThat(size(past, "field-17")).as("Yellow's start field 15 is an ordinary field").isEqualTo(1);
        RulesState captured = play(roll(with(with(s, "Green", "field-7"), "Red", "field-3"), 4), "advance(field-3,4)");
        assertThat(size(captured, "home-Green")).as("the green piece on 7 is captured").isEqualTo(4);
    }

    private static RulesState roll(RulesState s, int face) { return RULES.applyChance(s, Integer.toString(face)); }

    private static RulesState play(RulesState s, String label) { return RULES.apply(s, RULES.parseMove(s, label)); }

    private static List<String> labels(RulesState s) { return RULES.legalMoves(s).stream().map(RulesMove::label).toList(); }

    @Test void redFrom18Rolling4TurnsIntoItsGoalAndLandsOnTheSecondGoalField() {
        RulesState s = play(roll(with(start(), "Red", "field-18"), 4), "advance(field-18,4)");
        assertThat(s.size(zone("goal-Red-2"))).as("the thesis's field 22").isEqualTo(1);
        assertThat(s.size(zone("field-18"))).isZero();
        assertThat(s.toMove()).isEqualTo(GREEN);
    }

    @Test void redFrom20Reaches24WithA4AndCannotOvershootWithA5() {
        RulesState s = with(start(), "Red", "field-20");
        assertThat(play(roll(s, 4), "advance(field-20,4)").size(zone("goal-Red-4"))).isEqualTo(1);
        assertThat(labels(roll(s, 5))).as("a five runs past the last goal field: only the pass is left").containsExactly("pass");
    }

    @Test void greenTurnsAtItsOwnFinishFieldAndRedPassesIt() {
        RulesState green = start().moved(zone("home-Green"), zone("field-3"), 1).withTurn(GREEN, RED);
        assertThat(play(roll(green, 3), "advance(field-3,3)").size(zone("goal-Green-2"))).as("the thesis's field 26").isEqualTo(1);
        RulesState red = play(roll(with(start(), "Red", "field-3"), 3), "advance(field-3,3)");
        assertThat(red.size(zone("field-6"))).isEqualTo(1);
    }

    @Test void enteringOnAnOpponentCapturesItAndASixMovesAgain() {
        RulesState s = with(start(), "Green", "field-1");
        RulesState after = play(roll(s, 6), "enter");
        assertThat(after.topOwner(zone("field-1"))).isEqualTo(RED);
        assertThat(after.size(zone("field-1"))).isEqualTo(1);
        assertThat(after.size(zone("home-Green"))).as("the green piece is back home").isEqualTo(4);
        assertThat(after.size(zone("home-Red"))).isEqualTo(3);
        assertThat(after.toMove()).as("a six: Red rolls again").isEqualTo(RED);
        assertThat(RULES.kind(after)).isEqualTo(NodeKind.CHANCE);
    }

    @Test void aPieceMayNotLandOnItsOwnPiece() {
        RulesState s = with(with(start(), "Red", "field-2"), "Red", "field-5");
        assertThat(labels(roll(s, 3))).containsExactly("advance(field-5,3)");
        assertThat(labels(roll(with(start(), "Red", "field-1"), 6))).as("the start field is taken by Red's own piece")
                .containsExactly("advance(field-1,6)");
    }

    @Test void aRollWithNothingToMovePassesToTheNextPlayer() {
        RulesState s = roll(start(), 3);
        assertThat(labels(s)).containsExactly("pass");
        assertThat(play(s, "pass").toMove()).isEqualTo(GREEN);
    }

    @Test void thePathRollSixEnterRollSixMoveSixRollThreeHasProbabilityOneIn216() {
        double p = PathProbability.of(RULES, start(), List.of("6", "enter", "6", "advance(field-1,6)", "3"));
        assertThat(p).isCloseTo(1.0 / 216, org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test void fillingTheFourGoalFieldsWins() {
        RulesState s = start();
        for (String f : List.of("goal-Red-2", "goal-Red-3", "goal-Red-4", "field-20")) s = with(s, "Red", f);
        RulesState won = play(roll(s, 1), "advance(field-20,1)");
        assertThat(RULES.outcome(won)).map(Object::toString).contains("win:Red");
    }

    @Test void thePrintedVariantWithoutThePassRuleHasADeadEndAndTheShippedOneNone() throws Exception {
        RulesDefinition printed = new RulesDefinition(RulesSource.load("ludo-no-pass.json", fixture("ludo-no-pass.json")));
        RulesState stuck = printed.rules().applyChance(printed.game(printed.presets().get(0).params()).initialState(), "3");
        assertThat(printed.rules().legalMoves(stuck)).isEmpty();
        assertThat(printed.rules().isTerminal(stuck)).isFalse();
        assertThat(RULES.legalMoves(roll(start(), 3))).isNotEmpty();
        var lab = arcade.gamesystem.tools.GameLab.analyze(printed, printed.presets().get(0).params(), 3_000);
        assertThat(lab.partial()).as("four-player Ludo is far larger than the limit").isTrue();
        assertThat(lab.deadEnd()).as("the lab still finds the dead end: a first roll that is not a six").hasSize(2);
        assertThat(lab.deadEnd().get(1).dieFace()).isBetween(1, 5);
        assertThat(arcade.gamesystem.tools.GameLab.analyze(LUDO, LUDO.presets().get(0).params(), 3_000).deadEnd()).as("none with the pass rule").isEmpty();
    }

    static String fixture(String name) throws IOException {
        try (InputStream in = LudoTest.class.getResourceAsStream("/fixtures/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
