package arcade.games.shannon.model;

import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.session.Rng;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.model.boards.ThesisGenerator;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ShannonRulesTest {
    final ShannonRules rules = ShannonRules.INSTANCE;
    // A–1–B plus the direct edge A–B: edges 0:(0,1) 1:(1,2) 2:(0,2)
    final Board triangle = Board.of("triangle", 3, new int[][]{{0, 1}, {1, 2}, {0, 2}});

    @Test void shortMovesFirstByDefaultAndTurnsAlternate() {
        ShannonState s = rules.newGame(triangle);
        assertThat(rules.toMove(s)).isEqualTo(Side.SHORT.player());
        s = rules.apply(s, new ShannonMove(0));
        assertThat(s.toMove()).isEqualTo(Side.CUT);
        assertThat(s.isMarked(0)).isTrue();
        s = rules.apply(s, new ShannonMove(1));
        assertThat(s.isDeleted(1)).isTrue();
        assertThat(s.toMove()).isEqualTo(Side.SHORT);
        assertThat(s.lastMove()).isEqualTo(1);
        assertThat(s.lastMover()).contains(Side.CUT);
    }

    @Test void cutFirstOption() {
        ShannonState s = rules.newGame(triangle, Side.CUT);
        assertThat(s.toMove()).isEqualTo(Side.CUT);
        assertThat(rules.apply(s, new ShannonMove(2)).isDeleted(2)).isTrue();
    }

    @Test void shortWinsWithMarkedPath() {
        ShannonState s = rules.newGame(triangle).play(2);
        assertThat(rules.outcome(s)).contains(Outcome.win(Side.SHORT.player()));
        assertThat(rules.kind(s)).isEqualTo(NodeKind.TERMINAL);
        assertThat(rules.legalMoves(s)).isEmpty();
        assertThat(s.healthy()[2]).isTrue();
    }

    @Test void cutWinsWhenTerminalsSeparated() {
        ShannonState s = rules.newGame(triangle, Side.CUT).play(2).play(0); // Cut deletes A–B, Short marks A–1
        assertThat(s.isOver()).isFalse();
        s = s.play(1); // Cut deletes 1–B
        assertThat(s.winner()).contains(Side.CUT);
        assertThat(s.healthy()[2]).isFalse();
    }

    @Test void onlyFreeEdgesAreLegalAndNothingAfterTheEnd() {
        ShannonState s = rules.newGame(triangle).play(0);
        assertThat(rules.legalMoves(s)).containsExactly(new ShannonMove(1), new ShannonMove(2));
        assertThat(rules.isLegal(s, new ShannonMove(0))).isFalse();
        ShannonState before = s;
        assertThatThrownBy(() -> rules.apply(before, new ShannonMove(0))).isInstanceOf(IllegalMoveException.class).hasMessageContaining("marked");
        assertThatThrownBy(() -> rules.apply(before, new ShannonMove(9))).isInstanceOf(IllegalMoveException.class);
        ShannonState over = rules.newGame(triangle).play(2);
        assertThatThrownBy(() -> rules.apply(over, new ShannonMove(1))).isInstanceOf(IllegalMoveException.class).hasMessageContaining("over");
    }

    @Test void applyNeverMutatesItsInput() {
        ShannonState s = rules.newGame(triangle);
        ShannonState copy = ShannonState.of(triangle, s.edgeStates(), s.toMove(), s.lastMove());
        rules.apply(s, new ShannonMove(1));
        assertThat(s).isEqualTo(copy);
        assertThat(s.freeCount()).isEqualTo(3);
    }

    @Test void moveTextRoundTripsAndBadTextIsRejected() {
        ShannonState s = rules.newGame(triangle);
        for (ShannonMove m : rules.legalMoves(s)) assertThat(rules.parseMove(s, rules.formatMove(m))).isEqualTo(m);
        assertThat(rules.formatMove(new ShannonMove(12))).isEqualTo("e12");
        for (String bad : List.of("", "x1", "e", "e-1", "e1.5", "e99"))
            assertThatThrownBy(() -> rules.parseMove(s, bad)).as(bad).isInstanceOf(MoveFormatException.class);
    }

    @Test void everyRandomGameEndsWithinEdgeCountMovesWithAWinner() {
        Rng rng = new Rng(99);
        for (int g = 0; g < 2000; g++) {
            Board b = ThesisGenerator.generate(GeneratorParams.SMALL.withVertexProbability(0.8 + 0.2 * rng.nextDouble()), g);
            ShannonState s = rules.newGame(b, g % 2 == 0 ? Side.SHORT : Side.CUT);
            int moves = 0;
            while (!s.isOver()) {
                List<ShannonMove> legal = rules.legalMoves(s);
                assertThat(legal).isNotEmpty();
                s = rules.apply(s, legal.get(rng.nextInt(legal.size())));
                moves++;
            }
            assertThat(moves).isLessThanOrEqualTo(b.edgeCount());
            // the winner's condition holds and the loser's does not
            if (s.winner().get() == Side.SHORT) assertThat(s.healthy()[b.b()]).isTrue();
            else assertThat(s.reachableFromA()[b.b()]).isFalse();
        }
    }

    @Test void loadedPositionsDecideTheWinner() {
        ShannonState s = ShannonState.of(triangle, List.of(EdgeState.MARKED, EdgeState.MARKED, EdgeState.DELETED), Side.CUT, 1);
        assertThat(s.winner()).contains(Side.SHORT);
        assertThatThrownBy(() -> ShannonState.of(triangle, List.of(EdgeState.FREE), Side.CUT, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test void boardRejectsSelfLoopsUnknownVerticesAndEqualTerminals() {
        assertThatThrownBy(() -> Board.of("x", 2, new int[][]{{0, 0}})).hasMessageContaining("self-loop");
        assertThatThrownBy(() -> Board.of("x", 2, new int[][]{{0, 5}})).hasMessageContaining("unknown vertex");
        assertThatThrownBy(() -> Board.builder("x").a(0).b(0).build()).isInstanceOf(IllegalArgumentException.class);
    }
}
