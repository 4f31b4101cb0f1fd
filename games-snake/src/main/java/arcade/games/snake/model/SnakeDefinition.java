package arcade.games.snake.model;

import arcade.api.model.GameDefinition;
import arcade.api.model.GameId;
import arcade.api.model.GameRules;
import arcade.api.model.Measure;
import arcade.api.model.Params;
import arcade.api.model.ParamsException;
import arcade.api.model.PlayerId;
import arcade.api.model.Preset;
import arcade.api.model.UndoPolicy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

/** Snake as the platform sees it: params, presets, a score game in real time without undo. */
public final class SnakeDefinition implements GameDefinition<SnakeState, SnakeMove> {
    public static final SnakeDefinition INSTANCE = new SnakeDefinition();

    /** Preset id of the game the computer plays while the player watches. */
    public static final String WATCH_AUTOPILOT = "watch-autopilot";

    /** The figures recorded with each finished game beside its score. */
    public static final String APPLES_EATEN = "Apples eaten", LEVEL_REACHED = "Level reached";

    /** Round wins that win a two-player match unless the player picks another number. */
    public static final int TWO_PLAYER_ROUNDS = 3;

    private static final List<Preset> PRESETS = List.of(
            preset("thesis", "Thesis — 20×20, +3 per apple, poison", SnakeOptions.thesis()),
            preset("classic", "Classic — +1 per apple, no poison", SnakeOptions.thesis().withClassicRules()),
            preset("fast", "Fast — quicker and speeding up", SnakeOptions.thesis().withSpeed(4, true)),
            preset("torus", "Torus — leave on one side, return on the other", SnakeOptions.thesis().withTorus(true)),
            preset("maze-cross", "Maze: Cross", new SnakeOptions(22, 22, 3, false, false, 1, true, Level.CROSS, 1)),
            preset("maze-rooms", "Maze: Four rooms", new SnakeOptions(24, 24, 3, false, false, 2, true, Level.ROOMS, 1)),
            preset("maze-tunnel", "Maze: Tunnel", new SnakeOptions(24, 20, 3, false, false, 1, true, Level.TUNNEL, 1)),
            preset("two-players", "Two players — first to " + TWO_PLAYER_ROUNDS + " rounds, arrows vs W A S D",
                    new SnakeOptions(30, 20, 3, false, false, 2, true, Level.BOX, 2).withRounds(TWO_PLAYER_ROUNDS)),
            preset("rivals", "Rivals — you against three computer snakes", new SnakeOptions(30, 22, 3, false, false, 2, false, Level.BOX, 1)
                    .withRules(1, true).withRivals(3, RivalStrength.CAREFUL)),
            preset("campaign", "Campaign — " + Campaign.size() + " levels, 3 lives", Campaign.options()),
            preset("campaign-rivals", "Campaign against two computer snakes", Campaign.options().withRivals(2, RivalStrength.CAREFUL)),
            preset(WATCH_AUTOPILOT, "Watch the autopilot", SnakeOptions.thesis().withPoison(false)));

    /** The params codec: {@link SnakeOptions#params()} text. */
    public static final Params<SnakeOptions> PARAMS = new Params<>() {
        @Override public SnakeOptions parse(String text) {
            try {
                return SnakeOptions.parse(text);
            } catch (ParamsException e) {
                throw e;
            } catch (IllegalArgumentException e) {
                throw new ParamsException(e.getMessage(), e);
            }
        }

        @Override public String format(SnakeOptions o) { return o.params(); }

        @Override public String describe(SnakeOptions o) {
            String walls = switch (o.level()) {
                case OPEN -> "no walls";
                case BOX -> "walled";
                case CROSS -> "cross maze";
                case ROOMS -> "four rooms";
                case TUNNEL -> "tunnel";
                case CAMPAIGN -> "campaign of " + Campaign.size() + " levels";
            };
            if (o.campaign()) return "campaign of " + Campaign.size() + " levels, " + o.lives() + " lives, +" + o.growth() + " per apple"
                    + (o.tailFollow() ? ", may follow the tail" : "") + (o.extraBonuses() ? ", extra lives and fake bonuses" : "") + rivalsText(o);
            return o.cols() + "×" + o.rows() + ", speed " + o.speed() + (o.speedUp() ? " speeding up" : "")
                    + ", " + walls + (o.torus() ? ", wrapping edges" : "")
                    + ", " + o.apples() + (o.apples() == 1 ? " apple" : " apples") + (o.poison() ? ", poison" : "")
                    + (o.snakes() == 2 ? ", two players" + (o.playsRounds() ? ", first to " + o.rounds() + (o.rounds() == 1 ? " round" : " rounds") : "") : "")
                    + (o.classicRules() ? ", classic rules" : rulesDetail(o))
                    + (o.startLength() != SnakeOptions.START_LENGTH ? ", start length " + o.startLength() : "")
                    + (o.moreBonuses() ? ", shrink and slow-down bonuses" : "")
                    + (o.lives() > 1 ? ", " + o.lives() + " lives" : "")
                    + (o.extraBonuses() ? ", extra lives and fake bonuses" : "") + rivalsText(o);
        }
    };

    private static String rivalsText(SnakeOptions o) {
        return o.rivals() == 0 ? "" : ", " + o.rivals() + " " + o.rivalStrength().title() + " computer " + (o.rivals() == 1 ? "rival" : "rivals");
    }

    /** Growth and tail-following spelled out when they are not one of the two named rule sets. */
    private static String rulesDetail(SnakeOptions o) {
        String s = o.growth() != SnakeOptions.THESIS_GROWTH ? ", +" + o.growth() + " per apple" : "";
        return s + (o.tailFollow() ? ", may follow the tail" : "");
    }

    private final SnakeRules rules = new SnakeRules(); // with the arc trace the X-ray view shows

    private SnakeDefinition() {}

    private static Preset preset(String id, String label, SnakeOptions o) { return new Preset(id, label, o.params()); }

    @Override public GameRules<SnakeState, SnakeMove> rules() { return rules; }
    @Override public Params<?> params() { return PARAMS; }

    @Override public SnakeState initialState(GameId id) {
        SnakeOptions o = PARAMS.parse(id.params());
        long seed = id.seedValue().orElseThrow(() -> new ParamsException("a snake game is named by its options and a seed, like classic#7"));
        return SnakeState.initial(o, seed);
    }

    @Override public List<Preset> presets() { return PRESETS; }

    /** The preset with this id, if any. */
    public static java.util.Optional<Preset> preset(String id) { return PRESETS.stream().filter(p -> p.id().equals(id)).findFirst(); }

    /** The player's score: apples eaten, worth their growth (the thesis's counter). */
    @Override public OptionalDouble score(SnakeState s, PlayerId p) {
        return OptionalDouble.of(p.equals(SnakeRules.PLAYER_2) ? s.score(2) : s.score(1));
    }

    /** Beside the score: the apples the player's snake ate and, in the campaign, the level reached. */
    @Override public Map<String, Double> figures(SnakeState s) {
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put(APPLES_EATEN, (double) s.applesEaten(1));
        if (s.options().campaign()) figures.put(LEVEL_REACHED, (double) s.level());
        return figures;
    }

    @Override public Set<Measure> measures() { return Set.of(Measure.SCORE); }
    @Override public UndoPolicy undoPolicy() { return UndoPolicy.NONE; }
    @Override public boolean realTime() { return true; }
}
