package arcade.games.capuzzle.view;

import arcade.games.capuzzle.view.parts.CellNames;

import arcade.api.host.Play;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.Rule;
import arcade.games.capuzzle.model.CaMove;
import arcade.games.capuzzle.model.CaState;
import arcade.games.capuzzle.model.HelpView;
import arcade.games.capuzzle.solver.Grader;
import arcade.games.capuzzle.solver.Spot;
import arcade.games.capuzzle.solver.Step;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The hint that teaches: the simplest deduction the revealed cells allow, found off the FX
 * thread, is made for the current penalty (THESIS.md 6: smart help is paid), and explained: the
 * rules that force the cell are named and highlighted in the overview, and the cells they come
 * from are marked on the board.
 */
final class CaHint {
    private CaHint() {}

    static void show(Play<CaState, CaMove> play, CaView view) {
        CaState before = play.state();
        play.background("Looking for the next deduction…", () -> Grader.next(before.known()), step -> {
            if (step.isEmpty()) {
                play.say("Nothing follows from the revealed cells now: this puzzle needs a guess.");
                return;
            }
            Step s = step.get();
            play.markAssisted();
            play.play(CaMove.paidReveal(s.row(), s.col()));
            view.showHint(s, text(before.board(), s));
        });
    }

    /** The explanation in words, with the one numbering of rows and columns the board shows. */
    static String text(Board b, Step s) {
        String cell = CellNames.ofReal(b, s.row(), s.col());
        String head = capital(cell) + " is " + s.value() + ". ";
        return head + switch (s.technique()) {
            case ELIMINATION -> "Every other state was already tried there.";
            case DIRECT -> "Read it as the " + role(b, s) + " of the marked rule: its other three cells are known, and only "
                    + rules(s.rules()) + " fits them.";
            case SINGLE -> "Read it as the " + role(b, s) + " of the marked rule: with its hidden cells, the rules that still fit are "
                    + rules(s.rules()) + ", and every one of them gives " + s.value() + " here.";
            case COMBINED -> "The marked rules together leave only " + s.value() + (s.from().isEmpty() ? "" : ", once the outlined cells"
                    + " are narrowed to the states shown in them (from the rules around them, " + s.depth() + " steps deep)")
                    + ". Fitting rules: " + rules(s.rules()) + ".";
            case CONTRADICTION, LOOKAHEAD -> supposition(b, s);
        };
    }

    private static String supposition(Board b, Step s) {
        Step.Supposition p = s.supposed();
        String at = CellNames.of(b, new HelpView.Cell(p.cell().row(), p.cell().col()));
        String follow = s.technique() == Step.Technique.CONTRADICTION ? "the rules next to it" : "the rules one after another (" + s.depth() + " steps)";
        return "Suppose " + at + " were " + p.state() + ": following " + follow + ", the rule marked in red has no triple left. So "
                + at + " is not " + p.state() + (at.equals(CellNames.ofReal(b, s.row(), s.col())) ? "." : ", and that leaves " + s.value() + " here.");
    }

    /** LEFT, MIDDLE, RIGHT or RESULT: where the cell sits in its first deciding view. */
    private static String role(Board b, Step s) {
        if (s.views().isEmpty()) return "cell";
        List<Spot> four = s.views().get(0);
        Spot target = new Spot(s.row(), b.displayColumn(s.col()));
        int member = four.indexOf(target);
        return member < 0 ? "cell" : HelpView.values()[member].name() + " cell";
    }

    private static String rules(List<Rule> rules) {
        String shown = rules.stream().limit(6).map(Rule::toString).collect(Collectors.joining(", "));
        return rules.size() > 6 ? shown + " and " + (rules.size() - 6) + " more" : shown;
    }

    private static String capital(String s) { return Character.toUpperCase(s.charAt(0)) + s.substring(1); }
}
