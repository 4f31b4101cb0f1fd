package arcade.games.snake.model;

import arcade.api.model.GameId;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static arcade.games.snake.model.SnakeCell.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** THESIS §7, §11–§14 and §16 on the whole system: slots, start, movement, apples, bonuses, death, input, determinism. */
class SnakeGameTest {
    private final SnakeRules rules = new SnakeRules();

    @Test
    void slotsAndCodesAreTheThesisTable() {
        assertThat(SnakeCell.slots(1)).extracting(s -> s.name()).containsExactly("type", "direction", "ttl", "stomach");
        assertThat(SnakeCell.slots(1)).extracting(s -> s.kind().name()).containsExactly("STATE", "PROPERTY", "PROPERTY", "PROPERTY");
        assertThat(List.of(CA0_E, CA0_S, CA0_F, CA0_P, CA0_W, CA0_B)).containsExactly((byte) 0, (byte) 1, (byte) 2, (byte) 3, (byte) 4, (byte) 5);
        StringBuilder abbr = new StringBuilder();
        for (CellType t : CellType.values()) abbr.append(t.code()).append(t.abbr()).append(t.constant()).append(' ');
        assertThat(abbr.toString().trim()).as("the thesis's six, then the extra bonus kinds of options mb and xb")
                .isEqualTo("0ECA0_E 1SCA0_S 2FCA0_F 3PCA0_P 4WCA0_W 5BCA0_B 6RCA0_R 7DCA0_D 8XCA0_X 9KCA0_K");
        assertThat(List.of(Direction.NONE, Direction.RIGHT, Direction.UP, Direction.LEFT, Direction.DOWN)).extracting(Direction::code).containsExactly(0, 1, 2, 3, 4);
        // default real cell {E,0,0,E}, border cell {W,0,0,E}
        assertThat(SnakeCell.slots(1)).extracting(s -> s.defaultValue()).containsExactly(0, 0, 0, 0);
        assertThat(SnakeCell.slots(1)).extracting(s -> s.borderValue()).containsExactly(4, 0, 0, 0);
    }

    @Test
    void initialFieldIsTheThesisStart() {
        SnakeState s = SnakeState.initial(SnakeOptions.thesis(), 42);
        assertThat(s.rows()).isEqualTo(20);
        assertThat(s.cols()).isEqualTo(20);
        for (int i = 0; i <= 21; i++)
            for (int j = 0; j <= 21; j++) {
                boolean wall = i <= 1 || j <= 1 || i >= 20 || j >= 20;
                if (wall) assertThat(s.type(i, j)).as("%d,%d", i, j).isEqualTo(CellType.WALL);
                else if (!(i == 5 && j == 5)) assertThat(s.type(i, j)).isIn(CellType.EMPTY, CellType.APPLE);
            }
        assertThat(s.type(5, 5)).isEqualTo(CellType.SNAKE);
        assertThat(s.direction(5, 5)).isEqualTo(Direction.RIGHT);
        assertThat(s.ttl(5, 5)).isEqualTo(5);
        assertThat(s.stomach(5, 5)).isEqualTo(CellType.EMPTY);
        assertThat(Boards.count(s, CellType.APPLE)).isEqualTo(1);
        assertThat(Boards.count(s, CellType.POISON) + Boards.count(s, CellType.BONUS)).isZero();
        assertThat(s.a0()).isZero();
        assertThat(s.score()).isZero();
        assertThat(rules.initialState(GameId.seeded(SnakeOptions.thesis().params(), 42))).isEqualTo(s);
    }

    @Test
    void snakeUnrollsToLength5AndKeepsTheTtlInvariant() {
        SnakeState s = TraceTest.classicWithAppleOffRow5();
        int[] lengths = {2, 3, 4, 5, 5, 5, 5, 5, 5, 5};
        for (int t = 1; t <= lengths.length; t++) {
            s = rules.apply(s, SnakeMove.NONE);
            assertThat(s.length(1)).as("length after step %d", t).isEqualTo(lengths[t - 1]);
            assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(5, 5 + t));
            assertThat(s.ttl(5, 5 + t)).isEqualTo(5);
            for (int k = 1; k < s.length(1); k++) assertThat(s.ttl(5, 5 + t - k)).isEqualTo(5 - k);
            assertThat(Boards.heads(s)).isEqualTo(1);
        }
    }

    @Test
    void eatingAnAppleScoresGrowsByThreeAndDropsAnAppleAndAPoison() {
        SnakeSystem sys = Boards.classic(3);
        for (int t = 0; t < 4; t++) { Boards.moveApple(sys, 15, 15); sys.step(); }  // length 5, head at (5,9)
        Boards.moveApple(sys, 5, 10);
        SnakeState before = sys.state();
        sys.step();
        SnakeState s = sys.state();
        assertThat(s.score()).isEqualTo(1);
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(5, 10));
        assertThat(s.stomach(5, 10)).isEqualTo(CellType.EMPTY);
        assertThat(List.of(s.ttl(5, 10), s.ttl(5, 9), s.ttl(5, 8), s.ttl(5, 7), s.ttl(5, 6))).containsExactly(8, 7, 6, 5, 4);
        assertThat(Boards.count(s, CellType.APPLE)).isEqualTo(1);
        assertThat(Boards.count(s, CellType.POISON)).isEqualTo(1);
        for (int i = 1; i <= 20; i++)
            for (int j = 1; j <= 20; j++)
                if (s.type(i, j) == CellType.APPLE || s.type(i, j) == CellType.POISON)
                    assertThat(before.type(i, j)).isEqualTo(CellType.EMPTY);
        List<Integer> lengths = new ArrayList<>();
        SnakeState cur = s;
        for (int t = 0; t < 4; t++) {
            cur = rules.apply(cur, SnakeMove.of(t < 2 ? Direction.NONE : Direction.DOWN));
            lengths.add(cur.length(1));
        }
        assertThat(s.length(1)).isEqualTo(5);
        assertThat(cur.a0()).isZero();
        assertThat(lengths).containsExactly(6, 7, 8, 8);
    }

    @Test
    void bonusAppearsWithTtl20AndStaysVisibleFor20States() {
        SnakeOptions endless = SnakeOptions.thesis().withTorus(true).withLevel(Level.OPEN).withPoison(false);
        for (long seed = 1; seed < 2000; seed++) {
            SnakeSystem sys = SnakeSystem.start(endless, seed);
            Boards.moveApple(sys, 18, 2);
            int bi = -1, bj = -1;
            for (int t = 1; t <= 20 && bi < 0; t++) {
                sys.step();
                SnakeState s = sys.state();
                for (int i = 1; i <= 20; i++) for (int j = 1; j <= 20; j++) if (s.type(i, j) == CellType.BONUS && i != 5) { bi = i; bj = j; }
            }
            if (bi < 0) continue;
            assertThat(sys.state().ttl(bi, bj)).isEqualTo(20);
            int visible = 1;
            for (int t = 0; t < 25; t++) {
                sys.step();
                if (sys.state().type(bi, bj) == CellType.BONUS) visible++;
            }
            assertThat(visible).isEqualTo(20);
            assertThat(sys.state().type(bi, bj)).isEqualTo(CellType.EMPTY);
            assertThat(sys.state().score()).isZero();
            return;
        }
        throw new AssertionError("no seed produced an early bonus");
    }

    @Test
    void aBonusIsPlacedOnlyOnAnEmptyCell() {
        // a torus whose every cell is poison except rows 3–7 (and one apple): rolls that draw a poison cell place nothing
        SnakeOptions o = SnakeOptions.thesis().withTorus(true).withLevel(Level.OPEN).withPoison(false);
        SnakeSystem sys = SnakeSystem.start(o, 21);
        var f = sys.field();
        for (int i = 1; i <= 20; i++) for (int j = 1; j <= 20; j++) {
            if (i < 3 || i > 7) f.set(TYPE, i, j, CA0_P);
            else if (f.get(TYPE, i, j) == CA0_F) f.set(TYPE, i, j, CA0_E);
        }
        f.set(TYPE, 12, 12, CA0_F);
        int bonuses = 0;
        for (int t = 0; t < 3000; t++) {
            sys.step();
            SnakeState s = sys.state();
            assertThat(s.a0()).isZero();
            assertThat(Boards.count(s, CellType.POISON)).isEqualTo(15 * 20 - 1);
            for (int i = 1; i <= 20; i++) for (int j = 1; j <= 20; j++)
                if (s.type(i, j) == CellType.BONUS) { assertThat(i).isBetween(3, 7); bonuses++; }
        }
        assertThat(bonuses).as("bonus cells seen over 3000 steps").isPositive();
    }

    @Test
    void eatingABonusGivesTenAndKeepsTheLength() {
        SnakeSystem sys = Boards.classic(5);
        for (int t = 0; t < 5; t++) { Boards.moveApple(sys, 15, 15); sys.step(); }
        SnakeState before = sys.state();
        Boards.put(sys, 5, 11, CA0_B, 1);   // last step of its life: L7 wins over L4
        sys.step();
        SnakeState s = sys.state();
        assertThat(s.score()).isEqualTo(before.score() + 10);
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(5, 11));
        assertThat(s.length(1)).isEqualTo(5);
        assertThat(s.targetLength(1)).isEqualTo(5);
        assertThat(s.a0()).isZero();
    }

    @Test
    void poisonIsFatal() {
        SnakeSystem sys = Boards.classic(9);
        Boards.moveApple(sys, 15, 15);
        Boards.put(sys, 5, 6, CA0_P, 0);
        sys.step();
        assertThat(sys.state().a0()).isEqualTo(1);
        assertThat(sys.state().isDead(1)).isTrue();
    }

    @Test
    void bitingTheTailThatWouldEmptyThisStepIsFatalAndTheFieldTurnsToWallThenStays() {
        SnakeSystem sys = Boards.classic(11);
        Boards.moveApple(sys, 15, 15);
        var f = sys.field();
        f.set(TYPE, 5, 5, CA0_S); f.set(DIRECTION, 5, 5, 0); f.set(TTL, 5, 5, 1);   // tail
        Boards.put(sys, 5, 6, CA0_S, 2);
        Boards.put(sys, 6, 6, CA0_S, 3);
        Boards.put(sys, 6, 5, CA0_S, 4);
        f.set(DIRECTION, 6, 5, D1_UP);                                               // head, heading for the tail
        SnakeSystem moved = SnakeSystem.of(sys.state());
        // the head map of a hand-built system is stale; steer nothing and let the sweep decide
        moved.step();
        SnakeState s = moved.state();
        assertThat(s.a0()).isEqualTo(1);
        assertThat(s.type(5, 5)).isEqualTo(CellType.SNAKE);
        assertThat(rules.outcome(s)).isEmpty();
        moved.step();
        String walls = moved.state().render();
        assertThat(walls.replace("W", "").trim()).isEmpty();
        assertThat(moved.state().isFinished()).isTrue();
        assertThat(moved.state().head(1)).isEmpty();
        moved.step();
        assertThat(moved.state().render()).isEqualTo(walls);
        assertThatThrownBy(() -> rules.apply(moved.state(), SnakeMove.NONE)).hasMessageContaining("over");
        assertThat(rules.legalMoves(moved.state())).isEmpty();
    }

    @Test
    void oppositeAndSameKeysAreIgnoredAndATurnAppliesAtTheNextStep() {
        SnakeState s = TraceTest.classicWithAppleOffRow5();
        s = rules.apply(s, SnakeMove.of(Direction.LEFT));
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(5, 6));
        s = rules.apply(s, SnakeMove.of(Direction.RIGHT));
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(5, 7));
        s = rules.apply(s, SnakeMove.of(Direction.DOWN));
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(6, 7));
        assertThat(s.direction(6, 7)).isEqualTo(Direction.DOWN);
    }

    @Test
    void twoQuickPressesCannotReverseTheSnake() {
        SnakeState s = TraceTest.classicWithAppleOffRow5();
        for (int t = 0; t < 4; t++) s = rules.apply(s, SnakeMove.NONE);
        InputQueue q = new InputQueue();
        Direction executed = s.direction(s.head(1).get().row(), s.head(1).get().col());
        assertThat(q.offer(Direction.UP, executed)).isTrue();
        assertThat(q.offer(Direction.LEFT, executed)).isTrue();
        s = rules.apply(s, SnakeMove.of(q.poll()));
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(4, 9));
        s = rules.apply(s, SnakeMove.of(q.poll()));
        assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(4, 8));
        assertThat(s.a0()).isZero();
    }

    @Test
    void sameSeedAndInputsGiveTheSameFieldHash() {
        List<SnakeMove> moves = new ArrayList<>();
        String script = "..D...R..U....R..D.L..U...";
        for (char c : script.toCharArray()) moves.add(SnakeMove.parse(String.valueOf(c)));
        SnakeState a = play(SnakeOptions.thesis(), 77, moves), b = play(SnakeOptions.thesis(), 77, moves);
        assertThat(a.fieldHash()).isEqualTo(b.fieldHash());
        assertThat(a).isEqualTo(b);
        assertThat(play(SnakeOptions.thesis(), 78, moves).fieldHash()).isNotEqualTo(a.fieldHash());
        assertThat(a.fieldHashHex()).hasSize(16);
    }

    private SnakeState play(SnakeOptions o, long seed, List<SnakeMove> moves) {
        SnakeState s = SnakeState.initial(o, seed);
        for (SnakeMove m : moves) if (!s.isFinished()) s = rules.apply(s, m);
        return s;
    }

    @Test
    void applyNeverMutatesItsInput() {
        SnakeState s = SnakeState.initial(SnakeOptions.thesis(), 5);
        long h = s.fieldHash();
        String picture = s.render();
        rules.apply(s, SnakeMove.of(Direction.DOWN));
        SnakeState fresh = SnakeState.initial(SnakeOptions.thesis(), 5);
        assertThat(s.render()).isEqualTo(picture);
        assertThat(fresh.fieldHash()).isEqualTo(h);
        assertThat(s).isEqualTo(fresh);
    }

    @Test
    void torusHeadLeavingColumnNReentersAtColumn1() {
        SnakeOptions o = SnakeOptions.thesis().withTorus(true).withLevel(Level.OPEN).withPoison(false);
        SnakeSystem sys = SnakeSystem.start(o, 1);
        Boards.moveApple(sys, 15, 15);
        for (int t = 1; t <= 20; t++) {
            sys.step();
            SnakeState s = sys.state();
            assertThat(s.a0()).isZero();
            assertThat(s.head(1)).get().isEqualTo(new SnakeState.Cell(5, (5 + t - 1) % 20 + 1));
            if (t == 17) assertThat(SegmentShapes.shapeFor(s, 5, 1)).isEqualTo(SegmentShape.HORIZONTAL); // linked across the edge to (5,20)
        }
        for (int t = 0; t < 80; t++) sys.step();
        SnakeState s = sys.state();
        for (int k = 0; k <= 21; k++) {   // the live ring keeps its border value: only the snapshot holds the wrapped ghosts
            assertThat(List.of(s.type(0, k), s.type(21, k), s.type(k, 0), s.type(k, 21))).containsOnly(CellType.WALL);
        }
    }

    @Test
    void leavingAnOpenFieldWithoutWrapIsFatal() {
        SnakeOptions o = SnakeOptions.thesis().withLevel(Level.OPEN).withPoison(false);
        SnakeSystem sys = SnakeSystem.start(o, 1);
        Boards.moveApple(sys, 15, 15);
        for (int t = 1; t <= 15; t++) sys.step();
        assertThat(sys.state().a0()).isZero();
        sys.step();
        assertThat(sys.state().a0()).isEqualTo(1);
        assertThat(sys.state().head(1)).isEmpty();
    }

    @Test
    void noEmptyCellSkipsTheDropsAndNoHeadIgnoresInput() {
        SnakeSystem sys = SnakeSystem.start(SnakeOptions.thesis().withSize(6, 6), 1); // interior 4x4, head at (3,3)
        var f = sys.field();
        for (int i = 2; i <= 5; i++) for (int j = 2; j <= 5; j++) if (f.get(TYPE, i, j) != CA0_S) f.set(TYPE, i, j, CA0_P);
        f.set(TYPE, 3, 4, CA0_F);
        sys.step();   // eats the apple: the apple and poison drops find no Empty cell and are skipped
        SnakeState s = sys.state();
        assertThat(s.score()).isEqualTo(1);
        assertThat(s.a0()).isIn(0, 2);
        SnakeSystem headless = SnakeSystem.start(SnakeOptions.thesis(), 2);
        headless.field().set(DIRECTION, 3, 3, 0);
        for (int i = 1; i <= 20; i++) for (int j = 1; j <= 20; j++) headless.field().set(DIRECTION, i, j, 0);
        SnakeState h = headless.state();
        SnakeState next = rules.apply(rules.apply(h, SnakeMove.of(Direction.UP)), SnakeMove.NONE);
        assertThat(next.step()).isEqualTo(2);
    }

    @Test
    void moveTextRoundTripsAndBadTextIsRejected() {
        SnakeState one = SnakeState.initial(SnakeOptions.thesis(), 1);
        for (SnakeMove m : rules.legalMoves(one)) assertThat(rules.parseMove(one, rules.formatMove(m))).isEqualTo(m);
        SnakeState two = SnakeState.initial(SnakeOptions.thesis().withSnakes(2), 1);
        assertThat(rules.legalMoves(two)).hasSize(25);
        for (SnakeMove m : rules.legalMoves(two)) assertThat(rules.parseMove(two, rules.formatMove(m))).isEqualTo(m);
        assertThat(rules.parseMove(two, "U.")).isEqualTo(SnakeMove.of(Direction.UP, Direction.NONE));
        assertThatThrownBy(() -> rules.parseMove(one, "X")).hasMessageContaining("X");
        assertThatThrownBy(() -> rules.parseMove(one, "U.")).hasMessageContaining("1 letter");
        assertThatThrownBy(() -> rules.parseMove(one, "")).hasMessageContaining("one letter per snake");
        assertThatThrownBy(() -> rules.apply(one, SnakeMove.of(Direction.UP, Direction.UP))).hasMessageContaining("snake");
    }
}
