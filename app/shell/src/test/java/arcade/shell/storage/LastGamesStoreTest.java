package arcade.shell.storage;

import arcade.api.session.SavedGame;
import arcade.api.session.Session;
import arcade.api.store.GameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static arcade.api.store.GameRecord.Result.LOSS;
import static arcade.api.store.GameRecord.Result.WIN;
import static org.assertj.core.api.Assertions.assertThat;

/** The statistics keep the last finished games whole (for replay), bounded, and still read older files. */
class LastGamesStoreTest {
    @TempDir Path dir;
    final List<String> problems = new ArrayList<>();

    StatsStore store() { return new StatsStore(new JsonFiles(Clock.systemUTC(), problems::add), dir, Runnable::run); }

    static SavedGame game(int n, int moves) {
        List<String> ms = new ArrayList<>();
        for (int i = 0; i < moves; i++) ms.add("e" + (i % 40));
        return new SavedGame(SavedGame.CURRENT_VERSION, "shannon", "7x5#" + n,
                List.of(new SavedGame.SavedEntry(Session.Kind.MOVE, ms)), 1, 1000L * n, Map.of("mode", "vs", "board", "ab12"),
                Map.of(), n % 2 == 0, 0);
    }

    static GameRecord rec(int n) { return new GameRecord("7x5-vs-perfect-short", n % 3 == 0 ? LOSS : WIN, 1000L * n, null, 1_700_000_000_000L + n, n % 2 == 0); }

    @Test void theLastTenGamesComeBackWholeNewestFirstAfterARestart() {
        StatsStore s = store();
        for (int n = 1; n <= 12; n++) s.record("shannon", rec(n), game(n, 9));
        List<LastGame> last = store().lastGames("shannon");
        assertThat(last).hasSize(StatsStore.LAST_GAMES);
        assertThat(last.get(0)).isEqualTo(new LastGame(rec(12), game(12, 9)));
        assertThat(last.get(9)).isEqualTo(new LastGame(rec(3), game(3, 9)));
        assertThat(store().history("shannon")).as("every game still counts").hasSize(12);
        assertThat(problems).isEmpty();
    }

    @Test void aVeryLongGameIsCountedButNotKept() {
        StatsStore s = store();
        s.record("shannon", rec(1), game(1, 5));
        s.record("shannon", rec(2), game(2, 30_000));
        s.record("shannon", rec(3)); // a game that hands over no moves
        assertThat(store().lastGames("shannon")).extracting(l -> l.game().gameId()).containsExactly("7x5#1");
        assertThat(store().history("shannon")).hasSize(3);
    }

    @Test void theSinkHandsTheGameOver() {
        StatsStore s = store();
        List<GameRecord> heard = new ArrayList<>();
        s.sink("shannon", heard::add).record(rec(4), game(4, 3));
        assertThat(heard).containsExactly(rec(4));
        assertThat(s.lastGames("shannon")).containsExactly(new LastGame(rec(4), game(4, 3)));
    }

    /** A version-2 file (before the last games were kept) is read as it is and gains them with the next game. */
    @Test void aVersionTwoFileIsStillRead() throws IOException {
        Files.createDirectories(dir.resolve("stats"));
        Files.writeString(dir.resolve("stats/shannon.json"), """
                {
                  "version": 2,
                  "games": [
                    { "params": "7x5-vs-normal-short", "result": "WIN", "millis": 61000, "at": 1700000000000, "assisted": true }
                  ]
                }
                """);
        StatsStore s = store();
        assertThat(s.history("shannon")).containsExactly(new GameRecord("7x5-vs-normal-short", WIN, 61_000, null, 1_700_000_000_000L, true));
        assertThat(s.lastGames("shannon")).isEmpty();
        s.record("shannon", rec(5), game(5, 4));
        assertThat(Files.readString(dir.resolve("stats/shannon.json"))).contains("\"version\": 3");
        assertThat(store().history("shannon")).hasSize(2);
        assertThat(store().lastGames("shannon")).hasSize(1);
        assertThat(problems).isEmpty();
    }

    /** A hand-edited entry that no longer describes a game is left out; the rest stays. */
    @Test void anUnusableKeptGameIsLeftOut() throws IOException {
        StatsStore s = store();
        s.record("shannon", rec(1), game(1, 2));
        s.record("shannon", rec(2), game(2, 2));
        Path f = dir.resolve("stats/shannon.json");
        String text = Files.readString(f);
        Files.writeString(f, text.replaceFirst("\"gameId\": \"7x5#1\"", "\"gameId\": \"\""));
        assertThat(store().lastGames("shannon")).extracting(l -> l.game().gameId()).containsExactly("7x5#2");
        assertThat(store().history("shannon")).as("the figures are untouched").hasSize(2);
    }
}
