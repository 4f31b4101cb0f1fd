package arcade.games.solitaire.solver;

/** What a search found out about a position. */
public enum Verdict {
    WINNABLE, UNWINNABLE, UNKNOWN;

    public String word() { return name().toLowerCase(); }
}
