package arcade.api.testing;

import arcade.api.model.ChanceOutcome;
import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.IllegalMoveException;
import arcade.api.model.Measure;
import arcade.api.model.MoveFormatException;
import arcade.api.model.NodeKind;
import arcade.api.model.Observed;
import arcade.api.model.Outcome;
import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.api.model.PlayerId;
import arcade.api.model.Preset;
import arcade.api.model.UndoPolicy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * A one-player fixture with chance and hidden information, shaped like Minesweeper's first click:
 * a prize hides in one of {@code n} boxes, placed by a chance step right after the first box is
 * opened (never in it); the player has {@code n / 2} openings to find it. Params {@code "<n>"}; the view shows the
 * opened boxes, never the prize. Undo is counted; the clock runs from the first opening.
 */
public final class HiddenPrize implements GameRules<HiddenPrize.Boxes, Integer>, GameDefinition<HiddenPrize.Boxes, Integer> {
    public static final PlayerId PLAYER = new PlayerId("player");
    /** The non-moving house, who wins when the player runs out of openings. */
    public static final PlayerId HOUSE = new PlayerId("house");
    public static final HiddenPrize INSTANCE = new HiddenPrize();

    /** {@code prize} is -1 until placed, which happens right after the first box is opened. */
    public record Boxes(int n, int prize, List<Integer> opened) {
        public Boxes { opened = List.copyOf(opened); }
        boolean placed() { return prize >= 0; }
        boolean pending() { return prize < 0 && !opened.isEmpty(); }
        int openingsLeft() { return n / 2 - opened.size(); }
    }

    /** What the player sees: the number of boxes and the ones opened (all empty while the game runs). */
    public record View(int n, List<Integer> opened) {}

    /** Params: the number of boxes, 2 to 20. */
    public static final Params<Integer> PARAMS = new Params<>() {
        @Override public Integer parse(String text) {
            try {
                return Integer.parseInt(text.trim());
            } catch (NumberFormatException | NullPointerException e) {
                throw new ParamsException("the number of boxes must be a whole number, not '" + text + "'");
            }
        }
        @Override public String format(Integer n) { return Integer.toString(n); }
        @Override public void validate(Integer n) {
            if (n < 2 || n > 20) throw new ParamsException("the number of boxes must be from 2 to 20, not " + n);
        }
        @Override public String describe(Integer n) { return n + " boxes"; }
    };

    // ---- definition ----------------------------------------------------------------------------

    @Override public GameRules<Boxes, Integer> rules() { return this; }
    @Override public Params<?> params() { return PARAMS; }
    @Override public Boxes initialState(GameId id) {
        int n = PARAMS.parse(id.params());
        PARAMS.validate(n);
        return new Boxes(n, -1, List.of());
    }
    @Override public List<Preset> presets() { return List.of(new Preset("small", "Small row", "6"), new Preset("large", "Large row", "12")); }
    @Override public OptionalDouble score(Boxes b, PlayerId p) { return OptionalDouble.of(b.openingsLeft()); }
    @Override public Set<Measure> measures() { return Set.of(Measure.WIN_LOSS, Measure.SCORE); }
    @Override public UndoPolicy undoPolicy() { return UndoPolicy.COUNTED; }
    @Override public boolean isTiming(Boxes b) { return !b.opened().isEmpty(); }
    @Override public Optional<Observed<Boxes, ?>> observed() {
        return Optional.of((Observed<Boxes, View>) (b, p) -> new View(b.n(), b.opened()));
    }

    // ---- rules ---------------------------------------------------------------------------------

    @Override public List<PlayerId> players() { return List.of(PLAYER, HOUSE); }
    @Override public PlayerId toMove(Boxes b) { return PLAYER; }

    @Override public NodeKind kind(Boxes b) {
        if (outcome(b).isPresent()) return NodeKind.TERMINAL;
        return b.pending() ? NodeKind.CHANCE : NodeKind.DECISION;
    }

    /** Every box not yet opened (none while the prize is being placed). */
    @Override public List<Integer> legalMoves(Boxes b) {
        if (kind(b) != NodeKind.DECISION) return List.of();
        List<Integer> moves = new ArrayList<>();
        for (int i = 0; i < b.n(); i++) if (!b.opened().contains(i)) moves.add(i);
        return moves;
    }

    @Override public Boxes apply(Boxes b, Integer box) {
        if (!legalMoves(b).contains(box)) throw new IllegalMoveException("box " + box + " cannot be opened");
        List<Integer> opened = new ArrayList<>(b.opened());
        opened.add(box);
        return new Boxes(b.n(), b.prize(), opened);
    }

    /** After the first opening: the prize goes to any other box, each as likely; the event is its box. */
    @Override public List<ChanceOutcome<Boxes>> chanceOutcomes(Boxes b) {
        if (!b.pending()) return List.of();
        List<ChanceOutcome<Boxes>> out = new ArrayList<>();
        for (int i = 0; i < b.n(); i++)
            if (i != b.opened().get(0)) out.add(new ChanceOutcome<>(Integer.toString(i), 1.0 / (b.n() - 1), new Boxes(b.n(), i, b.opened())));
        return out;
    }

    @Override public Optional<Outcome> outcome(Boxes b) {
        if (b.placed() && b.opened().contains(b.prize())) return Optional.of(Outcome.win(PLAYER));
        if (b.placed() && b.openingsLeft() <= 0) return Optional.of(Outcome.win(HOUSE));
        return Optional.empty();
    }

    @Override public String formatMove(Integer box) { return Integer.toString(box); }

    @Override public Integer parseMove(Boxes b, String text) {
        try {
            int box = Integer.parseInt(text);
            if (box >= 0 && box < b.n()) return box;
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new MoveFormatException("not a box: '" + text + "'");
    }
}
