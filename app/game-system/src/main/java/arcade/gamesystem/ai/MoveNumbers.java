package arcade.gamesystem.ai;

import java.util.HashMap;
import java.util.Map;

/** Move labels numbered for one search, so per-move statistics live in arrays. */
final class MoveNumbers {
    private final Map<String, Integer> numbers = new HashMap<>();

    /** The number of a move label, the same for every position of this search. */
    int of(String label) {
        Integer known = numbers.get(label);
        if (known != null) return known;
        int fresh = numbers.size();
        numbers.put(label, fresh);
        return fresh;
    }

    int size() { return numbers.size(); }
}
