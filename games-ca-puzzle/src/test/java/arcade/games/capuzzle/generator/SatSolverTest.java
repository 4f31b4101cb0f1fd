package arcade.games.capuzzle.generator;

import arcade.api.session.Rng;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The clause-learning solver against brute force, and on a classic hard "no". */
class SatSolverTest {
    @Test void agreesWithBruteForceOnRandomThreeSat() {
        Rng rng = new Rng(5);
        int vars = 12, sat = 0;
        for (int instance = 0; instance < 200; instance++) {
            List<int[]> clauses = new ArrayList<>();
            int count = 40 + rng.nextInt(30);   // around the hardest ratio (4.3 clauses per variable)
            for (int c = 0; c < count; c++) {
                int[] cl = new int[3];
                for (int j = 0; j < 3; j++) cl[j] = (1 + rng.nextInt(vars)) * (rng.nextBoolean() ? 1 : -1);
                clauses.add(cl);
            }
            SatSolver s = new SatSolver(vars);
            for (int[] cl : clauses) s.addClause(cl);
            SatSolver.Result r = s.solve(() -> false);
            assertThat(r == SatSolver.Result.SAT).as("instance " + instance).isEqualTo(bruteForce(vars, clauses));
            if (r == SatSolver.Result.SAT) {
                sat++;
                for (int[] cl : clauses) assertThat(satisfied(cl, s::model)).as("the model satisfies every clause").isTrue();
            }
        }
        assertThat(sat).as("both answers occur").isBetween(20, 180);
    }

    @Test void sixPigeonsDoNotFitInFiveHoles() {
        int pigeons = 6, holes = 5;
        SatSolver s = new SatSolver(pigeons * holes);
        for (int p = 0; p < pigeons; p++) {
            int[] some = new int[holes];
            for (int h = 0; h < holes; h++) some[h] = p * holes + h + 1;
            s.addClause(some);
        }
        for (int h = 0; h < holes; h++) for (int p = 0; p < pigeons; p++) for (int q = p + 1; q < pigeons; q++)
            s.addClause(-(p * holes + h + 1), -(q * holes + h + 1));
        assertThat(s.solve(() -> false)).isEqualTo(SatSolver.Result.UNSAT);
        assertThat(s.conflicts()).isPositive();
    }

    @Test void aStopRequestEndsTheSearchUndecided() {
        int pigeons = 11, holes = 10;   // far too many conflicts to finish before the first poll
        SatSolver s = new SatSolver(pigeons * holes);
        for (int p = 0; p < pigeons; p++) {
            int[] some = new int[holes];
            for (int h = 0; h < holes; h++) some[h] = p * holes + h + 1;
            s.addClause(some);
        }
        for (int h = 0; h < holes; h++) for (int p = 0; p < pigeons; p++) for (int q = p + 1; q < pigeons; q++)
            s.addClause(-(p * holes + h + 1), -(q * holes + h + 1));
        assertThat(s.solve(() -> true)).isEqualTo(SatSolver.Result.UNKNOWN);
        assertThat(s.conflicts()).isLessThanOrEqualTo(256);
    }

    @Test void lubyRestartLengths() {
        long[] seq = new long[15];
        for (int i = 0; i < seq.length; i++) seq[i] = SatSolver.luby(i);
        assertThat(seq).containsExactly(1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8);
    }

    private static boolean bruteForce(int vars, List<int[]> clauses) {
        for (int bits = 0; bits < 1 << vars; bits++) {
            int b = bits;
            boolean all = true;
            for (int[] cl : clauses) if (!satisfied(cl, v -> (b >> (v - 1) & 1) == 1)) { all = false; break; }
            if (all) return true;
        }
        return false;
    }

    private static boolean satisfied(int[] clause, java.util.function.IntPredicate value) {
        for (int l : clause) if (value.test(Math.abs(l)) == l > 0) return true;
        return false;
    }
}
