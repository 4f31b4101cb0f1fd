package arcade.games.capuzzle.view.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How the game colours the states. The automaton's own colours may be hard to tell apart for
 * colour-blind players, so two replacements are offered for play (the editor always shows and
 * saves the file's own): the Okabe–Ito palette, chosen to stay distinct under the common kinds of
 * colour blindness, and evenly spaced greys (best with letters or numbers on).
 */
public enum StateColours {
    AUTOMATON("The automaton's own"),
    COLOUR_BLIND("Colour-blind safe (Okabe–Ito)"),
    GREYS("Shades of grey");

    /** White and black first (Wolfram's two states), then Okabe and Ito's seven hues and a grey. */
    public static final List<String> OKABE_ITO = List.of("#FFFFFF", "#000000", "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2",
            "#D55E00", "#CC79A7", "#999999");

    private final String label;

    StateColours(String label) { this.label = label; }

    @Override public String toString() { return label; }

    /** The colours shown for an automaton whose file gives {@code own}. */
    public List<String> apply(List<String> own) {
        int n = own.size();
        return switch (this) {
            case AUTOMATON -> own;
            case COLOUR_BLIND -> OKABE_ITO.subList(0, n);
            case GREYS -> {
                List<String> out = new ArrayList<>();
                for (int v = 0; v < n; v++) {
                    int level = (int) Math.round(255 * (1 - (double) v / (n - 1)));
                    out.add(String.format(Locale.ROOT, "#%02X%02X%02X", level, level, level));
                }
                yield out;
            }
        };
    }
}
