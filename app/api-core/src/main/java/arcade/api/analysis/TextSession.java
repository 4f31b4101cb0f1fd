package arcade.api.analysis;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameRules;
import arcade.api.model.NodeKind;
import arcade.api.model.Outcome;
import arcade.api.session.Rng;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A play loop on text streams, the thesis's {@code Hrej}: print the state, list the legal moves
 * numbered and with their stable labels, read a choice (label, number, or {@code #number}), apply it, until the
 * game ends. A chance state offers the experiment as one more option, drawn with a seeded
 * {@link Rng}. Useful as a headless debugging harness for any game; {@code quit} stops early.
 */
public final class TextSession<S, M> {

    /** One numbered choice: a move with its label, or the experiment of a chance state. */
    public record Option<M>(int number, String label, Optional<M> move) {
        public boolean isChance() { return move.isEmpty(); }
    }

    /** How a session ended: the last state, its outcome if terminal, the steps taken, whether the player quit. */
    public record Result<S>(S finalState, Optional<Outcome> outcome, int steps, boolean quit) {}

    private final GameRules<S, M> rules;
    private final Function<S, String> render;
    private final Rng rng;

    /**
     * @param render how a state is printed (e.g. a small board drawing)
     * @param rng    draws chance outcomes
     */
    public TextSession(GameRules<S, M> rules, Function<S, String> render, Rng rng) {
        this.rules = Objects.requireNonNull(rules, "rules");
        this.render = Objects.requireNonNull(render, "render");
        this.rng = Objects.requireNonNull(rng, "rng");
    }

    public TextSession(GameRules<S, M> rules, long seed) { this(rules, String::valueOf, new Rng(seed)); }

    /**
     * The numbered choices of a state, moves in the rules' order then the experiment.
     *
     * @throws IllegalStateException if two legal moves share a label (labels must tell moves apart)
     */
    public List<Option<M>> options(S state) {
        List<Option<M>> options = new ArrayList<>();
        NodeKind kind = rules.kind(state);
        Set<String> labels = new HashSet<>();
        if (kind.hasMoves()) {
            for (M m : rules.legalMoves(state)) {
                String label = rules.formatMove(m);
                if (!labels.add(label)) throw new IllegalStateException("two legal moves are labelled '" + label + "' in " + state);
                options.add(new Option<>(options.size() + 1, label, Optional.of(m)));
            }
        }
        if (kind.hasChance()) {
            List<ChanceOutcome<S>> outcomes = rules.chanceOutcomes(state);
            String events = outcomes.isEmpty() ? "" : outcomes.stream()
                    .map(o -> o.event() + " " + String.format(Locale.ROOT, "%.4g", o.probability())).collect(Collectors.joining(", ", ": ", ""));
            options.add(new Option<>(options.size() + 1, "(chance" + events + ")", Optional.empty()));
        }
        return options;
    }

    /** Plays from {@code start}, reading choices from {@code in} and writing to {@code out}, until the end, quit or end of input. */
    public Result<S> play(S start, Reader in, PrintWriter out) {
        BufferedReader reader = in instanceof BufferedReader b ? b : new BufferedReader(in);
        S s = start;
        int steps = 0;
        try {
            while (true) {
                out.println(render.apply(s));
                Optional<Outcome> outcome = rules.outcome(s);
                if (outcome.isPresent()) {
                    out.println("Game over: " + outcome.get());
                    out.flush();
                    return new Result<>(s, outcome, steps, false);
                }
                List<Option<M>> options = options(s);
                if (options.isEmpty()) {
                    out.println("No legal move for " + rules.toMove(s) + ": the game is stuck (not totally defined).");
                    out.flush();
                    return new Result<>(s, Optional.empty(), steps, false);
                }
                out.println(rules.toMove(s) + " to move:");
                for (Option<M> o : options) out.println("  " + o.number() + ") " + o.label());
                Option<M> chosen = null;
                while (chosen == null) {
                    out.print("> ");
                    out.flush();
                    String line = reader.readLine();
                    if (line == null || line.trim().equalsIgnoreCase("quit")) {
                        out.println();
                        out.flush();
                        return new Result<>(s, Optional.empty(), steps, true);
                    }
                    chosen = choose(options, line.trim());
                    if (chosen == null) out.println("Unknown choice '" + line.trim() + "': type a move label, a number 1-" + options.size() + " (#n if labels are numbers), or quit.");
                }
                if (chosen.isChance()) {
                    S before = s;
                    s = rules.sampleChance(s, rng);
                    S after = s;
                    String event = rules.chanceOutcomes(before).stream().filter(o -> o.next().equals(after)).map(ChanceOutcome::event).findFirst().orElse("drawn");
                    out.println("Chance: " + event);
                } else {
                    s = rules.apply(s, chosen.move().orElseThrow());
                }
                steps++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A label wins over a number (labels may be digits, e.g. cells); {@code #n} always means option n. */
    private Option<M> choose(List<Option<M>> options, String text) {
        boolean numbered = text.startsWith("#");
        if (!numbered) for (Option<M> o : options) if (!o.isChance() && o.label().equals(text)) return o;
        try {
            int n = Integer.parseInt(numbered ? text.substring(1) : text);
            if (n >= 1 && n <= options.size()) return options.get(n - 1);
        } catch (NumberFormatException ignored) {
            // not a number: not a choice either
        }
        return null;
    }
}
