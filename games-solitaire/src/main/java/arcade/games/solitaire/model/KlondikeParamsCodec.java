package arcade.games.solitaire.model;

import arcade.api.model.Params;
import arcade.api.model.ParamsException;

/**
 * Params text: {@code draw1-3passes}, {@code draw3-unlimited}, {@code draw1-1pass}, with
 * {@code -vegas} or {@code -noscore} appended for the other scorings (standard is the default).
 */
public final class KlondikeParamsCodec implements Params<KlondikeParams> {

    @Override public KlondikeParams parse(String text) {
        if (text == null || text.isBlank()) throw new ParamsException("the rules are missing (e.g. draw1-3passes)");
        String[] parts = text.trim().toLowerCase().split("-");
        if (parts.length < 2 || parts.length > 3)
            throw new ParamsException("'" + text + "' does not name Klondike rules (e.g. draw1-3passes or draw3-unlimited)");
        int draw = switch (parts[0]) {
            case "draw1" -> 1;
            case "draw3" -> 3;
            default -> throw new ParamsException("cards are turned one or three at a time (draw1 or draw3), not '" + parts[0] + "'");
        };
        int passes = parsePasses(parts[1]);
        Scoring scoring = Scoring.STANDARD;
        if (parts.length == 3) scoring = switch (parts[2]) {
            case "vegas" -> Scoring.VEGAS;
            case "noscore" -> Scoring.NONE;
            case "standard" -> Scoring.STANDARD;
            default -> throw new ParamsException("the scoring is standard, vegas or noscore, not '" + parts[2] + "'");
        };
        return new KlondikeParams(draw, passes, scoring);
    }

    private static int parsePasses(String p) {
        if (p.equals("unlimited")) return 0;
        if (p.equals("1pass")) return 1;
        if (p.endsWith("passes")) {
            String n = p.substring(0, p.length() - "passes".length());
            if (n.matches("[0-9]{1,2}")) return Integer.parseInt(n);
        }
        throw new ParamsException("the passes through the stock are 'unlimited', '1pass' or a count like '3passes', not '" + p + "'");
    }

    @Override public void validate(KlondikeParams p) {
        if (p.draw() != 1 && p.draw() != 3) throw new ParamsException("cards are turned one or three at a time");
        if (p.passes() < 0 || p.passes() > 9) throw new ParamsException("the passes through the stock are unlimited or 1 to 9");
        if (p.passes() == 0 && !p.unlimitedPasses()) throw new ParamsException("at least one pass through the stock");
    }

    @Override public String format(KlondikeParams p) {
        String passes = p.passes() == 0 ? "unlimited" : p.passes() == 1 ? "1pass" : p.passes() + "passes";
        String scoring = switch (p.scoring()) { case STANDARD -> ""; case VEGAS -> "-vegas"; case NONE -> "-noscore"; };
        return "draw" + p.draw() + "-" + passes + scoring;
    }

    @Override public String describe(KlondikeParams p) {
        String passes = p.passes() == 0 ? "unlimited passes" : p.passes() == 1 ? "one pass" : p.passes() + " passes";
        String s = "Draw " + p.draw() + ", " + passes;
        return p.scoring() == Scoring.STANDARD ? s : s + ", " + p.scoring().words();
    }
}
