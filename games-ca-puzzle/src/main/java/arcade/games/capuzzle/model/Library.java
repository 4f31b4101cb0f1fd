package arcade.games.capuzzle.model;

import arcade.games.capuzzle.automaton.Automaton;
import arcade.games.capuzzle.automaton.AutomatonFormat;
import arcade.games.capuzzle.automaton.AutomatonFormatException;
import arcade.games.capuzzle.automaton.Kind;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The bundled automata: Wolfram's elementary rules named in the thesis, the
 * "mathematical" rules with 3–10 states as common and totalistic automata, and picture puzzles
 * made by the generator (shipped as .pcell files). Any elementary rule is also available as
 * {@code ruleN}.
 */
public final class Library {
    private static final int[] ELEMENTARY = {30, 90, 110, 126, 150, 184, 94, 137};
    private static final String[] PICTURES = {"heart.pcell", "diamond.pcell"};
    private static volatile List<LibraryEntry> all;

    private Library() {}

    public static List<LibraryEntry> all() {
        List<LibraryEntry> a = all;
        if (a == null) all = a = Collections.unmodifiableList(build());
        return a;
    }

    public static Optional<LibraryEntry> find(String id) {
        for (LibraryEntry e : all()) if (e.id().equals(id)) return Optional.of(e);
        if (id.matches("rule\\d{1,3}")) {
            int n = Integer.parseInt(id.substring(4));
            if (n <= 255) return Optional.of(elementary(n));
        }
        return Optional.empty();
    }

    private static LibraryEntry elementary(int n) {
        return new LibraryEntry("rule" + n, "Rule " + n, Automaton.wolfram(n, ElementaryNotes.describe(n)));
    }

    private static List<LibraryEntry> build() {
        List<LibraryEntry> out = new ArrayList<>();
        for (int n : ELEMENTARY) out.add(elementary(n));
        out.add(new LibraryEntry("sum3", "Sum mod 3", Automaton.of(Kind.TOTALISTIC, 3, (l, c, r) -> (l + c + r) % 3,
                "Totalistic, 3 states: the new state is the sum of the three states, modulo 3.")));
        out.add(new LibraryEntry("median3", "Median of 3", Automaton.of(Kind.TOTALISTIC, 3, (l, c, r) -> c,
                "Totalistic, 3 states: the new state is the median of the three states (the middle one after sorting).")));
        out.add(new LibraryEntry("max4", "Maximum of 4", Automaton.of(Kind.TOTALISTIC, 4, (l, c, r) -> (Math.max(l, Math.max(c, r)) + 1) % 4,
                "Totalistic, 4 states: the largest of the three states, plus one, wrapping from 3 to 0.")));
        out.add(new LibraryEntry("diff4", "Difference of 4", Automaton.of(Kind.COMMON, 4, (l, c, r) -> Math.abs(l - r),
                "4 states: the new state is the distance between the left and the right neighbour, |left − right|; the centre does not count.")));
        out.add(new LibraryEntry("weighted5", "Weighted sum of 5", Automaton.of(Kind.COMMON, 5, (l, c, r) -> (l + 2 * c + 3 * r) % 5,
                "5 states: left + 2·centre + 3·right, modulo 5.")));
        out.add(new LibraryEntry("sum6", "Sum mod 6", Automaton.of(Kind.TOTALISTIC, 6, (l, c, r) -> (l + c + r) % 6,
                "Totalistic, 6 states: the sum of the three states, modulo 6.")));
        out.add(new LibraryEntry("median7", "Median plus one of 7", Automaton.of(Kind.TOTALISTIC, 7, (l, c, r) -> (c + 1) % 7,
                "Totalistic, 7 states: the median of the three states plus one, wrapping from 6 to 0.")));
        out.add(new LibraryEntry("diff10", "Difference of 10", Automaton.of(Kind.COMMON, 10, (l, c, r) -> (l - r + 10) % 10,
                "10 states: left − right, modulo 10. The rules overview has all 1000 rules.")));
        out.add(new LibraryEntry("poly10", "Product plus right of 10", Automaton.of(Kind.COMMON, 10, (l, c, r) -> (l * c + r) % 10,
                "10 states: left × centre + right, modulo 10. Multiplying by an even centre loses information, so rows are harder to trace back.")));
        out.add(new LibraryEntry("sum10", "Sum mod 10", Automaton.of(Kind.TOTALISTIC, 10, (l, c, r) -> (l + c + r) % 10,
                "Totalistic, 10 states: the last digit of the sum of the three states.")));
        for (String file : PICTURES) pictureEntry(file).ifPresent(out::add);
        return out;
    }

    private static Optional<LibraryEntry> pictureEntry(String file) {
        try (InputStream in = Library.class.getResourceAsStream(file)) {
            if (in == null) return Optional.empty();
            Automaton a = AutomatonFormat.parse(file, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            String base = file.substring(0, file.indexOf('.'));
            return Optional.of(new LibraryEntry("pic" + base, "Picture: " + base, a));
        } catch (IOException | AutomatonFormatException e) {
            throw new IllegalStateException("the bundled picture " + file + " is damaged: " + e.getMessage());
        }
    }
}
