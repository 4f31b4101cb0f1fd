package arcade.games.minesweeper.model;

import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.api.model.Preset;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Board size, mine count, first-click rule and whether the board must need no guessing. Text form
 * {@code WxH-M-rule[-ng]}, e.g. {@code 9x9-10-zero} or {@code 30x16-99-zero-ng}; the rule may be left
 * out ({@code 9x9-10} means zero).
 */
public record MinesParams(int width, int height, int mines, FirstClick firstClick, boolean noGuess) {
    public static final int MIN_SIDE = 5, MAX_SIDE = 100;
    /** No-guess boards keep to this mine density: denser boards almost never solve without a guess. */
    public static final double NO_GUESS_MAX_DENSITY = 0.25;

    public MinesParams(int width, int height, int mines, FirstClick firstClick) { this(width, height, mines, firstClick, false); }

    public static final MinesParams BEGINNER = new MinesParams(9, 9, 10, FirstClick.ZERO);
    public static final MinesParams INTERMEDIATE = new MinesParams(16, 16, 40, FirstClick.ZERO);
    public static final MinesParams EXPERT = new MinesParams(30, 16, 99, FirstClick.ZERO);
    public static final MinesParams BEGINNER8 = new MinesParams(8, 8, 10, FirstClick.ZERO);

    public static final List<Preset> PRESETS = List.of(
            new Preset("beginner", "Beginner 9×9, 10 mines", BEGINNER.text()),
            new Preset("intermediate", "Intermediate 16×16, 40 mines", INTERMEDIATE.text()),
            new Preset("expert", "Expert 30×16, 99 mines", EXPERT.text()),
            new Preset("beginner8", "Small 8×8, 10 mines", BEGINNER8.text()),
            new Preset("beginner-ng", "Beginner, no guessing", BEGINNER.withNoGuess(true).text()),
            new Preset("intermediate-ng", "Intermediate, no guessing", INTERMEDIATE.withNoGuess(true).text()),
            new Preset("expert-ng", "Expert, no guessing", EXPERT.withNoGuess(true).text()));

    public int cells() { return width * height; }

    public String text() { return width + "x" + height + "-" + mines + "-" + firstClick.text() + (noGuess ? "-ng" : ""); }

    public MinesParams withFirstClick(FirstClick rule) { return new MinesParams(width, height, mines, rule, noGuess); }

    public MinesParams withNoGuess(boolean on) { return new MinesParams(width, height, mines, firstClick, on); }

    /** The preset with this id ({@code beginner}, ...), or null. */
    public static MinesParams preset(String id) {
        for (Preset p : PRESETS) if (p.id().equals(id)) return CODEC.parse(p.params());
        return null;
    }

    private static final Pattern TEXT = Pattern.compile("(\\d{1,4})x(\\d{1,4})-(\\d{1,6})((?:-[a-z]+){0,2})");

    public static final Params<MinesParams> CODEC = new Params<>() {
        @Override public MinesParams parse(String text) {
            if (text == null || text.isBlank()) throw new ParamsException("no board given: write it like 9x9-10-zero (width x height - mines - first-click rule)");
            Matcher m = TEXT.matcher(text.trim().toLowerCase(Locale.ROOT));
            if (!m.matches()) throw new ParamsException("'" + text + "' is not a board: write it like 9x9-10-zero (width x height - mines - first-click rule)");
            FirstClick rule = null;
            boolean noGuess = false;
            for (String word : m.group(4).isEmpty() ? new String[0] : m.group(4).substring(1).split("-")) {
                if (word.equals("ng") && !noGuess) { noGuess = true; continue; }
                if (noGuess || rule != null) throw new ParamsException("'" + text + "' is not a board: write it like 9x9-10-zero or 9x9-10-zero-ng (ng: no guessing needed)");
                rule = switch (word) {
                    case "zero" -> FirstClick.ZERO;
                    case "safe" -> FirstClick.SAFE;
                    case "none" -> FirstClick.NONE;
                    default -> throw new ParamsException("the first-click rule must be zero, safe or none, not '" + word + "'");
                };
            }
            return new MinesParams(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                    rule == null ? FirstClick.ZERO : rule, noGuess);
        }

        @Override public String format(MinesParams p) { return p.text(); }

        @Override public void validate(MinesParams p) {
            if (p.width() < MIN_SIDE || p.width() > MAX_SIDE)
                throw new ParamsException("the width must be from " + MIN_SIDE + " to " + MAX_SIDE + ", not " + p.width());
            if (p.height() < MIN_SIDE || p.height() > MAX_SIDE)
                throw new ParamsException("the height must be from " + MIN_SIDE + " to " + MAX_SIDE + ", not " + p.height());
            int max = p.cells() - 9;
            if (p.mines() < 1 || p.mines() > max)
                throw new ParamsException("a " + p.width() + "×" + p.height() + " board takes from 1 to " + max + " mines, not " + p.mines());
            if (p.noGuess() && p.firstClick() != FirstClick.ZERO)
                throw new ParamsException("a board without guessing needs the first click to open an area (rule zero)");
            int dense = (int) (p.cells() * NO_GUESS_MAX_DENSITY);
            if (p.noGuess() && p.mines() > dense)
                throw new ParamsException("a " + p.width() + "×" + p.height() + " board without guessing takes at most " + dense + " mines, not " + p.mines());
        }

        @Override public String describe(MinesParams p) {
            return p.width() + "×" + p.height() + ", " + p.mines() + (p.mines() == 1 ? " mine" : " mines") + ", " + p.firstClick().words()
                    + (p.noGuess() ? ", no guessing needed" : "");
        }
    };
}
