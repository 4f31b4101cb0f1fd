package arcade.api.tool;

import java.util.Arrays;

/** Small statistics helpers for bench tools: proportions with a Wilson interval, percentiles. */
public final class Stats {
    private Stats() {}

    /** A proportion with its 95 % Wilson score interval. */
    public record Proportion(long successes, long trials, double rate, double low, double high) {
        @Override public String toString() {
            return String.format(java.util.Locale.ROOT, "%.4f (95%% CI %.4f–%.4f, n=%d)", rate, low, high, trials);
        }
    }

    public static Proportion wilson(long successes, long trials) {
        if (trials <= 0) return new Proportion(successes, trials, Double.NaN, Double.NaN, Double.NaN);
        double z = 1.959963984540054, n = trials, p = successes / n;
        double denom = 1 + z * z / n;
        double centre = (p + z * z / (2 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom;
        return new Proportion(successes, trials, p, Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /** The q-quantile (0..1) of the values, nearest-rank. */
    public static double percentile(double[] values, double q) {
        if (values.length == 0) return Double.NaN;
        double[] v = values.clone();
        Arrays.sort(v);
        int rank = (int) Math.ceil(q * v.length);
        return v[Math.max(0, Math.min(v.length - 1, rank - 1))];
    }

    public static double mean(double[] values) {
        double s = 0;
        for (double x : values) s += x;
        return values.length == 0 ? Double.NaN : s / values.length;
    }

    /** Half-width of the 95 % normal confidence interval of the mean. */
    public static double meanHalfWidth(double[] values) {
        int n = values.length;
        if (n < 2) return Double.NaN;
        double m = mean(values), ss = 0;
        for (double x : values) ss += (x - m) * (x - m);
        return 1.959963984540054 * Math.sqrt(ss / (n - 1) / n);
    }
}
