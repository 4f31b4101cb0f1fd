package arcade.games.shannon.model.definition;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.api.model.Preset;
import arcade.games.shannon.model.ShannonMove;
import arcade.games.shannon.model.ShannonRules;
import arcade.games.shannon.model.ShannonState;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.net.BoardSpec;

import java.util.List;

/**
 * The Shannon switching game as the platform sees it. Params name the board and who moves first:
 * {@code 7x5-p0.90-q0.95} (generated from the seed), {@code balanced-short-7x5-p0.90-q0.80},
 * {@code bridgit3}…{@code bridgit6}, {@code birdcage}, or {@code custom} (the board travels in the
 * id's description); {@code -cutfirst} at the end lets Cut open. Turn-based, free undo, win/loss.
 */
public final class ShannonDefinition implements GameDefinition<ShannonState, ShannonMove> {
    public static final ShannonDefinition INSTANCE = new ShannonDefinition(() -> Side.SHORT, () -> false);
    private static final String CUT_FIRST = "-cutfirst";

    private static final List<Preset> PRESETS = List.of(
            new Preset("7x5", "Medium board 7×5", GeneratorParams.MEDIUM.text()),
            new Preset("5x4", "Small board 5×4", GeneratorParams.SMALL.text()),
            new Preset("10x8", "Large board 10×8", GeneratorParams.LARGE.text()),
            balanced("balanced-5x4", "Balanced small board 5×4", 5, 4),
            balanced("balanced-7x5", "Balanced medium board 7×5", 7, 5),
            balanced("balanced-10x8", "Balanced large board 10×8", 10, 8),
            new Preset("bridgit3", "Bridg-It, order 3", "bridgit3"),
            new Preset("bridgit4", "Bridg-It, order 4", "bridgit4"),
            new Preset("bridgit5", "Bridg-It, order 5 (the commercial board)", "bridgit5"),
            new Preset("birdcage", "Shannon's Bird Cage", "birdcage"));

    /** Params text, checked by reading it as a board spec (custom boards are checked with their description). */
    public static final Params<String> PARAMS = new Params<>() {
        @Override public String parse(String text) {
            if (text == null || text.isBlank()) throw new ParamsException("a Shannon board is named like 7x5, bridgit4, birdcage or custom");
            String t = text.trim();
            String board = t.endsWith(CUT_FIRST) ? t.substring(0, t.length() - CUT_FIRST.length()) : t;
            if (board.equals("custom")) return t;
            try {
                return BoardSpec.fromGameId(GameId.seeded(t, 0)).idParams() + (t.endsWith(CUT_FIRST) ? CUT_FIRST : "");
            } catch (RuntimeException e) {
                throw new ParamsException("'" + text + "' names no Shannon board (try 7x5, 7x5-p0.90-q0.95, balanced-short-7x5, bridgit4, birdcage)", e);
            }
        }

        @Override public String format(String params) { return params; }

        @Override public String describe(String params) {
            boolean cutFirst = params.endsWith(CUT_FIRST);
            String board = cutFirst ? params.substring(0, params.length() - CUT_FIRST.length()) : params;
            String words = board.equals("custom") ? "Your own board" : BoardSpec.fromGameId(GameId.seeded(board, 0)).label().replace(" · seed 0", "");
            return words + (cutFirst ? ", Cut moves first" : "");
        }
    };

    private final java.util.function.Supplier<Side> player;
    private final java.util.function.BooleanSupplier betweenPeople;

    private ShannonDefinition(java.util.function.Supplier<Side> player, java.util.function.BooleanSupplier betweenPeople) {
        this.player = player;
        this.betweenPeople = betweenPeople;
    }

    /**
     * The definition as one table plays it: a finished game is won or lost from the side
     * {@code player} names at that moment (the side you play); a game between two people at one
     * computer ({@code betweenPeople}) is recorded as won by the side that won.
     */
    public static ShannonDefinition playedAs(java.util.function.Supplier<Side> player, java.util.function.BooleanSupplier betweenPeople) {
        return new ShannonDefinition(player, betweenPeople);
    }

    @Override public boolean hotSeat() { return betweenPeople.getAsBoolean(); }

    @Override public String sideName(arcade.api.model.PlayerId side) { return Side.of(side).label(); }

    @Override public arcade.api.model.PlayerId human() { return player.get().player(); }

    /** Statistics keep games per board and way of playing ({@code 7x5-vs-perfect-short}); other texts are board params. */
    @Override public String describeParams(String paramsText) {
        String words = StatsVariants.describe(paramsText);
        return words.equals(paramsText) ? GameDefinition.super.describeParams(paramsText) : words;
    }

    private static Preset balanced(String id, String label, int w, int h) {
        GeneratorParams p = new GeneratorParams(w, h, GeneratorParams.THESIS_P, GeneratorParams.BALANCED_Q);
        return new Preset(id, label, new BoardSpec.Balanced(p, 0, Side.SHORT).idParams());
    }

    @Override public GameRules<ShannonState, ShannonMove> rules() { return ShannonRules.INSTANCE; }
    @Override public Params<?> params() { return PARAMS; }
    @Override public List<Preset> presets() { return PRESETS; }

    /** Builds the board named by the id (a balanced board may take many generator runs: call it off the FX thread). */
    @Override public ShannonState initialState(GameId id) {
        PARAMS.parse(id.params());
        try {
            return ShannonRules.INSTANCE.newGame(BoardSpec.fromGameId(id).build(), BoardSpec.firstOf(id));
        } catch (ParamsException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new ParamsException("the board of game " + id.params() + " cannot be built: " + e.getMessage(), e);
        }
    }
}
