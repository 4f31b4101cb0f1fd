package arcade.api.testing;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A small game automaton written out as a table: named states, labelled moves, chance events with
 * probabilities, and terminal states with their outcome. States and moves are plain strings.
 * Used for the toy automata of the spec (coin game, defect fixtures). The kind of a state follows
 * from what leaves it: moves → D, chance → N, both → D∩N; a non-terminal state with neither is a
 * dead end (reported as a decision state without moves, which is exactly the defect to find).
 */
public final class TableGame implements GameRules<String, String> {

    private record Row(PlayerId player, Map<String, String> moves, List<ChanceOutcome<String>> chance, Outcome outcome) {}

    private final List<PlayerId> players;
    private final Map<String, Row> rows;
    private final Set<String> allLabels;
    private final String initial;

    private TableGame(List<PlayerId> players, Map<String, Row> rows, String initial) {
        this.players = List.copyOf(players);
        this.rows = rows;
        this.initial = initial;
        Set<String> labels = new LinkedHashSet<>();
        for (Row r : rows.values()) labels.addAll(r.moves().keySet());
        this.allLabels = labels;
    }

    public static Builder builder(String... players) { return new Builder(players); }

    /** The initial state s. */
    public String initial() { return initial; }

    @Override public List<PlayerId> players() { return players; }

    @Override public PlayerId toMove(String s) { return row(s).player(); }

    @Override public NodeKind kind(String s) {
        Row r = row(s);
        if (r.outcome() != null) return NodeKind.TERMINAL;
        boolean moves = !r.moves().isEmpty(), chance = !r.chance().isEmpty();
        return moves && chance ? NodeKind.DECISION_OR_CHANCE : chance ? NodeKind.CHANCE : NodeKind.DECISION;
    }

    @Override public List<String> legalMoves(String s) { return List.copyOf(row(s).moves().keySet()); }

    @Override public String apply(String s, String move) {
        String next = row(s).moves().get(move);
        if (next == null) throw new IllegalMoveException("move '" + move + "' is not defined in state " + s);
        return next;
    }

    @Override public List<ChanceOutcome<String>> chanceOutcomes(String s) { return row(s).chance(); }

    @Override public Optional<Outcome> outcome(String s) { return Optional.ofNullable(row(s).outcome()); }

    @Override public String formatMove(String move) { return move; }

    @Override public String parseMove(String s, String text) {
        if (!allLabels.contains(text)) throw new MoveFormatException("unknown move '" + text + "'");
        return text;
    }

    private Row row(String s) {
        Row r = rows.get(s);
        if (r == null) throw new IllegalArgumentException("unknown state " + s);
        return r;
    }

    /** Describes the table; states are created on first mention. */
    public static final class Builder {
        private final List<PlayerId> players = new ArrayList<>();
        private final Map<String, PlayerId> player = new LinkedHashMap<>();
        private final Map<String, Map<String, String>> moves = new LinkedHashMap<>();
        private final Map<String, List<ChanceOutcome<String>>> chance = new LinkedHashMap<>();
        private final Map<String, Outcome> outcomes = new LinkedHashMap<>();

        private Builder(String... names) {
            for (String n : names) players.add(new PlayerId(n));
        }

        /** A non-terminal state whose ω is {@code playerName}. */
        public Builder state(String name, String playerName) {
            PlayerId p = new PlayerId(playerName);
            if (!players.contains(p)) throw new IllegalArgumentException("unknown player " + playerName);
            player.put(name, p);
            return this;
        }

        public Builder move(String from, String label, String to) {
            moves.computeIfAbsent(from, k -> new LinkedHashMap<>()).put(label, to);
            return this;
        }

        public Builder chance(String from, String event, double probability, String to) {
            chance.computeIfAbsent(from, k -> new ArrayList<>()).add(new ChanceOutcome<>(event, probability, to));
            return this;
        }

        /** A terminal state won by {@code winner}, or a draw when {@code winner} is null. */
        public Builder terminal(String name, String winner) {
            outcomes.put(name, winner == null ? Outcome.draw() : Outcome.win(new PlayerId(winner)));
            return this;
        }

        public TableGame build(String initial) {
            Set<String> names = new LinkedHashSet<>(player.keySet());
            names.addAll(outcomes.keySet());
            moves.forEach((from, m) -> { names.add(from); names.addAll(m.values()); });
            chance.forEach((from, c) -> { names.add(from); c.forEach(o -> names.add(o.next())); });
            Map<String, Row> rows = new LinkedHashMap<>();
            for (String n : names) {
                Outcome o = outcomes.get(n);
                PlayerId p = player.getOrDefault(n, players.get(0));
                if (o == null && !player.containsKey(n)) throw new IllegalArgumentException("state " + n + " has no player to move");
                Map<String, String> m = moves.containsKey(n)
                        ? java.util.Collections.unmodifiableMap(new LinkedHashMap<>(moves.get(n))) : Map.of();
                rows.put(n, new Row(p, m, List.copyOf(chance.getOrDefault(n, List.of())), o));
            }
            if (!rows.containsKey(Objects.requireNonNull(initial))) throw new IllegalArgumentException("unknown initial state " + initial);
            return new TableGame(players, rows, initial);
        }
    }
}
