package arcade.games.solitaire.solver;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LongSetTest {
    /**
     * Against a HashSet, with keys that repeat soon and late, through many doublings of the table
     * and both kinds of clearing (wiped in place, and given back after a large table held few keys).
     */
    @Test
    void answersLikeAHashSetThroughGrowthAndClearing() {
        Random random = new Random(7);
        LongSet set = new LongSet(16);
        for (int round = 0; round < 3; round++) {
            Set<Long> oracle = new HashSet<>();
            long[] recentKeys = new long[64];
            int n = round == 1 ? 2_000 : 400_000;
            for (int i = 0; i < n; i++) {
                long key = switch (random.nextInt(4)) {
                    case 0 -> recentKeys[random.nextInt(recentKeys.length)];
                    case 1 -> random.nextInt(1_000);
                    default -> random.nextLong();
                };
                recentKeys[i % recentKeys.length] = key;
                // 0 and 1 are the same key to the set (0 marks an empty slot).
                boolean added = oracle.add(key == 0 ? 1 : key);
                assertEquals(added, set.add(key), "key " + key + " at step " + i);
            }
            assertEquals(oracle.size(), set.size());
            for (long key : oracle) assertTrue(set.contains(key), "key " + key);
            set.clear();
            assertEquals(0, set.size());
        }
    }
}
