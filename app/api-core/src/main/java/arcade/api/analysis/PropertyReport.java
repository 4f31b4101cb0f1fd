package arcade.api.analysis;

import arcade.api.model.Outcome;
import arcade.api.model.PlayerId;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/** All properties of one explored game, printable as a small table. */
public record PropertyReport<S>(int states, int terminalStates, int edges, int chanceEdges,
                                Map<Outcome, Integer> terminalsByOutcome,
                                Verdict<S> terminating, Verdict<S> totallyDefined, Verdict<S> stronglyWinning,
                                Verdict<S> weaklyWinning, Verdict<S> weaklyWinningGloss, Verdict<S> wellDefined,
                                Verdict<S> symmetric, Verdict<S> normalized,
                                PlayCount playsOrNull, OptionalInt longestPlay, Map<PlayerId, Integer> shortestWin) {

    public Optional<PlayCount> plays() { return Optional.ofNullable(playsOrNull); }

    public List<Verdict<S>> verdicts() {
        return List.of(terminating, totallyDefined, stronglyWinning, weaklyWinning, weaklyWinningGloss, wellDefined, symmetric, normalized);
    }

    @Override public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-28s %d%n", "states", states));
        sb.append(String.format("%-28s %d (%s)%n", "terminal states", terminalStates,
                terminalsByOutcome.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "))));
        sb.append(String.format("%-28s %d%n", "transitions", edges));
        if (chanceEdges > 0) sb.append(String.format("%-28s %d%n", "chance transitions", chanceEdges));
        sb.append(String.format("%-28s %s%n", "plays", plays().map(Object::toString).orElse("infinitely many (not terminating)")));
        longestPlay.ifPresent(l -> sb.append(String.format("%-28s %d%n", "longest play", l)));
        shortestWin.forEach((p, d) -> sb.append(String.format("%-28s %d%n", "shortest win of " + p, d)));
        for (Verdict<S> v : verdicts())
            sb.append(String.format("%-28s %s%s%n", v.property(), v.holds() ? "yes" : "no", v.detail().isEmpty() ? "" : "  — " + v.detail()));
        return sb.toString();
    }
}
