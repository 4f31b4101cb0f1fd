package arcade.games.capuzzle.tools;

import com.google.gson.Gson;

import java.util.LinkedHashMap;
import java.util.Map;

/** One JSON object per line for the tools' {@code --json} output, written by Gson (so every text is escaped properly). */
final class JsonLine {
    private static final Gson GSON = new Gson();
    private final Map<String, Object> fields = new LinkedHashMap<>();

    JsonLine put(String key, Object value) { fields.put(key, value); return this; }

    @Override public String toString() { return GSON.toJson(fields); }
}
