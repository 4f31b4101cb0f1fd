package arcade.gamesystem.model;

/** A param a rules file declares (board size, heap size): its name, label for players, default and range. */
public record ParamSpec(String name, String label, int defaultValue, int min, int max) {}
