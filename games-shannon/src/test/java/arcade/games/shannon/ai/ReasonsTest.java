package arcade.games.shannon.ai;

import arcade.api.session.Rng;
import arcade.games.shannon.model.Board;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The reasons given for a winning hint and for a lost win say only what minimax confirms, and their trees are real. */
class ReasonsTest {

    @Test void everyReasonAndItsProofHoldOnSmallGraphs() {
        Rng rng = new Rng(21);
        int wins = 0, losses = 0, answers = 0, treeProofs = 0;
        for (int g = 0; g < 50; g++) {
            Board b = RandomGraphs.next(rng, 6, 10);
            Minimax mm = new Minimax(b);
            ShannonState s = ShannonRules.INSTANCE.newGame(b, Side.values()[g % 2]);
            while (!s.isOver()) {
                Side me = s.toMove();
                if (mm.winner(s) == me) {
                    int w = PerfectStrategy.winningMove(s).orElseThrow();
                    Reasons.Reason r = Reasons.whyWins(s, w, e -> "L" + e);
                    wins++;
                    ShannonState after = s.play(w);
                    if (me == Side.SHORT && !after.isOver()) {
                        assertTwoTrees(after, r.proof());
                        treeProofs++;
                    }
                    if (!r.proof().cut().isEmpty()) assertThat(r.proof().cut()).contains(w);
                    for (int x : s.freeEdges()) {
                        if (mm.winner(s.play(x)) == me) continue;
                        Reasons.Reason lost = Reasons.whyLost(s, x, w, e -> "L" + e);
                        losses++;
                        assertThat(lost.text()).contains("L" + w);
                        ShannonState mistake = s.play(x);
                        int answer = lost.proof().answer();
                        if (answer >= 0) {
                            answers++;
                            assertThat(mistake.isFree(answer)).isTrue();
                            assertThat(lost.text()).contains("L" + answer);
                            // the answer ringed wins for the opponent
                            ShannonState answered = mistake.play(answer);
                            assertThat(answered.isOver() ? answered.winner().get() : mm.winner(answered)).isEqualTo(me.other());
                        }
                        if (me == Side.SHORT && !after.isOver()) assertTwoTrees(after, lost.proof());
                        else if (!lost.proof().tree1().isEmpty()) assertTwoTrees(answer >= 0 ? mistake.play(answer) : mistake, lost.proof());
                    }
                }
                int[] free = s.freeEdges();
                s = s.play(free[rng.nextInt(free.length)]);
            }
        }
        assertThat(wins).isGreaterThan(50);
        assertThat(losses).isGreaterThan(20);
        assertThat(answers).isGreaterThan(5);
        assertThat(treeProofs).isGreaterThan(10);
    }

    /** The proof's two trees are edge-disjoint free links of {@code q}, each joining A and B with the healed links. */
    private static void assertTwoTrees(ShannonState q, Reasons.Proof p) {
        assertThat(p.tree1()).isNotEmpty();
        assertThat(p.tree2()).isNotEmpty();
        Set<Integer> both = new HashSet<>(p.tree1());
        both.retainAll(p.tree2());
        assertThat(both).as("edge-disjoint").isEmpty();
        for (List<Integer> tree : List.of(p.tree1(), p.tree2())) {
            for (int e : tree) assertThat(q.isFree(e)).isTrue();
            assertThat(joins(q, tree)).as("tree joins A and B").isTrue();
        }
    }

    private static boolean joins(ShannonState q, List<Integer> tree) {
        Board b = q.board();
        int[] parent = new int[b.vertexCount()];
        for (int i = 0; i < parent.length; i++) parent[i] = i;
        for (int e = 0; e < b.edgeCount(); e++)
            if (q.isMarked(e) || tree.contains(e)) union(parent, b.edge(e).u(), b.edge(e).v());
        return find(parent, b.a()) == find(parent, b.b());
    }

    private static void union(int[] p, int a, int b) { p[find(p, a)] = find(p, b); }

    private static int find(int[] p, int x) {
        while (p[x] != x) x = p[x] = p[p[x]];
        return x;
    }
}
