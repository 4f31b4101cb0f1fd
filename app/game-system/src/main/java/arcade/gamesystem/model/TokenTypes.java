package arcade.gamesystem.model;

import java.util.List;

/**
 * The token types of a compiled game: a kind (man, king, disc, seed…) and an owner (a player or
 * nobody). Every kind exists for every owner, so a token can change owner (a Reversi flip) or kind
 * (a man crowned) without leaving the table. Type numbers are {@code kind × (players + 1) + owner + 1}.
 */
public final class TokenTypes {
    private final List<String> kinds;
    private final List<String> players;
    private final int stride;

    TokenTypes(List<String> kinds, List<String> players) {
        this.kinds = List.copyOf(kinds);
        this.players = List.copyOf(players);
        this.stride = players.size() + 1;
    }

    public int count() { return kinds.size() * stride; }

    public List<String> kinds() { return kinds; }

    public int kindIndex(String kind) { return kinds.indexOf(kind); }

    /** The type of a kind (its number) owned by a player (-1: nobody). */
    public int of(int kind, int owner) { return kind * stride + owner + 1; }

    public int kind(int type) { return type / stride; }

    public int owner(int type) { return type % stride - 1; }

    public String kindName(int type) { return kinds.get(kind(type)); }

    /** The kind, and its owner if it has one: {@code mark-X}, {@code seed}. */
    public String name(int type) {
        int o = owner(type);
        return o < 0 ? kindName(type) : kindName(type) + "-" + players.get(o);
    }
}
