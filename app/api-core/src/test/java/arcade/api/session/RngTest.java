package arcade.api.session;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RngTest {

    @Test
    void seedZeroGivesTheReferenceSplitMix64Output() {
        // The published first output of SplitMix64 from state 0.
        assertThat(new Rng(0).nextLong()).isEqualTo(0xE220A8397B1DCDAFL);
    }

    @Test
    void firstValuesArePinnedSoNoJdkChangeCanAlterGames() {
        Rng r = new Rng(42);
        assertThat(new long[]{r.nextLong(), r.nextLong(), r.nextLong(), r.nextLong()})
                .containsExactly(-4767286540954276203L, 2949826092126892291L, 5139283748462763858L, 6349198060258255764L);
        Rng ints = new Rng(42);
        assertThat(IntStream.range(0, 10).map(i -> ints.nextInt(10)).toArray()).containsExactly(7, 1, 2, 3, 0, 8, 2, 8, 3, 6);
        Rng doubles = new Rng(7);
        assertThat(doubles.nextDouble()).isEqualTo(0.3898297483912715);
        assertThat(doubles.nextDouble()).isEqualTo(0.01678829452815611);
    }

    @Test
    void shuffleIsDeterministic() {
        List<Integer> a = new ArrayList<>(IntStream.range(0, 10).boxed().toList());
        new Rng(1).shuffle(a);
        assertThat(a).containsExactly(9, 0, 1, 4, 8, 2, 3, 7, 6, 5);
        int[] arr = IntStream.range(0, 10).toArray();
        new Rng(1).shuffle(arr);
        assertThat(arr).containsExactly(9, 0, 1, 4, 8, 2, 3, 7, 6, 5);
        List<Integer> b = new ArrayList<>(IntStream.range(0, 52).boxed().toList());
        List<Integer> c = new ArrayList<>(b);
        new Rng(99).shuffle(b);
        new Rng(99).shuffle(c);
        assertThat(b).isEqualTo(c).containsExactlyInAnyOrderElementsOf(IntStream.range(0, 52).boxed().toList());
    }

    @Test
    void copyAndStateContinueTheSameSequence() {
        Rng r = new Rng(5);
        r.nextLong();
        Rng copy = r.copy(), fromState = Rng.ofState(r.state());
        long next = r.nextLong();
        assertThat(copy.nextLong()).isEqualTo(next);
        assertThat(fromState.nextLong()).isEqualTo(next);
        assertThat(Rng.seedOf("hello")).isEqualTo(Rng.seedOf("hello")).isNotEqualTo(Rng.seedOf("hellp"));
    }

    @Test
    void nextIntStaysInRangeAndIsUnbiased() {
        Rng r = new Rng(123);
        int bound = 6, n = 60_000;
        int[] counts = new int[bound];
        for (int i = 0; i < n; i++) {
            int v = r.nextInt(bound);
            assertThat(v).isBetween(0, bound - 1);
            counts[v]++;
        }
        double expected = n / (double) bound, chi2 = 0;
        for (int c : counts) chi2 += (c - expected) * (c - expected) / expected;
        assertThat(chi2).as("chi-square, 5 degrees of freedom (p = 0.001 at 20.5)").isLessThan(20.5);
        for (int i = 0; i < 1000; i++) assertThat(r.nextInt(1)).isZero();
        for (int i = 0; i < 1000; i++) assertThat(r.nextInt(Integer.MAX_VALUE)).isBetween(0, Integer.MAX_VALUE - 1);
        // A bound just above 2^31 / 3 is where a plain modulo is most biased (values below 2^32 mod bound come up 3/2 as often).
        int big = (1 << 30) + (1 << 29) + 1, low = 0, trials = 30_000;
        for (int i = 0; i < trials; i++) if (r.nextInt(big) < big / 2) low++;
        assertThat(low / (double) trials).isBetween(0.48, 0.52);
        assertThatThrownBy(() -> r.nextInt(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rangedValuesStayInRange() {
        Rng r = new Rng(9);
        for (int i = 0; i < 10_000; i++) {
            assertThat(r.nextInt(-3, 4)).isBetween(-3, 3);
            assertThat(r.nextLong(10)).isBetween(0L, 9L);
            assertThat(r.nextLong(-5, 5)).isBetween(-5L, 4L);
            assertThat(r.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE)).isLessThan(Integer.MAX_VALUE);
            double d = r.nextDouble();
            assertThat(d).isGreaterThanOrEqualTo(0).isLessThan(1);
            assertThat(r.nextFloat()).isGreaterThanOrEqualTo(0f).isLessThan(1f);
        }
        int trues = 0;
        for (int i = 0; i < 10_000; i++) if (r.nextBoolean()) trues++;
        assertThat(trues).isBetween(4_700, 5_300);
        assertThatThrownBy(() -> r.nextInt(5, 5)).isInstanceOf(IllegalArgumentException.class);
    }
}
