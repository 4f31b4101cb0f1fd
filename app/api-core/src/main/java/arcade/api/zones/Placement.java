package arcade.api.zones;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The placement of tokens into zones of the thesis's game system (THESIS.md §6): every token
 * is in exactly one zone (ρ : T → Z is total and single-valued), zones are disjoint, and each
 * zone is an ordered pile whose head is the top. Immutable: every operation returns a new
 * placement and keeps the invariant. Source zones, discard zones and marker tokens used as
 * memory are ordinary zones and tokens.
 *
 * @param <Z> zone type (e.g. {@link ZoneId} or a game's enum)
 * @param <T> token type (e.g. {@link TokenId} or a card record)
 */
public final class Placement<Z, T> {
    private final Map<Z, List<T>> piles;
    private final Map<T, Z> where;

    private Placement(Map<Z, List<T>> piles, Map<T, Z> where) {
        this.piles = piles;
        this.where = where;
    }

    /**
     * A placement from piles (top first). Zones may be empty.
     *
     * @throws IllegalArgumentException if a token lies in two zones or twice in one zone
     */
    public static <Z, T> Placement<Z, T> of(Map<Z, ? extends List<T>> piles) {
        Map<Z, List<T>> copy = new LinkedHashMap<>();
        Map<T, Z> where = new HashMap<>();
        for (Map.Entry<Z, ? extends List<T>> e : piles.entrySet()) {
            Z zone = Objects.requireNonNull(e.getKey(), "zone");
            for (T t : e.getValue()) {
                Objects.requireNonNull(t, "token");
                Z before = where.putIfAbsent(t, zone);
                if (before != null)
                    throw new IllegalArgumentException("token " + t + " is in " + (before.equals(zone) ? "zone " + zone + " twice" : "two zones: " + before + " and " + zone));
            }
            copy.put(zone, List.copyOf(e.getValue()));
        }
        return new Placement<>(Collections.unmodifiableMap(copy), Collections.unmodifiableMap(where));
    }

    /**
     * A placement that must hold exactly the given tokens: also rejects a token that lies in no zone
     * and a token that is not one of them.
     */
    public static <Z, T> Placement<Z, T> of(Map<Z, ? extends List<T>> piles, Collection<T> tokens) {
        Placement<Z, T> p = of(piles);
        Set<T> expected = new LinkedHashSet<>(tokens);
        if (expected.size() != tokens.size()) throw new IllegalArgumentException("the token list names a token twice");
        for (T t : expected) if (!p.where.containsKey(t)) throw new IllegalArgumentException("token " + t + " is in no zone");
        for (T t : p.where.keySet()) if (!expected.contains(t)) throw new IllegalArgumentException("token " + t + " is not a token of the game");
        return p;
    }

    /** Every zone, in the order given at creation. */
    public Set<Z> zones() { return piles.keySet(); }

    /** Every token. */
    public Set<T> tokens() { return where.keySet(); }

    public int tokenCount() { return where.size(); }

    /** ρ: the zone holding a token. */
    public Z zoneOf(T token) {
        Z z = where.get(token);
        if (z == null) throw new IllegalArgumentException("unknown token " + token);
        return z;
    }

    /** The tokens of a zone, top first. */
    public List<T> tokens(Z zone) { return pile(zone); }

    public Optional<T> top(Z zone) {
        List<T> p = pile(zone);
        return p.isEmpty() ? Optional.empty() : Optional.of(p.get(0));
    }

    public int size(Z zone) { return pile(zone).size(); }

    public boolean isEmpty(Z zone) { return pile(zone).isEmpty(); }

    /** Moves one token (wherever it lies in its zone) onto the top of {@code to}. */
    public Placement<Z, T> move(T token, Z to) {
        Z from = zoneOf(token);
        pile(to);
        Map<Z, List<T>> next = new LinkedHashMap<>(piles);
        List<T> source = new ArrayList<>(piles.get(from));
        source.remove(token);
        next.put(from, List.copyOf(source));
        List<T> target = new ArrayList<>(next.get(to));
        target.add(0, token);
        next.put(to, List.copyOf(target));
        return rebuilt(next);
    }

    /**
     * Moves the top {@code n} tokens of {@code from} onto {@code to} as one group that keeps its
     * order (a run of cards moved together).
     */
    public Placement<Z, T> moveTop(Z from, Z to, int n) {
        List<T> source = pile(from);
        pile(to);
        if (n < 0 || n > source.size()) throw new IllegalArgumentException("cannot move " + n + " tokens from " + from + ", which holds " + source.size());
        if (from.equals(to) || n == 0) return this;
        Map<Z, List<T>> next = new LinkedHashMap<>(piles);
        List<T> group = source.subList(0, n);
        List<T> target = new ArrayList<>(group);
        target.addAll(piles.get(to));
        next.put(to, List.copyOf(target));
        next.put(from, List.copyOf(source.subList(n, source.size())));
        return rebuilt(next);
    }

    /**
     * Turns the whole pile {@code from} over onto {@code to}: the former bottom token ends on top
     * (e.g. the waste turned back into the stock).
     */
    public Placement<Z, T> turnOver(Z from, Z to) {
        List<T> source = pile(from);
        pile(to);
        if (from.equals(to)) throw new IllegalArgumentException("cannot turn a zone over onto itself: " + from);
        Map<Z, List<T>> next = new LinkedHashMap<>(piles);
        List<T> target = new ArrayList<>(source);
        Collections.reverse(target);
        target.addAll(piles.get(to));
        next.put(to, List.copyOf(target));
        next.put(from, List.of());
        return rebuilt(next);
    }

    /**
     * Checks the invariant from scratch: every token in exactly one zone, and the index agreeing
     * with the piles. Operations keep it; this is for tests and for placements built by hand.
     *
     * @throws IllegalStateException naming the broken token
     */
    public void checkInvariant() {
        Map<T, Z> seen = new HashMap<>();
        for (Map.Entry<Z, List<T>> e : piles.entrySet())
            for (T t : e.getValue()) {
                Z before = seen.putIfAbsent(t, e.getKey());
                if (before != null) throw new IllegalStateException("token " + t + " is in " + before + " and in " + e.getKey());
                if (!e.getKey().equals(where.get(t))) throw new IllegalStateException("token " + t + " is indexed in " + where.get(t) + " but lies in " + e.getKey());
            }
        if (seen.size() != where.size()) throw new IllegalStateException("the index holds " + where.size() + " tokens but the zones " + seen.size());
    }

    private List<T> pile(Z zone) {
        List<T> p = piles.get(zone);
        if (p == null) throw new IllegalArgumentException("unknown zone " + zone);
        return p;
    }

    private Placement<Z, T> rebuilt(Map<Z, List<T>> next) {
        Map<T, Z> w = new HashMap<>(where.size() * 2);
        for (Map.Entry<Z, List<T>> e : next.entrySet()) for (T t : e.getValue()) w.put(t, e.getKey());
        return new Placement<>(Collections.unmodifiableMap(next), Collections.unmodifiableMap(w));
    }

    @Override public boolean equals(Object o) { return o instanceof Placement<?, ?> p && piles.equals(p.piles); }

    @Override public int hashCode() { return piles.hashCode(); }

    @Override public String toString() { return piles.toString(); }
}
