package arcade.games.capuzzle.generator;

/** Where the generator's clauses go: the solver, or a DIMACS file for any other solver to compare. */
interface ClauseSink {
    /** Adds a clause of DIMACS literals (v or −v); false once the clauses are known to be unsatisfiable. */
    boolean addClause(int... literals);
}
