package arcade.api.testing;

/**
 * The toy stochastic automaton of THESIS.md §8.3. In {@code c0} (chance, ω = A) A flips a fair coin:
 * heads → {@code WA} (A wins), tails → {@code c1}. In {@code c1} (D∩N, ω = B) B either plays
 * {@code stop} → {@code Dr} (draw) or flips: heads → {@code WB} (B wins), tails → {@code Dr}.
 */
public final class CoinGame {
    private CoinGame() {}

    public static TableGame rules() {
        return TableGame.builder("A", "B")
                .state("c0", "A").chance("c0", "heads", 0.5, "WA").chance("c0", "tails", 0.5, "c1")
                .state("c1", "B").move("c1", "stop", "Dr").chance("c1", "heads", 0.5, "WB").chance("c1", "tails", 0.5, "Dr")
                .terminal("WA", "A").terminal("WB", "B").terminal("Dr", null)
                .build("c0");
    }
}
