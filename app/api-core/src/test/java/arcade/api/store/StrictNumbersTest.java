package arcade.api.store;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonSyntaxException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class StrictNumbersTest {
    record Row(int count, long at, double score, Double best) {}

    private final Gson gson = new GsonBuilder().registerTypeAdapterFactory(new StrictNumbers()).create();

    @Test void numbersThatFitAreReadAndWrittenAsGsonWouldWriteThem() {
        Row r = gson.fromJson("{\"count\":3,\"at\":1764000000000,\"score\":2.5,\"best\":null}", Row.class);
        assertThat(r).isEqualTo(new Row(3, 1_764_000_000_000L, 2.5, null));
        assertThat(gson.toJson(r)).isEqualTo(new Gson().toJson(r));
        assertThat(gson.fromJson("{\"count\":1e2,\"at\":-7}", Row.class)).isEqualTo(new Row(100, -7, 0, null));
    }

    /** Plain Gson reads each of these as some other number (wrapped, cut or not finite); strictly they are refused. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"at\":99999999999999999999}|a whole number is out of range",
            "{\"count\":4294967297}|a whole number is out of range",
            "{\"count\":1.5}|a whole number was expected",
            "{\"at\":1e-999999999}|a whole number was expected",
            "{\"score\":NaN}|a number is not finite",
            "{\"best\":-Infinity}|a number is not finite",
            "{\"score\":1e400}|a number is not finite",
            "{\"count\":\"many\"}|a whole number was expected",
            "{\"score\":true}|a number was expected"})
    void aNumberThatDoesNotFitIsRefusedInPlainWords(String json, String message) {
        assertThatThrownBy(() -> gson.fromJson(json, Row.class)).isInstanceOf(JsonSyntaxException.class).hasMessage(message);
    }

    @Test void aVeryLongLiteralIsRefusedBeforeItIsParsed() {
        assertThatThrownBy(() -> gson.fromJson("{\"at\":" + "9".repeat(100_000) + "}", Row.class)).hasMessage("a number is far too long");
    }

    @Test void aNumberThatIsNotFiniteIsNeverWritten() {
        assertThatThrownBy(() -> gson.toJson(new Row(1, 1, Double.NaN, null))).hasMessage("a number that is not finite cannot be saved");
    }
}
