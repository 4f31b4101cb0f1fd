package arcade.games.solitaire.tools;

import arcade.api.model.GameId;
import arcade.games.solitaire.model.KlondikeDefinition;
import arcade.games.solitaire.model.KlondikeMove;
import arcade.games.solitaire.model.KlondikeRules;
import arcade.games.solitaire.model.KlondikeState;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class SolitaireToolsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();

    private int run(String tool, String... args) {
        return SolitaireTools.all().stream().filter(t -> t.name().equals(tool)).findFirst().orElseThrow()
                .run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test void solvePrintsAWinningLineThatReplays() {
        assertThat(run("solve", "--seed", "3", "--draw", "3", "--passes", "unlimited", "--json")).isZero();
        String json = out.toString(StandardCharsets.UTF_8);
        assertThat(json).startsWith("{\"result\":\"winnable\",\"moves\":[");
        Matcher m = Pattern.compile("\"([^\"]+)\"").matcher(json.substring(json.indexOf('[') + 1, json.indexOf(']')));
        KlondikeState s = KlondikeDefinition.INSTANCE.initialState(GameId.seeded("draw3-unlimited", 3));
        while (m.find()) s = KlondikeRules.INSTANCE.apply(s, KlondikeMove.parse(m.group(1)));
        assertThat(s.isWon()).isTrue();
    }

    @Test void benchListsEveryDealWhenAsked() {
        assertThat(run("bench", "--deals", "3", "--seed", "5", "--cpu-limit-ms", "1000", "--per-deal")).isZero();
        List<String> lines = List.of(out.toString(StandardCharsets.UTF_8).split("\\R"));
        List<String> perDeal = lines.subList(lines.size() - 3, lines.size());
        for (int i = 0; i < 3; i++) assertThat(perDeal.get(i)).matches((5 + i) + " (winnable|unwinnable|unknown) \\d+ \\d+\\.\\d");
    }

    @Test void aMalformedDealGetsAClearMessage() {
        assertThat(run("solve", "--deal", "AS AS 2C")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("52 cards").doesNotContain("Exception");
        assertThat(run("solve", "--seed", "1", "--draw", "2")).isEqualTo(2);
    }

    /** A message that repeats a long input is cut to one short line. */
    @Test void aLongOptionIsNotEchoedWhole() {
        assertThat(run("bench", "--player", "x".repeat(50_000))).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).hasLineCount(1).contains("characters)");
        assertThat(err.toString(StandardCharsets.UTF_8).length()).isLessThan(400);
    }

    @Test void benchReportsTheRateWithItsInterval() {
        assertThat(run("bench", "--deals", "4", "--seed", "3", "--json")).isZero();
        String json = out.toString(StandardCharsets.UTF_8);
        assertThat(json).contains("\"deals\":4", "\"wins\":", "\"winRate\":", "\"ci95\":[", "\"undecided\":", "\"p50Millis\":", "\"p99Millis\":");
    }

    @Test void benchChecksTheLostVerdictsWithoutPrunings() {
        // Deal 98 is proven lost at once (blockers); the search of every legal move cannot settle it in 2,000 positions.
        assertThat(run("bench", "--deals", "1", "--seed", "98", "--check-lost", "2000", "--json")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"wins\":0", "\"lostChecked\":1", "\"lostWon\":[]", "\"lostUndecided\":1");
        assertThat(run("bench", "--deals", "1", "--seed", "98", "--check-lost", "2000", "--check-exact-keys")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("without prunings, exact keys (2000 positions each)");
        assertThat(run("bench", "--check-exact-keys")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--check-exact-keys goes with --check-lost N");
        assertThat(run("bench", "--player", "nopeek", "--check-lost", "2000")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--check-lost checks the thoughtful solver");
    }

    @Test void benchTakesAProcessorTimeLimitAndReportsProcessorTime() {
        assertThat(run("bench", "--deals", "3", "--seed", "3", "--cpu-limit-ms", "1000", "--exact-keys", "--json")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"deals\":3", "\"p50CpuMillis\":", "\"maxCpuMillis\":");
        assertThat(run("bench", "--cpu-limit-ms", "-5")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--cpu-limit-ms must be 0 or more");
    }

    @Test void benchOffersTheThesisQuirksBesideTheCorrectedSearch() {
        assertThat(run("bench", "--player", "thesis-quirks", "--draw", "1", "--passes", "3", "--deals", "1", "--seed", "22",
                "--max-states", "5000", "--json")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"player\":\"thesis-quirks\"", "\"deals\":1");
        assertThat(run("bench", "--player", "thesis-quirks", "--draw", "3")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("draw 1");
        assertThat(run("bench", "--player", "cheat")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("thoughtful|nopeek|thesis|thesis-quirks, got 'cheat'");
    }

    @Test void benchSetsTheNoPeekPlayersSamplesAndBudget() {
        assertThat(run("bench", "--player", "nopeek", "--deals", "1", "--seed", "5", "--samples", "2", "--sample-states", "300", "--json")).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"player\":\"nopeek\"", "\"deals\":1");
        assertThat(run("bench", "--player", "nopeek", "--sample-states", "0")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--sample-states must be 1 or more").doesNotContain("Exception");
    }
}
