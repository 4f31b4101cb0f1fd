package arcade.api.store;

import com.google.gson.Gson;
import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

import java.io.IOException;
import java.math.BigDecimal;

/**
 * Numbers read from a stored file exactly as they are written, or not at all. Gson on its own
 * wraps a whole number too large for its field ({@code 99999999999999999999} becomes some other
 * {@code long}), and reads {@code NaN} or {@code 1e400} into a double it then refuses to write
 * back, so one bad value in a file would make every later save of that file fail. With this
 * factory registered, such a value is a {@link JsonSyntaxException} in plain words ("a whole
 * number is out of range", "a number is not finite") where it is read, and a value that is not
 * finite is refused where it would be written.
 */
public final class StrictNumbers implements TypeAdapterFactory {
    /** Longer literals than any number we write: refused before they are parsed. */
    private static final int MAX_LITERAL = 400;

    @Override
    @SuppressWarnings("unchecked")
    public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
        Class<? super T> raw = type.getRawType();
        if (raw == int.class || raw == Integer.class) return (TypeAdapter<T>) new Whole(Integer.MIN_VALUE, Integer.MAX_VALUE, true);
        if (raw == long.class || raw == Long.class) return (TypeAdapter<T>) new Whole(Long.MIN_VALUE, Long.MAX_VALUE, false);
        if (raw == double.class || raw == Double.class) return (TypeAdapter<T>) new Real(false);
        if (raw == float.class || raw == Float.class) return (TypeAdapter<T>) new Real(true);
        return null;
    }

    /** The number's literal text, or null for a JSON null; anything else is not a number. */
    private static String literal(JsonReader in) throws IOException {
        JsonToken t = in.peek();
        if (t == JsonToken.NULL) {
            in.nextNull();
            return null;
        }
        if (t != JsonToken.NUMBER && t != JsonToken.STRING) throw new JsonSyntaxException("a number was expected");
        String s = in.nextString().strip();
        if (s.length() > MAX_LITERAL) throw new JsonSyntaxException("a number is far too long");
        return s;
    }

    private static final class Whole extends TypeAdapter<Number> {
        private final long min, max;
        private final boolean asInt;

        Whole(long min, long max, boolean asInt) {
            this.min = min;
            this.max = max;
            this.asInt = asInt;
        }

        @Override public Number read(JsonReader in) throws IOException {
            String s = literal(in);
            if (s == null) return null;
            BigDecimal d;
            try {
                d = new BigDecimal(s);
            } catch (NumberFormatException e) {
                throw new JsonSyntaxException("a whole number was expected");
            }
            long v;
            try {
                v = d.longValueExact(); // fast for any exponent: it checks the digits before it divides
            } catch (ArithmeticException e) {
                boolean tooLarge = d.signum() != 0 && d.precision() - d.scale() > 19;
                throw new JsonSyntaxException(tooLarge ? "a whole number is out of range" : "a whole number was expected");
            }
            if (v < min || v > max) throw new JsonSyntaxException("a whole number is out of range");
            if (asInt) return Integer.valueOf((int) v); // not a ?: expression, which would make both a Long
            return Long.valueOf(v);
        }

        @Override public void write(JsonWriter out, Number value) throws IOException {
            if (value == null) out.nullValue();
            else out.value(value.longValue());
        }
    }

    private static final class Real extends TypeAdapter<Number> {
        private final boolean asFloat;

        Real(boolean asFloat) { this.asFloat = asFloat; }

        @Override public Number read(JsonReader in) throws IOException {
            String s = literal(in);
            if (s == null) return null;
            double v;
            try {
                v = Double.parseDouble(s);
            } catch (NumberFormatException e) {
                throw new JsonSyntaxException("a number was expected");
            }
            if (!Double.isFinite(v) || asFloat && !Float.isFinite((float) v)) throw new JsonSyntaxException("a number is not finite");
            if (asFloat) return Float.valueOf((float) v);
            return Double.valueOf(v);
        }

        @Override public void write(JsonWriter out, Number value) throws IOException {
            if (value == null) {
                out.nullValue();
                return;
            }
            double v = value.doubleValue();
            if (!Double.isFinite(v)) throw new IllegalArgumentException("a number that is not finite cannot be saved");
            if (asFloat) out.value(value.floatValue());
            else out.value(v);
        }
    }
}
