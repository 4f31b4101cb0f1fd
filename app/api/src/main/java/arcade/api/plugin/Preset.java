package arcade.api.plugin;

/** A named choice of params offered under New game, e.g. ("7x5", "Medium board 7×5"). */
public record Preset(String id, String label) {}
