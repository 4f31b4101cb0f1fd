package arcade.api.testing;

/** The broken games of THESIS.md §8.4 that the property checker must flag. */
public final class DefectGames {
    private DefectGames() {}

    /** Not terminating: {@code a --pass--> b --pass--> a}, plus {@code a --win--> W} (A wins). */
    public static TableGame passCycle() {
        return TableGame.builder("A", "B")
                .state("a", "A").move("a", "pass", "b").move("a", "win", "W")
                .state("b", "B").move("b", "pass", "a")
                .terminal("W", "A")
                .build("a");
    }

    /** Not totally defined: from {@code s}, the move {@code go} reaches {@code x}, where B has no move. */
    public static TableGame deadEnd() {
        return TableGame.builder("A", "B")
                .state("s", "A").move("s", "go", "x").move("s", "win", "WA")
                .state("x", "B")
                .terminal("WA", "A")
                .build("s");
    }

    /**
     * Strongly winning: A's {@code extra} move keeps A on move, and A then wins without B ever
     * moving. B can also win, after A passes.
     */
    public static TableGame extraTurn() {
        return TableGame.builder("A", "B")
                .state("s", "A").move("s", "extra", "t").move("s", "pass", "u")
                .state("t", "A").move("t", "win", "WA")
                .state("u", "B").move("u", "win", "WB").move("u", "pass", "v")
                .state("v", "A").move("v", "win", "WA2")
                .terminal("WA", "A").terminal("WB", "B").terminal("WA2", "A")
                .build("s");
    }
}
