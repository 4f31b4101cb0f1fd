package arcade.games.snake.model;

import org.junit.jupiter.api.Test;

import java.util.List;

import static arcade.games.snake.model.SnakeCell.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The campaign: level files, advancing after the level's apples, lives, rising speed, determinism. */
class CampaignTest {

    @Test
    void everyBundledLevelIsReadAndTheSpeedRisesWithTheLevel() {
        List<CampaignLevel> levels = Campaign.levels();
        assertThat(levels).hasSizeGreaterThanOrEqualTo(12);
        for (int k = 0; k < levels.size(); k++) {
            CampaignLevel l = levels.get(k);
            assertThat(l.number()).isEqualTo(k + 1);
            assertThat(l.rows()).isEqualTo(Campaign.ROWS);
            assertThat(l.cols()).isEqualTo(Campaign.COLS);
            assertThat(l.isWall(l.startRow(), l.startCol())).isFalse();
            if (k > 0) assertThat(l.stepsPerSecond()).as(l.name()).isGreaterThan(levels.get(k - 1).stepsPerSecond());
        }
        assertThat(levels.get(0).name()).isEqualTo("Open field");
    }

    private static String file(String head, String... map) {
        return head + "map:\n" + String.join("\n", map) + "\n";
    }

    private static String[] goodMap() {
        String[] rows = new String[Campaign.ROWS];
        rows[0] = rows[Campaign.ROWS - 1] = "#".repeat(Campaign.COLS);
        for (int i = 1; i < Campaign.ROWS - 1; i++) rows[i] = "#" + ".".repeat(Campaign.COLS - 2) + "#";
        rows[3] = "#..>" + ".".repeat(Campaign.COLS - 5) + "#";
        return rows;
    }

    @Test
    void aGoodFileIsReadWithItsStartAndWalls() {
        CampaignLevel l = LevelFile.parse("mine.txt", 1, file("# mine\nname: Mine\napples: 4\nspeed: 3.5\n", goodMap()));
        assertThat(l.name()).isEqualTo("Mine");
        assertThat(l.apples()).isEqualTo(4);
        assertThat(l.stepsPerSecond()).isEqualTo(3.5);
        assertThat(l.startRow()).isEqualTo(4);
        assertThat(l.startCol()).isEqualTo(4);
        assertThat(l.startDirection()).isEqualTo(Direction.RIGHT);
        assertThat(l.isWall(1, 1)).isTrue();
        assertThat(l.isWall(2, 2)).isFalse();
    }

    @Test
    void aMalformedFileIsRefusedNamingTheLine() {
        String head = "name: Bad\napples: 4\nspeed: 3\n";
        String[] badChar = goodMap();
        badChar[5] = "#..x" + ".".repeat(Campaign.COLS - 5) + "#";
        assertThatThrownBy(() -> LevelFile.parse("bad.txt", 1, file(head, badChar)))
                .isInstanceOf(LevelFile.FormatException.class)
                .hasMessage("bad.txt, line 10: unknown character 'x' in column 4 (use # . > < ^ v)");
        String[] shortRow = goodMap();
        shortRow[2] = "#..#";
        assertThatThrownBy(() -> LevelFile.parse("bad.txt", 1, file(head, shortRow)))
                .hasMessage("bad.txt, line 7: a map row needs 24 characters, this one has 4");
        assertThatThrownBy(() -> LevelFile.parse("bad.txt", 1, file("name: Bad\napples: many\nspeed: 3\n", goodMap())))
                .hasMessage("bad.txt, line 2: apples must be a whole number, got 'many'");
        // separators String.lines() does not split on are quoted as '?', so the message stays one line
        assertThatThrownBy(() -> LevelFile.parse("bad.txt", 1, file("name: Bad\nab\u2028c\u0085\n", goodMap())))
                .hasMessage("bad.txt, line 2: expected 'key: value' (name, apples, speed) or 'map:', got 'ab?c?'");
        assertThatThrownBy(() -> LevelFile.parse("bad.txt", 1, file("name: Bad\nspeed: 3\n", goodMap())))
                .hasMessage("bad.txt, line 3: the apples are missing (a line 'apples: …' before the map)");
        assertThatThrownBy(() -> LevelFile.parse("bad.txt", 1, file("name: Bad\napples: 4\nspeed: 300\n", goodMap())))
                .hasMessage("bad.txt, line 3: speed must be between 1 and 20, got 300");
        String[] noStart = goodMap();
        noStart[3] = "#" + ".".repeat(Campaign.COLS - 2) + "#";
        assertThatThrownBy(() -> LevelFile.parse("bad.txt", 1, file(head, noStart))).hasMessage("bad.txt, line 5: the map has no start (one of > < ^ v)");
        String[] blocked = goodMap();
        blocked[3] = "#..>.#" + ".".repeat(Campaign.COLS - 7) + "#";
        assertThatThrownBy(() -> LevelFile.parse("bad.txt", 1, file(head, blocked))).hasMessage("bad.txt, line 8: the snake needs two free cells ahead of its start");
        assertThatThrownBy(() -> LevelFile.parse("bad.txt", 1, "name: Bad\nwalls: 3\n")).hasMessage("bad.txt, line 2: unknown key 'walls' (expected name, apples or speed)");
    }

    /** Puts an apple right ahead of the head and steps onto it. */
    private static SnakeState eatAhead(SnakeSystem sys) {
        SnakeState s = sys.state();
        SnakeState.Cell h = s.head(1).orElseThrow();
        Direction d = s.direction(h.row(), h.col());
        Boards.moveApple(sys, h.row() + d.di(), h.col() + d.dj());
        sys.step(SnakeMove.NONE);
        return sys.state();
    }

    @Test
    void eatingTheLevelsApplesLeadsToTheNextLevelLaidOutFromItsFile() {
        SnakeSystem sys = SnakeSystem.start(Campaign.options(), 3).tracing(true);
        SnakeState s = sys.state();
        assertThat(s.level()).isEqualTo(1);
        assertThat(s.lives()).isEqualTo(3);
        assertThat(s.head(1)).contains(new SnakeState.Cell(Campaign.level(1).startRow(), Campaign.level(1).startCol()));
        assertThat(s.applesToGo()).isEqualTo(5);
        for (int k = 0; k < 4; k++) s = eatAhead(sys);
        assertThat(s.applesToGo()).isEqualTo(1);
        assertThat(s.isRunning()).isTrue();
        s = eatAhead(sys);
        assertThat(s.isLevelDone()).as("C4 after the fifth apple").isTrue();
        double slower = s.stepPeriodSeconds();

        sys.step(SnakeMove.NONE); // P6
        s = sys.state();
        assertThat(s.isRunning()).isTrue();
        assertThat(s.level()).isEqualTo(2);
        assertThat(s.applesToGo()).isEqualTo(6);
        assertThat(s.score()).isEqualTo(5);
        assertThat(s.lives()).isEqualTo(3);
        CampaignLevel two = Campaign.level(2);
        assertThat(s.head(1)).contains(new SnakeState.Cell(two.startRow(), two.startCol()));
        assertThat(s.length(1)).isEqualTo(1);
        assertWallsOf(s, two);
        assertThat(Boards.count(s, CellType.APPLE)).isEqualTo(1);
        assertThat(s.stepPeriodSeconds()).as("faster than level 1").isLessThan(slower);
    }

    private static void assertWallsOf(SnakeState s, CampaignLevel level) {
        int walls = 0;
        for (int i = 1; i <= s.rows(); i++)
            for (int j = 1; j <= s.cols(); j++) {
                assertThat(s.type(i, j) == CellType.WALL).as("(%d,%d)", i, j).isEqualTo(level.isWall(i, j));
                if (level.isWall(i, j)) walls++;
            }
        assertThat(walls).as("more than the border").isGreaterThan(2 * (Campaign.COLS + Campaign.ROWS) - 4);
    }

    @Test
    void aCrashRestartsTheSameLevelWithOneLifeLessAndTheLastLevelWinsTheCampaign() {
        SnakeSystem sys = SnakeSystem.start(Campaign.options(), 4);
        sys.globals().set(SnakeGlobals.LEVEL, 2);
        SnakeState.Cell h = sys.state().head(1).orElseThrow();
        sys.field().set(TYPE, h.row(), h.col() + 1, CA0_W);
        sys.step(SnakeMove.NONE);
        assertThat(sys.state().isLifeLost()).isTrue();
        sys.step(SnakeMove.NONE);
        SnakeState s = sys.state();
        assertThat(s.level()).isEqualTo(2);
        assertThat(s.lives()).isEqualTo(2);
        assertWallsOf(s, Campaign.level(2));

        sys.globals().set(SnakeGlobals.LEVEL, Campaign.size());
        sys.globals().set(SnakeGlobals.LEVEL_APPLES, Campaign.level(Campaign.size()).apples() - 1);
        s = eatAhead(sys);
        assertThat(s.isBoardFull()).as("A0 = 2 after the last level").isTrue();
        assertThat(s.isFinished()).isTrue();
        assertThat(new SnakeRules().outcome(s)).contains(arcade.api.model.Outcome.win(SnakeRules.PLAYER));
    }

    @Test
    void theCampaignIsDeterministicFromItsSeedAcrossLevels() {
        long[] hashes = new long[2];
        for (int run = 0; run < 2; run++) {
            SnakeSystem sys = SnakeSystem.start(Campaign.options(), 11);
            for (int k = 0; k < 5; k++) eatAhead(sys);
            for (int k = 0; k < 6; k++) sys.step(SnakeMove.of(k % 2 == 0 ? Direction.DOWN : Direction.RIGHT));
            hashes[run] = sys.state().fieldHash();
            assertThat(sys.state().level()).isEqualTo(2);
        }
        assertThat(hashes[0]).isEqualTo(hashes[1]);
    }

    @Test
    void theCampaignIsAPresetWithItsOwnParams() {
        SnakeOptions o = Campaign.options();
        assertThat(o.params()).isEqualTo("24x20-s3-ring-a1-p0-campaign-1p-g2-tf-l3-xb");
        assertThat(SnakeOptions.parse(o.params())).isEqualTo(o);
        assertThat(SnakeDefinition.preset("campaign")).map(p -> p.params()).contains(o.params());
        assertThatThrownBy(() -> SnakeOptions.parse("20x20-s3-ring-a1-p0-campaign-1p")).hasMessageContaining("24x20");
        assertThat(SnakeGlobals.names(o)).endsWith("lives", "level", "level apples");
    }
}
