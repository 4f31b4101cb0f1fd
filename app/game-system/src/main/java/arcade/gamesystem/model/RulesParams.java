package arcade.gamesystem.model;

import arcade.api.model.Params;
import arcade.api.model.ParamsException;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The params codec of a rules game: {@code rows=6,cols=7} for the file's declared params (in
 * their order), {@code standard} for a file without params.
 */
public final class RulesParams implements Params<Map<String, Integer>> {
    static final String STANDARD = "standard";
    private final RulesSource source;

    RulesParams(RulesSource source) { this.source = source; }

    public Map<String, Integer> defaults() {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (ParamSpec s : source.params()) m.put(s.name(), s.defaultValue());
        return m;
    }

    @Override public Map<String, Integer> parse(String text) {
        if (text == null || text.isBlank()) throw new ParamsException("no game variant given");
        String t = text.strip();
        if (source.params().isEmpty()) {
            if (t.equals(STANDARD)) return Map.of();
            throw new ParamsException(source.name() + " has no options, so its only variant is \"" + STANDARD + "\"");
        }
        Map<String, Integer> values = defaults();
        for (String part : t.split(",")) {
            int eq = part.indexOf('=');
            if (eq < 0) throw new ParamsException("options look like " + example() + ", not \"" + part.strip() + "\"");
            String name = part.substring(0, eq).strip(), value = part.substring(eq + 1).strip();
            ParamSpec spec = source.params().stream().filter(s -> s.name().equals(name)).findFirst()
                    .orElseThrow(() -> new ParamsException("\"" + name + "\" is not an option of " + source.name() + "; its options are "
                            + source.params().stream().map(ParamSpec::name).collect(Collectors.joining(", "))));
            int v;
            try {
                v = Integer.parseInt(value);
            } catch (NumberFormatException e) {
                throw new ParamsException(spec.label() + " must be a whole number, not \"" + value + "\"");
            }
            values.put(name, v);
        }
        return values;
    }

    @Override public void validate(Map<String, Integer> values) {
        for (ParamSpec s : source.params()) {
            int v = values.get(s.name());
            if (!s.allows(v)) throw new ParamsException(s.label() + " must be " + s.range() + ", not " + v);
        }
    }

    @Override public String format(Map<String, Integer> values) {
        if (source.params().isEmpty()) return STANDARD;
        return source.params().stream().map(s -> s.name() + "=" + values.get(s.name())).collect(Collectors.joining(","));
    }

    @Override public String describe(Map<String, Integer> values) {
        if (source.params().isEmpty()) return "Standard";
        return source.params().stream().map(s -> s.label() + " " + s.show(values.get(s.name()))).collect(Collectors.joining(", "));
    }

    private String example() { return format(defaults()); }
}
