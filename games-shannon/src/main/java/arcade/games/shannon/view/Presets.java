package arcade.games.shannon.view;

import arcade.api.model.Preset;
import arcade.games.shannon.model.Side;
import arcade.games.shannon.model.boards.GeneratorParams;
import arcade.games.shannon.net.BoardSpec;

import java.util.List;

/** The boards offered under New game, and how each preset becomes a board. */
final class Presets {
    static final List<Preset> ALL = List.of(
            new Preset("7x5", "Medium board 7×5"),
            new Preset("5x4", "Small board 5×4"),
            new Preset("10x8", "Large board 10×8"),
            new Preset("balanced-5x4", "Balanced small board 5×4"),
            new Preset("balanced-7x5", "Balanced medium board 7×5"),
            new Preset("balanced-10x8", "Balanced large board 10×8"),
            new Preset("bridgit3", "Bridg-It, order 3"),
            new Preset("bridgit4", "Bridg-It, order 4"),
            new Preset("bridgit5", "Bridg-It, order 5 (the commercial board)"),
            new Preset("birdcage", "Shannon's Bird Cage"));

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

    static boolean exists(String id) { return ALL.stream().anyMatch(p -> p.id().equals(id)); }
}
