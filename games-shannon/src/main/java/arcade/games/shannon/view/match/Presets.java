package arcade.games.shannon.view.match;

import arcade.api.model.Preset;
import arcade.games.shannon.model.definition.ShannonDefinition;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.net.BoardSpec;

import java.util.List;

/** The boards offered under New game, and how each preset becomes a board. */
public final class Presets {
    /** The definition's presets; their ids pick the board kind, the player's density setting the p of generated ones. */
    public static final List<Preset> ALL = ShannonDefinition.INSTANCE.presets();

    private Presets() {}

    /** The board of a preset; generated ones use {@code seed} and the vertex density {@code p}. */
    static BoardSpec board(String id, long seed, double p, Side first) {
        if (id.equals("birdcage")) return new BoardSpec.BirdCage();
        if (id.startsWith("bridgit")) return new BoardSpec.BridgIt(Integer.parseInt(id.substring("bridgit".length())));
        boolean balanced = id.startsWith("balanced-");
        String size = balanced ? id.substring("balanced-".length()) : id;
        String[] wh = size.split("x");
        int w = Integer.parseInt(wh[0]), h = Integer.parseInt(wh[1]);
        if (balanced) return new BoardSpec.Balanced(new GeneratorParams(w, h, p, GeneratorParams.BALANCED_Q), seed, first);
        return new BoardSpec.Generated(GeneratorParams.of(w, h, p), seed);
    }

    /**
     * A preset's params as the player's settings play it: generated boards with the chosen vertex
     * density, and Cut first when chosen; any other params text stays as it is.
     */
    public static String adjust(String params, ShannonSettings settings) {
        var preset = ALL.stream().filter(p -> p.params().equals(params)).findFirst();
        if (preset.isEmpty()) return params;
        Side first = Side.parse(settings.first());
        BoardSpec spec = board(preset.get().id(), 0, settings.density(), first);
        return spec.idParams() + (first == Side.CUT ? "-cutfirst" : "");
    }

    /** The params of the preset {@code id} as the settings play it (the first preset for an unknown id). */
    public static String paramsOf(String id, ShannonSettings settings) {
        String params = ALL.stream().filter(p -> p.id().equals(id)).findFirst().orElse(ALL.get(0)).params();
        return adjust(params, settings);
    }

    static boolean exists(String id) { return ALL.stream().anyMatch(p -> p.id().equals(id)); }
}
