package arcade.games.shannon.model;

import arcade.api.model.PlayerId;

/** The two players: Short (the thesis's Shorter) marks edges, Cut (Cutter) deletes them. */
public enum Side {
    SHORT(new PlayerId("short")),
    CUT(new PlayerId("cut"));

    private final PlayerId player;

    Side(PlayerId player) { this.player = player; }

    /** The player id used by the rules and in outcomes: {@code short} or {@code cut}. */
    public PlayerId player() { return player; }

    public Side other() { return this == SHORT ? CUT : SHORT; }

    /** The side's name as players read it: {@code Short} / {@code Cut}. */
    public String label() { return this == SHORT ? "Short" : "Cut"; }

    /** Lower-case name used in files and tool output: {@code short} / {@code cut}. */
    public String id() { return player.id(); }

    /** The side whose player id is {@code p}. */
    public static Side of(PlayerId p) {
        for (Side s : values()) if (s.player.equals(p)) return s;
        throw new IllegalArgumentException("not a Shannon player: " + p);
    }

    /** Parses {@code short}/{@code cut} (any case). */
    public static Side parse(String text) {
        for (Side s : values()) if (s.id().equalsIgnoreCase(text)) return s;
        throw new IllegalArgumentException("side must be 'short' or 'cut', got '" + text + "'");
    }
}
