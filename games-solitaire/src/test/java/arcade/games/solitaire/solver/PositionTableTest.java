package arcade.games.solitaire.solver;

import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PositionTableTest {
    /**
     * The position numbered {@code n} (0 stays 0) with its bits spread over the key as a real
     * position's hash is, so that the table's slots hold it where they would: numbered positions
     * in consecutive slots made one run of thousands of entries, which every add walked.
     */
    private static long position(int n) { return n * 0x9E37_79B9_7F4A_7C15L & ~0xFFFFL; }

    @Test
    void aPositionExploredFreelyCoversItUnderAnObligationButNotTheOtherWayRound() {
        PositionTable table = new PositionTable(16);
        long key = 0x1234_5678_9ABC_DE00L;
        int card = Pending.of(Pending.CARD, 17);
        assertTrue(table.add(key, card, true), "first time under the obligation");
        assertFalse(table.add(key, card, true), "again under the same obligation");
        assertTrue(table.add(key, Pending.NONE, true), "freely: it may make more moves");
        assertFalse(table.add(key, Pending.of(Pending.TALON_CARD, 3), true), "covered by the free one");
        assertTrue(table.add(key, Pending.of(Pending.HOME, 2), false), "an obligation that is not covered");
        assertFalse(table.add(key, Pending.NONE, true), "the free one is there");
        assertTrue(table.add(key + 0x10000, Pending.NONE, true), "another position");
    }

    @Test
    void everyObligationFitsItsNineBits() {
        for (int kind = Pending.NONE; kind <= Pending.TALON_CARD; kind++)
            for (int what = 0; what < 52; what++) assertTrue(Pending.of(kind, what) < 512, "kind " + kind + ", " + what);
    }

    /** Against a map of the obligations seen per position, through many doublings of the table and both kinds of clearing. */
    @Test
    void answersLikeAMapOfObligationsThroughGrowthAndClearing() {
        Random random = new Random(11);
        PositionTable table = new PositionTable(16);
        for (int round = 0; round < 3; round++) {
            Map<Long, Set<Integer>> oracle = new HashMap<>();
            long[] recent = new long[64];
            int n = round == 1 ? 2_000 : 150_000, entries = 0;
            for (int i = 0; i < n; i++) {
                long key = switch (random.nextInt(4)) {
                    case 0 -> recent[random.nextInt(recent.length)];
                    case 1 -> position(random.nextInt(1_000));
                    default -> random.nextLong();
                };
                recent[i % recent.length] = key;
                int obligation = random.nextInt(3) == 0 ? Pending.NONE : Pending.of(1 + random.nextInt(4), random.nextInt(52));
                boolean covered = random.nextBoolean();
                // The low 16 bits of a key are the table's own; a key with no other bit set counts as 1 << 16.
                long position = key & ~0xFFFFL;
                if (position == 0) position = 0x10000;
                Set<Integer> seen = oracle.computeIfAbsent(position, p -> new HashSet<>());
                boolean fresh = !seen.contains(obligation) && !(covered && seen.contains(Pending.NONE));
                if (fresh) { seen.add(obligation); entries++; }
                assertEquals(fresh, table.add(key, obligation, covered), "key " + key + " at step " + i);
            }
            assertEquals(entries, table.size());
            table.clear();
            assertEquals(0, table.size());
        }
    }

    /** With a pass limit: a position explored with fewer recycles used covers it, not the other way round. */
    @Test
    void aPositionWithMorePassesLeftCoversTheSamePositionWithFewer() {
        PositionTable table = new PositionTable(16);
        long key = 0x0FED_CBA9_8765_4200L;
        int card = Pending.of(Pending.CARD, 5);
        assertTrue(table.add(key, Pending.NONE, true, 1), "first time, one recycle used");
        assertFalse(table.add(key, Pending.NONE, true, 1), "again with as many");
        assertFalse(table.add(key, Pending.NONE, true, 2), "with fewer passes left");
        assertFalse(table.add(key, card, true, 2), "under an obligation, fewer passes left: covered by the free one");
        assertTrue(table.add(key, card, true, 0), "under an obligation with more passes left");
        assertTrue(table.add(key, Pending.NONE, true, 0), "freely with more passes left: explored again");
        assertFalse(table.add(key, Pending.NONE, true, 1), "now covered by the one with none used");
        assertFalse(table.add(key, card, true, 0), "and so is the obligation");
        assertEquals(2, table.size(), "lowered in place, not added twice");
    }

    /** Against a map of the fewest recycles seen per position and obligation, through growth and clearing. */
    @Test
    void weighsRecyclesLikeAMapThroughGrowthAndClearing() {
        Random random = new Random(12);
        PositionTable table = new PositionTable(16);
        for (int round = 0; round < 2; round++) {
            Map<Long, Map<Integer, Integer>> oracle = new HashMap<>();
            for (int i = 0; i < 100_000; i++) {
                long position = position(random.nextInt(3_000) + 1);
                int obligation = random.nextInt(3) == 0 ? Pending.NONE : Pending.of(1 + random.nextInt(4), random.nextInt(3));
                int recycles = random.nextInt(3) * 100; // 200: read back unsigned
                boolean covered = random.nextBoolean();
                Map<Integer, Integer> seen = oracle.computeIfAbsent(position, p -> new HashMap<>());
                boolean fresh = seen.getOrDefault(obligation, Integer.MAX_VALUE) > recycles && !(covered && seen.getOrDefault(Pending.NONE, Integer.MAX_VALUE) <= recycles);
                if (fresh) seen.put(obligation, recycles);
                assertEquals(fresh, table.add(position, obligation, covered, recycles), "position " + position + " at step " + i);
            }
            table.clear();
            assertEquals(0, table.size());
        }
    }

    /** Draw 3, unlimited passes: the waste position is weighed beside the key. */
    @Test
    void aPositionExploredFreelyCoversItAtTheWastePositionsTurningLeadsTo() {
        PositionTable table = new PositionTable(16);
        long key = 0x0ABC_DEF0_1234_5600L;
        assertTrue(table.addAtWaste(key, Pending.NONE, true, 4, 3, true), "first time, waste position 4, freely");
        assertFalse(table.addAtWaste(key, Pending.NONE, true, 4, 3, true), "again");
        assertFalse(table.addAtWaste(key, Pending.NONE, true, 7, 3, true), "one turn on");
        assertFalse(table.addAtWaste(key, Pending.NONE, true, 0, 3, true), "a fresh pass, after turning through and recycling");
        assertTrue(table.addAtWaste(key, Pending.NONE, true, 5, 3, true), "not reached by turning from 4");
        assertTrue(table.addAtWaste(key, Pending.NONE, true, 1, 3, true), "nor is an earlier one");
        assertEquals(3, table.size());
    }

    @Test
    void aPositionExploredUnderAnObligationCoversOnlyItsOwnWastePosition() {
        PositionTable table = new PositionTable(16);
        long key = 0x0123_4567_89AB_CD00L;
        assertTrue(table.addAtWaste(key, Pending.NONE, true, 2, 3, false), "explored just after a card was laid from the talon");
        assertFalse(table.addAtWaste(key, Pending.NONE, true, 2, 3, true), "the same waste position");
        assertTrue(table.addAtWaste(key, Pending.NONE, true, 5, 3, true), "one turn on: not covered");
        assertTrue(table.addAtWaste(key, Pending.of(Pending.HOME, 3), false, 5, 3, false), "an obligation the free one does not cover");
    }

    @Test
    void turningTheStockLeadsToAFreshPassAndOnByWholeTurns() {
        assertTrue(PositionTable.turningLeads(4, 0, 3));
        assertTrue(PositionTable.turningLeads(4, 10, 3));
        assertFalse(PositionTable.turningLeads(4, 8, 3));
        assertFalse(PositionTable.turningLeads(4, 1, 3));
        assertTrue(PositionTable.turningLeads(0, 0, 3));
        assertFalse(PositionTable.turningLeads(0, 2, 3), "2 is reached from a fresh pass only as 3, which counts as 0");
    }

    /** Against a list of the waste positions seen per position and whether freely, through growth and clearing. */
    @Test
    void weighsWastePositionsLikeAListThroughGrowthAndClearing() {
        Random random = new Random(13);
        PositionTable table = new PositionTable(16);
        for (int round = 0; round < 2; round++) {
            Map<Long, Set<Integer>> oracle = new HashMap<>(); // waste position + 64 when explored freely
            for (int i = 0; i < 100_000; i++) {
                long position = position(random.nextInt(3_000) + 1);
                int waste = random.nextInt(8);
                boolean free = random.nextBoolean();
                Set<Integer> seen = oracle.computeIfAbsent(position, p -> new HashSet<>());
                boolean fresh = seen.stream().noneMatch(e -> e % 64 == waste || e >= 64 && PositionTable.turningLeads(e - 64, waste, 3));
                if (fresh) seen.add(waste + (free ? 64 : 0));
                assertEquals(fresh, table.addAtWaste(position, Pending.NONE, true, waste, 3, free), "position " + position + " at step " + i);
            }
            table.clear();
            assertEquals(0, table.size());
        }
    }

    /** Two threads adding overlapping keys at once: every key ends up recorded, none is lost by a race. */
    @Test
    void aSharedTableLosesNoPositionToARace() throws InterruptedException {
        PositionTable table = new PositionTable(16);
        table.share(1 << 16);
        long[] keys = new long[20_000];
        Random random = new Random(3);
        for (int i = 0; i < keys.length; i++) keys[i] = random.nextLong() | 1L << 20;
        boolean[][] claimed = new boolean[2][keys.length];
        Thread[] threads = new Thread[2];
        for (int t = 0; t < 2; t++) {
            int self = t;
            threads[t] = new Thread(() -> {
                for (int i = 0; i < keys.length; i++) {
                    int k = self == 0 ? i : keys.length - 1 - i; // from both ends, to meet in the middle
                    claimed[self][k] = table.addAtWaste(keys[k], Pending.NONE, true, 0, 3, true);
                }
            });
        }
        for (Thread t : threads) t.start();
        for (Thread t : threads) t.join();
        for (int i = 0; i < keys.length; i++) {
            assertTrue(claimed[0][i] || claimed[1][i], "key " + i + " was explored by one of the two");
            assertFalse(table.addAtWaste(keys[i], Pending.NONE, true, 0, 3, true), "key " + i + " is recorded");
        }
    }

    @Test
    void aFullSharedTableExploresWithoutRecording() {
        PositionTable table = new PositionTable(16);
        table.share(16);
        for (long k = 1; k <= 14; k++) assertTrue(table.addAtWaste(k << 20, Pending.NONE, true, 0, 3, true));
        for (long k = 1; k <= 14; k++) assertFalse(table.addAtWaste(k << 20, Pending.NONE, true, 0, 3, true), "recorded: " + k);
        // Seven eighths full: a new position is explored, and explored again, since it could not be recorded.
        assertTrue(table.addAtWaste(15L << 20, Pending.NONE, true, 0, 3, true));
        assertTrue(table.addAtWaste(15L << 20, Pending.NONE, true, 0, 3, true));
        table.clear();
        assertTrue(table.addAtWaste(15L << 20, Pending.NONE, true, 0, 3, true), "cleared: a table of its own again");
        assertFalse(table.addAtWaste(15L << 20, Pending.NONE, true, 0, 3, true));
    }
}
