package arcade.games.capuzzle.generator;

import java.util.ArrayList;
import java.util.List;

/** Collects clauses as they are given and writes them in the DIMACS CNF format that SAT solvers read. */
final class DimacsWriter implements ClauseSink {
    private final List<int[]> clauses = new ArrayList<>();
    private final List<String> comments = new ArrayList<>();
    private final int variables;

    DimacsWriter(int variables) { this.variables = variables; }

    @Override public boolean addClause(int... literals) {
        clauses.add(literals.clone());
        return true;
    }

    void comment(String line) { comments.add(line); }

    String text() {
        StringBuilder sb = new StringBuilder();
        for (String c : comments) sb.append("c ").append(c).append('\n');
        sb.append("p cnf ").append(variables).append(' ').append(clauses.size()).append('\n');
        for (int[] c : clauses) {
            for (int l : c) sb.append(l).append(' ');
            sb.append("0\n");
        }
        return sb.toString();
    }
}
