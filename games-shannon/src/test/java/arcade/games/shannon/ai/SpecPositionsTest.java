package arcade.games.shannon.ai;

import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GaleBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The hand-checkable positions of THESIS.md §7.3–7.5. */
class SpecPositionsTest {
    static Board g(int n, int[]... edges) { return Board.of("t", n, edges); }

    static final Board T1 = g(2, new int[]{0, 1});
    static final Board T2 = g(3, new int[]{0, 1}, new int[]{1, 2});
    static final Board T3 = g(4, new int[]{0, 1}, new int[]{1, 3}, new int[]{3, 2}, new int[]{2, 0});
    static final Board T4 = g(4, new int[]{0, 1}, new int[]{1, 3}, new int[]{3, 2}, new int[]{2, 0}, new int[]{1, 2});
    static final Board T5 = g(2, new int[]{0, 1}, new int[]{0, 1});
    static final Board E1 = g(5, new int[]{0, 2}, new int[]{0, 3}, new int[]{1, 3}, new int[]{1, 4}, new int[]{2, 3}, new int[]{2, 4}, new int[]{3, 4});
    static final Board E2 = g(6, new int[]{0, 1}, new int[]{0, 3}, new int[]{1, 2}, new int[]{1, 3}, new int[]{1, 4}, new int[]{2, 5}, new int[]{3, 4}, new int[]{4, 5});

    static PositionClass cls(Board b) { return Lehman.classify(ShannonRules.INSTANCE.newGame(b)); }

    @Test void t1SingleEdgeIsNeutral() {
        assertThat(cls(T1)).isEqualTo(PositionClass.FIRST);
        assertThat(new Minimax(T1).classify(ShannonRules.INSTANCE.newGame(T1))).isEqualTo(PositionClass.FIRST);
    }

    @Test void t2PathIsCutGame() { assertThat(cls(T2)).isEqualTo(PositionClass.CUT); }

    @Test void t3FourCycleIsCutGame() { assertThat(cls(T3)).isEqualTo(PositionClass.CUT); }

    @Test void t4DiamondIsNeutralAndEveryFirstMoveWins() {
        assertThat(cls(T4)).isEqualTo(PositionClass.FIRST);
        ShannonState s = ShannonRules.INSTANCE.newGame(T4);
        for (int e = 0; e < T4.edgeCount(); e++) assertThat(Lehman.classify(s.play(e))).as("after e%d", e).isEqualTo(PositionClass.SHORT);
    }

    @Test void t5ParallelEdgesAreShortGame() {
        assertThat(cls(T5)).isEqualTo(PositionClass.SHORT);
        assertThat(new Minimax(T5).classify(ShannonRules.INSTANCE.newGame(T5, Side.CUT))).isEqualTo(PositionClass.SHORT);
    }

    @ParameterizedTest @ValueSource(ints = {2, 3, 4, 5, 6})
    void bridgItBoardsAreNeutral(int k) {
        Board b = GaleBoards.bridgIt(k);
        assertThat(b.vertexCount()).isEqualTo(k * (k - 1) + 2);
        assertThat(b.edgeCount()).isEqualTo(k * k + (k - 1) * (k - 1));
        assertThat(b.edgeCount() + 1).isEqualTo(2 * (b.vertexCount() - 1));
        Lehman.Verdict v = Lehman.verdict(ShannonRules.INSTANCE.newGame(b));
        assertThat(v.positionClass()).isEqualTo(PositionClass.FIRST);
        // G + AB splits into exactly two spanning trees: every edge is used, each tree has V-1 edges with the phantom
        Lehman.Trees t = v.trees().orElseThrow();
        assertThat(t.first().size() + t.second().size()).isEqualTo(b.edgeCount());
    }

    @Test void e1ThesisMoveWastesTempoAndPerfectPlayerWins() {
        ShannonState s = ShannonRules.INSTANCE.newGame(E1);
        assertThat(cls(E1)).isEqualTo(PositionClass.FIRST);
        for (int e = 0; e < E1.edgeCount(); e++) assertThat(Lehman.classify(s.play(e))).isEqualTo(PositionClass.SHORT);
        s = s.play(0).play(5); // Short marks (0,2), Cut deletes (2,4)
        assertThat(s.toMove()).isEqualTo(Side.SHORT);
        assertThat(ThesisHeuristic.move(s)).isEqualTo(1); // (0,3)
        assertThat(Lehman.classify(s.play(1))).isNotEqualTo(PositionClass.SHORT); // Cut, to move, now wins
        int perfect = PerfectStrategy.decide(s).move();
        assertThat(perfect).isIn(2, 3, 6); // (1,3), (1,4), (3,4)
        Set<Integer> winning = new java.util.HashSet<>();
        for (int e : s.freeEdges()) if (Lehman.classify(s.play(e)) == PositionClass.SHORT) winning.add(e);
        assertThat(winning).containsExactlyInAnyOrder(2, 3, 6);
    }

    @Test void e2ThesisCutterMissesTheWin() {
        ShannonState s = ShannonRules.INSTANCE.newGame(E2);
        assertThat(cls(E2)).isEqualTo(PositionClass.CUT);
        s = s.play(0); // Short marks (0,1)
        assertThat(ThesisHeuristic.move(s)).isEqualTo(2); // (1,2) loses
        assertThat(Lehman.classify(s.play(2).withToMove(Side.SHORT))).isNotEqualTo(PositionClass.CUT);
        Set<Integer> winning = new java.util.HashSet<>();
        for (int e : s.freeEdges()) if (Lehman.classify(s.play(e)) == PositionClass.CUT) winning.add(e);
        assertThat(winning).containsExactlyInAnyOrder(1, 3, 4, 6, 7); // (0,3) (1,3) (1,4) (3,4) (4,5)
        assertThat(winning).contains(PerfectStrategy.decide(s).move());
    }

    @Test void e3CutAndPathShareThreeEdgesAndTheFirstIsPlayed() {
        Board.Builder b = Board.builder("E3");
        for (int i = 0; i < 10; i++) b.vertex(i, 0);
        int[][] doubled = {{0, 1}, {1, 2}, {2, 5}, {0, 3}, {3, 4}, {4, 5}};
        for (int[] d : doubled) { b.edge(d[0], d[1]); b.edge(d[0], d[1]); }
        int first = b.edge(0, 6);
        int[][] single = {{5, 6}, {5, 9}, {6, 7}, {7, 9}, {6, 8}, {8, 9}};
        for (int[] d : single) b.edge(d[0], d[1]);
        Board e3 = b.a(0).b(9).build();
        ShannonState s = ShannonRules.INSTANCE.newGame(e3);
        ThesisHeuristic.Result r = ThesisHeuristic.analyse(s);
        assertThat(r.flow()).isEqualTo(3);
        assertThat(r.minCut()).hasSize(3);
        long shared = r.shortestPath().stream().filter(r.minCut()::contains).count();
        assertThat(shared).isEqualTo(3);
        assertThat(r.move()).isEqualTo(first);
        assertThat(r.shortestPath()).hasSize(3);
    }

    @Test void perfectShortWinsNeutralBridgItAgainstEveryCut() {
        for (int k = 2; k <= 3; k++) {
            Board b = GaleBoards.bridgIt(k);
            assertThat(PerfectPlayTest.shortWinsAgainstAllReplies(ShannonRules.INSTANCE.newGame(b), new java.util.HashMap<>(), 12))
                    .as("Bridg-It %d", k).isTrue();
        }
    }

    @Test void perfectShortWinsBridgItUpToFiveAgainstRandomThesisAndPerfectCut() {
        for (int k = 2; k <= 5; k++) {
            ShannonState start = ShannonRules.INSTANCE.newGame(GaleBoards.bridgIt(k));
            for (Level cutLevel : Level.values()) {
                for (long seed = 0; seed < (cutLevel == Level.EASY ? 20 : 1); seed++) {
                    Side w = Match.play(start, new PerfectPlayer(), ShannonPlayer.of(cutLevel), new arcade.api.session.Rng(seed)).winner();
                    assertThat(w).as("Bridg-It %d against %s Cut, seed %d", k, cutLevel, seed).isEqualTo(Side.SHORT);
                }
            }
            // moving second on the neutral board, the perfect Short loses to the perfect Cut
            Side w = Match.play(start.withToMove(Side.CUT), new PerfectPlayer(), new PerfectPlayer(), new arcade.api.session.Rng(1)).winner();
            assertThat(w).isEqualTo(Side.CUT);
        }
    }

    @Test void perfectCutNeverLosesCutGames() {
        for (Board b : List.of(T2, T3, E2)) {
            for (Side first : Side.values()) {
                for (Level shortLevel : Level.values()) {
                    Side w = Match.play(ShannonRules.INSTANCE.newGame(b, first), ShannonPlayer.of(shortLevel), new PerfectPlayer(), new arcade.api.session.Rng(7)).winner();
                    assertThat(w).isEqualTo(Side.CUT);
                }
            }
        }
    }

    static List<Integer> list(int... xs) { return java.util.Arrays.stream(xs).boxed().toList(); }
}
