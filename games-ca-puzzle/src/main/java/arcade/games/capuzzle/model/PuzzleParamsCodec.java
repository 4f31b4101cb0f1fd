package arcade.games.capuzzle.model;

import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.games.capuzzle.automaton.Board;
import arcade.games.capuzzle.automaton.PictureSetup;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The params text {@code <automaton>-<W>x<M>-<flat|cyclic>[-fair|-easy|-medium|-hard|-expert]} and its checks. */
public final class PuzzleParamsCodec implements Params<PuzzleParams> {
    private static final Pattern FORM = Pattern.compile("([a-z][a-z0-9]*)-(\\d{1,4})x(\\d{1,4})-(flat|cyclic)(?:-(fair|easy|medium|hard|expert))?");

    @Override public PuzzleParams parse(String text) {
        Matcher m = FORM.matcher(text == null ? "" : text.strip());
        if (!m.matches())
            throw new ParamsException("a puzzle is written like rule30-10x10-flat-hard (automaton, width x generations, flat or cyclic, "
                    + "then easy, medium, hard, expert, fair, or nothing for the thesis's own)");
        Mode mode = Mode.ofId(m.group(5) == null ? "" : m.group(5)).orElseThrow();
        return new PuzzleParams(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), m.group(4).equals("cyclic"), mode);
    }

    @Override public String format(PuzzleParams p) {
        return p.automaton() + "-" + p.width() + "x" + p.generations() + "-" + (p.cyclic() ? "cyclic" : "flat") + (p.mode() == Mode.THESIS ? "" : "-" + p.mode().id());
    }

    @Override public void validate(PuzzleParams p) {
        if (p.width() < Board.MIN_WIDTH || p.width() > Board.MAX_WIDTH)
            throw new ParamsException("the width must be " + Board.MIN_WIDTH + " to " + Board.MAX_WIDTH + " cells, not " + p.width());
        if (p.generations() < Board.MIN_GENERATIONS || p.generations() > Board.MAX_GENERATIONS)
            throw new ParamsException("there must be " + Board.MIN_GENERATIONS + " to " + Board.MAX_GENERATIONS + " generations, not " + p.generations());
        if (p.automaton().equals(PuzzleParams.CUSTOM)) return;
        LibraryEntry e = Library.find(p.automaton())
                .orElseThrow(() -> new ParamsException("there is no bundled automaton called '" + p.automaton() + "'"));
        PictureSetup pic = e.automaton().picture();
        if (pic != null && (pic.width() != p.width() || pic.generations() != p.generations() || pic.cyclic() != p.cyclic()))
            throw new ParamsException(e.name() + " is played on its own " + pic.width() + "×" + pic.generations() + " "
                    + (pic.cyclic() ? "cyclic" : "flat") + " board");
    }

    @Override public String describe(PuzzleParams p) {
        String name = p.automaton().equals(PuzzleParams.CUSTOM) ? "Own automaton"
                : Library.find(p.automaton()).map(LibraryEntry::name).orElse(p.automaton());
        return name + ", " + p.width() + "×" + p.generations() + (p.cyclic() ? " cyclic" : "") + ", " + p.mode().label();
    }
}
