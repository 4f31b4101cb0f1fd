package arcade.gamesystem.model;

import java.util.Map;

/**
 * A param a rules file declares (board size, heap size): its name, label for players, default and
 * range (with a step: 4, 6, 8), and words for some of its values ({@code {"0": "off", "1": "on"}}; format 2).
 */
public record ParamSpec(String name, String label, int defaultValue, int min, int max, int step, Map<Integer, String> valueLabels) {
    public ParamSpec {
        valueLabels = Map.copyOf(valueLabels);
    }

    /** A value as players read it: its words when the file gives them, else the number. */
    /** Whether a value is one the param allows. */
    public boolean allows(int value) { return value >= min && value <= max && (value - min) % step == 0; }

    /** The allowed values in words: "between 3 and 11", or "4, 6 or 8" with a step. */
    public String range() {
        if (step == 1) return "between " + min + " and " + max;
        java.util.List<String> v = new java.util.ArrayList<>();
        for (int x = min; x <= max && v.size() < 12; x += step) v.add(Integer.toString(x));
        return v.size() == 1 ? v.get(0) : String.join(", ", v.subList(0, v.size() - 1)) + " or " + v.get(v.size() - 1);
    }

    public String show(int value) { return valueLabels.getOrDefault(value, Integer.toString(value)); }
}
